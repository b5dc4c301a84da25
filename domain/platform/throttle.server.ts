// Brute-force throttling with fixed windows in the database, so every app copy counts together.
import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { rateLimits } from "#db/schema.server";

export interface Limit {
  /** Attempts allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface ThrottleState {
  allowed: boolean;
  /** Seconds until the window ends (0 when allowed). */
  retryAfterSeconds: number;
}

/** `counted`: the attempt being judged is already in `count` (hit) or not yet (peek). */
function state(count: number, windowStartedAt: Date, limit: Limit, now: Date, counted: boolean): ThrottleState {
  const ends = windowStartedAt.getTime() + limit.windowSeconds * 1000;
  const allowed = (counted ? count <= limit.max : count < limit.max) || ends <= now.getTime();
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((ends - now.getTime()) / 1000) };
}

/** Counts one attempt under `key` and says whether it is within the limit. One atomic statement. */
export async function hit(db: Database, key: string, limit: Limit, now = new Date()): Promise<ThrottleState> {
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStartedAt} <= ${windowStart} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${rateLimits.windowStartedAt} <= ${windowStart} THEN ${now} ELSE ${rateLimits.windowStartedAt} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  if (!row) throw new Error("Throttle counter was not written");
  return state(row.count, row.windowStartedAt, limit, now, true);
}

/** Whether `key` is over its limit now, without counting an attempt. */
export async function peek(db: Database, key: string, limit: Limit, now = new Date()): Promise<ThrottleState> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row ? state(row.count, row.windowStartedAt, limit, now, false) : { allowed: true, retryAfterSeconds: 0 };
}

export async function clear(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
