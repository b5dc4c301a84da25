import { codeSecrets, groupCode } from "#domain/vouchers/voucher-codes";
import { receiptOf, type PaymentShown } from "#domain/receipts/sales-document.server";
import { salesDocumentAttachment, salesDocumentDetails } from "#domain/receipts/sales-document-mail.server";
import { translator } from "#i18n/dictionaries.server";
import { formatDate, formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { composeMail } from "#domain/platform/mail-layout.server";

/** What the confirmation shows of an order: its receipt, and its vouchers by code. */
export interface ConfirmedOrder {
  id: string;
  email: string;
  number: string;
  createdAt: Date;
  totalOre: number;
  lines: { title: string; quantity: number; unitPriceOre: number }[];
  payment: PaymentShown;
  /** The promo code the order was bought with: a line of its own on the receipt. */
  discount?: { code: string; discountOre: number } | null;
  /** What a MagicDeals gift card paid of the total (decision 041). */
  giftCardOre?: number;
  vouchers: { code: string; title: string; validUntil: string; gift?: { recipientName: string; deliverOn: string } }[];
}

/** Where the buyer finds the vouchers: My Vouchers, or a guest order's private link. */
export type VouchersLink = { kind: "account"; url: string } | { kind: "guest"; url: string };

/**
 * The order confirmation: the receipt a Norwegian shop gives (seller, org. no. MVA, lines,
 * VAT by rate, payment) with the vouchers, and the receipt as a PDF made when it is sent. A
 * guest's has the order's private link (domain/checkout/guest-orders.server.ts) where an
 * account's has My Vouchers.
 */
export function orderConfirmationMail(order: ConfirmedOrder, lang: Language, vouchers: VouchersLink) {
  const guest = vouchers.kind === "guest";
  const t = translator(lang);
  const receipt = receiptOf({ ...order, language: lang });
  const mail = composeMail(order.email, lang, {
    subject: t("mail.orderSubject", { number: order.number }),
    greeting: t("mail.orderGreeting"),
    paragraphs: [
      t("mail.orderText", { number: order.number, total: formatPrice(order.totalOre, lang) }),
      ...(order.giftCardOre ? [`${t("giftCards.paidWith")}: ${formatPrice(order.giftCardOre, lang)}`] : []),
      ...order.vouchers.map(
        (v) =>
          `${v.title}: ${groupCode(v.code)} (${t("success.validUntil", { date: formatDate(new Date(v.validUntil), lang) })})` +
          (v.gift
            ? `. ${t("gifts.orderLine", { name: v.gift.recipientName, date: formatDate(new Date(`${v.gift.deliverOn}T12:00:00Z`), lang) })}`
            : ""),
      ),
      ...(guest ? [t("mail.orderRefundGuest"), t("mail.orderGuestAccount")] : [t("mail.orderRefund")]),
    ],
    action: { label: guest ? t("mail.orderGuestButton") : t("success.myVouchers"), url: vouchers.url },
    details: salesDocumentDetails(receipt, lang),
  });
  return {
    ...mail,
    attachments: [salesDocumentAttachment(receipt, { kind: "receipt", orderId: order.id }, lang)],
    // The guest link opens the order as the codes do: the admin outbox shows neither.
    secrets: [...order.vouchers.flatMap((v) => codeSecrets(v.code)), ...(guest ? [vouchers.url] : [])],
  };
}
