// Orders and vouchers for customer service: refund or cancel a voucher, always with a reason.
import { data } from "react-router";
import { z } from "zod";
import { useTranslation } from "~/hooks/translation";
import { searchOrders, voidVoucher } from "#domain/admin/admin-records.server";
import { refundVoucherAsAdmin } from "#domain/vouchers/refunds.server";
import { AdminPage, ReasonForm, StatusBadge } from "~/components/admin/admin-ui";
import { AdminSearchForm } from "~/components/admin/search-form";
import { formatDate, formatPrice } from "#i18n/format";
import { adminDone, adminPageContext, adminReason, adminRefused, requireAdmin } from "~/guards/admin.server";
import { formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { metaTags } from "~/rendering/page-head";
import type { Route } from "./+types/admin-orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { lang, t, head } = adminPageContext(request, "orders");
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").slice(0, 200);
  const userId = params.get("user") ?? undefined;
  // A customer link with a bad id is refused: searched without it, it would list everyone's orders.
  if (userId !== undefined && !z.uuid().safeParse(userId).success)
    return data({ orders: [], query, lang, head, refused: t("admin.common.notFound") }, { status: 400 });
  return { orders: await searchOrders(context.db, { query, userId }), query, lang, head, refused: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { lang, t } = adminPageContext(request, "orders");
  const fields = formFields(await readForm(request));
  const given = adminReason(fields, lang);
  if (!given.ok) return given.response;
  const voucherId = fields.voucherId ?? "";
  const code = fields.code ?? "";
  if (fields.intent === "refund") {
    const services = {
      provider: context.paymentProvider,
      mailer: context.mailer,
      origin: context.origin,
    };
    const result = await refundVoucherAsAdmin(context.db, services, {
      voucherId,
      adminId: admin.id,
      reason: given.reason,
    });
    if (result.ok) return adminDone(t("admin.orders.refunded", { code, amount: formatPrice(result.amountOre, lang) }));
    return result.reason === "notFound"
      ? adminRefused(t("admin.common.notFound"), 404)
      : adminRefused(t("admin.orders.notActive"));
  }
  const result = await voidVoucher(context.db, { voucherId, adminId: admin.id, reason: given.reason });
  if (result.ok) return adminDone(t("admin.orders.voided", { code }));
  return result.reason === "notFound"
    ? adminRefused(t("admin.common.notFound"), 404)
    : adminRefused(t("admin.orders.notActive"));
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = loaderData;
  return (
    <AdminPage
      title={t("admin.orders.heading")}
      result={actionData ?? (loaderData.refused ? { ok: false, message: loaderData.refused } : null)}
    >
      <AdminSearchForm defaultValue={loaderData.query} />
      {loaderData.orders.length === 0 ? (
        <p className="text-slate-700">{t("admin.common.noResults")}</p>
      ) : (
        <ul className="space-y-4">
          {loaderData.orders.map((order) => (
            <li key={order.id} className="rounded-xl border border-slate-200 p-4" data-testid="admin-order">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-mono text-lg font-semibold">{order.number}</h2>
                <StatusBadge status={order.status} label={t(`admin.orders.orderStatus.${order.status}`)} />
              </div>
              <p className="text-sm text-slate-700">
                {order.email} · {formatDate(new Date(order.createdAt), lang)} · {t("admin.orders.total")}{" "}
                {formatPrice(order.totalOre, lang)}
              </p>
              <ul className="mt-3 space-y-2">
                {order.vouchers.map((voucher) => (
                  <li key={voucher.id} className="rounded-lg bg-slate-50 p-3" data-testid="admin-voucher">
                    <div className="flex flex-wrap items-center gap-3">
                      <code className="font-mono font-semibold">{voucher.code}</code>
                      <span className="text-sm">
                        {voucher.title} · {formatPrice(voucher.priceOre, lang)}
                      </span>
                      <StatusBadge status={voucher.status} label={t(`vouchers.status.${voucher.status}`)} />
                      {voucher.refundStatus === "pending" && (
                        <StatusBadge status="pending" label={t("admin.orders.refundPending")} />
                      )}
                    </div>
                    {voucher.refundStatus === "failed" && (
                      <p className="mt-2 text-sm font-semibold text-red-800" role="status">
                        {t("admin.orders.refundFailed")}
                        {voucher.refundFailure
                          ? ` · ${t("admin.orders.refundFailedReason", { reason: voucher.refundFailure })}`
                          : ""}
                      </p>
                    )}
                    {voucher.status === "active" && (
                      <div className="mt-2 flex flex-wrap gap-4">
                        <ReasonForm
                          intent="refund"
                          hidden={{ voucherId: voucher.id, code: voucher.code }}
                          label={t("admin.orders.refund")}
                          idPrefix={`refund-${voucher.id}`}
                        />
                        <ReasonForm
                          intent="void"
                          hidden={{ voucherId: voucher.id, code: voucher.code }}
                          label={t("admin.orders.void")}
                          idPrefix={`void-${voucher.id}`}
                        />
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
