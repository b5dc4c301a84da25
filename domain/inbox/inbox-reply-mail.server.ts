// An admin's answer to a contact message or consultation request, in the language the sender
// chose; the admin's blank lines start new paragraphs.
import { translator } from "#i18n/dictionaries.server";
import type { Language } from "#i18n/languages";
import { composeMail } from "#domain/platform/mail-layout.server";

export function inboxReplyMail(to: { name: string; email: string }, lang: Language, reply: string) {
  const t = translator(lang);
  return composeMail(to.email, lang, {
    subject: t("admin.inbox.replySubject"),
    greeting: t("mail.greeting", { name: to.name }),
    paragraphs: reply.split(/\n{2,}/),
  });
}
