// "Lignende tilbud" under a deal: other live deals like it, for a visitor who is not quite sold on
// this one. Deals carry no sub-category of their own (the offer pages' sub-categories are searches
// within a category), so "most alike" is the same category in the same city, then the same
// category elsewhere; the best-selling first within each. Public and the same for everyone, so the
// cached deal page can carry it.
import { and, asc, desc, eq, ne, sql, type Placeholder, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#db/connection.server";
import { preparedQuery } from "#db/prepared-queries.server";
import { deals, dealSearch } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { cardColumns, toCard, type DealCard } from "./catalog.server";
import { liveDeal } from "./live-deals.server";

export const SIMILAR_DEALS = 4;

/**
 * Up to four live deals like deal `dealId`, itself excluded: the category's live deals, the same
 * city's first. The deal's category and city are read in the same statement, so the deal page
 * asks for these beside the deal instead of after it (none if there is no such deal). Prepared,
 * one statement per language: every view of a deal page asks, and planning the join took longer
 * than running it.
 */
export async function similarDeals(
  db: Database,
  lang: Language,
  dealId: number,
  now = new Date(),
): Promise<DealCard[]> {
  const rows = await similarDealsQueries[lang](db).execute({ dealId, now });
  return rows.map(toCard);
}

/**
 * The only deals that can be among the four: the category's four best-selling live deals in the
 * deal's city and four elsewhere, each walked in order on an index of deal_search (category, city,
 * sales; category, sales) and so read a few rows, where a category of a big catalogue has
 * thousands of live deals to sort. deal_search is kept equal to deals by its triggers. The status
 * is written out as well as a parameter of liveDeal: the indexes hold published deals only, and a
 * prepared statement's generic plan can use them only for a status it sees in the text.
 */
function candidates(dealId: Placeholder, now: Placeholder): SQL {
  const best = (city: SQL) => sql`(SELECT ${dealSearch.id} FROM ${dealSearch}
    WHERE ${dealSearch.categoryId} = (SELECT ${deals.categoryId} FROM ${deals} WHERE ${deals.id} = ${dealId})
      AND ${city} AND ${dealSearch.status} = 'published' AND ${liveDeal(now, dealSearch)}
      AND ${dealSearch.id} <> ${dealId}
    ORDER BY ${dealSearch.soldCount} DESC, ${dealSearch.id} LIMIT ${SIMILAR_DEALS})`;
  const city = sql`(SELECT ${deals.city} FROM ${deals} WHERE ${deals.id} = ${dealId})`;
  return sql`${best(sql`${dealSearch.city} = ${city}`)} UNION ALL ${best(sql`${dealSearch.city} <> ${city}`)}`;
}

function similarDealsQuery(lang: Language) {
  return preparedQuery((db) => {
    const self = alias(deals, "self");
    const dealId = sql.placeholder("dealId");
    const now = sql.placeholder("now");
    return db
      .select(cardColumns(lang))
      .from(deals)
      .innerJoin(self, and(eq(self.id, dealId), eq(deals.categoryId, self.categoryId)))
      .where(and(liveDeal(now), ne(deals.id, dealId), sql`${deals.id} IN (${candidates(dealId, now)})`))
      .orderBy(sql`(${deals.city} = ${self.city}) desc`, desc(deals.soldCount), asc(deals.id))
      .limit(SIMILAR_DEALS)
      .prepare(`similar_deals_${lang}`);
  });
}

const similarDealsQueries = { no: similarDealsQuery("no"), en: similarDealsQuery("en") };
