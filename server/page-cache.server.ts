// Rendered catalogue pages, kept in memory until the catalogue changes (or 30 s pass, for sales
// figures and deals reaching their end). A shared page (server/public-pages.ts isSharedPath) is
// the same for a signed-in visitor, who gets it too (decision 024); other cacheable pages are
// cached only for visitors who are not signed in. A visitor with a notice waiting or who has
// ordered as a guest always gets a fresh render. A page holds nothing
// of one visitor (no form token, no script nonce: decision 025), so it is stored whole, once,
// and the same bytes may be kept by a CDN in front: an anonymous answer says
// `Cache-Control: public, s-maxage=…` and sets no cookie. Its gzip and Brotli copies are made
// when a request first asks for them, off the event loop: many pages (a search's own address) are
// rendered once and never asked for again, and compressing those twice more was wasted work.
//
// Two parts: `keep`, an Express middleware in the place of the renderer, stores what it renders
// with every header the app set; `answer`, the server's request listener in front of Express,
// answers a stored page before the app runs at all (Express, logging, compression, helmet,
// static files): it repeats the stored headers, logs the request, and sends the page.
import { parse } from "cookie";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { FLASH_COOKIE, GUEST_ORDERS_COOKIE, SESSION_COOKIE } from "./cookie-names.server";
import { CatalogueCache } from "./catalogue-cache.server";
import type { CatalogueChanges } from "#db/catalogue-changes.server";
import { acceptsBrotli, acceptsGzip } from "./accepts-gzip.server";
import { loggablePath, requestId, type Logger } from "./logger.server";
import { cacheablePaths, isSharedPath } from "./public-pages";
import { languageOfRequest } from "./language-urls";

/** Public pages built from the catalogue and fixed texts (server/public-pages.ts); with `.data` for client navigation. */
const CACHEABLE = cacheablePaths();
/** Cookies that make any page personal (the session only some: see personal()). */
const PERSONAL_COOKIES = [FLASH_COOKIE, GUEST_ORDERS_COOKIE];
/** How long a page is kept here, and by a shared cache (s-maxage) before it asks again. */
const TTL_SECONDS = 30;
/**
 * A shared cache (a CDN) may keep an anonymous page TTL_SECONDS, then serve it while it asks for
 * a fresh one for five minutes more; browsers ask every time (max-age=0), so a purge reaches them.
 */
