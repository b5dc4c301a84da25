// The app shell in a real Chromium: header, navigation, badges, language, mobile menu, 404, axe.
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { toast } from "../support/browser-actions";
import { MOBILE, setupBrowser, visit, waitForHydration } from "../support/browser-page";

const browser = setupBrowser();

// A dictionary key that leaked into the page instead of its text, e.g. "header.signIn".
const LEAKED_KEY = /\b(meta|topBar|header|nav|language|footer|pages|placeholder|home|errors)\.[a-zA-Z]+/;

describe("app shell", () => {
  it("renders the home page in Bokmål by default with the seeded category counts", async () => {
    const page = await browser.newPage();
    const response = await visit(page, "/");
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute("html", "lang")).toBe("nb");
    await expect.poll(() => page.title()).toContain("MagicDeals");
    expect(await page.getByText("De beste tilbudene i Norge").first().isVisible()).toBe(true);

    const counts = await page.getByTestId("category-count").allTextContents();
    expect(counts).toEqual([
      "45 tilbud",
      "32 tilbud",
      "38 tilbud",
      "52 tilbud",
      "29 tilbud",
      "34 tilbud",
      "67 tilbud",
      "41 tilbud",
    ]);
    expect(await page.locator("body").innerText()).not.toMatch(LEAKED_KEY);
  });

  it("has the spec's main navigation, top bar and footer details", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Hovedmeny" });
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/deals", "/offers/beauty", "/offers/photography", "/business", "/about", "/contact"]);

    await expect
      .poll(() => page.getByRole("link", { name: "Registrer din bedrift" }).getAttribute("href"))
      .toBe("/business/register");
    expect(await page.getByText("Gratis frakt ved kjøp over 1000 kr").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "MagicDeals, til forsiden" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: "Logg inn" }).first().getAttribute("href")).toBe("/login");

    const footer = await page.getByTestId("company-details").innerText();
    expect(footer).toContain("MagicDeals AS");
    expect(footer).toMatch(/Org\.nr\. \d{3} \d{3} \d{3}/);
    expect(footer).toContain("@");
  });

  it("switches to English and back, keeping the choice in a cookie and browser storage", async () => {
    const page = await browser.newPage();
    await visit(page, "/about");
    await page.getByRole("button", { name: "English" }).first().click();
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("en");
    // The page's English address (decision 030).
    expect(page.url()).toMatch(/\/en\/about$/);
    expect(await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link").allTextContents()).toEqual(
      ["All Deals", "Beauty & Spa", "Photography", "For Business", "About", "Contact"],
    );
    expect(await page.getByText("Best Deals in Norway").first().isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("language"))).toBe("en");
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "language")?.value).toBe("en");

    // The server renders the English address in English on a fresh load, before any JavaScript runs.
    const html = await (await page.request.get("/en")).text();
    expect(html).toContain('lang="en"');
    expect(html).toContain("Explore categories");
    await visit(page, "/en");
    expect(await page.locator("body").innerText()).not.toMatch(LEAKED_KEY);
    expect(await page.getByTestId("category-count").first().innerText()).toBe("45 deals");

    await page.getByRole("button", { name: "Norsk" }).first().click();
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("nb");
    // Mirrored into storage once the new page has hydrated.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("language"))).toBe("no");
  });

  it("switches language without JavaScript too", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto("/faq");
    await page.getByRole("button", { name: "English" }).first().click();
    await page.waitForURL(/\/en\/faq$/);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Frequently Asked Questions");
  });

  it("shows cart and wishlist badges only when their counts are above zero", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    expect(await page.getByTestId("count-badge").count()).toBe(0);
    expect(await page.getByTestId("header-cart").getAttribute("aria-label")).toBe("Handlekurv");

    await page.evaluate(() => {
      localStorage.setItem(
        "cart-storage",
        JSON.stringify({
          state: {
            items: [
              { id: "1", quantity: 2 },
              { id: "2", quantity: 1 },
            ],
            total: 0,
            itemCount: 3,
          },
          version: 0,
        }),
      );
      localStorage.setItem(
        "wishlist-storage",
        JSON.stringify({ state: { items: [{ id: "1" }], count: 1 }, version: 0 }),
      );
    });
    await visit(page, "/");
    await expect.poll(() => page.getByTestId("header-cart").getByTestId("count-badge").innerText()).toBe("3");
    expect(await page.getByTestId("header-wishlist").getByTestId("count-badge").innerText()).toBe("1");
    expect(await page.getByTestId("header-cart").getAttribute("aria-label")).toBe("Handlekurv, 3 varer");
  });

  it("opens the mobile menu by its toggle and closes it by the backdrop", async () => {
    const page = await browser.newPage(MOBILE);
    await visit(page, "/");
    expect(await page.getByRole("navigation", { name: "Hovedmeny" }).isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: "Åpne meny" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Meny" });
    await menu.waitFor();
    expect(await page.getByRole("button", { name: "Lukk meny" }).first().getAttribute("aria-expanded")).toBe("true");
    const hrefs = await menu.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/deals",
      "/offers/beauty",
      "/offers/photography",
      "/business",
      "/about",
      "/contact",
      "/signin",
      "/cart",
      "/wishlist",
      "/account",
    ]);
    await expectNoAxeViolations(page);

    await page.getByTestId("menu-backdrop").click({ position: { x: 20, y: 400 } });
    await menu.waitFor({ state: "detached" });

    await toggle.click();
    await menu.getByRole("link", { name: "Min konto" }).click();
    // Signed out, the account page asks for sign-in first.
    await page.waitForURL(/\/login\?redirectTo=%2Faccount$/);
    await menu.waitFor({ state: "detached" });
  });

  it("renders the 404 page with Go Home", async () => {
    const page = await browser.newPage({ lang: "en", allowConsole: /status of 404/ });
    const response = await visit(page, "/this/does/not/exist");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Page not found");
    await page.getByRole("link", { name: "Go Home" }).click();
    // Links on an English page keep to the English addresses (decision 030).
    await page.waitForURL(browser.baseUrl + "/en");
    await expectNoAxeViolations(page);
  });

  it.each(["/", "/about", "/deals", "/account/settings", "/business"])("has no axe violations on %s", async (path) => {
    const page = await browser.newPage();
    await visit(page, path);
    await expectNoAxeViolations(page);
  });

  it("clears a page's notices when the visitor moves on to another page", async () => {
    const page = await browser.newPage();
    await visit(page, "/deals");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Legg i handlekurv" }).first().click();
    await toast(page, "Lagt i handlekurven").waitFor();

    await page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Om oss" }).click();
    await page.waitForURL("**/about");
    await expect.poll(() => page.getByTestId("toast").count()).toBe(0);
  });
});
