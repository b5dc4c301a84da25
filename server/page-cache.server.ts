// Rendered catalogue pages for anonymous visitors, kept in memory until the catalogue changes
// (or 30 s pass, for sales figures and deals reaching their end). A visitor who is signed in,
// has a notice waiting or has ordered as a guest always gets a fresh render. The two values that
// differ per response, the CSRF token and the script nonce, are put in at every answer, so
// nothing of one visitor reaches another.
import { parse } from "cookie";
import type { NextFunction, Request, Response } from "express";
import { LANGUAGE_KEY, parseLanguage } from "../app/i18n/languages";
import { SESSION_COOKIE } from "../app/lib/auth.server";
import { CatalogueCache } from "../app/lib/catalogue-cache.server";
import { FLASH_COOKIE } from "../app/lib/flash.server";
import { GUEST_ORDERS_COOKIE } from "../app/lib/guest-orders.server";
import type { CatalogueChanges } from "../db/catalogue-changes.server";

/** Public pages built from the catalogue and fixed texts; with `.data` for client navigation. */
const CACHEABLE =
  /^\/(|deals|deals\/[^/]+|deal\/\d+|offers\/[a-z-]+|about|how-it-works|faq|help|terms|privacy|success-stories|business|business\/(marketing|solutions|consultant))(\.data)?$|^\/(_root\.data|sitemap\.xml|robots\.txt)$/;
/** Cookies that make a page personal. */
const PERSONAL_COOKIES = [SESSION_COOKIE, FLASH_COOKIE, GUEST_ORDERS_COOKIE];
/** Headers the render sets that a cached answer repeats. */
const REPLAYED_HEADERS = ["content-type", "cache-control", "vary", "link", "x-remix-response", "x-remix-redirect"];

interface CachedPage {
  headers: [string, string][];
  /** The body cut where this response's CSRF token and nonce go (bytes, ready to send). */
  parts: Buffer[];
  slots: ("csrf" | "nonce")[];
  bytes: number;
}

export interface PageCacheOptions {
  changes: CatalogueChanges;
  /** Called for every request answered from the cache (e.g. to count a deal view). */
  onHit?: (req: Request) => void;
}

export function pageCache({ changes, onHit }: PageCacheOptions) {
  const pages = new CatalogueCache<CachedPage>(changes, {
    max: 2000,
    ttlMs: 30_000,
    maxSize: 64 * 1024 * 1024,
    sizeOf: (page) => page.bytes,
  });

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" || !CACHEABLE.test(req.path)) return next();
    const cookies = parse(req.get("cookie") ?? "");
    if (PERSONAL_COOKIES.some((name) => cookies[name] !== undefined)) return next();
    const csrf = res.locals.csrfToken as string;
    const nonce = res.locals.nonce as string;
    const key = `${req.protocol}://${req.get("host")}${req.originalUrl}|${parseLanguage(cookies[LANGUAGE_KEY])}`;

    const cached = pages.get(key);
    if (cached) {
      for (const [name, value] of cached.headers) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      res.end(fill(cached, { csrf, nonce }));
      onHit?.(req);
      return;
    }

    // Collect what the renderer writes, and keep it if it is a plain successful page.
    const ticket = pages.ticket();
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
        const headers = REPLAYED_HEADERS.flatMap((name): [string, string][] => {
          const value = res.getHeader(name);
          return value === undefined ? [] : [[name, String(value)]];
        });
        pages.set(key, cut(headers, Buffer.concat(chunks).toString("utf8"), { csrf, nonce }), ticket);
      }
      return end(chunk, encoding, callback);
    }) as Response["end"];
    res.setHeader("X-Page-Cache", "miss");
    next();
  };
}

/** A cookie other than the CSRF cookie (set before the render for new visitors) makes it personal. */
function setsPersonalCookies(res: Response): boolean {
  const set = res.getHeader("set-cookie");
  const values = set === undefined ? [] : Array.isArray(set) ? set : [String(set)];
  return values.some((value) => !value.startsWith("csrf="));
}

function cut(headers: [string, string][], body: string, values: { csrf: string; nonce: string }) {
  const parts: Buffer[] = [];
  const slots: CachedPage["slots"] = [];
  const pattern = new RegExp(`${escape(values.csrf)}|${escape(values.nonce)}`, "g");
  let last = 0;
  for (const match of body.matchAll(pattern)) {
    parts.push(Buffer.from(body.slice(last, match.index)));
    slots.push(match[0] === values.csrf ? "csrf" : "nonce");
    last = match.index + match[0].length;
  }
  parts.push(Buffer.from(body.slice(last)));
  return { headers, parts, slots, bytes: body.length };
}

function fill(page: CachedPage, values: { csrf: string; nonce: string }): Buffer {
  const filled = { csrf: Buffer.from(values.csrf), nonce: Buffer.from(values.nonce) };
  const pieces: Buffer[] = [page.parts[0]!];
  for (let i = 0; i < page.slots.length; i++) pieces.push(filled[page.slots[i]!], page.parts[i + 1]!);
  return Buffer.concat(pieces);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
