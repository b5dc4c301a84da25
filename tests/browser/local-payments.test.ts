// The local payment service's own pages in Chromium: the hosted card fields framed by a shop
// page on another origin, the 3-D Secure challenge and the simulated Vipps approval. Each test
// checks what the shop would receive: the postMessage from the card iframe, the signed webhook,
// and the payment as getPayment reads it. The shop here is a stand-in page on its own port;
// the service keeps its books in a database of its own on the browser run's server (the app
// under test runs a local service too, whose webhook sender would take these webhooks).
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { setupBrowser } from "../support/browser-page";
import { expectNoAxeViolations } from "../support/axe";
import { startLocalPaymentService, type LocalPaymentService } from "../../local-payments/service.server";
import { TEST_CARDS } from "../../local-payments/test-cards";
import { createLocalPaymentProvider } from "../../domain/payments/local-adapter.server";
import { connect } from "../../db/connection.server";
import { applyMigrations } from "../../db/migrate.server";
import { ensureDatabase } from "../../db/open-database.server";
import { databaseUrl, dropDatabase } from "../support/database-names";
import type { PaymentMethod, PaymentProvider } from "../../domain/payments/payment-provider";

const browser = setupBrowser();
const API_KEY = "browser-test-key";
const SECRET = "browser-test-webhook-secret";

let shop: Server;
let shopUrl = "";
const webhooks: Array<{ body: string; headers: Record<string, string | string[] | undefined> }> = [];
let service: LocalPaymentService;
let provider: PaymentProvider;
const maintenanceUrl = databaseUrl(inject("appDatabaseUrl"), "postgres");
const booksName = `magicdeals_local_payments_${randomUUID().slice(0, 8)}`;

/** The shop's stand-in: a checkout page framing the card fields, a return page, a webhook endpoint. */
function shopPage(iframeSrc: string, serviceOrigin: string): string {
  return `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"><title>Kasse</title></head><body>
<h1>Kasse</h1><iframe title="Kortbetaling" src="${iframeSrc}" style="width:480px;height:640px"></iframe>
<script>
  window.paymentMessages = [];
  window.addEventListener("message", (event) => {
    if (event.origin === ${JSON.stringify(serviceOrigin)}) window.paymentMessages.push(event.data);
  });
</script></body></html>`;
}

beforeAll(async () => {
  shop = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://shop");
    if (request.method === "POST" && url.pathname === "/payments/webhook") {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      webhooks.push({ body: Buffer.concat(chunks).toString("utf8"), headers: request.headers });
      response.writeHead(200).end();
      return;
    }
    if (url.pathname === "/checkout") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(shopPage(url.searchParams.get("src") ?? "", new URL(service.url).origin));
      return;
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(
      `<!DOCTYPE html><html lang="nb"><head><title>Tilbake</title></head><body><h1>Tilbake i butikken</h1></body></html>`,
    );
  });
  await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  await ensureDatabase(maintenanceUrl, booksName);
  const books = connect(databaseUrl(maintenanceUrl, booksName), { max: 2 });
  await applyMigrations(books.db);
  await books.close();
  service = await startLocalPaymentService({
    databaseUrl: databaseUrl(maintenanceUrl, booksName),
    host: "127.0.0.1",
    port: 0,
    shopOrigin: shopUrl,
    webhookUrl: `${shopUrl}/payments/webhook`,
    webhookSecret: SECRET,
    apiKey: API_KEY,
    webhookPollMs: 60_000,
  });
  provider = createLocalPaymentProvider({ apiUrl: service.apiUrl, apiKey: API_KEY, webhookSecret: SECRET });
});
afterAll(async () => {
  await service?.close();
  await new Promise((resolve) => shop?.close(resolve));
  await dropDatabase(maintenanceUrl, booksName);
});

async function create(method: PaymentMethod, language: "no" | "en" = "no") {
  const payment = await provider.createPayment({
    amountOre: 129_900,
    currency: "NOK",
    reference: `order-${randomUUID()}`,
    idempotencyKey: randomUUID(),
    returnUrl: `${shopUrl}/return`,
    method,
    description: "MagicDeals",
    language,
  });
  return { id: payment.providerPaymentId, url: "url" in payment.action ? (payment.action.url ?? "") : "" };
}

