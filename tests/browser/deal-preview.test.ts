// The deal editor's live card and "Forhåndsvis" in a real Chromium (issue 22): the card of /deals
// follows what the partner types; the preview saves a draft no admin sees and shows the deal page
// to its own partner only (404 for a customer, another partner and anyone signed out), and "Send
// til godkjenning" from there sends it to the admin.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deals } from "../../db/schema.server";
import { createPartner } from "../../domain/demo/factories.server";
import { DEMO_PARTNER, findDemoPartnerId, register, sessionFor, signIn } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { expectNoAxeViolations } from "../support/axe";
import { main } from "../support/browser-actions";
import { setupBrowser, visit } from "../support/browser-page";

const browser = setupBrowser();
const app = setupAppDatabase();
const NOT_FOUND = /Failed to load resource: the server responded with a status of 404/;

let partnerSession = "";
let partnerId = "";
beforeAll(async () => {
  partnerSession = await signIn(browser.baseUrl, DEMO_PARTNER);
  partnerId = await findDemoPartnerId(app.db);
});

// Deals this file makes are deleted at the end: other files count the seeded catalogue exactly.
const title = `Forhåndsvist massasje ${randomUUID().slice(0, 8)}`;
afterAll(async () => {
  await app.pool.query("DELETE FROM deals WHERE partner_id = $1 AND title = $2", [partnerId, title]);
});

/** Prices use no-break spaces ("1 299 kr"); compare with plain ones. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 160, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

describe("deal preview", () => {
  it("shows the typed card live, previews the deal page to its partner only, then sends it for approval", async () => {
    const page = await browser.newPage({ session: partnerSession, allowConsole: NOT_FOUND });
    await visit(page, "/business/deals/new");
    const card = page.getByTestId("card-preview");
    await card.getByTestId("deal-card").waitFor();

    // The card of /deals follows the typing: title, prices, discount and city.
    await field(page, "Tittel (bokmål)").fill(title);
    await field(page, "Ordinær pris (kr, inkl. mva.)").fill("1299");
    await field(page, "Tilbudspris (kr, inkl. mva.)").fill("799");
    await field(page, "By").fill("Tromsø");
    await card.getByText(title).waitFor();
    await expect.poll(async () => plain(await card.innerText())).toContain("799 kr");
    const text = plain(await card.innerText());
    expect(text).toContain("1 299 kr");
    expect(text).toContain("Tromsø");
    expect(text).toMatch(/38 %/);

    // The chosen photo becomes the card's picture.
    await main(page)
      .getByLabel("Last opp bilder")
      .setInputFiles({ name: "massasje.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await expect.poll(() => card.locator("img").first().getAttribute("src")).toMatch(/^blob:/);
    await expectNoAxeViolations(page);

    await field(page, "Beskrivelse (bokmål)").fill("Avslappende helkroppsmassasje i 60 minutter.");
    await field(page, "Vilkår (bokmål)").fill("Bestill time på forhånd.");
    await field(page, "Kategori").selectOption("beauty-spa");
    await field(page, "Adresse der verdikortet brukes").fill("Storgata 1");
    await main(page)
      .getByLabel(/Jeg bekrefter at den ordinære prisen/)
      .check();
    await main(page).getByRole("button", { name: "Forhåndsvis", exact: true }).click();
    await page.waitForURL(/\/business\/deals\/\d+\/preview$/);
    await main(page).getByRole("heading", { level: 1, name: title }).waitFor();
    expect(plain(await main(page).innerText())).toContain("799 kr");
    await expectNoAxeViolations(page);

    // Saved as a draft: not sent to an admin, not public.
    const [deal] = await app.db
      .select({ id: deals.id, status: deals.status })
      .from(deals)
      .where(and(eq(deals.partnerId, partnerId), eq(deals.title, title)));
    expect(deal?.status).toBe("draft");
    const previewPath = `/business/deals/${deal!.id}/preview`;
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    const own = await page.request.get(previewPath);
    expect(own.status()).toBe(200);
    expect(own.headers()["cache-control"]).toBe("private, no-store");
    expect((await page.request.get(`/deal/${deal!.id}`)).status()).toBe(404);

    // A customer, another partner and a visitor signed out get 404 for the preview.
    const { session: customerSession } = await register(browser.baseUrl, "Kari Kikker");
    const other = await createPartner(app.db, { plan: "starter", name: `Nabo ${randomUUID()}` });
    for (const session of [customerSession, await sessionFor(app.db, other.userId), undefined]) {
      const stranger = await browser.newPage({ session, allowConsole: NOT_FOUND });
      const answer = await stranger.goto(previewPath);
      expect(answer?.status()).toBe(404);
      expect(await stranger.content()).not.toContain(title);
      const post = await stranger.request.post(previewPath, {
        form: { intent: "submit" },
        headers: { Origin: browser.baseUrl },
        maxRedirects: 0,
      });
      expect(post.status()).toBe(404);
    }

    // In English too: the bar, the status and the button.
    const english = await browser.newPage({ session: partnerSession, lang: "en" });
    await visit(english, previewPath);
    await english.getByRole("heading", { level: 2, name: "Preview · Draft" }).waitFor();
    await main(english).getByRole("button", { name: "Send for approval" }).waitFor();
    await expectNoAxeViolations(english);

    // The list of deals leads back to the draft's preview.
    await visit(page, "/business/deals");
    await main(page)
      .getByRole("link", { name: `Forhåndsvis ${title}` })
      .click();
    await page.waitForURL((url) => url.pathname === previewPath);

    // "Send til godkjenning" from the preview sends it to the admin.
    await main(page).getByRole("button", { name: "Send til godkjenning" }).click();
    await page.waitForURL(/\/business\/deals\?saved=created$/);
    await main(page).getByText("Tilbudet er lagret og venter på godkjenning").waitFor();
    const [sent] = await app.db.select({ status: deals.status }).from(deals).where(eq(deals.id, deal!.id));
    expect(sent?.status).toBe("pending");
  });
});
