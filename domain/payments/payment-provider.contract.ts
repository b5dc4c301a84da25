// The story every payment adapter must tell, whichever provider is behind it: create → buyer
// approves → capture → partial refund → full refund, cancel, idempotency keys, signed webhooks
// and the error answers. Each adapter's *.test.ts runs it against its own provider (the local
// payment service, or a fake of Stripe's or Vipps's HTTP API) through a fault proxy, and keeps
// beside it what only that provider does.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { FaultProxy } from "../../tests/support/fault-proxy";
import type { Delivery } from "../../tests/support/webhook-receiver";
import type { CreatePaymentInput, PaymentMethodDetails, PaymentProvider, WebhookHeaders } from "./payment-provider";
import { ProviderError } from "./provider-error";

/** Retries quick enough for tests, as many as production makes. */
export const FAST_RETRY = { attempts: 3, baseDelayMs: 10, maxDelayMs: 50 };

/**
 * A payment request builder for one provider's tests: its amount, method and buyer, with a new
 * reference and idempotency key on every call.
 */
export function paymentInput(defaults: Pick<CreatePaymentInput, "amountOre" | "method" | "returnUrl" | "customer">) {
  return (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
    currency: "NOK",
    reference: `md-${randomUUID()}`,
    idempotencyKey: randomUUID(),
    description: "MagicDeals order",
    ...defaults,
    ...overrides,
  });
}

export type TestCard = "decline" | "insufficientFunds" | "threeDSecure";

/** One adapter wired to its provider; read lazily, as the file's beforeAll builds it. */
export interface ProviderUnderTest {
  provider: () => PaymentProvider;
  /** The fault proxy the adapter's calls go through. */
  proxy: () => FaultProxy;
  /** The same adapter with a wrong API key or client secret. */
  withWrongCredentials: () => PaymentProvider;
  /** A payment request this provider takes (a new reference and idempotency key each time). */
  input: (overrides?: Partial<CreatePaymentInput>) => CreatePaymentInput;
  /** The buyer approves: a good test card in the hosted fields, or yes in the Vipps app. */
  approve: (providerPaymentId: string) => Promise<void>;
  /** How an approved payment reports its method. */
  approvedMethod: PaymentMethodDetails;
  /** The webhooks the shop has received so far, once the provider has sent what is due. */
  deliveries: () => Promise<readonly Delivery[]>;
  /** A received webhook's body with its event type changed, as a forger would. */
  forge: (body: string) => string;
  /** A received webhook's headers signed again, with `secret` and dated `ageSeconds` ago. */
  resign: (delivery: Delivery, signing: { secret: string; ageSeconds: number }) => WebhookHeaders;
  /** The secret the provider signs webhooks with. */
  webhookSecret: string;
  /** An id in this provider's format that no payment has. */
  unknownPaymentId: string;
  /** For providers that take cards: the buyer pays with the test card that gives this outcome. */
  payWithCard?: (providerPaymentId: string, card: TestCard) => Promise<void>;
}

