// The two offer pages in a real Chromium: hero, sub-category tiles whose counts match the lists
// they link to, trust points, featured deals, the photography grid and info block, axe.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { setupAppDatabase } from "../support/app-database";
import { setupBrowser, visit, type Lang } from "../support/browser-page";

const browser = setupBrowser();

const app = setupAppDatabase();

/** Ids of the live deals in a category, in id order. */
async function liveDealIds(category: string): Promise<number[]> {
  const rows = await app.rows<{ id: number }>(
    "SELECT id FROM deals WHERE category_id = $1 AND status = 'published' AND ends_at > now() ORDER BY id",
    [category],
  );
  return rows.map((r) => r.id);
}

const spaces = (text: string) => text.replaceAll("\u00a0", " ").trim();
const COUNT = { no: /^(\d+) tilbud$/, en: /^(\d+) deals?$/ };
const EXPLORE = { no: "Utforsk", en: "Explore" };

interface Tile {
  label: string;
  count: number;
  href: string;
}

/** The sub-category tiles as a visitor reads them: name, count and where the link goes. */
async function readTiles(page: Page, lang: Lang): Promise<Tile[]> {
  const links = page.getByRole("region", { name: EXPLORE[lang] }).getByRole("link");
  const raw = await links.evaluateAll((all) =>
    all.map((a) => ({
      spans: [...a.querySelectorAll("span")].map((s) => s.textContent ?? ""),
      href: a.getAttribute("href") ?? "",
    })),
  );
  return raw.map(({ spans, href: link }) => {
    // An English page links to English addresses (decision 030); the tile's page is the same.
    expect(link.startsWith("/en/"), link).toBe(lang === "en");
    const href = link.replace(/^\/en(?=\/)/, "");
    const count = COUNT[lang].exec(spaces(spans[1] ?? ""));
    expect(count, `tile count "${spans[1]}"`).not.toBeNull();
    return { label: spans[0] ?? "", count: Number(count?.[1]), href };
  });
}

/** Opens each tile's link and checks the list there has as many deals as the tile says. */
async function expectTilesMatchTheirLists(page: Page, lang: Lang, category: string, tiles: Tile[]) {
  for (const tile of tiles) {
    expect(tile.href).toMatch(new RegExp(`^/deals/${category}\\?q=`));
    await visit(page, tile.href);
    const heading = spaces(await page.locator("#results-heading").innerText());
    expect(heading, `${tile.label} (${tile.href})`).toMatch(new RegExp(`^${tile.count} (tilbud|treff|deals?)\\b`));
    expect(await page.getByTestId("deal-card").count()).toBe(Math.min(tile.count, 24));
  }
}

const BEAUTY = {
  no: {
    hero: "Opptil 70 % rabatt på skjønnhet og velvære",
    subs: ["Spa og massasje", "Hår", "Negler", "Ansiktsbehandlinger"],
    trustTitle: "Derfor MagicDeals",
    trust: [
      "Verifiserte salonger og behandlere",
      "Full refusjon på ubrukte verdikort i 14 dager",
      "Verdikortet kommer med en gang på e-post",
    ],
    featured: "Utvalgte skjønnhetstilbud",
    seeAll: "Se alle skjønnhetstilbud",
    categoryName: "Skjønnhet og spa",
  },
  en: {
    hero: "Up to 70% Off Beauty & Wellness Services",
    subs: ["Spa & Massage", "Hair Services", "Nail Care", "Facial Treatments"],
    trustTitle: "Why MagicDeals",
    trust: [
      "Verified salons and therapists",
      "14-day money back on unused vouchers",
      "Your voucher arrives by email at once",
    ],
    featured: "Featured beauty deals",
    seeAll: "See all beauty deals",
    categoryName: "Beauty & Spa",
  },
} as const;

const PHOTO = {
  no: {
    hero: "Fotografering til gode priser",
    subs: ["Portrett", "Bryllup", "Bedrift og produkt", "Arrangement"],
    all: "Alle fototilbud",
    infoTitle: "Slik fungerer fototilbudene",
    infoText: "Kjøp verdikortet, avtal tid direkte med fotografen",
  },
  en: {
    hero: "Photography at great prices",
    subs: ["Portrait Sessions", "Wedding Photography", "Commercial Shoots", "Event Coverage"],
    all: "All photography deals",
    infoTitle: "How photography deals work",
    infoText: "Buy the voucher, book a time directly with the photographer",
  },
} as const;

