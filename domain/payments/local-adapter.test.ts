// Contract test of the local adapter against the real local payment service (local-payments/),
// started on loopback with a fresh database: the same story every adapter must tell (create →
// buyer approves → capture → partial refund → full refund, cancel, webhooks, error answers).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { startFaultProxy, type FaultProxy } from "../../tests/support/fault-proxy";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/support/webhook-receiver";
import { startLocalPaymentService, type LocalPaymentService } from "../../local-payments/service.server";
import { signatureHeader } from "../../local-payments/webhook-signature";
import { TEST_CARDS } from "../../local-payments/test-cards";
import { createLocalPaymentProvider } from "./local-adapter.server";
import type { CreatePaymentInput, PaymentProvider } from "./payment-provider";
import { ProviderError } from "./provider-error";

const t = setupTestDatabase({ seeded: false });
const SECRET = "whsec_local_test_secret";
const API_KEY = "lp_test_key";
const FAST_RETRY = { attempts: 3, baseDelayMs: 10, maxDelayMs: 50 };

let service: LocalPaymentService;
let receiver: WebhookReceiver;
let proxy: FaultProxy;
let provider: PaymentProvider;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  service = await startLocalPaymentService({
    databaseUrl: t.url,
    host: "127.0.0.1",
    port: 0,
    shopOrigin: "http://shop.test",
    webhookUrl: receiver.url,
    webhookSecret: SECRET,
    apiKey: API_KEY,
    webhookPollMs: 60_000,
    webhookFirstRetryMs: 1,
  });
  proxy = await startFaultProxy(service.url);
  provider = createLocalPaymentProvider({
    apiUrl: `${proxy.url}/v1`,
    apiKey: API_KEY,
    webhookSecret: SECRET,
    retry: FAST_RETRY,
  });
});
afterAll(async () => {
  await proxy?.close();
  await service?.close();
  await receiver?.close();
});

const input = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  amountOre: 129_900,
  currency: "NOK",
  reference: `order-${randomUUID()}`,
  idempotencyKey: randomUUID(),
  returnUrl: "http://shop.test/checkout/return",
  method: "card",
  description: "MagicDeals order",
  customer: { email: "kari@example.no" },
  ...overrides,
});

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

