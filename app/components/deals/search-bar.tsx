import { Search } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { Form, useSubmit } from "react-router";
import { defaultSort, positionParam, sortsFor, type DealFilters } from "#domain/catalog/deal-filters";
import { SORT_LABELS } from "./sort-labels";
import { SelectField } from "~/components/form/select-field";
import { SearchCombobox } from "./search-combobox";

/**
 * Search words (with suggestions as one types) and sort. The side panel's filters (categories,
 * cities, price, rating) ride along as hidden fields: the panel is the one place to change them.
 */
export function SearchBar({ filters }: { filters: DealFilters }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const submitOnChange = (event: React.ChangeEvent<HTMLSelectElement>) =>
    event.currentTarget.form && submit(event.currentTarget.form, { preventScrollReset: true });
  // "Mest relevant" needs words to be relevant to, "Nærmest" a position: without them they are not offered.
  const sorts = sortsFor(filters);

  return (
    <Form
      method="get"
      role="search"
      className="grid grid-cols-[1fr_auto] items-end gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm md:grid-cols-[1fr_auto_auto] md:p-4"
    >
      {filters.minPriceKr ? <input type="hidden" name="minPrice" value={filters.minPriceKr} /> : null}
      {filters.maxPriceKr !== undefined ? <input type="hidden" name="maxPrice" value={filters.maxPriceKr} /> : null}
      {filters.minRating !== undefined ? <input type="hidden" name="rating" value={filters.minRating} /> : null}
      {filters.categories.map((c) => (
        <input key={c} type="hidden" name="category" value={c} />
      ))}
      {filters.cities.map((c) => (
        <input key={c} type="hidden" name="city" value={c} />
      ))}
      {filters.near ? <input type="hidden" name="near" value={positionParam(filters.near)} /> : null}

      <SearchCombobox
        name="q"
        label={t("deals.searchLabel")}
        defaultValue={filters.q}
        placeholder={t("deals.searchPlaceholder")}
      />
      <button
        type="submit"
        className="inline-flex items-center justify-center gap-2 rounded-md bg-rose-600 px-4 py-2.5 font-semibold text-white hover:bg-rose-700 md:order-last md:px-5"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only md:not-sr-only">{t("deals.search")}</span>
      </button>
      <SelectField
        label={t("deals.sort")}
        name="sort"
        defaultValue={filters.sort ?? ""}
        onChange={submitOnChange}
        className="col-span-2 hidden md:col-span-1 md:block"
      >
        {sorts.map((sort) => (
          // The order the visitor did not choose is sent as "": new words then get their own
          // default (relevance with words, popular without) instead of this page's.
          <option key={sort} value={!filters.sort && sort === defaultSort(filters.q) ? "" : sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </SelectField>
    </Form>
  );
}