export function paymentProviderContract(name: string, under: ProviderUnderTest) {
  async function eventsFor(providerPaymentId: string) {
    const provider = under.provider();
    return (await under.deliveries())
      .map((delivery) => provider.parseWebhook(delivery.body, delivery.headers))
      .flatMap((result) => (result.ok && result.event.providerPaymentId === providerPaymentId ? [result.event] : []));
  }

  async function approvedPayment() {
    const created = await under.provider().createPayment(under.input());
    await under.approve(created.providerPaymentId);
    return created;
  }

  describe(`${name}: the payment provider contract`, () => {
    it("approves, captures, refunds part and then the rest, and tells each step by webhook", async () => {
      const provider = under.provider();
      const amount = under.input().amountOre;
      const part = 20_000;
      const created = await approvedPayment();
      expect(await provider.getPayment(created.providerPaymentId)).toMatchObject({
        status: "authorised",
        authorisedOre: amount,
        method: under.approvedMethod,
        action: null,
      });
      expect(await provider.capture(created.providerPaymentId, amount, randomUUID())).toMatchObject({
        status: "captured",
        capturedOre: amount,
        authorisedOre: 0,
      });

      const refundKey = randomUUID();
      expect(await provider.refund(created.providerPaymentId, part, refundKey)).toMatchObject({
        status: "captured",
        refundedOre: part,
      });
      // The same refund sent again (a retry after a crash) refunds nothing more.
      expect(await provider.refund(created.providerPaymentId, part, refundKey)).toMatchObject({ refundedOre: part });
      expect(await provider.refund(created.providerPaymentId, amount - part, randomUUID())).toMatchObject({
        status: "refunded",
        refundedOre: amount,
      });
      await expect(provider.refund(created.providerPaymentId, 1, randomUUID())).rejects.toMatchObject({
        kind: "invalid",
      });

      expect((await eventsFor(created.providerPaymentId)).map((e) => [e.status, e.amountOre])).toEqual([
        ["created", amount],
        ["authorised", amount],
        ["captured", amount],
        ["refunded", part],
        ["refunded", amount - part],
      ]);
    });

    it("cancels an approved payment once: the same key again is still cancelled, and a capture is refused", async () => {
      const provider = under.provider();
      const created = await approvedPayment();
      const key = randomUUID();
      expect(await provider.cancel(created.providerPaymentId, key)).toMatchObject({
        status: "cancelled",
        authorisedOre: 0,
      });
      expect(await provider.cancel(created.providerPaymentId, key)).toMatchObject({ status: "cancelled" });
      await expect(
        provider.capture(created.providerPaymentId, under.input().amountOre, randomUUID()),
      ).rejects.toMatchObject({ kind: "invalid" });
    });

    const { payWithCard } = under;
    if (payWithCard)
      it("reports declines, insufficient funds and 3-D Secure as the buyer meets them", async () => {
        const provider = under.provider();
        for (const [card, failureReason] of [
          ["decline", "declined"],
          ["insufficientFunds", "insufficient_funds"],
        ] as const) {
          const payment = await provider.createPayment(under.input());
          await payWithCard(payment.providerPaymentId, card);
          expect(await provider.getPayment(payment.providerPaymentId)).toMatchObject({
            status: "failed",
            failureReason,
          });
        }
        const secure = await provider.createPayment(under.input());
        await payWithCard(secure.providerPaymentId, "threeDSecure");
        expect(await provider.getPayment(secure.providerPaymentId)).toMatchObject({ status: "requires_action" });
      });

    it("accepts a signed webhook, refuses a forged or replayed one, and gives a duplicate the same event id", async () => {
      const provider = under.provider();
      const created = await provider.createPayment(under.input());
      const delivery = (await under.deliveries()).find((d) => d.body.includes(created.providerPaymentId));
      if (!delivery) throw new Error("no webhook arrived");
      const first = provider.parseWebhook(delivery.body, delivery.headers);
      const duplicate = provider.parseWebhook(delivery.body, delivery.headers);
      expect(first.ok && duplicate.ok && first.event.eventId === duplicate.event.eventId).toBe(true);

      const forged = under.forge(delivery.body);
      expect(forged).not.toBe(delivery.body);
      const refused = { ok: false, reason: "bad_signature" };
      expect(provider.parseWebhook(forged, delivery.headers)).toEqual(refused);
      expect(provider.parseWebhook(delivery.body, {})).toEqual(refused);
      const otherSecret = under.resign(delivery, { secret: "not the secret", ageSeconds: 0 });
      expect(provider.parseWebhook(delivery.body, otherSecret)).toEqual(refused);
      const old = under.resign(delivery, { secret: under.webhookSecret, ageSeconds: 3600 });
      expect(provider.parseWebhook(delivery.body, old)).toEqual({ ok: false, reason: "stale" });
    });

    it("returns the same payment for the same idempotency key, and refuses the key with another body", async () => {
      const provider = under.provider();
      const request = under.input();
      const first = await provider.createPayment(request);
      expect((await provider.createPayment(request)).providerPaymentId).toBe(first.providerPaymentId);
      const error = await provider.createPayment({ ...request, amountOre: 100 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ kind: "idempotency_conflict", retryable: false });
    });

    describe("error answers", () => {
      it("401: a wrong key is not retried", async () => {
        const proxy = under.proxy();
        const before = proxy.seen.length;
        await expect(under.withWrongCredentials().createPayment(under.input())).rejects.toMatchObject({
          kind: "unauthorised",
          status: 401,
          retryable: false,
        });
        expect(proxy.seen.length - before).toBe(1);
      });

      it("429 then success: retried", async () => {
        const proxy = under.proxy();
        const created = await under.provider().createPayment(under.input());
        proxy.failNext(429);
        const before = proxy.seen.length;
        expect((await under.provider().getPayment(created.providerPaymentId)).status).toBe("created");
        expect(proxy.seen.length - before).toBe(2);
      });

      it("5xx then success: a capture is retried with the same key and captures once", async () => {
        const created = await approvedPayment();
        const amount = under.input().amountOre;
        under.proxy().failNext(503, 502);
        expect(await under.provider().capture(created.providerPaymentId, amount, randomUUID())).toMatchObject({
          capturedOre: amount,
        });
      });

      it("5xx that persists: a typed, retryable error", async () => {
        under.proxy().failNext(502, 503, 500);
        const error = await under
          .provider()
          .getPayment("never-created")
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ProviderError);
        expect(error).toMatchObject({ kind: "unavailable", retryable: true });
      });

      it("404 for a payment the provider does not know", async () => {
        await expect(under.provider().getPayment(under.unknownPaymentId)).rejects.toMatchObject({ kind: "not_found" });
      });
    });
  });
}
