// The partner's reviews: what customers wrote about its deals, each answered publicly once.
import { Form } from "react-router";
import { useTranslation } from "~/hooks/translation";
import { listPartnerReviews, replyToReview, REPLY_TEXT_MAX } from "#domain/reviews/reviews.server";
import { FormBanner } from "~/components/auth/auth-card";
import { TextareaField } from "~/components/form/textarea-field";
import { formatDate } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { translator } from "#i18n/dictionaries.server";
import { formFields } from "#i18n/form-errors.server";
import { requirePartner } from "~/guards/partner-auth.server";
import { readForm } from "~/requests/form.server";
import { languageFromRequest } from "~/requests/language.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { data } from "react-router";
import type { Route } from "./+types/business-reviews";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { partner } = await requirePartner(request, context);
  const lang = languageFromRequest(request);
  return {
    reviews: await listPartnerReviews(context.db, partner.id),
    head: pageHead(lang, (t) => t("business.reviews.title")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { partner } = await requirePartner(request, context);
  const t = translator(languageFromRequest(request));
  const fields = formFields(await readForm(request));
  const reviewId = fields.reviewId ?? "";
  const text = (fields.reply ?? "").trim();
  if (!text || text.length > REPLY_TEXT_MAX)
    return data(
      { ok: false, message: t(text ? "business.reviews.tooLong" : "business.reviews.required"), reviewId },
      { status: 400 },
    );
  const result = await replyToReview(context.db, { partnerId: partner.id, reviewId, text });
  if (result.ok) return { ok: true, message: t("business.reviews.replied"), reviewId };
  return data(
    {
      ok: false,
      message: t(result.reason === "alreadyReplied" ? "business.reviews.already" : "business.reviews.notFound"),
      reviewId,
    },
    { status: result.reason === "alreadyReplied" ? 409 : 404 },
  );
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function BusinessReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("business.reviews.title")}</h1>
      <p className="mt-3 text-slate-700">{t("business.reviews.intro")}</p>
      <div className="mt-4">
        <FormBanner tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>
      {loaderData.reviews.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("business.reviews.none")}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.reviews.map((review) => (
            <li
              key={review.id}
              className="space-y-2 rounded-xl border border-slate-200 p-4"
              data-testid="partner-review"
            >
              <h2 className="font-semibold">{review.dealTitle}</h2>
              <p className="text-sm text-slate-700">
                {t("business.reviews.byline", { rating: review.rating, author: review.author })} ·{" "}
                {formatDate(new Date(review.createdAt), lang)}
              </p>
              <p className="whitespace-pre-line">{review.text}</p>
              {review.reply !== null ? (
                <div className="rounded-lg bg-slate-50 p-3 text-sm">
                  <p className="font-medium">{t("business.reviews.yourReply")}</p>
                  <p className="mt-1 whitespace-pre-line">{review.reply}</p>
                </div>
              ) : (
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="reviewId" value={review.id} />
                  <TextareaField
                    label={t("business.reviews.replyLabel")}
                    id={`reply-${review.id}`}
                    name="reply"
                    rows={3}
                    maxLength={1000}
                    required
                  />
                  <button
                    type="submit"
                    className="rounded-md bg-rose-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-rose-700"
                  >
                    {t("business.reviews.send")}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
