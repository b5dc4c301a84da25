// The business behind a deal and a voucher, in a real Chromium: the deal page's business block
// (address, phone, opening hours, and without MAP_TILE_URL an address card linking to
// OpenStreetMap) in both languages, the voucher card and its PDF, and the partner's profile form
// with its error summary. Axe on each. The partner, deal and voucher are written straight into
// the app's database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe";
import { newAccount, sessionFor } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { main } from "../support/browser-actions";
import { setupBrowser, visit } from "../support/browser-page";
import { addPaidOrder, createDeal, endCreatedDeals } from "../support/partner-fixtures";
import { pdfText } from "../support/pdf-text";
import { createPartner } from "#domain/demo/factories.server";

const browser = setupBrowser();
const app = setupAppDatabase();

const ADDRESS = "Bryggen 7, 5003 Bergen";
const nine = { opens: "09:00", closes: "17:00" };
let dealId: number;
let partnerSession: string;
let customerSession: string;
let voucherId: string;

beforeAll(async () => {
  const partner = await createPartner(app.db, {
    name: "Bryggen Massasje",
    phone: "+4755301122",
    city: "Bergen",
    address: ADDRESS,
    website: "https://bryggen-massasje.example.no/",
    openingHours: [nine, nine, nine, nine, nine, { opens: "10:00", closes: "15:00" }, null],
  });
  partnerSession = await sessionFor(app.db, partner.userId);
  // A picture the app has (the factory's default is a name only).
  const [picture] = await app.rows<{ image_src: string }>("SELECT image_src FROM deals ORDER BY id LIMIT 1");
  const deal = await createDeal(app.db, partner.partnerId, { city: "Bergen", imageSrc: picture!.image_src });
  dealId = deal.id;
  const customer = await newAccount(app.db, "Kari Verdikort");
  customerSession = await sessionFor(app.db, customer.id);
  const order = await addPaidOrder(app.db, {
    dealId,
    userId: customer.id,
    quantity: 1,
    unitPriceOre: 49_900,
    at: new Date(),
  });
  voucherId = order.voucherIds[0]!;
});

afterAll(async () => {
  await endCreatedDeals(app.db);
});

describe("business block on the deal page", () => {
  it("shows address, phone, opening hours and an address card in Bokmål", async () => {
    const page = await browser.newPage();
    await visit(page, `/deal/${dealId}`);
    const block = page.getByTestId("business-block");
    await expect(block.getByRole("heading", { name: "Om bedriften" }).isVisible()).resolves.toBe(true);
    expect(await block.getByTestId("business-address").innerText()).toBe(ADDRESS);
    const phone = block.getByTestId("business-phone");
    expect(await phone.innerText()).toBe("+47 553 01 122");
    expect(await phone.getAttribute("href")).toBe("tel:+4755301122");
    expect(await block.getByTestId("business-hours").locator("li").allInnerTexts()).toEqual([
      "Man\u2013fre kl. 09.00\u201317.00",
      "Lør kl. 10.00\u201315.00",
      "Søn stengt",
    ]);
    expect(await block.getByText("Ring eller bestill på nettsiden og oppgi verdikortkoden.").isVisible()).toBe(true);
    // No MAP_TILE_URL in the test app: an address card, no tiles.
    const card = block.getByTestId("location-card");
    const mapLink = card.getByRole("link", { name: "Vis i kart" });
    expect(await mapLink.getAttribute("href")).toBe(
      `https://www.openstreetmap.org/search?query=${encodeURIComponent(ADDRESS)}`,
    );
    expect(await block.getByTestId("business-map").count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("says the same in English", async () => {
    const page = await browser.newPage({ lang: "en" });
    await visit(page, `/deal/${dealId}`);
    const block = page.getByTestId("business-block");
    await expect(block.getByRole("heading", { name: "About the business" }).isVisible()).resolves.toBe(true);
    expect(await block.getByTestId("business-hours").locator("li").allInnerTexts()).toEqual([
      "Mon\u2013Fri 09:00\u201317:00",
      "Sat 10:00\u201315:00",
      "Sun closed",
    ]);
    expect(await block.getByRole("link", { name: "Show on map" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });
});

describe("business on the voucher", () => {
  it("names the business's address, phone, website and how to book on the card and in the PDF", async () => {
    const page = await browser.newPage({ session: customerSession });
    await visit(page, "/account/vouchers");
    const business = main(page).getByTestId("voucher-business").first();
    const text = await business.innerText();
    expect(text).toContain("Bryggen Massasje");
    expect(text).toContain(ADDRESS);
    expect(text).toContain("+47 553 01 122");
    expect(text).toContain("bryggen-massasje.example.no");
    expect(text).toContain("Slik bestiller du");
    await expectNoAxeViolations(page);

    const pdf = await page.request.get(`/vouchers/${voucherId}/pdf`);
    expect(pdf.status()).toBe(200);
    const pdfWords = pdfText(Buffer.from(await pdf.body()));
    expect(pdfWords).toContain(ADDRESS);
    expect(pdfWords).toContain("Telefon: +47 553 01 122");
  });
});

describe("business profile", () => {
  it("lists a wrong time in the error summary, then saves and shows the hours on the deal page", async () => {
    // The refused save answers 400, which Chromium logs.
    const page = await browser.newPage({ session: partnerSession, allowConsole: /status of 400/ });
    await visit(page, "/business/profile");
    await expect(page.getByRole("heading", { name: "Bedriftsprofil", level: 1 }).isVisible()).resolves.toBe(true);
    expect(await page.getByLabel("Mandag åpner").inputValue()).toBe("09.00");
    await expectNoAxeViolations(page);

    await page.getByLabel("Mandag stenger").fill("08.00");
    await page.getByRole("button", { name: "Lagre profilen" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Mandag stenger" });
    await summary.waitFor();
    expect(await summary.innerText()).toContain("Stengetiden må være etter åpningstiden.");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");
    await expectNoAxeViolations(page);

    await page.getByLabel("Mandag stenger").fill("18.00");
    await page.getByLabel("Søndag åpner").fill("12");
    await page.getByLabel("Søndag stenger").fill("16");
    await page.getByRole("button", { name: "Lagre profilen" }).click();
    await page.getByRole("status").filter({ hasText: "Bedriftsprofilen er lagret." }).waitFor();

    const deal = await browser.newPage();
    await visit(deal, `/deal/${dealId}`);
    expect(await deal.getByTestId("business-hours").locator("li").allInnerTexts()).toEqual([
      "Man kl. 09.00\u201318.00",
      "Tir\u2013fre kl. 09.00\u201317.00",
      "Lør kl. 10.00\u201315.00",
      "Søn kl. 12.00\u201316.00",
    ]);
  });
});
