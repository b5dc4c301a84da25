// The /deals search field and filter panel as a visitor uses them: suggestions while typing
// (a combobox driven by the keyboard), price bounds in the URL only once moved, several cities,
// counts beside each category and city that add up to the result, and the phone's filter sheet.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { MOBILE, setupBrowser, visit, type Lang } from "../support/browser-page";

const browser = setupBrowser();
const TOTAL_DEALS = 338;

const TEXTS = {
  no: {
    searchbox: "Søk i tilbud",
    typed: "mas",
    popular: "Massasje",
    dealsGroup: "Tilbud",
    filters: "Filtre",
    results: (n: number) => `${n} tilbud`,
    priceMax: "Til pris (kr)",
    priceAll: "Alle priser",
    photography: "Fotografering",
    filterButton: "Filtrer (2)",
    close: "Lukk filtre",
  },
  en: {
    searchbox: "Search deals",
    typed: "mas",
    popular: "Massage",
    dealsGroup: "Deals",
    filters: "Filters",
    results: (n: number) => `${n} deals`,
    priceMax: "Maximum price (kr)",
    priceAll: "Any price",
    photography: "Photography",
    filterButton: "Filter (2)",
    close: "Close filters",
  },
} as const;

const results = (page: Page) => page.locator("#results-heading");
const params = (page: Page) => new URL(page.url()).searchParams;
const cardCities = (page: Page) =>
  page
    .getByTestId("deal-card")
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector("[data-testid=deal-city]")?.textContent?.trim() ?? ""),
    );
/** The number in a facet's label: "Bergen (34)" → 34. */
const countIn = (label: string) => Number(/\((\d[\d\s\u00a0]*)\)$/.exec(label.trim())?.[1]?.replace(/\D/g, ""));

