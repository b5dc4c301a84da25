// Search: p50/p95 of 30 fixed queries through the domain's searchDeals, as /deals runs them.
import { connect } from "#db/connection.server";
import { searchDeals } from "#domain/catalog/catalog.server";
import type { DealFilters } from "#domain/catalog/deal-filters";
import { dealFiltersSchema } from "#domain/catalog/deal-filters.server";
import type { Language } from "#i18n/languages";
import { percentile } from "./table";

type Query = { lang: Language } & Partial<DealFilters>;

/** What visitors type and tick on /deals: words, stems, parts of words, filters and sorts. */
export const QUERIES: Query[] = [
  { lang: "no", q: "massasje" },
  { lang: "no", q: "massasjer" },
  { lang: "no", q: "massa" },
  { lang: "no", q: "spadag med lunsj" },
  { lang: "no", q: "ansiktsbehandling", sort: "price-asc" },
  { lang: "no", q: "sushi" },
  { lang: "no", q: "smaksmeny", cities: ["Oslo"] },
  { lang: "no", q: "fotografering", categories: ["photography"] },
  { lang: "no", q: "foto", sort: "rating" },
  { lang: "no", q: "brunsj for to" },
  { lang: "no", q: "vin", maxPriceKr: 1000 },
  { lang: "no", q: "klipp og føn" },
  { lang: "no", q: "gellakk", minRating: 4 },
  { lang: "no", q: "nordlys" },
  { lang: "no", q: "pizza", sort: "discount" },
  { lang: "no", q: "kurs", minPriceKr: 500, maxPriceKr: 2000 },
  { lang: "no", q: "trening" },
  { lang: "no", q: "bergen" },
  { lang: "no", q: "xyzzy" },
  { lang: "en", q: "massage" },
  { lang: "en", q: "dinner for two", sort: "price-desc" },
  { lang: "en", q: "photo", cities: ["Bergen"] },
  { lang: "en", q: "wine tasting" },
  { lang: "no" },
  { lang: "no", sort: "ending" },
  { lang: "no", categories: ["dining"], sort: "popular" },
  { lang: "no", categories: ["beauty-spa", "wellness"], minRating: 4.5 },
  { lang: "no", cities: ["Trondheim"], sort: "price-asc" },
  { lang: "no", minPriceKr: 1000, maxPriceKr: 3000, sort: "discount" },
  { lang: "no", q: "spa", page: 3 },
];

export interface SearchResult {
  p50: number;
  p95: number;
  max: number;
  samples: number;
}

/**
 * Each query up to `rounds` times, one at a time, after one untimed round (so PostgreSQL's
 * buffers hold what the searches read, as on a server that has been answering searches, and
 * the first reads from disk do not make the tail); stops starting new rounds after
 * `budgetSeconds` so a slow search cannot stall the bench (at least one round).
 */
export async function measureSearch(databaseUrl: string, rounds = 5, budgetSeconds = 60): Promise<SearchResult> {
  const { db, close } = connect(databaseUrl);
  try {
    const run = async ({ lang, ...filters }: Query) => {
      const start = performance.now();
      await searchDeals(db, lang, dealFiltersSchema.parse(filters));
      return performance.now() - start;
    };
    for (const query of QUERIES) await run(query);
    const times: number[] = [];
    const until = performance.now() + budgetSeconds * 1000;
    for (let round = 0; round < rounds && (round === 0 || performance.now() < until); round++) {
      for (const query of QUERIES) times.push(await run(query));
    }
    return { p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times), samples: times.length };
  } finally {
    await close();
  }
}
