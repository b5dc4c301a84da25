import { useTranslation } from "~/hooks/translation";
import { data, isRouteErrorResponse, redirect } from "react-router";
import { MissingItem } from "~/components/missing-item";
import { searchDeals } from "#domain/catalog/catalog.server";
import { parseDealFilters } from "#domain/catalog/deal-filters.server";
import { parseId } from "#domain/platform/ids";
import { DealListing } from "~/components/deals/deal-listing";
import { languageFromRequest } from "~/requests/language.server";
import { metaTags, type PageHead } from "~/rendering/page-head";
import { canonicalUrl, pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/category";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // The prototype linked cards to /deals/{id}: old links to a deal go to the deal.
  const dealId = parseId(params.categoryId);
  if (dealId !== null) throw redirect(`/deal/${dealId}`, 301);
  const lang = languageFromRequest(request);
  const category = await context.catalogue.category(lang, params.categoryId);
  if (!category) {
    throw data({ head: pageHead(lang, (t) => t("deals.categoryNotFound")) }, { status: 404 });
  }
  const url = new URL(request.url);
  const filters = { ...parseDealFilters(url.searchParams), categories: [category.id] };
  const [result, categories, cities] = await Promise.all([
    searchDeals(context.db, lang, filters),
    context.catalogue.categories(lang),
    context.catalogue.cities(),
  ]);
  return {
    category,
    result,
    filters,
    categories,
    cities,
    head: {
      ...pageHead(
        lang,
        () => category.name,
        () => category.description,
      ),
      canonical: canonicalUrl(request, `/deals/${category.id}`),
    },
  };
}

export const meta = ({ data, error }: Route.MetaArgs) =>
  metaTags(data?.head ?? (isRouteErrorResponse(error) ? (error.data as { head?: PageHead }).head : undefined));

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{category.name}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-slate-700">{category.description}</p>
      <DealListing {...loaderData} categoryPage />
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return <MissingItem title={t("deals.categoryNotFound")} text={t("deals.categoryNotFoundText")} />;
}
