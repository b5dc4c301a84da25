// A /deals search as a visitor means it: the city named in the words filters, and a search that
// finds nothing or little offers the catalogue's spelling ("Mente du …?"), showing its deals
// at once when the words as typed find none.
import type { Database } from "#db/connection.server";
import type { Language } from "#i18n/languages";
import { facetCounts, type DealCard, type DealSearchResult, type FacetCounts } from "./catalog.server";
import type { DealFilters } from "./deal-filters";
import { listDeals } from "./listing-statements.server";
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
  /** The filters `result` was searched with: the words understood, the city named as a filter. */
  searched: DealFilters;
  /** Deals of `result`'s search per category and per city (facetCounts). */
  facets: FacetCounts;
}

/** The filters the words mean: a city named becomes the city filter when none was chosen. */
function understood(filters: DealFilters, q: string, cities: readonly string[]) {
  const meant = understandQuery(q, cities, filters.cities);
  const searched: DealFilters = {
    ...filters,
    q: meant.q,
    cities: meant.city && filters.cities.length === 0 ? [meant.city] : filters.cities,
  };
  return { meant, searched };
}

export async function searchCatalogue(
  db: Database,
  lang: Language,
  filters: DealFilters,
  cities: readonly string[],
  now = new Date(),
  /** How the facets are counted: the app passes its cached counts (server/cached-catalogue.server.ts). */
  countFacets: (filters: DealFilters) => Promise<FacetCounts> = (asked) => facetCounts(db, asked, now),
): Promise<CatalogueSearch> {
  const { meant: typed, searched } = understood(filters, filters.q, cities);
  // The facets of the search as asked, counted beside it rather than after it: only a spelling
  // suggestion shown instead changes what they count.
  const searchedFacets = countFacets(searched);
  searchedFacets.catch(() => undefined); // a failed search answers first; this one is then not waited for
  const found = await listDeals(db, lang, searched, now);
  const answer = async (
    result: DealSearchResult,
    asked: DealFilters,
    suggestion?: string,
    showingSuggestion = false,
  ): Promise<CatalogueSearch> => {
    const [popular, facets] = await Promise.all([
      result.total === 0 ? popularDeals(db, lang, now) : [],
      asked === searched ? searchedFacets : countFacets(asked),
    ]);
    return { result, suggestion, showingSuggestion, city: typed.city, popular, searched: asked, facets };
  };
  if (typed.q === "" || found.total >= FEW_RESULTS) return answer(found, searched);

  const spelt = await spellingSuggestion(db, typed.q, cities);
  if (spelt === undefined) return answer(found, searched);
  const suggestion = [spelt, typed.cityAsTyped].filter(Boolean).join(" ");
  if (found.total > 0) return answer(found, searched, suggestion);
  // The suggestion read as a search of its own: a corrected city name ("bergn") is a city.
  const corrected = understood(filters, suggestion, cities).searched;
  const correctedFound = await listDeals(db, lang, corrected, now);
  return correctedFound.total > 0 ? answer(correctedFound, corrected, suggestion, true) : answer(found, searched);
}

async function popularDeals(db: Database, lang: Language, now: Date): Promise<DealCard[]> {
  const all: DealFilters = { q: "", categories: [], cities: [], sort: "popular", page: 1 };
  return (await listDeals(db, lang, all, now)).deals.slice(0, POPULAR_ON_NOTHING);
}
