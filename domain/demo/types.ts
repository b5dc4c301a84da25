// Shapes of the demo catalogue. Pure data: no database, no randomness at run time.
import type { WeekHours } from "#domain/partners/opening-hours";

export const CATEGORY_IDS = [
  "beauty-spa",
  "photography",
  "dining",
  "activities",
  "fitness",
  "events",
  "local",
  "wellness",
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** One picture the app serves itself from public/images (no external hosts). */
export interface SeedImage {
  /** Path under the site root, e.g. "/images/deals/dining-2.svg". */
  src: string;
  altNo: string;
  altEn: string;
}

export interface SeedCategory {
  id: CategoryId;
  nameNo: string;
  nameEn: string;
  descriptionNo: string;
  descriptionEn: string;
  /** Extra lower-case names that find the category in /deals/{x}, e.g. ["beauty", "spa", "skjønnhet"]. */
  aliases: string[];
  /** Accent colour for the tile, a CSS hex colour. */
  color: string;
  /** How many deals the seed creates in this category (45, 32, 38, 52, 29, 34, 67, 41). */
  dealCount: number;
  image: SeedImage;
}

export interface SeedPartner {
  /** Stable key the deals refer to. */
  key: string;
  name: string;
  /** 9 digits that pass the MOD11 check (weights 3 2 7 6 5 4 3 2). */
  orgNumber: string;
  email: string;
  /** "+47" and 8 digits, e.g. "+4722334455". */
  phone: string;
  website: string;
  city: string;
  address: string;
  descriptionNo: string;
  descriptionEn: string;
  openingHours: WeekHours;
  bookingUrl: string | null;
}

export interface SeedDeal {
  categoryId: CategoryId;
  partnerKey: string;
  titleNo: string;
  titleEn: string;
  descriptionNo: string;
  descriptionEn: string;
  /** Validity, booking and restrictions. */
  finePrintNo: string;
  finePrintEn: string;
  city: string;
  /** Whole kroner including 25 % MVA. */
  originalPriceKr: number;
  /** 30 to 70. */
  discountPercent: number;
  /** 3.5 to 5.0, one decimal. */
  rating: number;
  soldCount: number;
  /** Minutes from the moment the seed runs until the deal ends: hours to weeks. */
  endsInMinutes: number;
  image: SeedImage;
}
