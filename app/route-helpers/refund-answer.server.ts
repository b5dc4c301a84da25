import { data } from "react-router";
import type { RefundResult } from "#domain/vouchers/refunds.server";
import { translator } from "#i18n/dictionaries.server";
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { paymentMethodLabel } from "~/components/shop/payment-method";

/** What the voucher page shows after a refund: how much goes back where, or why it was not done. */
export function refundAnswer(result: RefundResult, lang: Language) {
  const t = translator(lang);
  if (!result.ok) {
    const message =
      result.reason === "windowClosed"
        ? t("vouchers.refundWindowClosed")
        : result.reason === "giftClaimed"
          ? t("gifts.refundClaimed")
          : result.reason === "notActive"
            ? t("vouchers.refundNotActive")
            : t("vouchers.refundFailed");
    return data({ ok: false as const, message }, { status: result.reason === "notFound" ? 404 : 409 });
  }
  return data({
    ok: true as const,
    message: t("vouchers.refunded", {
      amount: formatPrice(result.amountOre, lang),
      method: paymentMethodLabel(t, result.payment),
    }),
  });
}
