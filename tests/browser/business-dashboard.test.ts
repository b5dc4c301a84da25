// The business dashboard in a real Chromium: the gate, the numbers after a view and a purchase
// made in the same test, the chart, the period selector, plan changes with the deal limit, API
// keys created and revoked on the page and used over HTTP, and axe.
import { randomUUID } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealEvents, dealPackages, deals, orders, partnerProfiles, partners } from "../../db/schema.server";
import { DEMO_PARTNER, register, sessionFor, signIn, findDemoPartnerId } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { expectNoAxeViolations } from "../support/axe";
import { main, path } from "../support/browser-actions";
import { MOBILE, setupBrowser, visit } from "../support/browser-page";
import { fillGuestCart } from "../support/checkout-form";
import { HttpClient } from "../support/http-client";
import { createPartner } from "../../domain/demo/factories.server";
import { createDeal, endCreatedDeals } from "../support/partner-fixtures";
import { payAtCheckoutByCard } from "../support/checkout-form";

const browser = setupBrowser();
const app = setupAppDatabase();
// Headless Chromium calls itself HeadlessChrome, which the view counter rightly skips as a bot.
const PERSON_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

const digits = (text: string) => Number(text.replace(/[^\d-]/g, ""));
const statValue = async (page: Page, id: string) =>
  digits(await page.getByTestId(`stat-${id}`).getByTestId("stat-value").innerText());

let demoSession: string;
let demoPartnerId: string;
let imageSrc: string;
afterAll(() => endCreatedDeals(app.db));

beforeAll(async () => {
  demoSession = await signIn(browser.baseUrl, DEMO_PARTNER);
  demoPartnerId = await findDemoPartnerId(app.db);
  const [image] = await app.db.select({ src: deals.imageSrc }).from(deals).limit(1);
  imageSrc = image!.src;
});

