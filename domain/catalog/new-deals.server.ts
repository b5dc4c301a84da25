// Deals that went live in a window, for the deal alerts' daily digest. A deal goes live when it
// is first published (deals.first_published_at, stamped by a trigger) or at its start, whichever
// is later; it must still be live when the digest is made.
import { and, asc, desc, gt, inArray, lte, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#db/connection.server";
import { deals } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { cardColumns, toCard, type DealCard } from "./catalog.server";
import { liveDeal } from "./live-deals.server";
import { inCities } from "./nearby.server";

/** At most this many deals in one digest: the newest. */
export const NEW_DEALS_MAX = 12;

export interface NewDealsQuery {
  /** Went live after this… */
  after: Date;
  /** …and no later than this (the digest's "now"). */
  until: Date;
  /** The deal's own city or one of its locations' (decision 042); empty: every city. */
  cities: readonly string[];
  /** Empty: every category. */
  categoryIds: readonly string[];
}

export async function dealsLiveSince(
  db: DatabaseOrTransaction,
  lang: Language,
  query: NewDealsQuery,
): Promise<DealCard[]> {
  const wentLive = sql`greatest(${deals.firstPublishedAt}, coalesce(${deals.startsAt}, ${deals.firstPublishedAt}))`;
  const rows = await db
    .select(cardColumns(lang))
    .from(deals)
    .where(
      and(
        liveDeal(query.until),
        gt(wentLive, query.after),
        lte(wentLive, query.until),
        query.cities.length > 0 ? inCities(query.cities, { id: deals.id, city: deals.city }) : undefined,
        query.categoryIds.length > 0 ? inArray(deals.categoryId, [...query.categoryIds]) : undefined,
      ),
    )
    .orderBy(desc(wentLive), asc(deals.id))
    .limit(NEW_DEALS_MAX);
  return rows.map(toCard);
}
