import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";
import { adminOverview } from "#domain/admin/admin-overview.server";
import { AdminPage } from "~/components/admin/admin-ui";
import { adminPageContext, requireAdmin } from "~/guards/admin.server";
import { metaTags } from "~/rendering/page-head";
import type { Route } from "./+types/admin-overview";
import { WITHOUT_SHELL_ICONS } from "~/components/icons/repeated-icons";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { ...(await adminOverview(context.db)), head: adminPageContext(request, "overview").head };
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

// No deal cards, ratings or reviews here: the shell leaves out their icons.
export const handle = WITHOUT_SHELL_ICONS;

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const cards = [
    { label: t("admin.overview.pendingPartners"), value: loaderData.pendingPartners, to: "/admin/partners" },
    { label: t("admin.overview.pendingDeals"), value: loaderData.pendingDeals, to: "/admin/deals" },
    { label: t("admin.overview.newMessages"), value: loaderData.newMessages, to: "/admin/inbox" },
    { label: t("admin.overview.outboxFailed"), value: loaderData.failedMail, to: "/admin/outbox" },
  ];
  return (
    <AdminPage title={t("admin.title")}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className="block rounded-xl border border-slate-200 p-5 shadow-sm hover:border-rose-300">
              <span className="block text-3xl font-bold" data-testid="admin-count">
                {card.value}
              </span>
              <span className="text-slate-700">{card.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
