// Moderation of a live deal's edit in a real Chromium: the partner lowers the price of a published
// deal in the editor; the shop keeps selling the approved price; the admin sees old → new (in
// Norwegian, then English), is refused when the partner changed the deal after the page was
// opened, approves the version shown; the shop then sells the new price. Axe on each page.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deals, users } from "../../db/schema.server";
import { osloDay, parseDealInput } from "../../domain/partners/deal-input.server";
import { decideDeal } from "../../domain/partners/deal-moderation.server";
import { pendingRevision } from "../../domain/partners/deal-revisions.server";
import { createDeal, updateDeal, type PartnerRef } from "../../domain/partners/partner-deals.server";
import { storeImage } from "../../domain/platform/images.server";
import { createMailer } from "../../domain/platform/mail.server";
import { setupAppDatabase } from "../support/app-database";
import { expectNoAxeViolations } from "../support/axe";
import { setupBrowser, visit } from "../support/browser-page";
import { createPartner } from "../../domain/demo/factories.server";
import { sessionFor } from "../support/accounts";

const browser = setupBrowser();
const app = setupAppDatabase();
// The refused decision answers 409, which Chromium logs.
const REFUSED = /Failed to load resource: the server responded with a status of 409/;

const title = `Hudpleie til vurdering ${randomUUID().slice(0, 8)}`;
const now = new Date();
const fields = (discountedPrice: string): Record<string, string> => ({
  title,
  description: "Hudpleie med ansiktsmassasje.",
  categoryId: "beauty-spa",
  city: "Oslo",
  address: "Karl Johans gate 10",
  finePrint: "Bestill time.",
  originalPrice: "1000",
  discountedPrice,
  basicEnabled: "on",
  startsAt: osloDay(now),
  endsAt: osloDay(new Date(now.getTime() + 20 * 86_400_000)),
  originalPriceConfirmed: "on",
});
const input = (discountedPrice: string) => {
  const parsed = parseDealInput(fields(discountedPrice), ["beauty-spa"], now);
  if (!parsed.ok) throw new Error("bad test input");
  return parsed.input;
};

let partner: PartnerRef;
let partnerSession = "";
let adminSession = "";
let dealId = 0;
beforeAll(async () => {
  const created = await createPartner(app.db, { name: `Hudpleie AS ${randomUUID().slice(0, 4)}` });
  partner = { id: created.partnerId, userId: created.userId };
  partnerSession = await sessionFor(app.db, created.userId);
  const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, "admin@demo.magicdeals.no"));
  adminSession = await sessionFor(app.db, admin!.id);

  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2a7" } })
    .png()
    .toBuffer();
  const image = await storeImage(app.db, png, null);
  if (!image.ok) throw new Error("no image");
  const deal = await createDeal(app.db, partner, input("600"), image.hash);
  if (!deal.ok) throw new Error(`not created: ${deal.reason}`);
  dealId = deal.dealId;
  const approved = await decideDeal(app.db, createMailer(undefined, "MagicDeals <no-reply@magicdeals.no>"), {
    adminId: admin!.id,
    revisionId: (await pendingRevision(app.db, dealId))!.id,
    decision: { approve: true },
    origin: browser.baseUrl,
  });
  expect(approved).toMatchObject({ ok: true });
});

// Other files count the seeded catalogue exactly.
afterAll(async () => {
  await app.db.delete(deals).where(eq(deals.id, dealId));
});

async function newPage(options: { session?: string; lang?: "en"; allowConsole?: RegExp } = {}) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, allowConsole: options.allowConsole });
  const cookies = [];
  if (options.session) cookies.push({ name: "session", value: options.session, url: browser.baseUrl });
  if (options.lang) cookies.push({ name: "language", value: options.lang, url: browser.baseUrl });
  await page.context().addCookies(cookies);
  return page;
}