describe("the gate", () => {
  it("sends a visitor who is not signed in to the business sign-in, replacing the history entry", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    await visit(page, "/business/dashboard?days=7");
    expect(path(page)).toBe(`/business/login?redirectTo=${encodeURIComponent("/business/dashboard?days=7")}`);
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("sends a signed-in customer to the business sign-in too", async () => {
    const { session } = await register(browser.baseUrl, "Kari Kunde");
    const page = await browser.newPage({ session });
    await visit(page, "/business/dashboard");
    expect(path(page)).toBe("/business/login?redirectTo=%2Fbusiness%2Fdashboard");
  });
});

describe("the demo partner's numbers", () => {
  it("counts a view and a purchase made just now, exactly", async () => {
    const [deal] = await app.db
      .select({ id: deals.id, title: deals.title, original: deals.originalPriceOre, price: dealPackages.priceOre })
      .from(deals)
      .innerJoin(dealPackages, and(eq(dealPackages.dealId, deals.id), eq(dealPackages.kind, "basic")))
      .where(and(eq(deals.partnerId, demoPartnerId), eq(deals.status, "published"), gt(deals.endsAt, sql`now()`)))
      .orderBy(deals.id)
      .limit(1);
    if (!deal) throw new Error("The demo partner has no live deal");

    const dashboard = await browser.newPage({ session: demoSession });
    await visit(dashboard, "/business/dashboard?days=7");
    await main(dashboard).getByRole("heading", { level: 1, name: "Dashbord" }).waitFor();
    const viewsBefore = await statValue(dashboard, "views");
    const revenueBefore = await statValue(dashboard, "revenue");

    // A customer opens the deal page once (one view), then buys one basic voucher as a guest.
    const viewCount = async () =>
      (
        await app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(dealEvents)
          .where(eq(dealEvents.dealId, deal.id))
      )[0]!.n;
    const eventsBefore = await viewCount();
    const customer = await browser.newPage({ userAgent: PERSON_AGENT });
    await visit(customer, `/deal/${deal.id}`);
    await expect.poll(viewCount).toBe(eventsBefore + 1);

    await fillGuestCart(customer, app.pool, [{ dealId: deal.id, kind: "basic", quantity: 1 }]);
    const email = `kjoper+${randomUUID()}@example.no`;
    await visit(customer, "/checkout");
    await main(customer).getByLabel("E-post for verdikortene", { exact: true }).fill(email);
    await payAtCheckoutByCard(customer);
    await customer.waitForURL(/\/payment\/success\?order=/);
    const [order] = await app.db.select({ total: orders.totalOre }).from(orders).where(eq(orders.email, email));
    expect(order?.total).toBe(deal.price);

    await visit(dashboard, "/business/dashboard?days=7");
    expect(await statValue(dashboard, "views")).toBe(viewsBefore + 1);
    expect(await statValue(dashboard, "revenue")).toBe(revenueBefore + Math.round(deal.price / 100));
    const trend = dashboard.getByTestId("stat-views").getByTestId("stat-trend");
    const text = await trend.innerText();
    // Green for +, red for -, neutral only for "Ny"/no change.
    const tone = await trend.getAttribute("data-tone");
    if (text.startsWith("+")) expect(tone).toBe("up");
    else if (text.startsWith("-")) expect(tone).toBe("down");
    else expect(["Ny", "Ingen endring", "0,0\u00a0%"]).toContain(text);

    // The chart draws its bars once the script has run; today's bar pair is in the table too.
    await dashboard.locator("[data-testid=performance-chart] svg .recharts-bar-rectangle").first().waitFor();
    expect(await dashboard.getByRole("img", { name: /Søylediagram: visninger og salg per dag/ }).count()).toBe(1);
    // A partner that has sold sees its chart, not the new partner's checklist.
    expect(await dashboard.getByTestId("getting-started").count()).toBe(0);
    const rows = dashboard.getByTestId("chart-table").locator("tbody tr");
    expect(await rows.count()).toBe(7);
    const todayCells = await rows.last().locator("td").allInnerTexts();
    expect(Number(todayCells[0])).toBeGreaterThanOrEqual(1);
    expect(Number(todayCells[1])).toBeGreaterThanOrEqual(1);

    await expectNoAxeViolations(dashboard);
  });

  it("switches the period with the selector", async () => {
    const page = await browser.newPage({ session: demoSession });
    await visit(page, "/business/dashboard");
    const nav = page.getByRole("navigation", { name: "Periode" });
    expect(await nav.getByRole("link", { name: "30 dager" }).getAttribute("aria-current")).toBe("page");
    expect(await page.getByTestId("chart-table").locator("tbody tr").count()).toBe(30);

    await nav.getByRole("link", { name: "7 dager" }).click();
    await page.waitForURL(/\?days=7$/);
    await expect.poll(() => page.getByTestId("chart-table").locator("tbody tr").count()).toBe(7);
    expect(await nav.getByRole("link", { name: "7 dager" }).getAttribute("aria-current")).toBe("page");

    await nav.getByRole("link", { name: "90 dager" }).click();
    await page.waitForURL(/\?days=90$/);
    await expect.poll(() => page.getByTestId("chart-table").locator("tbody tr").count()).toBe(90);
    // The newest six of the partner's deals, and the way to all of them.
    const dealCards = page.getByTestId("dashboard-deal");
    expect(await dealCards.count()).toBe(6);
    const [owned] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(deals)
      .where(eq(deals.partnerId, demoPartnerId));
    const allDeals = page.getByTestId("dashboard-all-deals");
    expect(await allDeals.innerText()).toBe(`Viser de 6 nyeste av ${owned?.n} tilbud. Alle tilbudene dine`);
    expect(await allDeals.getByRole("link", { name: "Alle tilbudene dine" }).getAttribute("href")).toBe(
      "/business/deals",
    );
    const href = await dealCards.first().getByRole("link").getAttribute("href");
    expect(href).toMatch(/^\/business\/deals\/\d+\/edit$/);
    expect(await main(page).getByRole("link", { name: "Opprett nytt tilbud" }).getAttribute("href")).toBe(
      "/business/deals/new",
    );
    expect(await main(page).getByRole("link", { name: "Løs inn verdikort" }).getAttribute("href")).toBe(
      "/business/redeem",
    );
  });
});

describe("the chart on a phone", () => {
  it("is drawn once the partner scrolls to it, not while it is below the stat cards", async () => {
    const page = await browser.newPage({ session: demoSession, ...MOBILE });
    const chartScripts: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("performance-chart-drawing")) chartScripts.push(request.url());
    });
    await visit(page, "/business/dashboard");
    const chart = page.getByTestId("performance-chart");
    // Well below the screen and the 200 px ahead of it that the page watches.
    expect((await chart.boundingBox())?.y).toBeGreaterThan(MOBILE.viewport.height + 200);
    expect(chartScripts).toEqual([]);
    expect(await chart.locator("svg").count()).toBe(0);

    await chart.scrollIntoViewIfNeeded();
    await chart.locator("svg .recharts-bar-rectangle").first().waitFor();
    expect(chartScripts).toHaveLength(1);
  });
});

