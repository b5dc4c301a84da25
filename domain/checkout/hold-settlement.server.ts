// Settling a checkout hold: the buyer's return, the provider's webhook and the settle job all
// call settleHold, which asks the provider where the payment stands and moves the hold on
// exactly once (decision 019): captured → the order, its vouchers and its e-mail; failed,
// cancelled or expired → the units back. Provider calls run outside every transaction. One
// caller at a time asks the provider about a hold (a lease on its row, decision 065): the buyer's
// return and the authorisation's webhook usually come together, and the second waits for the
// first instead of reading and capturing the payment again.
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { checkoutHolds, paymentWebhookEvents } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { queueMailStatements, type Mailer } from "#domain/platform/mail.server";
import type { Signer } from "#domain/platform/signing.server";
import type {
  PaymentAction,
  PaymentProvider,
  PaymentStatus,
  ProviderPayment,
  WebhookHeaders,
} from "#domain/payments/payment-provider";
import { ProviderError } from "#domain/payments/provider-error";
import { holdKeys, releaseHold, type HeldLine, type ReleaseOutcome } from "./checkout-holds.server";
import { guestOrderUrl } from "./guest-orders.server";
import { orderConfirmationMail, type VouchersLink } from "./order-confirmation-mail.server";
import { writeOrder } from "./order-record.server";
import { confirmPromoUse } from "./promo-codes.server";
import { giftCardMail } from "./gift-card-mail.server";
import {
  confirmGiftCardUse,
  giftCardExpiry,
  heldGiftCardUse,
  issueGiftCard,
  newGiftCardCode,
} from "./gift-cards.server";

export interface SettleServices {
  provider: PaymentProvider;
  mailer: Mailer;
  /** The site's address, for the link in the confirmation e-mail. */
  origin: string;
  /** Signs a guest order's private link in its confirmation e-mail. */
  signer: Signer;
}

export type HoldState =
  | { state: "confirmed"; holdId: string; orderId: string; userId: string | null; giftCard: boolean }
  | { state: "released"; holdId: string; outcome: ReleaseOutcome }
  | { state: "pending"; holdId: string; action: PaymentAction | null; expiresAt: Date }
  /** Another caller is asking the provider about it, and did not finish while this one waited. */
  | { state: "settling"; holdId: string };

type Hold = typeof checkoutHolds.$inferSelect;

function stateOf(hold: Hold): HoldState {
  if (hold.status === "confirmed" && hold.orderId)
    return {
      state: "confirmed",
      holdId: hold.id,
      orderId: hold.orderId,
      userId: hold.userId,
      giftCard: hold.giftCardOre !== null,
    };
  if (hold.status === "released")
    return { state: "released", holdId: hold.id, outcome: (hold.outcome ?? "other") as ReleaseOutcome };
  return { state: "pending", holdId: hold.id, action: null, expiresAt: hold.expiresAt };
}

async function loadHold(db: Database, holdId: string): Promise<Hold | undefined> {
  const [hold] = await db.select().from(checkoutHolds).where(eq(checkoutHolds.id, holdId));
  return hold;
}

/**
 * How long one caller may take over a hold's provider calls before another may ask too. Longer
 * than a settle with the provider's retries; if one takes longer still, two settle at once, which
 * is safe (the capture's idempotency key, the order's conditional update), only not cheaper.
 */
export const SETTLE_LEASE_MS = 15_000;

/** How often a waiting caller looks whether the lease's holder has finished. */
const WAIT_STEP_MS = 25;

/**
 * The pending hold with a lease on it for this caller, in the statement that reads it; undefined
 * when the hold is not pending or another caller holds an unexpired lease. The database's clock
 * keeps the lease the same for every copy of the app (and for tests that settle "later").
 */
async function claimHold(db: Database, which: SQL): Promise<Hold | undefined> {
  const [hold] = await db
    .update(checkoutHolds)
    // In whole milliseconds, so the value read back into a Date finds the row again in endLease.
    .set({
      settlingUntil: sql`date_trunc('milliseconds', clock_timestamp() + ${`${SETTLE_LEASE_MS} milliseconds`}::interval)`,
    })
    .where(
      and(
        which,
        eq(checkoutHolds.status, "pending"),
        or(isNull(checkoutHolds.settlingUntil), lt(checkoutHolds.settlingUntil, sql`clock_timestamp()`)),
      ),
    )
    .returning();
  return hold;
}