export const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${TTL_SECONDS}, stale-while-revalidate=300`;
const PRIVATE_CACHE_CONTROL = "private, no-store";
/** Headers that belong to one response, not to the page. */
const OWN_HEADERS = new Set([
  "set-cookie",
  "x-request-id",
  "x-page-cache",
  "server-timing",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "vary",
  "date",
  "connection",
  "keep-alive",
]);

/** A request the cache may answer: its key and path. */
interface Cacheable {
  key: string;
  path: string;
}

type Encoding = "br" | "gzip";

interface CachedPage {
  headers: { name: string; value: string }[];
  body: Buffer;
  /** Compressed copies: being made (a promise), then made. */
  copies: Partial<Record<Encoding, Buffer | Promise<Buffer>>>;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The page in `encoding`, made once, on the first request that asks for it. */
function copyOf(page: CachedPage, encoding: Encoding): Buffer | Promise<Buffer> {
  const kept = page.copies[encoding];
  if (kept) return kept;
  const making = (
    encoding === "br"
      ? // Quality 5: smaller than gzip for a few milliseconds, once per stored page (decision 025).
        brotliAsync(page.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length },
        })
      : gzipAsync(page.body, { level: 6 })
  ).then(
    (bytes) => (page.copies[encoding] = bytes),
    (error: unknown) => {
      delete page.copies[encoding];
      throw error;
    },
  );
  page.copies[encoding] = making;
  return making;
}

export interface PageCacheOptions {
  changes: CatalogueChanges;
  logger: Logger;
  /** "http" or "https" as Express's req.protocol says it (a trusted proxy's X-Forwarded-Proto). */
  protocolOf: (req: IncomingMessage) => string;
  /** Called for every request answered from the cache (e.g. to count a deal view). */
  onHit?: (path: string, req: IncomingMessage) => void;
}

/**
 * Whether the request carries a cookie that makes its page personal (a shared cache must not keep
 * it): a notice or guest orders anywhere, a session where the page is not the same for everyone.
 */
function personal(req: IncomingMessage): boolean {
  const cookies = parse(req.headers.cookie ?? "");
  if (PERSONAL_COOKIES.some((name) => cookies[name] !== undefined)) return true;
  return cookies[SESSION_COOKIE] !== undefined && !isSharedPath((req.url ?? "/").split("?", 1)[0]!);
}

export function pageCache({ changes, logger, protocolOf, onHit }: PageCacheOptions) {
  const pages = new CatalogueCache<CachedPage>(changes, {
    max: 2000,
    ttlMs: TTL_SECONDS * 1000,
    maxSize: 64 * 1024 * 1024,
    // With both compressed copies, each about a sixth of the page (they are made later).
    sizeOf: (page) => Math.ceil(page.body.length * 1.35),
  });
  /** Pages being rendered: a request for the same page waits for that render instead of another. */
  const rendering = new Map<string, Promise<void>>();

  /** What a request that may be answered from the cache is stored under, or undefined. */
  const cacheable = (req: IncomingMessage): Cacheable | undefined => {
    const url = req.url ?? "/";
    const path = url.split("?", 1)[0]!;
    if (req.method !== "GET" || !CACHEABLE.test(path)) return undefined;
    if (personal(req)) return undefined;
    const protocol = protocolOf(req);
    // The language exactly as the renderer reads it (app/requests/language.server.ts), so a page
    // is filed under the language it was rendered in. A cacheable page's language is its
    // address's (decision 030): "/deals" and "/en/deals" are two entries, neither split by cookie.
    const key = `${protocol}://${req.headers.host}${url}|${languageOfRequest(path, req.headers.cookie)}`;
    return { key, path };
  };

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    page: CachedPage,
    asked: Cacheable,
    encoding: Encoding | undefined,
    bytes: Buffer,
  ) => {
    const start = performance.now();
    const reqId = requestId(req, res);
    for (const { name, value } of page.headers) res.setHeader(name, value);
    // A personal request never gets a page marked for shared caches, whoever rendered it.
    if (personal(req)) res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("X-Page-Cache", "hit");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", bytes.length);
    res.end(bytes);
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
    const failed = (error: unknown) => {
      logger.error({ err: error }, "cached page not sent");
      if (res.headersSent) res.destroy();
      else app();
    };
    const reply = (page: CachedPage | undefined) => {
      if (!page) return app();
      const accepted = req.headers["accept-encoding"];
      const encoding = acceptsBrotli(accepted) ? "br" : acceptsGzip(accepted) ? "gzip" : undefined;
      const bytes = encoding ? copyOf(page, encoding) : page.body;
      if (bytes instanceof Promise) {
        bytes.then((made) => send(req, res, page, asked, encoding, made)).catch(failed);
        return;
      }
      try {
        send(req, res, page, asked, encoding, bytes);
      } catch (error) {
        failed(error);
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
      if (!res.headersSent) markForSharedCaches(req, res);
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
      if (res.statusCode === 200 && !res.hasHeader("set-cookie"))
        pages.set(key, store(res, Buffer.concat(chunks)), ticket);
      done();
      return end(chunk, encoding, callback);
    }) as Response["end"];
    res.setHeader("X-Page-Cache", "miss");
    next();
  };

  return { answer, keep };
}

/**
 * Just before the head goes out: a plain successful page for an anonymous visitor may be kept by
 * shared caches (unless its route chose its own Cache-Control); anything else may not.
 */
function markForSharedCaches(req: Request, res: Response): void {
  if (res.hasHeader("Cache-Control")) return;
  const forEveryone = res.statusCode === 200 && !res.hasHeader("set-cookie") && !personal(req);
  res.setHeader("Cache-Control", forEveryone ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  if (forEveryone) res.vary("Cookie");
}

/** The headers the app set for the page, and the page. */
function store(res: Response, body: Buffer): CachedPage {
  const headers = Object.entries(res.getHeaders()).flatMap(([name, value]) =>
    OWN_HEADERS.has(name) || value === undefined ? [] : [{ name, value: String(value) }],
  );
  return {
    headers,
    body,
    copies: {},
  };
}
