// Phones, keyboards and layout in a real Chromium, in both languages: the skip link, the mobile
// menu's focus trap, no sideways scrolling on a 390 px phone, focus never under the sticky
// header, admin tables as cards on a phone, and axe on what changed.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema.server";
import { PUBLIC_PAGES } from "../../server/public-pages";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PARTNER, signIn } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { expectNoAxeViolations } from "../support/axe";
import { MOBILE, setupBrowser, visit, type Lang } from "../support/browser-page";
import { examplePath } from "../support/route-inventory";

const browser = setupBrowser();
const app = setupAppDatabase();

const TEXT = {
  no: { skip: "Hopp til hovedinnholdet", open: "Åpne meny", close: "Lukk meny", menu: "Meny" },
  en: { skip: "Skip to main content", open: "Open menu", close: "Close menu", menu: "Menu" },
} as const;

const LANGS: Lang[] = ["no", "en"];

// Every public page (resources such as sitemap.xml are not pages), with an example for each :param.
const PUBLIC_PATHS = PUBLIC_PAGES.filter((page) => !page.resource).map((page) => examplePath(page.path));
const CUSTOMER_PATHS = ["/account", "/account/settings", "/account/vouchers", "/account/favorites"];
const PARTNER_PATHS = ["/business/dashboard", "/business/deals", "/business/deals/new", "/business/redeem"];
const ADMIN_PATHS = [
  "/admin",
  "/admin/partners",
  "/admin/deals",
  "/admin/customers",
  "/admin/orders",
  "/admin/inbox",
  "/admin/outbox",
  "/admin/newsletter",
  "/admin/audit",
];

let sessions: { customer: string; partner: string; admin: string };
beforeAll(async () => {
  sessions = {
    customer: await signIn(browser.baseUrl, DEMO_CUSTOMER),
    partner: await signIn(browser.baseUrl, DEMO_PARTNER),
    admin: await signIn(browser.baseUrl, DEMO_ADMIN),
  };
  // The audit log of the test app's fresh database may be empty: one entry to lay out.
  await app.db.insert(auditLog).values({
    action: "deal.approve",
    subjectType: "deal",
    subjectId: randomUUID(),
    details: { reason: "layout test" },
  });
});

/** How far the page scrolls sideways beyond the window: 0 when nothing sticks out. */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

/** The paths among these whose page scrolls sideways on a 390 px phone, with how far. */
async function overflowingOnPhone(page: Page, paths: readonly string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    const width = await page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);
    if (width > 390 || (await sidewaysOverflow(page)) > 0) wide.push(`${path}: ${width} px`);
  }
  return wide;
}

/**
 * For each of (up to 15 of) the elements matching selector after the first: from the page's end,
 * with focus on the one before, Tab moves focus upwards out of the window, and the browser scrolls
 * it into view. What then sits (partly) under the sticky header, described.
 */
async function hiddenUnderHeader(page: Page, selector: string): Promise<string[]> {
  const targets = page.locator(selector);
  const count = Math.min(await targets.count(), 16);
  expect(count, `elements matching ${selector}`).toBeGreaterThan(1);
  const covered: string[] = [];
  for (let i = 1; i < count; i++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await targets.nth(i - 1).evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
    await page.keyboard.press("Tab");
    const problem = await page.evaluate(() => {
      const target = document.activeElement;
      const header = document.querySelector("header");
      if (!target || !header) return "no focus or no header";
      const top = target.getBoundingClientRect().top;
      const headerBottom = header.getBoundingClientRect().bottom;
      return top < headerBottom ? `${target.outerHTML.slice(0, 80)} at ${top}, header ends at ${headerBottom}` : null;
    });
    if (problem) covered.push(problem);
  }
  return covered;
}