describe("what the page sends", () => {
  it("labels the chart's days one after the other up to today, and draws every plan's ticks", async () => {
    const page = await browser.newPage({ session: demoSession });
    await visit(page, "/business/dashboard?days=7");
    const osloDay = (daysAgo: number) =>
      new Intl.DateTimeFormat("nb-NO", {
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
        timeZone: "Europe/Oslo",
      }).format(new Date(Date.now() - daysAgo * 86_400_000));
    const labels = await page.getByTestId("chart-table").locator("tbody th").allInnerTexts();
    expect(labels).toEqual([6, 5, 4, 3, 2, 1, 0].map(osloDay));

    // Each feature of each plan shows its tick: a copy of one drawn symbol (a missing one draws nothing).
    const plans = page.getByRole("group", { name: "Velg abonnement" });
    const features = plans.locator("li");
    expect(await features.count()).toBeGreaterThan(3);
    const ticks = plans.locator("li svg use");
    expect(await ticks.count()).toBe(await features.count());
    for (const tick of await ticks.all()) {
      const href = await tick.getAttribute("href");
      expect(await page.locator(`symbol${href ?? ""}`).count()).toBe(1);
      expect((await tick.boundingBox())?.width).toBeGreaterThan(8);
    }
    // No deal card on this page: the shell's card icons are left out, and come back with the cards.
    expect(await page.locator("symbol#icon-heart").count()).toBe(0);
    await page.getByRole("link", { name: "MagicDeals, til forsiden" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.locator("symbol#icon-heart").waitFor({ state: "attached" });
  });
});

describe("the end of the free trial", () => {
  it("tells a partner its trial ended, and takes the banner away once the plan is confirmed", async () => {
    const partner = await createPartner(app.db, { plan: "ecommerce", name: "Bodø Prøvebakeri" });
    await app.db
      .update(partnerProfiles)
      .set({ trialEndsAt: new Date("2026-01-31T12:00:00Z") })
      .where(eq(partnerProfiles.partnerId, partner.partnerId));
    const page = await browser.newPage({ session: await sessionFor(app.db, partner.userId), lang: "en" });
    await visit(page, "/business/dashboard");
    const banner = page.getByTestId("trial-ended");
    expect(await banner.innerText()).toContain("Your trial ended on 31/01/2026");
    expect(await banner.innerText()).toContain("Confirm a plan to keep selling.");
    const confirm = page.getByTestId("confirm-plan");
    expect(await confirm.innerText()).toContain("Confirm E-commerce at 2,999\u00a0kr per month.");
    await expectNoAxeViolations(page);

    await confirm.getByRole("button", { name: "Confirm plan" }).click();
    await main(page).getByText("Thank you! E-commerce is confirmed at 2,999\u00a0kr per month.").waitFor();
    await expect.poll(() => banner.count()).toBe(0);
    expect(await confirm.count()).toBe(0);
    const mails = await app.pool.query<{ subject: string }>(`SELECT subject FROM mail_messages WHERE "to" = $1`, [
      partner.email,
    ]);
    expect(mails.rows.map((m) => m.subject)).toEqual(["You have confirmed the E-commerce plan"]);
  });
});

describe("a new partner: status, empty states, plan and API keys", () => {
  it("explains what to do next, creates, uses and revokes API keys, and keeps the plan limit", async () => {
    const partner = await createPartner(app.db, { plan: "growth", status: "pending", name: "Tromsø Testbakeri" });
    // The refused key name (400), the key refused while pending (403) and the refused plan (409)
    // are answered with those statuses.
    const page = await browser.newPage({
      session: await sessionFor(app.db, partner.userId),
      lang: "en",
      allowConsole: /status of (400|403|409)/,
    });
    await visit(page, "/business/dashboard");
    expect(await page.getByTestId("partner-status").innerText()).toContain("Your business is pending verification");
    expect(await main(page).getByText("You have no deals yet").isVisible()).toBe(true);
    // Instead of an empty chart, the first steps, each with the page where it is done.
    const checklist = page.getByTestId("getting-started");
    expect(await checklist.getByRole("heading", { name: "Getting started" }).isVisible()).toBe(true);
    expect(await checklist.innerText()).toContain("0 of 6 steps done.");
    expect(await checklist.getByRole("listitem").allInnerTexts()).toHaveLength(6);
    expect(await checklist.getByRole("link", { name: "Create a deal" }).getAttribute("href")).toBe(
      "/en/business/deals/new",
    );
    expect(await main(page).getByRole("heading", { name: "Views and sales" }).count()).toBe(0);
    expect(await page.getByTestId("stat-views").getByTestId("stat-trend").innerText()).toBe("No change");
    expect(await main(page).getByText("No keys yet.", { exact: false }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // A key with no name is refused next to the field.
    await main(page).getByRole("button", { name: "Create key" }).click();
    await page.locator("#field-name-error").waitFor();
    expect(await page.locator("#field-name-error").innerText()).not.toBe("");

    // Keys only once approved: a pending partner on a plan with the API is told so.
    await main(page).getByLabel("Key name").fill("For tidlig");
    await main(page).getByRole("button", { name: "Create key" }).click();
    await main(page).getByText("API keys are available once an administrator has approved your business.").waitFor();
    expect(await page.getByTestId("new-api-key").count()).toBe(0);
    await app.db.update(partners).set({ status: "approved" }).where(eq(partners.id, partner.partnerId));
    await visit(page, "/business/dashboard");

    const createKey = async (name: string) => {
      await main(page).getByLabel("Key name").fill(name);
      await main(page).getByRole("button", { name: "Create key" }).click();
      await main(page).getByText(`New API key: ${name}`).waitFor();
      return page.getByTestId("new-api-key").innerText();
    };
    const kept = await createKey("Kassesystem");
    const dropped = await createKey("Regnskap");
    expect(kept).toMatch(/^mdk_/);
    await expect.poll(() => page.getByTestId("api-key-row").count()).toBe(2);
    await visit(page, "/business/dashboard");
    // Shown once: after a reload only the prefix is left.
    expect(await page.getByTestId("new-api-key").count()).toBe(0);
    expect(await page.content()).not.toContain(kept);
    expect(
      await page
        .getByTestId("api-key-row")
        .filter({ hasText: kept.slice(0, 12) })
        .count(),
    ).toBe(1);

    const api = new HttpClient(browser.baseUrl);
    const asKey = (key: string) => api.get("/api/business/deals", { headers: { Authorization: `Bearer ${key}` } });
    expect((await asKey(kept)).status).toBe(200);
    expect(await (await asKey(dropped)).json()).toEqual([]);

    await main(page).getByRole("button", { name: "Revoke the key Regnskap" }).click();
    await main(page).getByText("The key is revoked and no longer works.").waitFor();
    // The list follows once the page's data has been reloaded after the post.
    await expect.poll(() => page.getByTestId("api-key-row").count()).toBe(1);
    expect((await asKey(dropped)).status).toBe(401);
    expect((await asKey(kept)).status).toBe(200);
    await visit(page, "/business/dashboard");
    expect(await page.getByTestId("api-key-row").filter({ hasText: "Kassesystem" }).innerText()).not.toContain("Never");

    // Four deals running: Starter (3) is refused with the reason, E-commerce (10) is fine.
    for (let i = 0; i < 4; i++) await createDeal(app.db, partner.partnerId, { imageSrc });
    await visit(page, "/business/dashboard");
    expect(await page.getByTestId("dashboard-deal").count()).toBe(4);
    await main(page)
      .getByRole("radio", { name: /^Starter/ })
      .check();
    await main(page).getByRole("button", { name: "Change plan" }).click();
    await main(page)
      .getByText("You have 4 deals published or pending approval, but Starter allows only 3.", { exact: false })
      .waitFor();
    expect(await page.getByTestId("current-plan").innerText()).toBe("Your plan: Growth");

    await main(page)
      .getByRole("radio", { name: /^E-commerce/ })
      .check();
    await main(page).getByRole("button", { name: "Change plan" }).click();
    await main(page).getByText("Your plan is now E-commerce.").waitFor();
    await expect.poll(() => page.getByTestId("current-plan").innerText()).toBe("Your plan: E-commerce");
    await expect.poll(() => page.getByTestId("api-not-included").innerText()).toContain("Growth");
    // The plan no longer includes the API: the remaining key is refused with 403.
    expect((await asKey(kept)).status).toBe(403);
    await expectNoAxeViolations(page);
  });
});
