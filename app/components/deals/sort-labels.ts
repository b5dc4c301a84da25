import type { Sort } from "#domain/catalog/deal-filters";

/** Each sort order's label key. */
export const SORT_LABELS = {
  relevance: "deals.sortRelevance",
  newest: "deals.sortNewest",
  ending: "deals.sortEnding",
  "price-asc": "deals.sortPriceAsc",
  "price-desc": "deals.sortPriceDesc",
  discount: "deals.sortDiscount",
  rating: "deals.sortRating",
  popular: "deals.sortPopular",
  nearest: "nearby.sortNearest",
} as const satisfies Record<Sort, string>;