describe("local payment provider", () => {
  it("takes a card payment through approval, capture, a partial and a full refund", async () => {
    const created = await provider.createPayment(input({ language: "en" }));
    expect(created.status).toBe("created");
    expect(created.action.kind).toBe("hosted-fields");
    const actionUrl = created.action.kind === "hosted-fields" ? (created.action.url ?? "") : "";
    // The card fields live on the service's origin, never the shop's.
    expect(new URL(actionUrl).origin).toBe(new URL(service.url).origin);
    expect(new URL(actionUrl).searchParams.get("lang")).toBe("en");

    expect((await payByCard(actionUrl, "4242 4242 4242 4242")).status).toBe(200);
    const authorised = await provider.getPayment(created.providerPaymentId);
    expect(authorised).toMatchObject({
      status: "authorised",
      authorisedOre: 129_900,
      method: { type: "card", brand: "Visa", last4: "4242" },
    });
    expect((await eventsFor(created.providerPaymentId)).map((e) => e.status)).toEqual(["created", "authorised"]);

    const captured = await provider.capture(created.providerPaymentId, 129_900, randomUUID());
    expect(captured).toMatchObject({ status: "captured", capturedOre: 129_900, authorisedOre: 0 });

    const refundKey = randomUUID();
    const partly = await provider.refund(created.providerPaymentId, 30_000, refundKey);
    expect(partly).toMatchObject({ status: "captured", refundedOre: 30_000 });
    // The same refund sent again (a retry after a crash) refunds nothing more.
    expect(await provider.refund(created.providerPaymentId, 30_000, refundKey)).toMatchObject({ refundedOre: 30_000 });

    const full = await provider.refund(created.providerPaymentId, 99_900, randomUUID());
    expect(full).toMatchObject({ status: "refunded", refundedOre: 129_900 });
    await expect(provider.refund(created.providerPaymentId, 1, randomUUID())).rejects.toMatchObject({
      kind: "invalid",
    });

    const events = await eventsFor(created.providerPaymentId);
    expect(events.map((e) => [e.status, e.amountOre])).toEqual([
      ["created", 129_900],
      ["authorised", 129_900],
      ["captured", 129_900],
      ["refunded", 30_000],
      ["refunded", 99_900],
    ]);
  });

  it("returns the same payment for the same idempotency key, and refuses the key with another body (409)", async () => {
    const request = input();
    const first = await provider.createPayment(request);
    const again = await provider.createPayment(request);
    expect(again.providerPaymentId).toBe(first.providerPaymentId);
    const error = await provider.createPayment({ ...request, amountOre: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: "idempotency_conflict", status: 409, retryable: false });
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

  it("reports declines, insufficient funds and 3-D Secure as the buyer meets them", async () => {
    const declined = await provider.createPayment(input());
    await payByCard(`${service.url}/pay/${declined.providerPaymentId}/card`, TEST_CARDS.decline);
    expect(await provider.getPayment(declined.providerPaymentId)).toMatchObject({
      status: "failed",
      failureReason: "declined",
    });

    const poor = await provider.createPayment(input());
    await payByCard(`${service.url}/pay/${poor.providerPaymentId}/card`, TEST_CARDS.insufficientFunds);
    expect(await provider.getPayment(poor.providerPaymentId)).toMatchObject({
      status: "failed",
      failureReason: "insufficient_funds",
    });

    const secure = await provider.createPayment(input());
    const challenge = await payByCard(`${service.url}/pay/${secure.providerPaymentId}/card`, TEST_CARDS.threeDSecure);
    expect(challenge.status).toBe(303);
    const waiting = await provider.getPayment(secure.providerPaymentId);
    expect(waiting.status).toBe("requires_action");
    expect(waiting.action).toMatchObject({ kind: "hosted-fields" });
  });

  it("accepts a signed webhook, refuses a forged or replayed one, and gives a duplicate the same event id", async () => {
    const created = await provider.createPayment(input());
    await service.webhooks.sendDue();
    const delivery = receiver.deliveries.find((d) => d.body.includes(created.providerPaymentId));
    if (!delivery) throw new Error("no webhook arrived");
    const first = provider.parseWebhook(delivery.body, delivery.headers);
    const duplicate = provider.parseWebhook(delivery.body, delivery.headers);
    expect(first.ok && duplicate.ok && first.event.eventId === duplicate.event.eventId).toBe(true);

    const forged = delivery.body.replace('"type":"payment.created"', '"type":"payment.captured"');
    expect(forged).not.toBe(delivery.body);
    expect(provider.parseWebhook(forged, delivery.headers)).toEqual({ ok: false, reason: "bad_signature" });
    expect(provider.parseWebhook(delivery.body, {})).toEqual({ ok: false, reason: "bad_signature" });
    const wrongSecret = { "localpayments-signature": signatureHeader("another secret", delivery.body) };
    expect(provider.parseWebhook(delivery.body, wrongSecret)).toEqual({ ok: false, reason: "bad_signature" });
    const old = {
      "localpayments-signature": signatureHeader(SECRET, delivery.body, Math.floor(Date.now() / 1000) - 3600),
    };
    expect(provider.parseWebhook(delivery.body, old)).toEqual({ ok: false, reason: "stale" });
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
    await payByCard(`${service.url}/pay/${created.providerPaymentId}/card`, TEST_CARDS.approve);
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
    it("401: a wrong key is not retried", async () => {
      const wrong = createLocalPaymentProvider({
        apiUrl: `${proxy.url}/v1`,
        apiKey: "wrong",
        webhookSecret: SECRET,
        retry: FAST_RETRY,
      });
      const before = proxy.seen.length;
      await expect(wrong.createPayment(input())).rejects.toMatchObject({
        kind: "unauthorised",
        status: 401,
        retryable: false,
      });
      expect(proxy.seen.length - before).toBe(1);
    });

    it("429 then success: retried with the same key, one payment", async () => {
      const request = input();
      proxy.failNext(429);
      const before = proxy.seen.length;
      const created = await provider.createPayment(request);
      expect(proxy.seen.length - before).toBe(2);
      expect((await provider.createPayment(request)).providerPaymentId).toBe(created.providerPaymentId);
    });

    it("5xx or a cut connection then success: retried", async () => {
      proxy.failNext(503, 0);
      const created = await provider.createPayment(input());
      expect(created.status).toBe("created");
    });

    it("5xx that persists: a typed, retryable error", async () => {
      proxy.failNext(502, 503, 500);
      const error = await provider.getPayment("lp_whatever").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ kind: "unavailable", status: 500, retryable: true });
    });

    it("404 for a payment the service does not know", async () => {
      await expect(provider.getPayment("lp_unknown")).rejects.toMatchObject({ kind: "not_found" });
    });
  });
});
