// The checkout with PAYMENT_PROVIDER=stripe in a real Chromium: the built server against a local
// fake of Stripe's API (tests/support/fake-stripe.ts) and a stand-in for Stripe.js
// (tests/support/fake-stripe-js.ts) on its own port, as STRIPE_API_URL and STRIPE_JS_URL say.
// The Payment Element's card fields are the stand-in's frame; Pay confirms the PaymentIntent
// there, Stripe sends the buyer to the hold's signed return address, and the shop settles with
// what Stripe's API says. Every request of the flow is watched: none to the shop carries the card.
import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createServer, type AddressInfo } from "node:net";
import { ensureDatabase } from "../../db/open-database.server";
import { createSigner } from "../../domain/platform/signing.server";
import { startApp, type RunningApp } from "../support/app-server";
import { setupBrowser, visit } from "../support/browser-page";
import { fillGuestCart } from "../support/checkout-form";
import { databaseUrl, dropDatabase } from "../support/database-names";
import { startFakeStripe, STRIPE_KEYS, type FakeStripe } from "../support/fake-stripe";
import { startFakeStripeJs, type FakeStripeJs } from "../support/fake-stripe-js";

const serverUrl = inject("appDatabaseUrl");
const name = `magicdeals_stripe_${randomBytes(4).toString("hex")}`;
const url = databaseUrl(serverUrl, name);
const pool = new pg.Pool({ connectionString: url, max: 2 });
const sessionSecret = randomBytes(32).toString("base64url");

let app: RunningApp;
let stripe: FakeStripe;
let stripeJs: FakeStripeJs;

beforeAll(async () => {
  await ensureDatabase(serverUrl, name);
  // The shop's port is held while the fakes start, so the kernel cannot hand it to one of them.
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
  const port = (holder.address() as AddressInfo).port;
  const shop = `http://127.0.0.1:${port}`;
  stripe = await startFakeStripe(`${shop}/payments/webhook`);
  stripeJs = await startFakeStripeJs(stripe.url);
  await new Promise<void>((resolve) => holder.close(() => resolve()));
  app = await startApp({
    DATABASE_URL: url,
    PORT: String(port),
    PUBLIC_URL: shop,
    TRUST_PROXY: "1",
    SESSION_SECRET: sessionSecret,
    PAYMENT_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: STRIPE_KEYS.secretKey,
    STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
    STRIPE_API_URL: stripe.url.href,
    STRIPE_JS_URL: stripeJs.scriptUrl,
  });
});

afterAll(async () => {
  await app?.stop();
  await Promise.all([stripe?.close(), stripeJs?.close(), pool.end()]);
  await dropDatabase(serverUrl, name);
});

const browser = setupBrowser(() => app.baseUrl);

type Lang = "no" | "en";
const TEXTS = {
  email: ["E-post for verdikortene", "Email for your vouchers"],
  card: [/^Kort/, /^Card/],
  terms: ["Jeg godtar kjøpsvilkårene", "I accept the terms of purchase"],
  pay: [/^Betal \d/, /^Pay \d/],
  heldUntil: ["holdes av til kl.", "held until"],
  number: ["Kortnummer", "Card number"],
  expiry: ["Utløpsdato", "Expiration date"],
  cvc: ["Sikkerhetskode", "Security code"],
  success: ["Betalingen er gjennomført!", "Payment Successful!"],
  failed: ["Betalingen mislyktes", "Payment failed"],
  declined: ["Banken din avviste kortet", "Your bank declined the card"],
  incomplete: ["Sjekk kortopplysningene", "Check the card details"],
} as const;
const text = <K extends keyof typeof TEXTS>(lang: Lang, key: K) => TEXTS[key][lang === "no" ? 0 : 1];

const APPROVE = "4242424242424242";
const DECLINE = "4000000000000002";

