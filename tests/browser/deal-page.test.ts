// The deal page as a buyer on a phone or a desktop meets it, in both languages: the buy bar
// and the price under the title on a 390 px phone, sharing (copy, e-mail, SMS), the sold count
// grouped by thousands and "Nytt tilbud" for a deal nobody has rated, on the page and its card.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { setupAppDatabase } from "../support/app-database";
import { MOBILE, setupBrowser, visit, type Lang } from "../support/browser-page";

const browser = setupBrowser();
const db = setupAppDatabase();

const NBSP = "\u00a0";

const TEXTS = {
  no: {
    bar: new RegExp(`^Fra [\\d${NBSP}]+${NBSP}kr · Velg og kjøp$`),
    copy: "Kopier lenke",
    email: "Del på e-post",
    sms: "Del på SMS",
    copied: "Lenken er kopiert",
    sold: `2${NBSP}193 kjøpt`,
    newDeal: "Nytt tilbud",
    lowest30: "Laveste pris siste 30 dager: ",
    cardLowest30: "Førpris: laveste pris siste 30 dager",
    ordinary: /^Førprisen [\d\u00a0]+\u00a0kr er bedriftens ordinære pris, kontrollert av MagicDeals\.$/,
  },
  en: {
    bar: new RegExp(`^From [\\d,]+${NBSP}kr · Choose and buy$`),
    copy: "Copy link",
    email: "Share by e-mail",
    sms: "Share by SMS",
    copied: "Link copied",
    sold: "2,193 bought",
    newDeal: "New deal",
    lowest30: "Lowest price in the last 30 days: ",
    cardLowest30: "Before price: lowest in the last 30 days",
    ordinary: /^The before price [\d,]+\u00a0kr is the business's ordinary price, checked by MagicDeals\.$/,
  },
} as const;

/** Whole kroner from a shown price such as "1 418 kr" or "1,418 kr". */
const kroner = (text: string) => Number(text.replace(/[\s\u00a0,]|kr/g, ""));

/** Whether the element's top edge is inside the window. */
const onScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight;
  });

// A live deal no other test changes; its rating and sold count are put back afterwards.
let deal = { id: 0, title: "", title_en: null as string | null, rating: "0", review_count: 0, sold_count: 0 };
beforeAll(async () => {
  const [row] = await db.rows<typeof deal>(
    `SELECT id, title, title_en, rating, review_count, sold_count FROM deals WHERE status = 'published' AND ends_at > now() + interval '1 day'
      AND units_cap IS NULL ORDER BY id LIMIT 1 OFFSET 11`,
  );
  deal = row!;
});
afterAll(async () => {
  await db.pool.query("UPDATE deals SET rating = $2, sold_count = $3, review_count = $4 WHERE id = $1", [
    deal.id,
    deal.rating,
    deal.sold_count,
    deal.review_count,
  ]);
});

