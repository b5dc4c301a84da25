import { data, Form, Link, redirect, useNavigation } from "react-router";
import { useTranslation } from "~/hooks/translation";
import { reviewableVoucher, reviewInput, writeReview, type WriteReviewResult } from "#domain/reviews/reviews.server";
import { translator } from "#i18n/dictionaries.server";
import { fieldErrors, formFields, type FieldErrors } from "#i18n/form-errors.server";
import { ErrorSummary } from "~/components/form/error-summary";
import { Fieldset } from "~/components/form/form-fieldset";
import { fieldsFrom } from "~/components/form/field-values";
import { SubmitButton } from "~/components/form/submit-button";
import { TextareaField } from "~/components/form/textarea-field";
import { useFormErrors } from "~/components/form/use-form-errors";
import { FormBanner } from "~/components/auth/auth-card";
import { requireUser } from "~/guards/auth.server";
import { flashCookie } from "~/requests/flash.server";
import { readForm } from "~/requests/form.server";
import { languageFromRequest } from "~/requests/language.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/account-voucher-review";

const REFUSALS = {
  notFound: "reviews.form.notFound",
  notRedeemed: "reviews.form.notRedeemed",
  alreadyReviewed: "reviews.form.already",
} as const satisfies Record<Exclude<WriteReviewResult, { ok: true }>["reason"], string>;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const lang = languageFromRequest(request);
  const voucher = await reviewableVoucher(context.db, user.id, params.voucherId, lang);
  if (!voucher) throw data({ head: pageHead(lang, (t) => t("reviews.form.notFound")) }, { status: 404 });
  const refusal = voucher.review
    ? REFUSALS.alreadyReviewed
    : voucher.status !== "redeemed"
      ? REFUSALS.notRedeemed
      : null;
  return {
    voucher,
    refusal: refusal ? translator(lang)(refusal) : null,
    head: pageHead(lang, (t) => t("reviews.form.title", { title: voucher.dealTitle })),
  };
}

/** Publishes the review and shows it on the deal's page; a refusal or a wrong field comes back here. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const lang = languageFromRequest(request);
  // The body is read first (an answer before it would cut the connection); then someone else's
  // voucher (or none) is not found, whatever was posted.
  const fields = formFields(await readForm(request));
  if (!(await reviewableVoucher(context.db, user.id, params.voucherId, lang))) {
    throw data({ head: pageHead(lang, (t) => t("reviews.form.notFound")) }, { status: 404 });
  }
  const parsed = reviewInput.safeParse(fields);
  if (!parsed.success)
    return data(
      { errors: fieldErrors(parsed.error, lang), values: fields, message: undefined as string | undefined },
      { status: 400 },
    );
  const result = await writeReview(context.db, {
    userId: user.id,
    voucherId: params.voucherId,
    language: lang,
    ...parsed.data,
  });
  if (!result.ok)
    return data(
      { errors: {} as FieldErrors, values: fields, message: translator(lang)(REFUSALS[result.reason]) },
      { status: result.reason === "notFound" ? 404 : 409 },
    );
  // The notice makes the deal page render fresh, so the new review is on it at once.
  return redirect(`/deal/${result.dealId}#reviews`, {
    status: 303,
    headers: { "Set-Cookie": flashCookie("reviewed", context.secureCookies) },
  });
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function AccountVoucherReview({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { voucher, refusal } = loaderData;
  const busy = useNavigation().state === "submitting";
  const { errors, onInput } = useFormErrors(actionData?.errors);
  const field = fieldsFrom(actionData?.values ?? {}, errors);
  const chosen = actionData?.values.rating ?? "";
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("reviews.form.title", { title: voucher.dealTitle })}</h1>
      <p className="mt-3 text-slate-700">{t("reviews.form.intro")}</p>
      {refusal ? (
        <div className="mt-6">
          <FormBanner tone="error" message={refusal} />
        </div>
      ) : (
        <>
          <div className="mt-6 empty:hidden">
            <ErrorSummary
              title={actionData?.message}
              listTitle={t("form.summaryTitle")}
              errors={errors}
              labels={{ rating: t("reviews.form.ratingLegend"), text: t("reviews.form.text") }}
              targets={{ rating: "rating-5" }}
              order={["rating", "text"]}
              answer={actionData}
            />
          </div>
          <Form method="post" noValidate className="mt-6 space-y-6" onInput={onInput}>
            <Fieldset legend={t("reviews.form.ratingLegend")} name="rating" error={errors.rating}>
              <div className="flex flex-wrap gap-3">
                {[5, 4, 3, 2, 1].map((rating) => (
                  <label
                    key={rating}
                    className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-rose-600 has-[:checked]:bg-rose-50"
                  >
                    <input
                      type="radio"
                      id={`rating-${rating}`}
                      name="rating"
                      value={rating}
                      defaultChecked={chosen === String(rating)}
                      className="size-4 accent-rose-600"
                    />
                    <span aria-hidden="true">{"★".repeat(rating)}</span>
                    <span className="sr-only">{t("reviews.form.ratingOption", { rating })}</span>
                  </label>
                ))}
              </div>
            </Fieldset>
            <TextareaField
              label={t("reviews.form.text")}
              hint={t("reviews.form.textHint")}
              rows={6}
              required
              maxLength={2000}
              {...field("text")}
            />
            <SubmitButton busy={busy}>{t("reviews.form.submit")}</SubmitButton>
          </Form>
        </>
      )}
      <p className="mt-8">
        <Link to="/account/vouchers" className="underline">
          {t("reviews.form.back")}
        </Link>
      </p>
    </div>
  );
}
