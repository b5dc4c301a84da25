import { Camera } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { DealGrid } from "~/components/deals/deal-grid";
import { SubcategoryTiles } from "~/components/offers/subcategory-tiles";
import { metaTags } from "~/rendering/page-head";
import { offerPageData } from "~/route-helpers/offer-page-data.server";
import type { Route } from "./+types/offers-photography";

export function loader({ request, context }: Route.LoaderArgs) {
  return offerPageData(request, context.db, {
    categoryId: "photography",
    subcategories: (t) => [
      { label: t("offers.photoSubs.portrait"), q: "portrett" },
      { label: t("offers.photoSubs.wedding"), q: "bryllup" },
      { label: t("offers.photoSubs.commercial"), q: "profilbilde" },
      { label: t("offers.photoSubs.event"), q: "fest" },
    ],
    dealCount: 100,
    title: (t) => t("offers.photoHero"),
    description: (t) => t("offers.photoText"),
  });
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

export default function PhotographyOffers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 py-12">
      <header>
        <h1 className="text-4xl font-extrabold">{t("offers.photoHero")}</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{t("offers.photoText")}</p>
      </header>
      <SubcategoryTiles items={loaderData.subs} />
      <section aria-labelledby="photo-deals-heading">
        <h2 id="photo-deals-heading" className="text-2xl font-bold">
          {t("offers.allPhoto")}
        </h2>
        <div className="mt-6">
          <DealGrid deals={loaderData.deals} />
        </div>
      </section>
      <section className="flex gap-4 rounded-2xl bg-slate-50 p-6" aria-labelledby="photo-info-heading">
        <Camera aria-hidden="true" className="size-8 shrink-0 text-rose-700" />
        <div>
          <h2 id="photo-info-heading" className="text-xl font-semibold">
            {t("offers.photoInfoTitle")}
          </h2>
          <p className="mt-2 text-slate-700">{t("offers.photoInfoText")}</p>
        </div>
      </section>
    </div>
  );
}
