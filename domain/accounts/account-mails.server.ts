// The e-mails about an account's address and password: the confirmation links, the notices to
// the old address, and the answers a sign-up form no longer gives on screen (that the address, or
// the business, is known already), which only the mailbox's owner gets to read.
import { translator } from "#i18n/dictionaries.server";
import type { Language } from "#i18n/languages";
import { composeMail } from "#domain/platform/mail-layout.server";

/** What every account e-mail needs besides its recipient. */
export interface AccountMailContext {
  language: Language;
  /** For links, e.g. https://magicdeals.no. */
  origin: string;
  /** The support address people are told to write to when something was not them. */
  support: string;
}

interface Recipient {
  name: string;
  email: string;
}

export const verifyEmailUrl = (origin: string, token: string) => `${origin}/verify-email/${token}`;

/** To a new account's address: confirm it. */
export function confirmAddressMail(to: Recipient, ctx: AccountMailContext, token: string) {
  const t = translator(ctx.language);
  return composeMail(to.email, ctx.language, {
    subject: t("accountMail.confirmSubject"),
    greeting: t("mail.greeting", { name: to.name }),
    paragraphs: [t("accountMail.confirmText"), t("accountMail.confirmIgnore")],
    action: { label: t("accountMail.confirmButton"), url: verifyEmailUrl(ctx.origin, token) },
  });
}

/** To an address that has an account already, when someone signs up with it again. */
export function registerExistingMail(to: Recipient, ctx: AccountMailContext) {
  const t = translator(ctx.language);
  return composeMail(to.email, ctx.language, {
    subject: t("accountMail.registerExistingSubject"),
    greeting: t("mail.greeting", { name: to.name }),
    paragraphs: [
      t("accountMail.registerExistingText", { login: `${ctx.origin}/login` }),
      t("accountMail.registerExistingIgnore"),
    ],
    action: { label: t("auth.forgotTitle"), url: `${ctx.origin}/forgot-password` },
  });
}

/** To the address given with a partner sign-up whose organisation number is a partner already. */
export function partnerOrgTakenMail(to: Recipient, ctx: AccountMailContext, orgNumber: string) {
  const t = translator(ctx.language);
  return composeMail(to.email, ctx.language, {
    subject: t("accountMail.partnerOrgTakenSubject"),
    greeting: t("mail.greeting", { name: to.name }),
    paragraphs: [
      t("accountMail.partnerOrgTakenText", { orgNumber, support: ctx.support }),
      t("accountMail.partnerOrgTakenIgnore"),
    ],
  });
}

/** To the new address of an e-mail change: it takes effect when the link is followed. */
export function changeConfirmMail(to: Recipient, ctx: AccountMailContext, token: string) {
  const t = translator(ctx.language);
  return composeMail(to.email, ctx.language, {
    subject: t("accountMail.changeConfirmSubject"),
    greeting: t("mail.greeting", { name: to.name }),
    paragraphs: [t("accountMail.changeConfirmText"), t("accountMail.changeConfirmIgnore")],
    action: { label: t("accountMail.changeConfirmButton"), url: verifyEmailUrl(ctx.origin, token) },
  });
}

/** To an address another account asked to move to: it is this account's, nothing changed. */
export function changeTakenMail(to: Recipient, ctx: AccountMailContext) {
  const t = translator(ctx.language);
  return composeMail(to.email, ctx.language, {
    subject: t("accountMail.changeTakenSubject"),
    greeting: t("mail.greeting", { name: to.name }),
    paragraphs: [t("accountMail.changeTakenText"), t("accountMail.changeTakenHelp", { support: ctx.support })],
  });
}

/** To the old address once an e-mail change has taken effect. */
export function emailChangedMail(to: Recipient, ctx: AccountMailContext, newEmail: string) {
  const t = translator(ctx.language);
  return composeMail(to.email, ctx.language, {
    subject: t("accountMail.emailChangedSubject"),
    greeting: t("mail.greeting", { name: to.name }),
    paragraphs: [
      t("accountMail.emailChangedText", { email: newEmail }),
      t("accountMail.notYou", { support: ctx.support }),
    ],
  });
}

/** To the account's address after its password changed in the settings. */
export function passwordChangedMail(to: Recipient, ctx: AccountMailContext) {
  const t = translator(ctx.language);
  return composeMail(to.email, ctx.language, {
    subject: t("accountMail.passwordChangedSubject"),
    greeting: t("mail.greeting", { name: to.name }),
    paragraphs: [t("accountMail.passwordChangedText"), t("accountMail.notYou", { support: ctx.support })],
  });
}