/** Prices use no-break spaces ("1 299 kr"); compare with plain ones. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");
const main = (page: Page) => page.getByRole("main");
const card = (page: Page) => page.getByTestId("admin-deal").filter({ hasText: title });

async function shopPrice(page: Page): Promise<string> {
  await visit(page, `/deal/${dealId}`);
  await main(page).getByRole("heading", { level: 1, name: title }).waitFor();
  return plain(await main(page).innerText());
}

describe("moderation of a live deal's edit", () => {
  it("keeps selling the approved price until the admin approves the version shown, old → new", async () => {
    // The partner lowers the price in the editor.
    const editor = await newPage({ session: partnerSession });
    await visit(editor, `/business/deals/${dealId}/edit`);
    await main(editor).getByLabel("Tilbudspris (kr, inkl. mva.)", { exact: true }).fill("450");
    await main(editor).getByLabel("Pris for Basis (kr)", { exact: true }).fill("450");
    await main(editor)
      .getByLabel(/Jeg bekrefter at den ordinære prisen/)
      .check();
    await main(editor).getByRole("button", { name: "Lagre tilbud" }).click();
    await editor.waitForURL(/\/business\/deals\?saved=awaitingReview$/);
    await main(editor).getByText("Endringene er lagret og venter på godkjenning.").waitFor();
    await visit(editor, `/business/deals/${dealId}/edit`);
    await main(editor).getByText("Endringer venter på godkjenning.").waitFor();
    expect(await main(editor).getByLabel("Tilbudspris (kr, inkl. mva.)", { exact: true }).inputValue()).toBe("450");
    await expectNoAxeViolations(editor);

    // The shop still sells the approved price.
    const shopper = await newPage();
    const before = await shopPrice(shopper);
    expect(before).toContain("600 kr");
    expect(before).not.toContain("450 kr");

    // The admin sees what changes, in Norwegian.
    const adminNo = await newPage({ session: adminSession });
    await visit(adminNo, "/admin/deals");
    const changeNo = card(adminNo).getByTestId("change-discountedPriceOre");
    expect(plain(await changeNo.innerText())).toMatch(/Tilbudspris\s+600 kr\s+→\s+450 kr/);
    expect(plain(await card(adminNo).getByTestId("change-basic.priceOre").innerText())).toMatch(
      /Basis: pris\s+600 kr\s+→\s+450 kr/,
    );
    expect(plain(await card(adminNo).getByTestId("deal-packages").innerText())).toContain("450 kr");
    expect(await card(adminNo).getByTestId("deal-submitted").innerText()).toContain("Bestill time.");
    await expectNoAxeViolations(adminNo);

    // In English; the partner submits again after the page was opened: the decision is refused.
    const admin = await newPage({ session: adminSession, lang: "en", allowConsole: REFUSED });
    await visit(admin, "/admin/deals");
    await admin.getByRole("heading", { name: "Changes to published deals" }).waitFor();
    expect(plain(await card(admin).getByTestId("change-discountedPriceOre").innerText())).toMatch(
      /Deal price\s+600 kr\s+→\s+450 kr/,
    );
    await expectNoAxeViolations(admin);
    expect(await updateDeal(app.db, partner, dealId, input("400"), null)).toMatchObject({ awaitingReview: true });
    await card(admin).getByRole("button", { name: "Approve" }).click();
    await admin.getByText("The deal changed after you opened it. Review the new version before you decide.").waitFor();
    expect(await shopPrice(shopper)).toContain("600 kr");

    // The new version shown, approved: the shop sells it.
    await visit(admin, "/admin/deals");
    expect(plain(await card(admin).getByTestId("change-discountedPriceOre").innerText())).toMatch(
      /600 kr\s+→\s+400 kr/,
    );
    await card(admin).getByRole("button", { name: "Approve" }).click();
    await admin.getByText("The changes are approved and customers see them now.").waitFor();
    const after = await shopPrice(shopper);
    expect(after).toContain("400 kr");
    // The price it sold at until now is the before price, as the price rules require.
    expect(after).toContain("Laveste pris siste 30 dager: 600 kr");
    expect(await card(admin).count()).toBe(0);
  });
});
