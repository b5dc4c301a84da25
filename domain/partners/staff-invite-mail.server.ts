import { translator } from "#i18n/dictionaries.server";
import type { Language } from "#i18n/languages";
import { composeMail } from "#domain/platform/mail-layout.server";
import { escapeHtml } from "#domain/platform/mail.server";

/** The owner's invitation to work at the counter: the link is the one-time key. */
export function staffInviteMail(
  to: { email: string; partnerName: string },
  lang: Language,
  link: string,
  days: number,
) {
  const t = translator(lang);
  const mail = composeMail(to.email, lang, {
    subject: t("business.staff.mailSubject", { partner: to.partnerName }),
    greeting: t("business.staff.mailGreeting"),
    paragraphs: [t("business.staff.mailText", { partner: to.partnerName }), t("business.staff.mailExpiry", { days })],
    action: { label: t("business.staff.mailButton"), url: link },
  });
  // The link carries the one-time token: hidden from admins as a whole, as the HTML writes it too.
  return { ...mail, secrets: [link, escapeHtml(link)] };
}
