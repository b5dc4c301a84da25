// Outgoing e-mail. Every message is recorded; with SMTP_URL it is also sent for real, without
// it the record is the outbox that admins and tests read.
import { eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../db/connection.server";
import { mailMessages } from "../db/schema.server";

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set for an image the HTML shows inline (`<img src="cid:…">`). */
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
  /** Sent with the message; the outbox record keeps the text and HTML only. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  from: string;
  /** null: no SMTP server configured, messages stay in the outbox. */
  transport: Transporter | null;
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  return { from, transport: smtpUrl ? nodemailer.createTransport(smtpUrl) : null };
}

/** Records the message and sends it when SMTP is configured; returns the record's id. */
export async function sendMail(db: Database, mailer: Mailer, message: MailMessage): Promise<string> {
  const { attachments, ...record } = message;
  const [row] = await db
    .insert(mailMessages)
    .values({ ...record, status: "outbox" })
    .returning({ id: mailMessages.id });
  if (!row) throw new Error("The e-mail was not recorded");
  if (!mailer.transport) return row.id;
  try {
    await mailer.transport.sendMail({ from: mailer.from, ...record, attachments });
    await db.update(mailMessages).set({ status: "sent", sentAt: new Date() }).where(eq(mailMessages.id, row.id));
  } catch (error) {
    // Kept as failed for a retry; the visitor's request still succeeds.
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .update(mailMessages)
      .set({ status: "failed", error: reason.slice(0, 500) })
      .where(eq(mailMessages.id, row.id));
  }
  return row.id;
}

/** Escapes text for the HTML part of a message. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}
