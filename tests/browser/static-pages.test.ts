// The static pages in a real Chromium: status, one <h1>, the title, no leaked keys or markup, the
// FAQ by mouse, keyboard and without JavaScript, the steps, support details, legal texts, axe.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { setupBrowser, visit } from "../support/browser-page";

const browser = setupBrowser();

const PAGES = [
  { path: "/about", no: "Om MagicDeals", en: "About MagicDeals" },
  { path: "/how-it-works", no: "Slik fungerer det", en: "How It Works" },
  { path: "/faq", no: "Ofte stilte spørsmål", en: "Frequently Asked Questions" },
  { path: "/help", no: "Hjelp og kundeservice", en: "Help & Support" },
  { path: "/terms", no: "Vilkår for bruk", en: "Terms of Service" },
  { path: "/privacy", no: "Personvernerklæring", en: "Privacy Policy" },
  { path: "/success-stories", no: "Suksesshistorier", en: "Success Stories" },
];

// A dictionary key that leaked into the page instead of its text, e.g. "pages.faq".
const LEAKED_KEY =
  /\b(meta|topBar|header|nav|language|footer|pages|placeholder|home|errors|contact|offers|newsletter|form|toast|deals?|about|faq|help|terms|privacy|howItWorks|successStories)\.[a-zA-Z]+/;
// Page-text markup that was not rendered: {placeholders}, **strong** or [links](/…).
const RAW_MARKUP = /\{(email|phone|company|orgNumber|address)\}|\*\*|\]\(\//;

const FAQ = {
  no: [
    "Hvordan fungerer verdikortene?",
    "Hvor lenge er et verdikort gyldig?",
    "Kan jeg få pengene tilbake?",
    "Er det trygt å betale hos dere?",
    "Hvordan blir bedriften min partner?",
  ],
  en: [
    "How do vouchers work?",
    "How long is a voucher valid?",
    "Can I get my money back?",
    "Is it safe to pay on MagicDeals?",
    "How does my business become a partner?",
  ],
};

const faqItems = (page: Page) => page.getByTestId("faq-item");
const openStates = (page: Page) =>
  faqItems(page).evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));

describe("static pages", () => {
  for (const lang of ["no", "en"] as const) {
    it.each(PAGES)(`renders $path with one h1, its title and no leaked keys (${lang})`, async ({ path, ...titles }) => {
      const page = await browser.newPage({ lang });
      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute("html", "lang")).toBe(lang === "no" ? "nb" : "en");
      const h1 = page.getByRole("heading", { level: 1 });
      expect(await h1.count()).toBe(1);
      expect(await h1.innerText()).toBe(titles[lang]);
      expect(await page.title()).toBe(`${titles[lang]} | MagicDeals`);
      const text = await page.locator("body").innerText();
      expect(text).not.toMatch(LEAKED_KEY);
      expect(text).not.toMatch(RAW_MARKUP);
      await expectNoAxeViolations(page);
    });
  }
});

describe("/faq", () => {
  it.each(["no", "en"] as const)("opens and closes each of its five questions by click (%s)", async (lang) => {
    const page = await browser.newPage({ lang });
    await visit(page, "/faq");
    const summaries = faqItems(page).locator("summary");
    expect(await summaries.allInnerTexts()).toEqual(FAQ[lang]);
    expect(await openStates(page)).toEqual([false, false, false, false, false]);
    for (let i = 0; i < 5; i++) {
      await summaries.nth(i).click();
      await expect
        .poll(() =>
          faqItems(page)
            .nth(i)
            .evaluate((d) => (d as HTMLDetailsElement).open),
        )
        .toBe(true);
      expect(await faqItems(page).nth(i).locator("p").first().isVisible()).toBe(true);
    }
    expect(await openStates(page)).toEqual([true, true, true, true, true]);
    await summaries.nth(2).click();
    await expect.poll(() => openStates(page)).toEqual([true, true, false, true, true]);
    expect(await faqItems(page).nth(2).locator("p").first().isVisible()).toBe(false);
  });

  it("opens and closes a question by Enter and Space on its summary", async () => {
    const page = await browser.newPage({ lang: "no" });
    await visit(page, "/faq");
    const summary = faqItems(page).nth(1).locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => openStates(page)).toEqual([false, true, false, false, false]);
    await page.keyboard.press("Enter");
    await expect.poll(() => openStates(page)).toEqual([false, false, false, false, false]);
    await page.keyboard.press("Space");
    await expect.poll(() => openStates(page)).toEqual([false, true, false, false, false]);
    await page.keyboard.press("Space");
    await expect.poll(() => openStates(page)).toEqual([false, false, false, false, false]);

    // Tab reaches the next question's summary, which the keyboard opens too.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(FAQ.no[2]);
    await page.keyboard.press("Enter");
    await expect.poll(() => openStates(page)).toEqual([false, false, true, false, false]);
  });

  it("opens the question a link points to", async () => {
    const page = await browser.newPage({ lang: "no" });
    await visit(page, "/faq#refunds");
    await expect.poll(() => openStates(page)).toEqual([false, false, true, false, false]);
  });

  it("works without JavaScript", async () => {
    const page = await browser.newPage({ lang: "en", javaScriptEnabled: false });
    // The English address (decision 030): the bare one is Norwegian for everyone.
    await page.goto("/en/faq");
    const summaries = faqItems(page).locator("summary");
    expect(await summaries.allInnerTexts()).toEqual(FAQ.en);
    await summaries.nth(0).click();
    expect(await openStates(page)).toEqual([true, false, false, false, false]);
    expect(await faqItems(page).nth(0).innerText()).toContain("MAGIC-");
    await summaries.nth(0).click();
    expect(await openStates(page)).toEqual([false, false, false, false, false]);
  });
});

