// The e-mails that confirm a "Mine data" request: the download link, or the link that deletes
// the account. The links are secrets (whoever holds one and the session can use it): hidden from
// admins in the outbox.
import { translator } from "#i18n/dictionaries.server";
import { composeMail } from "#domain/platform/mail-layout.server";
import { escapeHtml } from "#domain/platform/mail.server";
import type { AccountMailContext } from "./account-mails.server";

export function myDataMail(
  to: { name: string; email: string },
  ctx: AccountMailContext,
  kind: "export" | "delete",
  link: string,
) {
  const t = translator(ctx.language);
  const mail = composeMail(to.email, ctx.language, {
    subject: t(`myDataMail.${kind}Subject`),
    greeting: t("mail.greeting", { name: to.name }),
    paragraphs: [t(`myDataMail.${kind}Text`), t(`myDataMail.${kind}Ignore`, { support: ctx.support })],
    action: { label: t(`myDataMail.${kind}Button`), url: link },
  });
  return { ...mail, secrets: [link, escapeHtml(link)] };
}
