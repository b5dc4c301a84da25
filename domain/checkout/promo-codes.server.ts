// Promo codes: what a code takes off a cart, and its use counted in the checkout's transaction.
// The discount is priced here from the code's row and the server's prices, never from the
// client. A code's use is held with the checkout hold (promo_code_uses) and counted on the
// code's row by a conditional update, so the total limit holds under concurrent checkouts; the
// row lock that update takes makes one code's checkouts queue, so the per-customer count and
// "first purchase only" are read without a race. A released hold gives its use back.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseOrTransaction, Transaction } from "#db/connection.server";
import { checkoutHolds, orders, promoCodes, promoCodeUses, users } from "#db/schema.server";
import { normaliseEmail, normalisedEmailSql } from "./buyer-identity.server";

export const PROMO_PROBLEMS = [
  "unknown",
  "notStarted",
  "expired",
  "usedUp",
  "belowMinimum",
  "firstPurchaseOnly",
  "alreadyUsed",
] as const;
export type PromoProblemReason = (typeof PROMO_PROBLEMS)[number];
export type PromoProblem = { reason: PromoProblemReason; minTotalOre: number };

/** What a customer types: letters, digits and dashes; compared in upper case. */
export const promoCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/)
  .transform((code) => code.toUpperCase());

type PromoRow = typeof promoCodes.$inferSelect;

/** Who the code is used by: a signed-in account, or (a guest) a mailbox; null before the guest typed one. */
export interface PromoCustomer {
  userId: string | null;
  email: string | null;
}

export type PromoCheck =
  { ok: true; promoCodeId: number; code: string; discountOre: number } | { ok: false; problem: PromoProblem };

/** What a code always leaves to pay: an order of 0 kr would need a checkout without a payment. */
export const MIN_PAID_ORE = 100;

/** A promo code on a cart as the cart shows it: its discount and what is left to pay, or why not. */
export type PricedPromo =
  | { ok: true; code: string; discountOre: number; totalOre: number; vatOre: number }
  | { ok: false; code: string; message: string };

/** The discount in øre on a total: a percentage rounded down, or the amount; never below 1 kr left to pay. */
export function discountFor(code: Pick<PromoRow, "kind" | "value">, totalOre: number): number {
  const wanted =
    code.kind === "percent"
      ? Math.floor((totalOre * Math.min(Math.max(code.value, 0), 100)) / 100)
      : Math.max(code.value, 0);
  return Math.max(0, Math.min(wanted, totalOre - MIN_PAID_ORE));
}

/**
 * The discount spread over every unit (every voucher) in proportion to its price, by largest
 * remainder so the parts sum to the discount to the øre and none exceeds its unit's price.
 * Returned per line, one entry per unit. A refund of a voucher returns its unit price less its
 * part: what was actually paid for it.
 */
