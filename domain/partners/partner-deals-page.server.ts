// The partner's list of deals (/business/deals) one page at a time, newest first: a partner with
// thousands of deals gets a page that costs what one with 25 does. Only the page's rows are read
// (LIMIT/OFFSET on the index deals(partner_id, created_at DESC, id DESC)), and the waiting edits,
// price changes and numbers only for the page's deals.
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { deals } from "#db/schema.server";
import { dealStats, type DealStats } from "./deal-stats.server";
import { withPendingChanges, type PartnerDealRow } from "./partner-deals.server";

/** How many deals one page of the list shows. */
export const PARTNER_DEALS_PAGE_SIZE = 25;

export interface PartnerDealsPage {
  deals: PartnerDealRow[];
  /** Each deal's numbers since it began, by deal id. */
  stats: Record<number, DealStats>;
  /** How many deals the partner has, on every page. */
  total: number;
  /** The page shown: the one asked for, or the last one when that is past the end. */
  page: number;
  pageCount: number;
}

/**
 * Page `page` (1 is the newest) of the partner's deals. A page past the end (deals gone since the
 * link was made) gives the last page, the one nearest to where the partner was.
 */
export async function listPartnerDealsPage(
  db: Database,
  partnerId: string,
  page: number,
  now = new Date(),
): Promise<PartnerDealsPage> {
  const asked = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const rows = await selectPage(db, partnerId, asked);
  // The count comes with each row; a page past the end has none, so it is counted on its own.
  const total = rows[0]?.total ?? (asked > 1 ? await countDeals(db, partnerId) : 0);
  const pageCount = Math.max(1, Math.ceil(total / PARTNER_DEALS_PAGE_SIZE));
  if (rows.length === 0 && asked > pageCount) return listPartnerDealsPage(db, partnerId, pageCount, now);

  const ids = rows.map((row) => row.id);
  const [withChanges, stats] = await Promise.all([withPendingChanges(db, rows, now), dealStats(db, partnerId, ids)]);
  return { deals: withChanges, stats, total, page: asked, pageCount };
}

function selectPage(db: Database, partnerId: string, page: number) {
  return db
    .select({
      id: deals.id,
      title: deals.title,
      status: deals.status,
      originalPriceOre: deals.originalPriceOre,
      discountedPriceOre: deals.discountedPriceOre,
      startsAt: deals.startsAt,
      endsAt: deals.endsAt,
      imageSrc: deals.imageSrc,
      rejectionReason: deals.rejectionReason,
      // Computed once for the statement (it does not depend on the row).
      total: sql<number>`(SELECT count(*)::int FROM ${deals} all_deals WHERE all_deals.partner_id = ${partnerId})`,
    })
    .from(deals)
    .where(eq(deals.partnerId, partnerId))
    .orderBy(desc(deals.createdAt), desc(deals.id))
    .limit(PARTNER_DEALS_PAGE_SIZE)
    .offset((page - 1) * PARTNER_DEALS_PAGE_SIZE);
}

async function countDeals(db: Database, partnerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(deals)
    .where(eq(deals.partnerId, partnerId));
  return row?.count ?? 0;
}
