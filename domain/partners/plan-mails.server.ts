// The e-mails about a partner's plan: the confirmation of a confirmed plan and the reminder that
// the free trial ends soon. Partners have no language of their own yet: the reminder, sent by a
// job, goes in Bokmål; the confirmation in the language of the page the partner confirmed on.
import { translator } from "#i18n/dictionaries.server";
import { formatDate, formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { composeMail } from "#domain/platform/mail-layout.server";
import type { BusinessPlanId } from "./business-plans";

export interface PlanMailRecipient {
  name: string;
  email: string;
  business: string;
}

/** "You confirmed plan X at Y per month; the first payment falls due when the trial ends." */
export function planConfirmedMail(
  to: PlanMailRecipient,
  lang: Language,
  plan: { id: BusinessPlanId; priceOre: number; trialEndsAt: Date | null; dashboardUrl: string },
) {
  const t = translator(lang);
  const planName = t(`home.plans.${plan.id}`);
  const price = formatPrice(plan.priceOre, lang);
  return composeMail(to.email, lang, {
    subject: t("dashboard.planMail.confirmedSubject", { plan: planName }),
    greeting: t("mail.greeting", { name: to.name }),
    paragraphs: [
      t("dashboard.planMail.confirmedText", { business: to.business, plan: planName, price }),
      plan.trialEndsAt
        ? t("dashboard.planMail.confirmedFrom", { date: formatDate(plan.trialEndsAt, lang) })
        : t("dashboard.planMail.confirmedNoTrial"),
    ],
    action: { label: t("admin.mail.dashboardButton"), url: plan.dashboardUrl },
  });
}

/** "Your free trial ends on …; confirm a plan to keep selling": once, 7 days before the end. */
export function trialReminderMail(
  to: PlanMailRecipient,
  lang: Language,
  trial: { plan: BusinessPlanId; priceOre: number; trialEndsAt: Date; dashboardUrl: string },
) {
  const t = translator(lang);
  const date = formatDate(trial.trialEndsAt, lang);
  return composeMail(to.email, lang, {
    subject: t("dashboard.planMail.reminderSubject", { date }),
    greeting: t("mail.greeting", { name: to.name }),
    paragraphs: [
      t("dashboard.planMail.reminderText", {
        business: to.business,
        date,
        plan: t(`home.plans.${trial.plan}`),
        price: formatPrice(trial.priceOre, lang),
      }),
      t("dashboard.planMail.reminderAfter"),
    ],
    action: { label: t("dashboard.planMail.reminderButton"), url: trial.dashboardUrl },
  });
}
