import { useTranslation } from "~/hooks/translation";
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";

/** The discounted price, with the original struck through beside it. */
export function PriceTag({ price, original, size = "md" }: { price: number; original: number; size?: "md" | "lg" }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  return (
    <p className="flex items-baseline gap-2">
      <span className="sr-only">{t("deals.nowPrice")}</span>
      <span className={`font-bold text-rose-700 ${size === "lg" ? "text-3xl" : "text-xl"}`}>
        {formatPrice(price, lang)}
      </span>
      {original > price ? (
        <>
          <span className="sr-only">{t("deals.originalPrice")}</span>
          <s className="text-sm text-slate-600">{formatPrice(original, lang)}</s>
        </>
      ) : null}
    </p>
  );
}
