// A signed-in customer's wishlist on the server (spec §4): adding is ignored when present,
// removing by id, toggle, membership, count. Guests keep theirs in browser storage; it merges
// in here (a union) at sign-in. Only a live deal can be saved (one the visitor could have seen);
// a saved deal that ends stays saved, and the page shows the live ones.
import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { preparedQuery } from "#db/prepared-queries.server";
import { deals, wishlistItems } from "#db/schema.server";
import { idSchema } from "#domain/platform/ids";
import { liveDeal } from "./live-deals.server";

export const wishlistDealIdSchema = idSchema;
export const guestWishlistSchema = z.array(wishlistDealIdSchema).max(200);

/** Adds the deal unless it is there already (or is not live). */
export async function addToWishlist(db: Database, userId: string, dealId: number, now = new Date()): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${wishlistItems} (user_id, deal_id)
    SELECT ${userId}, ${deals.id} FROM ${deals} WHERE ${deals.id} = ${dealId} AND ${liveDeal(now)}
    ON CONFLICT DO NOTHING`);
}

export async function removeFromWishlist(db: Database, userId: string, dealId: number): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.dealId, dealId)));
}

/** In the wishlist becomes removed, otherwise added; one statement. Returns whether it is in now. */
export async function toggleWishlist(db: Database, userId: string, dealId: number, now = new Date()): Promise<boolean> {
  const result = await db.execute(sql`
    WITH removed AS (
      DELETE FROM ${wishlistItems} WHERE user_id = ${userId} AND deal_id = ${dealId} RETURNING 1
    )
    INSERT INTO ${wishlistItems} (user_id, deal_id)
    SELECT ${userId}, ${deals.id} FROM ${deals}
    WHERE ${deals.id} = ${dealId} AND ${liveDeal(now)} AND NOT EXISTS (SELECT 1 FROM removed)
    ON CONFLICT DO NOTHING
    RETURNING 1`);
  return result.rowCount === 1;
}

export async function isInWishlist(db: Database, userId: string, dealId: number): Promise<boolean> {
  const rows = await db
    .select({ dealId: wishlistItems.dealId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.dealId, dealId)));
  return rows.length > 0;
}

/** The saved deals' ids, oldest first. */
export async function wishlistDealIds(db: Database, userId: string): Promise<number[]> {
  const rows = await wishlistIdsQuery(db).execute({ userId });
  return rows.map((r) => r.dealId);
}

/** The saved deals' ids as one array, oldest first, for a statement that reads more in the same round trip. */
export function wishlistIdsSql(userId: SQLWrapper): SQL {
  return sql`(SELECT coalesce(array_agg(${wishlistItems.dealId} ORDER BY ${wishlistItems.addedAt}, ${wishlistItems.dealId}), '{}')
    FROM ${wishlistItems} WHERE ${wishlistItems.userId} = ${userId})`;
}

/** The hearts of every signed-in page load (/me among them). */
const wishlistIdsQuery = preparedQuery((db) =>
  db
    .select({ dealId: wishlistItems.dealId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, sql.placeholder("userId")))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.dealId))
    .prepare("wishlist_deal_ids"),
);

export async function wishlistCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  return row?.n ?? 0;
}

export async function clearWishlist(db: Database, userId: string): Promise<void> {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}

/** The guest wishlist joins the user's (a union), so merging twice changes nothing. */
export async function mergeGuestWishlist(
  db: Database,
  userId: string,
  dealIds: number[],
  now = new Date(),
): Promise<void> {
  const ids = [...new Set(dealIds)];
  if (ids.length === 0) return;
  await db.execute(sql`
    INSERT INTO ${wishlistItems} (user_id, deal_id)
    SELECT ${userId}, ${deals.id} FROM ${deals} WHERE ${inArray(deals.id, ids)} AND ${liveDeal(now)}
    ORDER BY ${deals.id}
    ON CONFLICT DO NOTHING`);
}
