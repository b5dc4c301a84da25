// The mail outbox as admins see it: the newest messages the app wrote (100 unless told), and any
// one of them by id.
import { desc, eq, isNotNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { mailMessages, newsletterSubscribers } from "#db/schema.server";

export function listMail(db: Database, limit = 100) {
  return db
    .select({
      id: mailMessages.id,
      to: mailMessages.to,
      subject: mailMessages.subject,
      status: mailMessages.status,
      createdAt: mailMessages.createdAt,
    })
    .from(mailMessages)
    .orderBy(desc(mailMessages.createdAt))
    .limit(limit);
}

export async function getMail(db: Database, id: string) {
  if (!z.uuid().safeParse(id).success) return null;
  const [message] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return message ?? null;
}

/**
 * Confirmed newsletter subscribers (double opt-in) as CSV (RFC 4180), oldest first; cells that a
 * spreadsheet would run as a formula are quoted safe.
 */
export async function newsletterCsv(db: Database): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(isNotNull(newsletterSubscribers.confirmedAt))
    .orderBy(newsletterSubscribers.createdAt);
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [
    "email,language,subscribed_at",
    ...rows.map((r) => [r.email, r.language, r.createdAt.toISOString()].map(cell).join(",")),
  ];
  return lines.join("\r\n") + "\r\n";
}