describe.each(["no", "en"] as const)("search field and filters in %s", (lang: Lang) => {
  const text = TEXTS[lang];

  it("suggests as one types; arrows and Enter open a suggested deal; Escape closes the list", async () => {
    const page = await browser.newPage({ lang });
    await visit(page, "/deals");
    const box = page.getByRole("combobox", { name: text.searchbox });
    await box.pressSequentially(text.typed);
    const list = page.getByRole("listbox");
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("true");
    expect(await list.getByRole("option", { name: text.popular, exact: true }).count()).toBe(1);
    const deals = list.getByRole("group", { name: text.dealsGroup }).getByRole("option");
    expect(await deals.count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await box.press("Escape");
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    await box.press("ArrowDown");
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("true");

    const options = await list.getByRole("option").evaluateAll((all) => all.map((o) => o.id));
    const firstDeal = await deals.first().getAttribute("id");
    const steps = options.indexOf(firstDeal!) + 1;
    for (let i = 0; i < steps; i += 1) await box.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBe(firstDeal);
    expect(await deals.first().getAttribute("aria-selected")).toBe("true");
    await box.press("Enter");
    await page.waitForURL(/\/deal\/\d+$/);
  });

  it("suggests in the home page's search field too: the first suggestion searches its words", async () => {
    const page = await browser.newPage({ lang });
    await visit(page, "/");
    const box = page.getByRole("combobox", { name: lang === "no" ? "Søk etter tilbud" : "Search deals" });
    await box.pressSequentially(text.typed);
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("true");
    await box.press("ArrowDown");
    const first = page.getByRole("listbox").getByRole("option").first();
    expect(await first.innerText()).toBe(text.popular);
    expect(await box.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    await box.press("Enter");
    // English pages keep their "/en" (decision 030).
    const deals = lang === "en" ? "/en/deals" : "/deals";
    await page.waitForURL((url) => url.pathname === deals && url.searchParams.get("q") === text.popular);
  });

  it("sends no price bounds until the slider is moved, shows the value while dragging, and lists every deal", async () => {
    const page = await browser.newPage({ lang });
    await visit(page, "/deals");
    await expect.poll(() => results(page).innerText()).toBe(text.results(TOTAL_DEALS));
    const panel = page.getByRole("form", { name: text.filters });
    await panel.getByRole("checkbox", { name: new RegExp(`^${text.photography} \\(`) }).check();
    await page.waitForURL(/category=photography/);
    expect(params(page).has("maxPrice")).toBe(false);
    expect(params(page).has("minPrice")).toBe(false);
    await panel.getByRole("checkbox", { name: new RegExp(`^${text.photography} \\(`) }).uncheck();
    await page.waitForURL((url) => url.search === "");
    await expect.poll(() => results(page).innerText()).toBe(text.results(TOTAL_DEALS));

    // Dragging the top of the range down: the value shows before the slider is let go.
    const slider = page.getByRole("slider", { name: text.priceMax });
    const box = (await slider.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 4, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.4, y, { steps: 5 });
    await expect.poll(() => page.getByTestId("price-range").innerText()).not.toBe(text.priceAll);
    expect(params(page).has("maxPrice")).toBe(false);
    await page.mouse.up();
    await page.waitForURL(/maxPrice=\d+/);
    expect(params(page).has("minPrice")).toBe(false);
  });

  it("filters by two cities at once, with counts that add up to the result", async () => {
    const page = await browser.newPage({ lang });
    await visit(page, "/deals?category=photography");
    await expect.poll(() => results(page).innerText()).toBe(text.results(32));
    const panel = page.getByRole("form", { name: text.filters });
    const cityGroup = panel.getByRole("group", { name: lang === "no" ? "By" : "City" });
    const cityLabels = await cityGroup.locator("label").allInnerTexts();
    expect(cityLabels.map(countIn).reduce((a, b) => a + b, 0)).toBe(32);
    const categoryLabels = await panel
      .getByRole("group", { name: lang === "no" ? "Kategori" : "Category" })
      .locator("label")
      .allInnerTexts();
    expect(countIn(categoryLabels.find((l) => l.startsWith(text.photography))!)).toBe(32);

    const oslo = cityGroup.getByRole("checkbox", { name: /^Oslo \(/ });
    const bergen = cityGroup.getByRole("checkbox", { name: /^Bergen \(/ });
    const expected =
      countIn(cityLabels.find((l) => l.startsWith("Oslo "))!) +
      countIn(cityLabels.find((l) => l.startsWith("Bergen "))!);
    await oslo.check();
    await page.waitForURL(/city=Oslo/);
    await bergen.check();
    await page.waitForURL(/city=Bergen/);
    expect(params(page).getAll("city").sort()).toEqual(["Bergen", "Oslo"]);
    await expect.poll(() => results(page).innerText()).toBe(text.results(expected));
    expect(new Set(await cardCities(page))).toEqual(new Set(["Oslo", "Bergen"]));
    expect(await oslo.isChecked()).toBe(true);
    expect(await bergen.isChecked()).toBe(true);
    await expectNoAxeViolations(page);

    // An old link with one city still works.
    await visit(page, "/deals?city=Bergen&category=photography");
    expect(new Set(await cardCities(page))).toEqual(new Set(["Bergen"]));
  });

  it("on a 390 px phone the results do not move when the JavaScript comes; before it, 'Filtrer (2)' leads down to the filters", async () => {
    const path = `${lang === "en" ? "/en" : ""}/deals?category=photography&city=Oslo`;
    const firstCardTop = async (page: Page) => (await page.getByTestId("deal-card").first().boundingBox())!.y;
    const plain = await browser.newPage({ lang, ...MOBILE, javaScriptEnabled: false });
    await plain.goto(path);
    const link = plain.getByRole("link", { name: text.filterButton });
    const before = await firstCardTop(plain);
    await link.click();
    await plain.waitForURL(/#deal-filters$/);
    expect(await plain.getByRole("form", { name: text.filters }).isVisible()).toBe(true);

    const page = await browser.newPage({ lang, ...MOBILE });
    await visit(page, path);
    await page.getByRole("button", { name: text.filterButton }).waitFor();
    expect(await firstCardTop(page)).toBe(before);
  });

  it("on a 390 px phone: one-line search, 'Filtrer (2)' opens a sheet that keeps focus and closes on Escape", async () => {
    const page = await browser.newPage({ lang, ...MOBILE });
    await visit(page, "/deals?category=photography&city=Oslo");
    const search = page.getByRole("search");
    expect((await search.boundingBox())!.height).toBeLessThan(110);
    const firstCard = page.getByTestId("deal-card").first();
    expect((await firstCard.boundingBox())!.y).toBeLessThan(MOBILE.viewport.height);
    expect(await page.getByRole("form", { name: text.filters }).isVisible()).toBe(false);

    const button = page.getByRole("button", { name: text.filterButton });
    await button.click();
    const sheet = page.getByRole("dialog", { name: text.filters });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    const focusInSheet = () => sheet.evaluate((el) => el.contains(document.activeElement));
    expect(await focusInSheet()).toBe(true);
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press("Tab");
      expect(await focusInSheet()).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await focusInSheet()).toBe(true);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect.poll(() => sheet.count()).toBe(0);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    // Applying from the sheet closes it and keeps the filters in the URL.
    await button.click();
    await sheet.getByRole("checkbox", { name: /^Bergen \(/ }).check();
    expect(params(page).getAll("city")).toEqual(["Oslo"]);
    await sheet.getByRole("button", { name: lang === "no" ? "Vis treff" : "Show results" }).click();
    await page.waitForURL(/city=Bergen/);
    await expect
      .poll(() => page.getByRole("button", { name: lang === "no" ? "Filtrer (3)" : "Filter (3)" }).count())
      .toBe(1);
  });
});
