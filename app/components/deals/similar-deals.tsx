// "Lignende tilbud" under a deal: other live deals of its category, its city's first.
import type { DealCard } from "#domain/catalog/catalog.server";
import { useTranslation } from "~/hooks/translation";
import { DealGrid } from "./deal-grid";

export function SimilarDeals({ deals }: { deals: DealCard[] }) {
  const { t } = useTranslation();
  if (deals.length === 0) return null;
  return (
    <section className="mt-12" aria-labelledby="similar-heading">
      <h2 id="similar-heading" className="text-2xl font-bold">
        {t("comeBack.similarTitle")}
      </h2>
      <div className="mt-6">
        <DealGrid deals={deals} />
      </div>
    </section>
  );
}
