import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/hooks/translation";
import { Form, useSubmit } from "react-router";
import type { CategorySummary } from "#domain/catalog/catalog.server";
import { PRICE_MAX_KR, PRICE_STEP_KR, RATING_OPTIONS, type DealFilters } from "#domain/catalog/deal-filters";
import { formatDecimal, formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";

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

      <fieldset>
        <legend className="font-semibold">{t("deals.priceHeading")}</legend>
        <p className="mt-1 text-sm text-slate-700" aria-live="polite">
          {minKr === 0 && maxKr >= PRICE_MAX_KR
            ? t("deals.priceAll")
            : maxKr >= PRICE_MAX_KR
              ? t("deals.priceAndUp", { min: formatPrice(minKr * 100, lang) })
              : t("deals.priceAny", { min: formatPrice(minKr * 100, lang), max: formatPrice(maxKr * 100, lang) })}
        </p>
        <PriceSlider
          label={t("deals.priceMin")}
          name="minPrice"
          value={minKr}
          onChange={(kr) => setMinKr(Math.min(kr, maxKr))}
        />
        <PriceSlider
          label={t("deals.priceMax")}
          name="maxPrice"
          value={maxKr}
          onChange={(kr) => setMaxKr(Math.max(kr, minKr))}
        />
      </fieldset>

      {showCategories ? (
        <fieldset>
          <legend className="font-semibold">{t("deals.categoryLabel")}</legend>
          <ul className="mt-2 space-y-1">
            {categories.map((category) => (
              <li key={category.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="category"
                    value={category.id}
                    defaultChecked={filters.categories.includes(category.id)}
                    className="size-4 accent-rose-600"
                  />
                  {category.name} <span className="text-slate-600">({category.dealCount})</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        filters.categories.map((c) => <input key={c} type="hidden" name="category" value={c} />)
      )}

      <fieldset>
        <legend className="font-semibold">{t("deals.ratingHeading")}</legend>
        <ul className="mt-2 space-y-1">
          {RATING_OPTIONS.map((rating) => (
            <li key={rating}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="rating"
                  value={rating}
                  defaultChecked={filters.minRating === rating}
                  className="size-4 accent-rose-600"
                />
                {t("deals.ratingAtLeast", { rating: formatDecimal(rating, lang) })}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <button
        type="submit"
        className="rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-800"
      >
        {t("deals.applyFilters")}
      </button>
    </Form>
  );
}

function PriceSlider(props: { label: string; name: string; value: number; onChange: (kr: number) => void }) {
  return (
    <label className="mt-2 block text-sm text-slate-700">
      {props.label}
      <input
        type="range"
        name={props.name}
        min={0}
        max={PRICE_MAX_KR}
        step={PRICE_STEP_KR}
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
        className="block w-full accent-rose-600"
      />
    </label>
  );
}
