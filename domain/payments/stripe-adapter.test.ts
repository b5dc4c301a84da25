// Contract test of the Stripe adapter (the official `stripe` SDK) against a local fake of
// Stripe's HTTP API (tests/support/fake-stripe.ts), pointed at it with the SDK's host, port and
// protocol options as one points it at stripe-mock. Written from Stripe's documentation:
//   https://docs.stripe.com/api/payment_intents
//   https://docs.stripe.com/payments/place-a-hold-on-a-payment-method
//   https://docs.stripe.com/api/refunds/create
//   https://docs.stripe.com/api/idempotent_requests
//   https://docs.stripe.com/error-handling
//   https://docs.stripe.com/webhooks#verify-manually
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, stripeSignature, STRIPE_KEYS, type FakeStripe } from "../../tests/support/fake-stripe";
import { startFaultProxy, type FaultProxy } from "../../tests/support/fault-proxy";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/support/webhook-receiver";
import type { CreatePaymentInput, PaymentProvider } from "./payment-provider";
import { ProviderError } from "./provider-error";
import { createStripePaymentProvider, type StripeOptions } from "./stripe-adapter.server";

const FAST_RETRY = { attempts: 3, baseDelayMs: 10, maxDelayMs: 50 };

let stripe: FakeStripe;
let proxy: FaultProxy;
let receiver: WebhookReceiver;
let provider: PaymentProvider;
let options: StripeOptions;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  stripe = await startFakeStripe(receiver.url);
  proxy = await startFaultProxy(stripe.url.href);
  const { port } = new URL(proxy.url);
  options = { ...STRIPE_KEYS, retry: FAST_RETRY, api: { host: "127.0.0.1", port: Number(port), protocol: "http" } };
  provider = createStripePaymentProvider(options);
});
afterAll(async () => {
  await proxy?.close();
  await stripe?.close();
  await receiver?.close();
});

const input = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  amountOre: 79_900,
  currency: "NOK",
  reference: `md-${randomUUID()}`,
  idempotencyKey: randomUUID(),
  returnUrl: "https://magicdeals.test/checkout/return",
  method: "card",
  description: "MagicDeals order",
  customer: { email: "kari@example.no" },
  ...overrides,
});

function eventsFor(paymentId: string) {
  return receiver.deliveries
    .map((delivery) => provider.parseWebhook(delivery.body, delivery.headers))
    .flatMap((result) => (result.ok && result.event.providerPaymentId === paymentId ? [result.event] : []));
}

