// A /deals search as a visitor means it: the city named in the words filters, and a search that
// finds nothing or little offers the catalogue's spelling ("Mente du …?"), showing its deals
// at once when the words as typed find none.
import type { Database } from "#db/connection.server";
import type { Language } from "#i18n/languages";
import { searchDeals, type DealCard, type DealSearchResult } from "./catalog.server";
import type { DealFilters } from "./deal-filters";
import { spellingSuggestion, understandQuery } from "./search-words.server";

/** Fewer matches than this and a close spelling is offered. */
export const FEW_RESULTS = 3;

/** Popular deals shown when a search finds nothing. */
export const POPULAR_ON_NOTHING = 6;

export interface CatalogueSearch {
  result: DealSearchResult;
  /** The search the visitor may have meant (the whole search box text), if any. */
  suggestion?: string | undefined;
  /** `result` holds the deals of `suggestion`: the words as typed found none. */
  showingSuggestion: boolean;
  /** The city the words named, searched as a filter. */
  city?: string | undefined;
  /** When nothing matches: the most popular deals, so the page is not a dead end. */
  popular: DealCard[];
}

export async function searchCatalogue(
  db: Database,
  lang: Language,
  filters: DealFilters,
  cities: readonly string[],
  now = new Date(),
): Promise<CatalogueSearch> {
  const understood = understandQuery(filters.q, cities, filters.city);
  const searched: DealFilters = { ...filters, q: understood.q, city: understood.city ?? filters.city };
  const found = await searchDeals(db, lang, searched, now);
  const answer = async (
    result: DealSearchResult,
    suggestion?: string,
    showingSuggestion = false,
  ): Promise<CatalogueSearch> => ({
    result,
    suggestion,
    showingSuggestion,
    city: understood.city,
    popular: result.total === 0 ? await popularDeals(db, lang, now) : [],
  });
  if (understood.q === "" || found.total >= FEW_RESULTS) return answer(found);

  const spelt = await spellingSuggestion(db, understood.q, cities);
  if (spelt === undefined) return answer(found);
  const suggestion = [spelt, understood.cityAsTyped].filter(Boolean).join(" ");
  if (found.total > 0) return answer(found, suggestion);
  // The suggestion read as a search of its own: a corrected city name ("bergn") is a city.
  const meant = understandQuery(suggestion, cities, filters.city);
  const corrected = await searchDeals(db, lang, { ...filters, q: meant.q, city: meant.city ?? filters.city }, now);
  return corrected.total > 0 ? answer(corrected, suggestion, true) : answer(found);
}

async function popularDeals(db: Database, lang: Language, now: Date): Promise<DealCard[]> {
  const all: DealFilters = { q: "", categories: [], sort: "popular", page: 1 };
  return (await searchDeals(db, lang, all, now)).deals.slice(0, POPULAR_ON_NOTHING);
}
