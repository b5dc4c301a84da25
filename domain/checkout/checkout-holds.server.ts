// Starting a checkout: the cart priced from the database, its units taken from stock into a
// hold (committed), and only then a payment created at the provider, outside any transaction.
// The hold becomes an order, or gives its units back, in hold-settlement.server.ts.
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "#db/connection.server";
import { checkoutHolds, deals, orders, users, vouchers } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import type { PackageKind } from "#domain/catalog/packages.server";
import type { PaymentAction, PaymentMethod, PaymentProvider } from "#domain/payments/payment-provider";
import { normaliseEmail, normalisedEmailSql } from "./buyer-identity.server";
import { MAX_LINE_QUANTITY, mergeCartLines, priceCart, vatIncluded, type CartLineInput } from "./checkout.server";
import { takeUnits } from "./checkout-stock.server";
import {
  allocateDiscount,
  recordPromoUse,
  releasePromoUse,
  takePromoCode,
  type PromoProblem,
} from "./promo-codes.server";
import type { GiftDetails } from "#domain/vouchers/gift-input";
import { recordGiftCardUse, releaseGiftCardUse, takeGiftCard, type GiftCardProblem } from "./gift-cards.server";

/** How long the units stay held while the buyer pays (shown on the page). */
export const HOLD_TTL_MS = 15 * 60_000;

/** A line as the hold keeps it: what the order is written from, whatever the prices do meanwhile. */
export interface HeldLine {
  dealId: number;
  packageKind: PackageKind;
  title: string;
  quantity: number;
  unitPriceOre: number;
  unitOriginalOre: number;
  validityDays: number;
  /** A promo code's part for each unit (voucher) of the line, when the order has one. */
  unitDiscountsOre?: number[];
  /** A gift card's part of each unit's price (after the promo code), when the order spends one. */
  unitGiftCardOre?: number[];
  gift?: GiftDetails;
}

export interface StartCheckoutInput {
  /** The page's key for this purchase: a double submit finds the same hold. */
  idempotencyKey: string;
  lines: CartLineInput[];
  email: string;
  userId: string | null;
  language: Language;
  method: PaymentMethod;
  /** A promo code as typed: checked and counted here, its discount priced here. */
  promoCode?: string | null;
  /** A MagicDeals gift card's code as typed: what it pays is priced and taken here. */
  giftCardCode?: string | null;
}

export interface StartCheckoutServices {
  provider: PaymentProvider;
  /** Where the provider sends the buyer back, for this hold. */
  returnUrl: (holdId: string) => string;
}

export type StartCheckoutResult =
  | {
      ok: true;
      holdId: string;
      /** What the buyer's browser does next; null: the hold has moved on, ask the return route. */
      action: PaymentAction | null;
      expiresAt: Date;
      totalOre: number;
    }
  | { ok: false; reason: "unavailable" | "soldOut" | "limitReached" | "inProgress" | "providerUnavailable" }
  | { ok: false; reason: "promo"; problem: PromoProblem }
  | { ok: false; reason: "giftCard"; problem: GiftCardProblem };

class HoldRefused extends Error {
  constructor(
    readonly reason: "soldOut" | "limitReached" | "repeat" | "promo" | "giftCard",
    readonly problem?: PromoProblem,
    readonly giftCardProblem?: GiftCardProblem,
  ) {
    super(reason);
  }
}

/** The idempotency keys the provider sees for one hold: one per call, derived from the hold. */
export const holdKeys = (holdId: string) => ({
  create: `hold-${holdId}-create`,
  capture: `hold-${holdId}-capture`,
  cancel: `hold-${holdId}-cancel`,
});

/**
 * Units this customer already has of a deal: in orders, and in holds still waiting for payment
 * (a buyer with two tabs must not beat the per-customer limit).
 */
