// The catalogue facts every listing page shows (categories with their deal counts, the cities)
// and the home page's collections, cached: counting every live deal, or picking the home page's
// deals again, on every page view would cost more as the catalogue grows.
import type { CatalogueChanges } from "#db/catalogue-changes.server";
import type { Database } from "#db/connection.server";
import {
  facetCounts,
  findCategoryId,
  homeCollections,
  listCategories,
  listCities,
  type CategorySummary,
  type FacetCounts,
  type HomeCollections,
} from "#domain/catalog/catalog.server";
import { PRICE_MAX_KR, type DealFilters } from "#domain/catalog/deal-filters";
import type { Language } from "#i18n/languages";
import { CatalogueCache } from "./catalogue-cache.server";

export interface CachedCatalogue {
  categories(lang: Language): Promise<CategorySummary[]>;
  /** A category by id, name or alias (see findCategoryId), with its deal count. */
  category(lang: Language, param: string): Promise<CategorySummary | undefined>;
  cities(): Promise<string[]>;
  /**
   * The home page's flash, trending, popular and ending-soon deals. Like the counts they may lag
   * sales and end times by the cache's lifetime, as the cached anonymous home page does.
   */
  homeCollections(lang: Language): Promise<HomeCollections>;
  /**
   * A listing's deals per category and city (facetCounts). Without words they depend only on the
   * catalogue and the filters, so they are kept per filter combination: like the category counts
   * they may lag sales and deals starting or passing their end time by the cache's lifetime
   * (30 s), while a deal published, changed or taken off shows at once after its notification.
   * With words they are counted per request: there are too many searches to keep.
   */
  facets(filters: DealFilters): Promise<FacetCounts>;
}

const LIFETIME_MS = 30_000;
/** Filter combinations kept: the unfiltered listing, the categories, the cities, and the common mixes. */
const FACET_COMBINATIONS = 128;

/** Words to search for: without a letter or digit the search has none (textSearch). */
const withoutWords = (q: string) => !/[\p{L}\p{N}]/u.test(q);

/**
 * The filters that change facet counts, in one spelling per meaning: the order, page and position
 * count nothing, cities match whatever their case, and a price bound at the slider's end filters nothing.
 */
export function facetKey(filters: DealFilters): string {
  const sorted = (values: string[]) => [...new Set(values)].sort();
  const minPriceKr = filters.minPriceKr !== undefined && filters.minPriceKr > 0 ? filters.minPriceKr : null;
  const maxPriceKr = filters.maxPriceKr !== undefined && filters.maxPriceKr < PRICE_MAX_KR ? filters.maxPriceKr : null;
  return JSON.stringify([
    sorted(filters.categories),
    sorted(filters.cities.map((city) => city.toLowerCase())),
    minPriceKr,
    maxPriceKr,
    filters.minRating ?? null,
  ]);
}

export function cachedCatalogue(db: Database, changes: CatalogueChanges): CachedCatalogue {
  const categoryLists = new CatalogueCache<CategorySummary[]>(changes, { max: 4, ttlMs: LIFETIME_MS });
  const cityLists = new CatalogueCache<string[]>(changes, { max: 1, ttlMs: LIFETIME_MS });
  const collections = new CatalogueCache<HomeCollections>(changes, { max: 2, ttlMs: LIFETIME_MS });
  const facetLists = new CatalogueCache<FacetCounts>(changes, { max: FACET_COMBINATIONS, ttlMs: LIFETIME_MS });
  const categories = (lang: Language) => categoryLists.through(lang, () => listCategories(db, lang));
  return {
    categories,
    category: async (lang, param) => {
      const id = await findCategoryId(db, param);
      return id === undefined ? undefined : (await categories(lang)).find((c) => c.id === id);
    },
    cities: () => cityLists.through("all", () => listCities(db)),
    homeCollections: (lang) => collections.through(lang, () => homeCollections(db, lang)),
    facets: (filters) =>
      withoutWords(filters.q)
        ? facetLists.through(facetKey(filters), () => facetCounts(db, filters))
        : facetCounts(db, filters),
  };
}
