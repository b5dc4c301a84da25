// The listing without words (/deals, a category's page, a sort, the first pages) and its facet
// counts as prepared statements: the same few shapes answer most listing views, and PostgreSQL
// planned the listing's statement of several CTEs on every view for about as long as it ran it
// (docs/performance.md, "Uncached catalogue renders"). Anything else (words, a price, rating or
// city filter, "nearest", a deep page) is built for its request as before (searchDeals,
// facetCounts), where the plan depends on the values.
import { asc, count, eq, sql, type SQL } from "drizzle-orm";
import { preparedQuery, preparedSql } from "#db/prepared-queries.server";
import type { Database } from "#db/connection.server";
import { deals, dealSearch } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import {
  cardColumns,
  facetCounts,
  searchDeals,
  toSearchResult,
  type DealSearchResult,
  type FacetCounts,
} from "./catalog.server";
import { PAGE_SIZE, type DealFilters, type Sort } from "./deal-filters";
import { pagePlaceholderValues, pageStatement } from "./deal-search.server";
import { liveDeal } from "./live-deals.server";
import { dealCities } from "./nearby.server";

/** The orders a listing without words has (pageStatement's sort keys; the rest list by popularity). */
const LISTING_SORTS = ["popular", "ending", "newest", "price-asc", "price-desc", "discount", "rating"] as const;
type ListingSort = (typeof LISTING_SORTS)[number];

const listingSort = (sort: Sort | undefined): ListingSort => LISTING_SORTS.find((s) => s === sort) ?? "popular";

/** No words and no filter but categories: no value whose plan would differ from the others'. */
const onlyCategories = (filters: DealFilters) =>
  filters.q === "" &&
  filters.minPriceKr === undefined &&
  filters.maxPriceKr === undefined &&
  filters.minRating === undefined &&
  filters.cities.length === 0;

const now = sql.placeholder("now");
const categoryIds = sql.placeholder("categories");

/** Live deals, in the categories of the `categories` placeholder when `inCategories`. */
const listed = (inCategories: boolean): SQL =>
  inCategories
    ? sql`${liveDeal(now, dealSearch)} AND ${dealSearch.categoryId} = ANY(${categoryIds}::text[])`
    : liveDeal(now, dealSearch);

/** One statement per language, order and category filter, each prepared when first asked. */
function listingQuery(lang: Language, sort: ListingSort, inCategories: boolean) {
  return preparedQuery((db) => {
    const page = db
      .$with("page", {
        id: sql<number>`page_id`.as("page_id"),
        pos: sql<number>`page_pos`.as("page_pos"),
        matches: sql<number>`page_matches`.as("page_matches"),
      })
      .as(
        pageStatement({
          filters: listed(inCategories),
          titleFirst: false,
          sort,
          offset: { offset: sql`${sql.placeholder("offset")}`, upTo: sql`${sql.placeholder("upTo")}` },
        }),
      );
    return db
      .with(page)
      .select({ ...cardColumns(lang), matches: page.matches })
      .from(page)
      .innerJoin(deals, eq(deals.id, page.id))
      .orderBy(asc(page.pos))
      .prepare(`deal_listing_${lang}_${sort.replace("-", "_")}${inCategories ? "_in_categories" : ""}`);
  });
}

type ListingQuery = ReturnType<typeof listingQuery>;
const listingQueries = new Map<string, ListingQuery>();

function listingQueryFor(lang: Language, sort: ListingSort, inCategories: boolean): ListingQuery {
  const key = `${lang} ${sort} ${inCategories}`;
  let query = listingQueries.get(key);
  if (!query) {
    query = listingQuery(lang, sort, inCategories);
    listingQueries.set(key, query);
  }
  return query;
}

/** The deals of a listing: searchDeals, answered by a prepared statement where one fits. */
export async function listDeals(
  db: Database,
  lang: Language,
  filters: DealFilters,
  at = new Date(),
): Promise<DealSearchResult> {
  const paging = pagePlaceholderValues((filters.page - 1) * PAGE_SIZE);
  const byDistance = filters.sort === "nearest" && filters.near !== undefined;
  if (!paging || byDistance || !onlyCategories(filters)) return searchDeals(db, lang, filters, at);
  const inCategories = filters.categories.length > 0;
  const rows = await listingQueryFor(
    lang,
    listingSort(filters.sort),
    inCategories,
  )(db).execute({
    now: at,
    ...paging,
    ...(inCategories ? { categories: filters.categories } : {}),
  });
  return toSearchResult(rows, filters.page);
}

// The facets of a listing without words or filters (a category's page has its category): what
// facetCounts counts, with the category as the only condition besides being live.
const categoryFacetQuery = preparedSql<{ key: string; n: number }>(
  "deal_listing_category_facets",
  sql`SELECT ${dealSearch.categoryId} AS key, ${count()}::int AS n FROM ${dealSearch} WHERE ${listed(false)}
    GROUP BY ${dealSearch.categoryId}`,
);
const cityFacetQueries = [false, true].map((inCategories) =>
  preparedSql<{ key: string; n: number }>(
    `deal_listing_city_facets${inCategories ? "_in_categories" : ""}`,
    sql`SELECT city AS key, count(*)::int AS n FROM (${dealCities(listed(inCategories))}) AS c GROUP BY city`,
  ),
);

/** facetCounts, answered by prepared statements where they fit. */
export async function countFacets(db: Database, filters: DealFilters, at = new Date()): Promise<FacetCounts> {
  if (!onlyCategories(filters)) return facetCounts(db, filters, at);
  const inCategories = filters.categories.length > 0;
  const [byCategory, byCity] = await Promise.all([
    // A category's own choice is left out of its count: every category as without one.
    categoryFacetQuery(db).execute({ now: at }),
    cityFacetQueries[inCategories ? 1 : 0]!(db).execute({
      now: at,
      ...(inCategories ? { categories: filters.categories } : {}),
    }),
  ]);
  const record = (rows: { key: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.n]));
  return { categories: record(byCategory.rows), cities: record(byCity.rows) };
}
