import { groupCode } from "./voucher-codes";
import type { VoucherView } from "./vouchers.server";
import { translator } from "#i18n/dictionaries.server";
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { composeMail } from "#domain/platform/mail-layout.server";

export function refundMail(
  to: { name: string; email: string },
  voucher: VoucherView,
  amountOre: number,
  lang: Language,
) {
  const t = translator(lang);
  const code = groupCode(voucher.code);
  return composeMail(to.email, lang, {
    subject: t("mail.refundSubject", { code }),
    greeting: t("mail.greeting", { name: to.name }),
    paragraphs: [t("mail.refundText", { code, title: voucher.title, amount: formatPrice(amountOre, lang) })],
  });
}
