// Cross-site request forgery protection, two layers:
//  1. Every state-changing request must come from this site's own pages (Origin, else Referer).
//  2. Every form carries a token (HMAC of a random per-browser cookie) that actions check
//     (app/requests/form.server.ts); a page on another site can neither read nor forge it.
import { createHmac, timingSafeEqual } from "node:crypto";
import { parse } from "cookie";
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { translator } from "#i18n/dictionaries.server";
import { languageFromCookies } from "#i18n/languages";
import { CSRF_COOKIE } from "./cookie-names.server";
import { randomText } from "./random-text.server";
import type { SiteAddress } from "./site-address.server";

export { CSRF_COOKIE };
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * The newsletter's one-click unsubscribe (RFC 8058): mail providers POST to the link from their
 * own servers, with no Origin and no cookie. The link's own signature is the authority there, and
 * all such a POST can do is take that one address off the list.
 */
const SIGNED_LINK_POSTS = /^\/newsletter\/unsubscribe\/[^/]+$/;

export function csrfTokenFor(secret: string, cookieValue: string): string {
  return createHmac("sha256", secret).update(cookieValue).digest("base64url");
}

export function tokensMatch(expected: string, given: unknown): boolean {
  if (typeof given !== "string" || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

export interface CsrfOptions {
  secret: string;
  secure: boolean;
}

/**
 * This browser's form token; sets the per-browser CSRF cookie first when it is missing. `https`:
 * the request came over HTTPS (behind a trusted proxy too). Plain Node types: the page cache
 * answers before Express runs.
 */
export function browserCsrfToken(
  res: ServerResponse,
  options: CsrfOptions,
  cookies: Record<string, string | undefined>,
  https: boolean,
): string {
  let value = cookies[CSRF_COOKIE];
  if (!value || !/^[A-Za-z0-9_-]{43}$/.test(value)) {
    value = randomText(32, "base64url");
    const secure = options.secure || https;
    // Written out (the value is base64url): serialize() showed in a cached page's CPU profile.
    res.appendHeader(
      "Set-Cookie",
      `${CSRF_COOKIE}=${value}; Path=/; HttpOnly;${secure ? " Secure;" : ""} SameSite=Lax`,
    );
  }
  return csrfTokenFor(options.secret, value);
}

/**
 * Sets the per-browser CSRF cookie when missing and rejects cross-site state changes: the Origin
 * (else the Referer) must be the site's configured address, never compared with the request's
 * own Host header, which the sender chooses.
 */
export function csrfProtection(options: CsrfOptions, site: SiteAddress) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!SAFE_METHODS.has(req.method) && !SIGNED_LINK_POSTS.test(req.path)) {
      const origin = req.get("origin");
      const allowed = origin ? origin !== "null" && site.isOwnUrl(origin) : site.isOwnUrl(req.get("referer"));
      if (!allowed) {
        // The visitor may have come from a stale tab or a link elsewhere: say so in their language.
        const lang = languageFromCookies(req.get("cookie"));
        res.status(403).type("text/plain").send(translator(lang)("form.expired"));
        return;
      }
    }
    res.locals.csrfToken = browserCsrfToken(res, options, parse(req.get("cookie") ?? ""), req.secure);
    next();
  };
}
