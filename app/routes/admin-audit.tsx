import { useTranslation } from "~/hooks/translation";
import { listAudit } from "#domain/platform/audit.server";
import { AdminPage, AdminTable } from "~/components/admin/admin-ui";
import { INTL_LOCALE } from "#i18n/languages";
import { adminPageContext, requireAdmin } from "~/guards/admin.server";
import { metaTags } from "~/rendering/page-head";
import type { Route } from "./+types/admin-audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { lang, head } = adminPageContext(request, "audit");
  return { entries: await listAudit(context.db), lang, head };
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const when = new Intl.DateTimeFormat(INTL_LOCALE[loaderData.lang], {
    dateStyle: "short",
    timeStyle: "medium",
    timeZone: "Europe/Oslo",
  });
  return (
    <AdminPage title={t("admin.audit.heading")} intro={t("admin.audit.intro")}>
      <AdminTable
        headings={[
          t("admin.audit.when"),
          t("admin.audit.who"),
          t("admin.audit.what"),
          t("admin.audit.subject"),
          t("admin.audit.details"),
        ]}
      >
        {loaderData.entries.map((entry) => (
          <tr key={entry.id} className="border-b border-slate-100 align-top" data-testid="admin-audit-entry">
            <td className="py-2 whitespace-nowrap">{when.format(new Date(entry.occurredAt))}</td>
            <td>{entry.actorEmail ?? "–"}</td>
            <td className="font-mono">{entry.action}</td>
            <td className="font-mono">
              {entry.subjectType} {entry.subjectId}
            </td>
            <td className="font-mono break-all">{JSON.stringify(entry.details)}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminPage>
  );
}
