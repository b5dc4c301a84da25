// The deal editor's live card: the real card of /deals (DealCard), filled from what the partner has
// typed so far, so they see the deal as customers will meet it in the list while they type.
import type { DealCard as DealCardData } from "#domain/catalog/catalog.server";
import type { Language } from "#i18n/languages";
import { DealCard } from "~/components/deals/deal-card";
import { useTranslation } from "~/hooks/translation";

/** The fields the card shows, as typed (texts in both languages; the card uses the page's). */
export interface CardFields {
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  city: string;
  categoryId: string;
  endsAt: string;
}

export function cardFieldsOf(values: Record<string, string | undefined>): CardFields {
  return {
    title: values.title ?? "",
    titleEn: values.titleEn ?? "",
    description: values.description ?? "",
    descriptionEn: values.descriptionEn ?? "",
    city: values.city ?? "",
    categoryId: values.categoryId ?? "",
    endsAt: values.endsAt ?? "",
  };
}

/** A grey picture while no photo is chosen (the card keeps its shape). */
const PLACEHOLDER_IMAGE =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#e2e8f0"/></svg>',
  );

export function LiveCardPreview({
  dealId,
  fields,
  prices,
  cover,
}: {
  dealId: number;
  fields: CardFields;
  /** Whole kroner, or null while not a valid amount. */
  prices: { original: number | null; discounted: number | null };
  /** The cover photo's address (a stored photo or a chosen file's object URL), or null. */
  cover: string | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const english = lang === "en";
  const title = (english && fields.titleEn.trim()) || fields.title.trim() || t("dealEditor.preview.untitled");
  const discounted = prices.discounted ?? prices.original ?? 0;
  const original = prices.original ?? discounted;
  const card: DealCardData = {
    id: dealId,
    title,
    description: (english && fields.descriptionEn.trim()) || fields.description.trim(),
    city: fields.city.trim(),
    categoryId: fields.categoryId,
    image: { src: cover ?? PLACEHOLDER_IMAGE, alt: title },
    originalPriceOre: original * 100,
    discountedPriceOre: discounted * 100,
    discountPercent: original > discounted ? Math.round((1 - discounted / original) * 100) : 0,
    rating: 0,
    reviewCount: 0,
    soldCount: 0,
    // The form has the last day on sale; the deal ends at the midnight after it.
    endsAt: fields.endsAt ? `${fields.endsAt}T23:59:59` : new Date().toISOString(),
    beforePriceBasis: "ordinary",
  };
  return (
    <section aria-labelledby="card-preview-title" className="space-y-3" data-testid="card-preview">
      <h2 id="card-preview-title" className="text-lg font-semibold">
        {t("dealEditor.preview.cardTitle")}
      </h2>
      <p className="text-sm text-slate-700">{t("dealEditor.preview.cardHelp")}</p>
      {/* Customers' card, not a working one here: its link, heart and button do nothing. */}
      <div inert className="max-w-sm">
        <DealCard deal={card} />
      </div>
    </section>
  );
}
