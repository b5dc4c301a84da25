// Deal cards (link, wishlist heart, Add to Cart) and the deal page /deal/{id} in a real Chromium:
// content, packages and their prices, the purchase box, structured data, 404s, no-JavaScript, axe.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { setupAppDatabase } from "../support/app-database";
import { setupBrowser, visit } from "../support/browser-page";

const browser = setupBrowser();
const db = setupAppDatabase();

const NBSP = "\u00a0";

/** Whole kroner from a shown price such as "1 418 kr". */
const kroner = (text: string) => Number(text.replace(/[\s\u00a0]|kr/g, ""));
/** "1 418 kr" the nb-NO way, with no-break spaces. */
const nbPrice = (kr: number) => `${String(kr).replace(/\B(?=(\d{3})+$)/g, NBSP)}${NBSP}kr`;

const badge = (page: Page, testId: "header-cart" | "header-wishlist") =>
  page.getByTestId(testId).getByTestId("count-badge");
/** Waits for a toast with this title. */
const expectToast = (page: Page, title: string) =>
  page.getByTestId("toast").getByText(title, { exact: true }).first().waitFor();

/** The text of the package option whose radio is named `name` ("Basis", "Premium", "Gruppe"). */
const packageText = (page: Page, name: string) =>
  page.locator("label", { has: page.getByRole("radio", { name: new RegExp(`^${name}`) }) }).innerText();

describe("deal cards", () => {
  it("link by their title to /deal/{id}", async () => {
    const page = await browser.newPage();
    await visit(page, "/deals");
    const card = page.getByTestId("deal-card").first();
    const link = card.getByRole("heading").getByRole("link");
    const title = await link.innerText();
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/deal\/\d+$/);
    await link.click();
    await page.waitForURL(browser.baseUrl + href);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(title);
  });

  it("open their deal in the page, prefetch it when pointed at, and leave a modified click to the browser", async () => {
    const page = await browser.newPage();
    await visit(page, "/en/deals");
    // A full page load would lose this; React Router's navigation keeps it.
    await page.evaluate(() => Object.assign(window, { keptAcrossNavigation: true }));
    const link = page.getByTestId("deal-card").nth(1).getByRole("heading").getByRole("link");
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/en\/deal\/\d+$/);
    expect(await link.getAttribute("data-discover")).toBe("true");
    const id = href?.split("/").at(-1) ?? "";

    await link.hover();
    await page.waitForFunction(
      (dealPath) =>
        [...document.querySelectorAll("link[rel=prefetch]")].some((l) =>
          (l.getAttribute("href") ?? "").startsWith(dealPath),
        ),
      `/en/deal/${id}.data`,
    );

    const [opened] = await Promise.all([
      page.context().waitForEvent("page"),
      link.click({ modifiers: ["ControlOrMeta"] }),
    ]);
    // The browser opens the deal in a tab of its own; this page stays where it was.
    await opened.waitForURL(browser.baseUrl + href);
    expect(new URL(page.url()).pathname).toBe("/en/deals");

    const title = await link.innerText();
    await link.click();
    await page.waitForURL(browser.baseUrl + href);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(title);
    expect(await page.evaluate(() => "keptAcrossNavigation" in window)).toBe(true);
  });

  it("redirects the old /deals/7 link to /deal/7", async () => {
    const page = await browser.newPage();
    const response = await visit(page, "/deals/7");
    expect(new URL(page.url()).pathname).toBe("/deal/7");
    expect(response?.status()).toBe(200);
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(301);
    expect(redirect?.url()).toMatch(/\/deals\/7$/);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).not.toBe("");
  });

  it("toggles the wishlist by the heart, with the header badge and a toast", async () => {
    const page = await browser.newPage();
    await visit(page, "/deals");
    expect(await badge(page, "header-wishlist").count()).toBe(0);
    const card = page.getByTestId("deal-card").first();
    const title = await card.getByRole("heading").innerText();
    const heart = card.getByRole("button", { name: `Legg ${title} i ønskelisten` });
    expect(await heart.getAttribute("aria-pressed")).toBe("false");

    await heart.click();
    const pressed = card.getByRole("button", { name: `Fjern ${title} fra ønskelisten` });
    await expect.poll(() => pressed.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => badge(page, "header-wishlist").innerText()).toBe("1");
    await expectToast(page, "Lagt i ønskelisten");

    // The choice survives a reload (browser storage).
    await visit(page, "/deals");
    await expect.poll(() => pressed.getAttribute("aria-pressed")).toBe("true");
    await pressed.click();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("false");
    await expect.poll(() => badge(page, "header-wishlist").count()).toBe(0);
    await expectToast(page, "Fjernet fra ønskelisten");
  });

  it("adds to the cart from a card: toast and a counting header badge", async () => {
    const page = await browser.newPage();
    await visit(page, "/deals");
    expect(await badge(page, "header-cart").count()).toBe(0);
    const cards = page.getByTestId("deal-card");
    await cards.nth(0).getByRole("button", { name: "Legg i handlekurv" }).click();
    await expectToast(page, "Lagt i handlekurven");
    expect(await page.getByText("Varen er lagt i handlekurven din").first().isVisible()).toBe(true);
    await expect.poll(() => badge(page, "header-cart").innerText()).toBe("1");

    await cards.nth(1).getByRole("button", { name: "Legg i handlekurv" }).click();
    await expect.poll(() => badge(page, "header-cart").innerText()).toBe("2");
    expect(await page.getByTestId("header-cart").getAttribute("aria-label")).toBe("Handlekurv, 2 varer");
    // Adding from a card does not open the deal.
    expect(new URL(page.url()).pathname).toBe("/deals");
  });
});

