// English pages have their own addresses (decision 030): `/en` + the Norwegian address, so a
// search engine can index both and a CDN can keep each under one URL in one language. The
// cacheable public pages take their language from the address alone (a cookie must not change
// what a shared URL shows); every other page from the `/en` prefix if it has one, else from the
// `language` cookie, the visitor's preference. Plain code: the server, the renderer and the
// browser all read it.
import { languageFromCookies, type Language } from "#i18n/languages";
import { cacheablePaths, languagePagePaths } from "./public-pages";

export const ENGLISH_PREFIX = "/en";

const PREFIXED = /^\/en(?=\/|$)/;
/** The cacheable public pages (either form, with `.data` twins), and those of them that are pages. */
const CACHEABLE = cacheablePaths();
const LANGUAGE_PAGES = languagePagePaths();

/** Whether the address is an English one (`/en` or `/en/…`). */
export function isEnglishPath(pathname: string): boolean {
  return PREFIXED.test(pathname);
}

/** The address without its `/en` (the Norwegian form): "/en" is "/", "/en/deals" is "/deals". */
export function withoutLanguagePrefix(pathname: string): string {
  if (!isEnglishPath(pathname)) return pathname;
  return pathname.slice(ENGLISH_PREFIX.length) || "/";
}

/**
 * A path (with its query) in `lang`'s form: "/deals?q=spa" in English is "/en/deals?q=spa", "/"
 * is "/en". A path that already has `/en` is first taken back to the Norwegian form.
 */
export function localizedPath(pathWithQuery: string, lang: Language): string {
  const [pathname = "/", ...rest] = pathWithQuery.split(/(?=[?#])/);
  const path = withoutLanguagePrefix(pathname);
  const tail = rest.join("");
  if (lang === "no") return path + tail;
  return (path === "/" ? ENGLISH_PREFIX : ENGLISH_PREFIX + path) + tail;
}

/**
 * Whether the page at this address has a form in each language that search engines should know
 * of (canonical and hreflang links): the cacheable public pages, not their data requests.
 */
export function hasLanguageUrls(pathname: string): boolean {
  return !pathname.endsWith(".data") && LANGUAGE_PAGES.test(pathname);
}

/**
 * The visitor's own language, for answers that are no page and never stored (a refused method or
 * a refused cross-site form: plain text): the address's if English, else the cookie's choice.
 */
export function preferredLanguage(pathname: string, cookieHeader: string | null | undefined): Language {
  return isEnglishPath(pathname) ? "en" : languageFromCookies(cookieHeader);
}

/** The language a request for `pathname` with this Cookie header is answered in. */
export function languageOfRequest(pathname: string, cookieHeader: string | null | undefined): Language {
  if (isEnglishPath(pathname)) return "en";
  if (CACHEABLE.test(pathname)) return "no";
  return languageFromCookies(cookieHeader);
}

/** A page's canonical address and its two language forms, for `<link rel="canonical">` and hreflang. */
export interface LanguageLinks {
  canonical: string;
  no: string;
  en: string;
}

/**
 * The links of the page at `pathname` (either form) shown in `lang`, or null for a page with no
 * indexable form in each language (personal pages, account doors, one-time links).
 */
export function languageLinksOf(origin: string, lang: Language, pathname: string): LanguageLinks | null {
  const path = withoutLanguagePrefix(pathname);
  if (!hasLanguageUrls(path)) return null;
  const no = origin + path;
  const en = origin + localizedPath(path, "en");
  return { canonical: lang === "en" ? en : no, no, en };
}
