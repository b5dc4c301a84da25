// The home page in a real Chromium: hero search, category tiles, Special Offers tabs, ending-soon
// countdowns, business plans, in Bokmål and English, with axe checks.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { setupBrowser, visit } from "../support/browser-page";

const browser = setupBrowser();

const NBSP = "\u00a0";
const CATEGORY_IDS = ["beauty-spa", "photography", "dining", "activities", "fitness", "events", "local", "wellness"];
const CATEGORY_COUNTS = [45, 32, 38, 52, 29, 34, 67, 41];
const TOTAL_DEALS = CATEGORY_COUNTS.reduce((sum, n) => sum + n, 0);

/** The id of the element that has the keyboard focus. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

/** The "Spar 55 %" / "Save 55%" badge numbers of every deal card in the tab panel `panelId`. */
async function discounts(page: Page, panelId: string, pattern: RegExp) {
  const texts = await page.locator(`#${panelId}`).getByTestId("deal-card").allInnerTexts();
  return texts.map((text) => Number(pattern.exec(text)?.[1] ?? NaN));
}

describe("home page", () => {
  it("searches from the hero to /deals?q=… and shows the results", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    await page.getByRole("combobox", { name: "Søk etter tilbud" }).fill("massasje");
    await page.getByRole("search").getByRole("button", { name: "Søk" }).click();
    await page.waitForURL(/\/deals\?q=massasje$/);

    const heading = page.locator("#results-heading");
    await expect.poll(() => heading.innerText()).toMatch(/^\d+ treff på «massasje»$/);
    const total = Number((await heading.innerText()).split(" ")[0]);
    expect(total).toBeGreaterThan(0);
    const cards = await page.getByTestId("deal-card").allInnerTexts();
    expect(cards.length).toBe(Math.min(total, 24));
    for (const card of cards) expect(card.toLowerCase()).toContain("massasje");
    expect(await page.getByRole("combobox", { name: "Søk i tilbud" }).inputValue()).toBe("massasje");
  });

  it("shows the category tiles with their live counts, linking to each category", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    expect(await page.getByTestId("category-count").allTextContents()).toEqual(
      CATEGORY_COUNTS.map((n) => `${n} tilbud`),
    );
    for (const [i, id] of CATEGORY_IDS.entries()) {
      const tile = page.getByTestId(`category-${id}`);
      expect(await tile.getAttribute("href")).toBe(`/deals/${id}`);
      expect(await tile.getByTestId("category-count").innerText()).toBe(`${CATEGORY_COUNTS[i]} tilbud`);
    }

    await page.getByTestId("category-activities").click();
    await page.waitForURL(/\/deals\/activities$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Aktiviteter");
    await expect.poll(() => page.locator("#results-heading").innerText()).toBe("52 tilbud");
  });

  it("has Special Offers as proper tabs that switch by click", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    const tablist = page.getByRole("tablist", { name: "Typer spesialtilbud" });
    expect(await tablist.getByRole("tab").allInnerTexts()).toEqual(["Lyntilbud", "Populært nå", "Mest solgt"]);
    const flash = tablist.getByRole("tab", { name: "Lyntilbud" });
    const trending = tablist.getByRole("tab", { name: "Populært nå" });
    expect(await flash.getAttribute("aria-selected")).toBe("true");
    expect(await trending.getAttribute("aria-selected")).toBe("false");
    expect(await flash.getAttribute("tabindex")).toBe("0");
    expect(await trending.getAttribute("tabindex")).toBe("-1");

    // Exactly one panel is shown, labelled by its tab.
    const panel = page.getByRole("tabpanel");
    expect(await panel.count()).toBe(1);
    expect(await panel.getAttribute("id")).toBe(await flash.getAttribute("aria-controls"));
    expect(await panel.getAttribute("aria-labelledby")).toBe("offers-tab-flash");
    expect(await panel.getByTestId("deal-card").count()).toBe(3);
    const flashTitles = await panel.getByRole("heading").allInnerTexts();

    await trending.click();
    await expect.poll(() => trending.getAttribute("aria-selected")).toBe("true");
    expect(await flash.getAttribute("aria-selected")).toBe("false");
    expect(await page.getByRole("tabpanel").getAttribute("id")).toBe("offers-panel-trending");
    expect(await page.locator("#offers-panel-flash").isVisible()).toBe(false);
    expect(await page.getByRole("tabpanel").getByTestId("deal-card").count()).toBe(3);
    expect(await page.getByRole("tabpanel").getByRole("heading").allInnerTexts()).not.toEqual(flashTitles);

    await tablist.getByRole("tab", { name: "Mest solgt" }).click();
    await expect.poll(() => page.getByRole("tabpanel").getAttribute("id")).toBe("offers-panel-popular");
  });

  it("moves between the tabs with ArrowRight, ArrowLeft, Home and End, moving the focus", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    const tab = (name: string) => page.getByRole("tablist").getByRole("tab", { name });
    const selectedIs = async (id: string) => {
      await expect.poll(() => focusedId(page)).toBe(`offers-tab-${id}`);
      expect(await page.locator(`#offers-tab-${id}`).getAttribute("aria-selected")).toBe("true");
      expect(await page.locator(`#offers-tab-${id}`).getAttribute("tabindex")).toBe("0");
      expect(await page.getByRole("tabpanel").getAttribute("id")).toBe(`offers-panel-${id}`);
      expect(await page.locator('[role="tab"][aria-selected="true"]').count()).toBe(1);
    };

    await tab("Lyntilbud").focus();
    await page.keyboard.press("ArrowRight");
    await selectedIs("trending");
    await page.keyboard.press("ArrowRight");
    await selectedIs("popular");
    await page.keyboard.press("ArrowRight"); // wraps to the first
    await selectedIs("flash");
    await page.keyboard.press("ArrowLeft"); // wraps to the last
    await selectedIs("popular");
    await page.keyboard.press("ArrowLeft");
    await selectedIs("trending");
    await page.keyboard.press("Home");
    await selectedIs("flash");
    await page.keyboard.press("End");
    await selectedIs("popular");
  });

  it("shows flash deals of 50 % off or more", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    const found = await discounts(page, "offers-panel-flash", /Spar (\d+) %/);
    expect(found.length).toBe(3);
    for (const discount of found) expect(discount).toBeGreaterThanOrEqual(50);
  });

  it("goes to all deals by View All Deals", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    const links = page.getByRole("link", { name: "Se alle tilbud", exact: true });
    expect(await links.count()).toBeGreaterThanOrEqual(1);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))) {
      expect(href).toBe("/deals");
    }
    await links.last().click();
    await page.waitForURL(/\/deals$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Alle tilbud");
    await expect.poll(() => page.locator("#results-heading").innerText()).toBe(`${TOTAL_DEALS} tilbud`);
    expect(await page.getByTestId("deal-card").count()).toBe(24);
  });

  it("counts down the deals that end soon", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    const section = page.getByRole("region", { name: "Dagens beste tilbud – slutter snart" });
    const cards = section.getByTestId("deal-card");
    expect(await cards.count()).toBe(4);
    const countdown = cards.first().getByText(/^Slutter om /);
    const before = await countdown.innerText();
    expect(before).toMatch(/^Slutter om (\d+ d )?\d+ t \d+ min( \d+ s)?$/);
    // The one fixed wait: a countdown must visibly tick.
    await page.waitForTimeout(1500);
    const after = await countdown.innerText();
    expect(after).toMatch(/^Slutter om /);
    expect(after).not.toBe(before);
  });

  it("shows the business plans at prices that rise with what they allow, with no invented before price", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    const plans = page.getByRole("region", { name: "Digitale løsninger for bedrifter" });
    const items = plans.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    expect(await items.getByRole("heading", { level: 3 }).allInnerTexts()).toEqual(["Starter", "E-handel", "Vekst"]);
    const prices = ["1 999 kr", "2 999 kr", "4 999 kr"].map((p) => p.replaceAll(" ", NBSP));
    for (const [i, price] of prices.entries()) {
      const item = items.nth(i);
      expect(await item.getByText(price, { exact: true }).isVisible()).toBe(true);
      expect(await item.innerText()).not.toContain("Før");
      expect(await item.getByRole("link", { name: "Kom i gang" }).getAttribute("href")).toBe("/business/consultation");
    }
  });

  it("has no axe violations in Bokmål, also on another tab", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    await expectNoAxeViolations(page);
    await page.getByRole("tab", { name: "Mest solgt" }).click();
    await expect.poll(() => page.getByRole("tabpanel").getAttribute("id")).toBe("offers-panel-popular");
    await expectNoAxeViolations(page);
  });

  it("works in English: hero, tiles, tabs, flash discounts, plans, axe", async () => {
    const page = await browser.newPage({ lang: "en" });
    await visit(page, "/");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Discover the best local deals");
    expect(await page.getByTestId("category-count").allTextContents()).toEqual(
      CATEGORY_COUNTS.map((n) => `${n} deals`),
    );
    const tablist = page.getByRole("tablist", { name: "Kinds of special offers" });
    expect(await tablist.getByRole("tab").allInnerTexts()).toEqual(["Flash Deals", "Trending", "Most Popular"]);
    for (const discount of await discounts(page, "offers-panel-flash", /Save (\d+)%/)) {
      expect(discount).toBeGreaterThanOrEqual(50);
    }
    await tablist.getByRole("tab", { name: "Flash Deals" }).focus();
    await page.keyboard.press("End");
    await expect.poll(() => focusedId(page)).toBe("offers-tab-popular");
    expect(await tablist.getByRole("tab", { name: "Most Popular" }).getAttribute("aria-selected")).toBe("true");

    const ending = page.getByRole("region", { name: "Today's Best Deals – Ending Soon" });
    expect(
      await ending
        .getByTestId("deal-card")
        .first()
        .getByText(/^Ends in /)
        .isVisible(),
    ).toBe(true);
    const plans = page.getByRole("region", { name: "Digital solutions for businesses" });
    for (const price of ["2,999 kr", "4,999 kr", "1,999 kr"]) {
      expect(await plans.getByText(price.replace(" ", NBSP), { exact: true }).isVisible()).toBe(true);
    }
    await expectNoAxeViolations(page);

    await page.getByRole("combobox", { name: "Search deals" }).fill("kayak");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/deals\?q=kayak$/);
    await expect.poll(() => page.locator("#results-heading").innerText()).toMatch(/^\d+ deals? for “kayak”$/);
    await page.goBack();
    // The English start page's address (decision 030).
    await page.waitForURL(browser.baseUrl + "/en");
    await page.getByRole("link", { name: "View All Deals" }).first().click();
    await page.waitForURL(/\/deals$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("All Deals");
  });
});
