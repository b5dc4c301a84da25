// Rendered catalogue pages for anonymous visitors, kept in memory until the catalogue changes
// (or 30 s pass, for sales figures and deals reaching their end). A visitor who is signed in,
// has a notice waiting or has ordered as a guest always gets a fresh render. The two values that
// differ per response, the CSRF token and the script nonce, are put in at every answer, so
// nothing of one visitor reaches another.
//
// Two middlewares: `keep`, in the place of the renderer, stores what it renders with every
// header the app set; `answer`, first in the app, answers a stored page before any other
// middleware runs (logging, compression, helmet, static files): it repeats the stored headers,
// sets the CSRF cookie, logs the request, and sends the page gzipped from parts compressed once.
import { parse } from "cookie";
import type { NextFunction, Request, Response } from "express";
import { LANGUAGE_KEY, parseLanguage } from "../app/i18n/languages";
import { SESSION_COOKIE } from "../app/lib/auth.server";
import { CatalogueCache } from "../app/lib/catalogue-cache.server";
import { FLASH_COOKIE } from "../app/lib/flash.server";
import { GUEST_ORDERS_COOKIE } from "../app/lib/guest-orders.server";
import type { CatalogueChanges } from "../db/catalogue-changes.server";
import { browserCsrfToken, type CsrfOptions } from "./csrf.server";
import { compressParts, gzipWithValues } from "./gzip-with-values.server";
import { acceptsGzip } from "./accepts-gzip.server";
import { randomText } from "./random-text.server";
import { loggablePath, requestId, type Logger } from "./logger.server";

/** Public pages built from the catalogue and fixed texts; with `.data` for client navigation. */
const CACHEABLE =
  /^\/(|deals|deals\/[^/]+|deal\/\d+|offers\/[a-z-]+|about|how-it-works|faq|help|terms|privacy|success-stories|business|business\/(marketing|solutions|consultant))(\.data)?$|^\/(_root\.data|sitemap\.xml|robots\.txt)$/;
/** Cookies that make a page personal. */
const PERSONAL_COOKIES = [SESSION_COOKIE, FLASH_COOKIE, GUEST_ORDERS_COOKIE];
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
  /** Called for every request answered from the cache (e.g. to count a deal view). */
  onHit?: (req: Request) => void;
}

export function pageCache({ changes, csrf, logger, onHit }: PageCacheOptions) {
  const pages = new CatalogueCache<CachedPage>(changes, {
    max: 2000,
    ttlMs: 30_000,
    maxSize: 64 * 1024 * 1024,
    // The page and its compressed parts.
    sizeOf: (page) => Math.ceil(page.bytes * 1.3),
  });
  /** Pages being rendered: a request for the same page waits for that render instead of another. */
  const rendering = new Map<string, Promise<void>>();

  /** The cache key of a request that may be answered from the cache (and its cookies), or undefined. */
  const keyOf = (req: Request): { key: string; cookies: Record<string, string | undefined> } | undefined => {
    if (req.method !== "GET" || !CACHEABLE.test(req.path)) return undefined;
    const cookies = parse(req.get("cookie") ?? "");
    if (PERSONAL_COOKIES.some((name) => cookies[name] !== undefined)) return undefined;
    const key = `${req.protocol}://${req.get("host")}${req.originalUrl}|${parseLanguage(cookies[LANGUAGE_KEY])}`;
    return { key, cookies };
  };

  const send = (req: Request, res: Response, page: CachedPage, cookies: Record<string, string | undefined>) => {
    const start = performance.now();
    const reqId = requestId(req, res);
    const nonce = randomText(16, "base64");
    const values = { csrf: Buffer.from(browserCsrfToken(req, res, csrf, cookies)), nonce: Buffer.from(nonce) };
    for (const { name, value, withNonce } of page.headers)
      res.setHeader(name, withNonce ? value.replace(NONCE, nonce) : value);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("X-Page-Cache", "hit");
    const filled = page.slots.map((slot) => values[slot]);
    if (acceptsGzip(req.get("accept-encoding"))) {
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
    onHit?.(req);
  };

  /** First in the app: a stored page is answered here, or waits for its render under way. */
  const answer = (req: Request, res: Response, next: NextFunction) => {
    const cacheable = keyOf(req);
    if (!cacheable) return next();
    const { key, cookies } = cacheable;
    const cached = pages.get(key);
    if (cached) return send(req, res, cached, cookies);
    const render = rendering.get(key);
    if (!render) return next();
    render.then(() => {
      const rendered = pages.get(key);
      if (rendered) send(req, res, rendered, cookies);
      else next();
    }, next);
  };

  /** In the renderer's place: collects what it writes and stores a plain successful page. */
  const keep = (req: Request, res: Response, next: NextFunction) => {
    const key = keyOf(req)?.key;
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
  return values.some((value) => !value.startsWith("csrf="));
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
