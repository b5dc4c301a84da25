import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setupFreeDeals } from "../../tests/support/free-deals";
import { setupTestDatabase } from "../../tests/support/test-database";
import { payAtService, setupTestShop } from "../../tests/support/buy-vouchers";
import { TEST_ORIGIN } from "../../tests/support/shop-services";
import { connect, type Database } from "#db/connection.server";
import {
  checkoutHolds,
  giftCards,
  giftCardUses,
  mailMessages,
  orders,
  paymentCharges,
  refunds,
} from "#db/schema.server";
import { registerAccount } from "#domain/accounts/accounts.server";
import { refundVoucher } from "#domain/vouchers/refunds.server";
import type { CartLineInput } from "./checkout.server";
import { releaseHold, startCheckout } from "./checkout-holds.server";
import { settleHold } from "./hold-settlement.server";
import { startGiftCardPurchase } from "./gift-card-purchase.server";
import { groupGiftCardCode } from "./gift-card-codes";
import { issueGiftCard } from "./gift-cards.server";

// Gift cards through the real checkout and the local payment service: bought like a deal,
// spent on any deal, the balance taken in the checkout's transaction and given back on release
// and refund.
const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);
/** A live deal of its own for a test, without a cap or per-customer limit, at a known price. */
const takeDeal = setupFreeDeals(t);
const DAY = 86_400_000;

let buyerId = "";
beforeAll(async () => {
  const account = await registerAccount(t.db, { name: "Kari", email: "gavekort@example.no", password: "passord-123" });
  if (!account.ok) throw new Error("no account");
  buyerId = account.user.id;
});

const line = (dealId: number, quantity = 1): CartLineInput => ({ dealId, packageKind: "basic", quantity });

/** A card as a paid purchase leaves it, without going through the payment (for the spending tests). */
async function cardOf(amountOre: number, expiresInDays = 365): Promise<string> {
  const code = `GAVE-${randomUUID()
    .replace(/[^A-HJKMNP-Z2-9]/gi, "")
    .toUpperCase()
    .slice(0, 10)
    .padEnd(10, "A")}`;
  await t.db.transaction((tx) =>
    issueGiftCard(tx, { code, amountOre, buyerUserId: buyerId, orderId: null }, new Date()),
  );
  if (expiresInDays !== 365)
    await t.db
      .update(giftCards)
      .set({ expiresAt: new Date(Date.now() + expiresInDays * DAY) })
      .where(eq(giftCards.code, code));
  return code;
}

const balanceOf = async (code: string) =>
  (await t.db.select({ b: giftCards.balanceOre }).from(giftCards).where(eq(giftCards.code, code)))[0]!.b;

function spend(lines: CartLineInput[], giftCardCode: string) {
  return shop.buy(t.db, { email: "gavekort@example.no", userId: buyerId, language: "no", lines, giftCardCode });
}

describe("buying a gift card", () => {
  it("is paid by card at the provider, then the card exists with its full balance for three years and its code is e-mailed", async () => {
    const returnUrl = (id: string) => `${TEST_ORIGIN}/checkout/return?hold=${id}`;
    const started = await startGiftCardPurchase(
      t.db,
      { provider: shop.payments.provider, returnUrl },
      {
        idempotencyKey: randomUUID(),
        amountOre: 50_000,
        userId: buyerId,
        email: "gavekort@example.no",
        language: "en",
        method: "card",
      },
    );
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const [hold] = await t.db.select().from(checkoutHolds).where(eq(checkoutHolds.id, started.holdId));
    await payAtService(shop.payments, hold!.providerPaymentId!, { method: "card" });
    const settled = await settleHold(t.db, shop.services, started.holdId);
    expect(settled).toMatchObject({ state: "confirmed", giftCard: true });
    if (settled?.state !== "confirmed") return;

    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.orderId, settled.orderId));
    expect(card).toMatchObject({ amountOre: 50_000, balanceOre: 50_000, buyerUserId: buyerId });
    const years = (card!.expiresAt.getTime() - card!.createdAt.getTime()) / (365.25 * DAY);
    expect(years).toBeGreaterThan(2.99);
    expect(years).toBeLessThan(3.01);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, settled.orderId));
    expect(order).toMatchObject({ totalOre: 50_000, vatOre: 0 });
    const mails = await t.db.select().from(mailMessages).where(eq(mailMessages.to, "gavekort@example.no"));
    const mail = mails.find((m) => m.text.includes(groupGiftCardCode(card!.code)));
    expect(mail?.subject).toContain("gift card");
  });

  it("refuses an amount that is not on offer", async () => {
    const started = await startGiftCardPurchase(
      t.db,
      { provider: shop.payments.provider, returnUrl: () => TEST_ORIGIN },
      {
        idempotencyKey: randomUUID(),
        amountOre: 12_345,
        userId: buyerId,
        email: "gavekort@example.no",
        language: "no",
        method: "card",
      },
    );
    expect(started).toEqual({ ok: false, reason: "unavailable" });
  });
});

