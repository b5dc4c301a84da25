// Outgoing e-mail through a transactional outbox: a message is recorded in the transaction of
// the change it reports, so it exists exactly when that change committed. With SMTP_URL the
// job worker sends it (retried with backoff when the SMTP server fails); without it the record
// is the outbox that admins and tests read. Nothing sends from a request.
import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { mailMessages } from "#db/schema.server";
import { enqueueJobStatement } from "./jobs.server";

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
  /**
   * Values in the message that only the recipient may see (a reset link's token, a voucher
   * code). The message goes out with them, but admin views show them hidden, and the stored
   * copy loses them (and its attachments' contents) once sent, or after OUTBOX_SECRET_HOURS
   * when no SMTP server sends it. See docs/decisions for the choice.
   */
  secrets?: string[];
}

/** What the stored copy of a message shows where a secret was, once the secret is cut out. */
export const REDACTED = "[skjult]";
/** How long a message no SMTP server sends keeps its secrets in the outbox (for dev and tests). */
export const OUTBOX_SECRET_HOURS = 24;

/** `value` with every secret (and any earlier redaction mark) replaced by `label`. */
export function redactSecrets(value: string, secrets: readonly string[], label: string): string {
  // Longest first, so a secret that contains another is replaced whole; short values are not
  // secrets worth the name and would blank out ordinary words.
  const cut = [...secrets].filter((s) => s.length >= 6).sort((a, b) => b.length - a.length);
  let result = value;
  for (const secret of [...cut, REDACTED]) result = result.split(secret).join(label);
  return result;
}

type StoredAttachment = { filename: string; contentType: string; contentBase64: string; cid?: string };

/** The columns of a stored message with its secrets cut out, and attachments emptied if it had any. */
function redactedCopy(message: {
  subject: string;
  text: string;
  html: string;
  secrets: string[];
  attachments: StoredAttachment[];
}) {
  const cut = (value: string) => redactSecrets(value, message.secrets, REDACTED);
  return {
    subject: cut(message.subject),
    text: cut(message.text),
    html: cut(message.html),
    secrets: [],
    attachments: message.attachments.map((a) => ({ ...a, contentBase64: "" })),
  };
}

export interface Mailer {
  from: string;
  /** null: no SMTP server configured, messages stay in the outbox. */
  transport: Transporter | null;
}

// Bounds on one conversation with the SMTP server (nodemailer's own allow 10 minutes of
// silence), so a send always ends well before its claim counts as abandoned.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  return { from, transport: smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) : null };
}

export const MAIL_JOB = "mail.send";
/**
 * A message claimed longer ago than this is taken to be from a worker that died mid-send, and
 * may be claimed again. Longer than any send can last (see SMTP_TIMEOUTS).
 */
export const SENDING_CLAIM_SECONDS = 5 * 60;

/**
 * The statements that record `message` and, with SMTP configured, add the job that sends it at
 * once: for a caller that runs them inside a bigger statement of its own transaction (checkout
 * does, a round trip less per order). Data-modifying statements go at the top of a WITH.
 */
export function queueMailStatements(mailer: Mailer, message: MailMessage): { id: string; statements: SQL[] } {
  const id = randomUUID();
  const attachments = (message.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    contentBase64: Buffer.from(a.content).toString("base64"),
    ...(a.cid ? { cid: a.cid } : {}),
  }));
  const statements = [
    sql`INSERT INTO ${mailMessages} (id, "to", subject, text, html, language, status, attachments, headers, secrets)
      VALUES (${id}, ${message.to}, ${message.subject}, ${message.text}, ${message.html}, ${message.language},
              'outbox', ${JSON.stringify(attachments)}::jsonb, ${JSON.stringify(message.headers ?? {})}::jsonb,
              ${JSON.stringify(message.secrets ?? [])}::jsonb)`,
  ];
  if (mailer.transport)
    statements.push(
      enqueueJobStatement({ kind: MAIL_JOB, payload: { messageId: id }, dedupeKey: `${MAIL_JOB}:${id}` }),
    );
  return { id, statements };
}

