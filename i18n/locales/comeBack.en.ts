// What brings a visitor back: recently viewed deals, similar deals and deal alerts.
import type { Messages } from "#i18n/messages";

const comeBackEn: Messages["comeBack"] = {
  recentTitle: "Recently viewed",
  similarTitle: "Similar deals",
  alertsTitle: "Deal alerts by e-mail",
  alertsText:
    "At most one e-mail a day with new deals in the cities and categories you choose. You confirm with a link we send you, and can unsubscribe with one click in every e-mail.",
  alertsCities: "Cities",
  alertsCategories: "Categories",
  alertsAllHint: "Choose none to get alerts for all.",
  alertsPending: "We have sent you an e-mail. Follow its link to turn deal alerts on.",
  alertsConfirmed: "Deal alerts are on.",
  confirmTitle: "Deal alerts",
  confirmDone: "Thank you! Deal alerts are on. You get at most one e-mail a day when there are new deals.",
  confirmInvalid: "The link is invalid or has expired. Turn deal alerts on again in Account settings.",
  unsubscribeTitle: "Unsubscribed from deal alerts",
  unsubscribeDone: "You will get no more deal alerts. You can turn them on again in Account settings.",
  confirmIntro: "Press the button to turn on deal alerts by e-mail.",
  confirmButton: "Turn on deal alerts",
  unsubscribeIntro: "Press the button to unsubscribe from deal alerts. You do not need to sign in.",
  unsubscribeButton: "Unsubscribe",
  working: "One moment...",
  unsubscribeInvalid: "The link is invalid. You can turn deal alerts off in Account settings.",
};

export default comeBackEn;
