// The /deals filters as they live in the URL, written back for links. No server imports and
// no Zod (kept out of the browser's bundle): the filter panel uses the same names and limits.

export const SORTS = [
  "relevance",
  "newest",
  "ending",
  "price-asc",
  "price-desc",
  "discount",
  "rating",
  "popular",
  "nearest",
] as const;
export type Sort = (typeof SORTS)[number];

/**
 * The order when the visitor chose none: relevance needs words to be relevant to, so a listing
 * without a search (or a search that only named a city) shows the most popular deals first.
 */
export const defaultSort = (q: string): Sort => (q.trim() === "" ? "popular" : "relevance");

export const PRICE_MAX_KR = 5000;
export const PRICE_STEP_KR = 100;
/** Rating checkboxes: "4.5 and up", "4 and up", … */
export const RATING_OPTIONS = [4.5, 4, 3.5] as const;
export const PAGE_SIZE = 24;

/** The /deals filters; parsed from the URL by parseDealFilters (deal-filters.server.ts). */
export interface DealFilters {
  q: string;
  categories: string[];
  minPriceKr?: number | undefined;
  maxPriceKr?: number | undefined;
  minRating?: number | undefined;
  /** Deals in any of these cities (empty: every city), spelt as the visitor chose them. */
  cities: string[];
  sort?: Sort | undefined;
  page: number;
  /** The visitor's position ("Nær meg"), rounded to NEAR_DECIMALS: what "nearest" measures from. */
  near?: Position | undefined;
}

/** A point on the map in degrees. */
export interface Position {
  lat: number;
  lng: number;
}

/**
 * Decimals kept of a position in the URL: 0.01° is about 1.1 km north–south (0.5 km east–west
 * here), so visitors close to each other share one cacheable /deals address, and the address
 * says no more of where someone is than their neighbourhood.
 */
export const NEAR_DECIMALS = 2;

export const roundPosition = (position: Position): Position => {
  const round = (degrees: number) => Number(degrees.toFixed(NEAR_DECIMALS));
  return { lat: round(position.lat), lng: round(position.lng) };
};

/** `near` as the URL writes it: "60.39,5.32". */
export const positionParam = (position: Position): string => {
  const { lat, lng } = roundPosition(position);
  return `${lat.toFixed(NEAR_DECIMALS)},${lng.toFixed(NEAR_DECIMALS)}`;
};

/**
 * The orders a listing offers: relevance needs words to be relevant to, and "nearest" a
 * position to measure from.
 */
export const sortsFor = (filters: Pick<DealFilters, "q" | "near">): readonly Sort[] =>
  SORTS.filter((sort) => (sort !== "relevance" || filters.q) && (sort !== "nearest" || filters.near));

/** How many filters narrow the listing (the phone's "Filtrer (n)"): words and order are not filters. */
export function activeFilterCount(filters: DealFilters, categoryPage: boolean): number {
  const price = (filters.minPriceKr ?? 0) > 0 || (filters.maxPriceKr ?? PRICE_MAX_KR) < PRICE_MAX_KR;
  return (
    (categoryPage ? 0 : filters.categories.length) +
    filters.cities.length +
    (price ? 1 : 0) +
    (filters.minRating !== undefined ? 1 : 0)
  );
}

/** The query string for these filters (page 1 is left out), e.g. for pagination links. */
export function dealFiltersToParams(filters: Partial<DealFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  for (const category of filters.categories ?? []) params.append("category", category);
  if (filters.minPriceKr !== undefined && filters.minPriceKr > 0) params.set("minPrice", String(filters.minPriceKr));
  if (filters.maxPriceKr !== undefined && filters.maxPriceKr < PRICE_MAX_KR)
    params.set("maxPrice", String(filters.maxPriceKr));
  if (filters.minRating !== undefined) params.set("rating", String(filters.minRating));
  for (const city of filters.cities ?? []) params.append("city", city);
  if (filters.near) params.set("near", positionParam(filters.near));
  if (filters.sort) params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}
