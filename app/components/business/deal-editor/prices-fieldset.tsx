import { useTranslation } from "~/hooks/translation";
import { Fieldset } from "~/components/form/form-fieldset";
import type { FieldFiller } from "~/components/form/field-values";
import { NumberField } from "~/components/form/number-field";
import { OriginalPriceConfirmation } from "./original-price-confirmation";

/** Whole kroner as typed ("1 299"), or null while the box holds no price. */
export function kronerOf(value: string | undefined) {
  const n = Number((value ?? "").replace(/[\s\u00a0]/g, ""));
  return Number.isInteger(n) && n > 0 ? n : null;
}

export interface Prices {
  original: number | null;
  discounted: number | null;
}

/** The ordinary and the offer price, the discount they make, and the confirmation that the ordinary one is real. */
export function PricesFieldset({
  field,
  prices,
  onChange,
  live,
  pricePending,
}: {
  field: FieldFiller;
  prices: Prices;
  onChange: (prices: Prices) => void;
  /** Published or paused: a new price waits for an admin. */
  live: boolean;
  pricePending: boolean;
}) {
  const { t } = useTranslation();
  const { original, discounted } = prices;
  const discount =
    original && discounted && discounted < original ? Math.round((1 - discounted / original) * 100) : null;
  return (
    <Fieldset boxed legend={t("dealEditor.form.pricesSection")}>
      {live ? <p className="text-sm text-slate-700">{t("dealEditor.form.livePriceNote")}</p> : null}
      {pricePending ? <p className="text-sm font-medium text-amber-900">{t("dealEditor.form.pricePending")}</p> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <NumberField
          label={t("dealEditor.form.originalPrice")}
          required
          {...field("originalPrice")}
          onChange={(e) => onChange({ ...prices, original: kronerOf(e.currentTarget.value) })}
        />
        <NumberField
          label={t("dealEditor.form.discountedPrice")}
          required
          {...field("discountedPrice")}
          onChange={(e) => onChange({ ...prices, discounted: kronerOf(e.currentTarget.value) })}
        />
      </div>
      <p aria-live="polite" className="font-semibold text-rose-800" data-testid="discount">
        {discount !== null ? t("dealEditor.form.discount", { percent: discount }) : null}
      </p>
      <OriginalPriceConfirmation field={field} />
    </Fieldset>
  );
}
