import { translator } from "#i18n/dictionaries.server";
import { formatDate } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { composeMail } from "#domain/platform/mail-layout.server";

/** Tells a partner that an admin published its deal (now or from its start date) or rejected it, and why. */
export function dealDecisionMail(
  to: { name: string; email: string },
  lang: Language,
  deal: { title: string; startsAt: Date | null },
  decision:
    | { approve: true; dealUrl: string; dealsUrl: string; now: Date }
    | { approve: false; reason: string; editUrl: string },
) {
  const t = translator(lang);
  const greeting = t("mail.greeting", { name: to.name });
  if (!decision.approve) {
    return composeMail(to.email, lang, {
      subject: t("admin.mail.dealRejectedSubject", { title: deal.title }),
      greeting,
      paragraphs: [t("admin.mail.dealRejectedText", { reason: decision.reason }), t("admin.mail.dealRejectedHelp")],
      action: { label: t("admin.mail.dealEditButton"), url: decision.editUrl },
    });
  }
  const later = deal.startsAt !== null && deal.startsAt > decision.now;
  return composeMail(to.email, lang, {
    subject: t("admin.mail.dealApprovedSubject", { title: deal.title }),
    greeting,
    paragraphs: [
      later
        ? t("admin.mail.dealApprovedLaterText", { date: formatDate(deal.startsAt!, lang) })
        : t("admin.mail.dealApprovedText"),
    ],
    action: later
      ? { label: t("admin.mail.dealsButton"), url: decision.dealsUrl }
      : { label: t("admin.mail.dealButton"), url: decision.dealUrl },
  });
}