export function allocateDiscount(lines: { unitPriceOre: number; quantity: number }[], discountOre: number): number[][] {
  const units = lines.flatMap((line, li) =>
    Array.from({ length: line.quantity }, () => ({ li, price: line.unitPriceOre })),
  );
  const total = units.reduce((sum, u) => sum + u.price, 0);
  const discount = Math.min(Math.max(discountOre, 0), total);
  const shares = units.map((u, i) => {
    const exact = total === 0 ? 0 : (u.price * discount) / total;
    return { i, part: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = discount - shares.reduce((sum, s) => sum + s.part, 0);
  // The øre left by rounding down go to the largest remainders, first unit first on a tie.
  for (const share of [...shares].sort((a, b) => b.rest - a.rest || a.i - b.i)) {
    if (left <= 0) break;
    if (share.part < units[share.i]!.price) {
      share.part += 1;
      left -= 1;
    }
  }
  const perLine: number[][] = lines.map(() => []);
  units.forEach((u, i) => perLine[u.li]!.push(shares[i]!.part));
  return perLine;
}

const problem = (reason: PromoProblemReason, row?: PromoRow): PromoCheck => ({
  ok: false,
  problem: { reason, minTotalOre: row?.minTotalOre ?? 0 },
});

/** The code's own rules, which need no customer: active, window, total limit, minimum. */
function codeRules(
  row: PromoRow | undefined,
  totalOre: number,
  now: Date,
  countingThisUse: boolean,
): PromoCheck | null {
  if (!row || !row.active) return problem("unknown");
  if (row.validFrom && row.validFrom.getTime() > now.getTime()) return problem("notStarted", row);
  if (row.validTo && row.validTo.getTime() <= now.getTime()) return problem("expired", row);
  const used = row.usedCount - (countingThisUse ? 1 : 0);
  if (row.totalLimit !== null && used >= row.totalLimit) return problem("usedUp", row);
  if (totalOre < row.minTotalOre) return problem("belowMinimum", row);
  return null;
}

/** The customer's rules: first purchase only, and the per-customer limit (held and used). */
async function customerRules(
  db: DatabaseOrTransaction,
  row: PromoRow,
  customer: PromoCustomer,
): Promise<PromoCheck | null> {
  if (!row.firstPurchaseOnly && row.perCustomerLimit === null) return null;
  if (customer.userId === null && customer.email === null) return null;
  const mailbox = customer.email === null ? null : normaliseEmail(customer.email);
  const sameOrderCustomer =
    customer.userId !== null
      ? sql`(${orders.userId} = ${customer.userId} OR (${orders.userId} IS NULL AND ${mailbox}::text IS NOT NULL AND ${normalisedEmailSql(orders.email)} = ${mailbox}))`
      : sql`(${normalisedEmailSql(orders.email)} = ${mailbox} OR ${orders.userId} IN (SELECT ${users.id} FROM ${users} WHERE ${normalisedEmailSql(users.email)} = ${mailbox}))`;
  const sameHoldCustomer =
    customer.userId !== null
      ? sql`(${checkoutHolds.userId} = ${customer.userId} OR (${checkoutHolds.userId} IS NULL AND ${mailbox}::text IS NOT NULL AND ${normalisedEmailSql(checkoutHolds.email)} = ${mailbox}))`
      : sql`${normalisedEmailSql(checkoutHolds.email)} = ${mailbox}`;
  const [counts] = await db
    .execute<{ orders: number; pending: number; uses: number }>(
      sql`SELECT (SELECT count(*) FROM ${orders} WHERE ${sameOrderCustomer})::int AS orders,
                 (SELECT count(*) FROM ${checkoutHolds} WHERE ${checkoutHolds.status} = 'pending' AND ${sameHoldCustomer})::int AS pending,
                 (SELECT count(*) FROM ${promoCodeUses} JOIN ${checkoutHolds} ON ${checkoutHolds.id} = ${promoCodeUses.holdId}
                   WHERE ${promoCodeUses.promoCodeId} = ${row.id} AND ${promoCodeUses.status} <> 'released'
                     AND ${sameHoldCustomer})::int AS uses`,
    )
    .then((r) => r.rows);
  // A first purchase: no order yet, and no other checkout under way.
  if (row.firstPurchaseOnly && ((counts?.orders ?? 0) > 0 || (counts?.pending ?? 0) > 0))
    return problem("firstPurchaseOnly", row);
  if (row.perCustomerLimit !== null && (counts?.uses ?? 0) >= row.perCustomerLimit) return problem("alreadyUsed", row);
  return null;
}

/** What the code would take off this total now, for the cart; nothing is counted. */
export async function checkPromoCode(
  db: Database,
  input: { code: string; totalOre: number; customer: PromoCustomer },
  now = new Date(),
): Promise<PromoCheck> {
  const parsed = promoCodeSchema.safeParse(input.code);
  if (!parsed.success) return problem("unknown");
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, parsed.data));
  const refused =
    codeRules(row, input.totalOre, now, false) ?? (row ? await customerRules(db, row, input.customer) : null);
  if (refused) return refused;
  return { ok: true, promoCodeId: row!.id, code: row!.code, discountOre: discountFor(row!, input.totalOre) };
}

/**
 * Counts one use of the code inside the checkout's transaction: the conditional update refuses
 * once the total limit is reached and locks the code's row until the checkout commits. The use
 * is tied to the hold by recordPromoUse once the hold exists.
 */
export async function takePromoCode(
  tx: Transaction,
  input: { code: string; totalOre: number; customer: PromoCustomer },
  now: Date,
): Promise<PromoCheck> {
  const parsed = promoCodeSchema.safeParse(input.code);
  if (!parsed.success) return problem("unknown");
  const [taken] = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.code, parsed.data),
        eq(promoCodes.active, true),
        sql`(${promoCodes.totalLimit} IS NULL OR ${promoCodes.usedCount} < ${promoCodes.totalLimit})`,
      ),
    )
    .returning();
  if (!taken) {
    const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, parsed.data));
    return codeRules(row, input.totalOre, now, false) ?? problem("usedUp", row);
  }
  const refused = codeRules(taken, input.totalOre, now, true) ?? (await customerRules(tx, taken, input.customer));
  if (refused) return refused;
  return { ok: true, promoCodeId: taken.id, code: taken.code, discountOre: discountFor(taken, input.totalOre) };
}

/** Ties a taken use to its hold (same transaction as takePromoCode). */
export async function recordPromoUse(
  tx: Transaction,
  holdId: string,
  use: { promoCodeId: number; code: string; discountOre: number },
): Promise<void> {
  await tx.insert(promoCodeUses).values({ holdId, ...use });
}

/** A released hold gives its use back, once. */
export async function releasePromoUse(tx: Transaction, holdId: string): Promise<void> {
  const [released] = await tx
    .update(promoCodeUses)
    .set({ status: "released" })
    .where(and(eq(promoCodeUses.holdId, holdId), eq(promoCodeUses.status, "held")))
    .returning({ promoCodeId: promoCodeUses.promoCodeId });
  if (released)
    await tx
      .update(promoCodes)
      .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
      .where(eq(promoCodes.id, released.promoCodeId));
}

/** A confirmed hold's use is spent for good. */
export async function confirmPromoUse(
  tx: Transaction,
  holdId: string,
): Promise<{ code: string; discountOre: number } | null> {
  const [used] = await tx
    .update(promoCodeUses)
    .set({ status: "used" })
    .where(and(eq(promoCodeUses.holdId, holdId), eq(promoCodeUses.status, "held")))
    .returning({ code: promoCodeUses.code, discountOre: promoCodeUses.discountOre });
  return used ?? null;
}

/** The code an order was bought with, for its receipt. */
export async function orderDiscount(
  db: DatabaseOrTransaction,
  orderId: string,
): Promise<{ code: string; discountOre: number } | null> {
  const [row] = await db
    .select({ code: promoCodeUses.code, discountOre: promoCodeUses.discountOre })
    .from(promoCodeUses)
    .innerJoin(checkoutHolds, eq(checkoutHolds.id, promoCodeUses.holdId))
    .where(and(eq(checkoutHolds.orderId, orderId), eq(promoCodeUses.status, "used")));
  return row ?? null;
}
