import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/hooks/translation";
import { Form, useSubmit } from "react-router";
import type { CategorySummary } from "#domain/catalog/catalog.server";
import { PRICE_MAX_KR, PRICE_STEP_KR, RATING_OPTIONS, type DealFilters } from "#domain/catalog/deal-filters";
import { formatDecimal, formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { CheckboxField } from "~/components/form/checkbox-field";
import { Fieldset } from "~/components/form/form-fieldset";
import { RangeField } from "~/components/form/range-field";

/**
 * The side panel: price range, category and rating checkboxes. A GET form, so it works without
 * JavaScript (Apply) and keeps every filter in the URL; with JavaScript a change applies at once.
 */
export function FilterPanel({
  filters,
  categories,
  showCategories,
}: {
  filters: DealFilters;
  categories: CategorySummary[];
  showCategories: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const submit = useSubmit();
  const [minKr, setMinKr] = useState(filters.minPriceKr ?? 0);
  const [maxKr, setMaxKr] = useState(filters.maxPriceKr ?? PRICE_MAX_KR);
  const formRef = useRef<HTMLFormElement>(null);

  // The native change event fires when a box is ticked or a slider is let go (not while dragging).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const apply = () => submit(form, { preventScrollReset: true });
    form.addEventListener("change", apply);
    return () => form.removeEventListener("change", apply);
  }, [submit]);

  return (
    <Form ref={formRef} method="get" aria-label={t("deals.filters")} className="space-y-6">
      {/* The search bar's filters ride along so this form keeps them. */}
      {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
      {filters.city ? <input type="hidden" name="city" value={filters.city} /> : null}
      {filters.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}

      <Fieldset legend={t("deals.priceHeading")}>
        <p className="text-sm text-slate-700" aria-live="polite">
          {minKr === 0 && maxKr >= PRICE_MAX_KR
            ? t("deals.priceAll")
            : maxKr >= PRICE_MAX_KR
              ? t("deals.priceAndUp", { min: formatPrice(minKr * 100, lang) })
              : t("deals.priceAny", { min: formatPrice(minKr * 100, lang), max: formatPrice(maxKr * 100, lang) })}
        </p>
        <RangeField
          label={t("deals.priceMin")}
          name="minPrice"
          min={0}
          max={PRICE_MAX_KR}
          step={PRICE_STEP_KR}
          value={minKr}
          onChange={(e) => setMinKr(Math.min(Number(e.target.value), maxKr))}
        />
        <RangeField
          label={t("deals.priceMax")}
          name="maxPrice"
          min={0}
          max={PRICE_MAX_KR}
          step={PRICE_STEP_KR}
          value={maxKr}
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
                      {category.name} <span className="text-slate-600">({category.dealCount})</span>
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
        className="rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-800"
      >
        {t("deals.applyFilters")}
      </button>
    </Form>
  );
}
