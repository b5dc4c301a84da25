// The partner's payouts: the commission of its plan, the account payouts go to, and every
// payout's statement to download.
import { data, Form, useNavigation } from "react-router";
import { formatAccountNumber, payoutSettingsSchema } from "#domain/partners/bank-account";
import { businessPlan } from "#domain/partners/business-plans";
import { getPayoutAccount, listPartnerPayouts, savePayoutAccount } from "#domain/partners/payout-statements.server";
import { translator } from "#i18n/dictionaries.server";
import { fieldErrors, formFields } from "#i18n/form-errors.server";
import { formatDate, formatDecimal, formatNumber, formatPrice } from "#i18n/format";
import { FormBanner } from "~/components/auth/auth-card";
import { DataTable } from "~/components/data-table";
import { ErrorSummary } from "~/components/form/error-summary";
import { fieldsFrom } from "~/components/form/field-values";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { useFormErrors } from "~/components/form/use-form-errors";
import { requirePartner } from "~/guards/partner-auth.server";
import { useTranslation } from "~/hooks/translation";
import { readForm } from "~/requests/form.server";
import { languageFromRequest } from "~/requests/language.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import type { Route } from "./+types/business-payouts";
import { BusinessPageHeading } from "~/components/business/business-page-heading";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { partner } = await requirePartner(request, context);
  const lang = languageFromRequest(request);
  const [payouts, account] = await Promise.all([
    listPartnerPayouts(context.db, partner.id),
    getPayoutAccount(context.db, partner.id),
  ]);
  return {
    lang,
    payouts,
    account: account ? formatAccountNumber(account) : "",
    ratePercent: businessPlan(partner.plan).commissionBasisPoints / 100,
    head: pageHead(lang, (t) => t("payouts.page.title")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { partner } = await requirePartner(request, context);
  const lang = languageFromRequest(request);
  const fields = formFields(await readForm(request));
  const parsed = payoutSettingsSchema.safeParse(fields);
  if (!parsed.success)
    return data(
      {
        ok: false as const,
        errors: fieldErrors(parsed.error, lang),
        values: { accountNumber: fields.accountNumber ?? "" },
      },
      { status: 400 },
    );
  await savePayoutAccount(context.db, partner.id, parsed.data.accountNumber);
  return {
    ok: true as const,
    values: { accountNumber: formatAccountNumber(parsed.data.accountNumber) },
    message: translator(lang)("payouts.settings.saved"),
  };
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function BusinessPayoutsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { lang, payouts } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const { errors, onInput } = useFormErrors(failed?.errors);
  const field = fieldsFrom(actionData?.values ?? { accountNumber: loaderData.account }, errors);
  const label = t("payouts.settings.accountNumber");

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <BusinessPageHeading
        title={t("payouts.page.title")}
        intro={t("payouts.page.intro", { rate: formatDecimal(loaderData.ratePercent, lang) })}
        back={t("payouts.page.back")}
      />

      <section aria-labelledby="account-title" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="account-title" className="text-xl font-semibold">
          {t("payouts.settings.title")}
        </h2>
        <p className="mt-1 text-slate-700">{t("payouts.settings.intro")}</p>
        {!loaderData.account ? (
          <p className="mt-2 font-medium text-amber-900" data-testid="account-missing">
            {t("payouts.settings.missing")}
          </p>
        ) : null}
        <div className="mt-4 space-y-3 empty:hidden">
          <ErrorSummary
            listTitle={t("form.summaryTitle")}
            errors={errors}
            labels={{ accountNumber: label }}
            order={["accountNumber"]}
            answer={failed}
          />
          {actionData?.ok ? <FormBanner tone="success" message={actionData.message} /> : null}
        </div>
        <Form
          method="post"
          noValidate
          className="mt-4 space-y-4"
          onInput={onInput}
          key={actionData ? JSON.stringify(actionData.values) : "loaded"}
        >
          <TextField
            label={label}
            hint={t("payouts.settings.accountHint")}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            required
            {...field("accountNumber")}
          />
          <SubmitButton busy={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? t("payouts.settings.saving") : t("payouts.settings.save")}
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="statements-title" className="mt-8">
        <h2 id="statements-title" className="text-xl font-semibold">
          {t("payouts.page.statementsTitle")}
        </h2>
        {payouts.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("payouts.page.empty")}</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <DataTable
              testId="payout-statements"
              columns={[
                t("payouts.page.period"),
                t("payouts.page.status"),
                t("payouts.page.vouchers"),
                t("payouts.page.net"),
                t("payouts.page.reference"),
                t("payouts.page.files"),
              ]}
            >
              {payouts.map((payout) => {
                const date = formatDate(payout.periodEnd, lang);
                return (
                  <tr key={payout.id} className="border-b border-slate-200" data-testid="payout-row">
                    <td className="py-2">{date}</td>
                    <td className="py-2">{t(`payouts.page.statuses.${payout.status}`)}</td>
                    <td className="py-2">{formatNumber(payout.voucherCount, lang)}</td>
                    <td className="py-2 font-semibold">{formatPrice(payout.netOre, lang)}</td>
                    <td className="py-2 font-mono">{payout.reference}</td>
                    <td className="py-2">
                      <span className="flex gap-3">
                        <a
                          href={`/business/payouts/${payout.id}/statement.pdf`}
                          download
                          aria-label={t("payouts.page.downloadPdfLabel", { date })}
                          className="font-semibold text-rose-700 underline"
                        >
                          {t("payouts.page.downloadPdf")}
                        </a>
                        <a
                          href={`/business/payouts/${payout.id}/statement.csv`}
                          download
                          aria-label={t("payouts.page.downloadCsvLabel", { date })}
                          className="font-semibold text-rose-700 underline"
                        >
                          {t("payouts.page.downloadCsv")}
                        </a>
                      </span>
                    </td>
                  </tr>
                );
              })}
            </DataTable>
          </div>
        )}
      </section>
    </div>
  );
}
