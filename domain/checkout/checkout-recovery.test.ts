// Settling checkout attempts whose process died between the charge and the commit, and the test
// processor's books that make it possible (a charge is booked at once, once per key).
import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Connection } from "#db/connection.server";
import { idempotencyKeys, jobs, paymentCharges, testGatewayCharges } from "#db/schema.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { CHECKOUT_RECOVERY_JOB, placeOrder, recoverCheckout } from "./checkout.server";
import { createTestGateway, TEST_CARDS, type PaymentGateway } from "./payments.server";
import { databaseChargeLedger } from "./test-gateway-ledger.server";
import { outboxServices } from "../../tests/support/shop-services";

const t = setupTestDatabase({ seeded: true });
const card = { cardNumber: TEST_CARDS.approve, expiryDate: "12/39", cvv: "123", cardholderName: "Kari Nordmann" };
let books: Connection;
let gateway: PaymentGateway;

beforeAll(() => {
  // The processor's books on a pool of their own, as in the app.
  books = connect(t.url, { max: 2 });
  gateway = createTestGateway(databaseChargeLedger(books.db));
});
afterAll(() => books.close());

const order = (idempotencyKey: string) =>
  placeOrder(t.db, outboxServices(gateway), {
    idempotencyKey,
    lines: [{ dealId: 30, packageKind: "basic", quantity: 2 }],
    email: "gjenoppretting@example.no",
    userId: null,
    language: "no",
    card,
  });

describe("the test processor's books", () => {
  it("books an approved charge once per idempotency key and gives the same charge back on a repeat", async () => {
    const key = randomUUID();
    const first = await gateway.charge(12_300, card, key);
    const again = await gateway.charge(12_300, card, key);
    expect(first.approved && again.approved && again.reference === first.reference).toBe(true);
    const booked = await t.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.idempotencyKey, key));
    expect(booked).toHaveLength(1);
    await expect(gateway.charge(45_600, card, key)).rejects.toThrow(/another amount/);
    expect(await gateway.charge(100, { ...card, cardNumber: TEST_CARDS.decline }, randomUUID())).toMatchObject({
      approved: false,
    });
  });

  it("refuses to refund more than was charged", async () => {
    const charge = await gateway.charge(10_000, card, randomUUID());
    if (!charge.approved) throw new Error("declined");
    await gateway.refund(charge.reference, 6_000, randomUUID());
    await expect(gateway.refund(charge.reference, 6_000, randomUUID())).rejects.toThrow(/Refund refused/);
  });

  it("refunds once per refund key, however often and however concurrently it is asked", async () => {
    const chargeKey = randomUUID();
    const charge = await gateway.charge(10_000, card, chargeKey);
    if (!charge.approved) throw new Error("declined");
    const refundKey = randomUUID();
    await Promise.all(Array.from({ length: 5 }, () => gateway.refund(charge.reference, 3_000, refundKey)));
    await gateway.refund(charge.reference, 3_000, refundKey);
    expect(await gateway.findCharge(chargeKey)).toMatchObject({ refundedOre: 3_000 });
    await gateway.refund(charge.reference, 3_000, randomUUID());
    expect(await gateway.findCharge(chargeKey)).toMatchObject({ refundedOre: 6_000 });
  });
});

describe("checkout recovery", () => {
  it("leaves a finished order alone, and a finished attempt leaves no recovery job behind", async () => {
    const key = randomUUID();
    const placed = await order(key);
    expect(placed.ok).toBe(true);
    expect(await recoverCheckout(t.db, gateway, key)).toBe("completed");
    const charge = await gateway.findCharge(key);
    expect(charge?.refundedOre).toBe(0);
    const left = await t.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, CHECKOUT_RECOVERY_JOB),
          eq(jobs.status, "queued"),
          sql`${jobs.payload}->>'idempotencyKey' = ${key}`,
        ),
      );
    expect(left).toEqual([]);
  });

  it("has the recovery job committed before the card is charged, and none left after a refused attempt", async () => {
    const queuedFor = async (key: string) =>
      t.db.$count(
        jobs,
        and(
          eq(jobs.kind, CHECKOUT_RECOVERY_JOB),
          eq(jobs.status, "queued"),
          sql`${jobs.payload}->>'idempotencyKey' = ${key}`,
        ),
      );
    // Seen from another connection at the moment of the charge: only what is committed.
    const seenAtCharge: number[] = [];
    const watching: PaymentGateway = {
      ...gateway,
      async charge(amountOre, chargedCard, key) {
        seenAtCharge.push(await queuedFor(key));
        return gateway.charge(amountOre, chargedCard, key);
      },
    };
    const attempt = (key: string, cardNumber: string, dealId = 30) =>
      placeOrder(t.db, outboxServices(watching), {
        idempotencyKey: key,
        lines: [{ dealId, packageKind: "basic", quantity: 1 }],
        email: "gjenoppretting@example.no",
        userId: null,
        language: "no",
        card: { ...card, cardNumber },
      });
    const [paid, declined, unavailable] = [randomUUID(), randomUUID(), randomUUID()];
    expect((await attempt(paid, TEST_CARDS.approve)).ok).toBe(true);
    expect(await attempt(declined, TEST_CARDS.decline)).toEqual({ ok: false, reason: "declined" });
    expect(await attempt(unavailable, TEST_CARDS.approve, 2_000_000_000)).toEqual({ ok: false, reason: "unavailable" });
    expect(seenAtCharge).toEqual([1, 1]);
    expect([await queuedFor(paid), await queuedFor(declined), await queuedFor(unavailable)]).toEqual([0, 0, 0]);
  });

  it("refunds a charge whose order never committed, once, and the key cannot make an order after", async () => {
    // What a process killed between the charge and the commit leaves: a booked charge, nothing else.
    const key = randomUUID();
    const charge = await gateway.charge(34_900, card, key);
    expect(charge.approved).toBe(true);

    const outcomes = await Promise.all([recoverCheckout(t.db, gateway, key), recoverCheckout(t.db, gateway, key)]);
    expect(outcomes.sort()).toEqual(["refunded", "refunded"]);
    expect(await recoverCheckout(t.db, gateway, key)).toBe("refunded");
    expect(await gateway.findCharge(key)).toMatchObject({ amountOre: 34_900, refundedOre: 34_900 });
    const records = await t.db
      .select()
      .from(paymentCharges)
      .where(
        and(isNull(paymentCharges.orderId), eq(paymentCharges.reference, charge.approved ? charge.reference : "")),
      );
    expect(records).toMatchObject([{ status: "refunded", amountOre: 34_900, refundedOre: 34_900 }]);

    // The buyer's page pressing Pay again with that key gets no second order on a refunded charge.
    expect(await order(key)).toEqual({ ok: false, reason: "inProgress" });
    const [claimed] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(claimed?.orderId).toBeNull();
  });

  it("does nothing for an attempt that charged nothing, so the buyer can still pay with that key", async () => {
    const key = randomUUID();
    expect(await recoverCheckout(t.db, gateway, key)).toBe("notCharged");
    expect((await order(key)).ok).toBe(true);
  });
});
