// MagicDeals gift cards (decision 041): bought in fixed amounts through the checkout's payment
// flow, spent on any deal at the checkout. The balance is taken in the checkout's transaction by a
// conditional update (balance_ore >= the amount), after the card's row is locked, so concurrent
// checkouts with one card queue on it and the balance never goes below zero (a CHECK holds it
// too). A released hold gives its amount back; a refunded voucher gives back its gift-card part.
import { randomInt } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction, Transaction } from "#db/connection.server";
import { giftCards, giftCardUses } from "#db/schema.server";
import { CODE_ALPHABET, CODE_LENGTH } from "#domain/vouchers/voucher-codes";
import { GIFT_CARD_CODE_PREFIX, normalizeGiftCardCode } from "./gift-card-codes";

/** Three years, the general limitation period Norwegian law presumes for a gift card. */
export function giftCardExpiry(boughtAt: Date): Date {
  const expires = new Date(boughtAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + 3);
  return expires;
}

/** ~49 bits from a secure random source, in the voucher codes' alphabet without look-alikes. */
export function newGiftCardCode(): string {
  let body = "";
  for (let i = 0; i < CODE_LENGTH; i++) body += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${GIFT_CARD_CODE_PREFIX}${body}`;
}

export const GIFT_CARD_PROBLEMS = ["unknown", "expired", "empty"] as const;
export type GiftCardProblem = (typeof GIFT_CARD_PROBLEMS)[number];

export type GiftCardTake =
  | { ok: true; giftCardId: string; code: string; amountOre: number; balanceOre: number }
  | { ok: false; problem: GiftCardProblem };

/** What a card is worth now, for the checkout's preview; nothing is taken. */
export async function checkGiftCard(
  db: DatabaseOrTransaction,
  input: string,
  now = new Date(),
): Promise<{ ok: true; code: string; balanceOre: number; expiresAt: Date } | { ok: false; problem: GiftCardProblem }> {
  const code = normalizeGiftCardCode(input);
  if (!code) return { ok: false, problem: "unknown" };
  const [card] = await db.select().from(giftCards).where(eq(giftCards.code, code));
  if (!card) return { ok: false, problem: "unknown" };
  if (card.expiresAt.getTime() <= now.getTime()) return { ok: false, problem: "expired" };
  if (card.balanceOre <= 0) return { ok: false, problem: "empty" };
  return { ok: true, code, balanceOre: card.balanceOre, expiresAt: card.expiresAt };
}

/**
 * Takes what the card can pay of `totalOre` (the order's total after any promo code): the least
 * of its balance and the total. The row lock makes one card's checkouts queue; the conditional
 * update is what guarantees the balance, whatever a caller read before.
 */
export async function takeGiftCard(
  tx: Transaction,
  input: { code: string; totalOre: number },
  now: Date,
): Promise<GiftCardTake> {
  const code = normalizeGiftCardCode(input.code);
  if (!code) return { ok: false, problem: "unknown" };
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.code, code)).for("update");
  if (!card) return { ok: false, problem: "unknown" };
  if (card.expiresAt.getTime() <= now.getTime()) return { ok: false, problem: "expired" };
  const amountOre = Math.min(card.balanceOre, Math.max(input.totalOre, 0));
  if (amountOre <= 0) return { ok: false, problem: "empty" };
  const [taken] = await tx
    .update(giftCards)
    .set({ balanceOre: sql`${giftCards.balanceOre} - ${amountOre}` })
    .where(and(eq(giftCards.id, card.id), sql`${giftCards.balanceOre} >= ${amountOre}`, gt(giftCards.expiresAt, now)))
    .returning({ balanceOre: giftCards.balanceOre });
  if (!taken) return { ok: false, problem: "empty" };
  return { ok: true, giftCardId: card.id, code, amountOre, balanceOre: taken.balanceOre };
}

/** Ties a taken amount to its hold (same transaction as takeGiftCard). */
export async function recordGiftCardUse(
  tx: Transaction,
  holdId: string,
  use: { giftCardId: string; amountOre: number },
): Promise<void> {
  await tx.insert(giftCardUses).values({ holdId, giftCardId: use.giftCardId, amountOre: use.amountOre });
}

/** A released hold gives the amount back to the card, once. */
export async function releaseGiftCardUse(tx: Transaction, holdId: string): Promise<void> {
  const [released] = await tx
    .update(giftCardUses)
    .set({ status: "released" })
    .where(and(eq(giftCardUses.holdId, holdId), eq(giftCardUses.status, "held")))
    .returning({ giftCardId: giftCardUses.giftCardId, amountOre: giftCardUses.amountOre });
  if (released)
    await tx
      .update(giftCards)
      .set({ balanceOre: sql`${giftCards.balanceOre} + ${released.amountOre}` })
      .where(eq(giftCards.id, released.giftCardId));
}

/** The gift card a pending hold spends, if any: what its order is written with. */
export async function heldGiftCardUse(
  db: DatabaseOrTransaction,
  holdId: string,
): Promise<{ giftCardId: string; code: string; amountOre: number } | null> {
  const [use] = await db
    .select({ giftCardId: giftCardUses.giftCardId, code: giftCards.code, amountOre: giftCardUses.amountOre })
    .from(giftCardUses)
    .innerJoin(giftCards, eq(giftCards.id, giftCardUses.giftCardId))
    .where(and(eq(giftCardUses.holdId, holdId), eq(giftCardUses.status, "held")));
  return use ?? null;
}

/** A confirmed hold's amount is spent for good, on its order. */
export async function confirmGiftCardUse(tx: Transaction, holdId: string, orderId: string): Promise<void> {
  await tx
    .update(giftCardUses)
    .set({ status: "used", orderId })
    .where(and(eq(giftCardUses.holdId, holdId), eq(giftCardUses.status, "held")));
}

/** A paid gift-card purchase becomes its card (in the transaction that writes its order). */
export async function issueGiftCard(
  tx: Transaction,
  card: { code: string; amountOre: number; buyerUserId: string | null; orderId: string | null },
  now: Date,
): Promise<void> {
  await tx.insert(giftCards).values({
    code: card.code,
    amountOre: card.amountOre,
    balanceOre: card.amountOre,
    expiresAt: giftCardExpiry(now),
    buyerUserId: card.buyerUserId,
    orderId: card.orderId,
    createdAt: now,
  });
}

/**
 * A refunded voucher's gift-card part back onto its card (in the refund's transaction). The
 * balance goes back even on an expired card; its expiry stays (decision 041).
 */
export async function restoreGiftCardPart(
  tx: Transaction,
  part: { giftCardId: string; amountOre: number; orderId: string },
): Promise<void> {
  if (part.amountOre <= 0) return;
  await tx
    .update(giftCards)
    .set({ balanceOre: sql`${giftCards.balanceOre} + ${part.amountOre}` })
    .where(eq(giftCards.id, part.giftCardId));
  await tx
    .update(giftCardUses)
    .set({ refundedOre: sql`${giftCardUses.refundedOre} + ${part.amountOre}` })
    .where(and(eq(giftCardUses.giftCardId, part.giftCardId), eq(giftCardUses.orderId, part.orderId)));
}

export interface GiftCardRow {
  id: string;
  code: string;
  amountOre: number;
  balanceOre: number;
  expiresAt: Date;
  createdAt: Date;
}

/** The gift cards an account bought, newest first, for My gift cards. */
export async function listGiftCards(db: Database, userId: string): Promise<GiftCardRow[]> {
  return db
    .select({
      id: giftCards.id,
      code: giftCards.code,
      amountOre: giftCards.amountOre,
      balanceOre: giftCards.balanceOre,
      expiresAt: giftCards.expiresAt,
      createdAt: giftCards.createdAt,
    })
    .from(giftCards)
    .where(eq(giftCards.buyerUserId, userId))
    .orderBy(desc(giftCards.createdAt));
}

/**
 * "Mine data": the gift cards the account bought and what each paid for. An account's deletion
 * keeps them, as it keeps the orders: they are money records, and the code may be someone's gift.
 */
export async function giftCardsForExport(db: DatabaseOrTransaction, userId: string) {
  const cards = await db
    .select({
      id: giftCards.id,
      code: giftCards.code,
      amountOre: giftCards.amountOre,
      balanceOre: giftCards.balanceOre,
      expiresAt: giftCards.expiresAt,
      orderId: giftCards.orderId,
      createdAt: giftCards.createdAt,
    })
    .from(giftCards)
    .where(eq(giftCards.buyerUserId, userId))
    .orderBy(giftCards.createdAt);
  const uses = await db
    .select({
      giftCardId: giftCardUses.giftCardId,
      orderId: giftCardUses.orderId,
      amountOre: giftCardUses.amountOre,
      refundedOre: giftCardUses.refundedOre,
      createdAt: giftCardUses.createdAt,
    })
    .from(giftCardUses)
    .innerJoin(giftCards, eq(giftCards.id, giftCardUses.giftCardId))
    .where(and(eq(giftCards.buyerUserId, userId), eq(giftCardUses.status, "used")));
  return cards.map(({ id, ...card }) => ({
    ...card,
    uses: uses.filter((u) => u.giftCardId === id).map(({ giftCardId: _, ...use }) => use),
  }));
}

/** A gift card's code as a receipt shows it: the prefix and the last four characters only. */
export function maskedGiftCardCode(code: string): string {
  return `${GIFT_CARD_CODE_PREFIX}…${code.slice(-4)}`;
}

/**
 * What a MagicDeals gift card paid of an order (the order's total is card + provider), for its
 * receipt and its page: the code masked, since a receipt is forwarded and the card may hold more.
 */
export async function orderGiftCardPayment(
  db: DatabaseOrTransaction,
  orderId: string,
): Promise<{ code: string; amountOre: number } | null> {
  const [use] = await db
    .select({ code: giftCards.code, amountOre: giftCardUses.amountOre })
    .from(giftCardUses)
    .innerJoin(giftCards, eq(giftCards.id, giftCardUses.giftCardId))
    .where(and(eq(giftCardUses.orderId, orderId), eq(giftCardUses.status, "used")));
  return use ? { code: maskedGiftCardCode(use.code), amountOre: use.amountOre } : null;
}
