// "My data" on the account settings page and the pages its e-mailed links open.
import type { Messages } from "#i18n/messages";

const myDataEn: Messages["myData"] = {
  title: "My data",
  intro:
    "You can download everything we hold about you, or delete your account. You confirm either with a link we send to your e-mail address.",
  exportTitle: "Download my data",
  exportText:
    "Profile, settings, newsletter, sign-ins, orders, vouchers, refunds, favourites, cart and messages, in a machine-readable JSON file.",
  exportButton: "Download my data",
  exportSending: "Sending link...",
  exportSent: "We have sent a link to {{email}}. Open it while signed in. It works for 24 hours.",
  deleteTitle: "Delete my account",
  deleteText:
    "Your name, e-mail address, password, favourites, cart, newsletter and messages are deleted, and you are signed out everywhere. Orders, receipts and vouchers must be kept for 5 years under the Norwegian Bookkeeping Act; they are no longer tied to an account. Unused vouchers can still be used with their code.",
  deletePassword: "Password",
  deletePasswordHint: "Type your password to confirm it is you.",
  deleteButton: "Delete my account",
  deleteSending: "Sending link...",
  deleteSent:
    "We have sent a link to {{email}}. The account is deleted only when you open the link and confirm. It works for 24 hours.",
  failedTitle: "The request was not sent",
  passwordWrong: "The password is wrong",
  passwordMissing: "Type your password to delete the account.",
  partnerAccount:
    "A business account cannot be deleted here, because it belongs to a partner. Write to {{support}} and we will help you.",
  adminAccount: "An administrator account cannot be deleted here. Ask another administrator to remove it.",
  linkInvalid: "The link does not work. Ask for a new one here.",
  linkExpired: "The link has expired (it works for 24 hours). Ask for a new one here.",
  linkOtherUser:
    "The link belongs to another account than the one you are signed in with. Sign in with the account that got the e-mail.",
  confirmTitle: "Delete the account?",
  confirmText:
    "When you confirm, the account {{email}} is deleted at once and you are signed out on every device. This cannot be undone.",
  confirmKept:
    "Orders, receipts and vouchers are kept for 5 years under the Bookkeeping Act. Unused vouchers can still be used with their code.",
  confirmButton: "Yes, delete my account",
  confirmDeleting: "Deleting...",
  cancel: "No, keep my account",
};

export default myDataEn;
