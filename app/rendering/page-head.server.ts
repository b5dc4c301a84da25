import { translator } from "#i18n/dictionaries.server";
import type { Language } from "#i18n/languages";
import type { MessageKey } from "#i18n/translate";
import { languageFromRequest } from "~/requests/language.server";
import type { PageHead } from "./page-head";
import { isEnglishPath, localizedPath } from "#server/language-urls";

type T = ReturnType<typeof translator>;

/** "{page} | MagicDeals" with the site's default description unless the page has its own. */
export function pageHead(lang: Language, title: (t: T) => string, description?: (t: T) => string): PageHead {
  const t = translator(lang);
  return {
    title: `${title(t)} | ${t("meta.titleSuffix")}`,
    description: description ? description(t) : t("meta.siteDescription"),
  };
}

/** The site's own title and description, for the home page. */
export function siteHead(lang: Language): PageHead {
  const t = translator(lang);
  return { title: t("meta.siteTitle"), description: t("meta.siteDescription") };
}

/**
 * The page's address without its query string: what search engines should index. A `path` given
 * in its Norwegian form is put in the request's language ("/deals/x" on an English page is
 * "/en/deals/x", decision 030).
 */
export function canonicalUrl(request: Request, path?: string): string {
  const url = new URL(request.url);
  if (path === undefined) return `${url.origin}${url.pathname}`;
  return `${url.origin}${localizedPath(path, isEnglishPath(url.pathname) ? "en" : "no")}`;
}

/** A dictionary text: its key, or a function of the translator for one composed of several. */
type Text = MessageKey | ((t: T) => string);
const textOf = (text: Text) => (typeof text === "function" ? text : (t: T) => t(text));

/** A page's head in the request's language, with its canonical address: title and description from the dictionary. */
export function canonicalPageHead(request: Request, title: Text, description?: Text): PageHead & { canonical: string } {
  return {
    ...pageHead(languageFromRequest(request), textOf(title), description && textOf(description)),
    canonical: canonicalUrl(request),
  };
}
