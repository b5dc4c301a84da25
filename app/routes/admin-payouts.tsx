// Payout runs: the job makes one on the 1st and the 16th; an admin approves it, downloads the
// payment file for the bank, and marks it paid (which e-mails the partners). Each step audited.
import { approvePayoutRun, listPayoutRuns, markPayoutRunPaid } from "#domain/partners/payout-runs.server";
import { formFields } from "#i18n/form-errors.server";
import { formatDate, formatNumber, formatPrice } from "#i18n/format";
import { ActionButton, AdminPage, AdminTable, StatusBadge } from "~/components/admin/admin-ui";
import { adminDone, adminPageContext, adminRefused, requireAdmin } from "~/guards/admin.server";
import { useTranslation } from "~/hooks/translation";
import { readForm } from "~/requests/form.server";
import { metaTags } from "~/rendering/page-head";
import type { Route } from "./+types/admin-payouts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { lang, head } = adminPageContext(request, "payouts");
  return { runs: await listPayoutRuns(context.db), lang, head };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { t } = adminPageContext(request, "payouts");
  const fields = formFields(await readForm(request));
  const runId = /^[0-9a-f-]{36}$/i.test(fields.runId ?? "") ? fields.runId! : "";
  if (!runId) return adminRefused(t("payouts.admin.notFound"), 404);
  const result =
    fields.intent === "markPaid"
      ? await markPayoutRunPaid(context.db, context.mailer, runId, admin.id, context.origin)
      : await approvePayoutRun(context.db, runId, admin.id);
  if (!result.ok)
    return result.reason === "notFound"
      ? adminRefused(t("payouts.admin.notFound"), 404)
      : adminRefused(t("payouts.admin.wrongStatus"));
  return adminDone(t(fields.intent === "markPaid" ? "payouts.admin.paid" : "payouts.admin.approved"));
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function AdminPayouts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = loaderData;
  return (
    <AdminPage title={t("payouts.admin.title")} intro={t("payouts.admin.intro")} result={actionData}>
      <AdminTable
        headings={[
          t("payouts.admin.period"),
          t("payouts.admin.status"),
          t("payouts.admin.payouts"),
          t("payouts.admin.amount"),
          t("payouts.admin.actions"),
        ]}
      >
        {loaderData.runs.map((run) => {
          const date = formatDate(run.periodEnd, lang);
          return (
            <tr key={run.id} className="border-b border-slate-200 align-top" data-testid="payout-run">
              <td className="py-2">{date}</td>
              <td className="py-2">
                <StatusBadge status={run.status} label={t(`payouts.page.statuses.${run.status}`)} />
              </td>
              <td className="py-2">
                {formatNumber(run.payouts, lang)}
                {run.missingAccounts > 0 ? (
                  <span className="block text-sm text-amber-900">
                    {t("payouts.admin.missingAccounts", { count: run.missingAccounts })}
                  </span>
                ) : null}
              </td>
              <td className="py-2 font-semibold">{formatPrice(run.netOre, lang)}</td>
              <td className="py-2">
                <div className="flex flex-wrap items-center gap-2">
                  {run.status === "pending" ? (
                    <ActionButton
                      intent="approve"
                      hidden={{ runId: run.id }}
                      label={t("payouts.admin.approve")}
                      primary
                    />
                  ) : null}
                  {run.status === "approved" ? (
                    <ActionButton
                      intent="markPaid"
                      hidden={{ runId: run.id }}
                      label={t("payouts.admin.markPaid")}
                      primary
                    />
                  ) : null}
                  <a
                    href={`/admin/payouts/${run.id}/payout-file.csv`}
                    download
                    aria-label={t("payouts.admin.downloadLabel", { date })}
                    className="text-sm font-semibold text-rose-700 underline"
                  >
                    {t("payouts.admin.download")}
                  </a>
                </div>
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </AdminPage>
  );
}
