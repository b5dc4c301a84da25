import { translator } from "#i18n/dictionaries.server";
import type { Language } from "#i18n/languages";
import { composeMail } from "#domain/platform/mail-layout.server";
import { escapeHtml } from "#domain/platform/mail.server";

export function passwordResetMail(to: { name: string; email: string }, lang: Language, link: string) {
  const t = translator(lang);
  const mail = composeMail(to.email, lang, {
    subject: t("mail.resetSubject"),
    greeting: t("mail.greeting", { name: to.name }),
    paragraphs: [t("mail.resetText"), t("mail.resetIgnore")],
    action: { label: t("mail.resetButton"), url: link },
  });
  // The link carries the one-time token: hidden from admins as a whole, as the HTML writes it too.
  return { ...mail, secrets: [link, escapeHtml(link)] };
}