/** Gives the lease back while the hold stays pending (a payment still waiting for the buyer, an error). */
async function endLease(db: Database, hold: Hold) {
  await db
    .update(checkoutHolds)
    .set({ settlingUntil: null })
    .where(and(eq(checkoutHolds.id, hold.id), eq(checkoutHolds.settlingUntil, hold.settlingUntil!)));
}

/**
 * Settles the hold `which` finds, once this caller holds its lease; while another caller holds
 * it, waits up to `waitMs` for that one to finish (then usually finds the hold confirmed or
 * released), and takes over if it is still pending once the lease is free or has run out.
 */
async function settleWithLease(
  db: Database,
  services: SettleServices,
  which: SQL,
  now: Date,
  waitMs: number,
): Promise<HoldState | null> {
  const giveUpAt = Date.now() + waitMs;
  for (;;) {
    const claimed = await claimHold(db, which);
    if (claimed) {
      const state = await settleClaimedHold(db, services, claimed, now).catch(async (error: unknown) => {
        await endLease(db, claimed).catch(() => undefined);
        throw error;
      });
      if (state.state === "pending") await endLease(db, claimed);
      return state;
    }
    const [hold] = await db.select().from(checkoutHolds).where(which);
    if (!hold) return null;
    if (hold.status !== "pending") return stateOf(hold);
    if (Date.now() >= giveUpAt) return { state: "settling", holdId: hold.id };
    await sleep(WAIT_STEP_MS);
  }
}

function outcomeOf(payment: ProviderPayment): ReleaseOutcome {
  if (payment.status === "cancelled") return "cancelled";
  if (payment.status === "expired") return "expired";
  if (payment.status === "failed" && payment.failureReason && payment.failureReason !== "other")
    return payment.failureReason;
  return "other";
}

/** A call the provider refuses because the payment moved on (a concurrent settle won): read it again. */
async function orRead(provider: PaymentProvider, id: string, call: Promise<ProviderPayment>): Promise<ProviderPayment> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ProviderError && error.kind === "invalid") return provider.getPayment(id);
    throw error;
  }
}

/** How an order paid in full by a gift card shows its payment: no provider took anything. */
export const GIFT_CARD_GATEWAY = "giftcard";

/**
 * Writes the order for a captured payment (or, null, a hold a gift card pays in full), if this
 * caller is the first: a conditional update decides.
 */
async function confirm(db: Database, services: SettleServices, hold: Hold, payment: ProviderPayment | null, now: Date) {
  const method = payment?.method;
  const brand = !payment
    ? GIFT_CARD_GATEWAY
    : method?.type === "card"
      ? method.brand
      : method?.type === "vipps"
        ? "vipps"
        : hold.method;
  const last4 = method?.type === "card" ? (method.last4 ?? "") : "";
  const lang = hold.language as Language;
  return db.transaction(async (tx) => {
    const [won] = await tx
      .update(checkoutHolds)
      .set({ status: "confirmed" })
      .where(and(eq(checkoutHolds.id, hold.id), eq(checkoutHolds.status, "pending")))
      .returning({ id: checkoutHolds.id });
    if (!won) return null;
    const discount = await confirmPromoUse(tx, hold.id);
    const giftCard = await heldGiftCardUse(tx, hold.id);
    // A gift-card purchase: its order has no lines, and its e-mail carries the card's code.
    const boughtCard = hold.giftCardOre !== null ? { code: newGiftCardCode(), amountOre: hold.giftCardOre } : null;
    const written = await writeOrder(
      tx,
      {
        userId: hold.userId,
        email: hold.email,
        language: lang,
        totalOre: hold.totalOre,
        originalTotalOre: hold.originalTotalOre,
        vatOre: hold.vatOre,
        charge: {
          gateway: payment ? services.provider.name : GIFT_CARD_GATEWAY,
          reference: payment ? payment.providerPaymentId : `giftcard-${hold.id}`,
          brand,
          last4,
        },
        lines: hold.lines as HeldLine[],
        discount,
        giftCard,
      },
      now,
      (order) => {
        if (boughtCard)
          return queueMailStatements(
            services.mailer,
            giftCardMail(
              hold.email,
              lang,
              { ...boughtCard, expiresAt: giftCardExpiry(now), orderNumber: order.number },
              `${services.origin}/account/gift-cards`,
            ),
          ).statements;
        // A guest has no My Vouchers: the e-mail carries the order's own private link instead.
        const vouchers: VouchersLink = hold.userId
          ? { kind: "account", url: `${services.origin}/account/vouchers` }
          : { kind: "guest", url: guestOrderUrl(services.signer, services.origin, order.id) };
        return queueMailStatements(services.mailer, orderConfirmationMail(order, lang, vouchers)).statements;
      },
    );
    await tx.update(checkoutHolds).set({ orderId: written.id }).where(eq(checkoutHolds.id, hold.id));
    if (giftCard) await confirmGiftCardUse(tx, hold.id, written.id);
    if (boughtCard) await issueGiftCard(tx, { ...boughtCard, buyerUserId: hold.userId, orderId: written.id }, now);
    return written.id;
  });
}