describe("deal page", () => {
  it("shows the deal's title, city, rating, sold count and time left", async () => {
    const page = await browser.newPage();
    const response = await visit(page, "/deal/1");
    expect(response?.status()).toBe(200);
    const title = await page.getByRole("heading", { level: 1 }).innerText();
    expect(title.length).toBeGreaterThan(5);
    await expect.poll(() => page.title()).toContain(title);
    const main = page.getByRole("main");
    expect(await main.getByText("Oslo", { exact: true }).first().isVisible()).toBe(true);
    // Once for the deal itself; the similar deals' cards below have their own.
    const rated = /^Vurdert \d,\d av 5, \d+ vurderinger$/;
    const onCards = await main.getByTestId("deal-card").getByText(rated).count();
    expect((await main.getByText(rated).count()) - onCards).toBe(1);
    expect(await main.getByText(/^\d+ kjøpt$/).isVisible()).toBe(true);
    expect(await main.getByText("Spar 50 %", { exact: true }).first().isVisible()).toBe(true);
    expect(await main.getByText(/^Tid igjen: \d+ (d|t) /).isVisible()).toBe(true);
    expect(await main.getByRole("navigation", { name: "Brødsmulesti" }).getByRole("link").allInnerTexts()).toEqual([
      "Alle tilbud",
      "Skjønnhet og spa",
    ]);
  });

  it("offers the packages priced by the spec's rules; no group package on a deal for two", async () => {
    const page = await browser.newPage();
    // Deal 1 is "Spadag for to": priced for two, so no per-person group package.
    await visit(page, "/deal/1");
    const priceTag = await page.getByRole("complementary").locator("p").first().innerText();
    const now = /(?:Nå)\s*([\d\s\u00a0]+kr)/.exec(priceTag)?.[1] ?? "";
    const price = kroner(now);
    expect(price).toBeGreaterThan(0);
    const original = kroner(/Før\s*([\d\s\u00a0]+kr)/.exec(priceTag)?.[1] ?? "");
    expect(price).toBe(Math.round(original * 0.5)); // deal 1 is 50 % off

    expect(await page.getByRole("radio").count()).toBe(2);
    expect(await page.getByRole("radio", { name: /^Gruppe/ }).count()).toBe(0);
    const shown = async (name: string) => kroner(/([\d\u00a0 ]+\u00a0kr)/.exec(await packageText(page, name))![1]!);
    expect(await shown("Basis")).toBe(price);
    expect(await shown("Premium")).toBe(Math.round(price * 1.5));
    expect(await packageText(page, "Basis")).toContain("Gyldig i 30 dager");
    expect(await packageText(page, "Premium")).toContain("Gyldig i 60 dager");
    // No promise of extras the partner never described.
    expect(await packageText(page, "Premium")).not.toContain("ekstra fordeler");

    // Deal 2 (a massage for one) has the group package too.
    await visit(page, "/deal/2");
    expect(await page.getByRole("radio").count()).toBe(3);
    const basic = await shown("Basis");
    expect(await shown("Gruppe")).toBe(Math.round(basic * 0.8));
    expect(await packageText(page, "Gruppe")).toContain("per person");
    expect(await packageText(page, "Gruppe")).toContain("Minst 4 personer");
    expect(await packageText(page, "Gruppe")).toContain("Gyldig i 45 dager");
  });

  it("has the first package chosen and Add to Cart enabled at once; group starts at 4 and the badge counts them", async () => {
    const page = await browser.newPage();
    await visit(page, "/deal/2");
    const aside = page.getByRole("complementary");
    const add = aside.getByRole("button", { name: "Legg i handlekurv" });
    expect(await page.getByRole("radio", { name: /^Basis/ }).isChecked()).toBe(true);
    expect(await add.isEnabled()).toBe(true);
    const quantity = aside.getByRole("combobox", { name: "Antall" });
    expect(await quantity.locator("option").allInnerTexts()).toEqual(["1", "2", "3", "4", "5"]);
    const basic = kroner(/([\d\u00a0 ]+\u00a0kr)/.exec(await packageText(page, "Basis"))![1]!);
    expect(await aside.getByText(/^Sum: /).innerText()).toBe(`Sum: ${nbPrice(basic)}`);

    await page.getByRole("radio", { name: /^Gruppe/ }).check();
    await expect.poll(() => quantity.locator("option").allInnerTexts()).toEqual(["4", "5"]);
    expect(await quantity.inputValue()).toBe("4");
    const group = kroner(/([\d\u00a0 ]+\u00a0kr)/.exec(await packageText(page, "Gruppe"))![1]!);
    expect(await aside.getByText(/^Sum: /).innerText()).toBe(`Sum: ${nbPrice(group * 4)}`);

    await add.click();
    await expectToast(page, "Lagt i handlekurven");
    await expect.poll(() => badge(page, "header-cart").innerText()).toBe("4");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart-storage") ?? "null"));
    expect(stored.state.items).toMatchObject([{ id: 2, selectedPackage: "group", quantity: 4 }]);
  });

  it("has Product JSON-LD in NOK, a canonical link and og:title", async () => {
    const page = await browser.newPage();
    await visit(page, "/deal/1");
    const title = await page.getByRole("heading", { level: 1 }).innerText();
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? "");
    expect(data["@type"]).toBe("Product");
    expect(data.name).toBe(title);
    expect(data.offers.priceCurrency).toBe("NOK");
    const priceTag = await page.getByRole("complementary").locator("p").first().innerText();
    const shown = kroner(/Nå\s*([\d\s\u00a0]+kr)/.exec(priceTag)?.[1] ?? "");
    expect(Number(data.offers.price)).toBe(shown);

    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/^https?:\/\/.+\/deal\/1$/);
    expect(data.offers.url).toBe(canonical);
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toContain(title);
  });

  it.each([
    ["/deal/999999", "no"],
    ["/deal/abc", "no"],
    ["/deal/999999", "en"],
    ["/deal/abc", "en"],
  ] as const)("answers %s with HTTP 404 (%s)", async (path, lang) => {
    const page = await browser.newPage({ lang, allowConsole: /status of 404/ });
    const response = await visit(page, path);
    expect(response?.status()).toBe(404);
    const heading = lang === "en" ? "Deal not found" : "Fant ikke tilbudet";
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(heading);
    await expect.poll(() => page.title()).toContain(heading);
    expect(
      await page
        .getByRole("main")
        .getByRole("link", { name: /Alle tilbud|All Deals/ })
        .getAttribute("href"),
      // On the English page its English address (decision 030).
    ).toBe(lang === "en" ? "/en/deals" : "/deals");
  });

  it("sends the chosen package to the cart when Add to Cart is submitted without JavaScript", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto("/deal/1");
    // The first package is checked in the HTML itself.
    expect(await page.getByRole("radio", { name: /^Basis/ }).isChecked()).toBe(true);
    await page.getByRole("radio", { name: /^Premium/ }).check();
    await page.getByRole("complementary").getByRole("button", { name: "Legg i handlekurv" }).click();
    await page.waitForURL(/\/cart\?/);
    const params = new URL(page.url()).searchParams;
    expect([params.get("add"), params.get("package"), params.get("quantity")]).toEqual(["1", "premium", "1"]);
  });

  it("has no axe violations in Bokmål", async () => {
    const page = await browser.newPage();
    await visit(page, "/deal/2");
    await expectNoAxeViolations(page);
    await page.getByRole("radio", { name: /^Gruppe/ }).check();
    await expectNoAxeViolations(page);
  });

  it("works in English with no axe violations", async () => {
    const page = await browser.newPage({ lang: "en" });
    await visit(page, "/deal/1");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(
      await page
        .getByRole("main")
        .getByText(/^\d+ bought$/)
        .isVisible(),
    ).toBe(true);
    // Deal 2 has all three packages.
    await visit(page, "/deal/2");
    expect(await page.getByText(/^Time left: /).isVisible()).toBe(true);
    expect(await page.getByRole("radio").count()).toBe(3);
    for (const name of ["Basic", "Premium", "Group"]) {
      expect(await page.getByRole("radio", { name: new RegExp(`^${name}`) }).count()).toBe(1);
    }
    const add = page.getByRole("complementary").getByRole("button", { name: "Add to Cart" });
    expect(await page.getByRole("radio", { name: /^Basic/ }).isChecked()).toBe(true);
    expect(await add.isEnabled()).toBe(true);
    await expectNoAxeViolations(page);
    await add.click();
    await expectToast(page, "Added to cart");
    await expect.poll(() => badge(page, "header-cart").innerText()).toBe("1");
  });

  it("has no axe violations while a toast is showing", async () => {
    const page = await browser.newPage();
    await visit(page, "/deal/1");
    await page.getByRole("radio", { name: /^Basis/ }).check();
    await page.getByRole("complementary").getByRole("button", { name: "Legg i handlekurv" }).click();
    await expectToast(page, "Lagt i handlekurven");
    await expectNoAxeViolations(page);
  });
});

