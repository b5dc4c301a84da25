import { BadgeCheck, CalendarCheck, CreditCard, MapPin, ShieldCheck, Zap } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { MissingItem } from "~/components/missing-item";
import { z } from "zod";
import { addToCart } from "#domain/checkout/cart.server";
import { getDeal } from "#domain/catalog/catalog.server";
import { listDealReviews, REVIEW_SORTS } from "#domain/reviews/reviews.server";
import { PACKAGE_KINDS } from "#domain/catalog/packages.server";
import { parseId } from "#domain/platform/ids";
import { Countdown } from "~/components/deals/countdown";
import { PriceTag } from "~/components/deals/price-tag";
import { PurchaseBox } from "~/components/deals/purchase-box";
import { WishlistHeart } from "~/components/deals/wishlist-heart";
import { RatingStars } from "~/components/deals/rating-stars";
import { SoldCount } from "~/components/deals/sold-count";
import { BuyBar } from "~/components/deals/buy-bar";
import { DealShare } from "~/components/deals/deal-share";
import { DealGallery } from "~/components/deals/deal-gallery";
import { DealLocations } from "~/components/deals/deal-locations";
import { BusinessBlock } from "~/components/deals/business-block";
import { SimilarDeals } from "~/components/deals/similar-deals";
import { RecentlyViewedRecorder } from "~/components/deals/recently-viewed-recorder";
import { similarDeals } from "#domain/catalog/similar-deals.server";
import { DealReviews } from "~/components/deals/deal-reviews";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "~/requests/language.server";
import { getCurrentUser } from "~/guards/auth.server";
import { readForm } from "~/requests/form.server";
import { metaTags, type PageHead } from "~/rendering/page-head";
import { canonicalUrl, pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/deal";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const id = parseId(params.dealId);
  const deal = id === null ? undefined : await getDeal(context.db, lang, id);
  if (!deal) throw data({ head: pageHead(lang, (t) => t("deal.notFound")) }, { status: 404 });

  // Public reviews: the same for every visitor, so the shared page may list them.
  const query = new URL(request.url).searchParams;
  const reviewQuery = z
    .object({
      sort: z.enum(REVIEW_SORTS).catch("newest"),
      page: z.coerce.number().int().min(1).max(10_000).catch(1),
    })
    .parse({ sort: query.get("reviews") ?? undefined, page: query.get("reviewPage") ?? undefined });
  const reviews = await listDealReviews(context.db, deal.id, reviewQuery);

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
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: deal.title,
    description: deal.description,
    // Every photo, the cover first.
    image: deal.gallery.map((photo) => origin + photo.src),
    category: deal.categoryName,
    brand: { "@type": "Brand", name: deal.partner.name },
    // Rating and reviews from the deal's verified reviews; none are claimed for a deal without.
    ...(deal.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: deal.rating,
            bestRating: 5,
            worstRating: 1,
            reviewCount: deal.reviewCount,
          },
          review: reviews.reviews.map((review) => ({
            "@type": "Review",
            author: { "@type": "Person", name: review.author },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.text,
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
    offers: {
      "@type": "Offer",
      url: head.canonical,
      priceCurrency: "NOK",
      price: (deal.discountedPriceOre / 100).toFixed(2),
      priceValidUntil: deal.endsAt.slice(0, 10),
      availability: deal.buyable ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      seller: { "@type": "Organization", name: deal.partner.name },
    },
  };
  const similar = await similarDeals(context.db, lang, deal);
  return { deal, head, jsonLd, reviews, mapTileUrl: context.config.mapTileUrl, similar };
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

const TRUST_BADGES = [
  { key: "deal.trust.flexible", Icon: CalendarCheck },
  { key: "deal.trust.instant", Icon: Zap },
  { key: "deal.trust.moneyBack", Icon: BadgeCheck },
  { key: "deal.trust.secure", Icon: CreditCard },
] as const;

export default function Deal({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { deal, jsonLd, head, reviews, mapTileUrl, similar } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <script
        type="application/ld+json"
        // JSON inside <script>: escape "<" so no text can close the tag.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replaceAll("<", "\\u003c") }}
      />
      <nav aria-label={t("deal.breadcrumb")} className="mb-4 text-sm text-slate-700">
        <Link to="/deals" className="hover:underline">
          {t("deal.breadcrumbDeals")}
        </Link>
        <span aria-hidden="true"> / </span>
        <Link to={`/deals/${deal.categoryId}`} className="hover:underline">
          {deal.categoryName}
        </Link>
      </nav>
      <div className="grid gap-10 lg:grid-cols-[1fr_26rem]">
        <div>
          <DealGallery photos={deal.gallery}>
            {deal.discountPercent > 0 ? (
              <span className="absolute top-4 left-4 rounded-full bg-rose-600 px-3 py-1 text-sm font-bold text-white">
                {t("deals.save", { discount: deal.discountPercent })}
              </span>
            ) : null}
            <WishlistHeart
              deal={{ id: deal.id, title: deal.title, image: deal.image.src }}
              className="absolute top-3 right-3"
            />
          </DealGallery>
          <h1 className="mt-6 text-3xl font-bold">{deal.title}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-slate-700">
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              {deal.city}
            </span>
            <RatingStars rating={deal.rating} count={deal.reviewCount} />
            {deal.soldCount > 0 ? <SoldCount count={deal.soldCount} /> : null}
            <span>{t("deal.by", { partner: deal.partner.name })}</span>
          </div>
          {/* On phones the price comes right under the title; from lg up it is in the box beside. */}
          <div className="mt-4 lg:hidden" data-testid="phone-price">
            <PriceTag
              price={deal.discountedPriceOre}
              original={deal.originalPriceOre}
              size="lg"
              basis={deal.beforePriceBasis}
            />
          </div>
          <DealShare title={deal.title} url={head.canonical ?? ""} />
          <section className="mt-8">
            <h2 className="text-xl font-semibold">{t("deal.about")}</h2>
            <p className="mt-2 leading-relaxed text-slate-800">{deal.description}</p>
          </section>
          <section className="mt-8">
            <h2 className="text-xl font-semibold">{t("deal.finePrint")}</h2>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-800">{deal.finePrint}</p>
            {deal.locations.length === 0 ? (
              <p className="mt-2 text-slate-700">
                {deal.partner.name}, {deal.partner.address}
              </p>
            ) : null}
          </section>
          <DealLocations locations={deal.locations} />
          <BusinessBlock business={deal.business} mapTileUrl={mapTileUrl} />
          <DealReviews
            reviews={reviews}
            rating={deal.rating}
            count={deal.reviewCount}
            partnerName={deal.partner.name}
          />
        </div>
        <aside
          id="purchase"
          className="h-fit scroll-mt-24 space-y-6 rounded-2xl border border-slate-200 p-6 shadow-sm lg:sticky lg:top-24"
        >
          <PriceTag
            price={deal.discountedPriceOre}
            original={deal.originalPriceOre}
            size="lg"
            basis={deal.beforePriceBasis}
          />
          <p className="inline-flex items-center gap-2 rounded-md bg-amber-50 px-3 py-2 font-medium text-amber-900">
            <ShieldCheck aria-hidden="true" className="size-4" />
            <Countdown endsAt={deal.endsAt} prefix="deal.timeLeft" />
          </p>
          <PurchaseBox deal={deal} serverError={actionData?.error} />
          <ul className="grid grid-cols-2 gap-3 text-sm text-slate-700">
            {TRUST_BADGES.map(({ key, Icon }) => (
              <li key={key} className="flex items-start gap-2">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                {t(key)}
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <SimilarDeals deals={similar} />
      <RecentlyViewedRecorder dealId={deal.id} />
      <BuyBar deal={deal} target="purchase" />
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return <MissingItem title={t("deal.notFound")} text={t("deal.notFoundText")} />;
}
