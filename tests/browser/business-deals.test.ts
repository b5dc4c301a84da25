// The partner's deal editor and voucher redemption in a real Chromium, signed in as the demo
// partner: a deal with an uploaded image (pending until an admin approves it through the domain
// function), a validation error that keeps everything typed, and a voucher bought in the same
// test redeemed once. Axe on each page.
import { randomUUID } from "node:crypto";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deals, partners, users } from "../../db/schema.server";
import { osloDay, parseDealInput } from "../../domain/partners/deal-input.server";
import { storeImage } from "../../domain/platform/images.server";
import { createDeal } from "../../domain/partners/partner-deals.server";
import { decideDeal } from "../../domain/partners/deal-moderation.server";
import { pendingRevision } from "../../domain/partners/deal-revisions.server";
import { createMailer } from "../../domain/platform/mail.server";
import { createDeals, createPartner, type DealValues } from "../../domain/demo/factories.server";
import { DEMO_PARTNER, register, sessionFor, signIn, findDemoPartnerId } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { expectNoAxeViolations } from "../support/axe";
import { fieldError, main } from "../support/browser-actions";
import { setupBrowser, visit } from "../support/browser-page";
import { fillGuestCart } from "../support/checkout-form";
import { HttpClient } from "../support/http-client";
import { payAtCheckoutByCard } from "../support/checkout-form";

const browser = setupBrowser();
const app = setupAppDatabase();
const outbox = createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>");
const approveDeal = async (dealId: number, adminId: string) =>
  decideDeal(app.db, outbox, {
    adminId,
    revisionId: (await pendingRevision(app.db, dealId))!.id,
    decision: { approve: true },
    origin: browser.baseUrl,
  });
