// Prices, numbers and dates the Norwegian (or British English) way, all through Intl.
import { INTL_LOCALE, type Language } from "./languages";

const numberFormats = new Map<Language, Intl.NumberFormat>();
const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const decimalFormats = new Map<Language, Intl.NumberFormat>();

function numberFormat(lang: Language): Intl.NumberFormat {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[lang], { maximumFractionDigits: 0 });
    numberFormats.set(lang, format);
  }
  return format;
}

/** Whole kroner from øre: 129900 → "1 299 kr" (nb-NO groups with a no-break space). */
export function formatPrice(ore: number, lang: Language): string {
  return `${numberFormat(lang).format(Math.round(ore / 100))}\u00a0kr`;
}

export function formatNumber(value: number, lang: Language): string {
  return numberFormat(lang).format(value);
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

/** One decimal, the local way: 4,5 in Norwegian, 4.5 in English. */
export function formatDecimal(value: number, lang: Language): string {
  let format = decimalFormats.get(lang);
  if (!format) {
    // Made once per language: a new Intl formatter for every rating on a page of cards added up.
    format = new Intl.NumberFormat(INTL_LOCALE[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    decimalFormats.set(lang, format);
  }
  return format.format(value);
}
