// Cross-site request forgery protection (decision 025): a state-changing request must come from
// this site's own pages. The browser says where a request comes from, and a page on another site
// cannot make it say otherwise:
//  - `Sec-Fetch-Site: cross-site` (Fetch Metadata, sent by current browsers) is refused outright;
//  - the Origin (else the Referer) must be the site's configured address; `Origin: null`
//    (sandboxed frames, some redirects) and a request that names neither are refused.
// Session, flash and guest-order cookies are SameSite=Lax as well, so a cross-site POST does not
// even carry them. There is no per-page token: every anonymous page is the same bytes for
// everyone, so a CDN may keep it.
import type { NextFunction, Request, Response } from "express";
import { translator } from "#i18n/dictionaries.server";
import { preferredLanguage } from "./language-urls";
import type { SiteAddress } from "./site-address.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * The newsletter's and the deal alerts' one-click unsubscribe (RFC 8058): mail providers POST to the link from their
 * own servers, with no Origin and no cookie. The link's own signature is the authority there, and
 * all such a POST can do is take that one address off the list.
 */
const SIGNED_LINK_POSTS = /^\/(newsletter|deal-alerts)\/unsubscribe\/[^/]+$/;

/** Whether a state-changing request came from this site's own pages, as the browser tells it. */
export function fromOwnPages(
  headers: { origin?: string; referer?: string; secFetchSite?: string },
  site: SiteAddress,
): boolean {
  if (headers.secFetchSite === "cross-site") return false;
  const { origin } = headers;
  return origin ? origin !== "null" && site.isOwnUrl(origin) : site.isOwnUrl(headers.referer);
}

/**
 * Rejects cross-site state changes: the Origin (else the Referer) must be the site's configured
 * address, never compared with the request's own Host header, which the sender chooses.
 */
export function csrfProtection(site: SiteAddress) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || SIGNED_LINK_POSTS.test(req.path)) return next();
    const headers = { origin: req.get("origin"), referer: req.get("referer"), secFetchSite: req.get("sec-fetch-site") };
    if (fromOwnPages(headers, site)) return next();
    // The visitor may have come from a stale tab or a link elsewhere: say so in their language.
    const lang = preferredLanguage(req.path, req.get("cookie"));
    res.status(403).type("text/plain").send(translator(lang)("form.expired"));
  };
}
