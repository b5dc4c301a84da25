// Contract test of the local adapter against the real local payment service (local-payments/),
// started on loopback with a fresh database: the story every adapter must tell
// (payment-provider.contract.ts), then what only the local service does.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import type { FaultProxy } from "../../tests/support/fault-proxy";
import type { WebhookReceiver } from "../../tests/support/webhook-receiver";
import { startTestPayments, TEST_PAYMENTS_SECRET, type TestPayments } from "../../tests/support/local-payments";
import type { LocalPaymentService } from "../../local-payments/service.server";
import { signatureHeader } from "../../local-payments/webhook-signature";
import { TEST_CARDS } from "../../local-payments/test-cards";
import type { PaymentProvider } from "./payment-provider";
import { FAST_RETRY, paymentInput, paymentProviderContract } from "./payment-provider.contract";
import { createLocalPaymentProvider } from "./local-adapter.server";

const t = setupTestDatabase({ seeded: false });

let payments: TestPayments;
let service: LocalPaymentService;
let receiver: WebhookReceiver;
let proxy: FaultProxy;
let provider: PaymentProvider;

beforeAll(async () => {
  payments = await startTestPayments({
    databaseUrl: t.url,
    shopOrigin: "http://shop.test",
    behindProxy: true,
    webhookFirstRetryMs: 1,
  });
  ({ service, receiver, provider } = payments);
  proxy = payments.proxy!;
});
afterAll(() => payments?.close());

/** What the buyer's browser does in the card iframe: posts the form to the service's origin. */
async function payByCard(actionUrl: string, cardNumber: string): Promise<Response> {
  return fetch(new URL(new URL(actionUrl).pathname, service.url), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      cardNumber,
      expiryDate: "12/39",
      cvv: "123",
      cardholderName: "Kari Nordmann",
      lang: "no",
    }),
    redirect: "manual",
  });
}

/** The webhooks the shop has received for a payment, verified by the adapter. */
async function eventsFor(providerPaymentId: string) {
  await service.webhooks.sendDue();
  return receiver.deliveries
    .map((delivery) => provider.parseWebhook(delivery.body, delivery.headers))
    .flatMap((result) => (result.ok && result.event.providerPaymentId === providerPaymentId ? [result.event] : []));
}

const cardUrl = (providerPaymentId: string) => `${service.url}/pay/${providerPaymentId}/card`;

const input = paymentInput({
  amountOre: 129_900,
  method: "card",
  returnUrl: "http://shop.test/checkout/return",
  customer: { email: "kari@example.no" },
});

paymentProviderContract("local payment provider", {
  provider: () => provider,
  proxy: () => proxy,
  withWrongCredentials: () =>
    createLocalPaymentProvider({
      apiUrl: `${proxy.url}/v1`,
      apiKey: "wrong",
      webhookSecret: TEST_PAYMENTS_SECRET,
      retry: FAST_RETRY,
    }),
  input,
  approve: async (providerPaymentId) => {
    await payByCard(cardUrl(providerPaymentId), TEST_CARDS.approve);
  },
  approvedMethod: { type: "card", brand: "Visa", last4: "4242" },
  deliveries: async () => {
    await service.webhooks.sendDue();
    return receiver.deliveries;
  },
  forge: (body) => body.replace('"type":"payment.created"', '"type":"payment.captured"'),
  resign: (delivery, { secret, ageSeconds }) => ({
    "localpayments-signature": signatureHeader(secret, delivery.body, Math.floor(Date.now() / 1000) - ageSeconds),
  }),
  webhookSecret: TEST_PAYMENTS_SECRET,
  unknownPaymentId: "lp_unknown",
  payWithCard: async (providerPaymentId, card) => {
    await payByCard(cardUrl(providerPaymentId), TEST_CARDS[card]);
  },
});

describe("local payment provider", () => {
  it("shows the card fields on the service's origin, in the buyer's language", async () => {
    const created = await provider.createPayment(input({ language: "en" }));
    expect(created.status).toBe("created");
    expect(created.action.kind).toBe("hosted-fields");
    const actionUrl = created.action.kind === "hosted-fields" ? (created.action.url ?? "") : "";
    // The card fields live on the service's origin, never the shop's.
    expect(new URL(actionUrl).origin).toBe(new URL(service.url).origin);
    expect(new URL(actionUrl).searchParams.get("lang")).toBe("en");
    expect((await payByCard(actionUrl, "4242 4242 4242 4242")).status).toBe(200);
    expect(await provider.getPayment(created.providerPaymentId)).toMatchObject({ status: "authorised" });
    expect((await eventsFor(created.providerPaymentId)).map((e) => e.status)).toEqual(["created", "authorised"]);
  });

  it("cancels a Vipps payment before approval, once", async () => {
    const created = await provider.createPayment(input({ method: "vipps", customer: { phone: "+4791234567" } }));
    expect(created.action).toMatchObject({ kind: "redirect" });
    const key = randomUUID();
    expect(await provider.cancel(created.providerPaymentId, key)).toMatchObject({ status: "cancelled" });
    expect(await provider.cancel(created.providerPaymentId, key)).toMatchObject({ status: "cancelled" });
    await expect(provider.capture(created.providerPaymentId, 129_900, randomUUID())).rejects.toMatchObject({
      kind: "invalid",
    });
    expect((await eventsFor(created.providerPaymentId)).map((e) => e.status)).toEqual(["created", "cancelled"]);
  });

  it("asks for 3-D Secure in the card fields", async () => {
    const secure = await provider.createPayment(input());
    const challenge = await payByCard(cardUrl(secure.providerPaymentId), TEST_CARDS.threeDSecure);
    expect(challenge.status).toBe(303);
    expect((await provider.getPayment(secure.providerPaymentId)).action).toMatchObject({ kind: "hosted-fields" });
  });

  it("sends a webhook again until the shop takes it", async () => {
    receiver.answerWith(503);
    const created = await provider.createPayment(input());
    await service.webhooks.sendDue();
    expect(receiver.deliveries.some((d) => d.body.includes(created.providerPaymentId))).toBe(false);
    receiver.answerWith(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await service.webhooks.sendDue();
    expect(receiver.deliveries.filter((d) => d.body.includes(created.providerPaymentId))).toHaveLength(1);
  });

  it("captures once when two captures race", async () => {
    const created = await provider.createPayment(input());
    await payByCard(cardUrl(created.providerPaymentId), TEST_CARDS.approve);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => provider.capture(created.providerPaymentId, 129_900, randomUUID())),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refunds = await Promise.allSettled(
      Array.from({ length: 8 }, () => provider.refund(created.providerPaymentId, 50_000, randomUUID())),
    );
    expect(refunds.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    expect(await provider.getPayment(created.providerPaymentId)).toMatchObject({
      capturedOre: 129_900,
      refundedOre: 100_000,
    });
  });

  describe("error answers", () => {
    it("429 on create: retried with the same key, one payment", async () => {
      const request = input();
      proxy.failNext(429);
      const before = proxy.seen.length;
      const created = await provider.createPayment(request);
      expect(proxy.seen.length - before).toBe(2);
      expect((await provider.createPayment(request)).providerPaymentId).toBe(created.providerPaymentId);
    });

    it("a cut connection then success: retried", async () => {
      proxy.failNext(0);
      const created = await provider.createPayment(input());
      expect(created.status).toBe("created");
    });
  });
});
