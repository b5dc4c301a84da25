// Appointment slots cut from a partner's weekly opening hours, in Norway's time. Slots are worked
// out, not stored: a day's slots start at the opening time, one every slot length, and each must
// end by the closing time. Days are "YYYY-MM-DD" on Norway's calendar.
import type { WeekHours } from "#domain/partners/opening-hours";

export const BOOKING_TIME_ZONE = "Europe/Oslo";

export interface Slot {
  startsAt: Date;
  endsAt: Date;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written "YYYY-MM-DD". */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const offsetFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: BOOKING_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Norway's wall clock at `instant`, as if it were UTC (for arithmetic on local times). */
function wallClock(instant: Date): number {
  const parts = Object.fromEntries(offsetFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The instant when Norway's clocks show `day` at `minutes` past midnight (summer time included). */
export function osloInstant(day: string, minutes: number): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d) + minutes * 60_000;
  // The offset at a first guess, then at the result: right on both sides of a clock change.
  let instant = asUtc - (wallClock(new Date(asUtc)) - asUtc);
  instant = asUtc - (wallClock(new Date(instant)) - instant);
  return new Date(instant);
}

/** Norway's calendar day of `instant`. */
export function osloDay(instant: Date): string {
  return new Date(wallClock(instant)).toISOString().slice(0, 10);
}

/** `day` moved by `count` days. */
export function addDays(day: string, count: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + count)).toISOString().slice(0, 10);
}

/** 0 for Monday … 6 for Sunday, like the opening hours. */
export function weekdayIndex(day: string): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** The Monday of `day`'s week. */
export function weekStart(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Every slot of `day` from the opening hours (none on a closed day or a blackout day). */
export function slotsOfDay(
  day: string,
  rules: { openingHours: WeekHours | null; slotMinutes: number; blackoutDays: readonly string[] },
): Slot[] {
  if (rules.blackoutDays.includes(day)) return [];
  const hours = rules.openingHours?.[weekdayIndex(day)] ?? null;
  if (!hours) return [];
  const closes = minutesOf(hours.closes);
  const slots: Slot[] = [];
  for (let start = minutesOf(hours.opens); start + rules.slotMinutes <= closes; start += rules.slotMinutes) {
    slots.push({ startsAt: osloInstant(day, start), endsAt: osloInstant(day, start + rules.slotMinutes) });
  }
  return slots;
}