/**
 * Moves a hold on from what the provider says; safe to call any number of times, also at once.
 * An authorised payment is captured first (idempotency key from the hold) and the order written
 * after: a crash between the two leaves a captured payment that the next call turns into the
 * order. A hold past its expiry whose payment is not captured is cancelled at the provider
 * first, so units go back only once no money can follow them.
 */
export async function settleHold(
  db: Database,
  services: SettleServices,
  holdId: string,
  now = new Date(),
  waitMs = RETURN_WAIT_MS,
): Promise<HoldState | null> {
  return settleWithLease(db, services, eq(checkoutHolds.id, holdId), now, waitMs);
}

/**
 * The buyer's return waits out a lease left by a caller that died, rather than tell a buyer whose
 * payment went through that it did not finish.
 */
const RETURN_WAIT_MS = SETTLE_LEASE_MS + 1_000;

/** A webhook waits less: the provider's own timeout is short, and it sends the event again. */
const WEBHOOK_WAIT_MS = 5_000;

async function settleClaimedHold(db: Database, services: SettleServices, hold: Hold, now: Date): Promise<HoldState> {
  const holdId = hold.id;
  const { provider } = services;
  const keys = holdKeys(hold.id);
  const expired = hold.expiresAt.getTime() <= now.getTime();
  const id = hold.providerPaymentId;
  if (!id) {
    // Paid in full by a gift card: nothing to ask a provider, the order is written now.
    if (hold.totalOre === 0 && (await heldGiftCardUse(db, hold.id))) {
      await confirm(db, services, hold, null, now);
      return stateOf((await loadHold(db, holdId)) ?? hold);
    }
    // Created no payment (the provider failed, or the process died before asking): nothing to wait for once expired.
    if (expired) await releaseHold(db, hold.id, "expired", true);
    return stateOf((await loadHold(db, holdId)) ?? hold);
  }

  let payment = await provider.getPayment(id, { language: hold.language as Language });
  const waiting = payment.status === "created" || payment.status === "requires_action";
  if (waiting && !expired) return { state: "pending", holdId, action: payment.action, expiresAt: hold.expiresAt };
  if (expired && (waiting || payment.status === "authorised")) {
    // Past its expiry a hold is not sold, even if the buyer approved at the last moment: the
    // authorisation is voided. A capture that won the race before the expiry still stands.
    payment = await orRead(provider, id, provider.cancel(id, keys.cancel));
    if (payment.status === "cancelled") {
      await releaseHold(db, hold.id, "expired");
      return stateOf((await loadHold(db, holdId)) ?? hold);
    }
  }
  if (payment.status === "authorised")
    payment = await orRead(provider, id, provider.capture(id, hold.totalOre, keys.capture));
  if (payment.status === "captured") await confirm(db, services, hold, payment, now);
  else if (payment.status === "failed") {
    // Some providers take another card on a declined payment (Stripe's PaymentIntent waits for a
    // new payment method): once the units are back it is cancelled, which also voids an
    // authorisation that slipped in meanwhile, so no money follows them. Released first, so the
    // buyer is told "declined" rather than the cancellation's own webhook's "cancelled". Best
    // effort: a provider whose failed payments are final refuses, and that is fine.
    if (await releaseHold(db, hold.id, outcomeOf(payment)))
      await provider.cancel(id, keys.cancel).catch(() => undefined);
  } else if (["cancelled", "expired", "refunded"].includes(payment.status))
    await releaseHold(db, hold.id, outcomeOf(payment));
  else return { state: "pending", holdId, action: payment.action, expiresAt: hold.expiresAt };
  return stateOf((await loadHold(db, holdId)) ?? hold);
}