describe("spending a gift card", () => {
  it("pays a whole order without a provider call, and the rest stays on the card for the next one", async () => {
    const code = await cardOf(50_000);
    const deal = await takeDeal(30_000);
    const first = await spend([line(deal)], code);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    // Nothing at the provider: the hold never had a payment.
    expect(first.paymentId).toBe("");
    expect(await balanceOf(code)).toBe(20_000);
    const [charge] = await t.db.select().from(paymentCharges).where(eq(paymentCharges.orderId, first.orderId));
    expect(charge).toMatchObject({ amountOre: 0, gateway: "giftcard" });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, first.orderId));
    expect(order!.totalOre).toBe(30_000);

    // Partly: the card's 200 kr, the provider the other 100 kr.
    const second = await spend([line(deal)], code);
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    expect(second.paymentId).not.toBe("");
    expect(await balanceOf(code)).toBe(0);
    const [charge2] = await t.db.select().from(paymentCharges).where(eq(paymentCharges.orderId, second.orderId));
    expect(charge2!.amountOre).toBe(10_000);
    // The confirmation says what the card paid.
    const [order2] = await t.db.select({ number: orders.number }).from(orders).where(eq(orders.id, second.orderId));
    const confirmations = await t.db.select().from(mailMessages).where(eq(mailMessages.to, "gavekort@example.no"));
    const confirmation = confirmations.find((m) => m.subject.includes(order2!.number));
    expect(confirmation?.text).toContain("Betalt med gavekort: 200\u00a0kr");

    // Empty now.
    expect(await spend([line(deal)], code)).toEqual({ ok: false, reason: "giftCard", problem: "empty" });
  });

  it("refuses an expired or unknown card with its reason", async () => {
    const deal = await takeDeal(10_000);
    const expired = await cardOf(50_000, -1);
    expect(await spend([line(deal)], expired)).toEqual({ ok: false, reason: "giftCard", problem: "expired" });
    expect(await balanceOf(expired)).toBe(50_000);
    expect(await spend([line(deal)], "GAVE-AAAAA-AAAAA")).toEqual({
      ok: false,
      reason: "giftCard",
      problem: "unknown",
    });
    expect(await spend([line(deal)], "not a code")).toEqual({ ok: false, reason: "giftCard", problem: "unknown" });
  });

  it("gift-card balance never negative under concurrent spending: 10 checkouts at once share one card", async () => {
    const code = await cardOf(50_000);
    const deal = await takeDeal(15_000);
    const connection = connect(t.url, { max: 20 });
    try {
      const db: Database = connection.db;
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          startCheckout(
            db,
            { provider: shop.payments.provider, returnUrl: (id) => `${TEST_ORIGIN}/checkout/return?hold=${id}` },
            {
              idempotencyKey: randomUUID(),
              lines: [line(deal)],
              email: `samtidig-${i}@example.no`,
              userId: null,
              language: "no",
              method: "card",
              giftCardCode: code,
            },
          ),
        ),
      );
      const started = results.filter((r) => r.ok);
      const refused = results.filter((r) => !r.ok);
      // 500 kr over 150 kr orders: three paid in full, one partly (50 kr), six find it empty.
      expect(started.map((r) => (r.ok ? r.totalOre : -1)).sort((a, b) => a - b)).toEqual([0, 0, 0, 10_000]);
      expect(refused).toHaveLength(6);
      refused.forEach((r) => expect(r).toEqual({ ok: false, reason: "giftCard", problem: "empty" }));
      expect(await balanceOf(code)).toBe(0);
      const uses = await t.db
        .select({ amountOre: giftCardUses.amountOre })
        .from(giftCardUses)
        .innerJoin(giftCards, eq(giftCards.id, giftCardUses.giftCardId))
        .where(eq(giftCards.code, code));
      expect(uses.reduce((sum, u) => sum + u.amountOre, 0)).toBe(50_000);
    } finally {
      await connection.close();
    }
  });

  it("gives the amount back to the card when the checkout is released unpaid", async () => {
    const code = await cardOf(25_000);
    const deal = await takeDeal(40_000);
    const started = await startCheckout(
      t.db,
      { provider: shop.payments.provider, returnUrl: (id) => `${TEST_ORIGIN}/checkout/return?hold=${id}` },
      {
        idempotencyKey: randomUUID(),
        lines: [line(deal)],
        email: "avbrutt@example.no",
        userId: null,
        language: "no",
        method: "card",
        giftCardCode: code,
      },
    );
    expect(started).toMatchObject({ ok: true, totalOre: 15_000 });
    expect(await balanceOf(code)).toBe(0);
    if (!started.ok) return;
    expect(await releaseHold(t.db, started.holdId, "cancelled")).toBe(true);
    expect(await balanceOf(code)).toBe(25_000);
  });
});

