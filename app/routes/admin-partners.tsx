// Partner verification: approve, or reject with a reason that is e-mailed to the partner.
import { useTranslation } from "~/hooks/translation";
import { decidePartner, listPartnersForAdmin } from "#domain/partners/partner-moderation.server";
import { ActionButton, AdminPage, ReasonForm, StatusBadge } from "~/components/admin/admin-ui";
import { formatDate } from "#i18n/format";
import { adminDone, adminPageContext, adminReason, adminRefused, requireAdmin } from "~/guards/admin.server";
import { formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { metaTags } from "~/rendering/page-head";
import type { Route } from "./+types/admin-partners";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { lang, head } = adminPageContext(request, "partners");
  return { partners: await listPartnersForAdmin(context.db), lang, head };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { lang, t } = adminPageContext(request, "partners");
  const fields = formFields(await readForm(request));
  const approve = fields.intent === "approve";
  let reason = "";
  if (!approve) {
    const given = adminReason(fields, lang);
    if (!given.ok) return given.response;
    reason = given.reason;
  }
  const result = await decidePartner(context.db, context.mailer, {
    adminId: admin.id,
    partnerId: fields.partnerId ?? "",
    decision: approve ? { approve: true } : { approve: false, reason },
    dashboardUrl: `${context.origin}/business/dashboard`,
  });
  if (!result.ok)
    return result.reason === "alreadyDecided"
      ? adminRefused(t("admin.common.alreadyDecided"))
      : adminRefused(t("admin.common.notFound"), 404);
  return adminDone(t(approve ? "admin.partners.approved" : "admin.partners.rejected", { name: result.partner.name }));
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function AdminPartners({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.partners.heading")} intro={t("admin.partners.intro")} result={actionData}>
      <ul className="space-y-3">
        {loaderData.partners.map((partner) => (
          <li key={partner.id} className="rounded-xl border border-slate-200 p-4" data-testid="admin-partner">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold">{partner.name}</h2>
              <StatusBadge status={partner.status} label={t(`admin.partners.status.${partner.status}`)} />
            </div>
            <p className="text-sm text-slate-700">
              {t("admin.partners.orgNumber")} {partner.orgNumber} · {partner.city} · {partner.email}
              {partner.ownerEmail && ` · ${t("admin.partners.owner")}: ${partner.ownerEmail}`} ·{" "}
              {formatDate(new Date(partner.createdAt), loaderData.lang)}
            </p>
            {partner.rejectionReason && (
              <p className="text-sm text-rose-800">
                {t("admin.common.reason")}: {partner.rejectionReason}
              </p>
            )}
            <div className="mt-3 flex flex-wrap items-end gap-3">
              {partner.status !== "approved" && (
                <ActionButton
                  intent="approve"
                  hidden={{ partnerId: partner.id }}
                  label={t("admin.partners.approve")}
                  primary
                />
              )}
              {partner.status !== "rejected" && (
                <ReasonForm
                  intent="reject"
                  hidden={{ partnerId: partner.id }}
                  label={t("admin.partners.reject")}
                  idPrefix={`partner-${partner.id}`}
                />
              )}
            </div>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
