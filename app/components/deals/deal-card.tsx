import { useTranslation } from "~/hooks/translation";
import type { DealCard as DealCardData } from "#domain/catalog/catalog.server";
import { useCartActions } from "~/hooks/shop";
import { toast } from "~/components/toast/toast-store";
import { Countdown } from "./countdown";
import { PriceTag } from "./price-tag";
import { RepeatedIcon } from "~/components/icons/repeated-icons";
import { RatingStars } from "./rating-stars";
import { SoldCount } from "./sold-count";
import { WishlistHeart } from "./wishlist-heart";
import { responsiveSrcSet } from "~/rendering/responsive-image";
import { formatDecimal } from "#i18n/format";
import { useDealCardLink } from "./deal-card-links";
import type { Language } from "#i18n/languages";

/**
 * A deal in a grid. The title link is stretched over the whole card (so the card links to
 * /deal/{id}) while the heart and Add to Cart stay separate buttons above it. The link works as
 * a <Link> only inside an element with useDealCardLinks' handlers (DealGrid).
 */
export function DealCard({
  deal,
  headingLevel = 3,
  eager = false,
  showCountdown = false,
}: {
  deal: DealCardData;
  headingLevel?: 2 | 3;
  eager?: boolean;
  showCountdown?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const cart = useCartActions();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const link = useDealCardLink(deal.id);

  const onAddToCart = async () => {
    // From a card the basic package is added, quantity 1 (spec §4).
    const ok = await cart.add({
      id: deal.id,
      selectedPackage: "basic",
      title: deal.title,
      image: deal.image.src,
      unitPriceOre: deal.discountedPriceOre,
      originalPriceOre: deal.originalPriceOre,
      quantity: 1,
    });
    if (ok) toast({ title: t("cart.added"), description: t("cart.addedText"), variant: "success" });
    else toast({ title: t("shop.failedTitle"), description: t("shop.failedText"), variant: "destructive" });
  };

  return (
    <article className="group deal-card" data-testid="deal-card">
      <div className="deal-card-media">
        <img
          src={deal.image.src}
          alt={deal.image.alt}
          srcSet={responsiveSrcSet(deal.image.src)}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          width={800}
          height={600}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="deal-card-img"
        />
        {/* No reduction may be claimed after the deal sold cheaper in the last 30 days. */}
        {deal.discountPercent > 0 ? (
          <span className="deal-card-save">{t("deals.save", { discount: deal.discountPercent })}</span>
        ) : null}
        <WishlistHeart deal={{ id: deal.id, title: deal.title, image: deal.image.src }} className="deal-card-heart" />
      </div>
      <div className="deal-card-body">
        <div className="deal-card-meta">
          <span className="deal-card-city" data-testid="deal-city">
            <RepeatedIcon name="map-pin" className="size-4" />
            {deal.city}
            {deal.distanceKm != null ? (
              <span data-testid="deal-distance">
                {" · "}
                {t("nearby.distance", { km: formatDecimal(deal.distanceKm, i18n.language as Language) })}
              </span>
            ) : null}
          </span>
          <span className="deal-card-stats">
            <RatingStars rating={deal.rating} count={deal.reviewCount} />
            {deal.soldCount > 0 ? <SoldCount count={deal.soldCount} /> : null}
          </span>
        </div>
        <Heading className="deal-card-title">
          {/* Navigates and prefetches like <Link prefetch="intent"> through the grid's handlers (deal-card-links.tsx). */}
          <a {...link}>{deal.title}</a>
        </Heading>
        <p className="deal-card-text">{deal.description}</p>
        {showCountdown ? (
          <p className="deal-card-countdown">
            <Countdown endsAt={deal.endsAt} />
          </p>
        ) : null}
        <div className="deal-card-foot">
          <PriceTag
            price={deal.discountedPriceOre}
            original={deal.originalPriceOre}
            basis={deal.beforePriceBasis}
            compact
          />
          <button type="button" onClick={onAddToCart} className="deal-card-buy">
            <RepeatedIcon name="shopping-cart" className="size-4" />
            {t("deals.addToCart")}
          </button>
        </div>
      </div>
    </article>
  );
}
