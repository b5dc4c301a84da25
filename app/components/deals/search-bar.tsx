import { Search } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { Form, useSubmit } from "react-router";
import type { CategorySummary } from "#domain/catalog/catalog.server";
import { defaultSort, SORTS, type DealFilters, type Sort } from "#domain/catalog/deal-filters";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";

const SORT_LABELS = {
  relevance: "deals.sortRelevance",
  newest: "deals.sortNewest",
  ending: "deals.sortEnding",
  "price-asc": "deals.sortPriceAsc",
  "price-desc": "deals.sortPriceDesc",
  discount: "deals.sortDiscount",
  rating: "deals.sortRating",
  popular: "deals.sortPopular",
} as const satisfies Record<Sort, string>;

/**
 * Search words, category (on /deals only), city and sort. Submitting sets the category to the
 * select's choice; the side panel's price and rating ride along as hidden fields.
 */
export function SearchBar({
  filters,
  categories,
  cities,
  showCategory,
}: {
  filters: DealFilters;
  categories: CategorySummary[];
  cities: string[];
  showCategory: boolean;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const selectedCategory = filters.categories.length === 1 ? filters.categories[0] : "";
  // With several categories ticked in the side panel the single select cannot show them:
  // they ride along unchanged and the panel is where to change them.
  const categorySelect = showCategory && filters.categories.length <= 1;
  const submitOnChange = (event: React.ChangeEvent<HTMLSelectElement>) =>
    event.currentTarget.form && submit(event.currentTarget.form, { preventScrollReset: true });

  return (
    <Form
      method="get"
      role="search"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_auto_auto_auto_auto]"
    >
      {filters.minPriceKr ? <input type="hidden" name="minPrice" value={filters.minPriceKr} /> : null}
      {filters.maxPriceKr !== undefined ? <input type="hidden" name="maxPrice" value={filters.maxPriceKr} /> : null}
      {filters.minRating !== undefined ? <input type="hidden" name="rating" value={filters.minRating} /> : null}
      {!categorySelect
        ? filters.categories.map((c) => <input key={c} type="hidden" name="category" value={c} />)
        : null}

      <TextField
        label={t("deals.searchLabel")}
        type="search"
        name="q"
        defaultValue={filters.q}
        maxLength={100}
        placeholder={t("deals.searchPlaceholder")}
      />
      {categorySelect ? (
        <SelectField
          label={t("deals.categoryLabel")}
          name="category"
          defaultValue={selectedCategory}
          onChange={submitOnChange}
        >
          <option value="">{t("deals.allCategories")}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField label={t("deals.city")} name="city" defaultValue={filters.city ?? ""} onChange={submitOnChange}>
        <option value="">{t("deals.allCities")}</option>
        {cities.map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("deals.sort")} name="sort" defaultValue={filters.sort ?? ""} onChange={submitOnChange}>
        {SORTS.map((sort) => (
          // The order the visitor did not choose is sent as "": new words then get their own
          // default (relevance with words, popular without) instead of this page's.
          <option key={sort} value={!filters.sort && sort === defaultSort(filters.q) ? "" : sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </SelectField>
      <button
        type="submit"
        className="inline-flex items-center justify-center gap-2 self-end rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700"
      >
        <Search aria-hidden="true" className="size-4" />
        {t("deals.search")}
      </button>
    </Form>
  );
}
