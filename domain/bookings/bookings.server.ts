// A customer books the appointment a voucher is for: one booked slot per voucher, never more
// bookings in a slot than the partner's capacity, moved or cancelled only until the cut-off.
//
// Capacity under concurrency: slots are worked out from opening hours, not stored, so there is
// no slot row to lock. A booking takes a transaction-scoped advisory lock keyed on the partner and
// the day (Norway's calendar) before it counts the slot's bookings and inserts its own, so
// bookings of one partner's day queue behind each other and each count sees the ones committed
// before it (READ COMMITTED takes a new snapshot per statement). Keying on the day rather than the
// slot start keeps the count right when a slot length change makes old and new slots overlap.
// The voucher's row is locked first (FOR UPDATE), always in that order, so two tabs booking the
// same voucher cannot both pass the "one booking per voucher" check; a partial unique index backs
// that rule in the schema too.
import { and, asc, eq, gte, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "#db/connection.server";
import { bookings, deals, orderLines, orders, partners, users, vouchers } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { cancelJob, enqueueJob } from "#domain/platform/jobs.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import { redeemVoucher, type RedeemResult, type RedemptionLimits } from "#domain/vouchers/redemptions.server";
import { getBookingRules } from "./booking-settings.server";
import { addDays, isDay, osloDay, slotsOfDay } from "./booking-slots";
import { partnerRecipient } from "#domain/partners/partner-language.server";
import { bookingMail, partnerBookingMail, type BookingMailFacts } from "./booking-mails.server";

export const BOOKING_REMINDER_JOB = "bookings.remind";
/** How far ahead a customer may book. */
export const BOOKING_DAYS_AHEAD = 60;

export interface FreeSlot {
  startsAt: string;
  endsAt: string;
  /** Places left (0: full). */
  left: number;
}

type Booked = { startsAt: Date; endsAt: Date };

const overlapping = (slot: Booked) => (b: Booked) => b.startsAt < slot.endsAt && b.endsAt > slot.startsAt;

/** A day's slots still to come, each with the places left. */
export async function slotsForDay(
  db: Database | Transaction,
  partnerId: string,
  day: string,
  now = new Date(),
): Promise<FreeSlot[]> {
  if (!isDay(day)) return [];
  const rules = await getBookingRules(db, partnerId, day);
  if (!rules.enabled) return [];
  const slots = slotsOfDay(day, rules).filter((slot) => slot.startsAt > now);
  if (slots.length === 0) return [];
  const taken = await db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.partnerId, partnerId),
        eq(bookings.status, "booked"),
        lt(bookings.startsAt, slots.at(-1)!.endsAt),
        gte(bookings.endsAt, slots[0]!.startsAt),
      ),
    );
  return slots.map((slot) => ({
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    left: Math.max(0, rules.capacity - taken.filter(overlapping(slot)).length),
  }));
}

/**
 * Who holds the voucher: a signed-in buyer (its account's orders), or whoever has a guest order's
 * signed link (that order's vouchers, while it is on no account: decision 027).
 */
export type VoucherHolder = { userId: string } | { guestOrderId: string };

const heldBy = (holder: VoucherHolder) =>
  "userId" in holder
    ? eq(orders.userId, holder.userId)
    : and(eq(orders.id, holder.guestOrderId), isNull(orders.userId))!;

export interface VoucherBooking {
  voucherId: string;
  code: string;
  title: string;
  status: string;
  validUntil: string;
  partnerId: string;
  partnerName: string;
  bookingsOn: boolean;
  cutoffHours: number;
  booking: { id: string; startsAt: string; endsAt: string; changeableUntil: string; changeable: boolean } | null;
}

