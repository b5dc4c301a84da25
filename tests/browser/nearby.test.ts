// "Nær meg" and "Nærmest" on /deals with the browser's position, the message when the position
// is refused, and the city landing pages (/deals/by/bergen) in both languages and the sitemap.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { setupBrowser, visit, type Lang } from "../support/browser-page";

const browser = setupBrowser();

/** Bryggen in Bergen: the seed spreads Bergen's deals within 3 km of the centre nearby. */
const BRYGGEN = { latitude: 60.3975, longitude: 5.3231 };

const TEXTS = {
  no: {
    nearMe: "Nær meg",
    sort: "Sorter etter",
    nearest: "Nærmest",
    away: /^ · \d+,\d km unna$/,
    denied: "Vi fikk ikke bruke posisjonen din.",
    cityHeading: "Tilbud i Bergen",
    cityTitle: "Tilbud i Bergen – opplevelser og rabatter | MagicDeals",
    cityPath: "/deals/by/bergen",
    notFound: "Vi har ingen tilbud i den byen ennå.",
  },
  en: {
    nearMe: "Near me",
    sort: "Sort by",
    nearest: "Nearest",
    away: /^ · \d+\.\d km away$/,
    denied: "We were not allowed to use your location.",
    cityHeading: "Deals in Bergen",
    cityTitle: "Deals in Bergen – experiences and discounts | MagicDeals",
    cityPath: "/en/deals/by/bergen",
    notFound: "We have no deals in that city yet.",
  },
} as const;

const cardCities = (root: Page | Locator) =>
  root
    .getByTestId("deal-card")
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector("[data-testid=deal-city]")?.firstChild?.nextSibling?.textContent),
    );

/** The km on each card, from the "2,3 km unna" line, as numbers. */
const cardKm = (page: Page) =>
  page
    .getByTestId("deal-distance")
    .evaluateAll((lines) =>
      lines.map((line) => Number(/(\d+[.,]\d)/.exec(line.textContent ?? "")?.[1]?.replace(",", "."))),
    );

describe.each(["no", "en"] as const)("near me in %s", (lang: Lang) => {
  const text = TEXTS[lang];

  it("asks for the position on click and lists the nearest deals first, each with its distance", async () => {
    const page = await browser.newPage({ lang, geolocation: BRYGGEN, permissions: ["geolocation"] });
    await visit(page, "/deals");
    // Nothing is asked before the click: no position in the address, no distances.
    expect(new URL(page.url()).searchParams.get("near")).toBeNull();
    await expect.poll(() => page.getByTestId("deal-distance").count()).toBe(0);

    await page.getByRole("button", { name: text.nearMe }).click();
    await page.waitForURL(/near=60\.40%2C5\.32|near=60\.40,5\.32/);
    const params = new URL(page.url()).searchParams;
    expect(params.get("sort")).toBe("nearest");
    expect(params.get("near")).toBe("60.40,5.32");
    await expect.poll(() => page.getByTestId("deal-distance").count()).toBeGreaterThan(3);

    const cities = await cardCities(page);
    expect(cities[0]).toBe("Bergen");
    const km = await cardKm(page);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km[0]).toBeLessThan(4);
    const lines = await page.getByTestId("deal-distance").allTextContents();
    expect(lines[0]).toMatch(text.away);
    await expect.poll(() => page.getByRole("combobox", { name: text.sort }).first().inputValue()).toBe("nearest");
    expect(await page.getByRole("option", { name: text.nearest }).first().count()).toBe(1);
    await expectNoAxeViolations(page);
  });

  it("says so in the visitor's language when the position is refused", async () => {
    const page = await browser.newPage({ lang, permissions: [] });
    await visit(page, "/deals");
    await page.getByRole("button", { name: text.nearMe }).click();
    await expect.poll(() => page.getByRole("alert").filter({ hasText: text.denied }).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get("near")).toBeNull();
    await expectNoAxeViolations(page);
  });

  it("shows a city's landing page with its deals only, its own title and canonical address", async () => {
    const page = await browser.newPage({ lang });
    const response = await visit(page, "/deals/by/bergen");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(text.cityPath);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(text.cityHeading);
    expect(await page.title()).toBe(text.cityTitle);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(text.cityPath);
    const cities = await cardCities(page);
    expect(cities.length).toBeGreaterThan(3);
    expect(new Set(cities)).toEqual(new Set(["Bergen"]));
    await expectNoAxeViolations(page);

    const missing = await browser.newPage({ lang, allowConsole: /status of 404/ });
    const notFound = await visit(missing, "/deals/by/atlantis");
    expect(notFound?.status()).toBe(404);
    await expect.poll(() => missing.getByRole("heading", { level: 1 }).textContent()).toBe(text.notFound);
  });
});

describe("sitemap.xml", () => {
  it("lists every city's landing page in both languages", async () => {
    const xml = await (await fetch(`${browser.baseUrl}/sitemap.xml`)).text();
    for (const path of ["/deals/by/bergen", "/en/deals/by/bergen", "/deals/by/tromso", "/deals/by/alesund"])
      expect(xml).toContain(`<loc>${browser.baseUrl}${path}</loc>`);
  });
});

describe.each(["no", "en"] as const)("home city in %s", (lang: Lang) => {
  const text = TEXTS[lang];
  const label = lang === "no" ? "Hjemby" : "Home city";

  it("remembers the chosen city in this browser and shows its deals on the shared start page", async () => {
    const page = await browser.newPage({ lang });
    await visit(page, "/");
    await page.getByRole("combobox", { name: label }).selectOption("Bergen");
    const section = page.getByTestId("home-city");
    await expect.poll(() => section.getByRole("heading", { level: 2 }).textContent()).toBe(text.cityHeading);
    await expect.poll(() => section.getByTestId("deal-card").count()).toBe(3);
    expect(new Set(await cardCities(section))).toEqual(new Set(["Bergen"]));

    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expect.poll(() => section.getByRole("heading", { level: 2 }).textContent()).toBe(text.cityHeading);
    await section
      .getByRole("link", { name: lang === "no" ? "Se alle tilbud i Bergen" : "See all deals in Bergen" })
      .click();
    await page.waitForURL(`**${text.cityPath}`);
    await expectNoAxeViolations(page);

    // The start page's HTML is the same for everyone: the city is applied in the browser.
    const html = await (await fetch(`${browser.baseUrl}${lang === "en" ? "/en" : "/"}`)).text();
    expect(html).not.toContain(text.cityHeading);
  });
});
