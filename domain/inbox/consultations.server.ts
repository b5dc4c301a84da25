// Free 30-minute consultations: the booking form's rules, the slot that can be booked only once,
// the hold that the booker confirms by e-mail, and the e-mails queued with each step.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { consultations } from "#db/schema.server";
import { isLanguage, type Language } from "#i18n/languages";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import { hit, type Limit } from "#domain/platform/throttle.server";
import {
  consultationConfirmationMail,
  consultationHoldMail,
  consultationSalesMail,
  type ConsultationMailSettings,
} from "./consultation-mails.server";
import {
  BOOKING_HORIZON_DAYS,
  CONSULTATION_SLOTS,
  MESSAGE_MAX_LENGTH,
  type ConsultationSlot,
} from "./consultation-rules";
import { normalizeNorwegianPhone } from "#domain/accounts/phone-numbers";
import { isServicePackageId, SERVICE_PACKAGE_IDS, type ServicePackageId } from "#domain/partners/service-packages";

const osloParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Oslo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The date (yyyy-mm-dd) and time (HH:MM) on a wall clock in Oslo at `now`. */
export function osloClock(now: Date): { date: string; time: string } {
  const parts = Object.fromEntries(osloParts.formatToParts(now).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A real calendar date written yyyy-mm-dd (no 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Slots that have already started on `date` (Oslo time): all on an earlier date, none on a later one. */
export function pastSlots(date: string, now: Date): ConsultationSlot[] {
  const clock = osloClock(now);
  if (date < clock.date) return [...CONSULTATION_SLOTS];
  if (date > clock.date) return [];
  return CONSULTATION_SLOTS.filter((slot) => slot <= clock.time);
}

const text = (max: number) => z.string().trim().min(1, "required").max(max, "tooLong");

/**
 * The booking form, judged at `now`. Messages are keys that i18n/form-errors.server.ts turns
 * into the visitor's language. Every field is checked on its own, so all problems show at once.
 */
export function consultationSchema(now: Date) {
  const today = osloClock(now).date;
  return z
    .object({
      businessName: text(200),
      contactName: text(200),
      email: text(254).pipe(z.email("invalidEmail")),
      phone: z
        .string()
        .trim()
        .min(1, "required")
        .max(30, "consultationPhoneInvalid")
        .transform((value, ctx) => {
          const phone = normalizeNorwegianPhone(value);
          if (phone) return phone;
          ctx.addIssue({ code: "custom", message: "consultationPhoneInvalid" });
          return z.NEVER;
        }),
      date: z
        .string()
        .trim()
        .min(1, "required")
        .refine(isCalendarDate, "consultationDateInvalid")
        .refine((date) => date >= today, "consultationDatePast")
        .refine((date) => date <= addDays(today, BOOKING_HORIZON_DAYS), "consultationDateTooFar"),
      time: z.string().min(1, "required").pipe(z.enum(CONSULTATION_SLOTS, "consultationSlotInvalid")),
      message: text(MESSAGE_MAX_LENGTH),
      package: z
        .enum(["", ...SERVICE_PACKAGE_IDS], "consultationPackageInvalid")
        .optional()
        .transform((value): ServicePackageId | null => value || null),
    })
    .superRefine((booking, ctx) => {
      // Today's slots that have started can no longer be booked.
      if (booking.date === today && pastSlots(booking.date, now).includes(booking.time))
        ctx.addIssue({ code: "custom", path: ["time"], message: "consultationSlotPast" });
    });
}

export type ConsultationInput = z.output<ReturnType<typeof consultationSchema>>;

export interface Consultation extends ConsultationInput {
  id: string;
  language: Language;
}

export type BookingResult =
  | { ok: true; consultation: Consultation }
  | { ok: false; reason: "slotTaken" }
  | { ok: false; reason: "tooManyForAddress" | "tooManyFromIp"; retryAfterSeconds: number };

/** How long an unconfirmed hold keeps its slot. */
export const HOLD_MINUTES = 30;
/**
 * Booking attempts per e-mail address and per IP address: each books a slot and mails an
 * address, so an attacker can neither fill the calendar nor use us to mail someone over and over.
 */
export const BOOKINGS_PER_ADDRESS: Limit = { max: 3, windowSeconds: 24 * 60 * 60 };
export const BOOKINGS_PER_IP: Limit = { max: 10, windowSeconds: 24 * 60 * 60 };

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A slot is taken by a confirmed booking or by a hold that has not yet expired. */
function takes(now: Date) {
  return or(isNull(consultations.holdExpiresAt), gt(consultations.holdExpiresAt, now));
}

/**
 * Holds the slot for HOLD_MINUTES and queues, in the same transaction, the e-mail with the link
 * that confirms it; the sales team hears of the booking only once it is confirmed. An expired
 * hold on the slot is deleted first, in the same transaction. The unique index on (date, slot)
 * decides between concurrent bookings of one slot: exactly one insert wins, and only it has an
 * e-mail. Attempts are counted per address and per IP before anything is stored.
 */
export async function bookConsultation(
  db: Database,
  mailer: Mailer,
  input: ConsultationInput,
  options: {
    language: Language;
    userId?: string | null;
    ip: string;
    mail: ConsultationMailSettings;
    now?: Date;
  },
): Promise<BookingResult> {
  const now = options.now ?? new Date();
  const email = input.email.toLowerCase();
  const perAddress = await hit(db, `consultation-hold:email:${email}`, BOOKINGS_PER_ADDRESS, now);
  if (!perAddress.allowed)
    return { ok: false, reason: "tooManyForAddress", retryAfterSeconds: perAddress.retryAfterSeconds };
  const perIp = await hit(db, `consultation-hold:ip:${options.ip}`, BOOKINGS_PER_IP, now);
  if (!perIp.allowed) return { ok: false, reason: "tooManyFromIp", retryAfterSeconds: perIp.retryAfterSeconds };

  const token = randomBytes(32).toString("base64url");
  try {
    const consultation = await db.transaction(async (tx) => {
      await tx
        .delete(consultations)
        .where(
          and(
            eq(consultations.date, input.date),
            eq(consultations.slot, input.time),
            isNotNull(consultations.holdExpiresAt),
            lte(consultations.holdExpiresAt, now),
          ),
        );
      const [row] = await tx
        .insert(consultations)
        .values({
          businessName: input.businessName,
          contactName: input.contactName,
          email,
          phone: input.phone,
          date: input.date,
          slot: input.time,
          message: input.message,
          servicePackage: input.package,
          userId: options.userId ?? null,
          language: options.language,
          holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
          confirmTokenHash: tokenHash(token),
        })
        .returning({ id: consultations.id });
      if (!row) throw new Error("The consultation was not stored");
      const held: Consultation = { ...input, email, id: row.id, language: options.language };
      await queueMail(tx, mailer, {
        ...consultationHoldMail(held, { origin: options.mail.origin, token, holdMinutes: HOLD_MINUTES }),
        secrets: [token],
      });
      return held;
    });
    return { ok: true, consultation };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    if (cause?.code === "23505" && cause.constraint === "consultations_slot_idx")
      return { ok: false, reason: "slotTaken" };
    throw error;
  }
}

export type ConfirmationResult = { ok: true; consultation: Consultation; already: boolean } | { ok: false };

function fromRow(row: typeof consultations.$inferSelect): Consultation {
  return {
    id: row.id,
    businessName: row.businessName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    date: row.date,
    time: row.slot,
    message: row.message,
    package: isServicePackageId(row.servicePackage) ? row.servicePackage : null,
    language: isLanguage(row.language) ? row.language : "no",
  };
}

/**
 * Confirms the hold the link's token names, if it has not expired, and queues (in the same
 * transaction) the confirmation to the booker and the notice to sales. A second click on a used
 * link shows the booking again without new e-mails; an expired or unknown token is refused.
 */
export async function confirmConsultation(
  db: Database,
  mailer: Mailer,
  token: string,
  options: { mail: ConsultationMailSettings; now?: Date },
): Promise<ConfirmationResult> {
  const now = options.now ?? new Date();
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { ok: false };
  const hash = tokenHash(token);
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(consultations)
      .set({ holdExpiresAt: null, confirmedAt: now })
      .where(
        and(
          eq(consultations.confirmTokenHash, hash),
          isNotNull(consultations.holdExpiresAt),
          gt(consultations.holdExpiresAt, now),
        ),
      )
      .returning();
    if (confirmed) {
      const booking = fromRow(confirmed);
      await queueMail(tx, mailer, consultationConfirmationMail(booking, options.mail));
      await queueMail(tx, mailer, consultationSalesMail(booking, options.mail.salesEmail));
      return { ok: true, consultation: booking, already: false };
    }
    const [earlier] = await tx
      .select()
      .from(consultations)
      .where(and(eq(consultations.confirmTokenHash, hash), isNull(consultations.holdExpiresAt)));
    return earlier ? { ok: true, consultation: fromRow(earlier), already: true } : { ok: false };
  });
}

/** The slots already booked on a date, for the form to show as unavailable. */
export async function bookedSlots(db: Database, date: string, now = new Date()): Promise<ConsultationSlot[]> {
  if (!isCalendarDate(date)) return [];
  const rows = await db
    .select({ slot: consultations.slot })
    .from(consultations)
    .where(and(eq(consultations.date, date), takes(now)));
  const booked = new Set(rows.map((r) => r.slot));
  return CONSULTATION_SLOTS.filter((slot) => booked.has(slot));
}
