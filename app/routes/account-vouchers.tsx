import { useTranslation } from "~/hooks/translation";
import { data, Link } from "react-router";
import { refundVoucher } from "#domain/vouchers/refunds.server";
import { listUserVouchers } from "#domain/vouchers/vouchers.server";
import { FormBanner } from "~/components/auth/auth-card";
import { translator } from "#i18n/dictionaries.server";
import { formatPrice } from "#i18n/format";
import { formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { VoucherCard } from "~/components/shop/voucher-card";
import { paymentMethodLabel } from "~/components/shop/payment-method";
import { RefundDialog } from "~/components/shop/refund-dialog";
import type { VoucherStatus } from "#domain/vouchers/voucher-transitions.server";
import { languageFromRequest } from "~/requests/language.server";
import { requireUser } from "~/guards/auth.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { qrDataUrl } from "#domain/vouchers/qr.server";
import type { Route } from "./+types/account-vouchers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const lang = languageFromRequest(request);
  const vouchers = await listUserVouchers(context.db, user.id, lang);
  // Only a voucher that can still be used gets a QR code to show.
  const withQr = await Promise.all(
    vouchers.map(async (voucher) => ({
      voucher,
      qr: voucher.status === "active" ? await qrDataUrl(voucher.code) : null,
    })),
  );
  // The refund's confirm step, for a voucher of this user's that can be refunded now.
  const asked = new URL(request.url).searchParams.get("refund");
  const confirmRefundId = vouchers.some((v) => v.id === asked && v.refundBlock === null) ? asked : null;
  return { vouchers: withQr, confirmRefundId, head: pageHead(lang, (t) => t("pages.accountVouchers")) };
}

/** Refund of one of the user's own vouchers (the 14-day money-back promise). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const lang = languageFromRequest(request);
  const t = translator(lang);
  const form = formFields(await readForm(request));
  const voucherId = form.voucherId ?? "";
  const services = {
    provider: context.paymentProvider,
    mailer: context.mailer,
    origin: context.origin,
  };
  const result = await refundVoucher(context.db, services, { voucherId, userId: user.id, language: lang });
  if (!result.ok) {
    const message =
      result.reason === "windowClosed"
        ? t("vouchers.refundWindowClosed")
        : result.reason === "notActive"
          ? t("vouchers.refundNotActive")
          : t("vouchers.refundFailed");
    return data({ ok: false as const, message }, { status: result.reason === "notFound" ? 404 : 409 });
  }
  return {
    ok: true as const,
    message: t("vouchers.refunded", {
      amount: formatPrice(result.amountOre, lang),
      method: paymentMethodLabel(t, result.payment),
    }),
  };
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

/** Usable vouchers first, then the ones that no longer can be, each kind under its own heading. */
const GROUPS: VoucherStatus[] = ["active", "redeemed", "refunded", "expired", "voided"];

export default function AccountVouchers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const confirming = loaderData.vouchers.find(({ voucher }) => voucher.id === loaderData.confirmRefundId)?.voucher;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("pages.accountVouchers")}</h1>
      <div className="mt-4">
        <FormBanner tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>
      {confirming ? <RefundDialog key={confirming.id} voucher={confirming} cancelTo="/account/vouchers" /> : null}
      {loaderData.vouchers.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-slate-700">{t("vouchers.empty")}</p>
          <Link
            to="/deals"
            className="mt-4 inline-block rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700"
          >
            {t("cartPage.browse")}
          </Link>
        </div>
      ) : (
        GROUPS.map((status) => {
          const group = loaderData.vouchers.filter(({ voucher }) => voucher.status === status);
          if (group.length === 0) return null;
          return (
            <section
              key={status}
              aria-labelledby={`vouchers-${status}`}
              className="mt-8"
              data-testid={`vouchers-${status}`}
            >
              <h2 id={`vouchers-${status}`} className="text-xl font-semibold">
                {t(`vouchers.groups.${status}`)}
              </h2>
              <ul className="mt-4 space-y-4">
                {group.map(({ voucher, qr }) => (
                  <li key={voucher.id}>
                    <VoucherCard voucher={voucher} qrDataUrl={qr} refundable />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
