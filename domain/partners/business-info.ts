// What a customer needs to find and book the business behind a deal or a voucher: one shape
// for the deal page, the voucher card, its PDF and its e-mail.
import type { Language } from "#i18n/languages";
import { cityCentre, type Coordinates } from "./city-centres";
import type { WeekHours } from "./opening-hours";

export interface BusinessInfo {
  name: string;
  address: string;
  city: string;
  /** "+47XXXXXXXX". */
  phone: string;
  website: string | null;
  bookingUrl: string | null;
  /** The partner's own booking instructions in the page's language; null: say the standard text. */
  howToBook: string | null;
  openingHours: WeekHours | null;
  /** Where to centre a map (the town's centre for now); null: no map, the address only. */
  location: Coordinates | null;
}

/** The partner columns a BusinessInfo is made of, as selected from the partners table. */
export interface BusinessInfoRow {
  name: string;
  address: string;
  city: string;
  phone: string;
  website: string | null;
  bookingUrl: string | null;
  howToBookNo: string | null;
  howToBookEn: string | null;
  openingHours: WeekHours | null;
}

export function toBusinessInfo(row: BusinessInfoRow, lang: Language): BusinessInfo {
  const { howToBookNo, howToBookEn, ...rest } = row;
  // English falls back to the partner's Norwegian, like every other partner text.
  const howToBook = (lang === "en" ? (howToBookEn ?? howToBookNo) : howToBookNo) ?? null;
  return { ...rest, howToBook, location: cityCentre(row.city) };
}

/** "https://fjordlys-spa.example.no/" → "fjordlys-spa.example.no". */
export function shownUrl(url: string): string {
  return url.replace(/^https?:\/\//, "").replace(/\/$/, "");
}

/** The address with its town (partners' addresses usually have it; "Storgata 1" alone is in every town). */
export function fullAddress(business: Pick<BusinessInfo, "address" | "city">): string {
  return business.address.toLowerCase().includes(business.city.toLowerCase())
    ? business.address
    : `${business.address}, ${business.city}`;
}
