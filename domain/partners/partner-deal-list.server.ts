// A partner's own deals as the dashboard and the partner API list them: every status, newest first.
import { desc, eq } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { deals } from "#db/schema.server";
import type { DealStatus } from "#domain/catalog/deal-status";
import { currentStatus } from "#domain/catalog/live-deals.server";

export interface PartnerDeal {
  id: number;
  title: string;
  description: string;
  status: DealStatus;
  priceOre: number;
  originalPriceOre: number;
  discountPercent: number;
  sold: number;
  endsAt: Date;
  imageSrc: string;
  imageAlt: string;
}

/** Each deal's words in `lang` (the partner's Norwegian where there is no English), prices and units sold. */
export async function listDealSummaries(
  db: Database,
  partnerId: string,
  lang: "no" | "en",
  now = new Date(),
): Promise<PartnerDeal[]> {
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
    status: currentStatus(row, now),
    title: lang === "en" && titleEn ? titleEn : row.title,
    description: lang === "en" && descriptionEn ? descriptionEn : row.description,
  }));
}
