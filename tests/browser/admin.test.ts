// The admin console in a real Chromium: who may enter (no page or action for customers or
// partners), partner verification and deal approval end to end, a reply to a contact message
// seen in the outbox, a voucher cancelled with its reason, the CSV export, and axe on each page.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, cartItems, contactMessages, deals, partners, users } from "../../db/schema.server";
import { osloDay, parseDealInput } from "../../domain/partners/deal-input.server";
import { storeImage } from "../../domain/platform/images.server";
import { createDeal } from "../../domain/partners/partner-deals.server";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PARTNER, sessionOf, signedInClient } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { expectNoAxeViolations } from "../support/axe";
import { setupBrowser, visit } from "../support/browser-page";
import { HttpClient } from "../support/http-client";
import { mailsTo } from "../support/outbox";
import { CHECKOUT_BY_CARD, payCheckoutAnswer } from "../support/checkout-http";
import { randomOrgNumber } from "../../domain/demo/factories.server";

const browser = setupBrowser();
const app = setupAppDatabase();
const ADMIN_PAGES = [
  "/admin",
  "/admin/partners",
  "/admin/deals",
  "/admin/customers",
  "/admin/orders",
  "/admin/inbox",
  "/admin/outbox",
  "/admin/newsletter",
  "/admin/audit",
  "/admin/promo-codes",
  "/admin/newsletter.csv",
];

let admin: HttpClient;
beforeAll(async () => {
  admin = await signedInClient(browser.baseUrl, DEMO_ADMIN);
});

const adminPage = (allowConsole?: RegExp): Promise<Page> =>
  browser.newPage({ session: sessionOf(admin), allowConsole });

const createdDealTitles: string[] = [];
afterAll(async () => {
  // Other files count the seeded catalogue exactly.
  await app.pool.query("DELETE FROM deals WHERE title = ANY($1)", [createdDealTitles]);
});

describe("who may use the admin console", () => {
  it("sends visitors to sign in and refuses customers and partners every page and action", async () => {
    const anonymous = new HttpClient(browser.baseUrl);
    const customer = await signedInClient(browser.baseUrl, DEMO_CUSTOMER);
    const partner = await signedInClient(browser.baseUrl, DEMO_PARTNER);
    for (const path of ADMIN_PAGES) {
      const visitor = await anonymous.get(path, { redirect: "manual" });
      expect(visitor.status, path).toBe(302);
      expect(visitor.headers.get("location"), path).toMatch(/^\/login\?redirectTo=/);
      expect((await customer.get(path, { redirect: "manual" })).status, path).toBe(403);
      expect((await partner.get(path, { redirect: "manual" })).status, path).toBe(403);
    }
    // Other files' admins may have acted on this partner already: what counts is that these tries add nothing.
    const [pending] = await app.db.select({ id: partners.id }).from(partners).orderBy(partners.id).limit(1);
    const partnerNow = async () => {
      const [row] = await app.db.select({ status: partners.status }).from(partners).where(eq(partners.id, pending!.id));
      const audited = await app.db.select().from(auditLog).where(eq(auditLog.subjectId, pending!.id));
      return { status: row?.status, audited: audited.length };
    };
    const before = await partnerNow();
    for (const client of [customer, partner]) {
      const attempt = await client.postForm("/admin/partners", {
        intent: "reject",
        partnerId: pending!.id,
        reason: "Ikke lov",
      });
      expect(attempt.status).toBe(403);
    }
    expect(await partnerNow()).toEqual(before);
  });
});

