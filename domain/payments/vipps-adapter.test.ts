// Contract test (payment-provider.contract.ts) of the Vipps MobilePay ePayment adapter against a
// local fake of Vipps's HTTP API (tests/support/fake-vipps.ts), written from Vipps's public
// documentation:
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
import type { PaymentProvider } from "./payment-provider";
import { FAST_RETRY, paymentInput, paymentProviderContract } from "./payment-provider.contract";
import { createVippsPaymentProvider, type VippsOptions } from "./vipps-adapter.server";
import { vippsAuthorization, vippsContentHash } from "./vipps-webhook-signature.server";

const WEBHOOK_SECRET = "fake-vipps-webhook-secret";

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

const input = paymentInput({
  amountOre: 49_900,
  method: "vipps",
  returnUrl: "https://magicdeals.test/checkout/return?ref=1",
  customer: { phone: "+4791234567" },
});

paymentProviderContract("Vipps MobilePay adapter", {
  provider: () => provider,
  proxy: () => proxy,
  withWrongCredentials: () => createVippsPaymentProvider({ ...options, clientSecret: "wrong" }),
  input,
  approve: (reference) => vipps.approve(reference),
  approvedMethod: { type: "vipps" },
  deliveries: () => Promise.resolve(receiver.deliveries),
  forge: (body) => body.replace('"CREATED"', '"AUTHORIZED"'),
  resign: (delivery, { secret, ageSeconds }) => {
    const date = new Date(Date.now() - ageSeconds * 1000).toUTCString();
    return {
      ...delivery.headers,
      "x-ms-date": date,
      authorization: vippsAuthorization(secret, { url: receiver.url, date, body: delivery.body }),
    };
  },
  webhookSecret: WEBHOOK_SECRET,
  unknownPaymentId: "md-unknown",
});

describe("Vipps MobilePay adapter", () => {
  it("creates a WEB_REDIRECT payment on one access token", async () => {
    const created = await provider.createPayment(input());
    expect(created).toMatchObject({ status: "created", action: { kind: "redirect" } });
    expect(created.action.kind === "redirect" && created.action.url.startsWith(vipps.url)).toBe(true);
    await provider.getPayment(created.providerPaymentId);
    // One access token has served every call so far, the contract's included.
    expect(vipps.tokensIssued()).toBe(1);
  });

  it("cancels before approval, and reads a buyer's abort as cancelled", async () => {
    const created = await provider.createPayment(input());
    expect(await provider.cancel(created.providerPaymentId, randomUUID())).toMatchObject({ status: "cancelled" });
    const aborted = await provider.createPayment(input());
    await vipps.abort(aborted.providerPaymentId);
    expect(await provider.getPayment(aborted.providerPaymentId)).toMatchObject({ status: "cancelled" });
  });

  it("refuses a changed body even with its content hash recomputed: the HMAC needs the secret", async () => {
    const created = await provider.createPayment(input());
    const delivery = receiver.deliveries.find((d) => d.body.includes(created.providerPaymentId));
    if (!delivery) throw new Error("no webhook arrived");
    const changed = delivery.body.replace('"CREATED"', '"AUTHORIZED"');
    const headers = { ...delivery.headers, "x-ms-content-sha256": vippsContentHash(changed) };
    expect(provider.parseWebhook(changed, headers)).toEqual({ ok: false, reason: "bad_signature" });
  });

  it("401 on a revoked token: a new token is fetched once and the call goes through", async () => {
    await provider.getPayment((await provider.createPayment(input())).providerPaymentId);
    const issued = vipps.tokensIssued();
    vipps.revokeTokens();
    expect((await provider.createPayment(input())).status).toBe("created");
    expect(vipps.tokensIssued()).toBe(issued + 1);
  });
});
