// A partner's own deals as the dashboard and the partner API list them: every status, newest first.
import { desc, eq } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { deals } from "#db/schema.server";

export interface PartnerDeal {
  id: number;
  title: string;
  description: string;
  status: "draft" | "pending" | "published" | "paused" | "rejected" | "ended";
  priceOre: number;
  originalPriceOre: number;
  discountPercent: number;
  sold: number;
  endsAt: Date;
  imageSrc: string;
  imageAlt: string;
}

export async function listPartnerDeals(db: Database, partnerId: string, lang: "no" | "en"): Promise<PartnerDeal[]> {
  const rows = await db
    .select({
      id: deals.id,
      title: deals.title,
      titleEn: deals.titleEn,
      description: deals.description,
      descriptionEn: deals.descriptionEn,
      status: deals.status,
      priceOre: deals.discountedPriceOre,
      originalPriceOre: deals.originalPriceOre,
      discountPercent: deals.discountPercent,
      sold: deals.soldCount,
      endsAt: deals.endsAt,
      imageSrc: deals.imageSrc,
      imageAlt: lang === "en" ? deals.imageAltEn : deals.imageAltNo,
    })
    .from(deals)
    .where(eq(deals.partnerId, partnerId))
    .orderBy(desc(deals.createdAt), desc(deals.id));
  return rows.map(({ titleEn, descriptionEn, ...row }) => ({
    ...row,
    // A published deal past its end date has ended, whatever its stored status says.
    status: row.status === "published" && row.endsAt.getTime() <= Date.now() ? "ended" : row.status,
    title: lang === "en" && titleEn ? titleEn : row.title,
    description: lang === "en" && descriptionEn ? descriptionEn : row.description,
  }));
}
