// The admins' inbox: contact-form messages and consultation requests, each new or handled,
// answered by e-mail from the admin console. Replies and status changes are audited.
import { and, desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { consultations, contactMessages } from "#db/schema.server";
import { recordAudit } from "#domain/platform/audit.server";
import type { Language } from "#i18n/languages";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import { inboxReplyMail } from "./inbox-reply-mail.server";

export type InboxKind = "message" | "consultation";

export interface InboxItem {
  kind: InboxKind;
  id: string;
  name: string;
  email: string;
  language: string;
  text: string;
  /** For consultations: the booked date and slot, the business and the package. */
  consultation: {
    businessName: string;
    phone: string;
    date: string;
    slot: string;
    servicePackage: string | null;
  } | null;
  status: "new" | "handled";
  createdAt: Date;
}

export const replySchema = z.object({
  reply: z.string().trim().min(1, "required").max(10_000, "tooLong"),
});

export async function listInbox(db: Database, status: "new" | "handled" | "all"): Promise<InboxItem[]> {
  const [messages, booked] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(status === "all" ? undefined : eq(contactMessages.status, status))
      .orderBy(desc(contactMessages.createdAt))
      .limit(200),
    db
      .select()
      .from(consultations)
      // Unconfirmed holds are not bookings yet: the team sees a consultation once it is confirmed.
      .where(and(isNull(consultations.holdExpiresAt), status === "all" ? undefined : eq(consultations.status, status)))
      .orderBy(desc(consultations.createdAt))
      .limit(200),
  ]);
  const items: InboxItem[] = [
    ...messages.map((m) => ({
      kind: "message" as const,
      id: m.id,
      name: m.name,
      email: m.email,
      language: m.language,
      text: m.message,
      consultation: null,
      status: m.status,
      createdAt: m.createdAt,
    })),
    ...booked.map((c) => ({
      kind: "consultation" as const,
      id: c.id,
      name: c.contactName,
      email: c.email,
      language: c.language,
      text: c.message,
      consultation: {
        businessName: c.businessName,
        phone: c.phone,
        date: c.date,
        slot: c.slot,
        servicePackage: c.servicePackage,
      },
      status: c.status,
      createdAt: c.createdAt,
    })),
  ];
  return items.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

async function findSender(db: Database, kind: InboxKind, id: string) {
  if (!z.uuid().safeParse(id).success) return null;
  const [sender] =
    kind === "message"
      ? await db
          .select({ email: contactMessages.email, name: contactMessages.name })
          .from(contactMessages)
          .where(eq(contactMessages.id, id))
      : await db
          .select({ email: consultations.email, name: consultations.contactName })
          .from(consultations)
          .where(eq(consultations.id, id));
  return sender ?? null;
}

export async function setInboxStatus(
  db: Database,
  request: { kind: InboxKind; id: string; status: "new" | "handled"; adminId: string },
): Promise<boolean> {
  if (!z.uuid().safeParse(request.id).success) return false;
  return db.transaction(async (tx) => {
    const table = request.kind === "message" ? contactMessages : consultations;
    const updated = await tx
      .update(table)
      .set({ status: request.status })
      .where(eq(table.id, request.id))
      .returning({ id: table.id });
    if (updated.length === 0) return false;
    await recordAudit(tx, {
      actorUserId: request.adminId,
      action: `inbox.${request.status}`,
      subjectType: request.kind,
      subjectId: request.id,
    });
    return true;
  });
}

/**
 * Queues the admin's reply to the sender, in `language`, and marks the item handled, in one
 * transaction. Returns the address it goes to, or null when there is no such item.
 */
export async function replyToInboxItem(
  db: Database,
  mailer: Mailer,
  request: { kind: InboxKind; id: string; adminId: string; reply: string; language: Language },
): Promise<{ to: string } | null> {
  const item = await findSender(db, request.kind, request.id);
  if (!item) return null;
  await db.transaction(async (tx) => {
    const message = inboxReplyMail(item, request.language, request.reply);
    await queueMail(tx, mailer, message);
    const table = request.kind === "message" ? contactMessages : consultations;
    await tx.update(table).set({ status: "handled" }).where(eq(table.id, request.id));
    await recordAudit(tx, {
      actorUserId: request.adminId,
      action: "inbox.reply",
      subjectType: request.kind,
      subjectId: request.id,
      details: { to: item.email, subject: message.subject },
    });
  });
  return { to: item.email };
}
