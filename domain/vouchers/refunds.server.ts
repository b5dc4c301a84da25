// The 14-day money-back promise: an unused voucher can be refunded by its owner within 14 days
// of purchase, and by an admin (customer service) at any time. One use-case for both. First one
// transaction records everything (the voucher's transition, the charge, the order, the stock, a
// pending refund, the job that finishes it, and the e-mail to the customer); only after it has
// committed is the gateway asked, with the refund's id as idempotency key. A process that dies in
// between leaves a pending refund and its job, which asks again with the same key: the money goes
// back exactly once, and a refunded voucher is never usable.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { deals, orderLines, orders, paymentCharges, refunds, users, vouchers } from "#db/schema.server";
import { parseLanguage, type Language } from "#i18n/languages";
import type { PaymentGateway } from "#domain/checkout/payments.server";
import { cancelJob, enqueueJob } from "#domain/platform/jobs.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import { refundMail } from "./refund-mail.server";
import { transitionVouchers } from "./voucher-transitions.server";

export const REFUND_DAYS = 14;
/** The job that asks the gateway again for a refund recorded but not yet confirmed. */
export const REFUND_COMPLETION_JOB = "refunds.complete";
/** Later than the request's own gateway call normally takes, so the job seldom repeats it. */
export const REFUND_RETRY_DELAY_MS = 60_000;

export type RefundBlock = "notActive" | "windowClosed";

/** Why a voucher cannot be refunded now, or null when it can. */
export function refundBlock(voucher: { status: string; purchasedAt: Date }, now = new Date()): RefundBlock | null {
  if (voucher.status !== "active") return "notActive";
  if (now.getTime() - voucher.purchasedAt.getTime() > REFUND_DAYS * 86_400_000) return "windowClosed";
  return null;
}

export type RefundResult =
  | {
      ok: true;
      amountOre: number;
      orderId: string;
      /** False when the gateway has not confirmed yet: the job retries, the customer sees it in progress. */
      completed: boolean;
    }
  | { ok: false; reason: RefundBlock | "notFound" };

/** What a refund works with: the payment gateway that gives the money back, and the mail. */
export interface RefundServices {
  gateway: PaymentGateway;
  mailer: Mailer;
}

/** The owner's 14-day refund; the e-mail is in the language the owner is using. */
export function refundVoucher(
  db: Database,
  services: RefundServices,
  request: { voucherId: string; userId: string; language: Language },
  now = new Date(),
): Promise<RefundResult> {
  return refund(
    db,
    services,
    {
      voucherId: request.voucherId,
      ownerId: request.userId,
      actorUserId: request.userId,
      reason: "14-day refund by the customer",
      language: request.language,
    },
    now,
  );
}

/**
 * Customer service: an admin refunds any active voucher, also after 14 days, with a reason
 * (audited). The customer gets the same e-mail, in the language of their order.
 */
export function refundVoucherAsAdmin(
  db: Database,
  services: RefundServices,
  request: { voucherId: string; adminId: string; reason: string },
  now = new Date(),
): Promise<RefundResult> {
  return refund(
    db,
    services,
    { voucherId: request.voucherId, ownerId: null, actorUserId: request.adminId, reason: request.reason },
    now,
  );
}

type RecordedRefund =
  { ok: true; amountOre: number; orderId: string; refundId: string } | Exclude<RefundResult, { ok: true }>;