async function freeDeal(): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT d.id FROM deals d JOIN deal_packages p ON p.deal_id = d.id AND p.kind = 'basic' AND p.min_quantity <= 1
      WHERE d.status = 'published' AND d.ends_at > now() + interval '7 days' AND d.units_cap IS NULL
        AND d.per_customer_limit IS NULL AND (d.starts_at IS NULL OR d.starts_at <= now())
        AND NOT EXISTS (SELECT 1 FROM checkout_holds h, jsonb_array_elements(h.lines) l WHERE (l->>'dealId')::int = d.id)
      ORDER BY d.id LIMIT 1`,
  );
  if (!rows[0]) throw new Error("no deal left");
  return rows[0].id;
}
const unitsSold = async (dealId: number) =>
  Number((await pool.query("SELECT units_sold FROM deals WHERE id = $1", [dealId])).rows[0].units_sold);
const ordersFor = async (email: string) =>
  (
    await pool.query<{ card_brand: string; card_last4: string; status: string; vouchers: number }>(
      `SELECT o.card_brand, o.card_last4, c.status,
              (SELECT count(*) FROM vouchers v WHERE v.order_id = o.id)::int AS vouchers
         FROM orders o JOIN payment_charges c ON c.order_id = o.id WHERE o.email = $1`,
      [email],
    )
  ).rows;
const cartItems = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cart-storage") ?? "null")?.state.items as unknown[]);

/** Every request of the flow (page and frames) by origin, address and body. */
function watchRequests(page: Page) {
  const sent: Array<{ origin: string; text: string }> = [];
  page.on("request", (request) => {
    sent.push({ origin: new URL(request.url()).origin, text: `${request.url()}\n${request.postData() ?? ""}` });
  });
  return sent;
}

/** The card went to the Stripe stand-in, and nothing sent to the shop carries it. */
function expectCardOnlyAtStripe(sent: Array<{ origin: string; text: string }>, card: string) {
  const toShop = sent.filter((r) => r.origin === app.baseUrl);
  expect(toShop.length).toBeGreaterThan(3);
  const grouped = card.replace(/(\d{4})(?=\d)/g, "$1 ");
  for (const request of toShop)
    for (const form of [card, grouped, encodeURIComponent(grouped)]) expect(request.text).not.toContain(form);
  expect(sent.some((r) => r.origin === stripeJs.origin && r.text.includes(card))).toBe(true);
}

/** A guest with one deal in the cart on /checkout: email, card, terms, Pay. */
async function startPaying(page: Page, lang: Lang, dealId: number, email: string) {
  await fillGuestCart(page, pool, [{ dealId, kind: "basic", quantity: 1 }]);
  await visit(page, "/checkout");
  await submitCheckout(page, lang, email);
}

async function submitCheckout(page: Page, lang: Lang, email: string) {
  const main = page.getByRole("main");
  await main.getByLabel(text(lang, "email"), { exact: true }).fill(email);
  await main.getByRole("radio", { name: text(lang, "card") }).check();
  await main.getByLabel(text(lang, "terms")).check();
  await main.getByRole("button", { name: text(lang, "pay") }).click();
  await main.getByText(text(lang, "heldUntil")).waitFor();
}

/** The card typed into the Payment Element's frame (Stripe's origin), then the page's Pay. */
async function payInElement(page: Page, lang: Lang, card: string) {
  const frame = page.frameLocator(`iframe[src^="${stripeJs.origin}/"]`);
  await frame.getByLabel(text(lang, "number")).pressSequentially(card);
  await frame.getByLabel(text(lang, "expiry")).pressSequentially("1239");
  await frame.getByLabel(text(lang, "cvc")).pressSequentially("123");
  await page
    .getByRole("main")
    .getByRole("button", { name: text(lang, "pay") })
    .click();
}

describe("checkout with Stripe's Payment Element", () => {
  it("lets Stripe.js, its frames and nothing else of Stripe's in, by the Content-Security-Policy", async () => {
    const csp = (await fetch(`${app.baseUrl}/checkout`)).headers.get("content-security-policy") ?? "";
    const directive = (name: string) => csp.split(";").find((d) => d.trim().startsWith(`${name} `)) ?? "";
    expect(directive("script-src")).toContain(stripeJs.origin);
    expect(directive("frame-src")).toContain(stripeJs.origin);
    expect(csp).not.toContain("stripe.com");
  });

  it("pays by card (en): card details checked in the page, the return settled with Stripe, the order, its vouchers, an empty cart, and no card number sent to the shop", async () => {
    const page = await browser.newPage({ lang: "en" });
    const sent = watchRequests(page);
    const dealId = await freeDeal();
    const before = await unitsSold(dealId);
    const email = `kjoper+${randomUUID()}@example.no`;
    await startPaying(page, "en", dealId, email);
    expect(await unitsSold(dealId)).toBe(before + 1);

    // Pay with the fields empty: the page says so, the hold stays, nothing is paid.
    const main = page.getByRole("main");
    await page.frameLocator(`iframe[src^="${stripeJs.origin}/"]`).getByLabel("Card number").waitFor();
    await main.getByRole("button", { name: text("en", "pay") }).click();
    const alert = main.getByRole("alert");
    await alert.getByText(text("en", "incomplete")).waitFor();
    expect(await main.getByText(text("en", "heldUntil")).isVisible()).toBe(true);

    const returned = page.waitForRequest((r) => r.url().includes("/checkout/return?"));
    await payInElement(page, "en", APPROVE);
    // Stripe's return: the signed link with Stripe's own parameters appended.
    const back = new URL((await returned).url());
    expect(back.searchParams.get("sig")).toBeTruthy();
    expect(back.searchParams.get("payment_intent")).toMatch(/^pi_/);
    expect(back.searchParams.get("redirect_status")).toBe("succeeded");

    await page.waitForURL(/\/payment\/success\?order=/);
    await page.getByRole("heading", { level: 1, name: text("en", "success") }).waitFor();
    expect(await cartItems(page)).toEqual([]);
    expect(await ordersFor(email)).toEqual([
      { card_brand: "Visa", card_last4: "4242", status: "captured", vouchers: 1 },
    ]);
    expect(await unitsSold(dealId)).toBe(before + 1);
    expectCardOnlyAtStripe(sent, APPROVE);
  });

  it("says the bank declined the card (no), keeps the cart, gives the units back, trusts no redirect_status, and a second try pays", async () => {
    const page = await browser.newPage({ lang: "no" });
    const sent = watchRequests(page);
    const dealId = await freeDeal();
    const before = await unitsSold(dealId);
    const email = `kjoper+${randomUUID()}@example.no`;
    await startPaying(page, "no", dealId, email);
    await payInElement(page, "no", DECLINE);

    await page.waitForURL(/\/checkout\?payment=declined/);
    const alert = page.getByRole("main").getByRole("alert");
    await alert.getByRole("heading", { name: text("no", "failed") }).waitFor();
    expect(await alert.innerText()).toContain(text("no", "declined"));
    expect(await cartItems(page)).toHaveLength(1);
    expect(await unitsSold(dealId)).toBe(before);
    expect(await ordersFor(email)).toEqual([]);
    expectCardOnlyAtStripe(sent, DECLINE);

    // Stripe would take another card on the same PaymentIntent; with the units back on sale the
    // shop has cancelled it, so its client secret can no longer put money on hold.
    const [{ provider_payment_id: intentId } = { provider_payment_id: "" }] = (
      await pool.query<{ provider_payment_id: string }>(
        "SELECT provider_payment_id FROM checkout_holds WHERE email = $1",
        [email],
      )
    ).rows;
    const intent = (await (
      await fetch(new URL(`/v1/payment_intents/${intentId}`, stripe.url), {
        headers: { Authorization: `Bearer ${STRIPE_KEYS.secretKey}` },
      })
    ).json()) as { client_secret: string };
    const again = await fetch(new URL(`/v1/payment_intents/${intentId}/confirm`, stripe.url), {
      method: "POST",
      headers: { Authorization: `Bearer ${STRIPE_KEYS.publishableKey}` },
      body: new URLSearchParams({ client_secret: intent.client_secret, "payment_method_data[card][number]": APPROVE }),
    });
    expect(((await again.json()) as { error?: { code?: string } }).error?.code).toBe("payment_intent_unexpected_state");

    // Coming back with Stripe's parameters saying "succeeded" changes nothing: the shop asks Stripe.
    const { rows } = await pool.query<{ id: string; provider_payment_id: string }>(
      "SELECT id, provider_payment_id FROM checkout_holds WHERE email = $1",
      [email],
    );
    const hold = rows[0]!;
    const sig = createSigner(sessionSecret).sign("checkout-return", hold.id);
    const forged = `/checkout/return?hold=${hold.id}&sig=${sig}&payment_intent=${hold.provider_payment_id}&redirect_status=succeeded`;
    await visit(page, forged);
    await page.waitForURL(/\/checkout\?payment=declined/);
    expect((await fetch(`${app.baseUrl}${forged.replace(`sig=${sig}`, "sig=forged")}`)).status).toBe(404);
    expect(await ordersFor(email)).toEqual([]);

    // The cart is intact: a second try with another card pays.
    await submitCheckout(page, "no", email);
    expect(await unitsSold(dealId)).toBe(before + 1);
    await payInElement(page, "no", APPROVE);
    await page.waitForURL(/\/payment\/success\?order=/);
    await page.getByRole("heading", { level: 1, name: text("no", "success") }).waitFor();
    expect(await ordersFor(email)).toEqual([
      { card_brand: "Visa", card_last4: "4242", status: "captured", vouchers: 1 },
    ]);
    expect(await cartItems(page)).toEqual([]);
  });

  it("a payment that has not gone through is not made an order by a return saying it succeeded", async () => {
    const page = await browser.newPage({ lang: "no" });
    const dealId = await freeDeal();
    const email = `kjoper+${randomUUID()}@example.no`;
    await startPaying(page, "no", dealId, email);
    const { rows } = await pool.query<{ id: string; provider_payment_id: string }>(
      "SELECT id, provider_payment_id FROM checkout_holds WHERE email = $1",
      [email],
    );
    const hold = rows[0]!;
    const sig = createSigner(sessionSecret).sign("checkout-return", hold.id);
    await visit(
      page,
      `/checkout/return?hold=${hold.id}&sig=${sig}&payment_intent=${hold.provider_payment_id}&payment_intent_client_secret=x&redirect_status=succeeded`,
    );
    await page.waitForURL(/\/checkout\?payment=notFinished/);
    expect(await ordersFor(email)).toEqual([]);
  });
});
