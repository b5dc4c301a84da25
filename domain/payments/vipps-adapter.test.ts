// Contract test of the Vipps MobilePay ePayment adapter against a local fake of Vipps's HTTP
// API (tests/support/fake-vipps.ts), written from Vipps's public documentation:
//   https://developer.vippsmobilepay.com/docs/APIs/epayment-api/api-guide/operations/create
//   https://developer.vippsmobilepay.com/docs/APIs/access-token-api/
//   https://developer.vippsmobilepay.com/docs/knowledge-base/http-headers/
//   https://developer.vippsmobilepay.com/docs/APIs/webhooks-api/events/
//   https://developer.vippsmobilepay.com/docs/APIs/webhooks-api/request-authentication/
// Vipps itself cannot be reached from here; the fake is what stripe-mock is to Stripe.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeVipps, VIPPS_KEYS, type FakeVipps } from "../../tests/support/fake-vipps";
import { startFaultProxy, type FaultProxy } from "../../tests/support/fault-proxy";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/support/webhook-receiver";
import type { CreatePaymentInput, PaymentProvider } from "./payment-provider";
import { ProviderError } from "./provider-error";
import { createVippsPaymentProvider, type VippsOptions } from "./vipps-adapter.server";
import { vippsAuthorization, vippsContentHash } from "./vipps-webhook-signature.server";

const WEBHOOK_SECRET = "fake-vipps-webhook-secret";
const FAST_RETRY = { attempts: 3, baseDelayMs: 10, maxDelayMs: 50 };

let vipps: FakeVipps;
let proxy: FaultProxy;
let receiver: WebhookReceiver;
let provider: PaymentProvider;
let options: VippsOptions;

beforeAll(async () => {
  receiver = await startWebhookReceiver("/payments/webhook?provider=vipps");
  vipps = await startFakeVipps({ url: receiver.url, secret: WEBHOOK_SECRET });
  proxy = await startFaultProxy(vipps.url);
  options = {
    apiUrl: proxy.url,
    ...VIPPS_KEYS,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: receiver.url,
    retry: FAST_RETRY,
  };
  provider = createVippsPaymentProvider(options);
});
afterAll(async () => {
  await proxy?.close();
  await vipps?.close();
  await receiver?.close();
});

const input = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  amountOre: 49_900,
  currency: "NOK",
  reference: `md-${randomUUID()}`,
  idempotencyKey: randomUUID(),
  returnUrl: "https://magicdeals.test/checkout/return?ref=1",
  method: "vipps",
  description: "MagicDeals order",
  customer: { phone: "+4791234567" },
  ...overrides,
});

function eventsFor(reference: string) {
  return receiver.deliveries
    .map((delivery) => provider.parseWebhook(delivery.body, delivery.headers))
    .flatMap((result) => (result.ok && result.event.providerPaymentId === reference ? [result.event] : []));
}

