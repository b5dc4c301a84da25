import type { PaymentShown } from "#domain/receipts/sales-document.server";
import type { TFunction } from "#i18n/translate";

/** Where a refund goes, as the buyer knows it: "Visa ·· 4242", or "Vipps". */
export function paymentMethodLabel(t: TFunction, payment: PaymentShown): string {
  if (payment.type === "vipps") return t("vouchers.paymentVipps");
  if (payment.type === "giftcard") return t("vouchers.paymentGiftCard");
  // A card paid through Vipps may come without its last digits.
  return payment.last4 ? t("vouchers.paymentCard", payment) : payment.brand;
}
