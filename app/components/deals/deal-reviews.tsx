import { BadgeCheck } from "lucide-react";
import { RepeatedIcon } from "~/components/icons/repeated-icons";
import { Link } from "react-router";
import { useTranslation } from "~/hooks/translation";
import { formatDate, formatDecimal } from "#i18n/format";
import type { Language } from "#i18n/languages";
import type { ReviewPage, ReviewSort } from "#domain/reviews/reviews.server";
import { ReviewHelpful } from "./review-helpful";
import { useVotedReviews } from "~/hooks/use-voted-reviews";

/** The query of a page of reviews in an order (the deal page reads `reviews` and `reviewPage`). */
export function reviewsQuery(sort: ReviewSort, page: number): string {
  const params = new URLSearchParams();
  if (sort !== "newest") params.set("reviews", sort);
  if (page > 1) params.set("reviewPage", String(page));
  const query = params.toString();
  return `${query ? `?${query}` : "?"}#reviews`;
}

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center" role="img" aria-label={t("reviews.stars", { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <RepeatedIcon
          key={n}
          name="star"
          className={n <= rating ? "size-4 fill-amber-400 text-amber-400" : "size-4 text-slate-400"}
        />
      ))}
    </span>
  );
}

/**
 * The deal's verified reviews: the average and count, newest or most helpful first, a page at a
 * time, each marked "Verifisert kjøp" (only a redeemed voucher can review) with the partner's answer.
 */
export function DealReviews({
  reviews,
  rating,
  count,
  partnerName,
  dealId,
}: {
  dealId: number;
  reviews: ReviewPage;
  rating: number;
  count: number;
  partnerName: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const votedBefore = useVotedReviews(dealId);
  const sorts: { sort: ReviewSort; label: string }[] = [
    { sort: "newest", label: t("reviews.sortNewest") },
    { sort: "helpful", label: t("reviews.sortHelpful") },
  ];
  return (
    <section id="reviews" className="mt-8 scroll-mt-24" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        {t("reviews.heading")}
      </h2>
      {count === 0 ? (
        <p className="mt-2 text-slate-700">{t("reviews.none")}</p>
      ) : (
        <>
          <p className="mt-2 flex items-center gap-2 text-slate-800" data-testid="reviews-summary">
            <Stars rating={Math.round(rating)} />
            <span>
              {count === 1
                ? t("reviews.summaryOne", { rating: formatDecimal(rating, lang) })
                : t("reviews.summary", { rating: formatDecimal(rating, lang), count })}
            </span>
          </p>
          <nav aria-label={t("reviews.sortLabel")} className="mt-3 flex gap-2 text-sm">
            {sorts.map(({ sort, label }) => (
              <Link
                key={sort}
                to={reviewsQuery(sort, 1)}
                preventScrollReset
                aria-current={reviews.sort === sort ? "true" : undefined}
                className={
                  reviews.sort === sort
                    ? "rounded-full bg-slate-900 px-3 py-1 font-medium text-white"
                    : "rounded-full border border-slate-300 px-3 py-1 text-slate-800 hover:bg-slate-50"
                }
              >
                {label}
              </Link>
            ))}
          </nav>
          <ul className="mt-4 space-y-4">
            {reviews.reviews.map((review) => (
              <li key={review.id} className="rounded-xl border border-slate-200 p-4" data-testid="review">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Stars rating={review.rating} />
                  <span className="font-medium">{review.author}</span>
                  <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800">
                    <BadgeCheck aria-hidden="true" className="size-4" />
                    {t("reviews.verified")}
                  </span>
                  <span className="text-sm text-slate-700">{formatDate(new Date(review.createdAt), lang)}</span>
                </div>
                <p className="mt-2 whitespace-pre-line text-slate-800" lang={review.language === "en" ? "en" : "nb"}>
                  {review.text}
                </p>
                <ReviewHelpful
                  key={`${review.id}-${review.helpfulCount}`}
                  reviewId={review.id}
                  initialCount={review.helpfulCount}
                  votedBefore={votedBefore.has(review.id)}
                />
                {review.reply ? (
                  <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
                    <p className="font-medium">{t("reviews.reply", { partner: partnerName })}</p>
                    <p className="mt-1 whitespace-pre-line text-slate-800">{review.reply.text}</p>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          {reviews.pageCount > 1 ? (
            <nav aria-label={t("reviews.pages")} className="mt-4 flex items-center gap-4 text-sm">
              {reviews.page > 1 ? (
                <Link to={reviewsQuery(reviews.sort, reviews.page - 1)} preventScrollReset className="underline">
                  {t("reviews.previous")}
                </Link>
              ) : null}
              <span>{t("reviews.pageOf", { page: reviews.page, pages: reviews.pageCount })}</span>
              {reviews.page < reviews.pageCount ? (
                <Link to={reviewsQuery(reviews.sort, reviews.page + 1)} preventScrollReset className="underline">
                  {t("reviews.next")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
