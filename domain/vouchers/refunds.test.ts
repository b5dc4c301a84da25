import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { deals, orders, paymentCharges, voucherEvents, vouchers } from "#db/schema.server";
import { createCustomer } from "#domain/demo/factories.server";
import { placeOrder } from "#domain/checkout/checkout.server";
import { createTestGateway, TEST_CARDS } from "#domain/checkout/payments.server";
import { REFUND_DAYS, refundVoucher } from "./refunds.server";

const test = setupTestDatabase({ seeded: true });
const gateway = createTestGateway();
const card = { cardNumber: TEST_CARDS.approve, expiryDate: "12/39", cvv: "123", cardholderName: "Kari Nordmann" };

async function buy(dealId: number, quantity: number) {
  const email = `refund-${crypto.randomUUID()}@example.no`;
  const account = await createCustomer(test.db, { name: "Kari", email });
  const now = new Date(test.seededAt.getTime() + 60_000);
  const order = await placeOrder(
    test.db,
    gateway,
    {
      idempotencyKey: crypto.randomUUID(),
      lines: [{ dealId, packageKind: "basic", quantity }],
      email,
      userId: account.id,
      language: "no",
      card,
    },
    now,
  );
  if (!order.ok) throw new Error(order.reason);
  const bought = await test.db.select().from(vouchers).where(eq(vouchers.orderId, order.orderId));
  return { userId: account.id, orderId: order.orderId, vouchers: bought, now };
}

describe("14-day refund", () => {
  it("refunds an unused voucher once, even when asked twice at the same moment", async () => {
    const {
      userId,
      orderId,
      vouchers: [voucher],
      now,
    } = await buy(20, 2);
    const [before] = await test.db.select({ sold: deals.unitsSold }).from(deals).where(eq(deals.id, 20));
    const results = await Promise.all(
      [1, 2, 3].map(() => refundVoucher(test.db, gateway, { voucherId: voucher!.id, userId }, now)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(["notActive", "notActive"]);

    const [after] = await test.db.select().from(vouchers).where(eq(vouchers.id, voucher!.id));
    expect(after?.status).toBe("refunded");
    const events = await test.db.select().from(voucherEvents).where(eq(voucherEvents.voucherId, voucher!.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, "active"],
      ["active", "refunded"],
    ]);
    const [order] = await test.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe("partially_refunded");
    const [charge] = await test.db.select().from(paymentCharges).where(eq(paymentCharges.orderId, orderId));
    expect(charge?.refundedOre).toBe(charge!.amountOre / 2);
    const [stock] = await test.db.select({ sold: deals.unitsSold }).from(deals).where(eq(deals.id, 20));
    expect(stock?.sold).toBe(before!.sold - 1);
  });

  it("marks the order refunded when every voucher is", async () => {
    const { userId, orderId, vouchers: bought, now } = await buy(21, 1);
    expect((await refundVoucher(test.db, gateway, { voucherId: bought[0]!.id, userId }, now)).ok).toBe(true);
    const [order] = await test.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe("refunded");
  });

  it("says no after 14 days, for a redeemed voucher, and for someone else's voucher", async () => {
    const { userId, vouchers: bought, now } = await buy(22, 3);
    const late = new Date(now.getTime() + (REFUND_DAYS * 24 + 1) * 3_600_000);
    expect(await refundVoucher(test.db, gateway, { voucherId: bought[0]!.id, userId }, late)).toEqual({
      ok: false,
      reason: "windowClosed",
    });

    await test.db.update(vouchers).set({ status: "redeemed" }).where(eq(vouchers.id, bought[1]!.id));
    expect(await refundVoucher(test.db, gateway, { voucherId: bought[1]!.id, userId }, now)).toEqual({
      ok: false,
      reason: "notActive",
    });

    const stranger = await buy(23, 1);
    expect(await refundVoucher(test.db, gateway, { voucherId: bought[2]!.id, userId: stranger.userId }, now)).toEqual({
      ok: false,
      reason: "notFound",
    });
    expect(await refundVoucher(test.db, gateway, { voucherId: "not-a-voucher", userId }, now)).toEqual({
      ok: false,
      reason: "notFound",
    });
    const [untouched] = await test.db.select().from(vouchers).where(eq(vouchers.id, bought[2]!.id));
    expect(untouched?.status).toBe("active");
  });
});
