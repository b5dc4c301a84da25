import { translator } from "#i18n/dictionaries.server";
import type { Language } from "#i18n/languages";
import { composeMail } from "#domain/platform/mail-layout.server";

/** Tells a partner that an admin approved or rejected the business, and why not. */
export function partnerDecisionMail(
  to: { name: string; email: string; business: string },
  lang: Language,
  decision: { approve: true; dashboardUrl: string } | { approve: false; reason: string },
) {
  const t = translator(lang);
  return composeMail(to.email, lang, {
    subject: decision.approve
      ? t("admin.mail.partnerApprovedSubject", { name: to.business })
      : t("admin.mail.partnerRejectedSubject", { name: to.business }),
    greeting: t("mail.greeting", { name: to.name }),
    paragraphs: decision.approve
      ? [t("admin.mail.partnerApprovedText")]
      : [t("admin.mail.partnerRejectedText", { reason: decision.reason }), t("admin.mail.partnerRejectedHelp")],
    action: decision.approve ? { label: t("admin.mail.dashboardButton"), url: decision.dashboardUrl } : undefined,
  });
}