const dealIdsOn = (page: Page, region: string) =>
  page
    .getByRole("region", { name: region })
    .getByTestId("deal-card")
    .evaluateAll((cards) =>
      cards.map((card) =>
        Number(/^(?:\/en)?\/deal\/(\d+)$/.exec(card.querySelector("h2 a, h3 a")?.getAttribute("href") ?? "")?.[1]),
      ),
    );

describe("/offers/beauty", () => {
  it.each(["no", "en"] as const)("shows the hero, trust points and featured beauty deals (%s)", async (lang) => {
    const text = BEAUTY[lang];
    const page = await browser.newPage({ lang });
    const response = await visit(page, "/offers/beauty");
    expect(response?.status()).toBe(200);
    expect(spaces(await page.getByRole("heading", { level: 1 }).innerText())).toBe(text.hero);
    expect(await page.title()).toBe(`${text.hero} | MagicDeals`);

    const trust = page.getByRole("region", { name: text.trustTitle }).getByRole("listitem");
    expect((await trust.allInnerTexts()).map(spaces)).toEqual(text.trust);

    const featured = await dealIdsOn(page, text.featured);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(3);
    const beauty = await liveDealIds("beauty-spa");
    for (const id of featured) expect(beauty).toContain(id);

    const seeAll = page.getByRole("main").getByRole("link", { name: text.seeAll });
    expect(await seeAll.getAttribute("href")).toBe(lang === "en" ? "/en/deals/beauty" : "/deals/beauty");
    await seeAll.click();
    await page.waitForURL(/\/deals\/beauty$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(text.categoryName);
    expect(spaces(await page.locator("#results-heading").innerText())).toMatch(
      new RegExp(`^${beauty.length} (tilbud|deals)$`),
    );
  });

  it.each(["no", "en"] as const)(
    "has four sub-category tiles counting the deals their links list (%s)",
    async (lang) => {
      const page = await browser.newPage({ lang });
      await visit(page, "/offers/beauty");
      const tiles = await readTiles(page, lang);
      expect(tiles.map((t) => t.label)).toEqual(BEAUTY[lang].subs);
      await expectTilesMatchTheirLists(page, lang, "beauty-spa", tiles);
    },
  );

  it("opens a tile's list by a click", async () => {
    const page = await browser.newPage();
    await visit(page, "/offers/beauty");
    const [first] = await readTiles(page, "no");
    await page.getByRole("link", { name: new RegExp(`^${first?.label}`) }).click();
    await page.waitForURL(/\/deals\/beauty-spa\?q=/);
    await expect.poll(() => page.locator("#results-heading").innerText()).toMatch(new RegExp(`^${first?.count} `));
  });

  it.each(["no", "en"] as const)("has no axe violations (%s)", async (lang) => {
    const page = await browser.newPage({ lang });
    await visit(page, "/offers/beauty");
    await expectNoAxeViolations(page);
  });
});

describe("/offers/photography", () => {
  it.each(["no", "en"] as const)("shows every live photography deal and the info block (%s)", async (lang) => {
    const text = PHOTO[lang];
    const page = await browser.newPage({ lang });
    const response = await visit(page, "/offers/photography");
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(text.hero);

    const shown = await dealIdsOn(page, text.all);
    const live = await liveDealIds("photography");
    expect(live).toHaveLength(32);
    expect([...shown].sort((a, b) => a - b)).toEqual(live);

    const info = page.getByRole("region", { name: text.infoTitle });
    expect(await info.getByRole("heading", { level: 2 }).innerText()).toBe(text.infoTitle);
    expect(await info.innerText()).toContain(text.infoText);
    await expectNoAxeViolations(page);
  });

  it.each(["no", "en"] as const)(
    "has four sub-category tiles counting the deals their links list (%s)",
    async (lang) => {
      const page = await browser.newPage({ lang });
      await visit(page, "/offers/photography");
      const tiles = await readTiles(page, lang);
      expect(tiles.map((t) => t.label)).toEqual(PHOTO[lang].subs);
      await expectTilesMatchTheirLists(page, lang, "photography", tiles);
    },
  );
});

describe("sub-category tiles", () => {
  it.each(["/offers/beauty", "/offers/photography"])("on %s each lead to at least one deal", async (path) => {
    const page = await browser.newPage();
    await visit(page, path);
    const tiles = await readTiles(page, "no");
    expect(tiles).toHaveLength(4);
    expect(tiles.filter((t) => t.count === 0).map((t) => `${t.label} (${t.href})`)).toEqual([]);
  });
});
