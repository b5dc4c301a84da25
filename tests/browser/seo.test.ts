// What search engines see: sitemap.xml, robots.txt, titles, descriptions, Open Graph tags,
// canonical addresses without query strings, a deal's structured data, and 404 for unknown pages.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupAppDatabase } from "../support/app-database";
import { setupBrowser, visit } from "../support/browser-page";

const browser = setupBrowser();
const base = browser.baseUrl;

const app = setupAppDatabase();

const LIVE = "status = 'published' AND ends_at > now()";

async function firstLiveDeal() {
  const [deal] = await app.rows<{ id: number; price: string }>(
    `SELECT id, discounted_price_ore AS price FROM deals WHERE ${LIVE} ORDER BY id LIMIT 1`,
  );
  if (!deal) throw new Error("The seed has no live deal");
  return deal;
}

/** The head tags search engines and link previews read. */
async function readHead(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) =>
      [...document.querySelectorAll(selector)].map((e) => e.getAttribute("content"));
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      ogUrl: content('meta[property="og:url"]'),
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((e) => e.getAttribute("href")),
    };
  });
}

describe("sitemap.xml", () => {
  it("is XML listing the start page, /deals, every category and every live deal", async () => {
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);

    const page = await browser.newPage();
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        root: doc.documentElement.localName,
        namespace: doc.documentElement.namespaceURI,
        locs: [...doc.getElementsByTagNameNS("*", "loc")].map((loc) => loc.textContent ?? ""),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("urlset");
    expect(parsed.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");

    const paths = parsed.locs.map((loc) => {
      expect(loc.startsWith(`${base}/`), loc).toBe(true);
      return loc.slice(base.length);
    });
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/");
    expect(paths).toContain("/deals");

    const categories = await app.rows<{ id: string }>("SELECT id FROM categories ORDER BY id");
    expect(categories).toHaveLength(8);
    for (const { id } of categories) expect(paths).toContain(`/deals/${id}`);

    const [live] = await app.rows<{ count: string }>(`SELECT count(*) FROM deals WHERE ${LIVE}`);
    const dealPaths = paths.filter((p) => p.startsWith("/deal/"));
    expect(dealPaths.length).toBe(Number(live?.count));
    const liveIds = await app.rows<{ id: number }>(`SELECT id FROM deals WHERE ${LIVE} ORDER BY id`);
    expect(dealPaths).toEqual(liveIds.map(({ id }) => `/deal/${id}`));
    // A deal that is not live is not listed.
    const [hidden] = await app.rows<{ id: number }>(`SELECT id FROM deals WHERE NOT (${LIVE}) LIMIT 1`);
    if (hidden) expect(dealPaths).not.toContain(`/deal/${hidden.id}`);
  });
});

describe("robots.txt", () => {
  it("allows the site, keeps out accounts and checkout, and names the sitemap", async () => {
    const response = await fetch(`${base}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n").map((l) => l.trim());
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /account");
    expect(lines).toContain("Disallow: /checkout");
    expect(lines).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(lines).not.toContain("Disallow: /");
  });
});

describe("page head", () => {
  it.each(["/", "/deals", "/deals/beauty-spa", "/offers/beauty", "/about", "/faq", "/contact", "/terms"])(
    "%s has a title, a description and Open Graph tags",
    async (path) => {
      const page = await browser.newPage();
      await visit(page, path);
      const head = await readHead(page);
      expect(head.title).toMatch(/MagicDeals/);
      expect(head.description).toHaveLength(1);
      expect(head.description[0]?.length).toBeGreaterThan(30);
      expect(head.ogTitle).toEqual([head.title]);
      expect(head.ogDescription).toEqual(head.description);
    },
  );

  it("is in English for an English visitor", async () => {
    const page = await browser.newPage({ lang: "en" });
    await visit(page, "/");
    const head = await readHead(page);
    expect(head.title).toBe("MagicDeals – Best Deals in Norway");
    expect(head.ogTitle).toEqual([head.title]);
    expect(head.description[0]).toMatch(/^Experiences, dining, wellness/);
  });

  it("names the deal in a deal page's title", async () => {
    const deal = await firstLiveDeal();
    const page = await browser.newPage();
    await visit(page, `/deal/${deal.id}`);
    const h1 = await page.getByRole("heading", { level: 1 }).innerText();
    const head = await readHead(page);
    expect(head.title).toBe(`${h1} | MagicDeals`);
    expect(head.ogTitle).toEqual([head.title]);
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(new RegExp(`^${base}/`));
  });
});

describe("canonical addresses", () => {
  it("are absolute and drop the query string", async () => {
    const deal = await firstLiveDeal();
    const cases: Array<[string, string]> = [
      ["/", `${base}/`],
      ["/?utm_source=newsletter", `${base}/`],
      ["/deals", `${base}/deals`],
      ["/deals?q=spa", `${base}/deals`],
      ["/deals/beauty-spa?sort=price-asc&page=2", `${base}/deals/beauty-spa`],
      ["/deals/beauty", `${base}/deals/beauty-spa`],
      [`/deal/${deal.id}?utm_source=facebook&ref=abc`, `${base}/deal/${deal.id}`],
    ];
    const page = await browser.newPage();
    for (const [path, expected] of cases) {
      await visit(page, path);
      const head = await readHead(page);
      expect(head.canonical, path).toEqual([expected]);
      expect(head.canonical[0], path).not.toContain("?");
      expect(head.ogUrl, path).toEqual([expected]);
    }
  });

  it("is the same in the server's HTML, before any JavaScript runs", async () => {
    const html = await (await fetch(`${base}/deals?q=spa&city=Oslo`)).text();
    const links = [...html.matchAll(/<link[^>]*rel="canonical"[^>]*>/g)].map((m) => m[0]);
    expect(links).toHaveLength(1);
    expect(links[0]).toContain(`href="${base}/deals"`);
  });
});

describe("structured data", () => {
  it("describes a deal as a Product with its price in NOK", async () => {
    const deal = await firstLiveDeal();
    const page = await browser.newPage();
    await visit(page, `/deal/${deal.id}`);
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0] ?? "") as {
      "@context": string;
      "@type": string;
      name: string;
      image: string[];
      offers: { "@type": string; price: string; priceCurrency: string; url: string; availability: string };
    };
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Product");
    expect(data.name).toBe(await page.getByRole("heading", { level: 1 }).innerText());
    // Every photo of the deal, the cover (also the og:image) first.
    expect(data.image.length).toBeGreaterThan(0);
    for (const image of data.image) expect(image).toMatch(new RegExp(`^${base}/`));
    expect(data.image[0]).toBe(await page.locator('meta[property="og:image"]').getAttribute("content"));
    expect(data.offers["@type"]).toBe("Offer");
    expect(data.offers.priceCurrency).toBe("NOK");
    expect(data.offers.price).toBe((Number(deal.price) / 100).toFixed(2));
    expect(data.offers.url).toBe(`${base}/deal/${deal.id}`);
    expect(data.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|SoldOut)$/);
  });
});

describe("unknown pages", () => {
  it.each(["/finnes-ikke", "/deals/finnes-ikke", "/deal/999999999", "/about/more"])(
    "%s answers 404 with an error page",
    async (path) => {
      expect((await fetch(base + path)).status).toBe(404);
      const page = await browser.newPage({ allowConsole: /status of 404/ });
      const response = await visit(page, path);
      expect(response?.status()).toBe(404);
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    },
  );
});