/** The voucher's booking state for its holder; undefined when the voucher is not theirs. */
export async function getVoucherBooking(
  db: Database,
  voucherId: string,
  holder: VoucherHolder,
  lang: Language,
  now = new Date(),
): Promise<VoucherBooking | undefined> {
  if (!UUID.test(voucherId)) return undefined;
  const [row] = await db
    .select({
      voucherId: vouchers.id,
      code: vouchers.code,
      title: lang === "en" ? sql<string>`coalesce(${deals.titleEn}, ${deals.title})` : deals.title,
      status: vouchers.status,
      validUntil: vouchers.validUntil,
      partnerId: partners.id,
      partnerName: partners.name,
    })
    .from(vouchers)
    .innerJoin(orders, eq(orders.id, vouchers.orderId))
    .innerJoin(deals, eq(deals.id, vouchers.dealId))
    .innerJoin(partners, eq(partners.id, deals.partnerId))
    .where(and(eq(vouchers.id, voucherId), heldBy(holder)));
  if (!row) return undefined;
  const rules = await getBookingRules(db, row.partnerId, osloDay(now));
  const [booking] = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(and(eq(bookings.voucherId, voucherId), eq(bookings.status, "booked")));
  const until = booking ? changeDeadline(booking.startsAt, rules.cutoffHours) : null;
  return {
    ...row,
    validUntil: row.validUntil.toISOString(),
    bookingsOn: rules.enabled && rules.openingHours !== null,
    cutoffHours: rules.cutoffHours,
    booking:
      booking && until
        ? {
            id: booking.id,
            startsAt: booking.startsAt.toISOString(),
            endsAt: booking.endsAt.toISOString(),
            changeableUntil: until.toISOString(),
            changeable: now < until,
          }
        : null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The last moment a booking may be moved or cancelled. */
export function changeDeadline(startsAt: Date, cutoffHours: number): Date {
  return new Date(startsAt.getTime() - cutoffHours * 3_600_000);
}

export type BookResult =
  | { ok: true; bookingId: string; startsAt: string; moved: boolean }
  | {
      ok: false;
      reason: "notFound" | "notActive" | "bookingsOff" | "noSuchSlot" | "full" | "afterValidity" | "tooLate";
      /** For tooLate: when changes closed. */
      changeableUntil?: string;
    };

interface VoucherLocked {
  id: string;
  code: string;
  status: string;
  validUntil: Date;
  partnerId: string;
}

/** The holder's voucher, its row locked for the rest of the transaction. */
async function lockVoucher(
  tx: Transaction,
  voucherId: string,
  holder: VoucherHolder,
): Promise<VoucherLocked | undefined> {
  if (!UUID.test(voucherId)) return undefined;
  const { rows } = await tx.execute<{
    id: string;
    code: string;
    status: string;
    valid_until: Date;
    partner_id: string;
  }>(sql`
    SELECT v.id, v.code, v.status, v.valid_until, d.partner_id
      FROM ${vouchers} v
      JOIN ${orders} o ON o.id = v.order_id
      JOIN ${deals} d ON d.id = v.deal_id
     WHERE v.id = ${voucherId}
       AND ${"userId" in holder ? sql`o.user_id = ${holder.userId}` : sql`o.id = ${holder.guestOrderId} AND o.user_id IS NULL`}
       FOR UPDATE OF v`);
  const row = rows[0];
  return row
    ? {
        id: row.id,
        code: row.code,
        status: row.status,
        validUntil: new Date(row.valid_until),
        partnerId: row.partner_id,
      }
    : undefined;
}

const reminderKey = (bookingId: string, startsAt: Date) =>
  `${BOOKING_REMINDER_JOB}:${bookingId}:${startsAt.toISOString()}`;

/** When the day-before reminder goes out: 24 hours before, if that is still ahead. */
function reminderTime(startsAt: Date, now: Date): Date | null {
  const at = new Date(startsAt.getTime() - 24 * 3_600_000);
  return at > now ? at : null;
}

async function scheduleReminder(tx: Transaction, bookingId: string, startsAt: Date, now: Date) {
  const runAt = reminderTime(startsAt, now);
  if (!runAt) return;
  await enqueueJob(tx, {
    kind: BOOKING_REMINDER_JOB,
    payload: { bookingId, startsAt: startsAt.toISOString() },
    dedupeKey: reminderKey(bookingId, startsAt),
    runAt,
    maxAttempts: 5,
  });
}

export interface BookingServices {
  mailer: Mailer;
  origin: string;
}

/**
 * Books (or moves the voucher's booking to) the slot starting at `startsAt`, with the
 * confirmation e-mail (an .ics attached) and the reminder job queued in the same transaction.
 */
export async function bookSlot(
  db: Database,
  services: BookingServices,
  input: { voucherId: string; startsAt: string } & VoucherHolder,
  now = new Date(),
): Promise<BookResult> {
  const startsAt = new Date(input.startsAt);
  if (Number.isNaN(startsAt.getTime())) return { ok: false, reason: "noSuchSlot" };
  return db.transaction(async (tx) => {
    const voucher = await lockVoucher(tx, input.voucherId, input);
    if (!voucher) return { ok: false, reason: "notFound" } as const;
    if (voucher.status !== "active" || voucher.validUntil <= now) return { ok: false, reason: "notActive" } as const;
    const day = osloDay(startsAt);
    const rules = await getBookingRules(tx, voucher.partnerId, day);
    if (!rules.enabled) return { ok: false, reason: "bookingsOff" } as const;
    const slot = slotsOfDay(day, rules).find((s) => s.startsAt.getTime() === startsAt.getTime());
    if (!slot || slot.startsAt <= now || day > addDays(osloDay(now), BOOKING_DAYS_AHEAD)) {
      return { ok: false, reason: "noSuchSlot" } as const;
    }
    if (slot.startsAt >= voucher.validUntil) return { ok: false, reason: "afterValidity" } as const;

    const [existing] = await tx
      .select({ id: bookings.id, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
      .from(bookings)
      .where(and(eq(bookings.voucherId, voucher.id), eq(bookings.status, "booked")));
    if (existing) {
      const until = changeDeadline(existing.startsAt, rules.cutoffHours);
      if (now >= until) return { ok: false, reason: "tooLate", changeableUntil: until.toISOString() } as const;
      if (existing.startsAt.getTime() === slot.startsAt.getTime()) {
        return { ok: true, bookingId: existing.id, startsAt: slot.startsAt.toISOString(), moved: false } as const;
      }
    }

    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`booking:${voucher.partnerId}:${day}`}, 0))`);
    const [{ taken } = { taken: 0 }] = await tx
      .select({ taken: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.partnerId, voucher.partnerId),
          eq(bookings.status, "booked"),
          lt(bookings.startsAt, slot.endsAt),
          sql`${bookings.endsAt} > ${slot.startsAt}`,
          ne(bookings.voucherId, voucher.id),
        ),
      );
    if (taken >= rules.capacity) return { ok: false, reason: "full" } as const;

    let bookingId: string;
    if (existing) {
      await tx
        .update(bookings)
        .set({ startsAt: slot.startsAt, endsAt: slot.endsAt, remindedAt: null, updatedAt: now })
        .where(eq(bookings.id, existing.id));
      await cancelJob(tx, reminderKey(existing.id, existing.startsAt));
      bookingId = existing.id;
    } else {
      const [row] = await tx
        .insert(bookings)
        .values({ voucherId: voucher.id, partnerId: voucher.partnerId, startsAt: slot.startsAt, endsAt: slot.endsAt })
        .returning({ id: bookings.id });
      bookingId = row!.id;
    }
    await scheduleReminder(tx, bookingId, slot.startsAt, now);
    const facts = await mailFacts(tx, bookingId);
    if (facts) {
      await queueMail(tx, services.mailer, bookingMail(existing ? "moved" : "booked", facts, services.origin, now));
      await tellPartner(tx, services, voucher.partnerId, existing ? "moved" : "booked", facts, existing);
    }
    return { ok: true, bookingId, startsAt: slot.startsAt.toISOString(), moved: Boolean(existing) } as const;
  });
}

export type CancelResult =
  { ok: true } | { ok: false; reason: "notFound" | "noBooking" | "tooLate"; changeableUntil?: string };

/** Cancels the voucher's booking until the cut-off, with a cancellation e-mail. */
export async function cancelBooking(
  db: Database,
  services: BookingServices,
  input: { voucherId: string } & VoucherHolder,
  now = new Date(),
): Promise<CancelResult> {
  return db.transaction(async (tx) => {
    const voucher = await lockVoucher(tx, input.voucherId, input);
    if (!voucher) return { ok: false, reason: "notFound" } as const;
    const [existing] = await tx
      .select({ id: bookings.id, startsAt: bookings.startsAt })
      .from(bookings)
      .where(and(eq(bookings.voucherId, voucher.id), eq(bookings.status, "booked")));
    if (!existing) return { ok: false, reason: "noBooking" } as const;
    const rules = await getBookingRules(tx, voucher.partnerId, osloDay(now));
    const until = changeDeadline(existing.startsAt, rules.cutoffHours);
    if (now >= until) return { ok: false, reason: "tooLate", changeableUntil: until.toISOString() } as const;
    await tx.update(bookings).set({ status: "cancelled", updatedAt: now }).where(eq(bookings.id, existing.id));
    await cancelJob(tx, reminderKey(existing.id, existing.startsAt));
    const facts = await mailFacts(tx, existing.id);
    if (facts) {
      await queueMail(tx, services.mailer, bookingMail("cancelled", facts, services.origin, now));
      await tellPartner(tx, services, voucher.partnerId, "cancelled", facts);
    }
    return { ok: true } as const;
  });
}

/** The partner's owner hears of each booking, move and cancellation, in the same transaction. */
async function tellPartner(
  tx: Transaction,
  services: BookingServices,
  partnerId: string,
  kind: "booked" | "moved" | "cancelled",
  facts: BookingMailFacts,
  previous?: { startsAt: Date; endsAt: Date },
) {
  const to = await partnerRecipient(tx, partnerId);
  if (to) await queueMail(tx, services.mailer, partnerBookingMail(kind, facts, to, services.origin, previous));
}

/** What the booking e-mails say: to whom, what, when and where. */
async function mailFacts(db: Database | Transaction, bookingId: string): Promise<BookingMailFacts | undefined> {
  const [row] = await db
    .select({
      bookingId: bookings.id,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      updatedAt: bookings.updatedAt,
      createdAt: bookings.createdAt,
      email: orders.email,
      language: orders.language,
      name: users.name,
      code: vouchers.code,
      title: orderLines.title,
      titleEn: deals.titleEn,
      partnerName: partners.name,
      address: partners.address,
      city: partners.city,
    })
    .from(bookings)
    .innerJoin(vouchers, eq(vouchers.id, bookings.voucherId))
    .innerJoin(orders, eq(orders.id, vouchers.orderId))
    .innerJoin(orderLines, eq(orderLines.id, vouchers.orderLineId))
    .innerJoin(deals, eq(deals.id, vouchers.dealId))
    .innerJoin(partners, eq(partners.id, bookings.partnerId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/**
 * The day-before reminder for one booking: marked and queued in one transaction, and only while
 * the booking still stands at the time the job was made for (a moved booking has its own job).
 * The conditional update makes a second run, or a second worker, change nothing.
 */
export async function sendBookingReminder(
  db: Database,
  services: BookingServices,
  payload: { bookingId: string; startsAt: string },
  now = new Date(),
): Promise<boolean> {
  if (!UUID.test(payload.bookingId)) return false;
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(bookings)
      .set({ remindedAt: now })
      .where(
        and(
          eq(bookings.id, payload.bookingId),
          eq(bookings.status, "booked"),
          eq(bookings.startsAt, new Date(payload.startsAt)),
          sql`${bookings.remindedAt} IS NULL`,
        ),
      )
      .returning({ id: bookings.id });
    if (marked.length === 0) return false;
    const facts = await mailFacts(tx, payload.bookingId);
    if (!facts) return false;
    await queueMail(tx, services.mailer, bookingMail("reminder", facts, services.origin, now));
    return true;
  });
}

export interface CalendarBooking {
  id: string;
  startsAt: string;
  endsAt: string;
  status: "booked" | "redeemed";
  code: string;
  voucherStatus: string;
  dealTitle: string;
  /** The buyer's first name, or null for a guest order. */
  firstName: string | null;
}

/** The partner's bookings (not cancelled) over `days` days from `from`, in time order. */
export async function partnerCalendar(
  db: Database,
  partnerId: string,
  from: string,
  days: number,
): Promise<CalendarBooking[]> {
  const rows = await db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
      code: vouchers.code,
      voucherStatus: vouchers.status,
      dealTitle: deals.title,
      name: users.name,
    })
    .from(bookings)
    .innerJoin(vouchers, eq(vouchers.id, bookings.voucherId))
    .innerJoin(orders, eq(orders.id, vouchers.orderId))
    .innerJoin(deals, eq(deals.id, vouchers.dealId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(bookings.partnerId, partnerId),
        ne(bookings.status, "cancelled"),
        sql`${bookings.startsAt} >= (${from}::date::timestamp AT TIME ZONE 'Europe/Oslo')`,
        sql`${bookings.startsAt} < (${addDays(from, days)}::date::timestamp AT TIME ZONE 'Europe/Oslo')`,
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(vouchers.code));
  return rows.map(({ name, ...row }) => ({
    ...row,
    status: row.status === "redeemed" ? "redeemed" : "booked",
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    firstName: name?.trim().split(/\s+/)[0] || null,
  }));
}

/**
 * "Løs inn" from the calendar: redeems the booking's voucher at the counter (same rules, audit
 * and throttle as typing its code) and marks the booking redeemed.
 */
export async function redeemBooking(
  db: Database,
  request: { partnerId: string; userId: string; ip: string; bookingId: string },
  limits: RedemptionLimits,
  now = new Date(),
): Promise<RedeemResult | { ok: false; reason: "noBooking" }> {
  if (!UUID.test(request.bookingId)) return { ok: false, reason: "noBooking" };
  const [row] = await db
    .select({ code: vouchers.code })
    .from(bookings)
    .innerJoin(vouchers, eq(vouchers.id, bookings.voucherId))
    .where(and(eq(bookings.id, request.bookingId), eq(bookings.partnerId, request.partnerId)));
  if (!row) return { ok: false, reason: "noBooking" };
  const result = await redeemVoucher(
    db,
    { partnerId: request.partnerId, userId: request.userId, ip: request.ip, code: row.code },
    limits,
    now,
  );
  if (result.ok || (result.reason === "notActive" && result.voucher.status === "redeemed")) {
    await db
      .update(bookings)
      .set({ status: "redeemed", updatedAt: now })
      .where(and(eq(bookings.id, request.bookingId), eq(bookings.status, "booked")));
  }
  return result;
}
