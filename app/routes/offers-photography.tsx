import { Camera } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { listCategoryDealsPreview } from "#domain/catalog/catalog.server";
import { DealGrid } from "~/components/deals/deal-grid";
import { SubcategoryTiles } from "~/components/offers/subcategory-tiles";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import { metaTags } from "~/rendering/page-head";
import { canonicalPageHead } from "~/rendering/page-head.server";
import { subcategories } from "~/route-helpers/subcategories.server";
import type { Route } from "./+types/offers-photography";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const [subs, deals] = await Promise.all([
    subcategories(context.db, "photography", [
      { label: t("offers.photoSubs.portrait"), q: "portrett" },
      { label: t("offers.photoSubs.wedding"), q: "bryllup" },
      { label: t("offers.photoSubs.commercial"), q: "profilbilde" },
      { label: t("offers.photoSubs.event"), q: "fest" },
    ]),
    listCategoryDealsPreview(context.db, lang, "photography", 100),
  ]);
  return {
    subs,
    deals,
    head: canonicalPageHead(
      request,
      (t) => t("offers.photoHero"),
      (t) => t("offers.photoText"),
    ),
  };
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
