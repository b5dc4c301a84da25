// Booking from a guest order's private link in a real Chromium (issue 22): a buyer without an
// account opens the link from the confirmation e-mail, books a time for the voucher, moves it and
// cancels it, as an account holder does under My Vouchers; the partner hears of each. The link is
// the key: another order's link, or none, opens nothing of this voucher.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { partners } from "../../db/schema.server";
import { saveBookingSettings } from "../../domain/bookings/booking-settings.server";
import { addDays, osloDay, weekdayIndex } from "../../domain/bookings/booking-slots";
import { groupCode } from "../../domain/vouchers/voucher-codes";
import { DEMO_PARTNER, findDemoPartnerId } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { expectNoAxeViolations } from "../support/axe";
import { main } from "../support/browser-actions";
import { setupBrowser, visit } from "../support/browser-page";
import { CHECKOUT_BY_CARD, payCheckoutAnswer } from "../support/checkout-http";
import { HttpClient } from "../support/http-client";
import { mailsTo } from "../support/outbox";

const browser = setupBrowser();
const app = setupAppDatabase();
const NOT_FOUND = /Failed to load resource: the server responded with a status of 404/;

let partnerId = "";

/** A guest order of one voucher of the demo partner's deal: its private link (from the e-mail) and code. */
async function guestOrder(): Promise<{ link: string; code: string; voucherId: string }> {
  const email = `gjest+${randomUUID()}@example.no`;
  const { rows: deals } = await app.pool.query<{ id: number }>(
    `SELECT d.id FROM deals d JOIN deal_packages p ON p.deal_id = d.id AND p.kind = 'basic' AND p.min_quantity = 1
      WHERE d.partner_id = $1 AND d.status = 'published' AND d.ends_at > now() + interval '1 day'
        AND d.units_cap IS NULL AND d.per_customer_limit IS NULL AND d.starts_at IS NULL ORDER BY d.id LIMIT 1`,
    [partnerId],
  );
  const guest = new HttpClient(browser.baseUrl);
  const idempotencyKey = randomUUID();
  const started = await guest.postForm("/checkout", {
    idempotencyKey,
    lines: JSON.stringify([{ dealId: deals[0]!.id, packageKind: "basic", quantity: 1 }]),
    email,
    ...CHECKOUT_BY_CARD,
  });
  const answer = await started.text();
  if (started.status >= 400) throw new Error(`checkout: HTTP ${started.status} ${answer.slice(0, 300)}`);
  await (await guest.get(await payCheckoutAnswer(answer))).arrayBuffer();
  const { rows } = await app.pool.query<{ id: string; code: string }>(
    `SELECT v.id, v.code FROM checkout_holds h JOIN vouchers v ON v.order_id = h.order_id WHERE h.idempotency_key = $1`,
    [idempotencyKey],
  );
  const [confirmation] = await mailsTo(app.pool, email);
  const found = /https?:\/\/[^\s"<]+\/orders\/[^\s"<]+/.exec(confirmation!.text)?.[0];
  if (!found) throw new Error(`No order link in the e-mail:\n${confirmation!.text}`);
  return { link: new URL(found).pathname, code: rows[0]!.code, voucherId: rows[0]!.id };
}

/** An open day of the demo partner at least five days ahead (other files book nearer days). */
async function openDay(): Promise<string> {
  const [row] = await app.db.select({ hours: partners.openingHours }).from(partners).where(eq(partners.id, partnerId));
  for (let ahead = 5; ahead < 20; ahead++) {
    const day = addDays(osloDay(new Date()), ahead);
    if (row?.hours?.[weekdayIndex(day)]) return day;
  }
  throw new Error("The demo partner is never open");
}

beforeAll(async () => {
  partnerId = await findDemoPartnerId(app.db);
  // As the partner sets them in bookings.test.ts, so the files agree whichever runs first.
  await saveBookingSettings(app.db, partnerId, { enabled: true, slotMinutes: 60, capacity: 2, cutoffHours: 24 });
});

describe("booking from a guest order's link", () => {
  it("books, moves and cancels the voucher's time without an account; the partner is told each time", async () => {
    const order = await guestOrder();
    const other = await guestOrder();
    const page = await browser.newPage({ allowConsole: NOT_FOUND });
    await visit(page, order.link);
    const card = main(page)
      .getByTestId("voucher")
      .filter({ hasText: groupCode(order.code) });
    const book = card.getByRole("link", { name: "Bestill time", exact: true });
    const href = await book.getAttribute("href");
    expect(href).toBe(`${order.link}/vouchers/${order.voucherId}/booking`);
    await book.click();
    await main(page).getByRole("heading", { level: 1, name: "Bestill time" }).waitFor();
    expect(await main(page).getByRole("link", { name: "Tilbake til bestillingen" }).getAttribute("href")).toBe(
      order.link,
    );

    const day = await openDay();
    await visit(page, `${href}?day=${day}`);
    const slots = main(page).getByTestId("slots").getByRole("button");
    await slots.first().waitFor();
    const [, secondLabel] = await slots.allInnerTexts();
    await expectNoAxeViolations(page);
    await slots.first().click();
    await main(page)
      .getByText(/^Timen er bestilt: \d\d\.\d\d\.\d{4} kl\. \d\d\.\d\d–\d\d\.\d\d\./)
      .waitFor();
    await main(page).getByTestId("current-booking").waitFor();

    const secondTime = /kl\. \d\d\.\d\d/.exec(secondLabel!)![0];
    await main(page)
      .getByTestId("slots")
      .getByRole("button", { name: new RegExp(`^Flytt til ${secondTime.replace(".", "\\.")}`) })
      .click();
    await main(page)
      .getByText(/^Timen er flyttet til /)
      .waitFor();

    // The order's page shows the booked time and offers to change it.
    await visit(page, order.link);
    await card.getByTestId("booked-at").waitFor();
    expect(await card.getByTestId("booked-at").innerText()).toContain(secondTime.replace("kl. ", ""));
    await card.getByRole("link", { name: "Endre time", exact: true }).click();
    await main(page).getByTestId("current-booking").waitFor();
    await main(page).getByRole("button", { name: "Avbestill timen" }).click();
    await main(page).getByText("Timen er avbestilt.").waitFor();
    const { rows } = await app.pool.query<{ status: string }>("SELECT status FROM bookings WHERE voucher_id = $1", [
      order.voucherId,
    ]);
    expect(rows.map((r) => r.status)).toEqual(["cancelled"]);

    // The partner's owner heard of the booking, the move and the cancellation.
    const told = (await mailsTo(app.pool, DEMO_PARTNER.email)).filter((m) => m.text.includes(groupCode(order.code)));
    expect(told.map((m) => m.subject.split(":")[0])).toEqual(["Ny timebestilling", "Time flyttet", "Time avbestilt"]);

    // Another guest order's link, or a made-up one, opens nothing of this voucher.
    for (const link of [other.link, `/orders/${randomUUID()}.${"A".repeat(43)}`]) {
      const stranger = await browser.newPage({ allowConsole: NOT_FOUND });
      const answer = await stranger.goto(`${link}/vouchers/${order.voucherId}/booking`);
      expect(answer?.status()).toBe(404);
      expect(await stranger.content()).not.toContain(groupCode(order.code));
    }
  });
});
