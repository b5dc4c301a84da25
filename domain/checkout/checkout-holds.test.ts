// The checkout through the payment port, against the real local payment service started here
// on loopback: units held while the buyer pays, one order however many times and ways the
// payment's outcome arrives (return, webhook, job, at once), units back exactly once when the
// payment fails, is cancelled or the hold expires.
import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import type { WebhookReceiver } from "../../tests/support/webhook-receiver";
import { startTestPayments, type TestPayments } from "../../tests/support/local-payments";
import { TEST_SIGNER } from "../../tests/support/shop-services";
import type { LocalPaymentService } from "../../local-payments/service.server";
import { TEST_CARDS } from "../../local-payments/test-cards";
import { connect, type Database } from "#db/connection.server";
import { checkoutHolds, deals, mailMessages, orders, paymentCharges, vouchers } from "#db/schema.server";
import type { PaymentMethod, PaymentProvider } from "#domain/payments/payment-provider";
import { createMailer } from "#domain/platform/mail.server";
import { HOLD_TTL_MS, startCheckout, type StartCheckoutInput } from "./checkout-holds.server";
import { settleDueHolds, settleHold, takePaymentWebhook, type SettleServices } from "./hold-settlement.server";

const t = setupTestDatabase({ seeded: true });
const SHOP = "https://magicdeals.test";
const DAY = 86_400_000;

let payments: TestPayments;
let service: LocalPaymentService;
let receiver: WebhookReceiver;
let provider: PaymentProvider;
let services: SettleServices;
let freeDeals: number[] = [];

beforeAll(async () => {
  payments = await startTestPayments({ databaseUrl: t.url, shopOrigin: SHOP, webhookFirstRetryMs: 1 });
  ({ service, receiver, provider } = payments);
  services = {
    provider,
    mailer: createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>"),
    origin: SHOP,
    signer: TEST_SIGNER,
  };
  const rows = await t.db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.status, "published"), gt(deals.endsAt, new Date(t.seededAt.getTime() + 7 * DAY))))
    .orderBy(asc(deals.id));
  freeDeals = rows.map((r) => r.id);
});
afterAll(() => payments?.close());

function takeDeal(): number {
  const id = freeDeals.shift();
  if (id === undefined) throw new Error("No untouched deal left");
  return id;
}

const startServices = {
  get provider() {
    return provider;
  },
  returnUrl: (id: string) => `${SHOP}/checkout/return?hold=${id}`,
};

async function hold(dealId: number, input: Partial<StartCheckoutInput> = {}, db: Database = t.db) {
  const result = await startCheckout(db, startServices, {
    idempotencyKey: randomUUID(),
    lines: [{ dealId, packageKind: "basic", quantity: 1 }],
    email: "kjoper@example.no",
    userId: null,
    language: "no",
    method: "card" as PaymentMethod,
    ...input,
  });
  if (!result.ok) throw new Error(`no hold: ${result.reason}`);
  const [row] = await t.db.select().from(checkoutHolds).where(eq(checkoutHolds.id, result.holdId));
  return { ...result, paymentId: row!.providerPaymentId! };
}

/** What the buyer's browser does in the card iframe: posts the form to the service's origin. */
async function payByCard(paymentId: string, cardNumber: string) {
  const response = await fetch(`${service.url}/pay/${paymentId}/card`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ cardNumber, expiryDate: "12/39", cvv: "123", cardholderName: "Kari", lang: "no" }),
    redirect: "manual",
  });
  expect(response.status).toBeLessThan(400);
}

async function vipps(paymentId: string, decision: "approve" | "cancel") {
  const body: Record<string, string> =
    decision === "cancel" ? { decision, lang: "no" } : { decision, phone: "91234567", lang: "no" };
  await fetch(`${service.url}/pay/${paymentId}/vipps`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body),
    redirect: "manual",
  });
}

/** The webhooks the service has sent about a payment, as the shop received them. */
async function webhooksFor(paymentId: string) {
  await service.webhooks.sendDue();
  return receiver.deliveries.filter((d) => d.body.includes(paymentId));
}

const stock = async (id: number) =>
  (await t.db.query.deals.findFirst({ columns: { unitsSold: true, soldCount: true }, where: eq(deals.id, id) }))!;

