// /deals and the category pages in a real Chromium: search, selects, side-panel filters, the URL as
// the filter state (back button, shared links, pagination), the empty state, no-JavaScript use, axe.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { setupBrowser, visit } from "../support/browser-page";

const browser = setupBrowser();

const NBSP = "\u00a0";
const TOTAL_DEALS = 338;
const PAGE_SIZE = 24;

interface Card {
  id: number;
  text: string;
  city: string;
  image: string;
  priceKr: number;
  rating: number;
}

/** What each deal card on the page shows, read the way a visitor reads it. */
async function readCards(page: Page): Promise<Card[]> {
  const raw = await page.getByTestId("deal-card").evaluateAll((cards) =>
    cards.map((card) => ({
      href: card.querySelector("h2 a, h3 a")?.getAttribute("href") ?? "",
      text: (card as HTMLElement).innerText,
      city: card.querySelector("[data-testid=deal-city]")?.textContent ?? "",
      image: card.querySelector("img")?.getAttribute("src") ?? "",
    })),
  );
  return raw.map(({ href, text, city, image }) => {
    const lines = text.split("\n").map((l) => l.trim());
    const now = lines.findIndex((l) => l === "Nå" || l === "Now");
    return {
      id: Number(/^\/deal\/(\d+)$/.exec(href)?.[1]),
      text,
      city: city.trim(),
      image,
      priceKr: Number((lines[now + 1] ?? "").replace(/\D/g, "")),
      rating: Number(/(?:Vurdert|Rated) (\d[.,]\d)/.exec(text)?.[1]?.replace(",", ".")),
    };
  });
}

const results = (page: Page) => page.locator("#results-heading");
const params = (page: Page) => new URL(page.url()).searchParams;
const isSorted = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);
const kr = (text: string) => text.replaceAll(" ", NBSP);

/** Waits for the results heading a navigation leads to (the URL changes a moment before the page). */
async function expectResults(page: Page, heading: string | RegExp) {
  if (typeof heading === "string") await expect.poll(() => results(page).innerText()).toBe(heading);
  else await expect.poll(() => results(page).innerText()).toMatch(heading);
}

