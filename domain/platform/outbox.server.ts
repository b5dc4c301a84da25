// The mail outbox as admins see it: the newest messages the app wrote (100 unless told), and any
// one of them by id.
import { desc, eq, isNotNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { mailMessages, newsletterSubscribers } from "#db/schema.server";
import { translator } from "#i18n/dictionaries.server";
import type { Language } from "#i18n/languages";
import { redactSecrets } from "./mail.server";

// Secrets (reset tokens, voucher codes) never leave this module: every field an admin sees is
// passed through redactSecrets with the admin's word for "hidden".

export async function listMail(db: Database, lang: Language, limit = 100) {
  const hidden = translator(lang)("admin.outbox.hidden");
  const rows = await db
    .select({
      id: mailMessages.id,
      to: mailMessages.to,
      subject: mailMessages.subject,
      secrets: mailMessages.secrets,
      status: mailMessages.status,
      createdAt: mailMessages.createdAt,
    })
    .from(mailMessages)
    .orderBy(desc(mailMessages.createdAt))
    .limit(limit);
  return rows.map(({ secrets, ...row }) => ({ ...row, subject: redactSecrets(row.subject, secrets, hidden) }));
}

export async function getMail(db: Database, id: string, lang: Language) {
  if (!z.uuid().safeParse(id).success) return null;
  const [message] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  if (!message) return null;
  const hide = (value: string) => redactSecrets(value, message.secrets, translator(lang)("admin.outbox.hidden"));
  return {
    id: message.id,
    to: message.to,
    subject: hide(message.subject),
    html: hide(message.html),
    text: hide(message.text),
    status: message.status,
    error: message.error,
    attachments: message.attachments.map((a) => hide(a.filename)),
  };
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