describe("Stripe adapter", () => {
  it("creates a PaymentIntent for the Payment Element, then captures, refunds part and the rest", async () => {
    const created = await provider.createPayment(input());
    expect(created).toMatchObject({
      status: "created",
      action: { kind: "hosted-fields", publishableKey: STRIPE_KEYS.publishableKey },
    });
    expect(
      created.action.kind === "hosted-fields" && created.action.clientSecret?.startsWith(created.providerPaymentId),
    ).toBe(true);

    await stripe.confirm(created.providerPaymentId, "4242424242424242");
    expect(await provider.getPayment(created.providerPaymentId)).toMatchObject({
      status: "authorised",
      authorisedOre: 79_900,
      method: { type: "card", brand: "Visa", last4: "4242" },
      action: null,
    });
    expect(await provider.capture(created.providerPaymentId, 79_900, randomUUID())).toMatchObject({
      status: "captured",
      capturedOre: 79_900,
    });
    const refundKey = randomUUID();
    expect(await provider.refund(created.providerPaymentId, 20_000, refundKey)).toMatchObject({
      status: "captured",
      refundedOre: 20_000,
    });
    expect(await provider.refund(created.providerPaymentId, 20_000, refundKey)).toMatchObject({ refundedOre: 20_000 });
    expect(await provider.refund(created.providerPaymentId, 59_900, randomUUID())).toMatchObject({
      status: "refunded",
      refundedOre: 79_900,
    });
    await expect(provider.refund(created.providerPaymentId, 1, randomUUID())).rejects.toMatchObject({
      kind: "invalid",
    });

    expect(eventsFor(created.providerPaymentId).map((e) => [e.status, e.amountOre])).toEqual([
      ["created", 79_900],
      ["authorised", 79_900],
      ["captured", 79_900],
      ["refunded", 20_000],
      ["refunded", 59_900],
    ]);
  });

  it("reports declines, insufficient funds and a failed 3-D Secure as failed, with the reason", async () => {
    const declined = await provider.createPayment(input());
    await stripe.confirm(declined.providerPaymentId, "4000000000000002");
    expect(await provider.getPayment(declined.providerPaymentId)).toMatchObject({
      status: "failed",
      failureReason: "declined",
    });
    const poor = await provider.createPayment(input());
    await stripe.confirm(poor.providerPaymentId, "4000000000009995");
    expect(await provider.getPayment(poor.providerPaymentId)).toMatchObject({
      status: "failed",
      failureReason: "insufficient_funds",
    });
    const secure = await provider.createPayment(input());
    await stripe.confirm(secure.providerPaymentId, "4000002760003184");
    expect(await provider.getPayment(secure.providerPaymentId)).toMatchObject({ status: "requires_action" });
    await stripe.authenticate(secure.providerPaymentId, false);
    expect(await provider.getPayment(secure.providerPaymentId)).toMatchObject({
      status: "failed",
      failureReason: "authentication_failed",
    });
  });

  it("cancels an authorised payment, and refuses Vipps", async () => {
    const created = await provider.createPayment(input());
    await stripe.confirm(created.providerPaymentId, "4242424242424242");
    const key = randomUUID();
    expect(await provider.cancel(created.providerPaymentId, key)).toMatchObject({
      status: "cancelled",
      authorisedOre: 0,
    });
    expect(await provider.cancel(created.providerPaymentId, key)).toMatchObject({ status: "cancelled" });
    await expect(provider.capture(created.providerPaymentId, 79_900, randomUUID())).rejects.toMatchObject({
      kind: "invalid",
    });
    await expect(provider.createPayment(input({ method: "vipps" }))).rejects.toMatchObject({ kind: "invalid" });
  });

  it("verifies webhooks with stripe.webhooks.constructEvent: good, forged, replayed, duplicate", async () => {
    const created = await provider.createPayment(input());
    const delivery = receiver.deliveries.find((d) => d.body.includes(created.providerPaymentId));
    if (!delivery) throw new Error("no webhook arrived");
    const first = provider.parseWebhook(delivery.body, delivery.headers);
    const duplicate = provider.parseWebhook(delivery.body, delivery.headers);
    expect(first.ok && duplicate.ok && first.event.eventId === duplicate.event.eventId).toBe(true);
    const forged = delivery.body.replace("payment_intent.created", "payment_intent.succeeded");
    expect(forged).not.toBe(delivery.body);
    expect(provider.parseWebhook(forged, delivery.headers)).toEqual({ ok: false, reason: "bad_signature" });
    expect(
      provider.parseWebhook(delivery.body, { "stripe-signature": stripeSignature("whsec_other", delivery.body) }),
    ).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    const old = stripeSignature(STRIPE_KEYS.webhookSecret, delivery.body, Math.floor(Date.now() / 1000) - 3600);
    expect(provider.parseWebhook(delivery.body, { "stripe-signature": old })).toEqual({ ok: false, reason: "stale" });
    const other = JSON.stringify({
      id: "evt_1",
      object: "event",
      created: 1,
      type: "customer.created",
      data: { object: { object: "customer" } },
    });
    expect(
      provider.parseWebhook(other, { "stripe-signature": stripeSignature(STRIPE_KEYS.webhookSecret, other) }),
    ).toEqual({
      ok: false,
      reason: "unsupported",
    });
  });

  describe("error answers", () => {
    it("401: a wrong key is not retried", async () => {
      const wrong = createStripePaymentProvider({ ...options, secretKey: "sk_test_wrong" });
      const before = proxy.seen.length;
      await expect(wrong.createPayment(input())).rejects.toMatchObject({
        kind: "unauthorised",
        status: 401,
        retryable: false,
      });
      expect(proxy.seen.length - before).toBe(1);
    });

    it("idempotency: the same key with other parameters, or a 409 conflict, is an idempotency_conflict", async () => {
      const request = input();
      const first = await provider.createPayment(request);
      expect((await provider.createPayment(request)).providerPaymentId).toBe(first.providerPaymentId);
      const error = await provider.createPayment({ ...request, amountOre: 100 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ kind: "idempotency_conflict", retryable: false });
      proxy.failNext(409);
      await expect(provider.getPayment(first.providerPaymentId)).rejects.toMatchObject({
        kind: "idempotency_conflict",
        status: 409,
      });
    });

    it("429 then success: retried", async () => {
      const created = await provider.createPayment(input());
      proxy.failNext(429);
      const before = proxy.seen.length;
      expect((await provider.getPayment(created.providerPaymentId)).status).toBe("created");
      expect(proxy.seen.length - before).toBe(2);
    });

    it("5xx then success: a capture is retried with the same key and captures once", async () => {
      const created = await provider.createPayment(input());
      await stripe.confirm(created.providerPaymentId, "4242424242424242");
      proxy.failNext(503, 500);
      expect(await provider.capture(created.providerPaymentId, 79_900, randomUUID())).toMatchObject({
        capturedOre: 79_900,
      });
    });

    it("5xx that persists: a typed, retryable error", async () => {
      proxy.failNext(500, 502, 503);
      const error = await provider.getPayment("pi_whatever").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ kind: "unavailable", status: 503, retryable: true });
    });

    it("404 for a payment Stripe does not know", async () => {
      await expect(provider.getPayment("pi_unknown")).rejects.toMatchObject({ kind: "not_found" });
    });
  });
});
