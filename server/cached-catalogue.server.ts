// The catalogue facts every listing page shows (categories with their deal counts, the cities)
// and the home page's collections, cached: counting every live deal, or picking the home page's
// deals again, on every page view would cost more as the catalogue grows.
import type { CatalogueChanges } from "#db/catalogue-changes.server";
import type { Database } from "#db/connection.server";
import {
  findCategoryId,
  homeCollections,
  listCategories,
  listCities,
  type CategorySummary,
  type HomeCollections,
} from "#domain/catalog/catalog.server";
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
}

const LIFETIME_MS = 30_000;

export function cachedCatalogue(db: Database, changes: CatalogueChanges): CachedCatalogue {
  const categoryLists = new CatalogueCache<CategorySummary[]>(changes, { max: 4, ttlMs: LIFETIME_MS });
  const cityLists = new CatalogueCache<string[]>(changes, { max: 1, ttlMs: LIFETIME_MS });
  const collections = new CatalogueCache<HomeCollections>(changes, { max: 2, ttlMs: LIFETIME_MS });
  const categories = (lang: Language) => categoryLists.through(lang, () => listCategories(db, lang));
  return {
    categories,
    category: async (lang, param) => {
      const id = await findCategoryId(db, param);
      return id === undefined ? undefined : (await categories(lang)).find((c) => c.id === id);
    },
    cities: () => cityLists.through("all", () => listCities(db)),
    homeCollections: (lang) => collections.through(lang, () => homeCollections(db, lang)),
  };
}
