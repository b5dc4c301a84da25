// The e-mail with a bought gift card's code: the amount, the code to type at the checkout, the
// expiry, and the way to My gift cards. The code is a secret the admin outbox hides.
import { composeMail } from "#domain/platform/mail-layout.server";
import type { MailMessage } from "#domain/platform/mail.server";
import { translator } from "#i18n/dictionaries.server";
import { formatDate, formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { groupGiftCardCode } from "./gift-card-codes";

export function giftCardMail(
  to: string,
  lang: Language,
  card: { code: string; amountOre: number; expiresAt: Date; orderNumber: string },
  accountUrl: string,
): MailMessage {
  const t = translator(lang);
  const code = groupGiftCardCode(card.code);
  const mail = composeMail(to, lang, {
    subject: t("giftCards.mailSubject", { amount: formatPrice(card.amountOre, lang) }),
    greeting: t("giftCards.mailGreeting"),
    paragraphs: [
      t("giftCards.mailText", { amount: formatPrice(card.amountOre, lang), number: card.orderNumber }),
      t("giftCards.mailCode", { code }),
      t("giftCards.mailValid", { date: formatDate(card.expiresAt, lang) }),
      t("giftCards.mailHowTo"),
    ],
    action: { label: t("giftCards.mailButton"), url: accountUrl },
  });
  return { ...mail, secrets: [card.code, code] };
}
