// The audit log as an admin reads it: "Godkjente tilbudet «Spa for to»", who did it, and the
// details that matter in words, never an action code, a raw id or a JSON object.
import type { listAudit } from "#domain/platform/audit.server";
import { formatDate, formatPrice, formatTime } from "#i18n/format";
import type { Language } from "#i18n/languages";
import type { MessageKey, TFunction } from "#i18n/translate";

type StoredEntry = Awaited<ReturnType<typeof listAudit>>[number];

export interface ShownAuditEntry {
  id: number;
  when: string;
  who: string;
  what: string;
  details: string[];
}

type ActionText<K> = K extends `admin.audit.actions.${infer A}` ? A : never;

/** The actions the log has texts for (admin.audit.actions.*); an unknown one is shown as "other". */
const ACTIONS = [
  "deal.submit",
  "deal.approve",
  "deal.reject",
  "deal.pause",
  "deal.suspend",
  "deal.resume",
  "deal.end",
  "deal.expire",
  "deal.revision.approve",
  "deal.revision.reject",
  "partner.approve",
  "partner.reject",
  "partner.confirmPlan",
  "voucher.redeem",
  "voucher.expire",
  "voucher.refund",
  "voucher.void",
  "voucher.undoRedeem",
  "inbox.new",
  "inbox.handled",
  "inbox.reply",
  "user.makeAdmin",
  "user.dataExportRequested",
  "user.deletionRequested",
  "user.deleted",
  "promoCode.create",
  "promoCode.activate",
  "promoCode.deactivate",
] as const satisfies readonly ActionText<MessageKey>[];

type KnownAction = (typeof ACTIONS)[number];

function isKnownAction(action: string): action is KnownAction {
  return (ACTIONS as readonly string[]).includes(action);
}

const PLANS = ["starter", "ecommerce", "growth"] as const;

/** Actions whose stored reason an admin typed; the others store a fixed English note for the voucher's history. */
const TYPED_REASONS: readonly string[] = [
  "deal.reject",
  "deal.revision.reject",
  "partner.reject",
  "voucher.void",
  "voucher.refund",
];
/** The customer's own 14-day refund (refunds.server.ts): the log already says who refunded. */
const CUSTOMER_REFUND_NOTE = "14-day refund by the customer";

function detailLines(action: string, details: unknown, t: TFunction, lang: Language): string[] {
  if (typeof details !== "object" || details === null) return [];
  const d = details as Record<string, unknown>;
  const lines: string[] = [];
  if (typeof d.revision === "number") lines.push(t("admin.audit.revision", { revision: d.revision }));
  if (Array.isArray(d.changes) && d.changes.length > 0)
    lines.push(t("admin.audit.changes", { count: d.changes.length }));
  if (
    typeof d.reason === "string" &&
    d.reason !== "" &&
    TYPED_REASONS.includes(action) &&
    d.reason !== CUSTOMER_REFUND_NOTE
  )
    lines.push(t("admin.audit.reason", { reason: d.reason }));
  if (typeof d.to === "string" && typeof d.subject === "string")
    lines.push(t("admin.audit.repliedTo", { to: d.to, subject: d.subject }));
  if (typeof d.plan === "string" && typeof d.priceOre === "number") {
    const plan = (PLANS as readonly string[]).includes(d.plan)
      ? t(`home.plans.${d.plan as (typeof PLANS)[number]}`)
      : d.plan;
    lines.push(t("admin.audit.plan", { plan, price: formatPrice(d.priceOre, lang) }));
  }
  if (d.created === true) lines.push(t("admin.audit.newAccount"));
  return lines;
}

/** One stored audit row, in the admin's language. */
export function showAuditEntry(entry: StoredEntry, t: TFunction, lang: Language): ShownAuditEntry {
  const subject = entry.subjectName ?? t("admin.audit.unknownSubject");
  const occurredAt = new Date(entry.occurredAt);
  return {
    id: entry.id,
    when: `${formatDate(occurredAt, lang)} ${formatTime(occurredAt, lang)}`,
    who: entry.actorEmail ?? t("admin.audit.bySystem"),
    what: isKnownAction(entry.action)
      ? t(`admin.audit.actions.${entry.action}`, { subject })
      : t("admin.audit.actions.other", { subject: entry.action }),
    details: detailLines(entry.action, entry.details, t, lang),
  };
}
