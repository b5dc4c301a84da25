// The /deals filters as they live in the URL: parsed with Zod, written back for links.
// No server imports: the filter panel uses the same names and limits.
import { z } from "zod";

export const SORTS = ["relevance", "ending", "price-asc", "price-desc", "discount", "rating", "popular"] as const;
export type Sort = (typeof SORTS)[number];

export const PRICE_MAX_KR = 5000;
export const PRICE_STEP_KR = 100;
/** Rating checkboxes: "4.5 and up", "4 and up", … */
export const RATING_OPTIONS = [4.5, 4, 3.5] as const;
export const PAGE_SIZE = 24;

const priceKr = z.coerce
  .number()
  .int()
  .min(0)
  .max(PRICE_MAX_KR)
  .transform((kr) => Math.round(kr / PRICE_STEP_KR) * PRICE_STEP_KR);

/** Anything malformed in the URL falls back to "no filter" rather than an error page. */
export const dealFiltersSchema = z.object({
  q: z.string().trim().max(100).catch("").default(""),
  categories: z
    .array(z.string().regex(/^[a-z-]{1,40}$/))
    .max(20)
    .catch([])
    .default([]),
  minPriceKr: priceKr.optional().catch(undefined),
  maxPriceKr: priceKr.optional().catch(undefined),
  minRating: z.coerce.number().min(0).max(5).optional().catch(undefined),
  city: z.string().trim().max(60).optional().catch(undefined),
  sort: z.enum(SORTS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export type DealFilters = z.infer<typeof dealFiltersSchema>;

/** A query-string value without NUL characters: PostgreSQL text cannot hold them (a query error). */
const text = (value: string | null): string | undefined => value?.replaceAll("\u0000", "");

/** Reads filters from a query string: `category` and `rating` may repeat (checkboxes). */
export function parseDealFilters(params: URLSearchParams): DealFilters {
  const ratings = params
    .getAll("rating")
    .map(Number)
    .filter((r) => Number.isFinite(r));
  return dealFiltersSchema.parse({
    q: text(params.get("q")),
    categories: params.getAll("category").map(text).filter(Boolean),
    minPriceKr: params.get("minPrice") || undefined,
    maxPriceKr: params.get("maxPrice") || undefined,
    // Several rating boxes ticked: the lowest threshold includes the others.
    minRating: ratings.length > 0 ? Math.min(...ratings) : undefined,
    city: text(params.get("city")) || undefined,
    sort: params.get("sort") || undefined,
    page: params.get("page") ?? undefined,
  });
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
  if (filters.city) params.set("city", filters.city);
  if (filters.sort) params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}