describe("refunding a voucher paid partly by gift card", () => {
  it("gives the card's part back to the card and the rest to the payment", async () => {
    const code = await cardOf(25_000);
    const deal = await takeDeal(20_000);
    // Two vouchers of 200 kr: the card pays 250 kr (125 kr of each), the card payment 150 kr.
    const bought = await spend([line(deal, 2)], code);
    expect(bought.ok).toBe(true);
    if (!bought.ok) return;
    expect(await balanceOf(code)).toBe(0);
    const [first, second] = bought.vouchers;

    const refunded = await refundVoucher(t.db, shop.services, {
      voucherId: first!.id,
      userId: buyerId,
      language: "no",
    });
    expect(refunded).toMatchObject({ ok: true, amountOre: 20_000 });
    expect(await balanceOf(code)).toBe(12_500);
    const [toCard] = await t.db.select().from(refunds).where(eq(refunds.voucherId, first!.id));
    expect(toCard).toMatchObject({ amountOre: 7_500, status: "completed" });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, bought.orderId));
    expect(order!.status).toBe("partially_refunded");

    await refundVoucher(t.db, shop.services, { voucherId: second!.id, userId: buyerId, language: "no" });
    expect(await balanceOf(code)).toBe(25_000);
    const [charge] = await t.db.select().from(paymentCharges).where(eq(paymentCharges.orderId, bought.orderId));
    expect(charge).toMatchObject({ amountOre: 15_000, refundedOre: 15_000, status: "refunded" });
    const [after] = await t.db.select().from(orders).where(eq(orders.id, bought.orderId));
    expect(after!.status).toBe("refunded");
  });

  it("refunds a voucher the card paid in full without asking any provider", async () => {
    const code = await cardOf(50_000);
    const deal = await takeDeal(10_000);
    const bought = await spend([line(deal)], code);
    expect(bought.ok).toBe(true);
    if (!bought.ok) return;
    const refunded = await refundVoucher(t.db, shop.services, {
      voucherId: bought.vouchers[0]!.id,
      userId: buyerId,
      language: "no",
    });
    expect(refunded).toMatchObject({ ok: true, completed: true });
    expect(await balanceOf(code)).toBe(50_000);
  });
});
