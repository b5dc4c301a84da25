// The shopping flow in a real Chromium: the cart (lines, quantities, server prices, MVA) and guest
// checkout (paying in the provider's card frame, the success page, the confirmation e-mail), with
// axe. Reads the orders and the mail outbox straight from the app's database. Refused cards,
// 3-D Secure and Vipps are in checkout-payments.test.ts; the card fields' own formatting and
// messages in local-payments.test.ts; paying twice and the signed-in checkout in vouchers.test.ts.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { TEST_CARDS } from "../../local-payments/test-cards";
import { setupAppDatabase } from "../support/app-database";
import { main, toast } from "../support/browser-actions";
import { setupBrowser, visit, waitForHydration, type Lang } from "../support/browser-page";
import { fillGuestCart, payButton, type CartLineWanted } from "../support/checkout-form";
import { CHECKOUT_BY_CARD } from "../support/checkout-http";
import { HttpClient } from "../support/http-client";
import { mailsTo } from "../support/outbox";

const browser = setupBrowser();
const { pool } = setupAppDatabase();

type Kind = "basic" | "premium";
const NBSP = "\u00a0";
const CODE = /^MAGIC-[A-HJ-KM-NP-Z2-9]{5}-[A-HJ-KM-NP-Z2-9]{5}$/;
const { approve: APPROVE } = TEST_CARDS;
// [Bokmål, English], as in app/i18n/locales/no.ts and en.ts.
const TEXTS = {
  email: ["E-post for verdikortene", "Email for your vouchers"],
  card: ["Kort", "Card"],
  terms: ["Jeg godtar kjøpsvilkårene", "I accept the terms of purchase"],
  frame: ["Kortbetaling hos betalingstjenesten", "Card payment at the payment service"],
  cardNumber: ["Kortnummer", "Card number"],
  expiry: ["Utløpsdato (MM/ÅÅ)", "Expiry date (MM/YY)"],
  cvv: ["CVV", "CVV"],
  cardholder: ["Kortinnehaverens navn", "Cardholder name"],
  success: ["Betalingen er gjennomført!", "Payment Successful!"],
  successToast: ["Betalingen er gjennomført!", "Payment successful!"],
  notFound: ["Fant ikke bestillingen.", "We could not find this order."],
  empty: ["Handlekurven din er tom", "Your cart is empty"],
  addRefused: [
    "Tilbudet ble ikke lagt i handlekurven: lenken peker ikke på et tilbud vi har.",
    "The deal was not added to your cart: the link does not point to a deal we have.",
  ],
} as const;
const text = (lang: Lang, key: keyof typeof TEXTS) => TEXTS[key][lang === "no" ? 0 : 1];

