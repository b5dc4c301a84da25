import { translator } from "#i18n/dictionaries.server";
import type { Language } from "#i18n/languages";
import { languageFromRequest } from "~/requests/language.server";
import type { PageHead } from "./page-head";

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

/** The page's address without its query string: what search engines should index. */
export function canonicalUrl(request: Request, path?: string): string {
  const url = new URL(request.url);
  return `${url.origin}${path ?? url.pathname}`;
}

/** A page's head in the request's language, with its canonical address: title and description from the dictionary. */
export function canonicalPageHead(
  request: Request,
  title: (t: T) => string,
  description?: (t: T) => string,
): PageHead & { canonical: string } {
  return { ...pageHead(languageFromRequest(request), title, description), canonical: canonicalUrl(request) };
}