const DATE = { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Oslo" } as const;
const todayNo = () => new Date().toLocaleDateString("nb-NO", DATE);
const NOT_FOUND = /Failed to load resource: the server responded with a status of 404/;
// Refused lookups and redemptions answer 404, 409 or 429, which Chromium logs.
const REFUSED = /Failed to load resource: the server responded with a status of (404|409|429)/;

let partnerSession = "";
let partnerId = "";
beforeAll(async () => {
  partnerSession = await signIn(browser.baseUrl, DEMO_PARTNER);
  partnerId = await findDemoPartnerId(app.db);
});

// Deals this file makes are deleted at the end: other files count the seeded catalogue exactly.
const createdTitles: string[] = [];
afterAll(async () => {
  await app.pool.query("DELETE FROM deals WHERE partner_id = $1 AND title = ANY($2)", [partnerId, createdTitles]);
});
const uniqueTitle = (prefix: string) => {
  const title = `${prefix} ${randomUUID().slice(0, 8)}`;
  createdTitles.push(title);
  return title;
};

const newPage = (session: string, allowConsole?: RegExp) => browser.newPage({ session, allowConsole });

/** Prices use no-break spaces ("1 299 kr"); compare with plain ones. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 120, b: 160 } } })
    .jpeg()
    .toBuffer();

async function fillDeal(page: Page, title: string, prices: { original: string; discounted: string }) {
  await field(page, "Tittel (bokmål)").fill(title);
  await field(page, "Beskrivelse (bokmål)").fill("Deilig ansiktsbehandling med rens, peeling og maske.");
  await field(page, "Vilkår (bokmål)").fill("Bestill time på forhånd. Gjelder ikke helligdager.");
  await field(page, "Kategori").selectOption("beauty-spa");
  await field(page, "By").fill("Oslo");
  await field(page, "Adresse der verdikortet brukes").fill("Karl Johans gate 10");
  await field(page, "Ordinær pris (kr, inkl. mva.)").fill(prices.original);
  await field(page, "Tilbudspris (kr, inkl. mva.)").fill(prices.discounted);
  await main(page)
    .getByLabel("Last opp bilde")
    .setInputFiles({ name: "ansikt.jpg", mimeType: "image/jpeg", buffer: await photo() });
}
const confirmBox = (page: Page) => main(page).getByLabel(/Jeg bekrefter at den ordinære prisen/);
// A new deal is sent for approval; an edit of one already sent is saved.
const save = (page: Page) => main(page).getByRole("button", { name: /^(Send til godkjenning|Lagre tilbud)$/ });

describe("deal editor", () => {
  it("creates a deal with an uploaded image: pending, not public, until an admin approves it", async () => {
    const page = await newPage(partnerSession, NOT_FOUND);
    await visit(page, "/business/deals/new");
    await expectNoAxeViolations(page);
    // A new deal starts where the business is, in the category of its latest deal.
    const [profile] = await app.db
      .select({ city: partners.city, address: partners.address })
      .from(partners)
      .where(eq(partners.id, partnerId));
    const [latest] = await app.db
      .select({ categoryId: deals.categoryId })
      .from(deals)
      .where(eq(deals.partnerId, partnerId))
      .orderBy(desc(deals.createdAt), desc(deals.id))
      .limit(1);
    expect(await field(page, "By").inputValue()).toBe(profile!.city);
    expect(await field(page, "Adresse der verdikortet brukes").inputValue()).toBe(profile!.address);
    expect(await field(page, "Kategori").inputValue()).toBe(latest!.categoryId);
    await main(page).getByText("Fylt ut fra bedriftsprofilen og det siste tilbudet ditt.", { exact: false }).waitFor();
    const title = uniqueTitle("Ansiktsbehandling");
    await fillDeal(page, title, { original: "1200", discounted: "780" });
    expect(await page.getByTestId("discount").innerText()).toBe("Rabatt: 35 %");
    await main(page).getByText("Standard: 1 170 kr").waitFor(); // premium 1.5 × 780
    await confirmBox(page).check();
    await save(page).click();
    await page.waitForURL(/\/business\/deals\?saved=created$/);
    await main(page).getByText("Tilbudet er lagret og venter på godkjenning").waitFor();
    const row = page.locator("tr", { hasText: title });
    expect(await row.getByTestId("deal-status").innerText()).toBe("Venter på godkjenning");
    await expectNoAxeViolations(page);

    const [deal] = await app.db
      .select()
      .from(deals)
      .where(and(eq(deals.partnerId, partnerId), eq(deals.title, title)));
    expect(deal).toMatchObject({ status: "pending", originalPriceOre: 120_000, discountedPriceOre: 78_000 });
    expect(deal!.imageSrc).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const image = await page.request.get(deal!.imageSrc);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");
    expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(await image.body()).metadata()).width).toBe(800);

    expect((await page.goto(`/deal/${deal!.id}`))?.status()).toBe(404);

    const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    expect(await approveDeal(deal!.id, admin!.id)).toMatchObject({ ok: true });
    await visit(page, `/deal/${deal!.id}`);
    await main(page).getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await main(page).getByRole("img", { name: title }).first().getAttribute("src")).toBe(deal!.imageSrc);
  });

  it("keeps everything typed, the stored image too, when a field is wrong", async () => {
    const page = await newPage(partnerSession, /status of 400/);
    await visit(page, "/business/deals/new");
    const title = uniqueTitle("Massasje");
    await fillDeal(page, title, { original: "500", discounted: "600" });
    await save(page).click();
    await fieldError(page, "discountedPrice").waitFor();
    expect(await fieldError(page, "discountedPrice").innerText()).toBe(
      "Tilbudsprisen må være lavere enn den ordinære prisen.",
    );
    expect(await fieldError(page, "originalPriceConfirmed").innerText()).toBe(
      "Du må bekrefte at den ordinære prisen er reell.",
    );
    expect(await field(page, "Tittel (bokmål)").inputValue()).toBe(title);
    expect(await field(page, "Adresse der verdikortet brukes").inputValue()).toBe("Karl Johans gate 10");
    expect(await field(page, "Kategori").inputValue()).toBe("beauty-spa");
    await main(page).getByTestId("gallery-photo").getByText("Forsidebilde", { exact: true }).waitFor();
    const kept = await page.locator('input[name="photoRef"]').inputValue();
    expect(kept).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    await expectNoAxeViolations(page);

    // Fixed, without choosing the file again: the kept image is used.
    await main(page).getByLabel("Last opp bilde").setInputFiles([]);
    await field(page, "Tilbudspris (kr, inkl. mva.)").fill("400");
    await confirmBox(page).check();
    await save(page).click();
    await page.waitForURL(/\/business\/deals\?saved=created$/);
    const [deal] = await app.db.select().from(deals).where(eq(deals.title, title));
    expect(deal).toMatchObject({ status: "pending", imageSrc: kept, discountedPriceOre: 40_000 });
  });

  it("sums up what to fix above the form, with the focus on it and a link to each field", async () => {
    const page = await newPage(partnerSession, /status of 400/);
    await visit(page, "/business/deals/new");
    await field(page, "Tittel (bokmål)").fill("Bare en tittel");
    await save(page).click();
    const summary = main(page).getByRole("alert").filter({ hasText: "Noe må rettes før tilbudet kan lagres." });
    await summary.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");
    expect(await summary.getByRole("link", { name: "Last opp et bilde av tilbudet." }).getAttribute("href")).toBe(
      "#field-image",
    );
    await summary.getByRole("link", { name: "Beskrivelse (bokmål): Fyll ut dette feltet." }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("field-description");
    expect(await field(page, "Tittel (bokmål)").inputValue()).toBe("Bare en tittel");
    await expectNoAxeViolations(page);
  });

  it("edits a published deal: the changes after approval; pause, resume and end", async () => {
    const title = uniqueTitle("Hudpleie");
    const now = new Date();
    const parsed = parseDealInput(
      {
        title,
        description: "Hudpleie med ansiktsmassasje.",
        categoryId: "beauty-spa",
        city: "Oslo",
        address: "Karl Johans gate 10",
        finePrint: "Bestill time.",
        originalPrice: "1000",
        discountedPrice: "600",
        basicEnabled: "on",
        startsAt: osloDay(now),
        endsAt: osloDay(new Date(now.getTime() + 20 * 86_400_000)),
        originalPriceConfirmed: "on",
      },
      ["beauty-spa"],
      now,
    );
    if (!parsed.ok) throw new Error("bad test input");
    const image = await storeImage(app.db, await photo(), null);
    if (!image.ok) throw new Error("no image");
    const [owner] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PARTNER.email));
    const created = await createDeal(app.db, { id: partnerId, userId: owner!.id }, parsed.input, image.hash);
    if (!created.ok) throw new Error(`not created: ${created.reason}`);
    const id = created.dealId;
    const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    expect(await approveDeal(id, admin!.id)).toMatchObject({ ok: true });

    const page = await newPage(partnerSession, NOT_FOUND);
    await visit(page, `/business/deals/${id}/edit`);
    await expectNoAxeViolations(page);
    const renamed = uniqueTitle("Hudpleie deluxe");
    await field(page, "Tittel (bokmål)").fill(renamed);
    await field(page, "Tilbudspris (kr, inkl. mva.)").fill("500");
    await confirmBox(page).check();
    await save(page).click();
    await page.waitForURL(/\/business\/deals\?saved=awaitingReview$/);
    const row = page.locator("tr", { hasText: title });
    expect(plain(await row.innerText())).toContain("Ny pris venter på godkjenning: 500 kr");
    expect(plain(await row.innerText())).toContain("Endringer venter på godkjenning");

    // Buyers keep the approved version until an admin approves the edit (deal-moderation.test.ts).
    await visit(page, `/deal/${id}`);
    await main(page).getByRole("heading", { level: 1, name: title }).waitFor();
    expect(plain(await main(page).innerText())).toContain("600 kr");
    expect(plain(await main(page).innerText())).not.toContain("500 kr");

    await visit(page, "/business/deals");
    await row.getByRole("button", { name: "Sett på pause" }).click();
    await main(page).getByText("Tilbudet er satt på pause").waitFor();
    await expect.poll(() => row.getByTestId("deal-status").innerText()).toBe("På pause");
    expect((await page.goto(`/deal/${id}`))?.status()).toBe(404);
    await visit(page, "/business/deals");
    await row.getByRole("button", { name: "Gjenoppta" }).click();
    await main(page).getByText("Tilbudet er synlig igjen.").waitFor();
    await expect.poll(() => row.getByTestId("deal-status").innerText()).toBe("Publisert");
    await row.getByRole("button", { name: "Avslutt" }).click();
    await main(page).getByText("Tilbudet er avsluttet.").waitFor();
    await expect.poll(() => row.getByTestId("deal-status").innerText()).toBe("Avsluttet");
    expect(await row.getByRole("link", { name: /Rediger/ }).count()).toBe(0);
  });

  it("shows each deal's numbers: views, sold, revenue, redeemed and refunded", async () => {
    const [busiest] = await app.rows<{ id: number; views: number; sold: number; redeemed: number; refunded: number }>(
      `SELECT d.id, (SELECT count(*) FROM deal_events e WHERE e.deal_id = d.id)::int AS views,
              count(v.id)::int AS sold, (count(v.id) FILTER (WHERE v.status = 'redeemed'))::int AS redeemed,
              (count(v.id) FILTER (WHERE v.status = 'refunded'))::int AS refunded
         FROM deals d LEFT JOIN vouchers v ON v.deal_id = d.id
        WHERE d.partner_id = $1 GROUP BY d.id ORDER BY count(v.id) DESC, d.id LIMIT 1`,
      [partnerId],
    );
    const page = await newPage(partnerSession);
    await visit(page, "/business/deals");
    const numbers = page.locator(`tr[data-deal-id="${busiest!.id}"]`).getByTestId("deal-numbers");
    const value = async (label: string) =>
      Number((await numbers.locator("div", { hasText: label }).locator("dd").innerText()).replace(/\D/g, ""));
    expect(await value("Visninger")).toBe(busiest!.views);
    expect(await value("Solgt")).toBe(busiest!.sold);
    expect(await value("Innløst")).toBe(busiest!.redeemed);
    expect(await value("Refundert")).toBe(busiest!.refunded);
    expect(await numbers.innerText()).toContain("Omsetning");
    await expectNoAxeViolations(page);
  });

  it("answers 404 for another partner's deal and shows nothing of it", async () => {
    const page = await newPage(partnerSession, NOT_FOUND);
    const [other] = await app.db
      .select({ id: deals.id, title: deals.title })
      .from(deals)
      .where(and(ne(deals.partnerId, partnerId), eq(deals.status, "published")))
      .limit(1);
    const response = await page.goto(`/business/deals/${other!.id}/edit`);
    expect(response?.status()).toBe(404);
    expect(await page.content()).not.toContain(other!.title);
  });
});

/**
 * A partner of its own (the demo partner's list stays as the other tests expect it) with 30 deals a
 * minute apart, `deal(i)` changing the i-th (0 is the oldest), and its /business/deals open; the
 * deals go with `remove`.
 */
async function partnerWithThirtyDeals(javaScript: boolean, deal: (i: number) => Partial<DealValues> = () => ({})) {
  const partner = await createPartner(app.db, { name: `Mangetilbud ${randomUUID()}` });
  const start = Date.now() - 30 * 60_000;
  const created = await createDeals(
    app.db,
    Array.from({ length: 30 }, (_, i) => ({
      partnerId: partner.partnerId,
      createdAt: new Date(start + i * 60_000),
      // A picture the app serves (the factory's own is a placeholder path).
      imageSrc: "/images/deals/beauty-spa-1.svg",
      ...deal(i),
    })),
  );
  const remove = () => app.pool.query("DELETE FROM deals WHERE partner_id = $1", [partner.partnerId]);
  try {
    const session = await sessionFor(app.db, partner.userId);
    const page = await browser.newPage({ session, javaScriptEnabled: javaScript });
    if (javaScript) await visit(page, "/business/deals");
    else await page.goto("/business/deals");
    const rowIds = () =>
      main(page)
        .locator("tr[data-deal-id]")
        .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute("data-deal-id"))));
    return { ids: created.map((d) => d.id), page, rowIds, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

describe("the list in pages", () => {
  // Page 1 shows the 25 newest, page 2 the 5 oldest.
  for (const javaScript of [true, false]) {
    it(`walks to page 2 by its link and pauses a deal there, staying on page 2 (${javaScript ? "with" : "without"} JavaScript)`, async () => {
      const { ids, page, rowIds, remove } = await partnerWithThirtyDeals(javaScript);
      try {
        const newestFirst = [...ids].reverse();
        expect(await main(page).getByTestId("deals-count").innerText()).toBe("30 tilbud, viser 1–25");
        expect(await rowIds()).toEqual(newestFirst.slice(0, 25));

        const pages = main(page).getByRole("navigation", { name: "Sider med tilbud" });
        await pages.getByRole("link", { name: "Side 2" }).click();
        await page.waitForURL((url) => url.pathname === "/business/deals" && url.search === "?page=2");
        await expect.poll(rowIds).toEqual(newestFirst.slice(25));
        expect(await main(page).getByTestId("deals-count").innerText()).toBe("30 tilbud, viser 26–30");
        // In the browser the focus moves to the new page's top, for a screen reader to start there.
        if (javaScript) await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("deals-heading");
        expect(await pages.locator('[aria-current="page"]').innerText()).toBe("2");

        const row = page.locator(`tr[data-deal-id="${ids[2]}"]`);
        await row.getByRole("button", { name: "Sett på pause" }).click();
        await main(page).getByText("Tilbudet er satt på pause").waitFor();
        await expect.poll(() => row.getByTestId("deal-status").innerText()).toBe("På pause");
        expect(new URL(page.url()).search).toBe("?page=2");
        expect(await rowIds()).toEqual(newestFirst.slice(25));
        expect(await pages.locator('[aria-current="page"]').innerText()).toBe("2");
        if (javaScript) await expectNoAxeViolations(page);
        else
          // A page number that is not one shows page 1; one past the end, the last page.
          for (const [asked, shown] of [
            ["abc", "1"],
            ["0", "1"],
            ["1.5", "1"],
            ["99", "2"],
          ] as const) {
            await page.goto(`/business/deals?page=${asked}`);
            expect(await pages.locator('[aria-current="page"]').innerText()).toBe(shown);
          }
      } finally {
        await remove();
      }
    });
  }
});

describe("finding a deal", () => {
  // Three of the partner's 30 deals are kayak tours, one of those paused.
  for (const javaScript of [true, false]) {
    it(`narrows the list by title and status, keeps the search on a pause, and shows all again (${javaScript ? "with" : "without"} JavaScript)`, async () => {
      const kayaks: Record<number, Partial<DealValues>> = {
        5: { title: "Kajakktur i skjærgården" },
        12: { title: "KAJAKKTUR om natten" },
        20: { title: "Kajakkurs", status: "paused" },
      };
      const { ids, page, rowIds, remove } = await partnerWithThirtyDeals(javaScript, (i) => kayaks[i] ?? {});
      const [skjaergarden, natten, kurs] = [ids[5], ids[12], ids[20]];
      try {
        const search = main(page).getByRole("search", { name: "Finn tilbud" });
        const count = main(page).getByTestId("deals-count");

        await search.getByLabel("Tittel inneholder").fill("kajakk");
        await search.getByRole("button", { name: "Vis" }).click();
        await page.waitForURL((url) => url.searchParams.get("q") === "kajakk");
        await expect.poll(rowIds).toEqual([kurs, natten, skjaergarden]);
        expect(await count.innerText()).toBe("3 tilbud passer søket");

        await search.getByLabel("Status").selectOption({ label: "Publisert" });
        await search.getByRole("button", { name: "Vis" }).click();
        await page.waitForURL((url) => url.searchParams.get("status") === "published");
        await expect.poll(rowIds).toEqual([natten, skjaergarden]);
        expect(await search.getByLabel("Tittel inneholder").inputValue()).toBe("kajakk");
        if (javaScript) await expectNoAxeViolations(page);

        // Paused, the deal leaves a list of published deals; the search stays as it was.
        await page.locator(`tr[data-deal-id="${natten}"]`).getByRole("button", { name: "Sett på pause" }).click();
        await main(page).getByText("Tilbudet er satt på pause").waitFor();
        await expect.poll(rowIds).toEqual([skjaergarden]);
        expect(await count.innerText()).toBe("1 tilbud passer søket");
        expect(new URL(page.url()).searchParams.get("q")).toBe("kajakk");

        await search.getByLabel("Tittel inneholder").fill("snorkling");
        await search.getByRole("button", { name: "Vis" }).click();
        await main(page).getByTestId("deals-empty").waitFor();
        expect(await main(page).getByTestId("deals-empty").innerText()).toContain(
          "Ingen av tilbudene dine passer søket.",
        );

        await search.getByRole("link", { name: "Vis alle tilbudene" }).click();
        await page.waitForURL((url) => url.pathname === "/business/deals" && url.search === "");
        await expect.poll(() => count.innerText()).toBe("30 tilbud, viser 1–25");
        expect(await search.getByLabel("Tittel inneholder").inputValue()).toBe("");
      } finally {
        await remove();
      }
    });
  }
});

describe("the plan limit", () => {
  it("saves exactly the plan's deals when ten are submitted at once, and tells the rest why", async () => {
    const partner = await createPartner(app.db, { plan: "starter", name: `Grensesprengerne ${randomUUID()}` });
    const session = await sessionFor(app.db, partner.userId);
    const client = new HttpClient(browser.baseUrl, new Map([["session", session]]));
    const jpeg = await photo();
    const now = new Date();
    const submit = (n: number) => {
      const form = new FormData();
      const fields: Record<string, string> = {
        title: `Samtidig tilbud ${n}`,
        description: "Et av ti tilbud sendt samtidig.",
        finePrint: "Bestill time.",
        categoryId: "beauty-spa",
        city: "Oslo",
        address: "Karl Johans gate 10",
        originalPrice: "1000",
        discountedPrice: "600",
        basicEnabled: "on",
        startsAt: osloDay(now),
        endsAt: osloDay(new Date(now.getTime() + 20 * 86_400_000)),
        originalPriceConfirmed: "on",
      };
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      form.set("image", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "bilde.jpg");
      return fetch(`${browser.baseUrl}/business/deals/new`, {
        method: "POST",
        body: form,
        redirect: "manual",
        headers: { Cookie: client.cookieHeader(), Origin: browser.baseUrl },
      });
    };
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => submit(n)));
      const saved = answers.filter((a) => a.status === 302);
      expect(saved.map((a) => a.headers.get("location"))).toEqual(Array(3).fill("/business/deals?saved=created"));
      const refused = answers.filter((a) => a.status !== 302);
      expect(refused.map((a) => a.status)).toEqual(Array(7).fill(400));
      for (const answer of refused)
        expect(await answer.text()).toContain(
          "Abonnementet ditt tillater 3 tilbud som er publisert eller venter på godkjenning.",
        );
      expect(await app.db.$count(deals, eq(deals.partnerId, partner.partnerId))).toBe(3);

      // The editor says the plan is full before the partner types a fourth deal.
      const page = await browser.newPage({ session });
      await visit(page, "/business/deals/new");
      expect(await page.getByTestId("plan-full").innerText()).toContain(
        "Abonnementet ditt, Starter, har plass til 3 aktive tilbud, og du har 3.",
      );
      await expectNoAxeViolations(page);
    } finally {
      await app.pool.query("DELETE FROM deals WHERE partner_id = $1", [partner.partnerId]);
    }
  });
});

