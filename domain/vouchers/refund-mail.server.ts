import { codeSecrets, groupCode } from "./voucher-codes";
import { translator } from "#i18n/dictionaries.server";
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { composeMail } from "#domain/platform/mail-layout.server";

/** To the customer, whoever refunded the voucher (they, or an admin); a guest order has no name. */
export function refundMail(
  to: { name: string | null; email: string },
  voucher: { code: string; title: string },
  amountOre: number,
  lang: Language,
) {
  const t = translator(lang);
  const code = groupCode(voucher.code);
  const mail = composeMail(to.email, lang, {
    subject: t("mail.refundSubject", { code }),
    greeting: to.name ? t("mail.greeting", { name: to.name }) : t("mail.greetingNameless"),
    paragraphs: [t("mail.refundText", { code, title: voucher.title, amount: formatPrice(amountOre, lang) })],
  });
  return { ...mail, secrets: codeSecrets(voucher.code) };
}
