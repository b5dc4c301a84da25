import { codeSecrets, groupCode } from "#domain/vouchers/voucher-codes";
import { translator } from "#i18n/dictionaries.server";
import { formatDate, formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { composeMail } from "#domain/platform/mail-layout.server";

/** What the confirmation shows of an order (its vouchers by code). */
export interface ConfirmedOrder {
  email: string;
  number: string;
  totalOre: number;
  vouchers: { code: string; title: string; validUntil: string }[];
}

export function orderConfirmationMail(order: ConfirmedOrder, lang: Language, origin: string) {
  const t = translator(lang);
  const mail = composeMail(order.email, lang, {
    subject: t("mail.orderSubject", { number: order.number }),
    greeting: t("mail.orderGreeting"),
    paragraphs: [
      t("mail.orderText", { number: order.number, total: formatPrice(order.totalOre, lang) }),
      ...order.vouchers.map(
        (v) =>
          `${v.title}: ${groupCode(v.code)} (${t("success.validUntil", { date: formatDate(new Date(v.validUntil), lang) })})`,
      ),
      t("mail.orderRefund"),
    ],
    action: { label: t("success.myVouchers"), url: `${origin}/account/vouchers` },
  });
  return { ...mail, secrets: order.vouchers.flatMap((v) => codeSecrets(v.code)) };
}
