import { Star } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { formatDecimal } from "#i18n/format";
import type { Language } from "#i18n/languages";

export function RatingStars({ rating }: { rating: number }) {
  const { t, i18n } = useTranslation();
  const shown = formatDecimal(rating, i18n.language as Language);
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{t("deals.rating", { rating: shown })}</span>
    </span>
  );
}
