// Pages with one person's data on them are sent as `Cache-Control: private, no-store`, so no
// shared cache (a CDN, a company proxy) keeps one visitor's page for the next and the browser
// does not write it to disk: the account pages, the cart, wishlist, checkout and receipt, a guest
// order's page (/orders/{signed link}), the
// partners' area (but its public marketing pages) and the admin console, with their data
// requests; any page rendered for a visitor with a notice waiting or guest orders (the page cache
// never stores those either); and any page rendered for a signed-in visitor, whose header shows
// who they are, except the shared pages, which show nothing of them (server/public-pages.ts isSharedPath).
// A route that sets its own Cache-Control (an immutable image, a PDF) keeps it.
import type { NextFunction, Request, Response } from "express";
import { parse } from "cookie";
import { FLASH_COOKIE, GUEST_ORDERS_COOKIE, SESSION_COOKIE } from "./cookie-names.server";
import { isSharedPath } from "./public-pages";
import { withoutLanguagePrefix } from "./language-urls";

const PERSONAL_AREAS = [
  "/account",
  "/payment/success",
  "/checkout",
  "/cart",
  "/wishlist",
  "/vouchers",
  "/orders",
  "/admin",
  "/business",
  "/api/business",
];
/** The business area's pages for anyone: what partners get, and the sign-up. */
const PUBLIC_BUSINESS_PAGES = new Set([
  "/business",
  "/business/marketing",
  "/business/solutions",
  "/business/consultant",
  "/business/consultation",
  "/business/register",
]);

export function isPersonalPath(path: string): boolean {
  // "/en/account" is as personal as "/account" (decision 030).
  const bare = withoutLanguagePrefix(path);
  const page = bare.endsWith(".data") ? bare.slice(0, -".data".length) : bare;
  if (PUBLIC_BUSINESS_PAGES.has(page)) return false;
  return PERSONAL_AREAS.some((area) => page === area || page.startsWith(`${area}/`));
}

const PERSONAL_COOKIES = [FLASH_COOKIE, GUEST_ORDERS_COOKIE];

export function privatePages() {
  return (req: Request, res: Response, next: NextFunction) => {
    const cookies = parse(req.get("cookie") ?? "");
    const signedIn = cookies[SESSION_COOKIE] !== undefined && !isSharedPath(req.path);
    if (isPersonalPath(req.path) || signedIn || PERSONAL_COOKIES.some((name) => cookies[name] !== undefined)) {
      // Just before the head goes out, so a route's own header is seen (React Router's adapter
      // appends headers: set now, a route's "public, immutable" would be added to this one).
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
      res.writeHead = ((...args: unknown[]) => {
        if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "private, no-store");
        return writeHead(...args);
      }) as Response["writeHead"];
    }
    next();
  };
}
