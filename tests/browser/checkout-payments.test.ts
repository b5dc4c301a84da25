// The checkout through the payment provider in a real Chromium: Vipps first, card in the local
// payment service's framed fields, 3-D Secure, declines, Vipps cancelled, a hold that expired;
// each leaves the cart, the stock and the orders right, in Bokmål and English. The paying tests
// listen to every request the page makes to the shop and check none carries what the buyer typed
// at the payment service (the card number, the Vipps phone number).
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { FrameLocator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { setupBrowser, visit } from "../support/browser-page";
import { fillGuestCart } from "../support/checkout-form";
import { TEST_CARDS } from "../../local-payments/test-cards";

const browser = setupBrowser();
const origin = browser.baseUrl;
const pool = new pg.Pool({ connectionString: inject("appDatabaseUrl"), max: 2 });
afterAll(() => pool.end());

type Lang = "no" | "en";
const TEXTS = {
  email: ["E-post for verdikortene", "Email for your vouchers"],
  card: [/^Kort/, /^Card/],
  vipps: [/^Vipps/, /^Vipps/],
  terms: ["Jeg godtar kjøpsvilkårene", "I accept the terms of purchase"],
  pay: [/^Betal \d/, /^Pay \d/],
  success: ["Betalingen er gjennomført!", "Payment Successful!"],
  failed: ["Betalingen mislyktes", "Payment failed"],
  declined: ["Banken din avviste kortet", "Your bank declined the card"],
  insufficient: ["ikke nok dekning", "not enough funds"],
  threeDs: ["3-D Secure", "3-D Secure"],
  vippsCancelled: ["Betalingen i Vipps ble avbrutt", "The Vipps payment was cancelled"],
  expired: ["Tiden for betalingen gikk ut", "The time to pay ran out"],
  tryAgain: ["Prøv igjen", "Try again"],
  heldUntil: ["holdes av til kl.", "held until"],
  frame: ["Kortbetaling hos betalingstjenesten", "Card payment at the payment service"],
  cardNumber: ["Kortnummer", "Card number"],
  expiry: ["Utløpsdato (MM/ÅÅ)", "Expiry date (MM/YY)"],
  cvv: ["CVV", "CVV"],
  holder: ["Kortinnehaverens navn", "Cardholder name"],
  confirm3ds: ["Bekreft", "Confirm"],
  reject3ds: ["Avvis", "Reject"],
  phone: ["Mobilnummer", "Mobile number"],
  approveVipps: ["Godkjenn i Vipps", "Approve in Vipps"],
  cancelVipps: ["Avbryt", "Cancel"],
  cartKept: ["handlekurven er som før", "your cart is as it was"],
  termsRequired: ["Du må godta kjøpsvilkårene for å betale.", "Please accept the terms of purchase to pay."],
} as const;
const text = <K extends keyof typeof TEXTS>(lang: Lang, key: K): (typeof TEXTS)[K][0] | (typeof TEXTS)[K][1] =>
  TEXTS[key][lang === "no" ? 0 : 1];

let deals: number[] = [];
beforeAll(async () => {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT d.id FROM deals d JOIN deal_packages p ON p.deal_id = d.id AND p.kind = 'basic' AND p.min_quantity <= 1
      WHERE d.status = 'published' AND d.ends_at > now() + interval '7 days' AND d.units_cap IS NULL
        AND d.per_customer_limit IS NULL
      ORDER BY d.id DESC LIMIT 40`,
  );
  deals = rows.map((r) => r.id);
});
function takeDeal(): number {
  const id = deals.shift();
  if (id === undefined) throw new Error("no deal left");
  return id;
}

const unitsSold = async (dealId: number) =>
  Number((await pool.query("SELECT units_sold FROM deals WHERE id = $1", [dealId])).rows[0].units_sold);
const ordersFor = async (email: string) =>
  (
    await pool.query<{ card_brand: string; card_last4: string; status: string }>(
      `SELECT o.card_brand, o.card_last4, c.status FROM orders o JOIN payment_charges c ON c.order_id = o.id
        WHERE o.email = $1`,
      [email],
    )
  ).rows;

const newPage = (lang: Lang, allowConsole?: RegExp) => browser.newPage({ baseURL: origin, lang, allowConsole });

/** Every request the page sends to the shop's own origin, address and body, as it goes. */
function requestsToShop(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin === origin) sent.push(`${request.url()}\n${request.postData() ?? ""}`);
  });
  return sent;
}

/** None of the requests carries the secret, as typed, without spaces or URL-encoded. */
function expectNoneCarry(sent: string[], typed: string) {
  expect(sent.length).toBeGreaterThan(3);
  const bare = typed.replace(/\s/g, "");
  const grouped = bare.replace(/(\d{4})(?=\d)/g, "$1 ");
  for (const request of sent) {
    for (const form of [bare, grouped, encodeURIComponent(grouped)]) expect(request).not.toContain(form);
  }
}

/** A guest with one deal in the cart, on /checkout. */
async function openCheckout(page: Page, dealId: number) {
  await fillGuestCart(page, pool, [{ dealId, kind: "basic", quantity: 1 }]);
  await visit(page, "/checkout");
}

/** A guest with one deal in the cart on /checkout, the method chosen, the terms accepted, Pay clicked. */
async function atCheckout(page: Page, lang: Lang, dealId: number, method: "card" | "vipps") {
  await openCheckout(page, dealId);
  const email = `kjoper+${randomUUID()}@example.no`;
  const main = page.getByRole("main");
  await main.getByLabel(text(lang, "email"), { exact: true }).fill(email);
  await main.getByRole("radio", { name: text(lang, method) }).check();
  await main.getByLabel(text(lang, "terms")).check();
  await main.getByRole("button", { name: text(lang, "pay") }).click();
  return email;
}

async function cardFrame(page: Page, lang: Lang): Promise<FrameLocator> {
  await page.getByText(text(lang, "heldUntil")).waitFor();
  const frame = page.frameLocator(`iframe[title="${text(lang, "frame")}"]`);
  await frame.locator("form").waitFor();
  return frame;
}

async function payInFrame(frame: FrameLocator, lang: Lang, cardNumber: string) {
  await frame.getByLabel(text(lang, "cardNumber")).pressSequentially(cardNumber);
  await frame.getByLabel(text(lang, "expiry")).pressSequentially("1239");
  await frame.getByLabel(text(lang, "cvv"), { exact: true }).pressSequentially("123");
  await frame.getByLabel(text(lang, "holder")).fill("Kari Nordmann");
  await frame.getByRole("button", { name: /Betal|Pay/ }).click();
}

const cartItems = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cart-storage") ?? "null")?.state.items as unknown[]);

async function expectSuccess(page: Page, lang: Lang) {
  await page.waitForURL(/\/payment\/success\?order=/);
  await page.getByRole("heading", { level: 1, name: text(lang, "success") }).waitFor();
  expect(await cartItems(page)).toEqual([]);
}

/** The problem notice on /checkout, the cart kept and the units back on sale. */
async function expectProblem(page: Page, lang: Lang, title: string, detail: string, dealId: number, before: number) {
  await page.waitForURL(/\/checkout\?payment=/);
  const alert = page.getByRole("main").getByRole("alert");
  await alert.getByRole("heading", { name: title }).waitFor();
  expect(await alert.innerText()).toContain(detail);
  expect(await cartItems(page)).toHaveLength(1);
  expect(await unitsSold(dealId)).toBe(before);
}

describe("checkout through the payment provider", () => {
  it.each(["no", "en"] as const)(
    "pays by card (%s): the hold's time shown, the success page, a captured order, and no request to the shop carries the card number",
    async (lang) => {
      const page = await newPage(lang);
      const toShop = requestsToShop(page);
      const dealId = takeDeal();
      const before = await unitsSold(dealId);
      const email = await atCheckout(page, lang, dealId, "card");
      const frame = await cardFrame(page, lang);
      expect(await unitsSold(dealId)).toBe(before + 1);
      await payInFrame(frame, lang, TEST_CARDS.approve);
      await expectSuccess(page, lang);
      expect(await ordersFor(email)).toEqual([{ card_brand: "Visa", card_last4: "4242", status: "captured" }]);
      expect(await unitsSold(dealId)).toBe(before + 1);
      expectNoneCarry(toShop, TEST_CARDS.approve);
    },
  );

  it.each(["no", "en"] as const)(
    "says the bank declined the card or it lacks funds (%s), keeping the cart and giving the units back",
    async (lang) => {
      for (const [card, detail] of [
        [TEST_CARDS.decline, text(lang, "declined")],
        [TEST_CARDS.insufficientFunds, text(lang, "insufficient")],
      ] as const) {
        const page = await newPage(lang);
        const dealId = takeDeal();
        const before = await unitsSold(dealId);
        const email = await atCheckout(page, lang, dealId, "card");
        await payInFrame(await cardFrame(page, lang), lang, card);
        await expectProblem(page, lang, text(lang, "failed"), detail, dealId, before);
        expect(await ordersFor(email)).toEqual([]);
      }
    },
  );

  it.each(["no", "en"] as const)(
    "takes 3-D Secure (%s): confirmed pays, rejected says the check failed; the shop never sees the card",
    async (lang) => {
      for (const decision of ["confirm3ds", "reject3ds"] as const) {
        const page = await newPage(lang);
        const toShop = requestsToShop(page);
        const dealId = takeDeal();
        const before = await unitsSold(dealId);
        const email = await atCheckout(page, lang, dealId, "card");
        const frame = await cardFrame(page, lang);
        await payInFrame(frame, lang, TEST_CARDS.threeDSecure);
        // The challenge is the bank's page, inside the same frame.
        await frame.getByRole("heading", { name: /3-D Secure/ }).waitFor();
        await frame.getByRole("button", { name: text(lang, decision), exact: true }).click();
        if (decision === "confirm3ds") {
          await expectSuccess(page, lang);
          expect(await ordersFor(email)).toHaveLength(1);
        } else {
          await expectProblem(page, lang, text(lang, "failed"), text(lang, "threeDs"), dealId, before);
          expect(await ordersFor(email)).toEqual([]);
        }
        expectNoneCarry(toShop, TEST_CARDS.threeDSecure);
      }
    },
  );

  it.each(["no", "en"] as const)(
    "pays with Vipps (%s), and a cancelled Vipps payment keeps the cart; the shop never sees the phone number",
    async (lang) => {
      const paying = await newPage(lang);
      const toShop = requestsToShop(paying);
      const email = await atCheckout(paying, lang, takeDeal(), "vipps");
      await paying.getByLabel(text(lang, "phone")).fill("91234567");
      await paying.getByRole("button", { name: text(lang, "approveVipps") }).click();
      await expectSuccess(paying, lang);
      expect(await ordersFor(email)).toEqual([{ card_brand: "vipps", card_last4: "", status: "captured" }]);
      expectNoneCarry(toShop, "91234567");

      const page = await newPage(lang);
      const dealId = takeDeal();
      const before = await unitsSold(dealId);
      await atCheckout(page, lang, dealId, "vipps");
      await page.getByRole("button", { name: text(lang, "cancelVipps") }).click();
      await expectProblem(page, lang, text(lang, "vippsCancelled"), text(lang, "cartKept"), dealId, before);
    },
  );

  it("says the hold expired and offers to try again with the cart intact, in both languages", async () => {
    for (const lang of ["no", "en"] as const) {
      const page = await newPage(lang);
      const dealId = takeDeal();
      const before = await unitsSold(dealId);
      const email = await atCheckout(page, lang, dealId, "vipps");
      await page.getByLabel(text(lang, "phone")).waitFor();
      // The buyer took longer than the hold lasts.
      await pool.query("UPDATE checkout_holds SET expires_at = now() - interval '1 minute' WHERE email = $1", [email]);
      await page.getByLabel(text(lang, "phone")).fill("91234567");
      await page.getByRole("button", { name: text(lang, "approveVipps") }).click();
      await expectProblem(page, lang, text(lang, "expired"), "15", dealId, before);
      expect(await ordersFor(email)).toEqual([]);
      await page
        .getByRole("main")
        .getByRole("link", { name: text(lang, "tryAgain") })
        .click();
      await page.getByRole("button", { name: text(lang, "pay") }).waitFor();
    }
  });

  it("shows a missing acceptance of the terms at its field (no toast), holding nothing", async () => {
    // The refused form answers 400, which Chromium logs.
    const page = await newPage("no", /status of 400/);
    const dealId = takeDeal();
    const before = await unitsSold(dealId);
    await openCheckout(page, dealId);
    const main = page.getByRole("main");
    await main.getByLabel(text("no", "email"), { exact: true }).fill("uten-vilkar@example.no");
    await main.getByRole("button", { name: text("no", "pay") }).click();
    await page.locator("#field-terms-error").getByText(text("no", "termsRequired")).waitFor();
    expect(await main.getByLabel(text("no", "terms")).getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByTestId("toast").count()).toBe(0);
    const held = await pool.query(
      "SELECT count(*)::int AS n FROM checkout_holds WHERE email = 'uten-vilkar@example.no'",
    );
    expect(held.rows[0].n).toBe(0);
    expect(await unitsSold(dealId)).toBe(before);
  });

  it("refuses a webhook that the provider did not sign (400), with no session, cookie or form token needed to reach it", async () => {
    const body = JSON.stringify({ id: "evt_forged", type: "payment.captured", data: { id: "lp_forged" } });
    const unsigned = await fetch(`${origin}/payments/webhook`, { method: "POST", body });
    expect(unsigned.status).toBe(400);
    const forged = await fetch(`${origin}/payments/webhook`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "LocalPayments-Signature": `t=${Math.floor(Date.now() / 1000)},v1=00`,
      },
      body,
    });
    expect(forged.status).toBe(400);
  });
});