describe("/deals", () => {
  it("searches for massasje and lists only deals about massasje", async () => {
    const page = await browser.newPage();
    await visit(page, "/deals");
    await expectResults(page, `${TOTAL_DEALS} tilbud`);
    await page.getByRole("combobox", { name: "Søk i tilbud" }).fill("massasje");
    await page.getByRole("combobox", { name: "Søk i tilbud" }).press("Enter");
    await page.waitForURL(/[?&]q=massasje/);
    await expectResults(page, /^\d+ treff på «massasje»$/);
    const cards = await readCards(page);
    expect(cards.length).toBe(Number((await results(page).innerText()).split(" ")[0]));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.text.toLowerCase()).toContain("massasje");
  });

  it("finds deals by part of a word (kajak finds kajakk)", async () => {
    const page = await browser.newPage();
    await visit(page, "/deals?q=kajak");
    await expectResults(page, /^\d+ treff på «kajak»$/);
    const cards = await readCards(page);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.text.toLowerCase()).toContain("kajak");
    expect(await page.getByRole("combobox", { name: "Søk i tilbud" }).inputValue()).toBe("kajak");
  });

  it("filters by the panel's category and city boxes and sorts by price, in the URL", async () => {
    const page = await browser.newPage();
    await visit(page, "/deals");
    const panel = page.getByRole("form", { name: "Filtre" });
    await panel.getByRole("checkbox", { name: /^Fotografering \(32\)$/ }).check();
    await page.waitForURL(/category=photography/);
    await expectResults(page, "32 tilbud");
    for (const card of await readCards(page)) expect(card.image).toMatch(/^\/images\/deals\/photography-/);

    await panel.getByRole("checkbox", { name: /^Bergen \(\d+\)$/ }).check();
    await page.waitForURL(/city=Bergen/);
    await expect.poll(() => results(page).innerText()).not.toBe("32 tilbud");
    expect(params(page).get("category")).toBe("photography");
    const inBergen = await readCards(page);
    expect(inBergen.length).toBeGreaterThan(0);
    for (const card of inBergen) {
      expect(card.city).toBe("Bergen");
      expect(card.image).toMatch(/^\/images\/deals\/photography-/);
    }

    await panel.getByRole("checkbox", { name: /^Fotografering/ }).uncheck();
    await expectResults(page, "34 tilbud");
    await page.getByRole("combobox", { name: "Sorter etter" }).selectOption({ label: "Pris: lav til høy" });
    await page.waitForURL(/sort=price-asc/);
    await expect.poll(async () => isSorted((await readCards(page)).map((c) => c.priceKr))).toBe(true);
    const ascending = (await readCards(page)).map((c) => c.priceKr);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBeLessThan(ascending.at(-1)!);
    expect(params(page).get("city")).toBe("Bergen");

    await page.getByRole("combobox", { name: "Sorter etter" }).selectOption("price-desc");
    await page.waitForURL(/sort=price-desc/);
    await expect.poll(async () => isSorted((await readCards(page)).map((c) => -c.priceKr))).toBe(true);
    const descending = (await readCards(page)).map((c) => c.priceKr);
    expect(descending[0]).toBeGreaterThanOrEqual(Math.max(...ascending));
    expect(descending.at(-1)).toBeGreaterThanOrEqual(ascending[0]!);
    for (const card of await readCards(page)) expect(card.city).toBe("Bergen");
  });

  it("applies the side panel's category and rating boxes and the price sliders at once", async () => {
    const page = await browser.newPage();
    await visit(page, "/deals");
    const filters = page.getByRole("form", { name: "Filtre" });
    await filters.getByRole("checkbox", { name: /^Aktiviteter \(52\)$/ }).check();
    await page.waitForURL(/category=activities/);
    await expectResults(page, "52 tilbud");
    for (const card of await readCards(page)) expect(card.image).toMatch(/^\/images\/deals\/activities-/);

    await filters.getByRole("checkbox", { name: /^Trening/ }).check();
    await expectResults(page, "81 tilbud");
    expect(params(page).getAll("category")).toEqual(["activities", "fitness"]);

    await filters.getByRole("checkbox", { name: "4,5 og over" }).check();
    await page.waitForURL(/rating=4\.5/);
    await expect.poll(() => results(page).innerText()).not.toBe("81 tilbud");
    for (const card of await readCards(page)) {
      expect(card.rating).toBeGreaterThanOrEqual(4.5);
      expect(card.image).toMatch(/^\/images\/deals\/(activities|fitness)-/);
    }
    expect(await filters.getByRole("checkbox", { name: "4,5 og over" }).isChecked()).toBe(true);

    await visit(page, "/deals");
    await page.getByRole("slider", { name: "Fra pris (kr)" }).fill("1000");
    await page.waitForURL(/minPrice=1000/);
    await expect.poll(() => page.getByText(kr("1 000 kr og over"), { exact: true }).count()).toBe(1);
    await expect.poll(() => results(page).innerText()).not.toBe(`${TOTAL_DEALS} tilbud`);
    for (const card of await readCards(page)) expect(card.priceKr).toBeGreaterThanOrEqual(1000);

    const atLeast1000 = await results(page).innerText();
    await page.getByRole("slider", { name: "Til pris (kr)" }).fill("1500");
    await page.waitForURL(/maxPrice=1500/);
    expect(params(page).get("minPrice")).toBe("1000");
    await expect.poll(() => results(page).innerText()).not.toBe(atLeast1000);
    expect(await page.getByText(kr("1 000 kr – 1 500 kr"), { exact: true }).count()).toBe(1);
    const inRange = await readCards(page);
    expect(inRange.length).toBeGreaterThan(0);
    for (const card of inRange) expect(card.priceKr).toBeGreaterThanOrEqual(1000);
    for (const card of inRange) expect(card.priceKr).toBeLessThanOrEqual(1500);
    expect(await page.getByRole("slider", { name: "Fra pris (kr)" }).inputValue()).toBe("1000");
    expect(await page.getByRole("slider", { name: "Til pris (kr)" }).inputValue()).toBe("1500");
  });

  it("restores the previous filters and results on the back button", async () => {
    const page = await browser.newPage();
    await visit(page, "/deals");
    const firstIds = (await readCards(page)).map((c) => c.id);
    const activities = page.getByRole("checkbox", { name: /^Aktiviteter/ });
    const rating = page.getByRole("checkbox", { name: "4,5 og over" });
    await activities.check();
    await expectResults(page, "52 tilbud");
    await rating.check();
    await expectResults(page, "27 tilbud");

    await page.goBack();
    await expectResults(page, "52 tilbud");
    expect(params(page).getAll("category")).toEqual(["activities"]);
    expect(params(page).get("rating")).toBeNull();
    expect(await activities.isChecked()).toBe(true);
    expect(await rating.isChecked()).toBe(false);

    await page.goBack();
    await expectResults(page, `${TOTAL_DEALS} tilbud`);
    expect(new URL(page.url()).search).toBe("");
    expect(await activities.isChecked()).toBe(false);
    expect((await readCards(page)).map((c) => c.id)).toEqual(firstIds);
  });

  it("renders a shared URL with its filters checked and selected", async () => {
    const page = await browser.newPage();
    const query =
      "q=spa&category=beauty-spa&category=wellness&rating=4&city=Oslo&sort=price-asc&minPrice=200&maxPrice=2000";
    await visit(page, `/deals?${query}`);
    await expectResults(page, /^\d+ treff på «spa»$/);
    expect(await page.getByRole("combobox", { name: "Søk i tilbud" }).inputValue()).toBe("spa");
    expect(await page.getByRole("combobox", { name: "Sorter etter" }).inputValue()).toBe("price-asc");
    const checked = await page
      .getByRole("form", { name: "Filtre" })
      .getByRole("checkbox", { checked: true })
      .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value));
    expect(checked).toEqual(["beauty-spa", "wellness", "Oslo", "4"]);
    expect(await page.getByRole("slider", { name: "Fra pris (kr)" }).inputValue()).toBe("200");
    expect(await page.getByRole("slider", { name: "Til pris (kr)" }).inputValue()).toBe("2000");
    expect(await page.getByText(kr("200 kr – 2 000 kr"), { exact: true }).isVisible()).toBe(true);

    const cards = await readCards(page);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.city).toBe("Oslo");
      expect(card.rating).toBeGreaterThanOrEqual(4);
      expect(card.priceKr).toBeGreaterThanOrEqual(200);
      expect(card.priceKr).toBeLessThanOrEqual(2000);
      expect(card.image).toMatch(/^\/images\/deals\/(beauty-spa|wellness)-/);
    }
    const prices = cards.map((c) => c.priceKr);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("shows the empty state for an impossible combination and clears the filters", async () => {
    const page = await browser.newPage();
    await visit(page, "/deals?q=massasje&category=photography");
    expect(await page.getByText("Fant ingen tilbud som passer søket ditt.").isVisible()).toBe(true);
    // No dead end: the most popular deals below the empty state.
    expect(await page.getByRole("heading", { name: "Populære tilbud akkurat nå" }).isVisible()).toBe(true);
    expect(await page.getByTestId("deal-card").count()).toBe(6);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Nullstill filtre" }).click();
    await page.waitForURL(/\/deals$/);
    await expectResults(page, `${TOTAL_DEALS} tilbud`);
    expect(await page.getByTestId("deal-card").count()).toBe(PAGE_SIZE);
    expect(await page.getByRole("combobox", { name: "Søk i tilbud" }).inputValue()).toBe("");
    await expectNoAxeViolations(page);
  });

  it("shows the empty state and the results in English, axe clean", async () => {
    const page = await browser.newPage({ lang: "en" });
    await visit(page, "/deals?city=Alta&category=photography&minPrice=4900");
    expect(await page.getByText("No deals found matching your criteria.").isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expectResults(page, `${TOTAL_DEALS} deals`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("All Deals");
    await expectNoAxeViolations(page);
  });

  it("keeps the filters in the pagination links and shows other deals on page 2", async () => {
    const page = await browser.newPage();
    await visit(page, "/deals?category=activities&sort=price-asc");
    const page1 = await readCards(page);
    expect(page1.length).toBe(PAGE_SIZE);
    const pages = page.getByRole("navigation", { name: "Sider" });
    expect(await pages.getByRole("link", { name: "Side 1" }).getAttribute("aria-current")).toBe("page");
    await pages.getByRole("link", { name: "Side 2" }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => pages.getByRole("link", { name: "Side 2" }).getAttribute("aria-current")).toBe("page");
    expect(params(page).get("category")).toBe("activities");
    expect(params(page).get("sort")).toBe("price-asc");
    await expectResults(page, "52 tilbud");

    const page2 = await readCards(page);
    expect(page2.length).toBe(PAGE_SIZE);
    expect(page2.filter((c) => page1.some((p) => p.id === c.id))).toEqual([]);
    for (const card of page2) expect(card.image).toMatch(/^\/images\/deals\/activities-/);
    expect(page2[0]!.priceKr).toBeGreaterThanOrEqual(page1.at(-1)!.priceKr);
    expect(await pages.getByRole("link", { name: "Forrige" }).getAttribute("href")).toContain("category=activities");
  });

  it("searches and filters without JavaScript (Søk, then Bruk filtre)", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto("/deals");
    await page.getByRole("combobox", { name: "Søk i tilbud" }).fill("massasje");
    await page.getByRole("search").getByRole("button", { name: "Søk" }).click();
    await page.waitForURL(/[?&]q=massasje/);
    expect(await results(page).innerText()).toMatch(/^\d+ treff på «massasje»$/);
    const before = await results(page).innerText();

    await page.getByRole("checkbox", { name: "4,5 og over" }).check();
    await page.getByRole("button", { name: "Bruk filtre" }).click();
    await page.waitForURL(/rating=4\.5/);
    expect(params(page).get("q")).toBe("massasje");
    expect(await results(page).innerText()).toMatch(/^\d+ treff på «massasje»$/);
    expect(await results(page).innerText()).not.toBe(before);
    expect(await page.getByRole("checkbox", { name: "4,5 og over" }).isChecked()).toBe(true);
    const cards = await readCards(page);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.rating).toBeGreaterThanOrEqual(4.5);
      expect(card.text.toLowerCase()).toContain("massasje");
    }
  });

  it("has no axe violations with results", async () => {
    const page = await browser.newPage();
    await visit(page, "/deals?q=spa");
    expect(await page.getByTestId("deal-card").count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
});

describe("category pages", () => {
  it.each([
    ["/deals/beauty", "Skjønnhet og spa", "beauty-spa", 45],
    ["/deals/PHOTOGRAPHY", "Fotografering", "photography", 32],
    [`/deals/${encodeURIComponent("skjønnhet")}`, "Skjønnhet og spa", "beauty-spa", 45],
  ])("%s shows its category and only its deals", async (path, heading, id, count) => {
    const page = await browser.newPage();
    const response = await visit(page, path);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(heading);
    await expectResults(page, `${count} tilbud`);
    const cards = await readCards(page);
    expect(cards.length).toBe(Math.min(count, PAGE_SIZE));
    for (const card of cards) expect(card.image).toMatch(new RegExp(`^/images/deals/${id}-`));
    // The category is fixed by the URL: no category choice here.
    expect(await page.getByRole("group", { name: "Kategori" }).count()).toBe(0);
  });

  it("answers an unknown category with HTTP 404 in both languages", async () => {
    const norwegian = await browser.newPage({ allowConsole: /status of 404/ });
    const response = await visit(norwegian, "/deals/no-such-category");
    expect(response?.status()).toBe(404);
    expect(await norwegian.getByRole("heading", { level: 1 }).innerText()).toBe("Fant ikke kategorien");

    const english = await browser.newPage({ lang: "en", allowConsole: /status of 404/ });
    const englishResponse = await visit(english, "/deals/no-such-category");
    expect(englishResponse?.status()).toBe(404);
    expect(await english.getByRole("heading", { level: 1 }).innerText()).toBe("Category not found");
    await expectNoAxeViolations(english);
  });
});
