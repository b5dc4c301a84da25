// The deal alerts' e-mails: the link that confirms them (double opt-in), and the daily digest,
// which like every newsletter-type mail carries the one-click unsubscribe (RFC 8058) in its
// headers and its body.
import type { DealCard } from "#domain/catalog/catalog.server";
import { composeMail } from "#domain/platform/mail-layout.server";
import type { MailMessage } from "#domain/platform/mail.server";
import { translator } from "#i18n/dictionaries.server";
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";

export interface AlertRecipient {
  email: string;
  name: string;
  language: Language;
}

const pagePath = (lang: Language, path: string) => (lang === "en" ? `/en${path}` : path);

export function dealAlertConfirmMail(to: AlertRecipient, confirmUrl: string): MailMessage {
  const t = translator(to.language);
  return composeMail(to.email, to.language, {
    subject: t("dealAlertMail.confirmSubject"),
    greeting: t("mail.greeting", { name: to.name }),
    paragraphs: [t("dealAlertMail.confirmText"), t("dealAlertMail.confirmIgnore")],
    action: { label: t("dealAlertMail.confirmButton"), url: confirmUrl },
  });
}

export function dealAlertDigestMail(
  to: AlertRecipient,
  deals: readonly DealCard[],
  links: { origin: string; unsubscribeUrl: string },
): MailMessage {
  const t = translator(to.language);
  const lines = deals.map(
    (deal) =>
      `${deal.title} (${deal.city}): ${formatPrice(deal.discountedPriceOre, to.language)} – ${links.origin}${pagePath(to.language, `/deal/${deal.id}`)}`,
  );
  const message = composeMail(to.email, to.language, {
    subject: t("dealAlertMail.digestSubject", { count: deals.length }),
    greeting: t("mail.greeting", { name: to.name }),
    paragraphs: [
      t("dealAlertMail.digestText"),
      ...lines,
      t("dealAlertMail.unsubscribe", { url: links.unsubscribeUrl }),
    ],
    action: { label: t("dealAlertMail.digestButton"), url: links.origin + pagePath(to.language, "/deals") },
  });
  return {
    ...message,
    headers: {
      "List-Unsubscribe": `<${links.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
