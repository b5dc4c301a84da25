// The app's background jobs: what each kind does, and which sweeps recur how often.
import type { Database } from "#db/connection.server";
import { deleteExpiredRecords } from "#domain/platform/housekeeping.server";
import { endFinishedDeals } from "#domain/partners/deal-transitions.server";
import { sendTrialReminders, TRIAL_REMINDER_JOB } from "#domain/partners/plan-confirmation.server";
import type { JobHandlers } from "#domain/platform/jobs.server";
import {
  createPayoutRun,
  PAYOUT_RUN_JOB,
  PAYOUT_SCHEDULE_JOB,
  scheduleDuePayoutRun,
} from "#domain/partners/payout-runs.server";
import { deliverMail, MAIL_JOB, queueMail, type Mailer } from "#domain/platform/mail.server";
import { DEAL_ALERTS_JOB, sendDealAlertDigests } from "#domain/inbox/deal-alerts.server";
import { settleDueHolds, SETTLE_JOB } from "#domain/checkout/hold-settlement.server";
import type { PaymentProvider } from "#domain/payments/payment-provider";
import type { Signer } from "#domain/platform/signing.server";
import { completeRefund, reconcilePendingRefunds, REFUND_COMPLETION_JOB } from "#domain/vouchers/refunds.server";
import { expireVouchers, takeDueReminders } from "#domain/vouchers/voucher-lifecycle.server";
import { voucherReminderMail } from "#domain/vouchers/voucher-reminder-mail.server";
import { BOOKING_REMINDER_JOB, sendBookingReminder } from "#domain/bookings/bookings.server";
import { deliverGift, GIFT_DELIVERY_JOB } from "#domain/vouchers/gifts.server";
import { REVIEW_INVITE_JOB, sendReviewInvite } from "#domain/reviews/review-invites.server";

export const RECURRING_JOBS = [
  { kind: "vouchers.expire", everySeconds: 10 * 60 },
  { kind: "vouchers.remind", everySeconds: 60 * 60 },
  { kind: "deals.end", everySeconds: 5 * 60 },
  { kind: TRIAL_REMINDER_JOB, everySeconds: 60 * 60 },
  { kind: "housekeeping", everySeconds: 6 * 60 * 60 },
  { kind: "refunds.reconcile", everySeconds: 15 * 60 },
  // Holds whose webhook never came, or whose buyer never came back: asked of the provider.
  { kind: SETTLE_JOB, everySeconds: 60 },
  // Queues the payout run of the period that ended last (the 1st and the 16th), once per period.
  { kind: PAYOUT_SCHEDULE_JOB, everySeconds: 15 * 60 },
  // Deal alerts' daily digests: hourly, so each goes out early in its Oslo day; the subscription's
  // last_sent_on, marked with the mail under a row lock, keeps it to one a day across copies.
  { kind: DEAL_ALERTS_JOB, everySeconds: 60 * 60 },
] as const;

export function jobHandlers(
  db: Database,
  mailer: Mailer,
  origin: string,
  /**
   * The configured payment provider (server startup's `payments.provider`), which refunds its
   * charges, and the signer of the guest order links in the confirmations of the holds it settles.
   */
  payments: { provider: PaymentProvider; signer: Signer } | null = null,
): JobHandlers {
  const provider = payments?.provider ?? null;
  const refundServices = { provider, mailer, origin };
  return {
    ...(payments
      ? {
          [SETTLE_JOB]: async () => {
            await settleDueHolds(db, { provider: payments.provider, mailer, origin, signer: payments.signer });
          },
          // Signed with the same secret as the other e-mailed links: its unsubscribe link.
          [DEAL_ALERTS_JOB]: async () => {
            await sendDealAlertDigests(db, mailer, payments.signer, origin);
          },
        }
      : {}),
    // Only a copy with an SMTP server takes mail jobs (see runNextJob); the others leave them.
    ...(mailer.transport ? { [MAIL_JOB]: (payload) => deliverMail(db, mailer, String(payload.messageId)) } : {}),
    // A refund recorded but not confirmed by the provider (its process died, or the provider could
    // not answer): asked again under the same idempotency key, so the money goes back once. A
    // provider that cannot answer makes this throw, and the job tries again after its backoff.
    [REFUND_COMPLETION_JOB]: async (payload) => {
      if (!(await completeRefund(db, refundServices, String(payload.refundId)))) throw new Error("No such refund");
    },
    "refunds.reconcile": async () => {
      await reconcilePendingRefunds(db, refundServices);
    },
    "vouchers.expire": async () => {
      await expireVouchers(db);
    },
    // Marking a reminder and queueing its e-mail commit together: never lost, never twice.
    "vouchers.remind": () =>
      db.transaction(async (tx) => {
        for (const reminder of await takeDueReminders(tx)) {
          await queueMail(tx, mailer, voucherReminderMail(reminder, origin));
        }
      }),
    "deals.end": async () => {
      await endFinishedDeals(db);
    },
    // "Your trial ends on …", once per partner, 7 days before (marked and queued together).
    [TRIAL_REMINDER_JOB]: async () => {
      await sendTrialReminders(db, mailer, origin);
    },
    housekeeping: () => deleteExpiredRecords(db),
    // The day-before reminder of one booking (queued when it was booked or moved); marked and
    // queued together, so it goes out once however many workers run it.
    [BOOKING_REMINDER_JOB]: async (payload) => {
      await sendBookingReminder(
        db,
        { mailer, origin },
        {
          bookingId: String(payload.bookingId),
          startsAt: String(payload.startsAt),
        },
      );
    },
    [PAYOUT_SCHEDULE_JOB]: () => scheduleDuePayoutRun(db),
    // The period's unique run makes a second worker (or a retry) change nothing.
    [PAYOUT_RUN_JOB]: async (payload) => {
      await createPayoutRun(db, new Date(String(payload.periodEnd)));
    },
    // A gift's e-mail on its day: the job is keyed by the voucher, and deliverGift marks it sent
    // with its e-mail in one transaction, so it goes out once. Needs the signer for the link.
    ...(payments
      ? {
          [GIFT_DELIVERY_JOB]: async (payload) => {
            await deliverGift(db, { mailer, origin, signer: payments.signer }, String(payload.voucherId));
          },
        }
      : {}),
    // "How was it?", the day after a redemption (queued with it; see review-invites.server.ts).
    [REVIEW_INVITE_JOB]: (payload) => sendReviewInvite(db, mailer, origin, String(payload.voucherId)),
  };
}
