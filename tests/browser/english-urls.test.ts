// English pages have addresses of their own (decision 030): "/en" + the Norwegian address, with
// canonical and hreflang links, in the sitemap, each kept by the page cache under its own address
// in its own language, and the language switch moving between the two.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupAppDatabase } from "../support/app-database";
import { expectNoAxeViolations } from "../support/axe";
import { setupBrowser, visit } from "../support/browser-page";
import { HttpClient } from "../support/http-client";

const browser = setupBrowser();
const base = browser.baseUrl;
const app = setupAppDatabase();
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0 Safari/537.36";

async function firstLiveDealId(): Promise<number> {
  const [deal] = await app.rows<{ id: number }>(
    "SELECT id FROM deals WHERE status = 'published' AND ends_at > now() ORDER BY id LIMIT 1",
  );
  if (!deal) throw new Error("The seed has no live deal");
  return deal.id;
}

/** The head's language links, as a search engine reads them. */
async function languageLinks(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((e) => e.getAttribute("href")),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((e) => [
        e.getAttribute("hreflang"),
        e.getAttribute("href"),
      ]),
    ),
  }));
}

describe("English addresses", () => {
  it("/en/deals is the deals page in English with its canonical and hreflang links", async () => {
    const page = await browser.newPage();
    await visit(page, "/en/deals?q=spa");
    expect(await languageLinks(page)).toEqual({
      lang: "en",
      canonical: [`${base}/en/deals`],
      alternates: { nb: `${base}/deals`, en: `${base}/en/deals`, "x-default": `${base}/deals` },
    });
    expect(await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link").first().innerText()).toBe(
      "All Deals",
    );
  });

  it("the Norwegian start page names its English form, and the English one is English", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    expect(await languageLinks(page)).toEqual({
      lang: "nb",
      canonical: [`${base}/`],
      alternates: { nb: `${base}/`, en: `${base}/en`, "x-default": `${base}/` },
    });
    await visit(page, "/en");
    const english = await languageLinks(page);
    expect(english.lang).toBe("en");
    expect(english.canonical).toEqual([`${base}/en`]);
    expect(await page.getByText("Explore categories").first().isVisible()).toBe(true);
  });

  it("a category's English page links to its own canonical id in both languages", async () => {
    const page = await browser.newPage();
    await visit(page, "/en/deals/beauty");
    expect(await languageLinks(page)).toEqual({
      lang: "en",
      canonical: [`${base}/en/deals/beauty-spa`],
      alternates: {
        nb: `${base}/deals/beauty-spa`,
        en: `${base}/en/deals/beauty-spa`,
        "x-default": `${base}/deals/beauty-spa`,
      },
    });
  });

  it("links on an English page stay English, and a client-side move keeps the language", async () => {
    const page = await browser.newPage();
    await visit(page, "/en/deals");
    const hrefs = await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(href, String(href)).toMatch(/^\/en(\/|$)/);

    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "About" }).click();
    await page.waitForURL(`${base}/en/about`);
    await expect.poll(async () => (await languageLinks(page)).canonical).toEqual([`${base}/en/about`]);
    expect(await page.getAttribute("html", "lang")).toBe("en");

    const dealId = await firstLiveDealId();
    await visit(page, `/en/deal/${dealId}`);
    expect(await page.locator(`a[href="/deal/${dealId}"]`).count()).toBe(0);
    expect(await languageLinks(page)).toMatchObject({ lang: "en", canonical: [`${base}/en/deal/${dealId}`] });
  });

  it("the switcher goes to the other language's address and keeps the choice as a cookie", async () => {
    const page = await browser.newPage();
    await visit(page, "/deals?q=spa");
    await page.getByRole("button", { name: "English" }).first().click();
    await page.waitForURL(`${base}/en/deals?q=spa`);
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("en");
    expect((await page.context().cookies()).find((c) => c.name === "language")?.value).toBe("en");

    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("button", { name: "Norsk" }).first().click();
    await page.waitForURL(`${base}/deals?q=spa`);
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("nb");
    expect((await page.context().cookies()).find((c) => c.name === "language")?.value).toBe("no");
  });

  it("a visitor who chose English gets a shared Norwegian address in Norwegian, with a link to the English page", async () => {
    const page = await browser.newPage();
    await page.context().addCookies([{ name: "language", value: "en", url: base }]);
    await visit(page, "/faq");
    expect(await page.getAttribute("html", "lang")).toBe("nb");
    const hint = page.getByTestId("language-hint");
    expect(await hint.innerText()).toBe("Read this page in English");
    expect(await hint.getAttribute("href")).toBe("/en/faq");
    await expectNoAxeViolations(page);
    await hint.click();
    await page.waitForURL(`${base}/en/faq`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Frequently Asked Questions");
    expect(await page.getByTestId("language-hint").count()).toBe(0);
  });
});

describe("page cache", () => {
  it("keeps /deals and /en/deals each in its own language, whatever the language cookie", async () => {
    const get = async (path: string, cookie?: string) => {
      const client = new HttpClient(base, new Map(cookie ? [["language", cookie]] : []));
      const response = await client.get(path, { headers: { "User-Agent": BROWSER_UA } });
      const html = await response.text();
      return { cache: response.headers.get("x-page-cache"), lang: /<html lang="([^"]+)"/.exec(html)?.[1], html };
    };
    // A query no other test asks for: a fresh entry for each address.
    const query = `?q=massasje&t=${Date.now()}`;
    // Warm the English one first, from a visitor whose cookie says Norwegian.
    const english = await get(`/en/deals${query}`, "no");
    expect([english.cache, english.lang]).toEqual(["miss", "en"]);
    const norwegian = await get(`/deals${query}`, "en");
    expect([norwegian.cache, norwegian.lang]).toEqual(["miss", "nb"]);

    for (const cookie of [undefined, "no", "en"]) {
      const again = await get(`/deals${query}`, cookie);
      expect([again.cache, again.lang], `cookie ${cookie}`).toEqual(["hit", "nb"]);
      expect(again.html).toBe(norwegian.html);
      const englishAgain = await get(`/en/deals${query}`, cookie);
      expect([englishAgain.cache, englishAgain.lang], `cookie ${cookie}`).toEqual(["hit", "en"]);
      expect(englishAgain.html).toBe(english.html);
    }
    // Client-side navigation's data requests are kept apart the same way.
    const englishData = await get(`/en/deals.data${query}`);
    const norwegianData = await get(`/deals.data${query}`);
    expect(englishData.html).not.toBe(norwegianData.html);
  });
});

describe("sitemap.xml", () => {
  it("lists every page in both languages with hreflang alternates", async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const dealId = await firstLiveDealId();
    for (const [loc, no] of [
      [`${base}/`, `${base}/`],
      [`${base}/en`, `${base}/`],
      [`${base}/deals`, `${base}/deals`],
      [`${base}/en/deals`, `${base}/deals`],
      [`${base}/en/deal/${dealId}`, `${base}/deal/${dealId}`],
    ] as const) {
      const entry = new RegExp(`<url><loc>${escape(loc)}</loc>(.*?)</url>`).exec(xml);
      expect(entry, loc).not.toBeNull();
      const links = entry?.[1] ?? "";
      expect(links).toContain(`<xhtml:link rel="alternate" hreflang="nb" href="${no}"/>`);
      expect(links).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${no}"/>`);
      const en = no === `${base}/` ? `${base}/en` : no.replace(base, `${base}/en`);
      expect(links).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`);
    }
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /en/account");
    expect(robots).not.toMatch(/Disallow: \/en\s*$/m);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
