import { translator } from "#i18n/dictionaries.server";
import type { Language } from "#i18n/languages";
import { composeMail } from "#domain/platform/mail-layout.server";

/** To an account's owner when its password has been got wrong many times in a short while. */
export function signInAlertMail(to: { name: string; email: string }, lang: Language, failures: number, origin: string) {
  const t = translator(lang);
  return composeMail(to.email, lang, {
    subject: t("accountMail.signInAlertSubject"),
    greeting: t("mail.greeting", { name: to.name }),
    paragraphs: [t("accountMail.signInAlertText", { count: failures }), t("accountMail.signInAlertSafe")],
    action: { label: t("accountMail.signInAlertButton"), url: `${origin}/forgot-password` },
  });
}
