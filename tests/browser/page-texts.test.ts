// The pages that carry only their own texts (i18n/messages.ts PAGE_SECTIONS) in a real Chromium:
// after hydration and the signed-in visitor's /me, no text on them shows as its bare key, in
// either language, and moving on from one to a page of another set brings that page's texts.
// The texts come as a script of their own (decision 040), not in the page's HTML.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import en from "#i18n/locales/en";
import no from "#i18n/locales/no";
import { PAGE_SECTIONS } from "#i18n/messages";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PARTNER, signIn } from "../support/accounts";
import { setupBrowser, visit, type Lang } from "../support/browser-page";

const browser = setupBrowser();

/** A dictionary key as the translator shows a missing text: "cartPage.title", "deals.results". */
const BARE_KEY = new RegExp(`\\b(${Object.keys(no).join("|")})\\.[a-z][A-Za-z]{2,}`, "g");

const sessions: Record<string, string> = {};
beforeAll(async () => {
  sessions.customer = await signIn(browser.baseUrl, DEMO_CUSTOMER);
  sessions.partner = await signIn(browser.baseUrl, DEMO_PARTNER);
  sessions.admin = await signIn(browser.baseUrl, DEMO_ADMIN);
});

/** Who opens each page: the catalogue pages are the same for everyone (an anonymous visitor here). */
const WHO: Record<string, string | undefined> = {
  "/": undefined,
  "/deals": undefined,
  "/cart": "customer",
  "/account/vouchers": "customer",
  "/account/settings": "customer",
  "/business/dashboard": "partner",
  "/admin": "admin",
  "/deal/:dealId": undefined,
};

/** The address a page of PAGE_SECTIONS is opened at: a pattern's, one of its pages. */
const ADDRESS: Record<string, string> = { "/deal/:dealId": "/deal/1" };

async function bareKeys(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  const text = await page.locator("body").innerText();
  const attributes = await page.evaluate(() =>
    [...document.querySelectorAll("[aria-label],[placeholder],[title],[alt]")]
      .flatMap((element) => ["aria-label", "placeholder", "title", "alt"].map((name) => element.getAttribute(name)))
      .filter((value): value is string => value !== null)
      .join("\n"),
  );
  return [...`${text}\n${attributes}`.matchAll(BARE_KEY)].map((match) => match[0]);
}

describe("pages with their own texts", () => {
  it("has a visitor for each of them", () => {
    expect(Object.keys(WHO).sort()).toEqual(Object.keys(PAGE_SECTIONS).sort());
  });

  for (const lang of ["no", "en"] as Lang[]) {
    for (const [path, who] of Object.entries(WHO)) {
      it(`${path} (${lang}) shows no bare text key`, async () => {
        const page = await browser.newPage({ lang, session: who && sessions[who] });
        const response = await visit(page, ADDRESS[path] ?? path);
        expect(response?.status()).toBe(200);
        expect(await bareKeys(page)).toEqual([]);
      });
    }
  }

  it("brings the next page's texts on a move from the dashboard to the deal editor and from /admin to its deals", async () => {
    const partner = await browser.newPage({ session: sessions.partner });
    await visit(partner, "/business/dashboard");
    await partner.locator('a[href="/business/deals/new"]').first().click();
    await partner.waitForURL("**/business/deals/new");
    expect(await bareKeys(partner)).toEqual([]);

    const admin = await browser.newPage({ session: sessions.admin });
    await visit(admin, "/admin");
    await admin.locator('a[href="/admin/deals"]').first().click();
    await admin.waitForURL("**/admin/deals");
    expect(await bareKeys(admin)).toEqual([]);
  });

  for (const lang of ["no", "en"] as Lang[]) {
    it(`brings each page's texts on a move from the deal page (its gift form open) to the cart and checkout (${lang})`, async () => {
      const text = lang === "no" ? no : en;
      const page = await browser.newPage({ lang });
      await visit(page, "/deal/1");
      expect(await page.locator("html").getAttribute("data-texts")).toMatch(new RegExp(`^/texts/${lang}\\.deal\\.`));
      const aside = page.getByRole("complementary");
      await aside.getByRole("button", { name: text.gifts.giveAsGift }).click();
      await page.getByTestId("gift-form").waitFor();
      expect(await bareKeys(page)).toEqual([]);

      await aside.getByRole("button", { name: text.deals.addToCart }).click();
      await page.getByTestId("header-cart").getByTestId("count-badge").waitFor();
      expect(await bareKeys(page)).toEqual([]);

      await page.getByTestId("header-cart").click();
      await page.waitForURL(lang === "no" ? "**/cart" : "**/en/cart");
      await page.getByTestId("cart-line").first().waitFor();
      expect(await bareKeys(page)).toEqual([]);

      await page.getByRole("link", { name: text.cartPage.checkout }).click();
      await page.waitForURL(lang === "no" ? "**/checkout" : "**/en/checkout");
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await bareKeys(page)).toEqual([]);
    });
  }

  it("sends the texts as a script of their own, named in the page and kept for a year, per language", async () => {
    const cookie = `session=${sessions.customer ?? ""}`;
    const html = async (path: string) => (await fetch(`${browser.baseUrl}${path}`, { headers: { cookie } })).text();
    const norwegian = await html("/cart");
    const english = await html("/en/cart");
    const scriptOf = (page: string) => /<html[^>]* data-texts="(\/texts\/[^"]+)"/.exec(page)?.[1] ?? "";
    expect(scriptOf(norwegian)).toMatch(/^\/texts\/no\.cart\.[0-9a-f]{16}\.js$/);
    expect(scriptOf(english)).toMatch(/^\/texts\/en\.cart\.[0-9a-f]{16}\.js$/);
    // The error page's texts are in every set, and the cart page shows none of them.
    expect(norwegian).not.toContain(no.errors.serverErrorText);
    expect(english).not.toContain(en.errors.serverErrorText);

    for (const [url, texts] of [
      [scriptOf(norwegian), no],
      [scriptOf(english), en],
    ] as const) {
      const response = await fetch(`${browser.baseUrl}${url}`, { headers: { "accept-encoding": "br" } });
      expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await response.text()).toContain(texts.errors.serverErrorText);
    }
    // Another build's hash still gets this build's texts of that set, kept only briefly; a name
    // that is no set is not found.
    const old = await fetch(`${browser.baseUrl}/texts/no.cart.0123456789abcdef.js`);
    expect(old.status).toBe(200);
    expect(old.headers.get("cache-control")).toBe("public, max-age=60");
    for (const bad of [
      "/texts/no.nothing.0123456789abcdef.js",
      "/texts/xx.cart.0123456789abcdef.js",
      "/texts/..%2Fpackage.json",
    ])
      expect((await fetch(`${browser.baseUrl}${bad}`)).status).toBe(404);
  });

  it("leaves the page as the server rendered it when its texts cannot be loaded", async () => {
    const page = await browser.newPage({ allowConsole: /Failed to load|texts/ });
    await page.route("**/texts/**", (route) => route.abort());
    const response = await page.goto("/deals");
    expect(response?.status()).toBe(200);
    await page.waitForLoadState("networkidle");
    expect(await bareKeys(page)).toEqual([]);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).not.toBe(no.errors.serverErrorTitle);
    expect(await page.getByTestId("deal-card").count()).toBeGreaterThan(0);
  });
});
