// E-mails about an account's address and security, and the newsletter's own (server only).
import type { Messages } from "#i18n/messages";

const accountMailEn: Messages["accountMail"] = {
  signInAlertSubject: "Many failed sign-ins to your account",
  signInAlertText:
    "Someone has tried to sign in to your MagicDeals account with a wrong password {{count}} times in the last hour.",
  signInAlertSafe:
    "If it was you, there is nothing to do. If it was not, your account is still safe: attempts from unknown places are slowed down, and you can still sign in from the devices you used before. If you use the same password elsewhere, choose a new one.",
  signInAlertButton: "Choose a new password",
  confirmSubject: "Confirm your email address at MagicDeals",
  confirmText:
    "Thank you for creating a MagicDeals account. Please confirm that this email address is yours. The link works for 24 hours and can be used once:",
  confirmButton: "Confirm email address",
  confirmIgnore: "If you did not create an account, you can ignore this email.",
  registerExistingSubject: "Someone tried to register with your email address",
  registerExistingText:
    "Someone just tried to create a new MagicDeals account with this email address, but you already have an account. Sign in at {{login}}, or choose a new password if you have forgotten it:",
  registerExistingIgnore: "If it was not you, you can ignore this email. Your account has not changed.",
  partnerOrgTakenSubject: "We could not register the business",
  partnerOrgTakenText:
    "We received a registration of the business with organisation number {{orgNumber}}, but this business is already a MagicDeals partner. If you belong to the business, ask whoever manages its account for access, or contact us at {{support}}.",
  partnerOrgTakenIgnore: "If you did not register a business, you can ignore this email.",
  changeConfirmSubject: "Confirm your new email address",
  changeConfirmText:
    "You asked to use this email address for your MagicDeals account. The address changes only when you open the link. It works for 24 hours and can be used once:",
  changeConfirmButton: "Confirm new address",
  changeConfirmIgnore: "If you did not ask for this, you can ignore this email. Nothing changes.",
  changeTakenSubject: "Someone tried to use your email address",
  changeTakenText:
    "Someone just tried to move another MagicDeals account to this email address. The address already belongs to your account, so nothing has changed.",
  changeTakenHelp: "There is nothing you need to do. If you have questions, contact us at {{support}}.",
  emailChangedSubject: "The email address of your account has changed",
  emailChangedText:
    "The email address of your MagicDeals account is now {{email}}. You have been signed out on other devices, and password links sent here no longer work.",
  passwordChangedSubject: "Your password has changed",
  passwordChangedText:
    "The password of your MagicDeals account has changed. You have been signed out on other devices, and earlier password links no longer work.",
  notYou: "Was it not you? Contact us at once at {{support}}.",
  newsletterConfirmSubject: "Confirm your newsletter subscription",
  newsletterConfirmText:
    "We received a subscription to the MagicDeals newsletter for this email address. You get the newsletter only once you have confirmed:",
  newsletterConfirmButton: "Confirm subscription",
  newsletterConfirmIgnore: "If you did not subscribe, you can ignore this email and will not hear from us again.",
  newsletterWelcomeSubject: "Welcome to the MagicDeals newsletter",
  newsletterWelcomeText:
    "Thank you for confirming. You will get the week's best MagicDeals offers by email, and you can unsubscribe at any time.",
  newsletterWelcomeButton: "See the deals",
  newsletterUnsubscribe: "Don't want any more newsletters? Unsubscribe with one click: {{url}}",
};

export default accountMailEn;
