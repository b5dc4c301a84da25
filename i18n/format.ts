// Prices, numbers and dates the Norwegian (or British English) way: numbers by hand, dates through Intl.
import { INTL_LOCALE, type Language } from "./languages";

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A number with `decimals` decimals, written as Intl.NumberFormat writes it for nb-NO and en-GB
 * (the tests compare the two): groups of three with a no-break space or a comma, a decimal comma
 * or point, the minus sign U+2212 in Norwegian, halves rounded away from zero as written
 * ("1.15" → "1.2"). By hand, because the first Intl.NumberFormat of a page loads the locale's
 * data, a long task on a slow phone in the middle of hydrating the page (decision 011).
 */
function formatFixed(value: number, decimals: number, lang: Language): string {
  // A whole number (a count, a price in whole kroner) needs no rounding: a page of deal cards
  // formats a few hundred of them per render, and toPrecision was most of the cost.
  if (decimals === 0 && Number.isInteger(value) && Math.abs(value) < 1e12) {
    const whole = grouped(String(Math.abs(value)), lang);
    return value < 0 ? (lang === "no" ? "\u2212" : "-") + whole : whole;
  }
  const scale = 10 ** decimals;
  // toPrecision(12) undoes the binary error of the scaling (1.15 × 10 = 11.499999999999998).
  const scaled = Math.round(Number((Math.abs(value) * scale).toPrecision(12)));
  const whole = grouped(String(Math.floor(scaled / scale)), lang);
  const fraction = decimals > 0 ? (lang === "no" ? "," : ".") + String(scaled % scale).padStart(decimals, "0") : "";
  const sign = value < 0 && scaled > 0 ? (lang === "no" ? "\u2212" : "-") : "";
  return sign + whole + fraction;
}

/** Digits in groups of three: a no-break space between them in Norwegian, a comma in English. */
function grouped(digits: string, lang: Language): string {
  // Most numbers on a page (prices, counts) have no thousands to group.
  if (digits.length <= 3) return digits;
  const separator = lang === "no" ? "\u00a0" : ",";
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += separator + digits.slice(i, i + 3);
  return out;
}

/** Whole kroner from øre: 129900 → "1 299 kr" (nb-NO groups with a no-break space). */
export function formatPrice(ore: number, lang: Language): string {
  return `${formatFixed(ore / 100, 0, lang)}\u00a0kr`;
}

/** Kroner and øre, for receipts and VAT: 25980 → "259,80 kr" / "259.80 kr". */
export function formatAmount(ore: number, lang: Language): string {
  return `${formatFixed(ore / 100, 2, lang)}\u00a0kr`;
}

/** A whole number, grouped by thousands: "12 345" / "12,345". */
export function formatNumber(value: number, lang: Language): string {
  return formatFixed(value, 0, lang);
}

/** dd.mm.yyyy in Norwegian, dd/mm/yyyy in English, in Norway's time zone. */
export function formatDate(date: Date, lang: Language): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[lang], {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "Europe/Oslo",
    });
    dateFormats.set(lang, format);
  }
  return format.format(date);
}

/**
 * A calendar day written yyyy-mm-dd ("2026-11-26") as formatDate writes it ("26.11.2026",
 * "26/11/2026"), by hand: a day has no time zone to convert, and a chart's sixty labels through
 * Intl were a visible part of the dashboard's render.
 */
export function formatIsoDay(isoDate: string, lang: Language): string {
  const [year, month, day] = isoDate.split("-");
  const separator = lang === "no" ? "." : "/";
  return `${day}${separator}${month}${separator}${year}`;
}

/** One decimal, the local way: 4,5 in Norwegian, 4.5 in English. */
export function formatDecimal(value: number, lang: Language): string {
  return formatFixed(value, 1, lang);
}

const osloClock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/Oslo",
});

/** "HH:MM" (a stored slot) or an instant, read on a wall clock in Oslo, as hours and minutes. */
function clockParts(time: string | Date): { hours: string; minutes: string } {
  if (time instanceof Date) {
    const parts = Object.fromEntries(osloClock.formatToParts(time).map((p) => [p.type, p.value]));
    return { hours: parts.hour ?? "00", minutes: parts.minute ?? "00" };
  }
  const [, hours, minutes] = /^(\d{1,2})[:.](\d{2})$/.exec(time) ?? [];
  if (hours === undefined || minutes === undefined) throw new Error(`Not a time of day: ${time}`);
  return { hours: hours.padStart(2, "0"), minutes };
}

function clock(time: string | Date, lang: Language): string {
  const { hours, minutes } = clockParts(time);
  return lang === "no" ? `${hours}.${minutes}` : `${hours}:${minutes}`;
}

/**
 * A time of day, the one way the shop writes it: "kl. 09.00" in Bokmål (Språkrådet's form),
 * "09:00" in English. A string is a wall-clock "HH:MM" (a consultation slot); a Date is read in
 * Norway's time zone. Texts put no "kl." of their own before it.
 */
export function formatTime(time: string | Date, lang: Language): string {
  return lang === "no" ? `kl. ${clock(time, lang)}` : clock(time, lang);
}

/** Opening hours and the like: "kl. 09.00–17.00" in Bokmål, "09:00–17:00" in English. */
export function formatTimeRange(from: string | Date, to: string | Date, lang: Language): string {
  const range = `${clock(from, lang)}\u2013${clock(to, lang)}`;
  return lang === "no" ? `kl. ${range}` : range;
}
