// "Lignende tilbud" under a deal: other live deals like it, for a visitor who is not quite sold on
// this one. Deals carry no sub-category of their own (the offer pages' sub-categories are searches
// within a category), so "most alike" is the same category in the same city, then the same
// category elsewhere; the best-selling first within each. Public and the same for everyone, so the
// cached deal page can carry it.
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { deals } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { cardColumns, toCard, type DealCard } from "./catalog.server";
import { liveDeal } from "./live-deals.server";

export const SIMILAR_DEALS = 4;

/**
 * Up to four live deals like this one, itself excluded. One query on deals_category_live_idx
 * (category, status, ends_at): the category's live deals, the same city's first.
 */
export async function similarDeals(
  db: Database,
  lang: Language,
  deal: { id: number; categoryId: string; city: string },
  now = new Date(),
): Promise<DealCard[]> {
  const rows = await db
    .select(cardColumns(lang))
    .from(deals)
    .where(and(liveDeal(now), eq(deals.categoryId, deal.categoryId), ne(deals.id, deal.id)))
    .orderBy(sql`(${deals.city} = ${deal.city}) desc`, desc(deals.soldCount), asc(deals.id))
    .limit(SIMILAR_DEALS);
  return rows.map(toCard);
}
