// A partner's own deals as the dashboard and the partner API list them: every status, newest first.
import { desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
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

/** What a summary is made from: a row of the partner's deals. */
interface DealSummaryRow {
  id: number;
  title: string;
  titleEn: string | null;
  description: string;
  descriptionEn: string | null;
  status: DealStatus;
  originalPriceOre: number;
  discountedPriceOre: number;
  discountPercent: number;
  soldCount: number;
  endsAt: Date;
  imageSrc: string;
  imageAltNo: string;
  imageAltEn: string;
}

/** Each deal's words in `lang` (the partner's Norwegian where there is no English), prices and units sold. */
export async function listDealSummaries(
  db: Database,
  partnerId: string,
  lang: "no" | "en",
  now = new Date(),
): Promise<PartnerDeal[]> {
  const rows = await partnerDealsQuery(db).execute({ partnerId });
  return dealSummariesOf(rows, lang, now);
}

function dealSummariesOf(rows: DealSummaryRow[], lang: "no" | "en", now: Date): PartnerDeal[] {
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

/** A row of dealSummariesJsonSql: the same columns, the end as JSON's timestamp text. */
export type DealSummaryJson = Omit<DealSummaryRow, "endsAt"> & { endsAt: string };

/**
 * The partner's newest `limit` deals as one JSON array in listDealSummaries' order, for the
 * dashboard's statement; `partnerId` is a placeholder of that prepared statement.
 */
export function dealSummariesJsonSql(partnerId: Placeholder, limit: number): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'id', newest.id,
      'title', newest.title,
      'titleEn', newest.title_en,
      'description', newest.description,
      'descriptionEn', newest.description_en,
      'status', newest.status,
      'originalPriceOre', newest.original_price_ore,
      'discountedPriceOre', newest.discounted_price_ore,
      'discountPercent', newest.discount_percent,
      'soldCount', newest.sold_count,
      'endsAt', newest.ends_at,
      'imageSrc', newest.image_src,
      'imageAltNo', newest.image_alt_no,
      'imageAltEn', newest.image_alt_en
    ) ORDER BY newest.created_at DESC, newest.id DESC), '[]'::json)
    FROM (SELECT * FROM ${deals} WHERE ${deals.partnerId} = ${partnerId}
           ORDER BY ${deals.createdAt} DESC, ${deals.id} DESC LIMIT ${sql.raw(String(limit))}) newest)`;
}

/** listDealSummaries from the rows of dealSummariesJsonSql. */
export function dealSummariesOfJson(rows: DealSummaryJson[], lang: "no" | "en", now: Date): PartnerDeal[] {
  return dealSummariesOf(
    rows.map((row) => ({ ...row, endsAt: new Date(row.endsAt) })),
    lang,
    now,
  );
}