async function alreadyBought(
  tx: Transaction,
  dealId: number,
  customer: { userId: string | null; mailbox: string },
): Promise<number> {
  const sameOrderCustomer =
    customer.userId !== null
      ? or(
          eq(orders.userId, customer.userId),
          and(isNull(orders.userId), sql`${normalisedEmailSql(orders.email)} = ${customer.mailbox}`),
        )
      : or(
          sql`${normalisedEmailSql(orders.email)} = ${customer.mailbox}`,
          sql`${orders.userId} IN (SELECT ${users.id} FROM ${users} WHERE ${normalisedEmailSql(users.email)} = ${customer.mailbox})`,
        );
  const sameHoldCustomer =
    customer.userId !== null
      ? sql`(${checkoutHolds.userId} = ${customer.userId} OR (${checkoutHolds.userId} IS NULL AND ${normalisedEmailSql(checkoutHolds.email)} = ${customer.mailbox}))`
      : sql`${normalisedEmailSql(checkoutHolds.email)} = ${customer.mailbox}`;
  const [row] = await tx
    .execute<{ n: number }>(
      sql`
    SELECT (SELECT count(*) FROM ${vouchers} JOIN ${orders} ON ${orders.id} = ${vouchers.orderId}
             WHERE ${vouchers.dealId} = ${dealId} AND ${sameOrderCustomer})::int
         + (SELECT coalesce(sum((l->>'quantity')::int), 0) FROM ${checkoutHolds}, jsonb_array_elements(${checkoutHolds.lines}) l
             WHERE ${checkoutHolds.status} = 'pending' AND (l->>'dealId')::int = ${dealId} AND ${sameHoldCustomer})::int AS n`,
    )
    .then((r) => r.rows);
  return row?.n ?? 0;
}

/** How long a repeated submit waits for the first one's payment before answering without it. */
const REPEAT_WAIT_MS = 10_000;

/**
 * Holds the cart's units and creates the payment. The hold commits before the provider is
 * called, so no transaction holding a deal's row lock ever waits on the network; the units
 * count against the deal's cap from that commit until the hold is confirmed or released.
 */