/** Whole kroner from øre the nb-NO way, as the app shows them: "1 299 kr". */
const nbPrice = (ore: number) => `${String(Math.round(ore / 100)).replace(/\B(?=(\d{3})+$)/g, NBSP)}${NBSP}kr`;
const vatOf = (ore: number) => Math.round((ore * 25) / 125);
const DATE = { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Oslo" } as const;
const today = (lang: Lang) => new Date().toLocaleDateString(lang === "no" ? "nb-NO" : "en-GB", DATE);
const uniqueEmail = () => `gjest+${randomUUID()}@example.no`;

let liveDeals: number[] = [];
beforeAll(async () => {
  const { rows } = await pool.query<{ id: number }>(
    "SELECT id FROM deals WHERE status = 'published' AND ends_at > now() ORDER BY id LIMIT 2",
  );
  liveDeals = rows.map((r) => r.id);
  expect(liveDeals).toHaveLength(2);
});

const PRICE_SQL = "SELECT price_ore FROM deal_packages WHERE deal_id = $1 AND kind = $2";
const serverPrice = async (dealId: number, kind: Kind) =>
  Number((await pool.query(PRICE_SQL, [dealId, kind])).rows[0].price_ore);
const ordersFor = async (email: string): Promise<Array<{ number: string; total_ore: string }>> =>
  (await pool.query("SELECT number, total_ore FROM orders WHERE email = $1", [email])).rows;

type Line = CartLineWanted & { kind: Kind };
const cartBadge = (page: Page) => page.getByTestId("header-cart").getByTestId("count-badge");
const storedItems = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cart-storage") ?? "null")?.state.items as unknown[]);
const field = (page: Page, lang: Lang, key: keyof typeof TEXTS) =>
  main(page).getByLabel(text(lang, key), { exact: true });
const heading = (page: Page, name: string) => main(page).getByRole("heading", { level: 1, name });
const button = (page: Page, name: string) => main(page).getByRole("button", { name });

/** Chooses card, accepts the terms, presses Pay and pays in the provider's card frame. */
async function payByCard(page: Page, lang: Lang, number: string, beforeFrame: () => Promise<void> = async () => {}) {
  await main(page)
    .getByRole("radio", { name: new RegExp(`^${text(lang, "card")}`) })
    .check();
  await main(page).getByLabel(text(lang, "terms")).check();
  await payButton(page, lang).click();
  await beforeFrame();
  const frame = page.frameLocator(`iframe[title="${text(lang, "frame")}"]`);
  await frame.getByLabel(text(lang, "cardNumber")).pressSequentially(number);
  await frame.getByLabel(text(lang, "expiry")).pressSequentially("1239");
  await frame.getByLabel(text(lang, "cvv"), { exact: true }).pressSequentially("123");
  await frame.getByLabel(text(lang, "cardholder")).fill("Kari Nordmann");
  await frame.getByRole("button", { name: /Betal|Pay/ }).click();
}

/** A guest with a fresh address and a cart, on /checkout ready to pay. */
async function guestAtCheckout(page: Page, lang: Lang, lines: Line[]) {
  const email = uniqueEmail();
  await fillGuestCart(page, pool, lines);
  await visit(page, "/checkout");
  await field(page, lang, "email").fill(email);
  return email;
}

describe("cart", () => {
  /** Basic from the first deal card, premium × 2 from the second deal's page. */
  async function fillCartByHand(page: Page) {
    await visit(page, "/deals");
    const cards = page.getByTestId("deal-card");
    const dealOf = async (n: number) => {
      const link = cards.nth(n).getByRole("heading").getByRole("link");
      return { id: Number((await link.getAttribute("href"))!.split("/").pop()), title: await link.innerText() };
    };
    const [basic, premium] = [await dealOf(0), await dealOf(1)];
    await cards.nth(0).getByRole("button", { name: "Legg i handlekurv" }).click();
    await expect.poll(() => cartBadge(page).innerText()).toBe("1");

    await visit(page, `/deal/${premium.id}`);
    await page.getByRole("radio", { name: /^Premium/ }).check();
    await page.getByRole("complementary").getByRole("combobox", { name: "Antall" }).selectOption("2");
    await page.getByRole("complementary").getByRole("button", { name: "Legg i handlekurv" }).click();
    await expect.poll(() => cartBadge(page).innerText()).toBe("3");
    await visit(page, "/cart");
    await page.getByTestId("order-total").waitFor();
    return { basic, premium };
  }
  const line = (page: Page, title: string) => page.getByTestId("cart-line").filter({ hasText: title });

  it("lists a card's basic line and a deal page's premium × 2, totalled by the server's prices with MVA", async () => {
    const page = await browser.newPage();
    const { basic, premium } = await fillCartByHand(page);
    expect(await page.getByTestId("cart-line").count()).toBe(2);
    expect(await line(page, basic.title).innerText()).toContain("Pakke: Basis");
    expect(await line(page, premium.title).innerText()).toContain("Pakke: Premium");
    expect(await line(page, basic.title).getByTestId("cart-quantity").innerText()).toBe("1");
    expect(await line(page, premium.title).getByTestId("cart-quantity").innerText()).toBe("2");

    const basicOre = await serverPrice(basic.id, "basic");
    const premiumOre = (await serverPrice(premium.id, "premium")) * 2;
    expect(await line(page, basic.title).innerText()).toContain(nbPrice(basicOre));
    expect(await line(page, premium.title).innerText()).toContain(nbPrice(premiumOre));
    const total = basicOre + premiumOre;
    expect(await page.getByTestId("order-total").innerText()).toBe(nbPrice(total));
    const vat = page.getByTestId("order-totals").locator("div", { hasText: "Herav 25 % mva." }).locator("dd");
    expect(await vat.innerText()).toBe(nbPrice(vatOf(total)));
    await expectNoAxeViolations(page);
  });

  it("changes quantities by plus and minus, drops a line at 0 and removes one by its button", async () => {
    const page = await browser.newPage();
    const { basic, premium } = await fillCartByHand(page);
    const premiumUnit = await serverPrice(premium.id, "premium");

    await button(page, `Flere av ${premium.title}`).click();
    await expect.poll(() => line(page, premium.title).getByTestId("cart-quantity").innerText()).toBe("3");
    await expect.poll(() => cartBadge(page).innerText()).toBe("4");
    const withThree = (await serverPrice(basic.id, "basic")) + premiumUnit * 3;
    await expect.poll(() => page.getByTestId("order-total").innerText()).toBe(nbPrice(withThree));

    await button(page, `Færre av ${basic.title}`).click();
    await expect.poll(() => page.getByTestId("cart-line").count()).toBe(1);
    await expect.poll(() => cartBadge(page).innerText()).toBe("3");
    await expect.poll(() => page.getByTestId("order-total").innerText()).toBe(nbPrice(premiumUnit * 3));

    await button(page, `Færre av ${premium.title}`).click();
    await expect.poll(() => cartBadge(page).innerText()).toBe("2");
    await button(page, `Fjern ${premium.title}`).click();
    await heading(page, "Handlekurven din er tom").waitFor();
    expect(await cartBadge(page).count()).toBe(0);
    expect(await storedItems(page)).toEqual([]);
  });

  /** One basic line whose stored price was edited to 1 kr; returns the server's price. */
  async function tamperedCart(page: Page) {
    const [stored] = await fillGuestCart(page, pool, [{ dealId: liveDeals[0]!, kind: "basic", quantity: 1 }]);
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem("cart-storage")!);
      cart.state.items[0].unitPriceOre = 100;
      localStorage.setItem("cart-storage", JSON.stringify(cart));
    });
    return stored!.unitPriceOre;
  }

  it("shows a price tampered in browser storage corrected by the server, with a note", async () => {
    const page = await browser.newPage();
    const price = await tamperedCart(page);
    await visit(page, "/cart");
    const priced = page.getByTestId("cart-line").getByText(nbPrice(price), { exact: true });
    await priced.waitFor();
    await expect.poll(() => page.getByTestId("order-total").innerText()).toBe(nbPrice(price));
    expect(await page.getByTestId("cart-line").innerText()).not.toContain(nbPrice(100));
    // The note must stay on screen for the buyer to read, also once the stored price is corrected.
    await expect.poll(() => storedItems(page)).toMatchObject([{ unitPriceOre: price }]);
    expect(await page.getByText("Prisen er endret siden du la varen i handlekurven.").isVisible()).toBe(true);
  });

  it("charges the server's price at checkout for a tampered cart", async () => {
    const page = await browser.newPage();
    const price = await tamperedCart(page);
    await visit(page, "/checkout");
    const email = uniqueEmail();
    await field(page, "no", "email").fill(email);
    expect(await page.getByTestId("order-total").innerText()).toBe(nbPrice(price));
    await main(page).getByRole("radio", { name: /^Kort/ }).check();
    expect(await payButton(page).innerText()).toBe(`Betal ${nbPrice(price)}`);
    await payByCard(page, "no", APPROVE);
    await page.waitForURL(/\/payment\/success\?order=/);
    expect((await ordersFor(email)).map((o) => Number(o.total_ore))).toEqual([price]);
  });

  it.each(["no", "en"] as const)("says an empty cart is empty (%s), with no axe violations", async (lang) => {
    const page = await browser.newPage({ lang });
    await visit(page, "/cart");
    await heading(page, text(lang, "empty")).waitFor();
    expect(await page.getByTestId("cart-line").count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it.each(["no", "en"] as const)(
    "refuses an Add to Cart link with a bad deal id with a message, keeping the cart as it was (%s)",
    async (lang) => {
      // The page answers 400, which Chromium logs.
      const page = await browser.newPage({ lang, allowConsole: /status of 400/ });
      const dealId = liveDeals[0]!;
      await fillGuestCart(page, pool, [{ dealId, kind: "basic", quantity: 1 }]);
      const response = await visit(page, "/cart?add=abc&package=basic&quantity=1");
      expect(response?.status()).toBe(400);
      await page
        .getByRole("alert")
        .filter({ hasText: text(lang, "addRefused") })
        .waitFor();
      await expect.poll(() => page.getByTestId("cart-line").count()).toBe(1);
      expect(await storedItems(page)).toMatchObject([{ id: dealId, selectedPackage: "basic", quantity: 1 }]);
      await expectNoAxeViolations(page);
    },
  );

  it("sends /checkout with an empty cart to the home page", async () => {
    const page = await browser.newPage();
    await visit(page, "/checkout");
    await page.waitForURL(browser.baseUrl + "/");
  });
});

describe("guest checkout", () => {
  const basicLine = () => [{ dealId: liveDeals[0]!, kind: "basic" as const, quantity: 1 }];

  it("pays with the approve card: processing, success page, vouchers, empty cart, e-mail", async () => {
    const page = await browser.newPage();
    const email = await guestAtCheckout(page, "no", [
      { dealId: liveDeals[0]!, kind: "basic", quantity: 1 },
      { dealId: liveDeals[1]!, kind: "premium", quantity: 2 },
    ]);
    await expectNoAxeViolations(page);
    // Hold the request that starts the payment until "Behandler …" has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith("/checkout"),
      async (route) => {
        if (route.request().method() === "POST") await held;
        await route.fallback();
      },
    );
    await payByCard(page, "no", APPROVE, async () => {
      const processing = button(page, "Behandler …");
      await processing.waitFor();
      expect(await processing.isDisabled()).toBe(true);
      release();
    });

    await page.waitForURL(/\/payment\/success\?order=[0-9a-f-]{36}$/);
    await heading(page, text("no", "success")).waitFor();
    await toast(page, text("no", "successToast")).waitFor();
    const number = await page.getByTestId("order-number").innerText();
    expect(number).toMatch(/^ORD-[0-9A-F]{10}$/);
    expect(await main(page).getByText(today("no"), { exact: true }).count()).toBe(1);
    expect(today("no")).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    const codes = await page.getByTestId("voucher-code").allInnerTexts();
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(3);
    expect(await cartBadge(page).count()).toBe(0);
    expect(await storedItems(page)).toEqual([]);
    expect((await ordersFor(email)).map((o) => o.number)).toEqual([number]);

    const mail = await mailsTo(pool, email);
    expect(mail).toHaveLength(1);
    for (const code of codes) expect(mail[0]!.text).toContain(code);
    await expectNoAxeViolations(page);

    await page.reload();
    await waitForHydration(page);
    expect(await page.getByTestId("order-number").innerText()).toBe(number);
    expect(await page.getByTestId("voucher-code").allInnerTexts()).toEqual(codes);

    for (const lang of ["no", "en"] as const) {
      // Someone else's order answers 404 (Chromium logs it).
      const stranger = await browser.newPage({ lang, allowConsole: /status of 404/ });
      await visit(stranger, page.url());
      await heading(stranger, text(lang, "notFound")).waitFor();
      expect(await stranger.getByTestId("order-number").count()).toBe(0);
      expect(await stranger.locator("body").innerText()).not.toContain(codes[0]);
    }
  });

  it("pays in English with the English toast, date and no axe violations", async () => {
    const page = await browser.newPage({ lang: "en" });
    await guestAtCheckout(page, "en", basicLine());
    await expectNoAxeViolations(page);
    await payByCard(page, "en", APPROVE);
    await page.waitForURL(/\/payment\/success\?order=/);
    await heading(page, text("en", "success")).waitFor();
    const shown = toast(page, text("en", "successToast"));
    await shown.waitFor();
    expect(await shown.innerText()).toContain("Your order has been processed");
    expect(await main(page).getByText(today("en"), { exact: true }).count()).toBe(1);
    expect(await page.getByTestId("voucher-code").count()).toBe(1);
    await expectNoAxeViolations(page);
  });
});

