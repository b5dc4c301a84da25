// A partner's booking rules: on or off, slot length, capacity per slot, the cut-off for moving
// and cancelling, and blackout days. The slots themselves follow the profile's opening hours.
import { and, asc, eq, gte } from "drizzle-orm";
import { z } from "zod";
import type { DatabaseOrTransaction } from "#db/connection.server";
import { bookingBlackoutDays, bookingSettings, partners } from "#db/schema.server";
import type { WeekHours } from "#domain/partners/opening-hours";
import { isDay } from "./booking-slots";

export interface BookingSettings {
  enabled: boolean;
  slotMinutes: number;
  capacity: number;
  cutoffHours: number;
}

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  enabled: false,
  slotMinutes: 60,
  capacity: 1,
  cutoffHours: 24,
};

const whole = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, "required")
    .regex(/^\d{1,4}$/, "bookingNumberInvalid")
    .transform(Number)
    .refine((n) => n >= min && n <= max, "bookingNumberInvalid");

export const bookingSettingsSchema = z.object({
  enabled: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
  slotMinutes: whole(5, 720),
  capacity: whole(1, 100),
  cutoffHours: whole(0, 720),
});

export const blackoutDaySchema = z.object({
  day: z.string().trim().min(1, "required").refine(isDay, "bookingDayInvalid"),
});

export interface BookingRules extends BookingSettings {
  openingHours: WeekHours | null;
  /** Blackout days from `since` on. */
  blackoutDays: string[];
}

export async function getBookingSettings(db: DatabaseOrTransaction, partnerId: string): Promise<BookingSettings> {
  const [row] = await db
    .select({
      enabled: bookingSettings.enabled,
      slotMinutes: bookingSettings.slotMinutes,
      capacity: bookingSettings.capacity,
      cutoffHours: bookingSettings.cutoffHours,
    })
    .from(bookingSettings)
    .where(eq(bookingSettings.partnerId, partnerId));
  return row ?? DEFAULT_BOOKING_SETTINGS;
}

/** Settings, opening hours and blackout days from `since` on: what a day's slots are made from. */
export async function getBookingRules(
  db: DatabaseOrTransaction,
  partnerId: string,
  since: string,
): Promise<BookingRules> {
  // One after another: inside a transaction the three share one connection.
  const settings = await getBookingSettings(db, partnerId);
  const [partner] = await db
    .select({ openingHours: partners.openingHours })
    .from(partners)
    .where(eq(partners.id, partnerId));
  const blackout = await db
    .select({ day: bookingBlackoutDays.day })
    .from(bookingBlackoutDays)
    .where(and(eq(bookingBlackoutDays.partnerId, partnerId), gte(bookingBlackoutDays.day, since)))
    .orderBy(asc(bookingBlackoutDays.day));
  return { ...settings, openingHours: partner?.openingHours ?? null, blackoutDays: blackout.map((b) => b.day) };
}

export async function saveBookingSettings(
  db: DatabaseOrTransaction,
  partnerId: string,
  settings: BookingSettings,
): Promise<BookingSettings> {
  await db
    .insert(bookingSettings)
    .values({ partnerId, ...settings })
    .onConflictDoUpdate({ target: bookingSettings.partnerId, set: { ...settings, updatedAt: new Date() } });
  return settings;
}

export async function addBlackoutDay(db: DatabaseOrTransaction, partnerId: string, day: string): Promise<void> {
  await db.insert(bookingBlackoutDays).values({ partnerId, day }).onConflictDoNothing();
}

export async function removeBlackoutDay(db: DatabaseOrTransaction, partnerId: string, day: string): Promise<void> {
  await db
    .delete(bookingBlackoutDays)
    .where(and(eq(bookingBlackoutDays.partnerId, partnerId), eq(bookingBlackoutDays.day, day)));
}
