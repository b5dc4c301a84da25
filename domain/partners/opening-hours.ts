// A business's weekly opening hours: one entry per weekday, Monday first, each the hours it is
// open or null when closed. Stored as this structure (not text) so one set stays written the
// same way in both languages: "Man–fre kl. 09.00–17.00" and "Mon–Fri 09:00–17:00".
import { formatTimeRange } from "#i18n/format";
import type { Language } from "#i18n/languages";

export interface DayHours {
  /** "HH:MM", 24-hour clock. */
  opens: string;
  /** "HH:MM"; "24:00" for midnight at the end of the day. */
  closes: string;
}

/** Seven entries, Monday to Sunday. */
export type WeekHours = readonly (DayHours | null)[];

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const DAY_NAMES: Record<Language, readonly string[]> = {
  no: ["man", "tir", "ons", "tor", "fre", "lør", "søn"],
  en: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
};
const CLOSED: Record<Language, string> = { no: "stengt", en: "closed" };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** "9", "9.30", "09:30", "0930" → "09:30"; null when it is no time of day. */
export function normalizeTime(value: string): string | null {
  const match = /^(\d{1,2})(?:[.:]?(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const time = `${match[1]!.padStart(2, "0")}:${match[2] ?? "00"}`;
  return TIME.test(time) ? time : null;
}

const span = (hours: DayHours, lang: Language) => formatTimeRange(hours.opens, hours.closes, lang);

const sameHours = (a: DayHours | null, b: DayHours | null) =>
  a === b || (a !== null && b !== null && a.opens === b.opens && a.closes === b.closes);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One line per run of neighbouring days with the same hours: ["Man–fre kl. 09.00–17.00",
 * "Lør kl. 10.00–15.00", "Søn stengt"]. Closed days at the end of the week are said too, so
 * nobody turns up on a Sunday; a week with no open day gives no lines.
 */
export function formatOpeningHours(week: WeekHours | null | undefined, lang: Language): string[] {
  if (!week || week.every((day) => day === null)) return [];
  const names = DAY_NAMES[lang];
  const lines: string[] = [];
  let start = 0;
  for (let i = 1; i <= 7; i++) {
    if (i < 7 && sameHours(week[i] ?? null, week[start] ?? null)) continue;
    const end = i - 1;
    const days = start === end ? names[start]! : `${names[start]!}\u2013${names[end]!}`;
    const hours = week[start] ?? null;
    lines.push(`${capitalise(days)} ${hours ? span(hours, lang) : CLOSED[lang]}`);
    start = i;
  }
  return lines;
}