describe("a deal with a cap", () => {
  it("says when few are left, and that it is sold out instead of offering Add to Cart", async () => {
    // A live deal no other test buys; its cap and sales are put back afterwards.
    const [deal] = await db.rows<{ id: number; units_cap: number | null; units_sold: number }>(
      `SELECT id, units_cap, units_sold FROM deals WHERE status = 'published' AND ends_at > now() + interval '1 day'
        ORDER BY id LIMIT 1 OFFSET 7`,
    );
    const setStock = (cap: number | null, sold: number) =>
      db.pool.query("UPDATE deals SET units_cap = $2, units_sold = $3 WHERE id = $1", [deal!.id, cap, sold]);
    try {
      const page = await browser.newPage();
      // A query string the page cache has not seen: a fresh render of the stock just set.
      await setStock(20, 17);
      await visit(page, `/deal/${deal!.id}?stock=few`);
      expect(await page.getByTestId("few-left").innerText()).toBe("Få igjen: bare 3 verdikort");

      await setStock(20, 20);
      await visit(page, `/deal/${deal!.id}?stock=none`);
      const box = page.getByRole("complementary");
      expect(await box.getByTestId("sold-out").innerText()).toContain("Utsolgt");
      expect(await box.getByRole("button", { name: "Legg i handlekurv" }).count()).toBe(0);
      await expectNoAxeViolations(page);
    } finally {
      await setStock(deal!.units_cap, deal!.units_sold);
    }
  });
});