/** The shop's checkout page with the card fields framed, and the frame. */
async function checkout(iframeSrc: string): Promise<{ page: Page; frame: Frame; shopRequests: string[] }> {
  const page = await browser.newPage();
  const shopRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin === shopUrl) shopRequests.push(`${request.url()} ${request.postData() ?? ""}`);
  });
  await page.goto(`${shopUrl}/checkout?src=${encodeURIComponent(iframeSrc)}`);
  const handle = await page.waitForSelector("iframe");
  const frame = await handle.contentFrame();
  if (!frame) throw new Error("no card frame");
  await frame.waitForSelector("form");
  return { page, frame, shopRequests };
}

async function payByCard(
  frame: Frame,
  cardNumber: string,
  labels = { number: "Kortnummer", expiry: "Utløpsdato (MM/ÅÅ)", cvv: "CVV", holder: "Kortinnehaverens navn" },
) {
  await frame.getByLabel(labels.number).pressSequentially(cardNumber);
  await frame.getByLabel(labels.expiry).pressSequentially("1239");
  await frame.getByLabel(labels.cvv).pressSequentially("123");
  await frame.getByLabel(labels.holder).fill("Kari Nordmann");
  await frame.getByRole("button", { name: /Betal|Pay/ }).click();
}

async function messageOf(page: Page) {
  await page.waitForFunction(() => (window as unknown as { paymentMessages: unknown[] }).paymentMessages.length > 0);
  return page.evaluate(() => (window as unknown as { paymentMessages: unknown[] }).paymentMessages[0]);
}

async function webhookStatuses(paymentId: string) {
  await service.webhooks.sendDue();
  return webhooks
    .map((w) => provider.parseWebhook(w.body, w.headers))
    .flatMap((r) => (r.ok && r.event.providerPaymentId === paymentId ? [r.event.status] : []));
}

