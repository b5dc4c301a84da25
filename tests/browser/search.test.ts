// Searching /deals as a visitor types: a misspelt word still finds its deals and says what it
// searched ("Mente du …?"), a city among the words filters by city, in Bokmål and English.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { setupBrowser, visit, type Lang } from "../support/browser-page";

const browser = setupBrowser();

const TEXTS = {
  no: {
    searchbox: "Søk i tilbud",
    city: "By",
    sort: "Sorter etter",
    popular: "Mest populær",
    relevance: "Mest relevant",
    didYouMean: "Ingen treff på «masasje». Mente du massasje?",
    heading: /^\d+ treff på «massasje»$/,
    spaOslo: /^\d+ treff på «spa oslo»$/,
  },
  en: {
    searchbox: "Search deals",
    city: "City",
    sort: "Sort by",
    popular: "Most popular",
    relevance: "Most relevant",
    didYouMean: "No results for “masasje”. Did you mean massasje?",
    heading: /^\d+ deals for “massasje”$/,
    spaOslo: /^\d+ deals for “spa oslo”$/,
  },
} as const;

const results = (page: Page) => page.locator("#results-heading");
const cardCities = (page: Page) =>
  page
    .getByTestId("deal-card")
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector("[data-testid=deal-city]")?.textContent?.trim() ?? ""),
    );

async function searchFor(page: Page, lang: Lang, words: string) {
  const box = page.getByRole("combobox", { name: TEXTS[lang].searchbox });
  await box.fill(words);
  await box.press("Enter");
  await page.waitForURL((url) => url.searchParams.get("q") === words);
}

describe.each(["no", "en"] as const)("search in %s", (lang) => {
  const text = TEXTS[lang];

  it("finds the massasje deals for 'masasje' and offers the spelling as a link", async () => {
    const page = await browser.newPage({ lang });
    await visit(page, "/deals");
    await searchFor(page, lang, "masasje");
    await expect.poll(() => results(page).innerText()).toMatch(text.heading);
    const count = Number((await results(page).innerText()).match(/\d+/)![0]);
    expect(count).toBeGreaterThan(3);
    expect(await page.getByTestId("deal-card").count()).toBe(count);
    const line = page.getByTestId("did-you-mean");
    expect((await line.innerText()).replace(/\s+/g, " ")).toBe(text.didYouMean);
    await expectNoAxeViolations(page);

    await line.getByRole("link", { name: "massasje" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "massasje");
    await expect.poll(() => results(page).innerText()).toMatch(text.heading);
    await expect.poll(() => page.getByTestId("did-you-mean").count()).toBe(0);
    expect(await page.getByTestId("deal-card").count()).toBe(count);
  });

  it("reads 'spa oslo' as spa deals in Oslo: many, and only in Oslo", async () => {
    const page = await browser.newPage({ lang });
    await visit(page, "/deals");
    await searchFor(page, lang, "spa oslo");
    await expect.poll(() => results(page).innerText()).toMatch(text.spaOslo);
    const cities = await cardCities(page);
    expect(cities.length).toBeGreaterThan(5);
    expect(new Set(cities)).toEqual(new Set(["Oslo"]));
  });

  it("orders by popularity without words and by relevance with them", async () => {
    const page = await browser.newPage({ lang });
    await visit(page, "/deals");
    const sort = page.getByRole("combobox", { name: text.sort });
    expect(await sort.locator("option:checked").innerText()).toBe(text.popular);
    await searchFor(page, lang, "spa");
    await expect.poll(() => sort.locator("option:checked").innerText()).toBe(text.relevance);
  });
});
