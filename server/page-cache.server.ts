// Rendered catalogue pages, kept in memory until the catalogue changes (or 30 s pass, for sales
// figures and deals reaching their end). A shared page (server/public-pages.ts isSharedPath) is
// the same for a signed-in visitor, who gets it too; other cacheable pages are cached only for
// visitors who are not signed in. A visitor with a notice waiting or who has ordered as a guest
// always gets a fresh render. The two values that differ per response, the CSRF token and the
// script nonce, are put in at every answer, so nothing of one visitor reaches another.
//
// Two parts: `keep`, an Express middleware in the place of the renderer, stores what it renders
// with every header the app set; `answer`, the server's request listener in front of Express,
// answers a stored page before the app runs at all (Express, logging, compression, helmet,
// static files): it repeats the stored headers, sets the CSRF cookie, logs the request, and
// sends the page gzipped from parts compressed once.
import { parse } from "cookie";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { languageFromCookies } from "#i18n/languages";
import { CSRF_COOKIE, FLASH_COOKIE, GUEST_ORDERS_COOKIE, SESSION_COOKIE } from "./cookie-names.server";
import { CatalogueCache } from "./catalogue-cache.server";
import type { CatalogueChanges } from "#db/catalogue-changes.server";
import { browserCsrfToken, type CsrfOptions } from "./csrf.server";
import { compressParts, gzipWithValues } from "./gzip-with-values.server";
import { acceptsGzip } from "./accepts-gzip.server";
import { randomText } from "./random-text.server";
import { loggablePath, requestId, type Logger } from "./logger.server";
import { cacheablePaths, isSharedPath } from "./public-pages";

/** Public pages built from the catalogue and fixed texts (server/public-pages.ts); with `.data` for client navigation. */
const CACHEABLE = cacheablePaths();
/** Cookies that make a page personal; the session only where the page is not shared. */
const PERSONAL_COOKIES = [FLASH_COOKIE, GUEST_ORDERS_COOKIE];
/** Headers that belong to one response, not to the page. */
const OWN_HEADERS = new Set([
  "set-cookie",
  "x-request-id",
  "x-page-cache",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "vary",
  "date",
  "connection",
  "keep-alive",
]);
/** Stands for the response's nonce in stored headers (the Content-Security-Policy). */
const NONCE = "\u0000nonce\u0000";

type Slot = "csrf" | "nonce";

/** A request the cache may answer: its key, path, cookies, and whether it came over HTTPS. */
interface Cacheable {
  key: string;
  path: string;
  cookies: Record<string, string | undefined>;
  https: boolean;
}

interface CachedPage {
  /** Header names and values; `withNonce` says which value has NONCE in it. */
  headers: { name: string; value: string; withNonce: boolean }[];
  /** The body cut where this response's CSRF token and nonce go (bytes, ready to send). */
  parts: Buffer[];
  /** The same parts, deflated once for gzip answers. */
  compressed: Buffer[];
  slots: Slot[];
  bytes: number;
}

export interface PageCacheOptions {
  changes: CatalogueChanges;
  csrf: CsrfOptions;
  logger: Logger;
  /** "http" or "https" as Express's req.protocol says it (a trusted proxy's X-Forwarded-Proto). */
  protocolOf: (req: IncomingMessage) => string;
  /** Called for every request answered from the cache (e.g. to count a deal view). */
  onHit?: (path: string, req: IncomingMessage) => void;
}

