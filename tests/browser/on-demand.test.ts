// Code that draws nothing at a page's first paint comes on first use (decision 044): a visitor who
// only looks at the home page loads none of it; the first press, key or focus brings the side
// menu's, the notices' and the user menu's chunk, the search box's first focus its suggestions'.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import no from "#i18n/locales/no";
import { MOBILE, setupBrowser, visit } from "../support/browser-page";

const browser = setupBrowser();

const ON_DEMAND = /\/assets\/(parts|search-suggestions|recently-viewed-list|guest-merge)-[^/]+\.js$/;

/** The scripts the page asks for, as they are asked for. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

describe("code loaded on first use", () => {
  it("loads none of it while a visitor only looks at the home page, and the menu's at the first press", async () => {
    const page = await browser.newPage(MOBILE);
    const scripts = scriptsOf(page);
    await visit(page, "/");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((script) => ON_DEMAND.test(script))).toEqual([]);

    await page.getByRole("button", { name: "Åpne meny" }).click();
    await page.getByRole("navigation", { name: "Meny" }).waitFor();
    expect(scripts.some((script) => /\/assets\/parts-/.test(script))).toBe(true);
    expect(scripts.some((script) => /\/assets\/search-suggestions-/.test(script))).toBe(false);
  });

  it("loads the search suggestions at the box's first focus and shows them as the visitor types", async () => {
    const page = await browser.newPage();
    const scripts = scriptsOf(page);
    await visit(page, "/");
    const box = page.getByRole("combobox", { name: "Søk etter tilbud" });
    await box.focus();
    await expect.poll(() => scripts.some((script) => /\/assets\/search-suggestions-/.test(script))).toBe(true);
    await box.pressSequentially("mas");
    const list = page.getByRole("listbox");
    await list.getByRole("option").first().waitFor();
    // The headings and the count a screen reader hears come worded by the server, in the page's language.
    const headings = [
      no.deals.suggestPopular,
      no.deals.suggestCategories,
      no.deals.suggestCities,
      no.deals.suggestDeals,
    ];
    expect(headings).toContain(await list.locator("[role=group] > [role=presentation]").first().textContent());
    expect(await page.getByRole("status").filter({ hasText: "forslag" }).textContent()).toMatch(/^\d+ forslag\. /);
  });
});