/** The element that has focus, described for a failure message. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} ${el.textContent?.trim().slice(0, 40) ?? ""}`
      : "";
  });
}

describe.each(LANGS)("layout (%s)", (lang) => {
  const text = TEXT[lang];

  it("has a skip link as the first thing Tab reaches, which moves focus to the page's content", async () => {
    const page = await browser.newPage({ lang });
    await visit(page, "/deals");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: text.skip });
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    // The brand's focus ring shows where the keyboard is.
    expect(await skip.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
    await expectNoAxeViolations(page);

    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    // The next Tab goes on inside the page, past the header's links.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.getElementById("main")?.contains(document.activeElement))).toBe(true);
  });

  it("keeps focus inside the open mobile menu and gives it back to the menu button on Escape", async () => {
    const page = await browser.newPage({ ...MOBILE, lang });
    await visit(page, "/");
    const toggle = page.getByRole("button", { name: text.open });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: text.menu });
    await menu.waitFor();
    await expect.poll(() => menu.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);

    // More Tabs than the menu has things to focus: focus never leaves it, either way round.
    const stops = await menu.locator("a[href], button").count();
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((nav) => nav.contains(document.activeElement)), await focused(page)).toBe(true);
    }
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await menu.evaluate((nav) => nav.contains(document.activeElement)), await focused(page)).toBe(true);
    }
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-controls")))
      .toBe("mobile-menu");

    // The close button gives focus back too.
    await page.keyboard.press("Enter");
    await menu.waitFor();
    await page.getByRole("button", { name: text.close }).last().click();
    await menu.waitFor({ state: "detached" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-controls")))
      .toBe("mobile-menu");
  });

  it("does not scroll sideways on a 390 px phone on any public page", async () => {
    const page = await browser.newPage({ ...MOBILE, lang, allowConsole: /status of 4\d\d/ });
    expect(await overflowingOnPhone(page, PUBLIC_PATHS)).toEqual([]);
  });

  it("does not scroll sideways on a 390 px phone on the customer's, partner's and admin's pages", async () => {
    const wide: string[] = [];
    for (const [session, paths] of [
      [sessions.customer, CUSTOMER_PATHS],
      [sessions.partner, PARTNER_PATHS],
      [sessions.admin, ADMIN_PATHS],
    ] as const) {
      const page = await browser.newPage({ ...MOBILE, lang, session });
      wide.push(...(await overflowingOnPhone(page, paths)));
    }
    expect(wide).toEqual([]);
  });

  it("keeps each step's name inside its place in the partner registration stepper on a phone", async () => {
    const page = await browser.newPage({ ...MOBILE, lang });
    await visit(page, "/business/register");
    const steps = page
      .getByRole("list", { name: lang === "no" ? "Registreringssteg" : "Registration steps" })
      .getByRole("listitem");
    expect(await steps.count()).toBe(3);
    const spilling = await steps.evaluateAll((items) =>
      items.filter((li) => li.scrollWidth > li.clientWidth).map((li) => li.textContent),
    );
    expect(spilling).toEqual([]);
  });

  it.each([
    ["account settings", "/account/settings", "customer", "main input:not([type=hidden]), main select, main textarea"],
    ["the deal editor", "/business/deals/new", "partner", "main input:not([type=hidden]), main select, main textarea"],
    ["the terms", "/terms", null, "main a[href]"],
  ] as const)("never hides what Tab focuses under the sticky header (%s)", async (_, path, who, selector) => {
    const session = who ? sessions[who] : undefined;
    const page = await browser.newPage({ lang, session, viewport: { width: 1280, height: 600 } });
    await visit(page, path);
    expect(await hiddenUnderHeader(page, selector)).toEqual([]);
  });

  it("shows admin tables as cards with their column names on a phone, and in columns on a desktop", async () => {
    const phone = await browser.newPage({ ...MOBILE, lang, session: sessions.admin });
    await visit(phone, "/admin/audit");
    const entry = phone.getByTestId("admin-audit-entry").first();
    expect(await entry.evaluate((row) => getComputedStyle(row).display)).toBe("block");
    const label = await entry
      .locator("td")
      .first()
      .evaluate((cell) => getComputedStyle(cell, "::before").content);
    expect(label).toBe(lang === "no" ? '"Tidspunkt"' : '"When"');
    expect(await sidewaysOverflow(phone)).toBe(0);
    await expectNoAxeViolations(phone);

    // On a desktop the columns keep a gap between them.
    const desktop = await browser.newPage({ lang, session: sessions.admin });
    await visit(desktop, "/admin/audit");
    const gaps = await desktop
      .getByTestId("admin-audit-entry")
      .first()
      .locator("td")
      .evaluateAll((cells) =>
        cells.slice(0, -1).map((cell) => {
          const next = cell.nextElementSibling;
          const text = document.createRange();
          text.selectNodeContents(cell);
          const textRight = Math.max(...[...text.getClientRects()].map((r) => r.right));
          const nextLeft = next
            ? next.getBoundingClientRect().left + parseFloat(getComputedStyle(next).paddingLeft)
            : 0;
          return nextLeft - textRight;
        }),
      );
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(8);
  });
});
