// A partner's own deals as the dashboard and the partner API list them: every status, newest first.
import { desc, eq, sql, type Placeholder } from "drizzle-orm";
import { preparedQuery } from "#db/prepared-queries.server";
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

/** The partner's own deals, every status, newest first: what each list of them starts from. */
export function selectPartnerDeals(db: Database, partnerId: string | Placeholder) {
  return db
    .select({
      id: deals.id,
      title: deals.title,
      titleEn: deals.titleEn,
      description: deals.description,
      descriptionEn: deals.descriptionEn,
      status: deals.status,
      originalPriceOre: deals.originalPriceOre,
      discountedPriceOre: deals.discountedPriceOre,
      discountPercent: deals.discountPercent,
      soldCount: deals.soldCount,
      startsAt: deals.startsAt,
      endsAt: deals.endsAt,
      imageSrc: deals.imageSrc,
      imageAltNo: deals.imageAltNo,
      imageAltEn: deals.imageAltEn,
      rejectionReason: deals.rejectionReason,
    })
    .from(deals)
    .where(eq(deals.partnerId, partnerId))
    .orderBy(desc(deals.createdAt), desc(deals.id));
}

// Prepared: the dashboard lists them on every render.
const partnerDealsQuery = preparedQuery((db) =>
  selectPartnerDeals(db, sql.placeholder("partnerId")).prepare("partner_deal_list"),
);

/** Each deal's words in `lang` (the partner's Norwegian where there is no English), prices and units sold. */
export async function listDealSummaries(
  db: Database,
  partnerId: string,
  lang: "no" | "en",
  now = new Date(),
): Promise<PartnerDeal[]> {
  const rows = await partnerDealsQuery(db).execute({ partnerId });
  return rows.map((row) => ({
    id: row.id,
    title: lang === "en" && row.titleEn ? row.titleEn : row.title,
    description: lang === "en" && row.descriptionEn ? row.descriptionEn : row.description,
    status: currentStatus(row, now),
    priceOre: row.discountedPriceOre,
    originalPriceOre: row.originalPriceOre,
    discountPercent: row.discountPercent,
    sold: row.soldCount,
    endsAt: row.endsAt,
    imageSrc: row.imageSrc,
    imageAlt: lang === "en" ? row.imageAltEn : row.imageAltNo,
  }));
}
