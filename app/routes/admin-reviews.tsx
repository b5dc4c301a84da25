// Reviews across the shop, newest first: an admin hides one with a reason (audited), which takes
// it off the deal page and out of the deal's rating.
import { useTranslation } from "~/hooks/translation";
import { hideReview, listReviewsForAdmin } from "#domain/reviews/reviews.server";
import { AdminPage, ReasonForm, StatusBadge } from "~/components/admin/admin-ui";
import { formatDate } from "#i18n/format";
import { adminDone, adminPageContext, adminReason, adminRefused, requireAdmin } from "~/guards/admin.server";
import { formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { metaTags } from "~/rendering/page-head";
import type { Route } from "./+types/admin-reviews";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { lang, head } = adminPageContext(request, "reviews");
  return { reviews: await listReviewsForAdmin(context.db), lang, head };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { lang, t } = adminPageContext(request, "reviews");
  const fields = formFields(await readForm(request));
  const reason = adminReason(fields, lang);
  if (!reason.ok) return reason.response;
  const hidden = await hideReview(context.db, {
    adminUserId: admin.id,
    reviewId: fields.reviewId ?? "",
    reason: reason.reason,
  });
  return hidden.ok ? adminDone(t("admin.reviews.hidden")) : adminRefused(t("admin.common.notFound"), 404);
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = loaderData;
  return (
    <AdminPage title={t("admin.reviews.heading")} intro={t("admin.reviews.intro")} result={actionData}>
      {loaderData.reviews.length === 0 ? (
        <p className="text-slate-700">{t("admin.common.noResults")}</p>
      ) : (
        <ul className="space-y-4">
          {loaderData.reviews.map((review) => (
            <li key={review.id} className="space-y-2 rounded-xl border border-slate-200 p-4" data-testid="admin-review">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold">{review.dealTitle}</h2>
                {review.hiddenReason !== null ? (
                  <StatusBadge status="rejected" label={t("admin.reviews.hiddenBadge")} />
                ) : null}
              </div>
              <p className="text-sm text-slate-700">
                {t("admin.reviews.byline", { rating: review.rating, author: review.author })} ·{" "}
                {formatDate(new Date(review.createdAt), lang)}
              </p>
              <p className="whitespace-pre-line">{review.text}</p>
              {review.hiddenReason !== null ? (
                <p className="text-sm text-slate-700">{t("admin.reviews.reason", { reason: review.hiddenReason })}</p>
              ) : (
                <ReasonForm
                  intent="hide"
                  hidden={{ reviewId: review.id }}
                  label={t("admin.reviews.hide")}
                  idPrefix={`review-${review.id}`}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