/** Statements run as one: the first as the main statement, the others in its WITH. */
function combinedStatement([main, ...others]: SQL[]): SQL {
  if (!main) return sql`SELECT 1`;
  if (others.length === 0) return main;
  const ctes = others.map((statement, i) => sql`${sql.raw(`also_${i}`)} AS (${statement})`);
  return sql`WITH ${sql.join(ctes, sql`, `)} ${main}`;
}

/**
 * Records the message in the caller's transaction (pass it: the message then exists exactly
 * when that work commits) and, with SMTP configured, queues its delivery to run at once; one
 * round trip. Returns the record's id.
 */
export async function queueMail(db: DatabaseOrTransaction, mailer: Mailer, message: MailMessage): Promise<string> {
  const { id, statements } = queueMailStatements(mailer, message);
  await db.execute(combinedStatement(statements));
  return id;
}

/** The Message-ID header a message always goes out with: receiving servers drop a second copy. */
function messageIdHeader(mailer: Mailer, messageId: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(mailer.from)?.[1] ?? "magicdeals.no";
  return `<${messageId}@${domain}>`;
}

/**
 * Sends a recorded message: the job's handler. The message is claimed first with one
 * conditional update, so of two workers running it at once only one talks to the SMTP server;
 * a sent message is never sent again, and one whose sender died is claimed again once its
 * claim is stale (then sent with the same Message-ID). Throws when the send failed or another
 * worker holds the claim, so the job is tried again later.
 */
export async function deliverMail(db: Database, mailer: Mailer, messageId: string): Promise<void> {
  if (!mailer.transport) return;
  const [message] = await db
    .update(mailMessages)
    .set({ status: "sending", attempts: sql`${mailMessages.attempts} + 1`, claimedAt: sql`now()` })
    .where(
      and(
        eq(mailMessages.id, messageId),
        or(
          inArray(mailMessages.status, ["outbox", "failed"]),
          and(
            eq(mailMessages.status, "sending"),
            lt(mailMessages.claimedAt, sql`now() - make_interval(secs => ${SENDING_CLAIM_SECONDS})`),
          ),
        ),
      ),
    )
    .returning();
  if (!message) {
    const [current] = await db
      .select({ status: mailMessages.status })
      .from(mailMessages)
      .where(eq(mailMessages.id, messageId));
    if (!current || current.status === "sent") return;
    throw new Error(`E-mail ${messageId} is being sent by another worker`);
  }
  try {
    await mailer.transport.sendMail({
      from: mailer.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: messageIdHeader(mailer, message.id),
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
      .where(and(eq(mailMessages.id, messageId), eq(mailMessages.status, "sending")));
    throw error;
  }
  // Sent: the stored copy keeps no secret (an empty list changes nothing).
  await db
    .update(mailMessages)
    .set({
      status: "sent",
      sentAt: new Date(),
      error: null,
      ...(message.secrets.length > 0 ? redactedCopy(message) : {}),
    })
    .where(eq(mailMessages.id, messageId));
}

/**
 * Cuts the secrets out of messages older than OUTBOX_SECRET_HOURS that no worker is sending:
 * with no SMTP server the outbox is all there is, and it keeps a secret only for a while.
 * Each row is rewritten only if it has not changed since it was read.
 */
export async function redactOldSecrets(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - OUTBOX_SECRET_HOURS * 60 * 60 * 1000);
  const rows = await db
    .select()
    .from(mailMessages)
    .where(
      and(
        sql`${mailMessages.secrets} <> '[]'::jsonb`,
        lt(mailMessages.createdAt, before),
        sql`${mailMessages.status} <> 'sending'`,
      ),
    )
    .limit(1000);
  let redacted = 0;
  for (const row of rows) {
    const [done] = await db
      .update(mailMessages)
      .set(redactedCopy(row))
      .where(and(eq(mailMessages.id, row.id), eq(mailMessages.status, row.status)))
      .returning({ id: mailMessages.id });
    if (done) redacted++;
  }
  return redacted;
}

/** Escapes text for the HTML part of a message. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}