describe("a checkout posted before the page's JavaScript ran", () => {
  it("is refused for a sold-out deal with the reason in the page it answers, in both languages", async () => {
    // A deal the other tests do not buy, sold out for this test only.
    const { rows } = await pool.query<{ id: number }>(
      `SELECT d.id FROM deals d JOIN deal_packages p ON p.deal_id = d.id AND p.kind = 'basic' AND p.min_quantity = 1
       WHERE d.status = 'published' AND d.ends_at > now() AND NOT d.id = ANY($1) ORDER BY d.id DESC LIMIT 1`,
      [liveDeals],
    );
    const dealId = rows[0]!.id;
    await pool.query("UPDATE deals SET units_cap = units_sold WHERE id = $1", [dealId]);
    try {
      for (const [lang, path, reason] of [
        ["no", "/checkout", "Et av tilbudene er utsolgt eller kan ikke lenger kjøpes."],
        ["en", "/en/checkout", "One of the deals is sold out or can no longer be bought."],
      ] as const) {
        const client = new HttpClient(browser.baseUrl);
        await (await client.get(path)).arrayBuffer();
        const answer = await client.postForm(path, {
          idempotencyKey: randomUUID(),
          lines: JSON.stringify([{ dealId, packageKind: "basic", quantity: 1 }]),
          email: uniqueEmail(),
          ...CHECKOUT_BY_CARD,
        });
        const html = await answer.text();
        expect(answer.status, lang).toBe(409);
        const page = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
        expect(page, lang).toContain(reason);
        expect(page, lang).toContain('role="alert"');
      }
    } finally {
      await pool.query("UPDATE deals SET units_cap = NULL WHERE id = $1", [dealId]);
    }
  });
});
