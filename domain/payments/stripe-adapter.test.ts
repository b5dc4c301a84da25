// Contract test (payment-provider.contract.ts) of the Stripe adapter (the official `stripe` SDK)
// against a local fake of Stripe's HTTP API (tests/support/fake-stripe.ts), pointed at it with the
// SDK's host, port and protocol options as one points it at stripe-mock. Written from Stripe's
// documentation:
//   https://docs.stripe.com/api/payment_intents
//   https://docs.stripe.com/payments/place-a-hold-on-a-payment-method
//   https://docs.stripe.com/api/refunds/create
//   https://docs.stripe.com/api/idempotent_requests
//   https://docs.stripe.com/error-handling
//   https://docs.stripe.com/webhooks#verify-manually
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, stripeSignature, STRIPE_KEYS, type FakeStripe } from "../../tests/support/fake-stripe";
import { startFaultProxy, type FaultProxy } from "../../tests/support/fault-proxy";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/support/webhook-receiver";
import type { PaymentProvider } from "./payment-provider";
import { FAST_RETRY, paymentInput, paymentProviderContract, type TestCard } from "./payment-provider.contract";
import { createStripePaymentProvider, type StripeOptions } from "./stripe-adapter.server";

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

const VISA = "4242424242424242";
const CARDS = {
  decline: "4000000000000002",
  insufficientFunds: "4000000000009995",
  threeDSecure: "4000002760003184",
} as const satisfies Record<TestCard, string>;

const input = paymentInput({
  amountOre: 79_900,
  method: "card",
  returnUrl: "https://magicdeals.test/checkout/return",
  customer: { email: "kari@example.no" },
});

paymentProviderContract("Stripe adapter", {
  provider: () => provider,
  proxy: () => proxy,
  withWrongCredentials: () => createStripePaymentProvider({ ...options, secretKey: "sk_test_wrong" }),
  input,
  approve: (paymentId) => stripe.confirm(paymentId, VISA),
  approvedMethod: { type: "card", brand: "Visa", last4: "4242" },
  deliveries: () => Promise.resolve(receiver.deliveries),
  forge: (body) => body.replace("payment_intent.created", "payment_intent.succeeded"),
  // Checked as stripe.webhooks.constructEvent checks it.
  resign: (delivery, { secret, ageSeconds }) => ({
    "stripe-signature": stripeSignature(secret, delivery.body, Math.floor(Date.now() / 1000) - ageSeconds),
  }),
  webhookSecret: STRIPE_KEYS.webhookSecret,
  unknownPaymentId: "pi_unknown",
  payWithCard: (paymentId, card) => stripe.confirm(paymentId, CARDS[card]),
});

describe("Stripe adapter", () => {
  it("creates a PaymentIntent for the Payment Element, and refuses Vipps", async () => {
    const created = await provider.createPayment(input());
    expect(created).toMatchObject({
      status: "created",
      action: { kind: "hosted-fields", publishableKey: STRIPE_KEYS.publishableKey },
    });
    expect(
      created.action.kind === "hosted-fields" && created.action.clientSecret?.startsWith(created.providerPaymentId),
    ).toBe(true);
    await expect(provider.createPayment(input({ method: "vipps" }))).rejects.toMatchObject({ kind: "invalid" });
  });

  it("reports a failed 3-D Secure as failed, with the reason", async () => {
    const secure = await provider.createPayment(input());
    await stripe.confirm(secure.providerPaymentId, CARDS.threeDSecure);
    await stripe.authenticate(secure.providerPaymentId, false);
    expect(await provider.getPayment(secure.providerPaymentId)).toMatchObject({
      status: "failed",
      failureReason: "authentication_failed",
    });
  });

  it("answers a genuine event the port has no use for as unsupported", () => {
    const other = JSON.stringify({
      id: "evt_1",
      object: "event",
      created: 1,
      type: "customer.created",
      data: { object: { object: "customer" } },
    });
    const headers = { "stripe-signature": stripeSignature(STRIPE_KEYS.webhookSecret, other) };
    expect(provider.parseWebhook(other, headers)).toEqual({ ok: false, reason: "unsupported" });
  });

  it("a 409 conflict is an idempotency_conflict", async () => {
    const created = await provider.createPayment(input());
    proxy.failNext(409);
    await expect(provider.getPayment(created.providerPaymentId)).rejects.toMatchObject({
      kind: "idempotency_conflict",
      status: 409,
    });
  });
});
