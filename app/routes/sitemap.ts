import { listCategories, listCities, listLiveDealIds } from "#domain/catalog/catalog.server";
import { cityPagePath } from "#domain/catalog/city-pages";
import { PUBLIC_PAGES } from "#server/public-pages";
import { HTML_LANG, LANGUAGES, type Language } from "#i18n/languages";
import { localizedPath } from "#server/language-urls";
import type { Route } from "./+types/sitemap";

function alternate(hreflang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`;
}

/** sitemap.xml: the public pages marked for it, with every category, city and live deal, in both languages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const [categories, dealIds, cities] = await Promise.all([
    listCategories(context.db, "no"),
    listLiveDealIds(context.db),
    listCities(context.db),
  ]);
  const each: Record<string, string[]> = {
    "/deals/:categoryId": categories.map((c) => `/deals/${c.id}`),
    "/deal/:dealId": dealIds.map((id) => `/deal/${id}`),
    "/deals/by/:city": cities.map(cityPagePath),
  };
  const paths = PUBLIC_PAGES.filter((page) => page.sitemap).flatMap((page) => {
    if (!page.path.includes(":")) return [page.path];
    const listed = each[page.path];
    if (!listed) throw new Error(`sitemap.xml does not know how to list ${page.path}`);
    return listed;
  });
  // Each page in both languages, each entry naming both forms and the default (decision 030), as
  // search engines read hreflang from a sitemap.
  const entry = (path: string, lang: Language) => {
    const alternates = [
      alternate(HTML_LANG.no, origin + path),
      alternate(HTML_LANG.en, origin + localizedPath(path, "en")),
      alternate("x-default", origin + path),
    ];
    return `  <url><loc>${origin}${localizedPath(path, lang)}</loc>${alternates.join("")}</url>`;
  };
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.flatMap((path) => LANGUAGES.map((lang) => entry(path, lang))),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
