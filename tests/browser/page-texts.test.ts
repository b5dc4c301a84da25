// The pages that carry only their own texts (i18n/messages.ts PAGE_SECTIONS) in a real Chromium:
// after hydration and the signed-in visitor's /me, no text on them shows as its bare key, in
// either language, and moving on from one to a page of another set brings that page's texts.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import no from "#i18n/locales/no";
import { PAGE_SECTIONS } from "#i18n/messages";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PARTNER, signIn } from "../support/accounts";
import { setupBrowser, visit, type Lang } from "../support/browser-page";

const browser = setupBrowser();

/** A dictionary key as the translator shows a missing text: "cartPage.title", "deals.results". */
const BARE_KEY = new RegExp(`\\b(${Object.keys(no).join("|")})\\.[a-z][A-Za-z]{2,}`, "g");

const sessions: Record<string, string> = {};
beforeAll(async () => {
  sessions.customer = await signIn(browser.baseUrl, DEMO_CUSTOMER);
  sessions.partner = await signIn(browser.baseUrl, DEMO_PARTNER);
  sessions.admin = await signIn(browser.baseUrl, DEMO_ADMIN);
});

/** Who opens each page: the catalogue pages are the same for everyone (an anonymous visitor here). */
const WHO: Record<string, string | undefined> = {
  "/": undefined,
  "/deals": undefined,
  "/cart": "customer",
  "/account/vouchers": "customer",
  "/account/settings": "customer",
  "/business/dashboard": "partner",
  "/admin": "admin",
};

async function bareKeys(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  const text = await page.locator("body").innerText();
  const attributes = await page.evaluate(() =>
    [...document.querySelectorAll("[aria-label],[placeholder],[title],[alt]")]
      .flatMap((element) => ["aria-label", "placeholder", "title", "alt"].map((name) => element.getAttribute(name)))
      .filter((value): value is string => value !== null)
      .join("\n"),
  );
  return [...`${text}\n${attributes}`.matchAll(BARE_KEY)].map((match) => match[0]);
}

describe("pages with their own texts", () => {
  it("has a visitor for each of them", () => {
    expect(Object.keys(WHO).sort()).toEqual(Object.keys(PAGE_SECTIONS).sort());
  });

  for (const lang of ["no", "en"] as Lang[]) {
    for (const [path, who] of Object.entries(WHO)) {
      it(`${path} (${lang}) shows no bare text key`, async () => {
        const page = await browser.newPage({ lang, session: who && sessions[who] });
        const response = await visit(page, path);
        expect(response?.status()).toBe(200);
        expect(await bareKeys(page)).toEqual([]);
      });
    }
  }

  it("brings the next page's texts on a move from the dashboard to the deal editor and from /admin to its deals", async () => {
    const partner = await browser.newPage({ session: sessions.partner });
    await visit(partner, "/business/dashboard");
    await partner.locator('a[href="/business/deals/new"]').first().click();
    await partner.waitForURL("**/business/deals/new");
    expect(await bareKeys(partner)).toEqual([]);

    const admin = await browser.newPage({ session: sessions.admin });
    await visit(admin, "/admin");
    await admin.locator('a[href="/admin/deals"]').first().click();
    await admin.waitForURL("**/admin/deals");
    expect(await bareKeys(admin)).toEqual([]);
  });
});
