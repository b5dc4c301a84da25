// A partner's locations in a real Chromium: the owner adds a second location on
// /business/locations (a wrong postal code named in the error summary first), ticks it on a live
// deal in the deal editor, and the deal page lists both where the voucher can be used; a location
// the live deal is sold at cannot be removed. Both languages, axe on each page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { sessionFor } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { main } from "../support/browser-actions";
import { setupBrowser, visit } from "../support/browser-page";
import { createDeal, endCreatedDeals } from "../support/partner-fixtures";
import { createPartner } from "#domain/demo/factories.server";

const browser = setupBrowser();
const app = setupAppDatabase();

let dealId: number;
let partnerSession: string;
const title = `Massasje på to steder ${Date.now()}`;

beforeAll(async () => {
  const partner = await createPartner(app.db, { name: "Tostad Massasje", address: "Karl Johans gate 1, 0154 Oslo" });
  partnerSession = await sessionFor(app.db, partner.userId);
  // A picture the app has (the factory's default is a name only).
  const [picture] = await app.rows<{ image_src: string }>("SELECT image_src FROM deals ORDER BY id LIMIT 1");
  const deal = await createDeal(app.db, partner.partnerId, {
    title,
    city: "Oslo",
    address: "Karl Johans gate 1",
    imageSrc: picture!.image_src,
    startsAt: new Date(Date.now() - 86_400_000),
  });
  dealId = deal.id;
});

afterAll(async () => {
  await endCreatedDeals(app.db);
});

describe("a partner's locations", () => {
  it("adds a second location, sells a deal there, and lists both on the deal page (Bokmål)", async () => {
    // The refused save answers 400, which Chromium logs.
    const page = await browser.newPage({ session: partnerSession, allowConsole: /status of (400|409)/ });
    await visit(page, "/business/locations");
    const list = main(page).getByTestId("location-list");
    // The profile's address is the first location.
    expect(await list.innerText()).toContain("Karl Johans gate 1, 0154 Oslo");
    await expectNoAxeViolations(page);

    await main(page).getByLabel("Navn på stedet").fill("Majorstuen");
    await main(page).getByLabel("Gateadresse").fill("Bogstadveien 12");
    await main(page).getByLabel("Postnummer").fill("355");
    await main(page).getByLabel("Sted (by)").fill("Oslo");
    await main(page).getByRole("button", { name: "Legg til stedet" }).click();
    const summary = main(page).getByRole("alert").filter({ hasText: "Postnummer" });
    await summary.waitFor();
    expect(await summary.innerText()).toContain("Skriv et postnummer med fire sifre");
    await expectNoAxeViolations(page);

    await main(page).getByLabel("Postnummer").fill("0355");
    await main(page).getByRole("button", { name: "Legg til stedet" }).click();
    await main(page).getByText("«Majorstuen» er lagt til.").waitFor();
    await list.getByText("Bogstadveien 12, 0355 Oslo").waitFor();

    await visit(page, `/business/deals/${dealId}/edit`);
    const boxes = main(page).getByTestId("deal-locations");
    expect(await boxes.getByRole("checkbox", { name: /^Oslo/ }).isChecked()).toBe(true);
    await boxes.getByRole("checkbox", { name: /^Majorstuen/ }).check();
    await main(page)
      .getByLabel(/Jeg bekrefter at den ordinære prisen/)
      .check();
    await main(page).getByRole("button", { name: "Lagre tilbud" }).click();
    await page.waitForURL(/\/business\/deals\?saved=/);

    await visit(page, `/deal/${dealId}`);
    const where = main(page).getByTestId("deal-locations");
    await where.getByRole("heading", { name: "Her kan du bruke verdikortet" }).waitFor();
    const text = await where.innerText();
    expect(text).toContain("Karl Johans gate 1, 0154 Oslo");
    expect(text).toContain("Majorstuen");
    expect(text).toContain("Bogstadveien 12, 0355 Oslo");
    await expectNoAxeViolations(page);

    // The live deal is sold at Majorstuen: it stays, and the answer says why.
    await visit(page, "/business/locations");
    await list.getByRole("button", { name: "Fjern Majorstuen" }).click();
    await main(page).getByText(`Stedet kan ikke fjernes`).waitFor();
    expect(await main(page).innerText()).toContain(`«${title}»`);
    expect(await list.innerText()).toContain("Majorstuen");
  });

  it("says the same in English", async () => {
    const page = await browser.newPage({ session: partnerSession, lang: "en", allowConsole: /status of 409/ });
    await visit(page, "/business/locations");
    await main(page).getByRole("heading", { level: 1, name: "Locations" }).waitFor();
    const list = main(page).getByTestId("location-list");
    await list.getByText("Bogstadveien 12, 0355 Oslo").waitFor();
    await expectNoAxeViolations(page);
    await list.getByRole("button", { name: "Remove Majorstuen" }).click();
    await main(page).getByText("The location cannot be removed").waitFor();

    await visit(page, `/deal/${dealId}`);
    const where = main(page).getByTestId("deal-locations");
    await where.getByRole("heading", { name: "Where you can use the voucher" }).waitFor();
    expect(await where.innerText()).toContain("Bogstadveien 12, 0355 Oslo");
    await expectNoAxeViolations(page);
  });

  it("refuses the page to a signed-out visitor by sending them to the partners' sign-in", async () => {
    const page = await browser.newPage();
    await page.goto("/business/locations");
    expect(new URL(page.url()).pathname).toBe("/business/login");
  });
});
