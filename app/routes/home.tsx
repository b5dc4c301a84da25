import { Gift, Search } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { Form, Link } from "react-router";
import { CategoryGrid } from "~/components/category-grid";
import { DealGrid } from "~/components/deals/deal-grid";
import { SearchCombobox } from "~/components/deals/search-combobox";
import { BusinessGrowth, SolutionPlans } from "~/components/home/business-sections";
import { SpecialOffers } from "~/components/home/special-offers";
import { RecentlyViewed } from "~/components/deals/recently-viewed";
import { HomeCity } from "~/components/home/home-city";
import { languageFromRequest } from "~/requests/language.server";
import { metaTags } from "~/rendering/page-head";
import { canonicalUrl, siteHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const [categories, collections, cities] = await Promise.all([
    context.catalogue.categories(lang),
    context.catalogue.homeCollections(lang),
    context.catalogue.cities(),
  ]);
  return { categories, collections, cities, head: { ...siteHead(lang), canonical: canonicalUrl(request, "/") } };
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-gradient-to-br from-rose-600 via-rose-500 to-amber-500 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl">{t("home.heroTitle")}</h1>
          <p className="mt-4 max-w-xl text-lg text-rose-50">{t("home.heroText")}</p>
          <Form method="get" action="/deals" role="search" className="mt-8 flex max-w-xl gap-2">
            <SearchCombobox
              name="q"
              label={t("home.searchLabel")}
              hideLabel
              defaultValue=""
              placeholder={t("home.searchPlaceholder")}
              className="relative min-w-0 flex-1"
              inputClassName="block h-full w-full shadow-sm placeholder:text-slate-500"
            />
            <button
              type="submit"
              className="inline-flex items-center gap-2 rounded-md bg-slate-900 px-5 py-3 font-semibold hover:bg-slate-800"
            >
              <Search aria-hidden="true" className="size-4" />
              {t("home.search")}
            </button>
          </Form>
        </div>
      </section>
      <RecentlyViewed />
      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="categories-heading">
        <div className="flex items-end justify-between gap-4">
          <h2 id="categories-heading" className="text-2xl font-bold">
            {t("home.categoriesTitle")}
          </h2>
          <Link to="/deals" className="font-semibold text-rose-700 hover:underline">
            {t("home.viewAll")}
          </Link>
        </div>
        <CategoryGrid categories={loaderData.categories} />
      </section>
      <HomeCity cities={loaderData.cities} />
      <SpecialOffers collections={loaderData.collections} />
      <div className="mx-auto max-w-7xl px-4 pb-4 text-center">
        <Link
          to="/deals"
          className="inline-block rounded-md bg-rose-600 px-6 py-3 font-semibold text-white hover:bg-rose-700"
        >
          {t("home.viewAll")}
        </Link>
      </div>
      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="ending-heading">
        <h2 id="ending-heading" className="text-2xl font-bold">
          {t("home.endingSoonTitle")}
        </h2>
        <div className="mt-6">
          <DealGrid deals={loaderData.collections.endingSoon} showCountdown />
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="gift-cards-heading">
        <div className="flex flex-col items-start gap-4 rounded-xl bg-rose-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <Gift aria-hidden="true" className="mt-1 size-7 shrink-0 text-rose-700" />
            <div>
              <h2 id="gift-cards-heading" className="text-xl font-bold">
                {t("home.giftCardsTitle")}
              </h2>
              <p className="mt-1 text-slate-700">{t("home.giftCardsText")}</p>
            </div>
          </div>
          <Link
            to="/gavekort"
            className="inline-block rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700"
          >
            {t("home.giftCardsLink")}
          </Link>
        </div>
      </section>
      <BusinessGrowth />
      <SolutionPlans />
    </>
  );
}
