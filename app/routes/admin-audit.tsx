import { useTranslation } from "~/hooks/translation";
import { listAudit } from "#domain/platform/audit.server";
import { AdminPage } from "~/components/admin/admin-ui";
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
      {loaderData.entries.length === 0 ? (
        <p className="text-slate-700">{t("admin.common.noResults")}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2">
                {t("admin.audit.when")}
              </th>
              <th scope="col">{t("admin.audit.who")}</th>
              <th scope="col">{t("admin.audit.what")}</th>
              <th scope="col">{t("admin.audit.subject")}</th>
              <th scope="col">{t("admin.audit.details")}</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      )}
    </AdminPage>
  );
}
