// "How was it?": the day after a voucher is redeemed its owner is invited by e-mail to review it.
// The invite is a job queued in the redemption's own transaction (one per voucher, by its key),
// so a redemption never lacks its invite and an undone redemption takes its unsent invite back.
import { sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { reviewInvites } from "#db/schema.server";
import { cancelJob, enqueueJob } from "#domain/platform/jobs.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import { reviewInviteMail } from "./review-invite-mail.server";

export const REVIEW_INVITE_JOB = "reviews.invite";
/** How long after the redemption the invite goes out: after the visit, not at the counter. */
export const REVIEW_INVITE_DELAY_HOURS = 24;

const inviteKey = (voucherId: string) => `review-invite:${voucherId}`;

/** Queues the invites of just-redeemed vouchers (in the redemption's transaction). */
export async function queueReviewInvites(tx: DatabaseOrTransaction, voucherIds: string[], now: Date): Promise<void> {
  const runAt = new Date(now.getTime() + REVIEW_INVITE_DELAY_HOURS * 3_600_000);
  for (const voucherId of voucherIds) {
    await enqueueJob(tx, { kind: REVIEW_INVITE_JOB, payload: { voucherId }, dedupeKey: inviteKey(voucherId), runAt });
  }
}

/** Takes back the invites not sent yet (an undone redemption). */
export async function cancelReviewInvites(tx: DatabaseOrTransaction, voucherIds: string[]): Promise<void> {
  for (const voucherId of voucherIds) await cancelJob(tx, inviteKey(voucherId));
}

/**
 * The job: queues the invite e-mail when the voucher is still redeemed, belongs to an account and
 * has no review yet, once; otherwise nothing (the job ran before, the redemption was undone, or
 * the customer already reviewed from the voucher list).
 */
export async function sendReviewInvite(db: Database, mailer: Mailer, origin: string, voucherId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      title: string;
      title_en: string | null;
      email: string;
      name: string;
      language: string;
    }>(sql`
      SELECT d.title, d.title_en, u.email, u.name, o.language
        FROM vouchers v JOIN orders o ON o.id = v.order_id JOIN users u ON u.id = o.user_id
        JOIN deals d ON d.id = v.deal_id
       WHERE v.id = ${voucherId} AND v.status = 'redeemed'
         AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.voucher_id = v.id)
       FOR UPDATE OF v`);
    const row = rows[0];
    if (!row) return;
    // Marked with the e-mail, so a job run again (its worker died after the commit) sends none.
    const marked = await tx.execute(
      sql`INSERT INTO ${reviewInvites} (voucher_id) VALUES (${voucherId}) ON CONFLICT DO NOTHING RETURNING voucher_id`,
    );
    if (marked.rows.length === 0) return;
    await queueMail(
      tx,
      mailer,
      reviewInviteMail(
        {
          voucherId,
          title: row.title,
          titleEn: row.title_en,
          email: row.email,
          name: row.name,
          language: row.language,
        },
        origin,
      ),
    );
  });
}
