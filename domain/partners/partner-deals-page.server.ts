// The partner's list of deals (/business/deals) one page at a time, newest first: a partner with
// thousands of deals gets a page that costs what one with 25 does. Only the page's rows are read
// (LIMIT/OFFSET on the index deals(partner_id, created_at DESC, id DESC)), and the waiting edits,
// price changes and numbers only for the page's deals. The partner may narrow the list to deals
// whose title contains some words, or to one status.
import { and, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { deals } from "#db/schema.server";
import { containsPattern } from "#domain/platform/like-pattern";
import type { PartnerDealsFilter } from "./partner-deals-filter";
import { dealStats, type DealStats } from "./deal-stats.server";
import { withPendingChanges, type PartnerDealRow } from "./partner-deals.server";

/** How many deals one page of the list shows. */
export const PARTNER_DEALS_PAGE_SIZE = 25;

export interface PartnerDealsPage {
  deals: PartnerDealRow[];
  /** Each deal's numbers since it began, by deal id. */
  stats: Record<number, DealStats>;
  /** How many of the partner's deals the filter lets through (all of them without one), on every page. */
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
  filter: PartnerDealsFilter = {},
  now = new Date(),
): Promise<PartnerDealsPage> {
  const asked = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const shown = shownDeals(partnerId, filter);
  const rows = await selectPage(db, shown, asked);
  // The count comes with each row; a page past the end has none, so it is counted on its own.
  const total = rows[0]?.total ?? (asked > 1 ? await db.$count(deals, shown) : 0);
  const pageCount = Math.max(1, Math.ceil(total / PARTNER_DEALS_PAGE_SIZE));
  if (rows.length === 0 && asked > pageCount) return listPartnerDealsPage(db, partnerId, pageCount, filter, now);

  const ids = rows.map((row) => row.id);
  const [withChanges, stats] = await Promise.all([withPendingChanges(db, rows, now), dealStats(db, partnerId, ids)]);
  return { deals: withChanges, stats, total, page: asked, pageCount };
}

function shownDeals(partnerId: string, { title, status }: PartnerDealsFilter): SQL {
  return and(
    eq(deals.partnerId, partnerId),
    title ? ilike(deals.title, containsPattern(title)) : undefined,
    status ? eq(deals.status, status) : undefined,
  )!;
}

function selectPage(db: Database, shown: SQL, page: number) {
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
      // Computed once for the statement (it does not depend on the row). Inside the sub-select
      // "deals" names the sub-select's own rows, so the same condition counts them.
      total: sql<number>`(SELECT count(*)::int FROM ${deals} WHERE ${shown})`,
    })
    .from(deals)
    .where(shown)
    .orderBy(desc(deals.createdAt), desc(deals.id))
    .limit(PARTNER_DEALS_PAGE_SIZE)
    .offset((page - 1) * PARTNER_DEALS_PAGE_SIZE);
}
