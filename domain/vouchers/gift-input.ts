// What a buyer types to give a voucher away: who gets it, a greeting, and the day its e-mail
// goes out. Checked where it arrives (the deal page's and cart's forms, the checkout's lines).
import { z } from "zod";

/** The greeting's length: a card's worth, which also fits the PDF's page. */
export const GIFT_MESSAGE_MAX = 500;
/** How far ahead a gift may be scheduled. */
export const GIFT_MAX_DAYS_AHEAD = 365;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Oslo calendar day (yyyy-mm-dd) of an instant. */
export function osloToday(now: Date): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Oslo" }).format(now);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const realDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

/** The gift's fields; the date is checked against `now` (today in Oslo … a year ahead). */
export function giftSchema(now: () => Date = () => new Date()) {
  return z.object({
    recipientName: z.string().trim().min(1, "required").max(100, "tooLong"),
    recipientEmail: z.string().trim().toLowerCase().min(1, "required").max(254, "tooLong").email("invalidEmail"),
    message: z.string().trim().max(GIFT_MESSAGE_MAX, "giftMessageTooLong").default(""),
    deliverOn: z
      .string()
      .trim()
      .min(1, "required")
      .refine((day) => ISO_DAY.test(day) && realDay(day), "giftDateInvalid")
      .refine((day) => !ISO_DAY.test(day) || day >= osloToday(now()), "giftDatePast")
      .refine((day) => !ISO_DAY.test(day) || day <= addDays(osloToday(now()), GIFT_MAX_DAYS_AHEAD), "giftDateTooFar"),
  });
}

export type GiftDetails = z.infer<ReturnType<typeof giftSchema>>;

/** Where a gift stands, for its buyer's My Vouchers. */
export type GiftState = "scheduled" | "cancelled" | "sent" | "opened" | "claimed";

export interface GiftStatus {
  recipientName: string;
  recipientEmail: string;
  deliverOn: string;
  state: GiftState;
}

export function giftState(row: {
  sentAt: unknown;
  cancelledAt: unknown;
  openedAt: unknown;
  claimedAt: unknown;
}): GiftState {
  if (row.claimedAt) return "claimed";
  if (row.openedAt) return "opened";
  if (row.sentAt) return "sent";
  if (row.cancelledAt) return "cancelled";
  return "scheduled";
}
