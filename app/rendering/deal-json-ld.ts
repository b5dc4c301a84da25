import type { DealDetail } from "#domain/catalog/catalog.server";
import type { ReviewPage } from "#domain/reviews/reviews.server";

/** The deal page's schema.org Product: `origin` is the request's, `url` the page's canonical address. */
export function dealJsonLd(deal: DealDetail, reviews: ReviewPage, origin: string, url: string) {
  return {
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
      url,
      priceCurrency: "NOK",
      price: (deal.discountedPriceOre / 100).toFixed(2),
      priceValidUntil: deal.endsAt.slice(0, 10),
      availability: deal.buyable ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      seller: { "@type": "Organization", name: deal.partner.name },
    },
  };
}
