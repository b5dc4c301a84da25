// The offer pages (/offers/beauty, /offers/photography): a category's sub-categories, each a
// search within the category counted live, and a preview of the category's deals.
import type { Database } from "#db/connection.server";
import { countCategorySearch, listCategoryDealsPreview } from "#domain/catalog/catalog.server";
import { translator } from "#i18n/dictionaries.server";
import type { TFunction } from "#i18n/translate";
import type { Subcategory } from "~/components/offers/subcategory-tiles";
import { languageFromRequest } from "~/requests/language.server";
import { canonicalPageHead } from "~/rendering/page-head.server";

export async function subcategories(
  db: Database,
  categoryId: string,
  items: ReadonlyArray<{ label: string; q: string }>,
): Promise<Subcategory[]> {
  return Promise.all(
    items.map(async ({ label, q }) => ({
      label,
      href: `/deals/${categoryId}?${new URLSearchParams({ q })}`,
      count: await countCategorySearch(db, categoryId, q),
    })),
  );
}

interface OfferPage {
  categoryId: string;
  /** Each sub-category's name and the search that finds its deals. */
  subcategories: (t: TFunction) => ReadonlyArray<{ label: string; q: string }>;
  dealCount: number;
  title: (t: TFunction) => string;
  description: (t: TFunction) => string;
}

export async function offerPageData(request: Request, db: Database, page: OfferPage) {
  const lang = languageFromRequest(request);
  const [subs, deals] = await Promise.all([
    subcategories(db, page.categoryId, page.subcategories(translator(lang))),
    listCategoryDealsPreview(db, lang, page.categoryId, page.dealCount),
  ]);
  return { subs, deals, head: canonicalPageHead(request, page.title, page.description) };
}
