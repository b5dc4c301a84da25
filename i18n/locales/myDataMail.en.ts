// E-mails that confirm a download of one's data or the deletion of one's account (server only).
import type { Messages } from "#i18n/messages";

const myDataMailEn: Messages["myDataMail"] = {
  exportSubject: "Download your data from MagicDeals",
  exportText:
    "You asked for all the information we hold about you. Open the link while signed in and it downloads as a JSON file. The link works for 24 hours:",
  exportButton: "Download my data",
  exportIgnore: "If you did not ask for this, change your password and write to {{support}}.",
  deleteSubject: "Confirm that you want to delete your MagicDeals account",
  deleteText:
    "You asked to delete your account. Open the link while signed in and confirm, and the account is deleted. The link works for 24 hours:",
  deleteButton: "Delete my account",
  deleteIgnore:
    "If you did not ask for this, nothing happens unless the link is opened. Consider changing your password and write to {{support}}.",
};

export default myDataMailEn;