async function refund(
  db: Database,
  { gateway, mailer }: RefundServices,
  request: { voucherId: string; ownerId: string | null; actorUserId: string; reason: string; language?: Language },
  now: Date,
): Promise<RefundResult> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(request.voucherId))
    return { ok: false, reason: "notFound" };
  const byAdmin = request.ownerId === null;
  const recorded = await db.transaction(async (tx): Promise<RecordedRefund> => {
    // Only the buyer's own voucher (any voucher for an admin); the row lock makes two refund
    // clicks refund once.
    const [row] = await tx
      .select({
        status: vouchers.status,
        code: vouchers.code,
        dealId: vouchers.dealId,
        orderId: orders.id,
        purchasedAt: orders.createdAt,
        amountOre: orderLines.unitPriceOre,
        title: orderLines.title,
        titleEn: deals.titleEn,
        orderEmail: orders.email,
        orderLanguage: orders.language,
        accountEmail: users.email,
        accountName: users.name,
      })
      .from(vouchers)
      .innerJoin(orders, eq(orders.id, vouchers.orderId))
      .innerJoin(orderLines, eq(orderLines.id, vouchers.orderLineId))
      .innerJoin(deals, eq(deals.id, vouchers.dealId))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(
        request.ownerId === null
          ? eq(vouchers.id, request.voucherId)
          : and(eq(vouchers.id, request.voucherId), eq(orders.userId, request.ownerId)),
      )
      .for("update", { of: vouchers });
    if (!row) return { ok: false, reason: "notFound" };
    const blocked = refundBlock(row, now);
    if (blocked === "notActive" || (blocked && !byAdmin)) return { ok: false, reason: blocked };

    const moved = await transitionVouchers(tx, {
      transition: "refund",
      where: eq(vouchers.id, request.voucherId),
      actorUserId: request.actorUserId,
      reason: request.reason,
      details: { amountOre: row.amountOre },
      now,
    });
    if (moved.length === 0) return { ok: false, reason: "notActive" };
    // The unit is for sale again.
    await tx
      .update(deals)
      .set({ unitsSold: sql`greatest(${deals.unitsSold} - 1, 0)`, soldCount: sql`greatest(${deals.soldCount} - 1, 0)` })
      .where(eq(deals.id, row.dealId));
    const [charge] = await tx
      .update(paymentCharges)
      .set({ refundedOre: sql`${paymentCharges.refundedOre} + ${row.amountOre}` })
      .where(eq(paymentCharges.orderId, row.orderId))
      .returning({
        reference: paymentCharges.reference,
        amountOre: paymentCharges.amountOre,
        refundedOre: paymentCharges.refundedOre,
      });
    if (!charge) throw new Error("A paid order without its charge");
    const fully = charge.refundedOre >= charge.amountOre;
    if (fully)
      await tx.update(paymentCharges).set({ status: "refunded" }).where(eq(paymentCharges.orderId, row.orderId));
    await tx
      .update(orders)
      .set({ status: fully ? "refunded" : "partially_refunded" })
      .where(eq(orders.id, row.orderId));

    // To the account's address when the order has one (it may have changed since), else the order's.
    const lang = request.language ?? parseLanguage(row.orderLanguage);
    const title = lang === "en" ? (row.titleEn ?? row.title) : row.title;
    await queueMail(
      tx,
      mailer,
      refundMail(
        { name: row.accountName, email: row.accountEmail ?? row.orderEmail },
        { code: row.code, title },
        row.amountOre,
        lang,
      ),
    );
    const [pending] = await tx
      .insert(refunds)
      .values({
        voucherId: request.voucherId,
        orderId: row.orderId,
        chargeReference: charge.reference,
        amountOre: row.amountOre,
        createdAt: now,
      })
      .returning({ id: refunds.id });
    if (!pending) throw new Error("The refund was not recorded");
    await enqueueJob(tx, {
      kind: REFUND_COMPLETION_JOB,
      payload: { refundId: pending.id },
      dedupeKey: refundJobKey(pending.id),
      runAt: new Date(Date.now() + REFUND_RETRY_DELAY_MS),
      maxAttempts: 20,
    });
    return { ok: true, amountOre: row.amountOre, orderId: row.orderId, refundId: pending.id };
  });
  if (!recorded.ok) return recorded;

  const { refundId, ...result } = recorded;
  // Committed: the voucher is refunded whatever happens now. A failing gateway leaves the
  // refund pending for the job.
  const completed = await completeRefund(db, gateway, refundId).catch(() => false);
  return { ...result, completed };
}

const refundJobKey = (refundId: string) => `${REFUND_COMPLETION_JOB}:${refundId}`;

/**
 * Asks the gateway for a pending refund's money, under the refund's own idempotency key, and
 * marks it completed. Safe to run any number of times, also at once: the gateway refunds a key
 * once. True when the refund is completed.
 */
export async function completeRefund(db: Database, gateway: PaymentGateway, refundId: string): Promise<boolean> {
  const [refund] = await db
    .select({ status: refunds.status, reference: refunds.chargeReference, amountOre: refunds.amountOre })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  if (!refund) return false;
  if (refund.status === "pending") {
    await gateway.refund(refund.reference, refund.amountOre, refundIdempotencyKey(refundId));
    await db
      .update(refunds)
      .set({ status: "completed", completedAt: new Date() })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, "pending")));
  }
  await cancelJob(db, refundJobKey(refundId));
  return true;
}

/**
 * The sweep behind the per-refund jobs: every refund still pending after `olderThanMs` (its job
 * failed for good, say) is asked for again. Returns how many it completed; one failure does not
 * stop the others.
 */
export async function reconcilePendingRefunds(
  db: Database,
  gateway: PaymentGateway,
  olderThanMs = 10 * 60_000,
  now = new Date(),
): Promise<number> {
  const pending = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, "pending"), sql`${refunds.createdAt} <= ${new Date(now.getTime() - olderThanMs)}`))
    .orderBy(refunds.createdAt)
    .limit(100);
  let completed = 0;
  for (const { id } of pending) if (await completeRefund(db, gateway, id).catch(() => false)) completed++;
  return completed;
}

/** The gateway's idempotency key for a refund: derived from the refund row, so every retry sends the same. */
export const refundIdempotencyKey = (refundId: string) => `refund:${refundId}`;
