// The wishlist page: saved deals from browser storage, shown with their current cards.
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { setupBrowser, visit } from "../support/browser-page";

const browser = setupBrowser();

describe("wishlist", () => {
  it("shows the empty state with a way to the deals", async () => {
    const page = await browser.newPage();
    await visit(page, "/wishlist");
    await page.getByRole("heading", { name: "Ønskelisten din er tom" }).waitFor();
    expect(await page.getByRole("link", { name: "Se tilbud" }).getAttribute("href")).toBe("/deals");
    await expectNoAxeViolations(page);
  });

  it("lists the deals saved with the heart and drops one when its heart is clicked again", async () => {
    const page = await browser.newPage();
    await visit(page, "/deals?sort=popular");
    const cards = page.getByTestId("deal-card");
    const titles = [
      await cards.nth(0).getByRole("heading").innerText(),
      await cards.nth(1).getByRole("heading").innerText(),
    ];
    await cards
      .nth(0)
      .getByRole("button", { name: /ønskelisten/ })
      .click();
    await cards
      .nth(1)
      .getByRole("button", { name: /ønskelisten/ })
      .click();
    await expect.poll(() => page.getByTestId("header-wishlist").getByTestId("count-badge").innerText()).toBe("2");

    await visit(page, "/wishlist");
    await expect.poll(() => page.getByTestId("deal-card").count()).toBe(2);
    expect(await page.getByTestId("deal-card").getByRole("heading").allInnerTexts()).toEqual(titles);
    await expectNoAxeViolations(page);

    await page
      .getByTestId("deal-card")
      .first()
      .getByRole("button", { name: /Fjern .* fra ønskelisten/ })
      .click();
    await expect.poll(() => page.getByTestId("deal-card").count()).toBe(1);
    expect(await page.getByTestId("deal-card").getByRole("heading").innerText()).toBe(titles[1]);
  });

  it("works in English", async () => {
    const page = await browser.newPage({ lang: "en" });
    await visit(page, "/wishlist");
    await page.getByRole("heading", { name: "Your wishlist is empty" }).waitFor();
    expect(await page.getByRole("link", { name: "Browse Deals" }).isVisible()).toBe(true);
  });
});