describe("local payment service pages", () => {
  it("formats the card form as the spec says, with labels in Bokmål and English", async () => {
    const { page, frame } = await checkout((await create("card")).url);
    const number = frame.getByLabel("Kortnummer");
    await number.pressSequentially("4242424242424242999");
    expect(await number.inputValue()).toBe("4242 4242 4242 4242");
    expect((await number.inputValue()).length).toBeLessThanOrEqual(19);
    const expiry = frame.getByLabel("Utløpsdato (MM/ÅÅ)");
    await expiry.pressSequentially("12a399");
    expect(await expiry.inputValue()).toBe("12/39");
    const cvv = frame.getByLabel("CVV");
    await cvv.pressSequentially("1x2345");
    expect(await cvv.inputValue()).toBe("1234");
    expect(await cvv.getAttribute("type")).toBe("password");
    await frame.getByRole("button", { name: /Betal 1\s299\s+kr/ }).waitFor();
    await page.close();

    const english = await checkout((await create("card", "en")).url);
    await english.frame.getByLabel("Card number").waitFor();
    await english.frame.getByLabel("Cardholder name").waitFor();
    expect(await english.frame.evaluate(() => document.documentElement.lang)).toBe("en");
  });

  it("shows each problem at its field in the buyer's language, and keeps what was typed", async () => {
    const { frame } = await checkout((await create("card")).url);
    await frame.getByLabel("Kortnummer").pressSequentially("4242424242424241");
    await frame.getByLabel("Utløpsdato (MM/ÅÅ)").pressSequentially("0120");
    await frame.getByRole("button", { name: /Betal/ }).click();
    await frame.getByText("Kortnummeret er ikke gyldig.").waitFor();
    await frame.getByText("Kortet er utløpt.").waitFor();
    expect(await frame.getByLabel("Kortnummer").getAttribute("aria-invalid")).toBe("true");
    expect(await frame.getByLabel("Kortnummer").inputValue()).toBe("4242 4242 4242 4241");
    expect(await frame.getByLabel("Kortinnehaverens navn").getAttribute("aria-describedby")).toBe(
      "cardholderName-error",
    );
  });

  it("has no accessibility violations on the card form (with errors), the 3-D Secure and the Vipps page", async () => {
    const page = await browser.newPage();
    await page.goto((await create("card")).url);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: /Betal/ }).click();
    await page.getByText("Rett opp feltene som er merket.").waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("cardNumber");
    await expectNoAxeViolations(page);
    await page.getByLabel("Kortnummer").pressSequentially(TEST_CARDS.threeDSecure);
    await page.getByLabel("Utløpsdato (MM/ÅÅ)").pressSequentially("1239");
    await page.getByLabel("CVV").pressSequentially("123");
    await page.getByLabel("Kortinnehaverens navn").fill("Kari Nordmann");
    await page.getByRole("button", { name: /Betal/ }).click();
    await page.getByRole("heading", { name: "Bekreft kjøpet (3-D Secure)" }).waitFor();
    await expectNoAxeViolations(page);
    await page.goto((await create("vipps")).url);
    await expectNoAxeViolations(page);
  });

  const cards = [
    {
      name: "4242 approves",
      card: TEST_CARDS.approve,
      status: "authorised",
      reason: null,
      text: "Betalingen er godkjent.",
    },
    {
      name: "0002 declines",
      card: TEST_CARDS.decline,
      status: "failed",
      reason: "declined",
      text: "Banken avviste kortet",
    },
    {
      name: "9995 has insufficient funds",
      card: TEST_CARDS.insufficientFunds,
      status: "failed",
      reason: "insufficient_funds",
      text: "ikke nok dekning",
    },
  ];
  for (const { name, card, status, reason, text } of cards) {
    it(`test card ${name}: the shop hears it from the frame, by webhook and from getPayment`, async () => {
      const payment = await create("card");
      const { page, frame, shopRequests } = await checkout(payment.url);
      await payByCard(frame, card);
      await frame.getByText(text).waitFor();
      expect(await messageOf(page)).toEqual({
        source: "magicdeals-local-payments",
        paymentId: payment.id,
        status,
        failureReason: reason,
      });
      expect(await provider.getPayment(payment.id)).toMatchObject({
        status,
        failureReason: reason,
        method: { type: "card", last4: card.slice(-4) },
      });
      expect((await webhookStatuses(payment.id)).at(-1)).toBe(status);
      // The shop's origin never saw the card number.
      expect(shopRequests.join("\n")).not.toMatch(
        new RegExp(`${card}|${card.slice(0, 4)}(\\+|%20| )${card.slice(4, 8)}`),
      );
    });
  }

  for (const passed of [true, false]) {
    it(`3-D Secure ${passed ? "approved" : "failed"} on the challenge page`, async () => {
      const payment = await create("card");
      const { page, frame } = await checkout(payment.url);
      await payByCard(frame, TEST_CARDS.threeDSecure);
      await frame.getByRole("heading", { name: "Bekreft kjøpet (3-D Secure)" }).waitFor();
      expect(await provider.getPayment(payment.id)).toMatchObject({ status: "requires_action" });
      await frame.getByRole("button", { name: passed ? "Bekreft" : "Avvis" }).click();
      const status = passed ? "authorised" : "failed";
      expect(await messageOf(page)).toMatchObject({ paymentId: payment.id, status });
      expect(await provider.getPayment(payment.id)).toMatchObject({
        status,
        failureReason: passed ? null : "authentication_failed",
      });
      expect(await webhookStatuses(payment.id)).toEqual(["created", "requires_action", status]);
    });
  }

  it("Vipps: a wrong number is shown at the field; approving sends the buyer back to the shop, authorised", async () => {
    const payment = await create("vipps");
    const page = await browser.newPage();
    await page.goto(payment.url);
    await page.getByLabel("Mobilnummer").fill("1234");
    await page.getByRole("button", { name: "Godkjenn i Vipps" }).click();
    await page.getByText("Skriv inn et norsk mobilnummer med 8 sifre.").waitFor();
    await page.getByLabel("Mobilnummer").fill("912 34 567");
    await page.getByRole("button", { name: "Godkjenn i Vipps" }).click();
    await page.waitForURL(`${shopUrl}/return`);
    expect(await provider.getPayment(payment.id)).toMatchObject({ status: "authorised", method: { type: "vipps" } });
    expect(await webhookStatuses(payment.id)).toEqual(["created", "authorised"]);
  });

  it("Vipps: cancelling sends the buyer back to the shop, cancelled", async () => {
    const payment = await create("vipps", "en");
    const page = await browser.newPage();
    await page.goto(payment.url);
    await page.getByRole("heading", { name: "Pay with Vipps" }).waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL(`${shopUrl}/return`);
    expect(await provider.getPayment(payment.id)).toMatchObject({ status: "cancelled" });
    expect(await webhookStatuses(payment.id)).toEqual(["created", "cancelled"]);
  });
});
