// The business area's front door in a real Chromium: the landing page, the three-step sign-up
// wizard (client checks, Back keeps everything, the same answer for a known address, success) and the
// partner sign-in (wrong password, a customer account, the demo partner), with axe on each.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createCustomer, createUser, randomOrgNumber } from "../../domain/demo/factories.server";
import { expectNoAxeViolations } from "../support/axe";
import { DEMO_CUSTOMER, DEMO_PARTNER, sessionFor } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { fieldError, main, path, toastWith } from "../support/browser-actions";
import { setupBrowser, visit, waitForHydration } from "../support/browser-page";
import { PARTNER_AGREEMENT_VERSION } from "#domain/partners/partner-agreement";

const browser = setupBrowser();
const connection = setupAppDatabase();

const input = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const button = (page: Page, name: string) => main(page).getByRole("button", { name, exact: true });
const stepHeading = (page: Page) => main(page).getByRole("heading", { level: 2 }).first();

// Bokmål labels, as in app/i18n/locales/business.no.ts.
const STEP_ONE = {
  "Bedriftens navn": "Smørblomst Bakeri",
  Organisasjonsnummer: "",
  "E-post": "",
  Telefon: "22 33 44 55",
  Nettside: "smorblomst.example.no",
};
const STEP_TWO = {
  "Om bedriften": "Håndverksbakeri på Grünerløkka med surdeigsbrød og skillingsboller.",
  By: "Oslo",
  Adresse: "Thorvald Meyers gate 50, 0552 Oslo",
  Kontaktperson: "Marit Smør",
  Passord: "surdeig-2026",
  "Gjenta passord": "surdeig-2026",
};

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await input(page, label).fill(value);
}

async function expectValues(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) expect(await input(page, label).inputValue(), label).toBe(value);
}

describe("/business", () => {
  it("presents the partner offer and links to every next step", async () => {
    const page = await browser.newPage();
    await visit(page, "/");
    await page.getByRole("banner").getByRole("link", { name: "For bedrifter", exact: true }).first().click();
    await page.waitForURL(`${browser.baseUrl}/business`);
    // A client-side navigation: the URL changes before the new page has rendered.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Få flere kunder med MagicDeals");
    for (const heading of [
      "Slik fungerer det for bedrifter",
      "Tre måneder gratis",
      "Velg abonnementet som passer bedriften",
    ])
      await main(page).getByRole("heading", { name: heading, exact: true }).waitFor();
    const hrefs = await main(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const href of [
      "/business/register",
      "/business/login",
      "/business/solutions",
      "/business/marketing",
      "/business/consultation",
      "/business/register?plan=starter",
      "/business/register?plan=ecommerce",
      "/business/register?plan=growth",
    ])
      expect(hrefs).toContain(href);
    // The three plans with their prices from domain/partners/business-plans.ts.
    const plans = main(page).locator("#plans-heading + p + ul > li");
    expect(await plans.count()).toBe(3);
    expect(await plans.nth(2).innerText()).toMatch(/^Vekst\s+4\s999\skr\s+Opptil 30/);
    await expectNoAxeViolations(page);

    await main(page).getByRole("link", { name: "Start gratis med Vekst", exact: true }).click();
    await page.waitForURL(`${browser.baseUrl}/business/register?plan=growth`);
    await waitForHydration(page);
    await fill(page, { ...STEP_ONE, Organisasjonsnummer: randomOrgNumber(), "E-post": `a+${randomUUID()}@example.no` });
    await button(page, "Fortsett").click();
    expect(await main(page).getByLabel("Abonnement").inputValue()).toBe("growth");
  });
});

