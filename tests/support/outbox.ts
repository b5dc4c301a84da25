// The app's mail outbox (mail_messages), read the way a recipient would find their mail.
import type pg from "pg";

export interface OutboxMail {
  subject: string;
  text: string;
  html: string;
  language: string;
  status: string;
}

/** Every message to `address` (any case), oldest first. */
export async function mailsTo(pool: pg.Pool, address: string): Promise<OutboxMail[]> {
  const { rows } = await pool.query<OutboxMail>(
    `SELECT subject, text, html, language, status FROM mail_messages WHERE lower("to") = lower($1)
      ORDER BY created_at, id`,
    [address],
  );
  return rows;
}

/** The newest message to `address`, if any. */
export async function newestMailTo(pool: pg.Pool, address: string): Promise<OutboxMail | undefined> {
  return (await mailsTo(pool, address)).at(-1);
}
