import { useTranslation } from "~/hooks/translation";
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";

/**
 * The discounted price, with the before price struck through beside it and what the before price
 * is (`basis`), as the price rules require wherever a discount is shown: in full on the deal page,
 * in a few words on a card (`compact`).
 */
export function PriceTag({
  price,
  original,
  size = "md",
  basis,
  compact = false,
}: {
  price: number;
  original: number;
  size?: "md" | "lg";
  basis?: "ordinary" | "lowest30";
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const tag = (
    <p className="price-tag">
      <span className="sr-only">{t("deals.nowPrice")}</span>
      <span className={`price-now ${size === "lg" ? "text-3xl" : "text-xl"}`}>{formatPrice(price, lang)}</span>
      {original > price ? (
        <>
          <span className="sr-only">{t("deals.originalPrice")}</span>
          <s className="price-before">{formatPrice(original, lang)}</s>
        </>
      ) : null}
    </p>
  );
  if (!basis || original <= price) return tag;
  return (
    <div>
      {tag}
      <p className={`price-basis ${compact ? "text-xs" : "text-sm"}`} data-testid="before-price-basis">
        {compact
          ? t(basis === "lowest30" ? "deals.cardBeforeLowest30" : "deals.cardBeforeOrdinary")
          : t(basis === "lowest30" ? "deals.beforeLowest30" : "deals.beforeOrdinary", {
              price: formatPrice(original, lang),
            })}
      </p>
    </div>
  );
}
