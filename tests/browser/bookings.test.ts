// Booking the appointment a voucher is for, in a real Chromium: the partner turns bookings on, a
// customer books a time from the voucher under "Mine verdikort" and moves it; the partner finds
// it in the week's calendar (in English) and redeems it from there.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { deals, partners } from "../../db/schema.server";
import { addDays, osloDay, weekdayIndex } from "../../domain/bookings/booking-slots";
import { DEMO_PARTNER, findDemoPartnerId, register, signIn } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { expectNoAxeViolations } from "../support/axe";
import { main } from "../support/browser-actions";
import { setupBrowser, visit } from "../support/browser-page";
import { fillGuestCart, payAtCheckoutByCard } from "../support/checkout-form";

const browser = setupBrowser();
const app = setupAppDatabase();

let partnerSession = "";
let partnerId = "";
beforeAll(async () => {
  partnerSession = await signIn(browser.baseUrl, DEMO_PARTNER);
  partnerId = await findDemoPartnerId(app.db);
});

/** The first day at least two days ahead that the demo partner is open. */
async function openDay(): Promise<string> {
  const [row] = await app.db.select({ hours: partners.openingHours }).from(partners).where(eq(partners.id, partnerId));
  for (let ahead = 2; ahead < 14; ahead++) {
    const day = addDays(osloDay(new Date()), ahead);
    if (row?.hours?.[weekdayIndex(day)]) return day;
  }
  throw new Error("The demo partner is never open");
}

describe("bookings", () => {
  it("partner turns bookings on; customer books and moves a time; partner sees it and redeems it", async () => {
    // The partner's settings, in Bokmål.
    const settings = await browser.newPage({ session: partnerSession });
    await visit(settings, "/business/bookings");
    await main(settings).getByRole("heading", { level: 1, name: "Timebestilling" }).waitFor();
    await main(settings).getByLabel("Ta imot bestillinger").check();
    await main(settings).getByLabel("Lengde på en time (minutter)").fill("60");
    await main(settings).getByLabel("Kunder per tid").fill("2");
    await main(settings).getByLabel("Frist for å flytte eller avbestille (timer før)").fill("24");
    await main(settings).getByRole("button", { name: "Lagre innstillingene" }).click();
    await main(settings).getByText("Innstillingene er lagret.").waitFor();
    await expectNoAxeViolations(settings);

    // A customer buys one of the partner's deals.
    const { session } = await register(browser.baseUrl, "Kari Kjøper");
    const buyer = await browser.newPage({ session });
    const [deal] = await app.db
      .select({ id: deals.id })
      .from(deals)
      .where(and(eq(deals.partnerId, partnerId), eq(deals.status, "published")))
      .orderBy(deals.id)
      .limit(1);
    await fillGuestCart(buyer, app.pool, [{ dealId: deal!.id, kind: "basic", quantity: 1 }]);
    await visit(buyer, "/checkout");
    await payAtCheckoutByCard(buyer);
    await buyer.waitForURL(/\/payment\/success\?order=/);

    // From the voucher: "Bestill time", a day, a free time.
    await visit(buyer, "/account/vouchers");
    const book = main(buyer).getByRole("link", { name: "Bestill time", exact: true });
    const href = await book.getAttribute("href");
    expect(href).toMatch(/^\/account\/vouchers\/[0-9a-f-]+\/booking$/);
    await book.click();
    await main(buyer).getByRole("heading", { level: 1, name: "Bestill time" }).waitFor();
    const day = await openDay();
    await visit(buyer, `${href}?day=${day}`);
    const slots = main(buyer).getByTestId("slots").getByRole("button");
    await slots.first().waitFor();
    const [firstLabel, secondLabel] = await slots.allInnerTexts();
    expect(firstLabel).toMatch(/^Bestill kl\. \d\d\.\d\d/);
    await expectNoAxeViolations(buyer);
    await slots.first().click();
    await main(buyer)
      .getByText(/^Timen er bestilt: \d\d\.\d\d\.\d{4} kl\. \d\d\.\d\d–\d\d\.\d\d\./)
      .waitFor();
    await main(buyer).getByTestId("current-booking").waitFor();

    // Moved to the next time.
    const secondTime = /kl\. \d\d\.\d\d/.exec(secondLabel!)![0];
    await main(buyer)
      .getByTestId("slots")
      .getByRole("button", { name: new RegExp(`^Flytt til ${secondTime.replace(".", "\\.")}`) })
      .click();
    await main(buyer)
      .getByText(/^Timen er flyttet til /)
      .waitFor();
    expect(await main(buyer).getByTestId("current-booking").innerText()).toContain(secondTime.replace("kl. ", ""));
    // The voucher card says when, and offers to change it.
    await visit(buyer, "/account/vouchers");
    expect(await main(buyer).getByTestId("booked-at").innerText()).toMatch(
      new RegExp(`^Time: \\d\\d\\.\\d\\d\\.\\d{4} ${secondTime.replace(".", "\\.")}$`),
    );
    await main(buyer).getByRole("link", { name: "Endre time", exact: true }).waitFor();

    // The partner, in English: the week's calendar shows the booking, and "Redeem" uses the voucher.
    const partner = await browser.newPage({ session: partnerSession, lang: "en" });
    await visit(partner, `/business/bookings?view=week&date=${day}`);
    await main(partner).getByRole("heading", { level: 1, name: "Bookings" }).waitFor();
    const entry = main(partner).getByTestId("calendar-booking").filter({ hasText: "Kari" });
    await entry.waitFor();
    await expectNoAxeViolations(partner);
    await entry.getByRole("button", { name: /^Redeem MAGIC-/ }).click();
    await main(partner)
      .getByText(/^Redeemed \d\d:\d\d: MAGIC-/)
      .waitFor();
    await entry.getByText("Redeemed", { exact: true }).waitFor();
  });
});
