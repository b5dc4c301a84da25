import { and, asc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import { outboxMailer, TEST_ORIGIN } from "../../tests/support/shop-services";
import { bookings, jobs, mailMessages, partners, type vouchers } from "#db/schema.server";
import { formatDate, formatTimeRange } from "#i18n/format";
import { createCustomer, createDeal, createPartner } from "#domain/demo/factories.server";
import { runNextJob } from "#domain/platform/jobs.server";
import { addBlackoutDay, saveBookingSettings } from "./booking-settings.server";
import { addDays, osloDay, weekdayIndex } from "./booking-slots";
import {
  BOOKING_REMINDER_JOB,
  bookSlot,
  cancelBooking,
  partnerCalendar,
  redeemBooking,
  sendBookingReminder,
  slotsForDay,
} from "./bookings.server";

const test = setupTestDatabase({ seeded: true });
const shop = setupTestShop(test);
const services = { mailer: outboxMailer(), origin: TEST_ORIGIN };
const limits = { perPartner: { max: 1000, windowSeconds: 900 }, perIp: { max: 1000, windowSeconds: 900 } };

// Monday to Friday 09–12, Saturday 10–12, Sunday closed.
const HOURS = [
  ...Array.from({ length: 5 }, () => ({ opens: "09:00", closes: "12:00" })),
  { opens: "10:00", closes: "12:00" },
  null,
];

/** A Monday at least a week ahead, on Norway's calendar. */
function nextMonday(): string {
  const inAWeek = addDays(osloDay(new Date()), 7);
  return addDays(inAWeek, (7 - weekdayIndex(inAWeek)) % 7);
}

async function bookingPartner(settings: { capacity?: number; cutoffHours?: number } = {}) {
  const partner = await createPartner(test.db, { status: "approved", openingHours: HOURS, name: "Frisør Test" });
  const deal = await createDeal(test.db, partner.partnerId, { title: "Klipp og farge" });
  await saveBookingSettings(test.db, partner.partnerId, {
    enabled: true,
    slotMinutes: 60,
    capacity: settings.capacity ?? 2,
    cutoffHours: settings.cutoffHours ?? 24,
  });
  return { ...partner, dealId: deal.id };
}

/** `count` vouchers of the deal, bought by one customer through the real checkout. */
async function buy(dealId: number, count = 1) {
  const email = `booking-${crypto.randomUUID()}@example.no`;
  const account = await createCustomer(test.db, { name: "Kari Nordmann", email });
  const bought: (typeof vouchers.$inferSelect)[] = [];
  for (let left = count; left > 0; left -= 10) {
    const order = await shop.buy(test.db, {
      lines: [{ dealId, packageKind: "basic", quantity: Math.min(left, 10) }],
      email,
      userId: account.id,
      language: "no",
    });
    if (!order.ok) throw new Error(order.reason);
    bought.push(...order.vouchers);
  }
  return { userId: account.id, email, vouchers: bought };
}

const utcTimes = (slots: { startsAt: string }[]) => slots.map((s) => s.startsAt.slice(11, 16));

describe("booking slots", () => {
  it("follow the weekly opening hours in Norway's time: none on a closed day", async () => {
    const partner = await bookingPartner();
    const monday = nextMonday();
    const mondaySlots = await slotsForDay(test.db, partner.partnerId, monday);
    expect(mondaySlots).toHaveLength(3);
    // 09.00, 10.00 and 11.00 in Oslo: 08/09/10 UTC in winter, 07/08/09 UTC in summer.
    const offset = new Date(mondaySlots[0]!.startsAt).getUTCHours() === 8 ? 1 : 2;
    expect(utcTimes(mondaySlots)).toEqual([9, 10, 11].map((h) => `${String(h - offset).padStart(2, "0")}:00`));
    expect(mondaySlots.every((s) => s.left === 2)).toBe(true);
    expect(await slotsForDay(test.db, partner.partnerId, addDays(monday, 5))).toHaveLength(2);
    expect(await slotsForDay(test.db, partner.partnerId, addDays(monday, 6))).toEqual([]);
  });

  it("blackout days have no slots and cannot be booked", async () => {
    const partner = await bookingPartner();
    const tuesday = addDays(nextMonday(), 1);
    const before = await slotsForDay(test.db, partner.partnerId, tuesday);
    expect(before).toHaveLength(3);
    await addBlackoutDay(test.db, partner.partnerId, tuesday);
    expect(await slotsForDay(test.db, partner.partnerId, tuesday)).toEqual([]);
    const {
      userId,
      vouchers: [voucher],
    } = await buy(partner.dealId);
    const result = await bookSlot(test.db, services, { voucherId: voucher!.id, userId, startsAt: before[0]!.startsAt });
    expect(result).toEqual({ ok: false, reason: "noSuchSlot" });
  });

  it("turned off, a partner offers no slots", async () => {
    const partner = await bookingPartner();
    await saveBookingSettings(test.db, partner.partnerId, {
      enabled: false,
      slotMinutes: 60,
      capacity: 1,
      cutoffHours: 0,
    });
    expect(await slotsForDay(test.db, partner.partnerId, nextMonday())).toEqual([]);
  });
});

describe("booking a voucher's appointment", () => {
  it("never books more than the capacity: 50 concurrent bookings of one slot with capacity 3, exactly 3 succeed", async () => {
    const partner = await bookingPartner({ capacity: 3 });
    const { userId, vouchers: bought } = await buy(partner.dealId, 50);
    expect(bought).toHaveLength(50);
    const [slot] = await slotsForDay(test.db, partner.partnerId, nextMonday());
    const results = await Promise.all(
      bought.map((voucher) => bookSlot(test.db, services, { voucherId: voucher.id, userId, startsAt: slot!.startsAt })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok && r.reason === "full")).toHaveLength(47);
    const stored = await test.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.partnerId, partner.partnerId), eq(bookings.status, "booked")));
    expect(stored).toHaveLength(3);
    const [after] = await slotsForDay(test.db, partner.partnerId, nextMonday());
    expect(after!.left).toBe(0);
  });

  it("keeps one booking per voucher: booking another slot moves it, and frees the old one", async () => {
    const partner = await bookingPartner({ capacity: 1 });
    const {
      userId,
      vouchers: [voucher],
    } = await buy(partner.dealId);
    const [first, second] = await slotsForDay(test.db, partner.partnerId, nextMonday());
    const booked = await bookSlot(test.db, services, { voucherId: voucher!.id, userId, startsAt: first!.startsAt });
    expect(booked).toMatchObject({ ok: true, moved: false });
    const moved = await bookSlot(test.db, services, { voucherId: voucher!.id, userId, startsAt: second!.startsAt });
    expect(moved).toMatchObject({ ok: true, moved: true });
    const rows = await test.db.select().from(bookings).where(eq(bookings.voucherId, voucher!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.startsAt.toISOString()).toBe(second!.startsAt);
    const slots = await slotsForDay(test.db, partner.partnerId, nextMonday());
    expect(slots.map((s) => s.left)).toEqual([1, 0, 1]);
  });

  it("refuses someone else's voucher as not found", async () => {
    const partner = await bookingPartner();
    const {
      vouchers: [voucher],
    } = await buy(partner.dealId);
    const stranger = await createCustomer(test.db, { email: `stranger-${crypto.randomUUID()}@example.no` });
    const [slot] = await slotsForDay(test.db, partner.partnerId, nextMonday());
    const result = await bookSlot(test.db, services, {
      voucherId: voucher!.id,
      userId: stranger.id,
      startsAt: slot!.startsAt,
    });
    expect(result).toEqual({ ok: false, reason: "notFound" });
  });

  it("lets the customer move or cancel until the cut-off, and says when it closed after", async () => {
    const partner = await bookingPartner({ cutoffHours: 24 });
    const {
      userId,
      vouchers: [voucher],
    } = await buy(partner.dealId);
    const [first, second] = await slotsForDay(test.db, partner.partnerId, nextMonday());
    await bookSlot(test.db, services, { voucherId: voucher!.id, userId, startsAt: first!.startsAt });
    const startsAt = new Date(first!.startsAt).getTime();
    const late = new Date(startsAt - 23 * 3_600_000);
    const deadline = new Date(startsAt - 24 * 3_600_000).toISOString();
    const input = { voucherId: voucher!.id, userId };
    expect(await cancelBooking(test.db, services, input, late)).toEqual({
      ok: false,
      reason: "tooLate",
      changeableUntil: deadline,
    });
    expect(await bookSlot(test.db, services, { ...input, startsAt: second!.startsAt }, late)).toEqual({
      ok: false,
      reason: "tooLate",
      changeableUntil: deadline,
    });
    const inTime = new Date(startsAt - 25 * 3_600_000);
    expect(await cancelBooking(test.db, services, input, inTime)).toEqual({ ok: true });
    const [row] = await test.db.select().from(bookings).where(eq(bookings.voucherId, voucher!.id));
    expect(row!.status).toBe("cancelled");
  });

  it("sends a confirmation with a calendar file: VEVENT in UTC, CRLF lines of at most 75 octets", async () => {
    const partner = await bookingPartner();
    const {
      userId,
      email,
      vouchers: [voucher],
    } = await buy(partner.dealId);
    const [slot] = await slotsForDay(test.db, partner.partnerId, nextMonday());
    await bookSlot(test.db, services, { voucherId: voucher!.id, userId, startsAt: slot!.startsAt });
    const [mail] = await test.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, email), like(mailMessages.subject, "Timen er bestilt%")));
    expect(mail).toBeDefined();
    expect(mail!.text).toContain("Frisør Test");
    const attachment = mail!.attachments.find((a) => a.filename.endsWith(".ics"));
    expect(attachment?.contentType).toMatch(/^text\/calendar/);
    const ics = Buffer.from(attachment!.contentBase64 ?? "", "base64").toString("utf8");
    const start = slot!.startsAt.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    expect(ics).toContain("BEGIN:VEVENT\r\n");
    expect(ics).toContain(`DTSTART:${start}\r\n`);
    expect(ics).toMatch(/\r\nDTEND:\d{8}T\d{6}Z\r\n/);
    expect(ics).toMatch(/\r\nUID:booking-[0-9a-f-]+@magicdeals\.no\r\n/);
    expect(ics).toContain("SUMMARY:Klipp og farge – Frisør Test");
    expect(ics).toMatch(/\r\nLOCATION:.+/);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  });

  it("sends the day-before reminder once, with two workers taking the job at the same time", async () => {
    const partner = await bookingPartner();
    const {
      userId,
      email,
      vouchers: [voucher],
    } = await buy(partner.dealId);
    const [slot] = await slotsForDay(test.db, partner.partnerId, nextMonday());
    const booked = await bookSlot(test.db, services, { voucherId: voucher!.id, userId, startsAt: slot!.startsAt });
    if (!booked.ok) throw new Error(booked.reason);
    const key = `${BOOKING_REMINDER_JOB}:${booked.bookingId}:${slot!.startsAt}`;
    const [job] = await test.db.select().from(jobs).where(eq(jobs.dedupeKey, key));
    // 24 hours before the appointment.
    expect(job!.runAt.getTime()).toBe(new Date(slot!.startsAt).getTime() - 24 * 3_600_000);
    // The day before has come.
    await test.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job!.id));
    const handlers = {
      [BOOKING_REMINDER_JOB]: (payload: Record<string, unknown>) =>
        sendBookingReminder(test.db, services, {
          bookingId: String(payload.bookingId),
          startsAt: String(payload.startsAt),
        }).then(() => undefined),
    };
    await Promise.all([runNextJob(test.db, handlers, "worker-a"), runNextJob(test.db, handlers, "worker-b")]);
    // A second copy of the same job (a lease ran out) changes nothing either.
    const again = await Promise.all([
      sendBookingReminder(test.db, services, { bookingId: booked.bookingId, startsAt: slot!.startsAt }),
      sendBookingReminder(test.db, services, { bookingId: booked.bookingId, startsAt: slot!.startsAt }),
    ]);
    expect(again).toEqual([false, false]);
    const reminders = await test.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, email), like(mailMessages.subject, "Påminnelse%")));
    expect(reminders).toHaveLength(1);
  });

  it("sends no reminder for a booking moved since the job was made", async () => {
    const partner = await bookingPartner();
    const {
      userId,
      vouchers: [voucher],
    } = await buy(partner.dealId);
    const [first, second] = await slotsForDay(test.db, partner.partnerId, nextMonday());
    const booked = await bookSlot(test.db, services, { voucherId: voucher!.id, userId, startsAt: first!.startsAt });
    if (!booked.ok) throw new Error(booked.reason);
    await bookSlot(test.db, services, { voucherId: voucher!.id, userId, startsAt: second!.startsAt });
    expect(
      await sendBookingReminder(test.db, services, { bookingId: booked.bookingId, startsAt: first!.startsAt }),
    ).toBe(false);
    expect(
      await sendBookingReminder(test.db, services, { bookingId: booked.bookingId, startsAt: second!.startsAt }),
    ).toBe(true);
  });
});

