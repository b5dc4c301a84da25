// One caller at a time asks the provider about a hold (decision 065): the buyer's return and the
// authorisation's webhook arrive together, and only one of them reads and captures the payment.
// A settler that dies with the lease (kill -9 between the claim and the provider's answer) holds
// nobody up for longer than the lease: the return and the webhook take over once it runs out, the
// job leaves the hold to a settler that is still alive. The provider calls are counted at a proxy
// in front of the real local payment service.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { payAtService, setupTestShop } from "../../tests/support/buy-vouchers";
import { TEST_ORIGIN } from "../../tests/support/shop-services";
import { checkoutHolds, orders, paymentWebhookEvents } from "#db/schema.server";
import { createDeals, createPartner } from "#domain/demo/factories.server";
import { startCheckout } from "./checkout-holds.server";
import { settleDueHolds, settleHold, takePaymentWebhook } from "./hold-settlement.server";

const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t, { behindProxy: true });
let dealIds: number[] = [];

beforeAll(async () => {
  const { partnerId } = await createPartner(t.db, { status: "approved" });
  dealIds = (await createDeals(t.db, [{ partnerId }, { partnerId }, { partnerId }])).map((deal) => deal.id);
});

/** A hold for one unit, paid by an approved test card, and the webhooks the service sent about it. */
async function paidHold(email: string) {
  const started = await startCheckout(
    t.db,
    { provider: shop.payments.provider, returnUrl: (id) => `${TEST_ORIGIN}/checkout/return?hold=${id}` },
    {
      idempotencyKey: randomUUID(),
      lines: [{ dealId: dealIds.shift()!, packageKind: "basic", quantity: 1 }],
      email,
      userId: null,
      language: "no",
      method: "card",
    },
  );
  if (!started.ok) throw new Error(`no hold: ${started.reason}`);
  const [row] = await t.db.select().from(checkoutHolds).where(eq(checkoutHolds.id, started.holdId));
  const paymentId = row!.providerPaymentId!;
  await payAtService(shop.payments, paymentId, { method: "card" });
  await shop.payments.service.webhooks.sendDue();
  const webhooks = shop.payments.receiver.deliveries.filter((d) => d.body.includes(paymentId));
  expect(webhooks.length).toBeGreaterThan(0);
  return { holdId: started.holdId, paymentId, webhooks };
}

/** The provider calls about one payment from here on (the proxy sees every call the adapter makes). */
function providerCalls(paymentId: string) {
  const from = shop.payments.proxy!.seen.length;
  return () => {
    const calls = shop.payments.proxy!.seen.slice(from).filter((call) => call.includes(paymentId));
    return {
      reads: calls.filter((call) => call.startsWith("GET")).length,
      captures: calls.filter((call) => call.startsWith("POST") && call.endsWith("/capture")).length,
    };
  };
}

const ordersOfHold = (holdId: string) =>
  t.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(checkoutHolds, eq(checkoutHolds.orderId, orders.id))
    .where(eq(checkoutHolds.id, holdId));

/** What a settler killed after taking the lease leaves behind: a lease that runs out in `ms`. */
async function leaseLeftBehind(holdId: string, ms: number) {
  await t.db
    .update(checkoutHolds)
    .set({ settlingUntil: sql`clock_timestamp() + ${`${ms} milliseconds`}::interval` })
    .where(eq(checkoutHolds.id, holdId));
}

describe("one settler at a time", () => {
  it("reads and captures the payment once when returns and webhooks arrive together", async () => {
    const paid = await paidHold("together@example.no");
    const calls = providerCalls(paid.paymentId);
    const settled = await Promise.all([
      settleHold(t.db, shop.services, paid.holdId),
      settleHold(t.db, shop.services, paid.holdId),
      ...paid.webhooks.map((d) => takePaymentWebhook(t.db, shop.services, d.body, d.headers)),
      ...paid.webhooks.map((d) => takePaymentWebhook(t.db, shop.services, d.body, d.headers)),
    ]);
    expect(settled.slice(0, 2)).toEqual([
      expect.objectContaining({ state: "confirmed" }),
      expect.objectContaining({ state: "confirmed" }),
    ]);
    expect(settled.slice(2)).toEqual(settled.slice(2).map(() => expect.objectContaining({ status: 200 })));
    expect(await ordersOfHold(paid.holdId)).toHaveLength(1);
    expect(calls()).toEqual({ reads: 1, captures: 1 });
  });

  it("lets the return take over once a dead settler's lease runs out", async () => {
    const paid = await paidHold("dead-settler@example.no");
    await leaseLeftBehind(paid.holdId, 400);
    const calls = providerCalls(paid.paymentId);
    // The job does not wait for a lease: it leaves the hold to whoever holds it, and asks nothing.
    await settleDueHolds(t.db, shop.services, new Date(Date.now() + 3 * 60_000));
    expect(await ordersOfHold(paid.holdId)).toHaveLength(0);
    expect(calls()).toEqual({ reads: 0, captures: 0 });
    // The buyer's return waits for the lease, then settles the payment itself.
    expect(await settleHold(t.db, shop.services, paid.holdId)).toMatchObject({ state: "confirmed" });
    expect(await ordersOfHold(paid.holdId)).toHaveLength(1);
    expect(calls()).toEqual({ reads: 1, captures: 1 });
  });

  it("answers a webhook 503 while another settler keeps the lease, so the provider sends it again", async () => {
    const paid = await paidHold("long-lease@example.no");
    await leaseLeftBehind(paid.holdId, 60_000);
    const calls = providerCalls(paid.paymentId);
    const first = paid.webhooks.find((d) => d.body.includes('"payment.authorised"'));
    expect(await takePaymentWebhook(t.db, shop.services, first!.body, first!.headers)).toEqual({ status: 503 });
    expect(calls()).toEqual({ reads: 0, captures: 0 });
    // Not taken: the same event, sent again once the lease is gone, settles the hold.
    const eventId = (JSON.parse(first!.body) as { id: string }).id;
    expect(await t.db.$count(paymentWebhookEvents, eq(paymentWebhookEvents.eventId, eventId))).toBe(0);
    await leaseLeftBehind(paid.holdId, -1);
    expect(await takePaymentWebhook(t.db, shop.services, first!.body, first!.headers)).toMatchObject({ status: 200 });
    expect(await ordersOfHold(paid.holdId)).toHaveLength(1);
  }, 15_000);
});
