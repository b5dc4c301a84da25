// The 14-day money-back promise: an unused voucher can be refunded by its owner within 14 days
// of purchase, and by an admin (customer service) at any time. One use-case for both. First one
// transaction records everything (the voucher's transition, the charge, the order, the stock, a
// pending refund with its credit note number, the job that finishes it, and the e-mail to the
// customer with the credit note); only after it has committed is the payment provider of the
// order's charge asked, with the refund's id as idempotency key and outside any transaction. A
// process that dies in between leaves a pending refund and its job, which asks again with the
// same key: the money goes back exactly once, and a refunded voucher is never usable. A provider
// that cannot answer now leaves the refund pending for the job's next try; one that refuses it
// for good marks it failed and tells the admins by e-mail (and the admin orders page shows it).
import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import {
  deals,
  orderLines,
  orders,
  paymentCharges,
  refunds,
  users,
  voucherDiscounts,
  voucherGiftCardParts,
  voucherGifts,
  vouchers,
} from "#db/schema.server";
import { parseLanguage, type Language } from "#i18n/languages";
import type { PaymentProvider } from "#domain/payments/payment-provider";
import { ProviderError } from "#domain/payments/provider-error";
import { cancelJob, enqueueJob } from "#domain/platform/jobs.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import { creditNoteOf, paymentShown, type PaymentShown } from "#domain/receipts/sales-document.server";
import { refundFailedMail, refundMail } from "./refund-mail.server";
import { transitionVouchers } from "./voucher-transitions.server";
import { cancelGiftDelivery } from "./gift-cancel.server";
import { restoreGiftCardPart } from "#domain/checkout/gift-cards.server";

export const REFUND_DAYS = 14;
/** The job that asks the gateway again for a refund recorded but not yet confirmed. */
export const REFUND_COMPLETION_JOB = "refunds.complete";
/** Later than the request's own gateway call normally takes, so the job seldom repeats it. */
export const REFUND_RETRY_DELAY_MS = 60_000;

/** giftClaimed: the recipient of a gift has claimed it, so it is theirs (domain/vouchers/gifts.server.ts). */
export type RefundBlock = "notActive" | "windowClosed" | "giftClaimed";

/** The last moment the owner may refund a voucher bought at `purchasedAt`. */
export function refundDeadline(purchasedAt: Date): Date {
  return new Date(purchasedAt.getTime() + REFUND_DAYS * 86_400_000);
}

/** Why a voucher cannot be refunded now, or null when it can. */
export function refundBlock(
  voucher: { status: string; purchasedAt: Date; giftClaimed?: boolean },
  now = new Date(),
): RefundBlock | null {
  if (voucher.status !== "active") return "notActive";
  if (voucher.giftClaimed) return "giftClaimed";
  if (now.getTime() > refundDeadline(voucher.purchasedAt).getTime()) return "windowClosed";
  return null;
}

export type RefundResult =
  | {
      ok: true;
      amountOre: number;
      orderId: string;
      /** Where the money goes back: the order's card or Vipps. */
      payment: PaymentShown;
      /** False when the gateway has not confirmed yet: the job retries, the customer sees it in progress. */
      completed: boolean;
    }
  | { ok: false; reason: RefundBlock | "notFound" };

/**
 * What a refund works with: the payment provider that took the order's money, and the mail.
 * Without `provider` (a caller that has none) the refund stays pending for the job, which has it.
 */
