// Customer lookup for customer service: find an account, then its orders and vouchers.
import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";
import { searchCustomers } from "#domain/admin/admin-records.server";
import { AdminPage, AdminTable } from "~/components/admin/admin-ui";
import { AdminSearchForm } from "~/components/admin/search-form";
import { formatDate } from "#i18n/format";
import { adminPageContext, requireAdmin } from "~/guards/admin.server";
import { metaTags } from "~/rendering/page-head";
import type { Route } from "./+types/admin-customers";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { lang, head } = adminPageContext(request, "customers");
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  return { customers: await searchCustomers(context.db, query), query, lang, head };
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.customers.heading")}>
      <AdminSearchForm defaultValue={loaderData.query} />
      <AdminTable
        headings={[
          t("admin.common.name"),
          t("admin.common.email"),
          t("admin.customers.role"),
          t("admin.customers.orders"),
          t("admin.common.created"),
        ]}
      >
        {loaderData.customers.map((customer) => (
          <tr key={customer.id} className="border-b border-slate-100" data-testid="admin-customer">
            <td className="py-2">{customer.name}</td>
            <td>{customer.email}</td>
            <td>{t(`admin.customers.roles.${customer.role}`)}</td>
            <td>
              <Link to={`/admin/orders?user=${customer.id}`} className="font-semibold text-rose-700 underline">
                {t("admin.customers.showOrders")} ({customer.orderCount})
              </Link>
            </td>
            <td>{formatDate(new Date(customer.createdAt), loaderData.lang)}</td>
          </tr>
        ))}
      </AdminTable>
    </AdminPage>
  );
}