describe("the partner's calendar", () => {
  it("lists the day's bookings and redeems the voucher from one", async () => {
    const partner = await bookingPartner();
    const {
      userId,
      vouchers: [voucher],
    } = await buy(partner.dealId);
    const monday = nextMonday();
    const [slot] = await slotsForDay(test.db, partner.partnerId, monday);
    const booked = await bookSlot(test.db, services, { voucherId: voucher!.id, userId, startsAt: slot!.startsAt });
    if (!booked.ok) throw new Error(booked.reason);
    const week = await partnerCalendar(test.db, partner.partnerId, monday, 7);
    expect(week).toEqual([
      expect.objectContaining({ id: booked.bookingId, code: voucher!.code, firstName: "Kari", status: "booked" }),
    ]);
    expect(await partnerCalendar(test.db, partner.partnerId, addDays(monday, 1), 1)).toEqual([]);
    const redeemed = await redeemBooking(
      test.db,
      { partnerId: partner.partnerId, userId: partner.userId, ip: "10.0.0.9", bookingId: booked.bookingId },
      limits,
    );
    expect(redeemed).toMatchObject({ ok: true, voucher: { code: voucher!.code, status: "redeemed" } });
    const [after] = await partnerCalendar(test.db, partner.partnerId, monday, 1);
    expect(after).toMatchObject({ status: "redeemed", voucherStatus: "redeemed" });
  });

  it("does not redeem another partner's booking", async () => {
    const partner = await bookingPartner();
    const other = await bookingPartner();
    const {
      userId,
      vouchers: [voucher],
    } = await buy(partner.dealId);
    const [slot] = await slotsForDay(test.db, partner.partnerId, nextMonday());
    const booked = await bookSlot(test.db, services, { voucherId: voucher!.id, userId, startsAt: slot!.startsAt });
    if (!booked.ok) throw new Error(booked.reason);
    const result = await redeemBooking(
      test.db,
      { partnerId: other.partnerId, userId: other.userId, ip: "10.0.0.9", bookingId: booked.bookingId },
      limits,
    );
    expect(result).toEqual({ ok: false, reason: "noBooking" });
  });
});