/** The hold a provider payment belongs to, settled. */
export function settlePayment(
  db: Database,
  services: SettleServices,
  providerPaymentId: string,
  now = new Date(),
): Promise<HoldState | null> {
  return settleWithLease(db, services, eq(checkoutHolds.providerPaymentId, providerPaymentId), now, WEBHOOK_WAIT_MS);
}

/** The recurring job that settles holds nobody else settled. */
export const SETTLE_JOB = "checkout.settle";

/** How long a payment may wait for the buyer before the job asks the provider (webhooks may never come). */
export const SETTLE_AFTER_MS = 2 * 60_000;

/**
 * The settle job: pending holds that are expired, or old enough that a webhook should have
 * come, each asked of the provider. One failing hold does not stop the others.
 */
export async function settleDueHolds(db: Database, services: SettleServices, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: checkoutHolds.id })
    .from(checkoutHolds)
    .where(
      and(
        eq(checkoutHolds.status, "pending"),
        or(lte(checkoutHolds.expiresAt, now), lte(checkoutHolds.createdAt, new Date(now.getTime() - SETTLE_AFTER_MS))),
      ),
    )
    .limit(200);
  let failures = 0;
  // A hold another caller is settling is left to it (no wait): the next run finds it if it died.
  for (const hold of due) {
    await settleHold(db, services, hold.id, now, 0).catch(() => {
      failures += 1;
    });
  }
  if (failures > 0 && failures === due.length) throw new Error(`No due hold could be settled (${failures})`);
  return due.length;
}

/** 503: not taken now, the provider sends it again. */
export type WebhookAnswer = { status: 200 | 400 | 503; duplicate?: boolean };

/**
 * A webhook from the provider: verified over the raw body (400 when it is not the provider's),
 * taken once per event id, and acted on only through settleHold, which asks the provider for
 * the payment's state, so an event arriving late or out of order changes nothing by itself; an
 * event of a payment still waiting for the buyer is not acted on at all.
 * The event is recorded after settling: if settling fails the provider sends it again.
 */
export async function takePaymentWebhook(
  db: Database,
  services: SettleServices,
  rawBody: string,
  headers: WebhookHeaders,
  now = new Date(),
): Promise<WebhookAnswer> {
  const parsed = services.provider.parseWebhook(rawBody, headers);
  if (!parsed.ok) return { status: parsed.reason === "unsupported" ? 200 : 400 };
  const { event } = parsed;
  const record = async () => {
    const [recorded] = await db
      .insert(paymentWebhookEvents)
      .values({ eventId: event.eventId, provider: services.provider.name, providerPaymentId: event.providerPaymentId })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvents.eventId });
    return { status: 200 as const, duplicate: !recorded };
  };
  // A payment made, or asking the buyer for 3-D Secure, waits for the buyer: settling could only
  // find it waiting. Whatever comes next has its own event (and the return and the job settle
  // too), so this one is only taken once, without asking the provider.
  if (WAITING_EVENTS.has(event.status)) return record();
  const [seen] = await db
    .select({ id: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.eventId, event.eventId));
  if (seen) return { status: 200, duplicate: true };
  const state = await settlePayment(db, services, event.providerPaymentId, now);
  // Not taken while another caller still settles it: the provider sends it again.
  if (state?.state === "settling") return { status: 503 };
  return record();
}

/** Events of a payment that waits for the buyer; they move no hold. */
const WAITING_EVENTS: ReadonlySet<PaymentStatus> = new Set(["created", "requires_action"]);
