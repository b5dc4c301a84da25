import { translator } from "#i18n/dictionaries.server";
import { formatDate, formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { composeMail } from "#domain/platform/mail-layout.server";
import { formatAccountNumber } from "./bank-account";

/** To the partner, when an admin marked the run paid: how much went to which account, and where the statement is. */
export function payoutPaidMail(
  to: { email: string; business: string },
  payout: { netOre: number; accountNumber: string | null; reference: string; periodEnd: Date; statementsUrl: string },
  lang: Language,
) {
  const t = translator(lang);
  return composeMail(to.email, lang, {
    subject: t("payouts.mail.paidSubject", { amount: formatPrice(payout.netOre, lang) }),
    greeting: t("mail.greeting", { name: to.business }),
    paragraphs: [
      t("payouts.mail.paidText", {
        amount: formatPrice(payout.netOre, lang),
        account: payout.accountNumber ? formatAccountNumber(payout.accountNumber) : "-",
        reference: payout.reference,
        date: formatDate(payout.periodEnd, lang),
      }),
    ],
    action: { label: t("payouts.mail.statementsButton"), url: payout.statementsUrl },
  });
}
