import { BadgeCheck, Mail, RotateCcw } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";
import { DealGrid } from "~/components/deals/deal-grid";
import { NewsletterSignup } from "~/components/newsletter-signup";
import { SubcategoryTiles } from "~/components/offers/subcategory-tiles";
import { metaTags } from "~/rendering/page-head";
import { offerPageData } from "~/route-helpers/offer-page-data.server";
import type { Route } from "./+types/offers-beauty";

export function loader({ request, context }: Route.LoaderArgs) {
  return offerPageData(request, context.db, {
    categoryId: "beauty-spa",
    subcategories: (t) => [
      { label: t("offers.beautySubs.spa"), q: "massasje" },
      { label: t("offers.beautySubs.hair"), q: "hår" },
      { label: t("offers.beautySubs.nails"), q: "negl" },
      { label: t("offers.beautySubs.facial"), q: "ansikt" },
    ],
    dealCount: 3,
    title: (t) => t("offers.beautyHero"),
    description: (t) => t("offers.beautyText"),
  });
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

const TRUST = [
  { key: "offers.trust.verified", Icon: BadgeCheck },
  { key: "offers.trust.refund", Icon: RotateCcw },
  { key: "offers.trust.instant", Icon: Mail },
] as const;

export default function BeautyOffers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-gradient-to-br from-pink-600 to-rose-500 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h1 className="max-w-2xl text-4xl font-extrabold">{t("offers.beautyHero")}</h1>
          <p className="mt-4 max-w-xl text-lg text-pink-50">{t("offers.beautyText")}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12">
        <SubcategoryTiles items={loaderData.subs} />
        <section aria-labelledby="trust-heading">
          <h2 id="trust-heading" className="text-2xl font-bold">
            {t("offers.trustTitle")}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {TRUST.map(({ key, Icon }) => (
              <li key={key} className="flex items-center gap-3 rounded-xl bg-slate-50 p-5">
                <Icon aria-hidden="true" className="size-6 text-rose-700" />
                {t(key)}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="featured-heading">
          <div className="flex items-end justify-between gap-4">
            <h2 id="featured-heading" className="text-2xl font-bold">
              {t("offers.featured")}
            </h2>
            <Link to="/deals/beauty" className="font-semibold text-rose-700 hover:underline">
              {t("offers.seeAllBeauty")}
            </Link>
          </div>
          <div className="mt-6">
            <DealGrid deals={loaderData.deals} />
          </div>
        </section>
        <NewsletterSignup />
      </div>
    </>
  );
}
