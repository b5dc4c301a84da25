import { RepeatedIcon } from "~/components/icons/repeated-icons";
import { useTranslation } from "~/hooks/translation";
import { formatDecimal } from "#i18n/format";
import type { Language } from "#i18n/languages";

/**
 * The deal's rating from its reviews, "★ 4,6 (128)"; a deal nobody has reviewed yet says
 * "Nytt tilbud" rather than "★ 0,0".
 */
export function RatingStars({ rating, count }: { rating: number; count: number }) {
  const { t, i18n } = useTranslation();
  if (rating <= 0 || count <= 0) return <span className="rating-new">{t("deals.newDeal")}</span>;
  const shown = formatDecimal(rating, i18n.language as Language);
  return (
    <span className="rating" data-testid="rating">
      <RepeatedIcon name="star" className="rating-star" />
      <span aria-hidden="true">{`${shown} (${count})`}</span>
      <span className="sr-only">{t("deals.ratingCount", { rating: shown, count })}</span>
    </span>
  );
}
