// "Nylig sett": the deals a visitor viewed last, newest first. A guest's list lives in the browser
// (app/browser-storage/recently-viewed.ts); a signed-in customer's in the account, where the
// browser's list is merged at the next look after signing in. Only the newest eight are kept, and
// only live deals are shown: an ended or paused deal drops out of the list shown.
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { deals, recentlyViewedDeals } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { idSchema } from "#domain/platform/ids";
import { getDealCards, type DealCard } from "./catalog.server";

export const RECENTLY_VIEWED_MAX = 8;

/** "3,2,1": deal ids, newest first; more than kept are cut off, a bad id refuses the list. */
export const viewedIdsSchema = z
  .string()
  .max(200)
  .transform((text): (string | number)[] => (text === "" ? [] : text.split(",").slice(0, RECENTLY_VIEWED_MAX)))
  .pipe(z.array(idSchema));

/**
 * Records views (newest first) in the account and keeps its newest eight. The views of the list
 * given count as now, a millisecond apart, so their order holds; a deal viewed again moves up.
 */
export async function recordViews(db: Database, userId: string, ids: readonly number[], now = new Date()) {
  const wanted = [...new Set(ids)].slice(0, RECENTLY_VIEWED_MAX);
  if (wanted.length === 0) return;
  await db.transaction(async (tx) => {
    // An id that is no deal (the browser's list is the visitor's to edit) is left out.
    const known = new Set(
      (await tx.select({ id: deals.id }).from(deals).where(inArray(deals.id, wanted))).map((r) => r.id),
    );
    const views = wanted.flatMap((dealId, i) =>
      known.has(dealId) ? [{ userId, dealId, viewedAt: new Date(now.getTime() - i) }] : [],
    );
    if (views.length === 0) return;
    await tx
      .insert(recentlyViewedDeals)
      .values(views)
      .onConflictDoUpdate({
        target: [recentlyViewedDeals.userId, recentlyViewedDeals.dealId],
        set: { viewedAt: sql`greatest(${recentlyViewedDeals.viewedAt}, excluded.viewed_at)` },
      });
    const keep = tx
      .select({ dealId: recentlyViewedDeals.dealId })
      .from(recentlyViewedDeals)
      .where(eq(recentlyViewedDeals.userId, userId))
      .orderBy(desc(recentlyViewedDeals.viewedAt))
      .limit(RECENTLY_VIEWED_MAX);
    await tx
      .delete(recentlyViewedDeals)
      .where(and(eq(recentlyViewedDeals.userId, userId), notInArray(recentlyViewedDeals.dealId, keep)));
  });
}

/** The account's recently viewed deals that are live, newest first. */
export async function recentlyViewedCards(db: Database, lang: Language, userId: string): Promise<DealCard[]> {
  const rows = await db
    .select({ dealId: recentlyViewedDeals.dealId })
    .from(recentlyViewedDeals)
    .where(eq(recentlyViewedDeals.userId, userId))
    .orderBy(desc(recentlyViewedDeals.viewedAt))
    .limit(RECENTLY_VIEWED_MAX);
  return getDealCards(
    db,
    lang,
    rows.map((r) => r.dealId),
  );
}