export function pageCache({ changes, csrf, logger, protocolOf, onHit }: PageCacheOptions) {
  const pages = new CatalogueCache<CachedPage>(changes, {
    max: 2000,
    ttlMs: 30_000,
    maxSize: 64 * 1024 * 1024,
    // The page and its compressed parts.
    sizeOf: (page) => Math.ceil(page.bytes * 1.3),
  });
  /** Pages being rendered: a request for the same page waits for that render instead of another. */
  const rendering = new Map<string, Promise<void>>();

  /** What a request that may be answered from the cache is stored under, or undefined. */
  const cacheable = (req: IncomingMessage): Cacheable | undefined => {
    const url = req.url ?? "/";
    const path = url.split("?", 1)[0]!;
    if (req.method !== "GET" || !CACHEABLE.test(path)) return undefined;
    const cookies = parse(req.headers.cookie ?? "");
    if (PERSONAL_COOKIES.some((name) => cookies[name] !== undefined)) return undefined;
    if (cookies[SESSION_COOKIE] !== undefined && !isSharedPath(path)) return undefined;
    const protocol = protocolOf(req);
    // The language exactly as the renderer reads it (app/requests/language.server.ts), so a page
    // is filed under the language it was rendered in.
    const key = `${protocol}://${req.headers.host}${url}|${languageFromCookies(req.headers.cookie)}`;
    return { key, path, cookies, https: protocol === "https" };
  };

  const send = (req: IncomingMessage, res: ServerResponse, page: CachedPage, asked: Cacheable) => {
    const start = performance.now();
    const reqId = requestId(req, res);
    const nonce = randomText(16, "base64");
    const token = browserCsrfToken(res, csrf, asked.cookies, asked.https);
    const values = { csrf: Buffer.from(token), nonce: Buffer.from(nonce) };
    for (const { name, value, withNonce } of page.headers)
      res.setHeader(name, withNonce ? value.replace(NONCE, nonce) : value);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("X-Page-Cache", "hit");
    const filled = page.slots.map((slot) => values[slot]);
    if (acceptsGzip(req.headers["accept-encoding"])) {
      res.setHeader("Content-Encoding", "gzip");
      res.end(gzipWithValues(page.parts, page.compressed, filled));
    } else {
      // The parts and values as they are, in one write of several buffers: no copy of the page.
      res.setHeader("Content-Length", page.bytes + filled.reduce((sum, value) => sum + value.length, 0));
      res.cork();
      page.parts.forEach((part, i) => {
        res.write(part);
        if (i < filled.length) res.write(filled[i]!);
      });
      res.end();
      res.uncork();
    }
    if (logger.isLevelEnabled("info")) {
      const responseTime = Math.round(performance.now() - start);
      const line = { reqId, req: { method: "GET", path: loggablePath(req.url) }, res: { status: 200 }, responseTime };
      logger.info(line, `GET ${loggablePath(req.url)} 200`);
    }
    onHit?.(asked.path, req);
  };

  /**
   * Before the app (Express does not run for a stored page: its routing and request objects are
   * a sizeable share of such an answer): a stored page is answered here, or waits for its render
   * under way; anything else goes to `app`.
   */
  const answer = (req: IncomingMessage, res: ServerResponse, app: () => void) => {
    const asked = cacheable(req);
    if (!asked) return app();
    const reply = (page: CachedPage | undefined) => {
      if (!page) return app();
      try {
        send(req, res, page, asked);
      } catch (error) {
        logger.error({ err: error }, "cached page not sent");
        if (res.headersSent) res.destroy();
        else app();
      }
    };
    const cached = pages.get(asked.key);
    if (cached) return reply(cached);
    const render = rendering.get(asked.key);
    if (!render) return app();
    render.then(() => reply(pages.get(asked.key)), app);
  };

  /** In the renderer's place: collects what it writes and stores a plain successful page. */
  const keep = (req: Request, res: Response, next: NextFunction) => {
    const key = cacheable(req)?.key;
    if (!key) return next();
    const csrfToken = res.locals.csrfToken as string;
    const nonce = res.locals.nonce as string;
    const ticket = pages.ticket();
    // The first render of a page under way is the one others wait for; it says when it is over.
    let done = () => {};
    if (!rendering.has(key)) {
      let resolve = () => {};
      rendering.set(key, new Promise<void>((settle) => (resolve = settle)));
      done = () => {
        done = () => {}; // once: a later render of the same page may own the entry by then
        rendering.delete(key);
        resolve();
      };
      res.once("close", () => done());
    }
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
      );
    };
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      collect(chunk, encoding);
      return write(chunk, encoding, callback);
    }) as Response["write"];
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      collect(chunk, encoding);
      if (res.statusCode === 200 && !setsPersonalCookies(res)) {
        const body = Buffer.concat(chunks).toString("utf8");
        pages.set(key, store(pageHeaders(res, nonce), body, { csrf: csrfToken, nonce }), ticket);
      }
      done();
      return end(chunk, encoding, callback);
    }) as Response["end"];
    res.setHeader("X-Page-Cache", "miss");
    next();
  };

  return { answer, keep };
}

/** A cookie other than the CSRF cookie (set before the render for new visitors) makes it personal. */
function setsPersonalCookies(res: Response): boolean {
  const set = res.getHeader("set-cookie");
  const values = set === undefined ? [] : Array.isArray(set) ? set : [String(set)];
  return values.some((value) => !value.startsWith(`${CSRF_COOKIE}=`));
}

/** The headers the app set for the page, with its nonce marked where a new one goes. */
function pageHeaders(res: Response, nonce: string): CachedPage["headers"] {
  return Object.entries(res.getHeaders()).flatMap(([name, value]) => {
    if (OWN_HEADERS.has(name) || value === undefined) return [];
    const text = String(value);
    return [{ name, value: text.replaceAll(nonce, NONCE), withNonce: text.includes(nonce) }];
  });
}

function store(headers: CachedPage["headers"], body: string, values: Record<Slot, string>): CachedPage {
  const parts: Buffer[] = [];
  const slots: Slot[] = [];
  const pattern = new RegExp(`${escape(values.csrf)}|${escape(values.nonce)}`, "g");
  let last = 0;
  for (const match of body.matchAll(pattern)) {
    parts.push(Buffer.from(body.slice(last, match.index)));
    slots.push(match[0] === values.csrf ? "csrf" : "nonce");
    last = match.index + match[0].length;
  }
  parts.push(Buffer.from(body.slice(last)));
  return {
    headers,
    parts,
    compressed: compressParts(parts),
    slots,
    bytes: parts.reduce((sum, part) => sum + part.length, 0),
  };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
