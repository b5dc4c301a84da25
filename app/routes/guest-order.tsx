import { data, Link } from "react-router";
import { openGuestOrder, orderIdFromGuestToken } from "#domain/checkout/guest-orders.server";
import { refundGuestVoucher } from "#domain/vouchers/refunds.server";
import { qrDataUrl } from "#domain/vouchers/qr.server";
import { formFields } from "#i18n/form-errors.server";
import { FormBanner } from "~/components/auth/auth-card";
import { EmptyPage } from "~/components/empty-page";
import { CreateAccountOffer } from "~/components/shop/create-account-offer";
import { RefundDialog } from "~/components/shop/refund-dialog";
import { VoucherGroups } from "~/components/shop/voucher-groups";
import { useTranslation } from "~/hooks/translation";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { refundAnswer } from "~/route-helpers/refund-answer.server";
import { readForm } from "~/requests/form.server";
import { rememberGuestOrder } from "~/requests/guest-orders.server";
import { languageFromRequest } from "~/requests/language.server";
import type { Route } from "./+types/guest-order";

/**
 * GET /orders/{token}: a guest order's vouchers, opened by the private link in its confirmation
 * e-mail. A link the server did not sign is a plain 404. Opening it lets this browser download
 * the order's PDFs and receipt as the browser that bought it can (the signed guest-order cookie).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const page = await openGuestOrder(context.db, context.signer, params.token, lang);
  if (!page) throw data(null, { status: 404 });
  if (page.kind === "onAccount")
    return { page, vouchers: [], confirmRefundId: null, head: pageHead(lang, (t) => t("success.onAccountTitle")) };
  const { order } = page;
  // Only a voucher that can still be used gets a QR code to show.
  const vouchers = await Promise.all(
    order.vouchers.map(async (voucher) => ({
      voucher,
      qr: voucher.status === "active" ? await qrDataUrl(voucher.code) : null,
    })),
  );
  const asked = new URL(request.url).searchParams.get("refund");
  const confirmRefundId = order.vouchers.some((v) => v.id === asked && v.refundBlock === null) ? asked : null;
  const head = pageHead(lang, (t) => t("success.guestOrderTitle", { number: order.number }));
  const headers = { "Set-Cookie": rememberGuestOrder(request, context.signer, order.id, context.secureCookies) };
  return data({ page, vouchers, confirmRefundId, head }, { headers });
}

/** The 14-day refund of one of the order's vouchers, for whoever holds the link. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const orderId = orderIdFromGuestToken(context.signer, params.token);
  if (!orderId) throw data(null, { status: 404 });
  const lang = languageFromRequest(request);
  const form = formFields(await readForm(request));
  const services = { provider: context.paymentProvider, mailer: context.mailer, origin: context.origin };
  const result = await refundGuestVoucher(context.db, services, {
    voucherId: form.voucherId ?? "",
    orderId,
    language: lang,
  });
  return refundAnswer(result, lang);
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function GuestOrder({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, vouchers } = loaderData;
  if (page.kind === "onAccount")
    return (
      <EmptyPage
        title={t("success.onAccountTitle")}
        text={t("success.onAccountText")}
        link={{ to: "/login?redirectTo=%2Faccount%2Fvouchers", label: t("success.signIn") }}
      />
    );
  const here = `/orders/${params.token}`;
  const confirming = vouchers.find(({ voucher }) => voucher.id === loaderData.confirmRefundId)?.voucher;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("success.guestOrderTitle", { number: page.order.number })}</h1>
      <p className="mt-2 text-slate-700">{t("success.guestOrderIntro")}</p>
      <div className="mt-4">
        <FormBanner tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>
      {confirming ? <RefundDialog key={confirming.id} voucher={confirming} cancelTo={here} /> : null}
      <VoucherGroups vouchers={vouchers} bookingBase={`${here}/vouchers`} />
      <CreateAccountOffer email={page.order.email} />
      <div className="mt-8 text-center">
        <Link to="/" className="font-semibold text-rose-700 hover:underline">
          {t("success.home")}
        </Link>
      </div>
    </div>
  );
}
