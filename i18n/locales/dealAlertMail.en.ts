// The deal alerts' e-mails: the double opt-in confirmation and the daily digest.
import type { Messages } from "#i18n/messages";

const dealAlertMailEn: Messages["dealAlertMail"] = {
  confirmSubject: "Confirm deal alerts from MagicDeals",
  confirmText: "You asked for deal alerts by e-mail. Follow the link to turn them on.",
  confirmIgnore: "If you did not ask for this, ignore this e-mail. We will then send you no alerts.",
  confirmButton: "Turn on deal alerts",
  digestSubject: "{{count}} new deals for you",
  digestText: "These deals are new since last time, in the cities and categories you chose:",
  digestButton: "See all deals",
  unsubscribe: "No more deal alerts? Unsubscribe with one click: {{url}}",
};

export default dealAlertMailEn;