export interface RefundServices {
  provider?: PaymentProvider | null;
  mailer: Mailer;
  /** The shop's address, for the admin's link in a failed refund's e-mail. */
  origin?: string;
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
 * A guest's 14-day refund, from the order's private link: only a voucher of that order, and only
 * while the order has no account (once attached, it is refunded from My Vouchers).
 */
export function refundGuestVoucher(
  db: Database,
  services: RefundServices,
  request: { voucherId: string; orderId: string; language: Language },
  now = new Date(),
): Promise<RefundResult> {
  return refund(
    db,
    services,
    {
      voucherId: request.voucherId,
      ownerId: null,
      guestOrderId: request.orderId,
      actorUserId: null,
      reason: "14-day refund by the guest buyer",
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
  | { ok: true; amountOre: number; orderId: string; payment: PaymentShown; refundId: string }
  | Exclude<RefundResult, { ok: true }>;

async function refund(
  db: Database,
  services: RefundServices,
  request: {
    voucherId: string;
    /** The account that owns the voucher; null for an admin or a guest. */
    ownerId: string | null;
    /** A guest's refund: the order (without an account) the voucher must be of. */
    guestOrderId?: string;
    actorUserId: string | null;
    reason: string;
    language?: Language;
  },
  now: Date,
): Promise<RefundResult> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!uuid.test(request.voucherId) || (request.guestOrderId !== undefined && !uuid.test(request.guestOrderId)))
    return { ok: false, reason: "notFound" };
  const { guestOrderId } = request;
  const byAdmin = request.ownerId === null && guestOrderId === undefined;
  const recorded = await db.transaction(async (tx): Promise<RecordedRefund> => {
    // Only the buyer's own voucher (any voucher for an admin); the row lock makes two refund
    // clicks refund once.
    const [row] = await tx
      .select({
        status: vouchers.status,
        code: vouchers.code,
        dealId: vouchers.dealId,
        orderId: orders.id,
        orderNumber: orders.number,
        cardBrand: orders.cardBrand,
        cardLast4: orders.cardLast4,
        purchasedAt: orders.createdAt,
        // What was paid for this voucher: its price less its part of a promo code's discount.
        amountOre:
          sql<number>`(${orderLines.unitPriceOre} - coalesce(${voucherDiscounts.discountOre}, 0))::bigint`.mapWith(
            Number,
          ),
        // What a MagicDeals gift card paid of it: that part goes back to the card (decision 041).
        giftCardId: voucherGiftCardParts.giftCardId,
        giftCardOre: sql<number>`coalesce(${voucherGiftCardParts.amountOre}, 0)::bigint`.mapWith(Number),
        title: orderLines.title,
        titleEn: deals.titleEn,
        orderEmail: orders.email,
        orderLanguage: orders.language,
        accountEmail: users.email,
        accountName: users.name,
        giftClaimed: sql<boolean>`exists (select 1 from ${voucherGifts} where ${voucherGifts.voucherId} = ${vouchers.id} and ${voucherGifts.claimedAt} is not null)`,
      })
      .from(vouchers)
      .innerJoin(orders, eq(orders.id, vouchers.orderId))
      .innerJoin(orderLines, eq(orderLines.id, vouchers.orderLineId))
      .innerJoin(deals, eq(deals.id, vouchers.dealId))
      .leftJoin(users, eq(users.id, orders.userId))
      .leftJoin(voucherDiscounts, eq(voucherDiscounts.voucherId, vouchers.id))
      .leftJoin(voucherGiftCardParts, eq(voucherGiftCardParts.voucherId, vouchers.id))
      .where(
        guestOrderId !== undefined
          ? and(eq(vouchers.id, request.voucherId), eq(orders.id, guestOrderId), isNull(orders.userId))
          : request.ownerId === null
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
    // A gift not yet delivered is not delivered at all.
    await cancelGiftDelivery(tx, request.voucherId, now);
    // The unit is for sale again.
    await tx
      .update(deals)
      .set({ unitsSold: sql`greatest(${deals.unitsSold} - 1, 0)`, soldCount: sql`greatest(${deals.soldCount} - 1, 0)` })
      .where(eq(deals.id, row.dealId));
    // The gift card's part back onto the card now; the rest to the payment, through the provider.
    if (row.giftCardId)
      await restoreGiftCardPart(tx, { giftCardId: row.giftCardId, amountOre: row.giftCardOre, orderId: row.orderId });
    const toPaymentOre = row.amountOre - row.giftCardOre;
    const [charge] = await tx
      .update(paymentCharges)
      .set({ refundedOre: sql`${paymentCharges.refundedOre} + ${toPaymentOre}` })
      .where(eq(paymentCharges.orderId, row.orderId))
      .returning({
        reference: paymentCharges.reference,
        amountOre: paymentCharges.amountOre,
        refundedOre: paymentCharges.refundedOre,
      });
    if (!charge) throw new Error("A paid order without its charge");
    // Every voucher refunded: with a gift card the charge alone does not say (it may be 0 kr).
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(vouchers)
      .where(and(eq(vouchers.orderId, row.orderId), sql`${vouchers.status} <> 'refunded'`));
    const fully = charge.refundedOre >= charge.amountOre && (left?.n ?? 0) === 0;
    if (fully)
      await tx.update(paymentCharges).set({ status: "refunded" }).where(eq(paymentCharges.orderId, row.orderId));
    await tx
      .update(orders)
      .set({ status: fully ? "refunded" : "partially_refunded" })
      .where(eq(orders.id, row.orderId));

    const [pending] = await tx
      .insert(refunds)
      .values({
        voucherId: request.voucherId,
        orderId: row.orderId,
        chargeReference: charge.reference,
        amountOre: toPaymentOre,
        creditNoteNumber: creditNoteNumber(),
        createdAt: now,
      })
      .returning({ id: refunds.id, creditNoteNumber: refunds.creditNoteNumber });
    if (!pending?.creditNoteNumber) throw new Error("The refund was not recorded");

    // To the account's address when the order has one (it may have changed since), else the order's.
    const lang = request.language ?? parseLanguage(row.orderLanguage);
    const title = lang === "en" ? (row.titleEn ?? row.title) : row.title;
    const creditNote = creditNoteOf({
      number: pending.creditNoteNumber,
      createdAt: now,
      amountOre: row.amountOre,
      title: row.title,
      order: {
        number: row.orderNumber,
        createdAt: row.purchasedAt,
        payment: paymentShown(row.cardBrand, row.cardLast4),
        language: lang,
      },
    });
    await queueMail(
      tx,
      services.mailer,
      refundMail(
        { name: row.accountName, email: row.accountEmail ?? row.orderEmail },
        { code: row.code, title },
        row.amountOre,
        lang,
        { document: creditNote, refundId: pending.id },
      ),
    );
    await enqueueJob(tx, {
      kind: REFUND_COMPLETION_JOB,
      payload: { refundId: pending.id },
      dedupeKey: refundJobKey(pending.id),
      runAt: new Date(Date.now() + REFUND_RETRY_DELAY_MS),
      maxAttempts: 20,
    });
    return {
      ok: true,
      amountOre: row.amountOre,
      orderId: row.orderId,
      payment: paymentShown(row.cardBrand, row.cardLast4),
      refundId: pending.id,
    };
  });
  if (!recorded.ok) return recorded;

  const { refundId, ...result } = recorded;
  // Committed: the voucher is refunded whatever happens now. A provider that cannot answer
  // leaves the refund pending for the job.
  const outcome = await completeRefund(db, services, refundId).catch(() => "pending" as const);
  return { ...result, completed: outcome === "completed" };
}

const refundJobKey = (refundId: string) => `${REFUND_COMPLETION_JOB}:${refundId}`;

/** Its own number for each credit note, quoted with the receipt's order number. */
function creditNoteNumber(): string {
  return `KN-${randomBytes(5).toString("hex").toUpperCase()}`;
}

/** Where a refund stands: pending until the provider confirms, failed when it refused for good. */
export type RefundState = "pending" | "completed" | "failed";

/**
 * Refusals that no retry will change: the provider says the refund is wrong for the payment
 * (more than captured, an unknown payment, the key used for another refund). Keys that are
 * wrong (401/403) are not among them: once someone fixes the configuration, the retry works.
 */
function refusedForGood(error: unknown): error is ProviderError {
  return (
    error instanceof ProviderError &&
    (error.kind === "invalid" || error.kind === "not_found" || error.kind === "idempotency_conflict")
  );
}

/** Sends the refund to whoever took the money: the provider named on the charge. */
async function refundAt(
  services: RefundServices,
  charge: { gateway: string | null; reference: string },
  amountOre: number,
  key: string,
): Promise<void> {
  // All of it went back to a gift card: nothing for a provider.
  if (amountOre <= 0) return;
  const provider = services.provider;
  if (!provider || provider.name !== charge.gateway)
    throw new Error(`No ${charge.gateway} payment provider here to refund through: left pending`);
  await provider.refund(charge.reference, amountOre, key);
}

/**
 * Asks the provider of the order's charge for a pending refund's money, under the refund's own
 * idempotency key and outside any transaction, and marks it completed. Safe to run any number
 * of times, also at once: the provider refunds a key once. Throws (the refund stays pending, the
 * job tries again after its backoff) when the provider cannot answer now; a refusal for good
 * marks the refund failed and tells the admins. Null when there is no such refund.
 */
export async function completeRefund(
  db: Database,
  services: RefundServices,
  refundId: string,
): Promise<RefundState | null> {
  const [refund] = await db
    .select({
      status: refunds.status,
      reference: refunds.chargeReference,
      amountOre: refunds.amountOre,
      gateway: paymentCharges.gateway,
    })
    .from(refunds)
    .leftJoin(
      paymentCharges,
      and(eq(paymentCharges.orderId, refunds.orderId), eq(paymentCharges.reference, refunds.chargeReference)),
    )
    .where(eq(refunds.id, refundId));
  if (!refund) return null;
  let state: RefundState = refund.status;
  if (state === "pending") {
    try {
      await refundAt(
        services,
        { gateway: refund.gateway, reference: refund.reference },
        refund.amountOre,
        refundIdempotencyKey(refundId),
      );
    } catch (error) {
      if (!refusedForGood(error)) throw error;
      state = await failRefund(db, services, refundId, error);
    }
    if (state === "pending") {
      const [marked] = await db
        .update(refunds)
        .set({ status: "completed", completedAt: new Date() })
        .where(and(eq(refunds.id, refundId), eq(refunds.status, "pending")))
        .returning({ status: refunds.status });
      state = marked?.status ?? "completed";
    }
  }
  await cancelJob(db, refundJobKey(refundId));
  return state;
}

/**
 * Marks a refund the provider refused for good as failed and, in the same transaction, e-mails
 * every admin, once: the voucher stays refunded (it must not be used) and the money goes back
 * by hand. Returns the refund's state after (completed, if a concurrent call got there first).
 */
async function failRefund(
  db: Database,
  services: RefundServices,
  refundId: string,
  error: ProviderError,
): Promise<RefundState> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(refunds)
      .set({ status: "failed", failureReason: `${error.kind}: ${error.message}`.slice(0, 500) })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, "pending")))
      .returning({ amountOre: refunds.amountOre, orderId: refunds.orderId });
    if (!failed) {
      const [now] = await tx.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, refundId));
      return now?.status ?? "failed";
    }
    const [order] = await tx
      .select({ number: orders.number, email: orders.email })
      .from(orders)
      .where(eq(orders.id, failed.orderId));
    const admins = await tx.select({ email: users.email }).from(users).where(eq(users.role, "admin"));
    for (const admin of admins)
      await queueMail(
        tx,
        services.mailer,
        refundFailedMail(admin.email, {
          provider: services.provider?.name ?? "",
          orderNumber: order?.number ?? "",
          customerEmail: order?.email ?? "",
          amountOre: failed.amountOre,
          reason: error.message,
          origin: services.origin ?? "",
        }),
      );
    return "failed";
  });
}

/**
 * The sweep behind the per-refund jobs: every refund still pending after `olderThanMs` (its job
 * failed for good, say) is asked for again. Returns how many it completed; one failure does not
 * stop the others.
 */
export async function reconcilePendingRefunds(
  db: Database,
  services: RefundServices,
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
  for (const { id } of pending)
    if ((await completeRefund(db, services, id).catch(() => null)) === "completed") completed++;
  return completed;
}

/** The gateway's idempotency key for a refund: derived from the refund row, so every retry sends the same. */
export const refundIdempotencyKey = (refundId: string) => `refund:${refundId}`;
