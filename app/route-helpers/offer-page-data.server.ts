// The offer pages (/offers/beauty, /offers/photography): a category's sub-categories, each a
// search within the category counted live, and a preview of the category's deals.
import type { Database } from "#db/connection.server";
import { countCategorySearch, listCategoryDealsPreview } from "#domain/catalog/catalog.server";
import { translator } from "#i18n/dictionaries.server";
import type { MessageKey } from "#i18n/translate";
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
  subcategories: ReadonlyArray<{ label: MessageKey; q: string }>;
  dealCount: number;
  title: MessageKey;
  description: MessageKey;
}

const OFFER_PAGES = {
  beauty: {
    categoryId: "beauty-spa",
    subcategories: [
      { label: "offers.beautySubs.spa", q: "massasje" },
      { label: "offers.beautySubs.hair", q: "hår" },
      { label: "offers.beautySubs.nails", q: "negl" },
      { label: "offers.beautySubs.facial", q: "ansikt" },
    ],
    dealCount: 3,
    title: "offers.beautyHero",
    description: "offers.beautyText",
  },
  photography: {
    categoryId: "photography",
    subcategories: [
      { label: "offers.photoSubs.portrait", q: "portrett" },
      { label: "offers.photoSubs.wedding", q: "bryllup" },
      { label: "offers.photoSubs.commercial", q: "profilbilde" },
      { label: "offers.photoSubs.event", q: "fest" },
    ],
    dealCount: 100,
    title: "offers.photoHero",
    description: "offers.photoText",
  },
} satisfies Record<string, OfferPage>;

export async function offerPageData(request: Request, db: Database, name: keyof typeof OFFER_PAGES) {
  const page: OfferPage = OFFER_PAGES[name];
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const [subs, deals] = await Promise.all([
    subcategories(
      db,
      page.categoryId,
      page.subcategories.map(({ label, q }) => ({ label: t(label), q })),
    ),
    listCategoryDealsPreview(db, lang, page.categoryId, page.dealCount),
  ]);
  return { subs, deals, head: canonicalPageHead(request, page.title, page.description) };
}
