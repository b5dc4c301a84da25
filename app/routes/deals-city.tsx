import { data, isRouteErrorResponse, Link } from "react-router";
import { useTranslation } from "~/hooks/translation";
import { MissingItem } from "~/components/missing-item";
import { DealListing } from "~/components/deals/deal-listing";
import { cityOfSlug, cityPagePath } from "#domain/catalog/city-pages";
import { parseDealFilters } from "#domain/catalog/deal-filters.server";
import { dealListingData } from "~/route-helpers/deal-listing.server";
import { languageFromRequest } from "~/requests/language.server";
import { metaTags, type PageHead } from "~/rendering/page-head";
import { canonicalUrl, pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/deals-city";

/** "Tilbud i Bergen": the deals of one town, with the listing's search, filters and sorts. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const cities = await context.catalogue.cities();
  const city = cityOfSlug(params.city, cities);
  if (!city) throw data({ head: pageHead(lang, (t) => t("nearby.cityNotFound")) }, { status: 404 });
  const filters = { ...parseDealFilters(new URL(request.url).searchParams), cities: [city] };
  return {
    city,
    ...(await dealListingData(context, lang, filters)),
    head: {
      ...pageHead(
        lang,
        (t) => t("nearby.cityTitle", { city }),
        (t) => t("nearby.cityDescription", { city }),
      ),
      canonical: canonicalUrl(request, cityPagePath(city)),
    },
  };
}

export const meta = ({ data, error }: Route.MetaArgs) =>
  metaTags(data?.head ?? (isRouteErrorResponse(error) ? (error.data as { head?: PageHead }).head : undefined));

export default function DealsInCity({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { city, cities } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold">{t("nearby.dealsIn", { city })}</h1>
      <DealListing {...loaderData} categoryPage={false} cityPage />
      <nav aria-labelledby="other-cities" className="mt-10">
        <h2 id="other-cities" className="mb-3 text-lg font-semibold text-slate-800">
          {t("nearby.otherCities")}
        </h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {cities
            .filter((other) => other !== city)
            .map((other) => (
              <li key={other}>
                <Link to={cityPagePath(other)} className="text-rose-700 underline hover:text-rose-800">
                  {t("nearby.dealsIn", { city: other })}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return <MissingItem title={t("nearby.cityNotFound")} text={t("deals.categoryNotFoundText")} />;
}