describe("the partner hears of bookings", () => {
  const slotText = (slot: { startsAt: string; endsAt: string }, lang: "no" | "en") =>
    `${formatDate(new Date(slot.startsAt), lang)} ${formatTimeRange(new Date(slot.startsAt), new Date(slot.endsAt), lang)}`;
  const partnerMails = (to: string) =>
    test.db.select().from(mailMessages).where(eq(mailMessages.to, to)).orderBy(asc(mailMessages.createdAt));

  it("gets one e-mail with the slot when a customer books, moves and cancels, in the partner's language", async () => {
    const partner = await bookingPartner({ cutoffHours: 0 });
    const {
      userId,
      vouchers: [voucher],
    } = await buy(partner.dealId);
    const [first, second] = await slotsForDay(test.db, partner.partnerId, nextMonday());

    await bookSlot(test.db, services, { voucherId: voucher!.id, userId, startsAt: first!.startsAt });
    const booked = await partnerMails(partner.email);
    expect(booked).toHaveLength(1);
    expect(booked[0]!.subject).toBe(`Ny timebestilling: Klipp og farge ${slotText(first!, "no")}`);
    expect(booked[0]!.subject).toContain("kl. ");
    expect(booked[0]!.text).toContain("Kari har bestilt time for «Klipp og farge»");

    await bookSlot(test.db, services, { voucherId: voucher!.id, userId, startsAt: second!.startsAt });
    const moved = (await partnerMails(partner.email)).slice(1);
    expect(moved).toHaveLength(1);
    expect(moved[0]!.subject).toBe(`Time flyttet: Klipp og farge ${slotText(second!, "no")}`);
    expect(moved[0]!.text).toContain(`fra ${slotText(first!, "no")} til ${slotText(second!, "no")}`);

    // The owner switched to English: the next e-mail is in English, whatever the customer uses.
    await test.db.update(partners).set({ language: "en" }).where(eq(partners.id, partner.partnerId));
    expect(await cancelBooking(test.db, services, { voucherId: voucher!.id, userId })).toEqual({ ok: true });
    const cancelled = (await partnerMails(partner.email)).slice(2);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.language).toBe("en");
    expect(cancelled[0]!.subject).toBe(`Booking cancelled: Klipp og farge ${slotText(second!, "en")}`);
    expect(cancelled[0]!.text).toContain("The place is free again.");
  });
});
