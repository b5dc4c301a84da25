import { codeSecrets, groupCode } from "./voucher-codes";
import { translator } from "#i18n/dictionaries.server";
import { formatPrice } from "#i18n/format";
import { DEFAULT_LANGUAGE, type Language } from "#i18n/languages";
import { composeMail } from "#domain/platform/mail-layout.server";
import type { SalesDocument } from "#domain/receipts/sales-document.server";
import { salesDocumentAttachment, salesDocumentDetails } from "#domain/receipts/sales-document-mail.server";

/**
 * To the customer, whoever refunded the voucher (they, or an admin); a guest order has no name.
 * With the refund's credit note, shown and attached as a PDF made when the message is sent.
 */
export function refundMail(
  to: { name: string | null; email: string },
  voucher: { code: string; title: string },
  amountOre: number,
  lang: Language,
  credit?: { document: SalesDocument; refundId: string },
) {
  const t = translator(lang);
  const code = groupCode(voucher.code);
  const mail = composeMail(to.email, lang, {
    subject: t("mail.refundSubject", { code }),
    greeting: to.name ? t("mail.greeting", { name: to.name }) : t("mail.greetingNameless"),
    paragraphs: [t("mail.refundText", { code, title: voucher.title, amount: formatPrice(amountOre, lang) })],
    ...(credit ? { details: salesDocumentDetails(credit.document, lang) } : {}),
  });
  return {
    ...mail,
    ...(credit
      ? {
          attachments: [
            salesDocumentAttachment(credit.document, { kind: "credit-note", refundId: credit.refundId }, lang),
          ],
        }
      : {}),
    secrets: codeSecrets(voucher.code),
  };
}

/** To an admin: the provider refused a refund for good, so the money must go back by hand. */
export function refundFailedMail(
  to: string,
  refusal: {
    provider: string;
    orderNumber: string;
    customerEmail: string;
    amountOre: number;
    reason: string;
    origin: string;
  },
) {
  const lang = DEFAULT_LANGUAGE;
  const t = translator(lang);
  return composeMail(to, lang, {
    subject: t("receipts.refundFailedSubject", { number: refusal.orderNumber }),
    greeting: t("mail.greetingNameless"),
    paragraphs: [
      t("receipts.refundFailedText", {
        provider: refusal.provider,
        amount: formatPrice(refusal.amountOre, lang),
        number: refusal.orderNumber,
        email: refusal.customerEmail,
        reason: refusal.reason,
      }),
    ],
    action: {
      label: t("receipts.refundFailedButton"),
      url: `${refusal.origin}/admin/orders?q=${encodeURIComponent(refusal.orderNumber)}`,
    },
  });
}
