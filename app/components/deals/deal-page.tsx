// The deal page's content (/deal/{id}), shared by the page customers open and its partner's
// preview (/business/deals/{id}/preview), so the preview is the page, not a copy of it.
import type { ReactNode } from "react";
import { BadgeCheck, CalendarCheck, CreditCard, MapPin, ShieldCheck, Zap } from "lucide-react";
import { Link } from "react-router";
import type { DealCard as DealCardData, DealDetail } from "#domain/catalog/catalog.server";
import type { ReviewPage } from "#domain/reviews/reviews.server";
import { useTranslation } from "~/hooks/translation";
import { Countdown } from "./countdown";
import { PriceTag } from "./price-tag";
import { PurchaseBox } from "./purchase-box";
import { WishlistHeart } from "./wishlist-heart";
import { RatingStars } from "./rating-stars";
import { SoldCount } from "./sold-count";
import { BuyBar } from "./buy-bar";
import { DealShare } from "./deal-share";
import { DealGallery } from "./deal-gallery";
import { BusinessBlock } from "./business-block";
import { DealLocations } from "./deal-locations";
import { SimilarDeals } from "./similar-deals";
import { RecentlyViewedRecorder } from "./recently-viewed-recorder";
import { DealReviews } from "./deal-reviews";

const TRUST_BADGES = [
  { key: "deal.trust.flexible", Icon: CalendarCheck },
  { key: "deal.trust.instant", Icon: Zap },
  { key: "deal.trust.moneyBack", Icon: BadgeCheck },
  { key: "deal.trust.secure", Icon: CreditCard },
] as const;

export function DealPage({
  deal,
  shareUrl,
  reviews,
  mapTileUrl,
  similar,
  serverError,
  preview = false,
  children,
}: {
  deal: DealDetail;
  shareUrl: string;
  reviews: ReviewPage;
  mapTileUrl: string | null;
  similar: DealCardData[];
  serverError?: string;
  /** Its partner's preview (/business/deals/:id/preview): nothing is recorded as viewed. */
  preview?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {children}
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
          <DealShare title={deal.title} url={shareUrl} />
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
            dealId={deal.id}
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
          <PurchaseBox deal={deal} serverError={serverError} />
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
      {preview ? null : <RecentlyViewedRecorder dealId={deal.id} />}
      <BuyBar deal={deal} target="purchase" />
    </div>
  );
}