export async function startCheckout(
  db: Database,
  { provider, returnUrl }: StartCheckoutServices,
  input: StartCheckoutInput,
  now = new Date(),
): Promise<StartCheckoutResult> {
  const email = input.email.trim().toLowerCase();
  if (mergeCartLines(input.lines).some((l) => l.quantity > MAX_LINE_QUANTITY))
    return { ok: false, reason: "limitReached" };

  const repeat = async (): Promise<StartCheckoutResult> => {
    const find = async () =>
      (await db.select().from(checkoutHolds).where(eq(checkoutHolds.idempotencyKey, input.idempotencyKey)))[0];
    let hold = await find();
    // Someone else's key names nothing of theirs.
    if (!hold || hold.userId !== input.userId || hold.email !== email) return { ok: false, reason: "inProgress" };
    // A double submit: the first request may still be creating the payment. Wait for it, so both
    // answers show the same payment step.
    for (let waited = 0; hold.status === "pending" && !hold.providerPaymentId && waited < REPEAT_WAIT_MS;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      waited += 100;
      hold = (await find()) ?? hold;
    }
    let action: PaymentAction | null = null;
    if (hold.status === "pending" && hold.providerPaymentId) {
      const payment = await provider
        .getPayment(hold.providerPaymentId, { language: hold.language as Language })
        .catch(() => null);
      action = payment?.action ?? null;
    }
    return { ok: true, holdId: hold.id, action, expiresAt: hold.expiresAt, totalOre: hold.totalOre };
  };

  const priced = await priceCart(db, input.language, input.lines, now);
  if (priced.problems.length > 0 || priced.lines.length === 0) return { ok: false, reason: "unavailable" };
  const lines: HeldLine[] = priced.lines.map((l) => ({
    dealId: l.dealId,
    packageKind: l.packageKind,
    title: l.title,
    quantity: l.quantity,
    unitPriceOre: l.unitPriceOre,
    unitOriginalOre: l.unitOriginalOre,
    validityDays: l.validityDays,
    ...(l.gift ? { gift: l.gift } : {}),
  }));
  const expiresAt = new Date(now.getTime() + HOLD_TTL_MS);
  const customer = { userId: input.userId, mailbox: normaliseEmail(email) };

  let holdId: string;
  let totalOre = priced.totalOre;
  try {
    holdId = await db.transaction(async (tx) => {
      // The code's row stays locked until this commits, so its limits hold under concurrent checkouts.
      const promo = input.promoCode
        ? await takePromoCode(
            tx,
            { code: input.promoCode, totalOre: priced.totalOre, customer: { userId: input.userId, email } },
            now,
          )
        : null;
      if (promo && !promo.ok) throw new HoldRefused("promo", promo.problem);
      if (promo?.ok) {
        const parts = allocateDiscount(lines, promo.discountOre);
        lines.forEach((line, i) => (line.unitDiscountsOre = parts[i]));
        totalOre = priced.totalOre - promo.discountOre;
      }
      // The VAT is on the order's price; a gift card is only a way to pay it.
      const vatOre = vatIncluded(totalOre);
      // The card's row stays locked until this commits: one card's checkouts queue here.
      const giftCard = input.giftCardCode ? await takeGiftCard(tx, { code: input.giftCardCode, totalOre }, now) : null;
      if (giftCard && !giftCard.ok) throw new HoldRefused("giftCard", undefined, giftCard.problem);
      if (giftCard?.ok) {
        spreadGiftCard(lines, giftCard.amountOre);
        totalOre -= giftCard.amountOre;
      }
      // The key next: a concurrent submit with the same key waits here, then finds it taken.
      const [hold] = await tx
        .insert(checkoutHolds)
        .values({
          idempotencyKey: input.idempotencyKey,
          userId: input.userId,
          email,
          language: input.language,
          lines,
          totalOre,
          originalTotalOre: priced.originalTotalOre,
          vatOre,
          method: input.method,
          provider: provider.name,
          expiresAt,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: checkoutHolds.id });
      if (!hold) throw new HoldRefused("repeat");
      if (promo?.ok) await recordPromoUse(tx, hold.id, promo);
      if (giftCard?.ok) await recordGiftCardUse(tx, hold.id, giftCard);
      // Deals locked in id order, so two checkouts of the same deals cannot deadlock.
      for (const line of [...lines].sort((a, b) => a.dealId - b.dealId)) {
        const taken = await takeUnits(tx, line, now);
        if (!taken.taken) throw new HoldRefused("soldOut");
        if (taken.perCustomerLimit !== null) {
          // The deal's row is locked by the update above, so one customer's checkouts queue here.
          const sameDeal = lines.filter((l) => l.dealId === line.dealId).reduce((s, l) => s + l.quantity, 0);
          const before = await alreadyBought(tx, line.dealId, customer);
          // This hold's own lines are counted in `before` already (it is pending in this transaction).
          if (before > taken.perCustomerLimit || sameDeal > taken.perCustomerLimit)
            throw new HoldRefused("limitReached");
        }
      }
      return hold.id;
    });
  } catch (error) {
    if (error instanceof HoldRefused) {
      if (error.reason === "repeat") return repeat();
      if (error.reason === "promo" && error.problem) return { ok: false, reason: "promo", problem: error.problem };
      if (error.reason === "giftCard" && error.giftCardProblem)
        return { ok: false, reason: "giftCard", problem: error.giftCardProblem };
      return {
        ok: false,
        reason: error.reason === "promo" || error.reason === "giftCard" ? "unavailable" : error.reason,
      };
    }
    throw error;
  }

  // Paid in full by a gift card: no payment to create; settling the hold writes the order.
  if (totalOre === 0) return { ok: true, holdId, action: null, expiresAt, totalOre };
  return payForHold(db, { provider, returnUrl }, { ...input, holdId, totalOre, expiresAt, email });
}

/**
 * Creates the provider's payment for a committed hold, outside any transaction; a provider
 * that fails releases the hold at once. Shared by deal checkouts and gift-card purchases.
 */
