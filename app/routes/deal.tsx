import { useTranslation } from "~/hooks/translation";
import { data, isRouteErrorResponse, redirect } from "react-router";
import { MissingItem } from "~/components/missing-item";
import { DealPage } from "~/components/deals/deal-page";
import { z } from "zod";
import { addToCart } from "#domain/checkout/cart.server";
import { getDeal } from "#domain/catalog/catalog.server";
import { listDealReviews, REVIEW_SORTS } from "#domain/reviews/reviews.server";
import { PACKAGE_KINDS } from "#domain/catalog/packages.server";
import { parseId } from "#domain/platform/ids";
import { similarDeals } from "#domain/catalog/similar-deals.server";
import { dealJsonLd } from "~/rendering/deal-json-ld";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import { getCurrentUser } from "~/guards/auth.server";
import { readForm } from "~/requests/form.server";
import { metaTags, type PageHead } from "~/rendering/page-head";
import { canonicalUrl, pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/deal";

/** The reviews' sort and page in the query string (made once: building a schema costs more than parsing). */
const reviewQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS).catch("newest"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const id = parseId(params.dealId);
  // Public reviews: the same for every visitor, so the shared page may list them.
  const query = new URL(request.url).searchParams;
  const reviewQuery = reviewQuerySchema.parse({
    sort: query.get("reviews") ?? undefined,
    page: query.get("reviewPage") ?? undefined,
  });
  // Read beside the deal, not after it; thrown away unseen if there is no deal to show.
  const around =
    id === null
      ? null
      : Promise.all([listDealReviews(context.db, id, reviewQuery), similarDeals(context.db, lang, id)]);
  around?.catch(() => undefined);
  const deal = id === null ? undefined : await getDeal(context.db, lang, id);
  if (!deal || !around) throw data({ head: pageHead(lang, (t) => t("deal.notFound")) }, { status: 404 });
  const [reviews, similar] = await around;

  const purpose = request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose");
  context.views.record(deal.id, request.headers.get("User-Agent"), purpose);

  const origin = new URL(request.url).origin;
  const head: PageHead = {
    ...pageHead(
      lang,
      () => deal.title,
      () => deal.description,
    ),
    canonical: canonicalUrl(request),
    image: origin + deal.image.src,
  };
  return { deal, head, origin, reviews, mapTileUrl: context.config.mapTileUrl, similar };
}

/** Add to Cart submitted before the page's JavaScript ran: check the package on the server. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = languageFromRequest(request);
  const id = parseId(params.dealId);
  if (id === null) return data({ error: translator(lang)("deal.notFound") }, { status: 404 });
  const form = z
    .object({ package: z.enum(PACKAGE_KINDS), quantity: z.coerce.number().int().min(1).max(5) })
    .safeParse(Object.fromEntries(await readForm(request)));
  if (!form.success) return data({ error: translator(lang)("deal.selectPackageFirst") }, { status: 400 });
  const user = await getCurrentUser(request, context);
  if (user) {
    // A signed-in user's cart lives on the server.
    const line = { dealId: id, packageKind: form.data.package, quantity: form.data.quantity };
    if (await addToCart(context.db, user.id, line)) return redirect("/cart", 303);
    return data({ error: translator(lang)("deal.notBuyable") }, { status: 409 });
  }
  // The cart itself lives in the browser for guests; the cart page picks the line up from here.
  return redirect(`/cart?add=${id}&package=${form.data.package}&quantity=${form.data.quantity}`, 303);
}

export const meta = ({ data, error }: Route.MetaArgs) =>
  metaTags(data?.head ?? (isRouteErrorResponse(error) ? (error.data as { head?: PageHead }).head : undefined));

export default function Deal({ loaderData, actionData }: Route.ComponentProps) {
  const { deal, head, origin, reviews, mapTileUrl, similar } = loaderData;
  // Made from the deal and its reviews where it is rendered: sent in the page's data as well, it
  // would repeat them there.
  const jsonLd = dealJsonLd(deal, reviews, origin, head.canonical ?? "");
  return (
    <DealPage
      deal={deal}
      shareUrl={head.canonical ?? ""}
      reviews={reviews}
      mapTileUrl={mapTileUrl}
      similar={similar}
      serverError={actionData?.error}
    >
      <script
        type="application/ld+json"
        // JSON inside <script>: escape "<" so no text can close the tag.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replaceAll("<", "\\u003c") }}
      />
    </DealPage>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return <MissingItem title={t("deal.notFound")} text={t("deal.notFoundText")} />;
}
