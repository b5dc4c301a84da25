// The newsletter's e-mails. Every newsletter-type mail carries a one-click unsubscribe: the
// List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058, which mail providers show as a
// button and POST to) and the same link in the body.
import { translator } from "#i18n/dictionaries.server";
import type { Language } from "#i18n/languages";
import { composeMail, type MailContent } from "#domain/platform/mail-layout.server";
import type { MailMessage } from "#domain/platform/mail.server";

export interface NewsletterRecipient {
  email: string;
  language: Language;
  /** The one-click link that takes this address off the list. */
  unsubscribeUrl: string;
}

/** The mail with the link that confirms a sign-up (double opt-in). Not a newsletter yet. */
export function newsletterConfirmMail(to: { email: string; language: Language }, confirmUrl: string) {
  const t = translator(to.language);
  return composeMail(to.email, to.language, {
    subject: t("accountMail.newsletterConfirmSubject"),
    greeting: t("mail.greeting", { name: to.email }),
    paragraphs: [t("accountMail.newsletterConfirmText"), t("accountMail.newsletterConfirmIgnore")],
    action: { label: t("accountMail.newsletterConfirmButton"), url: confirmUrl },
  });
}

/** Any newsletter-type mail: the content, then the unsubscribe link in the body and the headers. */
export function newsletterMail(to: NewsletterRecipient, content: MailContent): MailMessage {
  const t = translator(to.language);
  const message = composeMail(to.email, to.language, {
    ...content,
    paragraphs: [...content.paragraphs, t("accountMail.newsletterUnsubscribe", { url: to.unsubscribeUrl })],
  });
  return {
    ...message,
    headers: {
      "List-Unsubscribe": `<${to.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The first newsletter mail, right after the address is confirmed. */
export function newsletterWelcomeMail(to: NewsletterRecipient, origin: string) {
  const t = translator(to.language);
  return newsletterMail(to, {
    subject: t("accountMail.newsletterWelcomeSubject"),
    greeting: t("mail.greeting", { name: to.email }),
    paragraphs: [t("accountMail.newsletterWelcomeText")],
    action: { label: t("accountMail.newsletterWelcomeButton"), url: `${origin}/deals` },
  });
}
