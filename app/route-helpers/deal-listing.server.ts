// What a deal listing (/deals, /deals/{category}) shows: the search's results (a city named in
// the words as a filter, "Mente du …?", popular deals when nothing matches), with the filter
// panel's categories and cities and the facet counts without words from the cached catalogue.
import type { AppLoadContext } from "react-router";
import { searchCatalogue } from "#domain/catalog/catalogue-search.server";
import type { DealFilters } from "#domain/catalog/deal-filters";
import type { FilterCategory } from "#domain/catalog/catalog.server";
import type { Language } from "#i18n/languages";

export async function dealListingData(context: AppLoadContext, lang: Language, filters: DealFilters) {
  const cities = context.catalogue.cities();
  const [search, categories] = await Promise.all([
    cities.then((known) => searchCatalogue(context.db, lang, filters, known, new Date(), context.catalogue.facets)),
    context.catalogue.categories(lang),
  ]);
  const { result, suggestion, showingSuggestion, popular, facets } = search;
  // The filter panel names each category; its description, colour and picture would only ride
  // along in the page's data.
  const filterCategories: FilterCategory[] = categories.map(({ id, name }) => ({ id, name }));
  return {
    result,
    suggestion,
    showingSuggestion,
    popular,
    facets,
    filters,
    categories: filterCategories,
    cities: await cities,
  };
}
