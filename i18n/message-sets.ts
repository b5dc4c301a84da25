// Which set of texts a page gets, by its path. Apart from i18n/messages.ts because the browser
// needs only this (the root route, to know when a move brings other texts): its build gets the
// names of PAGE_SECTIONS' pages without their lists of sections (vite.config.ts).
import { PAGE_SECTIONS, type MessageArea } from "./messages";

/** A page of PAGE_SECTIONS whose path has a parameter (":dealId"), as a pattern of its paths. */
const PAGE_PATTERNS = Object.keys(PAGE_SECTIONS)
  .filter((page) => page.includes("/:"))
  .map((page) => ({ page, pattern: new RegExp(`^${page.replace(/\/:[A-Za-z]+/g, "/[^/]+")}$`) }));

/** The page whose texts `pathname` (or its data request: /cart.data, /_root.data for /) needs. */
function pageOf(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/**
 * Which set of texts the page at `pathname` gets: its own (PAGE_SECTIONS) or its area's. A
 * client-side move to a page with another set loads the root's data again (app/root.tsx).
 */
export function messageSetOf(pathname: string): string {
  const page = pageOf(pathname);
  if (Object.hasOwn(PAGE_SECTIONS, page)) return page;
  return PAGE_PATTERNS.find(({ pattern }) => pattern.test(page))?.page ?? messageAreaOf(pathname);
}

/** The area of the page at `pathname` (also as its data request, e.g. /admin/deals.data). */
export function messageAreaOf(pathname: string): MessageArea {
  const match = /^\/(business|admin)(\/|$|\.data)/.exec(pathname);
  return match?.[1] === "admin" ? "admin" : match?.[1] === "business" ? "business" : "shop";
}
