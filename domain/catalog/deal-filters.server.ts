// The /deals filters read from the URL with Zod, on the server only.
import { z } from "zod";
import { PRICE_MAX_KR, PRICE_STEP_KR, roundPosition, SORTS, type DealFilters } from "./deal-filters";

const priceKr = z.coerce
  .number()
  .int()
  .min(0)
  .max(PRICE_MAX_KR)
  .transform((kr) => Math.round(kr / PRICE_STEP_KR) * PRICE_STEP_KR);

/** Anything malformed in the URL falls back to "no filter" rather than an error page. */
export const dealFiltersSchema: z.ZodType<DealFilters, unknown> = z.object({
  q: z.string().trim().max(100).catch("").default(""),
  categories: z
    .array(z.string().regex(/^[a-z-]{1,40}$/))
    .max(20)
    .catch([])
    .default([]),
  minPriceKr: priceKr.optional().catch(undefined),
  maxPriceKr: priceKr.optional().catch(undefined),
  minRating: z.coerce.number().min(0).max(5).optional().catch(undefined),
  cities: z.array(z.string().trim().min(1).max(60)).max(20).catch([]).default([]),
  sort: z.enum(SORTS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  near: z
    .string()
    .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/)
    .transform((text) => {
      const [lat, lng] = text.split(",").map(Number) as [number, number];
      return roundPosition({ lat, lng });
    })
    .refine(({ lat, lng }) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180)
    .optional()
    .catch(undefined),
});

/** A query-string value without NUL characters: PostgreSQL text cannot hold them (a query error). */
const text = (value: string | null): string | undefined => value?.replaceAll("\u0000", "");

function uniqueIgnoringCase(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = v.toLocaleLowerCase("nb-NO");
    if (v === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Reads filters from a query string: `category`, `city` and `rating` may repeat (checkboxes). */
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
    // Old links carry one city; several ticked boxes repeat it. Each city once, in any case.
    cities: uniqueIgnoringCase(params.getAll("city").map((c) => text(c)?.trim() ?? "")).filter((c) => c.length <= 60),
    sort: params.get("sort") || undefined,
    page: params.get("page") ?? undefined,
    near: params.get("near") || undefined,
  });
}
