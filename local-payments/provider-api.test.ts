// The local payment service's own rules, over its HTTP API: keys, idempotency under concurrent
// requests, expiry of payments the buyer never finished, and pages that refuse late clicks.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../tests/support/test-database";
import { startWebhookReceiver, type WebhookReceiver } from "../tests/support/webhook-receiver";
import { startLocalPaymentService, type LocalPaymentService } from "./service.server";

const t = setupTestDatabase({ seeded: false });
const API_KEY = "provider-api-test-key";
const TTL_MS = 1500;

let service: LocalPaymentService;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  service = await startLocalPaymentService({
    databaseUrl: t.url,
    host: "127.0.0.1",
    port: 0,
    shopOrigin: "http://shop.test",
    webhookUrl: receiver.url,
    webhookSecret: "secret",
    apiKey: API_KEY,
    paymentTtlMs: TTL_MS,
    webhookPollMs: 60_000,
  });
});
afterAll(async () => {
  await service?.close();
  await receiver?.close();
});

function post(path: string, body: unknown, key: string | null = randomUUID(), apiKey = API_KEY) {
  return fetch(`${service.apiUrl}${path}`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${apiKey}`,
      "Content-Type": "application/json",
      ...(key ? { "Idempotency-Key": key } : {}),
    },
    body: JSON.stringify(body),
  });
}

const payment = (method = "card") => ({
  amountOre: 50_000,
  currency: "NOK",
  reference: `ref-${randomUUID()}`,
  returnUrl: "http://shop.test/return",
  method,
  description: "Test",
});

/** The buyer's card posted on the service's card page, as the page's form does. */
const payByCard = (paymentId: string) =>
  fetch(`${service.url}/pay/${paymentId}/card`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      cardNumber: "4242424242424242",
      expiryDate: "12/39",
      cvv: "123",
      cardholderName: "Kari",
    }),
  });

describe("local payment service API", () => {
  it("refuses a missing or wrong key, a missing Idempotency-Key and a body it does not know", async () => {
    expect((await post("/payments", payment(), randomUUID(), "wrong")).status).toBe(401);
    expect((await fetch(`${service.apiUrl}/payments/lp_x`)).status).toBe(401);
    expect((await post("/payments", payment(), null)).status).toBe(400);
    const extra = await post("/payments", { ...payment(), cardNumber: "4242424242424242" });
    expect(extra.status).toBe(400);
    expect((await post("/payments", { ...payment(), amountOre: -1 })).status).toBe(400);
  });

  it("makes one payment of ten concurrent requests with one Idempotency-Key", async () => {
    const key = randomUUID();
    const body = payment();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post("/payments", body, key)));
    const ids = await Promise.all(answers.map(async (a) => ((await a.json()) as { id: string }).id));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(ids).size).toBe(1);
    const { rows } = await t.db.$client.query(
      "SELECT count(*)::int AS n FROM local_payments_payments WHERE reference = $1",
      [body.reference],
    );
    expect(rows[0].n).toBe(1);
  });

  it("expires a payment the buyer did not finish, says so by webhook, and refuses the card afterwards", async () => {
    const created = (await (await post("/payments", payment())).json()) as { id: string };
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 200));
    const late = await payByCard(created.id);
    expect(await late.text()).toContain("Tiden for betalingen gikk ut");
    const read = (await (
      await fetch(`${service.apiUrl}/payments/${created.id}`, { headers: { Authorization: `Bearer ${API_KEY}` } })
    ).json()) as {
      status: string;
      authorisedOre: number;
    };
    expect(read).toMatchObject({ status: "expired", authorisedOre: 0 });
    await service.webhooks.sendDue();
    const types = receiver.deliveries
      .filter((d) => d.body.includes(created.id))
      .map((d) => (JSON.parse(d.body) as { type: string }).type);
    expect(types).toEqual(["payment.created", "payment.expired"]);
  });

  it("sends a backlog of more than one round's webhooks at once, each payment's events in the order they happened", async () => {
    const created = await Promise.all(
      Array.from(
        { length: 25 },
        async () => ((await (await post("/payments", payment())).json()) as { id: string }).id,
      ),
    );
    const paid = created.slice(0, 5);
    for (const id of paid) {
      expect((await payByCard(id)).status).toBe(200);
    }
    await service.webhooks.sendDue();
    const typesOf = (id: string) =>
      receiver.deliveries.filter((d) => d.body.includes(id)).map((d) => (JSON.parse(d.body) as { type: string }).type);
    for (const id of created) expect(typesOf(id)[0], id).toBe("payment.created");
    for (const id of paid) expect(typesOf(id), id).toEqual(["payment.created", "payment.authorised"]);
  });

  it("lets only the shop's origin frame its pages, and sends the CVV back to nobody", async () => {
    const created = (await (await post("/payments", payment())).json()) as { id: string };
    const page = await fetch(`${service.url}/pay/${created.id}/card`);
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors http://shop.test");
    const invalid = await fetch(`${service.url}/pay/${created.id}/card`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ cardNumber: "4242", expiryDate: "12/39", cvv: "987", cardholderName: "Kari" }),
    });
    const html = await invalid.text();
    expect(html).toContain("Kortnummeret er ikke gyldig.");
    expect(html).not.toContain("987");
  });
});
