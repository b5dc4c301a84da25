// What happens to vouchers as time passes: an active voucher past its valid-until date expires
// (recorded like every other state change), and its owner is reminded 7 days before, once.
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "#db/connection.server";
import { vouchers } from "#db/schema.server";
import { transitionVouchers } from "./voucher-transitions.server";

export const REMINDER_DAYS_BEFORE = 7;

/** Expires every active voucher whose date has passed; returns how many. Safe to run again. */
export async function expireVouchers(db: Database): Promise<number> {
  const expired = await transitionVouchers(db, {
    transition: "expire",
    where: sql`${vouchers.validUntil} <= now()`,
    actorUserId: null,
    reason: "valid-until passed",
  });
  return expired.length;
}

export interface DueReminder {
  voucherId: string;
  code: string;
  validUntil: Date;
  title: string;
  titleEn: string | null;
  email: string;
  name: string;
  language: string;
}

/**
 * Marks as reminded, and returns, the active vouchers that expire within 7 days and whose owner
 * kept voucher reminders on. Run inside the transaction that queues the e-mails, so a reminder
 * is marked exactly when its e-mail is queued. Guest orders have no such setting: no reminder.
 */
export async function takeDueReminders(tx: Transaction): Promise<DueReminder[]> {
  const result = await tx.execute<{
    voucher_id: string;
    code: string;
    valid_until: Date;
    title: string;
    title_en: string | null;
    email: string;
    name: string;
    language: string;
  }>(sql`
    UPDATE vouchers v SET reminder_sent_at = now()
      FROM orders o, users u, deals d
     WHERE v.order_id = o.id AND o.user_id = u.id AND v.deal_id = d.id
       AND v.status = 'active' AND v.reminder_sent_at IS NULL
       AND v.valid_until > now()
       AND v.valid_until <= now() + make_interval(days => ${REMINDER_DAYS_BEFORE})
       AND u.notify_voucher_reminders
    RETURNING v.id AS voucher_id, v.code, v.valid_until, d.title, d.title_en, u.email, u.name, o.language`);
  return result.rows.map((row) => ({
    voucherId: row.voucher_id,
    code: row.code,
    validUntil: new Date(row.valid_until),
    title: row.title,
    titleEn: row.title_en,
    email: row.email,
    name: row.name,
    language: row.language,
  }));
}