describe("/how-it-works", () => {
  it.each([
    ["no", "For kunder", ["Finn et tilbud", "Kjøp trygt", "Få verdikortet", "Nyt opplevelsen"]],
    ["en", "For customers", ["Browse deals", "Buy securely", "Get your voucher", "Enjoy the experience"]],
  ] as const)("shows the four customer steps in order (%s)", async (lang, heading, steps) => {
    const page = await browser.newPage({ lang });
    await visit(page, "/how-it-works");
    const customers = page.getByRole("region", { name: heading });
    const items = customers.getByRole("list").first().getByRole("listitem");
    expect(await items.count()).toBe(4);
    expect(await items.getByRole("heading", { level: 3 }).allInnerTexts()).toEqual(steps);
  });
});

describe("/help", () => {
  it.each([
    ["no", "Mandag–fredag kl. 09.00–17.00"],
    ["en", "Monday–Friday 09:00–17:00"],
  ] as const)("shows the opening hours and the support phone and e-mail (%s)", async (lang, hours) => {
    const page = await browser.newPage({ lang });
    await visit(page, "/help");
    const main = page.getByRole("main");
    const mainText = await main.innerText();
    expect(mainText).toContain(hours);

    const topBar = await page.locator('a[href^="tel:"]').first().innerText();
    const phone = /:\s*(\+?[\d ]+)$/.exec(topBar)?.[1]?.trim();
    expect(phone, `phone in the top bar "${topBar}"`).toMatch(/^\+47[\d ]+$/);
    expect(await page.getByTestId("support-phone").innerText()).toBe(phone);
    expect(await page.getByTestId("support-phone").getAttribute("href")).toBe(`tel:${phone?.replaceAll(" ", "")}`);

    const email = await page.getByTestId("company-details").locator('a[href^="mailto:"]').innerText();
    expect(await page.getByTestId("support-email").innerText()).toBe(email);
    expect(await page.getByTestId("support-email").getAttribute("href")).toBe(`mailto:${email}`);
  });
});

describe("legal pages", () => {
  it.each([
    ["no", "/terms", /14 dager/],
    ["en", "/terms", /14 days/],
    ["no", "/privacy", null],
    ["en", "/privacy", null],
  ] as const)("name the seller with the footer's org number (%s %s)", async (lang, path, returnRight) => {
    const page = await browser.newPage({ lang });
    await visit(page, path);
    const footer = await page.getByTestId("company-details").innerText();
    const orgNumber = /(\d{3} \d{3} \d{3})/.exec(footer)?.[1];
    expect(orgNumber, "org number in the footer").toBeDefined();
    const main = (await page.getByRole("main").innerText()).replaceAll("\u00a0", " ");
    expect(main).toContain(`MagicDeals AS`);
    expect(main).toContain(orgNumber);
    if (returnRight) expect(main).toMatch(returnRight);
    // Every entry in the table of contents leads to a section of the page.
    const targets = await page
      .getByRole("main")
      .getByRole("navigation")
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(targets.length).toBeGreaterThan(3);
    for (const target of targets) expect(await page.locator(target).count(), target).toBe(1);
  });
});
