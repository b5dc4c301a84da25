import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { data, Link } from "react-router";
import { getOrderForViewer } from "#domain/vouchers/vouchers.server";
import { orderDiscount } from "#domain/checkout/promo-codes.server";
import { orderGiftCardPayment } from "#domain/checkout/gift-cards.server";
import { VoucherCard } from "~/components/shop/voucher-card";
import { formatDate, formatPrice } from "#i18n/format";
import { languageFromRequest } from "~/requests/language.server";
import type { Language } from "#i18n/languages";
import { getCurrentUser } from "~/guards/auth.server";
import { guestOrderIds } from "~/requests/guest-orders.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { qrDataUrl } from "#domain/vouchers/qr.server";
import type { Route } from "./+types/payment-success";
import { EmptyPage } from "~/components/empty-page";
import { CreateAccountOffer } from "~/components/shop/create-account-offer";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const user = await getCurrentUser(request, context);
  const orderId = new URL(request.url).searchParams.get("order") ?? "";
  const order = await getOrderForViewer(
    context.db,
    orderId,
    { userId: user?.id ?? null, guestOrderIds: guestOrderIds(request, context.signer) },
    lang,
  );
  const discount = order ? await orderDiscount(context.db, order.id) : null;
  const giftCard = order ? await orderGiftCardPayment(context.db, order.id) : null;
  const vouchers = order
    ? await Promise.all(
        order.vouchers.map(async (voucher) => ({
          voucher,
          qr: voucher.status === "active" ? await qrDataUrl(voucher.code) : null,
        })),
      )
    : [];
  // Someone else's order (or none of that id) answers 404, like any resource that is not yours.
  return data(
    // A guest is offered an account for the vouchers, not sent to sign in.
    { order, vouchers, discount, giftCard, guest: !user, head: pageHead(lang, (t) => t("success.title")) },
    { status: orderId && !order ? 404 : 200 },
  );
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { order, vouchers, discount, giftCard, guest } = loaderData;
  if (!order) {
    return <EmptyPage title={t("success.notFound")} link={{ to: "/", label: t("success.home") }} />;
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <div className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
        <h1 className="mt-4 text-3xl font-bold">{t("success.title")}</h1>
        <p className="mt-2 text-slate-700">{t("success.intro", { email: order.email })}</p>
      </div>
      <dl className="mx-auto mt-8 grid max-w-xl grid-cols-3 gap-4 rounded-xl bg-slate-50 p-5 text-center">
        <div>
          <dt className="text-sm text-slate-700">{t("success.order")}</dt>
          <dd className="font-mono font-semibold" data-testid="order-number">
            {order.number}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t("success.date")}</dt>
          <dd className="font-semibold">{formatDate(new Date(order.createdAt), lang)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t("success.total")}</dt>
          <dd className="font-semibold">{formatPrice(order.totalOre, lang)}</dd>
        </div>
      </dl>
      {discount ? (
        <p className="mt-3 text-center text-emerald-800" data-testid="order-discount">
          {t("promo.applied", { code: discount.code })}: −{formatPrice(discount.discountOre, lang)}
        </p>
      ) : null}
      {giftCard ? (
        // What the gift card paid and what the card or Vipps was charged add up to the total.
        <dl className="mx-auto mt-3 max-w-xl text-center text-slate-800" data-testid="order-gift-card">
          <div>
            <dt className="inline">{t("giftCards.orderPaid", { code: giftCard.code })}: </dt>
            <dd className="inline font-semibold">−{formatPrice(giftCard.amountOre, lang)}</dd>
          </div>
          {order.totalOre > giftCard.amountOre ? (
            <div>
              <dt className="inline">{t("giftCards.orderCharged")}: </dt>
              <dd className="inline font-semibold">{formatPrice(order.totalOre - giftCard.amountOre, lang)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <h2 className="mt-10 text-xl font-semibold">{t("success.vouchers")}</h2>
      <ul className="mt-4 space-y-4">
        {vouchers.map(({ voucher, qr }) => (
          <li key={voucher.id}>
            <VoucherCard voucher={voucher} qrDataUrl={qr} />
          </li>
        ))}
      </ul>
      {guest ? <CreateAccountOffer email={order.email} /> : null}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100">
          {t("success.home")}
        </Link>
        {guest ? null : (
          <Link
            to="/account/vouchers"
            className="rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700"
          >
            {t("success.myVouchers")}
          </Link>
        )}
      </div>
    </div>
  );
}
