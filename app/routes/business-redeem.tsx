// Voucher redemption at the counter: type the code (or scan its QR code), see what it is, redeem
// it once; a redemption shows big and green and the field is emptied for the next customer.
// Today's redemptions are listed, and the owner may undo one within minutes. Unknown codes are
// throttled.
import { useTranslation } from "~/hooks/translation";
import { data, Form, Link, useNavigation } from "react-router";
import {
  lookupVoucher,
  redeemVoucher,
  redemptionsToday,
  undoRedemption,
  UNDO_MINUTES,
} from "#domain/vouchers/redemptions.server";
import { groupCode } from "#domain/vouchers/voucher-codes";
import { TodaysRedemptions } from "~/components/business/todays-redemptions";
import { FormBanner } from "~/components/auth/auth-card";
import { QrScanner } from "~/components/business/qr-scanner";
import { ErrorSummary } from "~/components/form/error-summary";
import { TextField } from "~/components/form/text-field";
import { useFormErrors } from "~/components/form/use-form-errors";
import { translator } from "#i18n/dictionaries.server";
import { formatDate, formatTime } from "#i18n/format";
import { languageFromRequest } from "~/requests/language.server";
import type { Language } from "#i18n/languages";
import { formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { requirePartner } from "~/guards/partner-auth.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { LIMITS, minutesToWait } from "~/guards/throttle-limits.server";
import type { Route } from "./+types/business-redeem";

const limits = { perPartner: LIMITS.redeemFailuresPerPartner, perIp: LIMITS.redeemFailuresPerIp };

export async function loader({ request, context }: Route.LoaderArgs) {
  // The counter is staff's page too (issue 22); undo stays the owner's.
  const { partner, memberRole } = await requirePartner(request, context, { allow: "staff" });
  return {
    head: pageHead(languageFromRequest(request), (t) => t("dealEditor.redeem.title")),
    today: await redemptionsToday(context.db, partner.id, new Date(), memberRole),
    isOwner: memberRole === "owner",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, partner, memberRole } = await requirePartner(request, context, { allow: "staff" });
  const t = translator(languageFromRequest(request));
  const fields = formFields(await readForm(request));
  if (fields.intent === "undo" && memberRole !== "owner") {
    throw data({ message: t("business.staff.ownerOnlyTitle") }, { status: 403 });
  }
  const code = (fields.code ?? "").slice(0, 100);
  // An empty box is a field to fill in, not an unknown code (which would count towards the throttle).
  if (code.trim() === "") {
    return data(
      { code, voucher: null, message: undefined, tone: "error" as const, errors: { code: t("form.required") } },
      { status: 400 },
    );
  }
  const counter = { partnerId: partner.id, userId: user.id, ip: context.ip, code };
  if (fields.intent === "undo") {
    const undone = await undoRedemption(context.db, counter);
    return undone.ok
      ? {
          code: "",
          voucher: null,
          message: t("dealEditor.redeem.undoDone", { code: groupCode(code) }),
          tone: "success" as const,
        }
      : data(
          {
            code: "",
            voucher: null,
            message: t("dealEditor.redeem.undoTooLate", { minutes: UNDO_MINUTES }),
            tone: "error" as const,
          },
          { status: 409 },
        );
  }
  const result =
    fields.intent === "redeem"
      ? await redeemVoucher(context.db, counter, limits)
      : await lookupVoucher(context.db, counter, limits);
  if (result.ok) {
    // A redemption empties the field for the next customer and shows itself in the green panel.
    return fields.intent === "redeem"
      ? { code: "", voucher: null, redeemed: result.voucher, message: undefined, tone: "success" as const }
      : { code, voucher: result.voucher, message: undefined, tone: "success" as const };
  }
  if (result.reason === "notActive") {
    return data(
      { code, voucher: result.voucher, message: t("dealEditor.redeem.notActive"), tone: "error" as const },
      { status: 409 },
    );
  }
  const message =
    result.reason === "throttled"
      ? t("dealEditor.redeem.throttled", { max: result.max, count: minutesToWait(result.retryAfterSeconds) })
      : t("dealEditor.redeem.unknown");
  return data(
    { code, voucher: null, message, tone: "error" as const },
    { status: result.reason === "throttled" ? 429 : 404 },
  );
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function BusinessRedeem({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  const voucher = actionData?.voucher ?? null;
  const redeemed = actionData && "redeemed" in actionData ? actionData.redeemed : null;
  const { errors, onInput } = useFormErrors(actionData && "errors" in actionData ? actionData.errors : undefined);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      {loaderData.isOwner ? (
        <Link to="/business/deals" className="text-sm text-rose-800 underline">
          {t("dealEditor.form.back")}
        </Link>
      ) : null}
      <h1 className="mt-2 text-3xl font-bold">{t("dealEditor.redeem.title")}</h1>
      <p className="mt-2 text-slate-700">{t("dealEditor.redeem.intro")}</p>

      <div className="mt-6 empty:hidden">
        <ErrorSummary
          listTitle={t("form.summaryTitle")}
          errors={errors}
          labels={{ code: t("dealEditor.redeem.code") }}
          answer={actionData}
        />
      </div>
      <Form id="lookup-form" method="post" noValidate className="mt-6 space-y-4" onInput={onInput}>
        <TextField
          error={errors.code}
          label={t("dealEditor.redeem.code")}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={100}
          defaultValue={actionData?.code}
          key={redeemed ? `redeemed-${redeemed.code}` : actionData?.code}
        />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="lookup"
            disabled={navigation.state === "submitting"}
            className="rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700 disabled:bg-slate-500"
          >
            {intent === "lookup" ? t("dealEditor.redeem.looking") : t("dealEditor.redeem.lookup")}
          </button>
          <QrScanner formId="lookup-form" />
        </div>
      </Form>

      <div className="mt-6">
        <FormBanner tone={actionData?.tone} message={actionData?.message} />
      </div>

      {redeemed ? (
        <section
          role="status"
          data-testid="redeemed"
          className="mt-6 rounded-2xl border-2 border-emerald-700 bg-emerald-50 p-6 text-emerald-950"
        >
          <p className="text-3xl font-bold">
            <span aria-hidden="true">✓ </span>
            {t("dealEditor.redeem.redeemedAt", {
              time: formatTime(redeemed.redeemedAt ? new Date(redeemed.redeemedAt) : new Date(), lang),
            })}
          </p>
          <p className="mt-2 font-mono text-lg">{groupCode(redeemed.code)}</p>
          <p className="mt-1">{redeemed.dealTitle}</p>
        </section>
      ) : null}

      {voucher ? (
        <section aria-labelledby="voucher-title" className="mt-6 rounded-2xl border border-slate-200 p-6 shadow-sm">
          <h2 id="voucher-title" className="font-mono text-xl font-semibold">
            {groupCode(voucher.code)}
          </h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="font-medium">{t("dealEditor.redeem.deal")}</dt>
            <dd>{voucher.dealTitle}</dd>
            <dt className="font-medium">{t("dealEditor.redeem.package")}</dt>
            <dd>{t(`deal.packages.${voucher.packageKind}`)}</dd>
            <dt className="font-medium">{t("dealEditor.redeem.customer")}</dt>
            <dd>{voucher.firstName ?? t("dealEditor.redeem.guest")}</dd>
            <dt className="font-medium">{t("dealEditor.redeem.validUntil")}</dt>
            <dd>{formatDate(new Date(voucher.validUntil), lang)}</dd>
            <dt className="font-medium">{t("dealEditor.redeem.state")}</dt>
            <dd
              data-testid="voucher-state"
              className={voucher.status === "active" ? "text-emerald-800" : "text-rose-800"}
            >
              {voucher.status === "redeemed"
                ? t("dealEditor.redeem.redeemed", {
                    date: voucher.redeemedAt ? formatDate(new Date(voucher.redeemedAt), lang) : "",
                    time: voucher.redeemedAt ? formatTime(new Date(voucher.redeemedAt), lang) : "",
                  })
                : t(`dealEditor.redeem.${voucher.status}`)}
            </dd>
          </dl>
          {voucher.status === "active" ? (
            <Form method="post" className="mt-6">
              <input type="hidden" name="code" value={voucher.code} />
              <button
                type="submit"
                name="intent"
                value="redeem"
                disabled={navigation.state === "submitting"}
                className="rounded-md bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800 disabled:bg-slate-500"
              >
                {intent === "redeem" ? t("dealEditor.redeem.redeeming") : t("dealEditor.redeem.redeem")}
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}

      <TodaysRedemptions redemptions={loaderData.today} lang={lang} busy={navigation.state === "submitting"} />
    </div>
  );
}
