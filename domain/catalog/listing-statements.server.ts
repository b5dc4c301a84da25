// The listing without words or filters (/deals in one of its orders, its first pages) as
// prepared statements: the same few shapes answer most listing views, and PostgreSQL planned the
// listing's statement of several CTEs on every view for about as long as it ran it
// (docs/performance.md, "Uncached catalogue renders, sixth round"). Anything else (words, a
// filter, "nearest", a deep page) is built for its request as before (searchDeals): there the
// plan depends on the values. A category's listing and the facet counts were measured prepared
// too, and at 100 000 deals PostgreSQL's plan for any category and any moment ran them up to twice
// as long as the plan for the values asked.
import { asc, eq, sql } from "drizzle-orm";
import { preparedQuery } from "#db/prepared-queries.server";
import type { Database } from "#db/connection.server";
import { deals, dealSearch } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { cardColumns, searchDeals, searchPage, toSearchResult, type DealSearchResult } from "./catalog.server";
import { PAGE_SIZE, type DealFilters, type Sort } from "./deal-filters";
import { pagePlaceholderValues } from "./deal-search.server";
import { liveDeal } from "./live-deals.server";

/** The orders a listing without words has (pageStatement's sort keys; the rest list by popularity). */
const LISTING_SORTS = ["popular", "ending", "newest", "price-asc", "price-desc", "discount", "rating"] as const;
type ListingSort = (typeof LISTING_SORTS)[number];

const listingSort = (sort: Sort | undefined): ListingSort => LISTING_SORTS.find((s) => s === sort) ?? "popular";

/** No words and no filter: no value whose plan would differ from the others'. */
const unfiltered = (filters: DealFilters) =>
  filters.q === "" &&
  filters.categories.length === 0 &&
  filters.minPriceKr === undefined &&
  filters.maxPriceKr === undefined &&
  filters.minRating === undefined &&
  filters.cities.length === 0;

/** One statement per language and order, each prepared when first asked. */
function listingQuery(lang: Language, sort: ListingSort) {
  return preparedQuery((db) => {
    const page = searchPage(db, {
      filters: liveDeal(sql.placeholder("now"), dealSearch),
      titleFirst: false,
      sort,
      offset: { offset: sql`${sql.placeholder("offset")}`, upTo: sql`${sql.placeholder("upTo")}` },
    });
    return db
      .with(page)
      .select({ ...cardColumns(lang), matches: page.matches })
      .from(page)
      .innerJoin(deals, eq(deals.id, page.id))
      .orderBy(asc(page.pos))
      .prepare(`deal_listing_${lang}_${sort.replace("-", "_")}`);
  });
}

const listingQueries = {
  no: new Map(LISTING_SORTS.map((sort) => [sort, listingQuery("no", sort)])),
  en: new Map(LISTING_SORTS.map((sort) => [sort, listingQuery("en", sort)])),
};

/** The deals of a listing: searchDeals, answered by a prepared statement where one fits. */
export async function listDeals(
  db: Database,
  lang: Language,
  filters: DealFilters,
  at = new Date(),
): Promise<DealSearchResult> {
  const paging = pagePlaceholderValues((filters.page - 1) * PAGE_SIZE);
  const byDistance = filters.sort === "nearest" && filters.near !== undefined;
  if (!paging || byDistance || !unfiltered(filters)) return searchDeals(db, lang, filters, at);
  const query = listingQueries[lang].get(listingSort(filters.sort))!;
  const rows = await query(db).execute({ now: at, ...paging });
  return toSearchResult(rows, filters.page);
}