describe("moderation", () => {
  it("verifies a new partner, then approves one deal and rejects another with a reason the partner sees", async () => {
    // A business signs up through the real registration endpoint.
    const business = new HttpClient(browser.baseUrl);
    const email = `bedrift+${randomUUID().slice(0, 8)}@example.no`;
    const password = "passord-1234";
    const orgNumber = randomOrgNumber();
    const registered = await business.get("/api/business/register", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: browser.baseUrl },
      body: JSON.stringify({
        name: "Nordlys Frisør AS",
        orgNumber,
        email,
        phone: "+47 22 33 44 55",
        website: "https://nordlys-frisor.example.no",
        description: "Frisør i Tromsø sentrum.",
        city: "Tromsø",
        address: "Storgata 1",
        contactPerson: "Nora Nordlys",
        plan: "starter",
        password,
        confirmPassword: password,
        acceptAgreement: true,
        logo: null,
      }),
    });
    expect(registered.status).toBe(200);
    const [partner] = await app.db.select().from(partners).where(eq(partners.orgNumber, orgNumber));
    expect(partner?.status).toBe("pending");

    const page = await adminPage(/status of 404/);
    await visit(page, "/admin");
    await expectNoAxeViolations(page);
    await visit(page, "/admin/partners");
    await expectNoAxeViolations(page);
    const card = page.getByTestId("admin-partner").filter({ hasText: "Nordlys Frisør AS" });
    await card.getByRole("button", { name: "Godkjenn" }).click();
    await page.getByText("Nordlys Frisør AS er godkjent").waitFor();
    const [approved] = await app.db.select().from(partners).where(eq(partners.id, partner!.id));
    expect(approved?.status).toBe("approved");
    const mails = await mailsTo(app.pool, email);
    expect(mails.map((m) => m.subject)).toContain("Nordlys Frisør AS er godkjent på MagicDeals");

    // Two deals from the new partner wait for approval.
    const [owner] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const image = await storeImage(
      app.db,
      await sharp({ create: { width: 400, height: 300, channels: 3, background: "#884499" } })
        .png()
        .toBuffer(),
      null,
    );
    if (!image.ok) throw new Error("no image");
    const ids: number[] = [];
    for (const title of [`Klipp og føn ${randomUUID().slice(0, 6)}`, `Farging ${randomUUID().slice(0, 6)}`]) {
      createdDealTitles.push(title);
      const now = new Date();
      const parsed = parseDealInput(
        {
          title,
          description: "Vask, klipp og føn hos Nordlys Frisør.",
          categoryId: "beauty-spa",
          city: "Tromsø",
          address: "Storgata 1",
          finePrint: "Bestill time.",
          originalPrice: "900",
          discountedPrice: "540",
          basicEnabled: "on",
          startsAt: osloDay(now),
          endsAt: osloDay(new Date(now.getTime() + 30 * 86_400_000)),
          originalPriceConfirmed: "on",
        },
        ["beauty-spa"],
        now,
      );
      if (!parsed.ok) throw new Error("bad test input");
      const created = await createDeal(app.db, { id: partner!.id, userId: owner!.id }, parsed.input, image.hash);
      if (!created.ok) throw new Error(`not created: ${created.reason}`);
      ids.push(created.dealId);
    }
    const [first, second] = ids;
    expect((await page.goto(`/deal/${first}`, { waitUntil: "commit" }))?.status()).toBe(404);

    await visit(page, "/admin/deals");
    await expectNoAxeViolations(page);
    const firstCard = page.getByTestId("admin-deal").filter({ hasText: createdDealTitles.at(-2)! });
    await firstCard.getByRole("button", { name: "Godkjenn" }).click();
    await page.getByText("Tilbudet er godkjent og publisert.").waitFor();
    const secondCard = page.getByTestId("admin-deal").filter({ hasText: createdDealTitles.at(-1)! });
    await secondCard.getByLabel("Begrunnelse").fill("Bildet viser ikke behandlingen.");
    await secondCard.getByRole("button", { name: "Avvis" }).click();
    await page.getByText("Tilbudet er avvist.").waitFor();

    await visit(page, `/deal/${first}`);
    await page.getByRole("heading", { level: 1, name: createdDealTitles.at(-2)! }).waitFor();
    const [rejected] = await app.db.select().from(deals).where(eq(deals.id, second!));
    expect(rejected).toMatchObject({ status: "rejected", rejectionReason: "Bildet viser ikke behandlingen." });

    // The partner sees why on its own list of deals.
    // Signing up signs nobody in (it answers alike for known addresses): the partner signs in.
    const partnerClient = await signedInClient(browser.baseUrl, { email, password });
    const partnerPage = await browser.newPage({ session: sessionOf(partnerClient) });
    await visit(partnerPage, "/business/deals");
    await partnerPage.getByText("Bildet viser ikke behandlingen.").waitFor();

    await visit(page, "/admin/audit");
    await expectNoAxeViolations(page);
    // The log reads as sentences in the admin's language: no action codes, ids or JSON.
    const auditText = await page.getByRole("table").innerText();
    expect(auditText).toContain("Godkjente bedriften «Nordlys Frisør AS»");
    expect(auditText).toContain(`Godkjente tilbudet «${createdDealTitles.at(-2)!}»`);
    expect(auditText).toContain(`Avviste tilbudet «${createdDealTitles.at(-1)!}»`);
    expect(auditText).toContain("Begrunnelse: Bildet viser ikke behandlingen.");
    expect(auditText).not.toMatch(/\b(deal|partner|voucher)\.[a-z]+/);
    // No raw ids (the actors' e-mail addresses, some made by other test files with a UUID in
    // them, are what the log should show).
    expect(auditText.replace(/\S+@\S+/g, "")).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(auditText).not.toContain("{");
  });
});

