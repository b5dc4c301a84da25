import { translator } from "#i18n/dictionaries.server";
import { formatDate } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { composeMail } from "#domain/platform/mail-layout.server";

/**
 * Tells a partner that an admin published its deal (now or from its start date) or rejected it, and
 * why; for an `edit` of a live deal, that the changes are live now, or were rejected while the deal
 * stays on sale as it was.
 */
export function dealDecisionMail(
  to: { name: string; email: string },
  lang: Language,
  deal: { title: string; startsAt: Date | null },
  decision:
    | { approve: true; edit?: boolean; dealUrl: string; dealsUrl: string; now: Date }
    | { approve: false; edit?: boolean; reason: string; editUrl: string },
) {
  const t = translator(lang);
  const greeting = t("mail.greeting", { name: to.name });
  if (decision.edit) {
    return composeMail(to.email, lang, {
      subject: t(decision.approve ? "admin.mail.changesApprovedSubject" : "admin.mail.changesRejectedSubject", {
        title: deal.title,
      }),
      greeting,
      paragraphs: decision.approve
        ? [t("admin.mail.changesApprovedText")]
        : [t("admin.mail.changesRejectedText", { reason: decision.reason }), t("admin.mail.dealRejectedHelp")],
      action: decision.approve
        ? { label: t("admin.mail.dealButton"), url: decision.dealUrl }
        : { label: t("admin.mail.dealEditButton"), url: decision.editUrl },
    });
  }
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