describe("Vipps MobilePay adapter", () => {
  it("creates a WEB_REDIRECT payment, then captures, refunds part and the rest after the buyer approves", async () => {
    const created = await provider.createPayment(input());
    expect(created).toMatchObject({ status: "created", action: { kind: "redirect" } });
    expect(created.action.kind === "redirect" && created.action.url.startsWith(vipps.url)).toBe(true);

    await vipps.approve(created.providerPaymentId);
    expect(await provider.getPayment(created.providerPaymentId)).toMatchObject({
      status: "authorised",
      authorisedOre: 49_900,
      method: { type: "vipps" },
      action: null,
    });
    expect(await provider.capture(created.providerPaymentId, 49_900, randomUUID())).toMatchObject({
      status: "captured",
      capturedOre: 49_900,
      authorisedOre: 0,
    });
    const refundKey = randomUUID();
    expect(await provider.refund(created.providerPaymentId, 10_000, refundKey)).toMatchObject({
      status: "captured",
      refundedOre: 10_000,
    });
    expect(await provider.refund(created.providerPaymentId, 10_000, refundKey)).toMatchObject({ refundedOre: 10_000 });
    expect(await provider.refund(created.providerPaymentId, 39_900, randomUUID())).toMatchObject({
      status: "refunded",
      refundedOre: 49_900,
    });
    await expect(provider.refund(created.providerPaymentId, 1, randomUUID())).rejects.toMatchObject({
      kind: "invalid",
    });

    expect(eventsFor(created.providerPaymentId).map((e) => [e.status, e.amountOre])).toEqual([
      ["created", 49_900],
      ["authorised", 49_900],
      ["captured", 49_900],
      ["refunded", 10_000],
      ["refunded", 39_900],
    ]);
    // One access token served every call.
    expect(vipps.tokensIssued()).toBe(1);
  });

  it("cancels before approval, and reads a buyer's abort as cancelled", async () => {
    const created = await provider.createPayment(input());
    expect(await provider.cancel(created.providerPaymentId, randomUUID())).toMatchObject({ status: "cancelled" });
    const aborted = await provider.createPayment(input());
    await vipps.abort(aborted.providerPaymentId);
    expect(await provider.getPayment(aborted.providerPaymentId)).toMatchObject({ status: "cancelled" });
    const approved = await provider.createPayment(input());
    await vipps.approve(approved.providerPaymentId);
    expect(await provider.cancel(approved.providerPaymentId, randomUUID())).toMatchObject({
      status: "cancelled",
      authorisedOre: 0,
    });
  });

  it("verifies webhooks as Vipps documents them: a bad signature, a changed body or an old date is refused", async () => {
    const created = await provider.createPayment(input());
    const delivery = receiver.deliveries.find((d) => d.body.includes(created.providerPaymentId));
    if (!delivery) throw new Error("no webhook arrived");
    const first = provider.parseWebhook(delivery.body, delivery.headers);
    const duplicate = provider.parseWebhook(delivery.body, delivery.headers);
    expect(first.ok && duplicate.ok && first.event.eventId === duplicate.event.eventId).toBe(true);

    const changed = delivery.body.replace('"CREATED"', '"AUTHORIZED"');
    expect(changed).not.toBe(delivery.body);
    expect(provider.parseWebhook(changed, delivery.headers)).toEqual({ ok: false, reason: "bad_signature" });
    // Even with the content hash recomputed, the HMAC does not match without the secret.
    expect(
      provider.parseWebhook(changed, { ...delivery.headers, "x-ms-content-sha256": vippsContentHash(changed) }),
    ).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    const otherSecret = vippsAuthorization("not the secret", {
      url: receiver.url,
      date: String(delivery.headers["x-ms-date"]),
      body: delivery.body,
    });
    expect(provider.parseWebhook(delivery.body, { ...delivery.headers, authorization: otherSecret })).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    const oldDate = new Date(Date.now() - 3600_000).toUTCString();
    const replayed = {
      ...delivery.headers,
      "x-ms-date": oldDate,
      authorization: vippsAuthorization(WEBHOOK_SECRET, { url: receiver.url, date: oldDate, body: delivery.body }),
    };
    expect(provider.parseWebhook(delivery.body, replayed)).toEqual({ ok: false, reason: "stale" });
  });

  describe("error answers", () => {
    it("401: wrong client credentials are not retried", async () => {
      const wrong = createVippsPaymentProvider({ ...options, clientSecret: "wrong" });
      const before = proxy.seen.length;
      await expect(wrong.createPayment(input())).rejects.toMatchObject({
        kind: "unauthorised",
        status: 401,
        retryable: false,
      });
      expect(proxy.seen.length - before).toBe(1);
    });

    it("401 on a revoked token: a new token is fetched once and the call goes through", async () => {
      await provider.getPayment((await provider.createPayment(input())).providerPaymentId);
      const issued = vipps.tokensIssued();
      vipps.revokeTokens();
      expect((await provider.createPayment(input())).status).toBe("created");
      expect(vipps.tokensIssued()).toBe(issued + 1);
    });

    it("409: the same Idempotency-Key with another body is a conflict; with the same body, the same payment", async () => {
      const request = input();
      const first = await provider.createPayment(request);
      expect((await provider.createPayment(request)).providerPaymentId).toBe(first.providerPaymentId);
      const error = await provider.createPayment({ ...request, amountOre: 100 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ kind: "idempotency_conflict", status: 409, retryable: false });
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
      await vipps.approve(created.providerPaymentId);
      proxy.failNext(503, 502);
      expect(await provider.capture(created.providerPaymentId, 49_900, randomUUID())).toMatchObject({
        capturedOre: 49_900,
      });
    });

    it("5xx that persists: a typed, retryable error", async () => {
      proxy.failNext(500, 503, 500);
      const error = await provider.getPayment("md-does-not-matter").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ kind: "unavailable", retryable: true });
    });
  });
});
