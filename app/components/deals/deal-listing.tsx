import { useTranslation } from "~/hooks/translation";
import { Link, useLocation } from "react-router";
import type { DealCard, DealSearchResult, FacetCounts, FilterCategory } from "#domain/catalog/catalog.server";
import { activeFilterCount, dealFiltersToParams, type DealFilters } from "#domain/catalog/deal-filters";
import { formatNumber } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { DealGrid } from "./deal-grid";
import { FilterPanel } from "./filter-panel";
import { FilterSheet } from "./filter-sheet";
import { Pagination } from "./pagination";
import { SearchBar } from "./search-bar";
import { NearMeButton } from "./near-me-button";

/** Search bar, side filters, results and pages: /deals and each category page. */
export function DealListing({
  result,
  suggestion,
  showingSuggestion,
  popular,
  filters,
  categories,
  cities,
  facets,
  categoryPage,
  cityPage = false,
}: {
  result: DealSearchResult;
  /** "Mente du …?": the search the visitor may have meant. */
  suggestion?: string | undefined;
  /** `result` holds the deals of `suggestion`, as the words typed found none. */
  showingSuggestion: boolean;
  /** Popular deals to show when nothing matches. */
  popular: DealCard[];
  filters: DealFilters;
  categories: FilterCategory[];
  cities: string[];
  /** Deals of the result per category and city. */
  facets: FacetCounts;
  /** On a category page the category is fixed by the URL. */
  categoryPage: boolean;
  /** On a city page (/deals/by/bergen) the city is fixed by the URL. */
  cityPage?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const location = useLocation();
  // With a spelling shown instead, the heading counts the deals of the words searched.
  const searchedWords = showingSuggestion && suggestion ? suggestion : filters.q;
  return (
    <div className="space-y-4 lg:space-y-6">
      <SearchBar key={`search${location.search}`} filters={filters} />
      <NearMeButton />
      <FilterSheet
        activeCount={activeFilterCount(filters, categoryPage)}
        results={
          <section aria-labelledby="results-heading" className="min-w-0">
            <h2 id="results-heading" className="mb-4 text-lg font-semibold text-slate-800" aria-live="polite">
              {result.moreThanTotal
                ? t(filters.q ? "deals.resultsForMore" : "deals.resultsMore", {
                    number: formatNumber(result.total, lang),
                    q: filters.q,
                  })
                : filters.q
                  ? t("deals.resultsFor", { count: result.total, q: searchedWords })
                  : t("deals.results", { count: result.total })}
            </h2>
            {suggestion ? (
              <p className="mb-4 text-slate-700" data-testid="did-you-mean">
                {showingSuggestion ? `${t("deals.noResultsFor", { q: filters.q })} ` : null}
                {t("deals.didYouMean")}{" "}
                <Link
                  to={{ search: `?${dealFiltersToParams({ ...filters, q: suggestion, page: 1 }).toString()}` }}
                  className="font-semibold text-rose-700 underline hover:text-rose-800"
                >
                  {suggestion}
                </Link>
                ?
              </p>
            ) : null}
            {result.deals.length === 0 ? (
              <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
                <p className="text-lg text-slate-700">{t("deals.noResults")}</p>
                <Link
                  to={location.pathname}
                  className="mt-4 inline-block rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700"
                >
                  {t("deals.clearFilters")}
                </Link>
              </div>
            ) : (
              <DealGrid deals={result.deals} eagerCount={3} />
            )}
            {result.deals.length === 0 && popular.length > 0 ? (
              <section aria-labelledby="popular-heading" className="mt-10">
                <h3 id="popular-heading" className="mb-4 text-lg font-semibold text-slate-800">
                  {t("deals.popularInstead")}
                </h3>
                <DealGrid deals={popular} eagerCount={0} />
              </section>
            ) : null}
            <Pagination filters={filters} page={result.page} pageCount={result.pageCount} />
          </section>
        }
      >
        {(sheet) => (
          <FilterPanel
            key={`filters${location.search}`}
            filters={filters}
            categories={categories}
            cities={cities}
            facets={facets}
            showCategories={!categoryPage}
            showCities={!cityPage}
            applyAtOnce={!sheet.open}
            onApply={sheet.close}
          />
        )}
      </FilterSheet>
    </div>
  );
}