describe("customer service", () => {
  it("answers a contact message by e-mail, shown in the outbox, and marks it handled", async () => {
    const marker = randomUUID().slice(0, 8);
    await app.db.insert(contactMessages).values({
      name: "Åsmund",
      email: `asmund+${marker}@example.no`,
      message: `Kan jeg gi bort et verdikort? (${marker})`,
      language: "no",
    });
    // The sandboxed preview refuses every script, Playwright's own helpers included, and says so.
    const page = await adminPage(/Blocked script execution in 'about:srcdoc'/);
    await visit(page, "/admin/inbox");
    await expectNoAxeViolations(page);
    const item = page.getByTestId("admin-inbox-item").filter({ hasText: marker });
    await item.getByLabel("Svar til Åsmund").fill("Ja, verdikortet kan gis bort.\n\nHilsen kundeservice");
    await item.getByRole("button", { name: "Send svar" }).click();
    await page.getByText(`Svaret er sendt til asmund+${marker}@example.no.`).waitFor();
    await expect.poll(() => page.getByTestId("admin-inbox-item").filter({ hasText: marker }).count()).toBe(0);
    const [stored] = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, `asmund+${marker}@example.no`));
    expect(stored?.status).toBe("handled");

    await visit(page, "/admin/outbox");
    await expectNoAxeViolations(page);
    await page
      .getByTestId("admin-mail")
      .filter({ hasText: `asmund+${marker}@example.no` })
      .getByRole("link", { name: "Svar fra MagicDeals" })
      .click();
    await page.waitForURL(/\/admin\/outbox\?id=/);
    const previewFrame = 'iframe[title="Forhåndsvisning av e-posten"]';
    const preview = page.locator(previewFrame);
    expect(await preview.getAttribute("sandbox")).toBe("");
    expect(await preview.getAttribute("srcdoc")).toContain("Ja, verdikortet kan gis bort.");
    // The page around the e-mail; the frame itself is found above by its title.
    await expectNoAxeViolations(page, { exclude: previewFrame });
  });

  it("cancels a customer's voucher with a reason, and exports the newsletter as CSV", async () => {
    // A voucher bought by the demo customer, found by e-mail.
    const customer = await signedInClient(browser.baseUrl, DEMO_CUSTOMER);
    // Bought through the shop's checkout and paid at the payment service, as the customer would:
    // the deal into the cart kept on the server, then the whole cart to the checkout.
    const added = await customer.postForm("/cart/lines", {
      intent: "add",
      dealId: "25",
      packageKind: "basic",
      quantity: "1",
    });
    expect(added.status).toBe(200);
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    const cart = await app.db
      .select({ dealId: cartItems.dealId, packageKind: cartItems.packageKind, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.userId, user!.id));
    const checkout = await customer.postForm("/checkout", {
      idempotencyKey: randomUUID(),
      lines: JSON.stringify(cart),
      ...CHECKOUT_BY_CARD,
    });
    expect(checkout.status).toBe(200);
    expect((await customer.get(await payCheckoutAnswer(await checkout.text()))).status).toBe(200);

    const page = await adminPage();
    await visit(page, "/admin/customers?q=kunde%40demo");
    await expectNoAxeViolations(page);
    // The role in words, not the stored code.
    expect(await page.getByTestId("admin-customer").first().innerText()).toContain("Kunde");
    expect(await page.getByRole("table").innerText()).not.toMatch(/\buser\b/);
    await page
      .getByTestId("admin-customer")
      .getByRole("link", { name: /Vis ordrer/ })
      .click();
    await page.waitForURL(/\/admin\/orders\?user=/);
    await expectNoAxeViolations(page);
    const orderCard = page.getByTestId("admin-order").first();
    const voucher = orderCard.getByTestId("admin-voucher").first();
    const code = await voucher.locator("code").innerText();
    await voucher.getByLabel("Begrunnelse").nth(1).fill("Kortet er meldt stjålet");
    await voucher.getByRole("button", { name: "Annuller" }).click();
    await page.getByText(`Verdikortet ${code} er annullert.`).waitFor();
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "voucher.void")));
    expect(entry?.details).toEqual({ reason: "Kortet er meldt stjålet" });
    await visit(page, "/admin/audit");
    const voided = page.getByTestId("admin-audit-entry").filter({ hasText: `Annullerte verdikortet ${code}` });
    expect(await voided.innerText()).toContain("Begrunnelse: Kortet er meldt stjålet");

    await visit(page, "/admin/newsletter");
    await expectNoAxeViolations(page);
    const csv = await admin.get("/admin/newsletter.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="magicdeals-newsletter-/);
    expect((await csv.text()).split("\r\n")[0]).toBe("email,language,subscribed_at");
  });
});
