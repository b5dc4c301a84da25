// The catalogue as visitors see it: categories, and deals that are published and not yet ended.
import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/connection.server";
import { categories, deals } from "../db/schema.server";
import type { Language } from "../app/i18n/languages";

export interface CategorySummary {
  id: string;
  name: string;
  description: string;
  color: string;
  image: { src: string; alt: string };
  /** Published deals that have not ended, counted now (never typed in). */
  dealCount: number;
}

/** A deal a visitor can buy right now. */
export const isLive = (now: Date) => and(eq(deals.status, "published"), gt(deals.endsAt, now));

export async function listCategories(db: Database, lang: Language, now = new Date()): Promise<CategorySummary[]> {
  const rows = await db
    .select({
      id: categories.id,
      nameNo: categories.nameNo,
      nameEn: categories.nameEn,
      descriptionNo: categories.descriptionNo,
      descriptionEn: categories.descriptionEn,
      color: categories.color,
      imageSrc: categories.imageSrc,
      imageAltNo: categories.imageAltNo,
      imageAltEn: categories.imageAltEn,
      dealCount: sql<number>`${count(deals.id)}::int`,
    })
    .from(categories)
    .leftJoin(deals, and(eq(deals.categoryId, categories.id), isLive(now)))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder));
  const en = lang === "en";
  return rows.map((row) => ({
    id: row.id,
    name: en ? row.nameEn : row.nameNo,
    description: en ? row.descriptionEn : row.descriptionNo,
    color: row.color,
    image: { src: row.imageSrc, alt: en ? row.imageAltEn : row.imageAltNo },
    dealCount: row.dealCount,
  }));
}
