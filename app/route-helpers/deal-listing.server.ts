// What a deal listing (/deals, /deals/{category}) shows: the search's results, with the filter
// panel's categories and cities from the cached catalogue, fetched together.
import type { AppLoadContext } from "react-router";
import { searchDeals } from "#domain/catalog/catalog.server";
import type { DealFilters } from "#domain/catalog/deal-filters";
import type { Language } from "#i18n/languages";

export async function dealListingData(context: AppLoadContext, lang: Language, filters: DealFilters) {
  const [result, categories, cities] = await Promise.all([
    searchDeals(context.db, lang, filters),
    context.catalogue.categories(lang),
    context.catalogue.cities(),
  ]);
  return { result, filters, categories, cities };
}