describe("/business/register", () => {
  it("shows the partner agreement in both languages, with its date", async () => {
    const page = await browser.newPage();
    await visit(page, "/business/agreement");
    await page.getByRole("heading", { level: 1, name: "Partneravtale" }).waitFor();
    await main(page).getByRole("heading", { name: "6. Provisjon og utbetaling" }).waitFor();
    expect(await main(page).locator("time").getAttribute("datetime")).toBe(PARTNER_AGREEMENT_VERSION);
    await expectNoAxeViolations(page);
    await visit(page, "/en/business/agreement");
    await page.getByRole("heading", { level: 1, name: "Partner agreement" }).waitFor();
    await main(page).getByRole("heading", { name: "6. Commission and payouts" }).waitFor();
  });

  it("checks step 1 in the browser before step 2, sending nothing", async () => {
    const page = await browser.newPage();
    await visit(page, "/business/register");
    let posts = 0;
    page.on("request", (r) => {
      if (r.method() === "POST") posts++;
    });
    await fill(page, { ...STEP_ONE, Organisasjonsnummer: "948 824 133", "E-post": "bakeri@", Telefon: "12 34" });
    await button(page, "Fortsett").click();
    await fieldError(page, "orgNumber").waitFor();
    expect(await fieldError(page, "orgNumber").innerText()).toBe(
      "Organisasjonsnummeret må ha 9 siffer og være et gyldig norsk organisasjonsnummer.",
    );
    expect(await fieldError(page, "email").innerText()).toBe(
      "Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.",
    );
    expect(await fieldError(page, "phone").innerText()).toBe(
      "Skriv inn et norsk telefonnummer med 8 siffer, for eksempel 22 33 44 55.",
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("field-orgNumber");
    expect(await stepHeading(page).innerText()).toContain("Bedriftsinformasjon");
    expect(posts).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("goes 1 → 2, back keeps everything, refused without the agreement, then success: check your e-mail, and sign in → dashboard", async () => {
    const page = await browser.newPage({ allowConsole: /status of 400/ });
    await visit(page, "/business/register");
    expect(await stepHeading(page).innerText()).toBe("Steg 1 av 3\nBedriftsinformasjon");
    await expectNoAxeViolations(page);

    const email = `marit+${randomUUID()}@smorblomst.example.no`;
    const stepOne = { ...STEP_ONE, Organisasjonsnummer: randomOrgNumber(), "E-post": email };
    await fill(page, stepOne);
    await button(page, "Fortsett").click();
    await main(page).getByText("Steg 2 av 3").waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H2");
    await fill(page, STEP_TWO);
    await main(page).getByLabel("Abonnement").selectOption("ecommerce");
    await expectNoAxeViolations(page);

    await button(page, "Tilbake").click();
    await main(page).getByText("Steg 1 av 3").waitFor();
    await expectValues(page, stepOne);
    await button(page, "Fortsett").click();
    await main(page).getByText("Steg 2 av 3").waitFor();
    await expectValues(page, STEP_TWO);
    expect(await main(page).getByLabel("Abonnement").inputValue()).toBe("ecommerce");

    // Not without the partner agreement: said at the box, everything typed kept.
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/business/register"));
    await button(page, "Registrer bedriften").click();
    expect((await refused).status()).toBe(400);
    await main(page).getByText("Du må godta partneravtalen for å registrere bedriften.").first().waitFor();
    await expectValues(page, STEP_TWO);
    const agreementLink = main(page).getByRole("link", { name: "Les partneravtalen" });
    expect(await agreementLink.getAttribute("href")).toBe("/business/agreement");
    expect(await agreementLink.getAttribute("target")).toBe("_blank");
    await main(page).getByLabel("Jeg godtar partneravtalen på vegne av bedriften").check();

    const accepted = page.waitForResponse((r) => r.url().endsWith("/api/business/register"));
    await button(page, "Registrer bedriften").click();
    expect((await accepted).status()).toBe(200);
    await main(page).getByText("Sjekk e-posten din").waitFor();
    expect(await stepHeading(page).innerText()).toBe("Steg 3 av 3\nFerdig");
    await expectNoAxeViolations(page);

    const { rows } = await connection.pool.query(
      `SELECT p.status, p.phone, pp.plan FROM partners p JOIN partner_profiles pp ON pp.partner_id = p.id
        WHERE p.email = $1`,
      [email],
    );
    expect(rows).toEqual([{ status: "pending", phone: "+4722334455", plan: "ecommerce" }]);
    const agreement = await connection.pool.query(
      `SELECT pp.agreement_version FROM partner_profiles pp JOIN partners p ON p.id = pp.partner_id WHERE p.email = $1`,
      [email],
    );
    expect(agreement.rows).toEqual([{ agreement_version: PARTNER_AGREEMENT_VERSION }]);
    // Signing up signs nobody in: the answer is the same for a known address (below).
    expect((await page.context().cookies()).some((c) => c.name === "session")).toBe(false);
    const mails = await connection.pool.query(`SELECT text FROM mail_messages WHERE "to" = $1`, [email]);
    expect(mails.rows[0].text).toMatch(/\/verify-email\/[A-Za-z0-9_-]{43}/);

    await main(page).getByRole("status").getByRole("link", { name: "Logg inn", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/business/login");
    await input(page, "E-post").fill(email);
    await input(page, "Passord").fill(STEP_TWO.Passord);
    await button(page, "Logg inn").click();
    await page.waitForURL(`${browser.baseUrl}/business/dashboard`);
    // Signed in as a partner now: the sign-in page sends them straight on.
    await visit(page, "/business/login");
    expect(path(page)).toBe("/business/dashboard");
  });

  it("answers a known address (any case) exactly like a new one, creating nothing", async () => {
    const orgNumber = randomOrgNumber();
    const page = await browser.newPage();
    await visit(page, "/business/register");
    await fill(page, { ...STEP_ONE, Organisasjonsnummer: orgNumber, "E-post": "Kunde@Demo.MagicDeals.no" });
    await button(page, "Fortsett").click();
    await main(page).getByText("Steg 2 av 3").waitFor();
    await fill(page, STEP_TWO);
    await main(page).getByLabel("Jeg godtar partneravtalen på vegne av bedriften").check();
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/business/register"));
    await button(page, "Registrer bedriften").click();
    expect((await answered).status()).toBe(200);
    await main(page).getByText("Sjekk e-posten din").waitFor();
    expect(await stepHeading(page).innerText()).toBe("Steg 3 av 3\nFerdig");
    expect((await page.context().cookies()).some((c) => c.name === "session")).toBe(false);
    const { rows } = await connection.pool.query("SELECT 1 FROM partners WHERE org_number = $1", [orgNumber]);
    expect(rows).toEqual([]);
  });

  it("shows a logo preview, and a logo too large is refused at its field", async () => {
    const page = await browser.newPage();
    await visit(page, "/business/register");
    await fill(page, { ...STEP_ONE, Organisasjonsnummer: randomOrgNumber(), "E-post": `l+${randomUUID()}@example.no` });
    await button(page, "Fortsett").click();
    await main(page).getByText("Steg 2 av 3").waitFor();
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await main(page).getByLabel("Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await main(page).getByRole("img", { name: "Forhåndsvisning av logoen" }).waitFor();
    await main(page)
      .getByLabel("Logo")
      .setInputFiles({ name: "stor.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await fieldError(page, "logo").waitFor();
    expect(await fieldError(page, "logo").innerText()).toBe("Bildet er større enn 5 MB. Velg et mindre bilde.");
    await expectNoAxeViolations(page);
  });
});

describe("/business/login", () => {
  it("shows the spec's toast for a wrong password and keeps the e-mail", async () => {
    const page = await browser.newPage({ lang: "en", allowConsole: /status of 401/ });
    await visit(page, "/business/login");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Business Sign In");
    await expectNoAxeViolations(page);
    await input(page, "Email").fill(DEMO_PARTNER.email);
    await input(page, "Password").fill("not-the-password");
    await button(page, "Sign In").click();
    expect((await toastWith(page, "Sign in failed")).text).toContain("Please check your credentials and try again");
    expect(await input(page, "Email").inputValue()).toBe(DEMO_PARTNER.email);
    // The English address (decision 030).
    expect(path(page)).toBe("/en/business/login");
  });

  it("tells a customer this is the partner sign-in, with a link to the customer sign-in", async () => {
    const page = await browser.newPage({ lang: "en", allowConsole: /status of 403/ });
    await visit(page, "/business/login");
    await input(page, "Email").fill(DEMO_CUSTOMER.email);
    await input(page, "Password").fill(DEMO_CUSTOMER.password);
    await button(page, "Sign In").click();
    const alert = main(page).getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toBe(
      "This is the sign-in for businesses, and your account is a customer account. Sign in as a customer here",
    );
    expect(await alert.getByRole("link").getAttribute("href")).toBe("/en/login");
    expect((await page.context().cookies()).some((c) => c.name === "session")).toBe(false);
    await expectNoAxeViolations(page);
  });

  it("signs the demo partner in and lands on the dashboard", async () => {
    const page = await browser.newPage();
    await visit(page, "/business/login");
    expect(await main(page).getByRole("link", { name: "Glemt passordet?" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    expect(await main(page).getByRole("link", { name: "Registrer bedriften" }).getAttribute("href")).toBe(
      "/business/register",
    );
    await input(page, "E-post").fill(DEMO_PARTNER.email);
    await input(page, "Passord").fill(DEMO_PARTNER.password);
    await main(page).getByLabel("Husk meg i 30 dager").check();
    await button(page, "Logg inn").click();
    await page.waitForURL(`${browser.baseUrl}/business/dashboard`);
    const session = (await page.context().cookies()).find((c) => c.name === "session");
    expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
  });

  it("comes back to ?redirectTo after signing in, and sends a signed-in partner on at once", async () => {
    const page = await browser.newPage();
    await visit(page, "/business/login?redirectTo=%2Fbusiness%2Fdashboard%3Fperiod%3D7");
    await input(page, "E-post").fill(DEMO_PARTNER.email);
    await input(page, "Passord").fill(DEMO_PARTNER.password);
    await button(page, "Logg inn").click();
    await page.waitForURL(`${browser.baseUrl}/business/dashboard?period=7`);
    await visit(page, "/business/login?redirectTo=//evil.example");
    expect(path(page)).toBe("/business/dashboard");
  });

  it("lets an admin in (to the admin console), and shows the page to signed-in non-partners", async () => {
    const admin = await createUser(connection.db, { role: "admin", name: "Test Admin", password: "admin-passord" });
    const page = await browser.newPage();
    await visit(page, "/business/login");
    await input(page, "E-post").fill(admin.email);
    await input(page, "Passord").fill("admin-passord");
    await button(page, "Logg inn").click();
    await page.waitForURL(`${browser.baseUrl}/admin`);
    // An admin owns no business: the sign-in page stays (the dashboard's gate sends non-partners here).
    await visit(page, "/business/login");
    expect(path(page)).toBe("/business/login");
    // A signed-in customer still sees the partner sign-in page.
    const customer = await createCustomer(connection.db, { name: "Kunde" });
    const other = await browser.newPage({ session: await sessionFor(connection.db, customer.id) });
    await visit(other, "/business/login");
    expect(path(other)).toBe("/business/login");
  });
});
