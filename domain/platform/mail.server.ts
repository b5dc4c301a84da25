// Outgoing e-mail. Every message is recorded; with SMTP_URL it is also sent for real (at once,
// and retried with backoff by the job queue when the SMTP server fails); without it the record
// is the outbox that admins and tests read.
import { eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { mailMessages } from "#db/schema.server";
import { enqueueJob } from "./jobs.server";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
  /** Set for an image the HTML shows inline (`<img src="cid:…">`). */
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
}

export interface Mailer {
  from: string;
  /** null: no SMTP server configured, messages stay in the outbox. */
  transport: Transporter | null;
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  return { from, transport: smtpUrl ? nodemailer.createTransport(smtpUrl) : null };
}

export const MAIL_JOB = "mail.send";
/** The job that retries a message only runs if sending right away did not work. */
const RETRY_AFTER_MS = 60_000;

/**
 * Records the message (inside the caller's transaction when given one, so it is sent exactly when
 * that work commits) and, with SMTP configured, queues its delivery. Returns the record's id.
 */
export async function queueMail(db: DatabaseOrTransaction, mailer: Mailer, message: MailMessage): Promise<string> {
  const [row] = await db
    .insert(mailMessages)
    .values({
      ...message,
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        contentBase64: Buffer.from(a.content).toString("base64"),
        ...(a.cid ? { cid: a.cid } : {}),
      })),
      status: "outbox",
    })
    .returning({ id: mailMessages.id });
  if (!row) throw new Error("The e-mail was not recorded");
  if (mailer.transport) {
    await enqueueJob(db, {
      kind: MAIL_JOB,
      payload: { messageId: row.id },
      runAt: new Date(Date.now() + RETRY_AFTER_MS),
    });
  }
  return row.id;
}

/** Records and queues the message, then tries to send it at once; a failure is retried by the job. */
export async function sendMail(db: Database, mailer: Mailer, message: MailMessage): Promise<string> {
  const id = await queueMail(db, mailer, message);
  await deliverMail(db, mailer, id).catch(() => undefined); // recorded as failed; the job retries
  return id;
}

/** Sends a recorded message unless it went already (the job's handler; safe to run twice). */
export async function deliverMail(db: Database, mailer: Mailer, messageId: string): Promise<void> {
  if (!mailer.transport) return;
  const [message] = await db.select().from(mailMessages).where(eq(mailMessages.id, messageId));
  if (!message || message.status === "sent") return;
  try {
    await mailer.transport.sendMail({
      from: mailer.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      attachments: message.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.contentBase64, "base64"),
        cid: a.cid,
      })),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .update(mailMessages)
      .set({ status: "failed", error: reason.slice(0, 500) })
      .where(eq(mailMessages.id, messageId));
    throw error;
  }
  await db
    .update(mailMessages)
    .set({ status: "sent", sentAt: new Date(), error: null })
    .where(eq(mailMessages.id, messageId));
}

/** Escapes text for the HTML part of a message. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}
