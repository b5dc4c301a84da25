import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/hooks/translation";
import { Form, useSubmit } from "react-router";
import type { FacetCounts, FilterCategory } from "#domain/catalog/catalog.server";
import {
  defaultSort,
  PRICE_MAX_KR,
  PRICE_STEP_KR,
  RATING_OPTIONS,
  positionParam,
  sortsFor,
  type DealFilters,
} from "#domain/catalog/deal-filters";
import { formatDecimal, formatNumber, formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { CheckboxField } from "~/components/form/checkbox-field";
import { Fieldset } from "~/components/form/form-fieldset";
import { RangeField } from "~/components/form/range-field";
import { SelectField } from "~/components/form/select-field";
import { SORT_LABELS } from "./sort-labels";

/** The form's fields as a query string, without empty ones and the price bounds left at their ends. */
function filterData(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  // An empty value is no choice (the sort the visitor left at its default).
  for (const [key, value] of new FormData(form))
    if (typeof value === "string" && value !== "") params.append(key, value);
  if (params.get("minPrice") === "0") params.delete("minPrice");
  if (params.get("maxPrice") === String(PRICE_MAX_KR)) params.delete("maxPrice");
  return params;
}

/**
 * The side panel (a sheet on phones): sort on phones, price range, category, city and rating,
 * each category and city with the number of deals it has in the current result. A GET form, so
 * it works without JavaScript (Apply) and keeps every filter in the URL; with JavaScript a change
 * applies at once (`applyAtOnce`, off in the phone's sheet, applied with its button) and the
 * price bounds go into the URL only once moved off the slider's ends.
 */
export function FilterPanel({
  filters,
  categories,
  cities,
  facets,
  showCategories,
  showCities = true,
  applyAtOnce,
  onApply,
}: {
  filters: DealFilters;
  categories: FilterCategory[];
  cities: string[];
  facets: FacetCounts;
  showCategories: boolean;
  /** False on a city page, where the address names the city. */
  showCities?: boolean;
  applyAtOnce: boolean;
  /** Called when the filters are applied (the sheet closes). */
  onApply?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const submit = useSubmit();
  const [minKr, setMinKr] = useState(filters.minPriceKr ?? 0);
  const [maxKr, setMaxKr] = useState(filters.maxPriceKr ?? PRICE_MAX_KR);
  const formRef = useRef<HTMLFormElement>(null);
  const apply = () => {
    if (formRef.current) void submit(filterData(formRef.current), { method: "get", preventScrollReset: true });
  };

  // The native change event fires when a box is ticked or a slider is let go (not while dragging).
  useEffect(() => {
    const form = formRef.current;
    if (!form || !applyAtOnce) return;
    const onChange = () => {
      void submit(filterData(form), { method: "get", preventScrollReset: true });
    };
    form.addEventListener("change", onChange);
    return () => form.removeEventListener("change", onChange);
  }, [submit, applyAtOnce]);

  const chosenCities = new Set(filters.cities.map((c) => c.toLocaleLowerCase("nb-NO")));
  const shownCities = cities.filter(
    (city) => (facets.cities[city] ?? 0) > 0 || chosenCities.has(city.toLocaleLowerCase("nb-NO")),
  );
  // Each text one string: React marks the seams between adjacent texts with comments, three per
  // category and city.
  const count = (n: number | undefined) => <span className="text-slate-600">{`(${formatNumber(n ?? 0, lang)})`}</span>;
  const priceText = (kr: number) => formatPrice(kr * 100, lang);

  return (
    <Form
      ref={formRef}
      method="get"
      aria-label={t("deals.filters")}
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
        onApply?.();
      }}
    >
      {/* The search bar's words ride along so this form keeps them. */}
      {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
      {filters.near ? <input type="hidden" name="near" value={positionParam(filters.near)} /> : null}

      <SelectField
        label={t("deals.sort")}
        id="filter-sort"
        name="sort"
        defaultValue={filters.sort ?? ""}
        className="md:hidden"
      >
        {sortsFor(filters).map((sort) => (
          <option key={sort} value={!filters.sort && sort === defaultSort(filters.q) ? "" : sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </SelectField>

      <Fieldset legend={t("deals.priceHeading")}>
        <p className="text-sm text-slate-700" aria-live="polite" data-testid="price-range">
          {minKr === 0 && maxKr >= PRICE_MAX_KR
            ? t("deals.priceAll")
            : maxKr >= PRICE_MAX_KR
              ? t("deals.priceAndUp", { min: priceText(minKr) })
              : t("deals.priceAny", { min: priceText(minKr), max: priceText(maxKr) })}
        </p>
        <RangeField
          label={t("deals.priceMin")}
          name="minPrice"
          min={0}
          max={PRICE_MAX_KR}
          step={PRICE_STEP_KR}
          value={minKr}
          aria-valuetext={priceText(minKr)}
          onChange={(e) => setMinKr(Math.min(Number(e.target.value), maxKr))}
        />
        <RangeField
          label={t("deals.priceMax")}
          name="maxPrice"
          min={0}
          max={PRICE_MAX_KR}
          step={PRICE_STEP_KR}
          value={maxKr}
          aria-valuetext={maxKr >= PRICE_MAX_KR ? t("deals.priceAndUp", { min: priceText(maxKr) }) : priceText(maxKr)}
          onChange={(e) => setMaxKr(Math.max(Number(e.target.value), minKr))}
        />
      </Fieldset>

      {showCategories ? (
        <Fieldset legend={t("deals.categoryLabel")}>
          <ul className="space-y-1">
            {categories.map((category) => (
              <li key={category.id}>
                <CheckboxField
                  label={
                    <>
                      {`${category.name} `}
                      {count(facets.categories[category.id])}
                    </>
                  }
                  id={`filter-category-${category.id}`}
                  name="category"
                  value={category.id}
                  defaultChecked={filters.categories.includes(category.id)}
                />
              </li>
            ))}
          </ul>
        </Fieldset>
      ) : (
        filters.categories.map((c) => <input key={c} type="hidden" name="category" value={c} />)
      )}

      {showCities && shownCities.length > 0 ? (
        <Fieldset legend={t("deals.cityHeading")}>
          <ul className="max-h-72 space-y-1 overflow-y-auto">
            {shownCities.map((city) => (
              <li key={city}>
                <CheckboxField
                  label={
                    <>
                      {`${city} `}
                      {count(facets.cities[city])}
                    </>
                  }
                  id={`filter-city-${city.toLocaleLowerCase("nb-NO").replaceAll(/[^\p{L}\p{N}]+/gu, "-")}`}
                  name="city"
                  value={city}
                  defaultChecked={chosenCities.has(city.toLocaleLowerCase("nb-NO"))}
                />
              </li>
            ))}
          </ul>
        </Fieldset>
      ) : null}

      <Fieldset legend={t("deals.ratingHeading")}>
        <ul className="space-y-1">
          {RATING_OPTIONS.map((rating) => (
            <li key={rating}>
              <CheckboxField
                label={t("deals.ratingAtLeast", { rating: formatDecimal(rating, lang) })}
                id={`filter-rating-${rating}`}
                name="rating"
                value={rating}
                defaultChecked={filters.minRating === rating}
              />
            </li>
          ))}
        </ul>
      </Fieldset>

      <button
        type="submit"
        className="w-full rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-800 lg:w-auto"
      >
        {applyAtOnce ? t("deals.applyFilters") : t("deals.showResults")}
      </button>
    </Form>
  );
}
