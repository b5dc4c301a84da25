// The e-mails about an account's address and password: the confirmation links, the notices to
// the old address, and the answers a sign-up form no longer gives on screen (that the address, or
// the business, is known already), which only the mailbox's owner gets to read.
import { translator } from "#i18n/dictionaries.server";
import type { Language } from "#i18n/languages";
import type { TFunction } from "#i18n/translate";
import { composeMail, type MailContent } from "#domain/platform/mail-layout.server";

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

/** An account e-mail in the context's language, greeting its recipient by name. */
function accountMail(to: Recipient, ctx: AccountMailContext, content: (t: TFunction) => Omit<MailContent, "greeting">) {
  const t = translator(ctx.language);
  return composeMail(to.email, ctx.language, { greeting: t("mail.greeting", { name: to.name }), ...content(t) });
}

export const verifyEmailUrl = (origin: string, token: string) => `${origin}/verify-email/${token}`;

/** The link that confirms an address: a new account's (`confirm`) or an e-mail change's new one. */
function addressLinkMail(to: Recipient, ctx: AccountMailContext, token: string, kind: "confirm" | "changeConfirm") {
  return accountMail(to, ctx, (t) => ({
    subject: t(`accountMail.${kind}Subject`),
    paragraphs: [t(`accountMail.${kind}Text`), t(`accountMail.${kind}Ignore`)],
    action: { label: t(`accountMail.${kind}Button`), url: verifyEmailUrl(ctx.origin, token) },
  }));
}

/** To a new account's address: confirm it. */
export function confirmAddressMail(to: Recipient, ctx: AccountMailContext, token: string) {
  return addressLinkMail(to, ctx, token, "confirm");
}

/** To an address that has an account already, when someone signs up with it again. */
export function registerExistingMail(to: Recipient, ctx: AccountMailContext) {
  return accountMail(to, ctx, (t) => ({
    subject: t("accountMail.registerExistingSubject"),
    paragraphs: [
      t("accountMail.registerExistingText", { login: `${ctx.origin}/login` }),
      t("accountMail.registerExistingIgnore"),
    ],
    action: { label: t("auth.forgotTitle"), url: `${ctx.origin}/forgot-password` },
  }));
}

/** To the address given with a partner sign-up whose organisation number is a partner already. */
export function partnerOrgTakenMail(to: Recipient, ctx: AccountMailContext, orgNumber: string) {
  return accountMail(to, ctx, (t) => ({
    subject: t("accountMail.partnerOrgTakenSubject"),
    paragraphs: [
      t("accountMail.partnerOrgTakenText", { orgNumber, support: ctx.support }),
      t("accountMail.partnerOrgTakenIgnore"),
    ],
  }));
}

/** To the new address of an e-mail change: it takes effect when the link is followed. */
export function changeConfirmMail(to: Recipient, ctx: AccountMailContext, token: string) {
  return addressLinkMail(to, ctx, token, "changeConfirm");
}

/** To an address another account asked to move to: it is this account's, nothing changed. */
export function changeTakenMail(to: Recipient, ctx: AccountMailContext) {
  return accountMail(to, ctx, (t) => ({
    subject: t("accountMail.changeTakenSubject"),
    paragraphs: [t("accountMail.changeTakenText"), t("accountMail.changeTakenHelp", { support: ctx.support })],
  }));
}

/** To the old address once an e-mail change has taken effect. */
export function emailChangedMail(to: Recipient, ctx: AccountMailContext, newEmail: string) {
  return accountMail(to, ctx, (t) => ({
    subject: t("accountMail.emailChangedSubject"),
    paragraphs: [
      t("accountMail.emailChangedText", { email: newEmail }),
      t("accountMail.notYou", { support: ctx.support }),
    ],
  }));
}

/** To the account's address after its password changed in the settings. */
export function passwordChangedMail(to: Recipient, ctx: AccountMailContext) {
  return accountMail(to, ctx, (t) => ({
    subject: t("accountMail.passwordChangedSubject"),
    paragraphs: [t("accountMail.passwordChangedText"), t("accountMail.notYou", { support: ctx.support })],
  }));
}
