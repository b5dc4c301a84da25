import { useTranslation } from "~/hooks/translation";
import { dealListingData } from "~/route-helpers/deal-listing.server";
import { parseDealFilters } from "#domain/catalog/deal-filters.server";
import { DealListing } from "~/components/deals/deal-listing";
import { languageFromRequest } from "~/requests/language.server";
import { metaTags } from "~/rendering/page-head";
import { canonicalUrl, pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/deals";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const filters = parseDealFilters(new URL(request.url).searchParams);
  return {
    ...(await dealListingData(context, lang, filters)),
    head: { ...pageHead(lang, (t) => t("pages.deals")), canonical: canonicalUrl(request) },
  };
}

export const meta = ({ data }: Route.MetaArgs) => metaTags(data?.head);

export default function Deals({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold">{t("pages.deals")}</h1>
      <DealListing {...loaderData} categoryPage={false} />
    </div>
  );
}