async function ordersOf(holdIds: string[]) {
  return t.db
    .select({ id: orders.id, brand: orders.cardBrand, last4: orders.cardLast4, email: orders.email })
    .from(orders)
    .innerJoin(checkoutHolds, eq(checkoutHolds.orderId, orders.id))
    .where(inArray(checkoutHolds.id, holdIds));
}

describe("checkout through the payment port", () => {
  it("holds the units while the buyer pays, and a webhook turns the paid hold into one order", async () => {
    const dealId = takeDeal();
    const before = await stock(dealId);
    const started = await hold(dealId, { email: "webhook@example.no" });
    expect(started.action).toMatchObject({ kind: "hosted-fields" });
    expect(started.expiresAt.getTime() - Date.now()).toBeGreaterThan(HOLD_TTL_MS - 60_000);
    expect((await stock(dealId)).unitsSold).toBe(before.unitsSold + 1);

    await payByCard(started.paymentId, TEST_CARDS.approve);
    for (const delivery of await webhooksFor(started.paymentId))
      expect((await takePaymentWebhook(t.db, services, delivery.body, delivery.headers)).status).toBe(200);

    const placed = await ordersOf([started.holdId]);
    expect(placed).toEqual([expect.objectContaining({ brand: "Visa", last4: "4242", email: "webhook@example.no" })]);
    const [charge] = await t.db.select().from(paymentCharges).where(eq(paymentCharges.orderId, placed[0]!.id));
    expect(charge).toMatchObject({ gateway: "local", reference: started.paymentId, status: "captured" });
    expect(await t.db.$count(vouchers, eq(vouchers.orderId, placed[0]!.id))).toBe(1);
    expect(await t.db.$count(mailMessages, eq(mailMessages.to, "webhook@example.no"))).toBe(1);
    expect(await provider.getPayment(started.paymentId)).toMatchObject({
      status: "captured",
      capturedOre: started.totalOre,
    });
    // Held once, sold once: confirming does not take the units again.
    expect((await stock(dealId)).unitsSold).toBe(before.unitsSold + 1);
  });

  it("writes one order when the return, the webhooks and the settle job race", async () => {
    const dealId = takeDeal();
    const started = await hold(dealId, { method: "vipps", email: "race@example.no" });
    expect(started.action).toMatchObject({ kind: "redirect" });
    await vipps(started.paymentId, "approve");
    const deliveries = await webhooksFor(started.paymentId);
    const later = new Date(Date.now() + 3 * 60_000);
    await Promise.all([
      settleHold(t.db, services, started.holdId),
      settleHold(t.db, services, started.holdId),
      settleDueHolds(t.db, services, later),
      ...deliveries.map((d) => takePaymentWebhook(t.db, services, d.body, d.headers)),
      ...deliveries.map((d) => takePaymentWebhook(t.db, services, d.body, d.headers)),
    ]);
    const placed = await ordersOf([started.holdId]);
    expect(placed).toEqual([expect.objectContaining({ brand: "vipps", last4: "" })]);
    expect(await t.db.$count(mailMessages, eq(mailMessages.to, "race@example.no"))).toBe(1);
    expect(await provider.getPayment(started.paymentId)).toMatchObject({
      status: "captured",
      capturedOre: started.totalOre,
    });
  });

  it("takes duplicate and out-of-order webhooks without changing anything", async () => {
    const dealId = takeDeal();
    const started = await hold(dealId, { email: "dupes@example.no" });
    await payByCard(started.paymentId, TEST_CARDS.approve);
    const deliveries = (await webhooksFor(started.paymentId)).reverse();
    for (const d of deliveries) await takePaymentWebhook(t.db, services, d.body, d.headers);
    const after = await stock(dealId);
    // The capture's own webhook comes after, then every event again.
    const again = (await webhooksFor(started.paymentId)).reverse();
    const answers = [];
    for (const d of again) answers.push(await takePaymentWebhook(t.db, services, d.body, d.headers));
    expect(answers.filter((a) => a.duplicate === true).length).toBeGreaterThanOrEqual(deliveries.length);
    expect(await ordersOf([started.holdId])).toHaveLength(1);
    expect(await t.db.$count(mailMessages, eq(mailMessages.to, "dupes@example.no"))).toBe(1);
    expect(await stock(dealId)).toEqual(after);
  });

  it("acts on no event of a payment waiting for the buyer, even one that comes after the card was paid", async () => {
    const dealId = takeDeal();
    const started = await hold(dealId, { email: "waiting@example.no" });
    await payByCard(started.paymentId, TEST_CARDS.approve);
    const deliveries = await webhooksFor(started.paymentId);
    const created = deliveries.filter((d) => d.body.includes('"type":"payment.created"'));
    expect(created).toHaveLength(1);
    for (const d of created)
      expect(await takePaymentWebhook(t.db, services, d.body, d.headers)).toEqual({ status: 200, duplicate: false });
    // The payment is authorised at the provider, but its "created" event captured nothing.
    expect(await ordersOf([started.holdId])).toHaveLength(0);
    expect(await provider.getPayment(started.paymentId)).toMatchObject({ status: "authorised" });
    for (const d of created)
      expect(await takePaymentWebhook(t.db, services, d.body, d.headers)).toEqual({ status: 200, duplicate: true });
    // The authorisation's own event settles it.
    for (const d of deliveries.filter((d) => !created.includes(d)))
      await takePaymentWebhook(t.db, services, d.body, d.headers);
    expect(await ordersOf([started.holdId])).toHaveLength(1);
    expect(await provider.getPayment(started.paymentId)).toMatchObject({ status: "captured" });
  });

  it("refuses a webhook with a bad signature (400) and acts on nothing in it", async () => {
    const dealId = takeDeal();
    const started = await hold(dealId);
    await payByCard(started.paymentId, TEST_CARDS.approve);
    const [delivery] = await webhooksFor(started.paymentId);
    const forged = delivery!.body.replace("payment.", "payment.x");
    expect((await takePaymentWebhook(t.db, services, forged, delivery!.headers)).status).toBe(400);
    expect((await takePaymentWebhook(t.db, services, delivery!.body, {})).status).toBe(400);
    expect(await ordersOf([started.holdId])).toHaveLength(0);
    const [row] = await t.db.select().from(checkoutHolds).where(eq(checkoutHolds.id, started.holdId));
    expect(row?.status).toBe("pending");
  });

  it("gives the units back exactly once when the card is declined, Vipps is cancelled or the hold expires", async () => {
    const dealId = takeDeal();
    const before = await stock(dealId);
    const declined = await hold(dealId);
    const poor = await hold(dealId);
    const cancelled = await hold(dealId, { method: "vipps" });
    const abandoned = await hold(dealId);
    expect((await stock(dealId)).unitsSold).toBe(before.unitsSold + 4);

    await payByCard(declined.paymentId, TEST_CARDS.decline);
    await payByCard(poor.paymentId, TEST_CARDS.insufficientFunds);
    await vipps(cancelled.paymentId, "cancel");
    const expiredAt = new Date(Date.now() + HOLD_TTL_MS + 60_000);
    const settleAll = () =>
      Promise.all(
        [declined, poor, cancelled, abandoned].flatMap((h) => [
          settleHold(t.db, services, h.holdId, expiredAt),
          settleHold(t.db, services, h.holdId, expiredAt),
        ]),
      );
    await Promise.all([settleAll(), settleDueHolds(t.db, services, expiredAt)]);
    for (const d of await webhooksFor(declined.paymentId)) await takePaymentWebhook(t.db, services, d.body, d.headers);
    await settleAll();

    expect(await stock(dealId)).toEqual(before);
    const outcomes = await t.db
      .select({ id: checkoutHolds.id, status: checkoutHolds.status, outcome: checkoutHolds.outcome })
      .from(checkoutHolds)
      .where(inArray(checkoutHolds.id, [declined.holdId, poor.holdId, cancelled.holdId, abandoned.holdId]));
    const outcomeOf = (id: string) => outcomes.find((o) => o.id === id);
    expect(outcomeOf(declined.holdId)).toMatchObject({ status: "released", outcome: "declined" });
    expect(outcomeOf(poor.holdId)).toMatchObject({ status: "released", outcome: "insufficient_funds" });
    expect(outcomeOf(cancelled.holdId)).toMatchObject({ status: "released", outcome: "cancelled" });
    expect(outcomeOf(abandoned.holdId)).toMatchObject({ status: "released", outcome: "expired" });
    // The abandoned payment can no longer be paid: it was cancelled at the provider before the units went back.
    expect(await provider.getPayment(abandoned.paymentId)).toMatchObject({ status: "cancelled" });
    expect(await ordersOf([declined.holdId, poor.holdId, cancelled.holdId, abandoned.holdId])).toHaveLength(0);
  });

  it("voids an approval that comes after the hold expired, and gives the units back", async () => {
    const dealId = takeDeal();
    const before = await stock(dealId);
    const late = await hold(dealId, { method: "vipps" });
    await vipps(late.paymentId, "approve");
    const state = await settleHold(t.db, services, late.holdId, new Date(Date.now() + HOLD_TTL_MS + 1000));
    expect(state).toMatchObject({ state: "released", outcome: "expired" });
    expect(await provider.getPayment(late.paymentId)).toMatchObject({ status: "cancelled", capturedOre: 0 });
    expect(await stock(dealId)).toEqual(before);
    expect(await ordersOf([late.holdId])).toHaveLength(0);
  });

  it("counts held units against the per-customer limit", async () => {
    const dealId = takeDeal();
    await t.db.update(deals).set({ perCustomerLimit: 2 }).where(eq(deals.id, dealId));
    await hold(dealId, { email: "limit@example.no", lines: [{ dealId, packageKind: "basic", quantity: 2 }] });
    const third = await startCheckout(t.db, startServices, {
      idempotencyKey: randomUUID(),
      lines: [{ dealId, packageKind: "basic", quantity: 1 }],
      email: "Limit+again@example.no",
      userId: null,
      language: "no",
      method: "card",
    });
    expect(third).toEqual({ ok: false, reason: "limitReached" });
  });

  it("answers a double submit (the same key twice at once) with the same payment step, holding once", async () => {
    const dealId = takeDeal();
    const before = await stock(dealId);
    const submit = () =>
      startCheckout(t.db, startServices, {
        idempotencyKey: key,
        lines: [{ dealId, packageKind: "basic", quantity: 1 }],
        email: "twice@example.no",
        userId: null,
        language: "no",
        method: "card",
      });
    const key = randomUUID();
    const [first, second] = await Promise.all([submit(), submit()]);
    if (!first.ok || !second.ok) throw new Error("both submits should answer with the payment step");
    expect(second.holdId).toBe(first.holdId);
    // The same card frame (the repeat reads the payment back from the provider).
    const frame = (action: typeof first.action) => (action && "url" in action ? action.url?.split("?")[0] : null);
    expect(frame(first.action)).toMatch(/\/pay\/lp_/);
    expect(frame(second.action)).toBe(frame(first.action));
    expect((await stock(dealId)).unitsSold).toBe(before.unitsSold + 1);
  });

  it("gives a repeated submit the same card frame address as the first, in the buyer's language", async () => {
    const dealId = takeDeal();
    const input = {
      idempotencyKey: randomUUID(),
      lines: [{ dealId, packageKind: "basic" as const, quantity: 1 }],
      email: "again@example.no",
      userId: null,
      language: "en" as const,
      method: "card" as const,
    };
    const first = await startCheckout(t.db, startServices, input);
    const again = await startCheckout(t.db, startServices, input);
    if (!first.ok || !again.ok) throw new Error("both submits should answer with the payment step");
    const url = (action: typeof first.action) => (action && "url" in action ? action.url : null);
    expect(url(first.action)).toMatch(/[?&]lang=en(&|$)/);
    expect(url(again.action)).toBe(url(first.action));
  });

  it("holds exactly 50 units for 200 concurrent buyers on a deal capped at 50", async () => {
    const dealId = takeDeal();
    const { unitsSold } = await stock(dealId);
    await t.db
      .update(deals)
      .set({ unitsCap: unitsSold + 50 })
      .where(eq(deals.id, dealId));
    const pool = connect(t.url, { max: 20 });
    try {
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          startCheckout(pool.db, startServices, {
            idempotencyKey: randomUUID(),
            lines: [{ dealId, packageKind: "basic", quantity: 1 }],
            email: `buyer${i}@example.no`,
            userId: null,
            language: "no",
            method: "card",
          }),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(50);
      expect(results.filter((r) => !r.ok && r.reason === "soldOut")).toHaveLength(150);
    } finally {
      await pool.close();
    }
    expect((await stock(dealId)).unitsSold).toBe(unitsSold + 50);
    const [held] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(checkoutHolds)
      .where(
        and(eq(checkoutHolds.status, "pending"), sql`${checkoutHolds.lines} @> ${JSON.stringify([{ dealId }])}::jsonb`),
      );
    expect(held?.n).toBe(50);
  });
});