describe.each(["no", "en"] as const)("the deal page (%s)", (lang: Lang) => {
  const text = TEXTS[lang];

  it("on a 390 px phone: price under the title, a buy bar that jumps to the purchase box, no axe violations", async () => {
    const page = await browser.newPage({ ...MOBILE, lang });
    await visit(page, "/deal/2");
    const title = page.getByRole("heading", { level: 1 });
    const price = page.getByTestId("phone-price");
    expect(await price.isVisible()).toBe(true);
    const titleBox = (await title.boundingBox())!;
    const priceBox = (await price.boundingBox())!;
    // Right under the title, before the description.
    expect(priceBox.y).toBeGreaterThan(titleBox.y);
    expect(priceBox.y - (titleBox.y + titleBox.height)).toBeLessThan(120);

    const bar = page.getByTestId("buy-bar").getByRole("link");
    expect(await bar.isVisible()).toBe(true);
    const label = await bar.innerText();
    expect(label).toMatch(text.bar);
    // "From" the cheapest package one person can buy: Basis, the deal's price.
    const basic = kroner(/([\d\u00a0,]+\u00a0kr)/.exec(await price.innerText())![1]!);
    expect(kroner(/([\d\u00a0,]+\u00a0kr)/.exec(label)![1]!)).toBe(basic);

    expect(await onScreen(page, "#purchase")).toBe(false);
    await bar.click();
    await expect.poll(() => onScreen(page, "#purchase")).toBe(true);
    expect(new URL(page.url()).hash).toBe("#purchase");
    // With the box on screen the bar steps aside, and stays away below it (over the footer).
    await expect.poll(() => bar.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The bar follows the scroll a frame later: asked once it has seen the new position.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect.poll(() => bar.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it("on a desktop: no buy bar and no second price (the box is beside the text)", async () => {
    const page = await browser.newPage({ lang });
    await visit(page, "/deal/2");
    expect(await page.getByTestId("buy-bar").isVisible()).toBe(false);
    expect(await page.getByTestId("phone-price").isVisible()).toBe(false);
  });

  it("shares the deal: copy link with a toast, e-mail and SMS links carrying the deal's address", async () => {
    const page = await browser.newPage({ lang, permissions: ["clipboard-read", "clipboard-write"] });
    await visit(page, "/deal/2");
    const title = await page.getByRole("heading", { level: 1 }).innerText();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/\/deal\/2$/);

    const mail = new URL((await page.getByRole("link", { name: text.email }).getAttribute("href"))!);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.searchParams.get("subject")).toBe(title);
    expect(mail.searchParams.get("body")).toContain(canonical);
    const sms = new URL((await page.getByRole("link", { name: text.sms }).getAttribute("href"))!);
    expect(sms.protocol).toBe("sms:");
    expect(sms.searchParams.get("body")).toContain(title);
    expect(sms.searchParams.get("body")).toContain(canonical);

    await page.getByRole("button", { name: text.copy }).click();
    await page.getByTestId("toast").getByText(text.copied, { exact: true }).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    await expectNoAxeViolations(page);
  });

  it('writes the sold count grouped ("2 193 kjøpt") and "Nytt tilbud" for an unrated deal, on the page and its card', async () => {
    await db.pool.query("UPDATE deals SET rating = 0, review_count = 0, sold_count = 2193 WHERE id = $1", [deal.id]);
    const page = await browser.newPage({ lang });
    // A query string the page cache has not seen: a fresh render of the values just set.
    await visit(page, `/deal/${deal.id}?fresh=sold-${lang}`);
    const main = page.getByRole("main");
    expect(await main.getByText(text.sold, { exact: true }).isVisible()).toBe(true);
    expect(await main.getByText(text.newDeal, { exact: true }).isVisible()).toBe(true);
    // "0,0" as a rating, not inside a time of day such as the opening hours' "09.00".
    expect(await main.getByText(/(^|[^\d])0[,.]0(?!\d)/).count()).toBe(0);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
    expect(jsonLd.aggregateRating).toBeUndefined();
    await expectNoAxeViolations(page);

    const title = lang === "en" ? (deal.title_en ?? deal.title) : deal.title;
    await visit(page, `/deals?q=${encodeURIComponent(title)}&fresh=sold-${lang}`);
    const card = page
      .getByTestId("deal-card")
      .filter({ has: page.getByRole("link", { name: title, exact: true }) })
      .first();
    await card.waitFor();
    expect(await card.getByText(text.sold, { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText(text.newDeal, { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText(/0[,.]0/).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("says what the struck-through price is: the lowest of the last 30 days after a price cut, else the ordinary price", async () => {
    const [cut] = await db.rows<{ id: number; before: string; title: string; title_en: string | null }>(
      "SELECT id, title, title_en, original_price_ore AS before FROM deals WHERE before_price_basis = 'lowest30' LIMIT 1",
    );
    const page = await browser.newPage({ lang });
    await visit(page, `/deal/${cut!.id}`);
    const basis = page.locator("#purchase").getByTestId("before-price-basis");
    const shown = await basis.innerText();
    expect(shown.startsWith(text.lowest30)).toBe(true);
    expect(kroner(shown.slice(text.lowest30.length)) * 100).toBe(Number(cut!.before));
    await expectNoAxeViolations(page);

    await visit(page, `/deal/${deal.id}`);
    expect(await page.locator("#purchase").getByTestId("before-price-basis").innerText()).toMatch(text.ordinary);

    // Its card in a listing says it too, in a few words.
    const title = lang === "en" ? (cut!.title_en ?? cut!.title) : cut!.title;
    await visit(page, `/deals?q=${encodeURIComponent(title)}&fresh=cut-${lang}`);
    const card = page
      .getByTestId("deal-card")
      .filter({ has: page.getByRole("link", { name: title, exact: true }) })
      .first();
    expect(await card.getByTestId("before-price-basis").innerText()).toBe(text.cardLowest30);
  });
});