describe("voucher redemption", () => {
  it("redeems a voucher bought in the same test once, typed in lower case", async () => {
    // A customer buys the demo partner's deal with the test card.
    const { session: buyerSession } = await register(browser.baseUrl, "Kari Kjøper");
    const buyer = await newPage(buyerSession);
    const [deal] = await app.db
      .select({ id: deals.id, title: deals.title })
      .from(deals)
      .where(and(eq(deals.partnerId, partnerId), eq(deals.status, "published")))
      .orderBy(deals.id)
      .limit(1);
    await fillGuestCart(buyer, app.pool, [{ dealId: deal!.id, kind: "basic", quantity: 1 }]);
    await visit(buyer, "/checkout");
    await payAtCheckoutByCard(buyer);
    await buyer.waitForURL(/\/payment\/success\?order=/);
    await buyer.getByTestId("voucher-code").first().waitFor();
    const [code] = await buyer.getByTestId("voucher-code").allInnerTexts();
    expect(code).toMatch(/^MAGIC-/);

    // The partner looks it up in two tabs, typed in lower case.
    const counter = await newPage(partnerSession, REFUSED);
    const second = await counter.context().newPage();
    for (const tab of [counter, second]) {
      await visit(tab, "/business/redeem");
      await field(tab, "Verdikortkode").fill(code!.toLowerCase());
      await main(tab).getByRole("button", { name: "Finn verdikort" }).click();
      await tab.getByTestId("voucher-state").waitFor();
      expect(await tab.getByTestId("voucher-state").innerText()).toBe("Gyldig – kan løses inn");
      // Shown the way the customer's voucher shows it, dashes and all.
      expect(await main(tab).getByRole("heading", { level: 2, name: code! }).count()).toBe(1);
      expect(await main(tab).innerText()).toContain(deal!.title);
      expect(await main(tab).innerText()).toContain("Basis");
      expect(await main(tab).innerText()).toContain("Kari");
    }
    await expectNoAxeViolations(counter);

    await main(counter).getByRole("button", { name: "Løs inn", exact: true }).click();
    // A success is green and says when; the field is empty for the next customer.
    await counter.getByTestId("redeemed").waitFor();
    expect(await counter.getByTestId("redeemed").innerText()).toMatch(/Løst inn kl\. \d\d\.\d\d/);
    expect(await counter.getByTestId("redeemed").innerText()).toContain(code!);
    expect(await field(counter, "Verdikortkode").inputValue()).toBe("");
    await expectNoAxeViolations(counter);

    // The second tab still shows the Redeem button; the server refuses the second redemption.
    await main(second).getByRole("button", { name: "Løs inn", exact: true }).click();
    await main(second).getByText("Verdikortet kan ikke løses inn.").waitFor();
    expect(await second.getByTestId("voucher-state").innerText()).toMatch(
      new RegExp(`^Allerede brukt ${todayNo()} kl\\. \\d\\d\\.\\d\\d$`),
    );
    const events = await app.pool.query(
      `SELECT e.to_status FROM voucher_events e JOIN vouchers v ON v.id = e.voucher_id WHERE v.code = $1 ORDER BY e.id`,
      [code!.replace(/^MAGIC-(\w{5})-/, "MAGIC-$1")], // stored without the reading dash
    );
    expect(events.rows.map((r) => r.to_status)).toEqual(["active", "redeemed"]);

    // The customer's My Vouchers shows it used.
    await visit(buyer, "/account/vouchers");
    const card = buyer.getByTestId("voucher").filter({ hasText: code! });
    expect(await card.getByTestId("voucher-status").innerText()).toBe("Brukt");
  });

  it("says the same for an unknown code and throttles guessing with the number of tries", async () => {
    const page = await newPage(partnerSession, REFUSED);
    await visit(page, "/business/redeem");
    for (const last of "ABCDEFGHJK") {
      await field(page, "Verdikortkode").fill(`MAGIC-ZZZZZ-ZZZZ${last}`);
      const answered = page.waitForResponse((r) => r.request().method() === "POST");
      await main(page).getByRole("button", { name: "Finn verdikort" }).click();
      expect((await answered).status()).toBe(404);
      await main(page)
        .getByText(/Vi finner ingen verdikort med denne koden/)
        .waitFor();
    }
    await field(page, "Verdikortkode").fill("MAGIC-ZZZZZ-ZZZZZ");
    await main(page).getByRole("button", { name: "Finn verdikort" }).click();
    await main(page)
      .getByText(/Du kan prøve 10 ganger per kvarter/)
      .waitFor();
    await expectNoAxeViolations(page);
    await app.pool.query("DELETE FROM rate_limits WHERE key LIKE 'redeem:%'");
  });
});
