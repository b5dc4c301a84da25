import { useTranslation } from "~/hooks/translation";
import { listAudit } from "#domain/platform/audit.server";
import { AdminPage, AdminTable } from "~/components/admin/admin-ui";
import { adminPageContext, requireAdmin } from "~/guards/admin.server";
import { showAuditEntry } from "~/route-helpers/audit-entries.server";
import { metaTags } from "~/rendering/page-head";
import type { Route } from "./+types/admin-audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { lang, t, head } = adminPageContext(request, "audit");
  const entries = (await listAudit(context.db)).map((entry) => showAuditEntry(entry, t, lang));
  return { entries, head };
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.audit.heading")} intro={t("admin.audit.intro")}>
      <AdminTable
        headings={[t("admin.audit.when"), t("admin.audit.who"), t("admin.audit.what"), t("admin.audit.details")]}
      >
        {loaderData.entries.map((entry) => (
          <tr key={entry.id} className="border-b border-slate-100 align-top" data-testid="admin-audit-entry">
            <td className="whitespace-nowrap">{entry.when}</td>
            <td className="wrap-anywhere">{entry.who}</td>
            <td className="min-w-60">{entry.what}</td>
            <td className="min-w-48">
              {entry.details.length > 0 ? (
                <ul className="space-y-1">
                  {entry.details.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : (
                "–"
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminPage>
  );
}
