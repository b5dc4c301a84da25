// Free 30-minute consultations: the booking form's rules, the slot that can be booked only once,
// and the e-mails queued with the booking.
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { consultations } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import {
  consultationConfirmationMail,
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
import { SERVICE_PACKAGE_IDS, type ServicePackageId } from "#domain/partners/service-packages";

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

export type BookingResult = { ok: true; consultation: Consultation } | { ok: false; reason: "slotTaken" };

/**
 * Stores the booking and queues, in the same transaction, the confirmation to the requester
 * and the notice to sales. The unique index on (date, slot) decides between concurrent bookings
 * of one slot: exactly one insert wins, and only it has e-mails.
 */
export async function bookConsultation(
  db: Database,
  mailer: Mailer,
  input: ConsultationInput,
  options: { language: Language; userId?: string | null; mail: ConsultationMailSettings },
): Promise<BookingResult> {
  try {
    const consultation = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(consultations)
        .values({
          businessName: input.businessName,
          contactName: input.contactName,
          email: input.email.toLowerCase(),
          phone: input.phone,
          date: input.date,
          slot: input.time,
          message: input.message,
          servicePackage: input.package,
          userId: options.userId ?? null,
          language: options.language,
        })
        .returning({ id: consultations.id });
      if (!row) throw new Error("The consultation was not stored");
      const booked: Consultation = {
        ...input,
        email: input.email.toLowerCase(),
        id: row.id,
        language: options.language,
      };
      await queueMail(tx, mailer, consultationConfirmationMail(booked, options.mail));
      await queueMail(tx, mailer, consultationSalesMail(booked, options.mail.salesEmail));
      return booked;
    });
    return { ok: true, consultation };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    if (cause?.code === "23505" && cause.constraint === "consultations_slot_idx")
      return { ok: false, reason: "slotTaken" };
    throw error;
  }
}

/** The slots already booked on a date, for the form to show as unavailable. */
export async function bookedSlots(db: Database, date: string): Promise<ConsultationSlot[]> {
  if (!isCalendarDate(date)) return [];
  const rows = await db.select({ slot: consultations.slot }).from(consultations).where(eq(consultations.date, date));
  const booked = new Set(rows.map((r) => r.slot));
  return CONSULTATION_SLOTS.filter((slot) => booked.has(slot));
}