export async function payForHold(
  db: Database,
  { provider, returnUrl }: StartCheckoutServices,
  input: {
    holdId: string;
    totalOre: number;
    expiresAt: Date;
    email: string;
    method: PaymentMethod;
    language: Language;
  },
): Promise<StartCheckoutResult> {
  const { holdId, totalOre, expiresAt, email } = input;
  let created;
  try {
    created = await provider.createPayment({
      amountOre: totalOre,
      currency: "NOK",
      reference: `hold-${holdId}`,
      idempotencyKey: holdKeys(holdId).create,
      returnUrl: returnUrl(holdId),
      method: input.method,
      description: "MagicDeals",
      customer: { email },
      language: input.language,
    });
  } catch {
    // No payment to wait for: the units go back now rather than at expiry.
    await releaseUnpaid(db, holdId, "other");
    return { ok: false, reason: "providerUnavailable" };
  }
  const [stored] = await db
    .update(checkoutHolds)
    .set({ providerPaymentId: created.providerPaymentId })
    .where(
      and(eq(checkoutHolds.id, holdId), eq(checkoutHolds.status, "pending"), isNull(checkoutHolds.providerPaymentId)),
    )
    .returning({ id: checkoutHolds.id });
  if (!stored) {
    // Released meanwhile (the settle job found it expired without a payment): the payment must not be paid.
    await provider.cancel(created.providerPaymentId, holdKeys(holdId).cancel).catch(() => undefined);
    return { ok: false, reason: "providerUnavailable" };
  }
  return { ok: true, holdId, action: created.action, expiresAt, totalOre };
}

/** Why a hold gave its units back. */
export type ReleaseOutcome =
  "declined" | "insufficient_funds" | "authentication_failed" | "cancelled" | "expired" | "other";

/**
 * Gives a pending hold's units back, once: the conditional update lets only the first caller
 * through. `onlyUnpaid` releases only a hold that never got a payment at the provider.
 */
export async function releaseHold(
  db: Database,
  holdId: string,
  outcome: ReleaseOutcome,
  onlyUnpaid = false,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(checkoutHolds)
      .set({ status: "released", outcome })
      .where(
        and(
          eq(checkoutHolds.id, holdId),
          eq(checkoutHolds.status, "pending"),
          onlyUnpaid ? isNull(checkoutHolds.providerPaymentId) : undefined,
        ),
      )
      .returning({ lines: checkoutHolds.lines });
    if (!released) return false;
    await releasePromoUse(tx, holdId);
    await releaseGiftCardUse(tx, holdId);
    const lines = (released.lines as HeldLine[]).slice().sort((a, b) => a.dealId - b.dealId);
    for (const line of lines) {
      await tx
        .update(deals)
        .set({
          unitsSold: sql`greatest(${deals.unitsSold} - ${line.quantity}, 0)`,
          soldCount: sql`greatest(${deals.soldCount} - ${line.quantity}, 0)`,
        })
        .where(eq(deals.id, line.dealId));
    }
    return true;
  });
}

function releaseUnpaid(db: Database, holdId: string, outcome: ReleaseOutcome): Promise<boolean> {
  return releaseHold(db, holdId, outcome, true);
}

/**
 * The gift card's amount spread over every unit in proportion to what is left to pay for it
 * (its price less its promo part), so a refunded voucher gives back to the card what the card
 * paid for it and to the payment the rest.
 */
function spreadGiftCard(lines: HeldLine[], amountOre: number): void {
  const units = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, u) => ({
      unitPriceOre: line.unitPriceOre - (line.unitDiscountsOre?.[u] ?? 0),
      quantity: 1,
    })),
  );
  const parts = allocateDiscount(units, amountOre).map((p) => p[0] ?? 0);
  let i = 0;
  for (const line of lines) {
    line.unitGiftCardOre = Array.from({ length: line.quantity }, () => parts[i++] ?? 0);
  }
}
