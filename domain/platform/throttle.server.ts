// Brute-force throttling with counters in the database, so every app copy counts together.
// Every check counts the attempt first, in one atomic statement, and decides from the count that
// statement returns: a check that read first and counted later let concurrent bursts through
// (each request saw the count before the others had added theirs). An attempt that turns out not
// to be a failure (a right password, a voucher code that exists) is forgiven afterwards.
import { and, eq, gt, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#db/connection.server";
import { rateLimits } from "#db/schema.server";

/** A fixed window: `max` attempts per `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Progressive delays: `freeAttempts` without waiting, then each further attempt must wait
 * `firstDelaySeconds`, doubled at every attempt, at most `maxDelaySeconds`, after the one before.
 * After `forgetAfterSeconds` without attempts the count starts again.
 */
export interface Backoff {
  freeAttempts: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
}

export interface ThrottleState {
  allowed: boolean;
  /** Seconds until the next attempt may be made (0 when allowed). */
  retryAfterSeconds: number;
}

const ALLOWED: ThrottleState = { allowed: true, retryAfterSeconds: 0 };

/**
 * Counts one attempt under `key` in its fixed window (a new window when the last one is over) and
 * returns the count including this attempt. One INSERT … ON CONFLICT DO UPDATE … RETURNING: of
 * any number of simultaneous attempts each gets its own count.
 */
export async function countAttempt(
  db: DatabaseOrTransaction,
  key: string,
  windowSeconds: number,
  now = new Date(),
): Promise<{ count: number; windowStartedAt: Date }> {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
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
  return row;
}

/** Counts one attempt under `key` and says whether it is within the limit. Refused attempts count too. */
export async function hit(
  db: DatabaseOrTransaction,
  key: string,
  limit: Limit,
  now = new Date(),
): Promise<ThrottleState> {
  const { count, windowStartedAt } = await countAttempt(db, key, limit.windowSeconds, now);
  if (count <= limit.max) return ALLOWED;
  const ends = windowStartedAt.getTime() + limit.windowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
}

/** Takes back one attempt counted by `hit` that turned out not to be a failure. */
export async function forgive(db: DatabaseOrTransaction, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0)));
}

/** The wait after the `count`-th attempt, in seconds, as SQL on the stored count. */
function delayAfter(count: unknown, policy: Backoff) {
  // The exponent is capped so that power() cannot overflow however long someone keeps trying.
  return sql`LEAST(${policy.maxDelaySeconds}::float8, ${policy.firstDelaySeconds}::float8 * power(2, LEAST(${count} - ${policy.freeAttempts}, 40)))`;
}

/**
 * Progressive delays under `key`: counts the attempt and allows it when free attempts are left or
 * the wait after the previous attempt is over; a refused attempt changes nothing. The row keeps
 * the number of attempts and, in window_started_at, when the last one was allowed.
 */
export async function backoff(
  db: DatabaseOrTransaction,
  key: string,
  policy: Backoff,
  now = new Date(),
): Promise<ThrottleState> {
  const forgotten = sql`${rateLimits.windowStartedAt} <= ${new Date(now.getTime() - policy.forgetAfterSeconds * 1000)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${forgotten} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStartedAt: now,
      },
      setWhere: sql`${forgotten} OR ${rateLimits.count} < ${policy.freeAttempts}
        OR ${rateLimits.windowStartedAt} + ${delayAfter(rateLimits.count, policy)} * interval '1 second' <= ${now}`,
    })
    .returning({ count: rateLimits.count });
  if (row) return ALLOWED;
  // Refused: say how long to wait (read after the decision, so only the message can be stale).
  const [stored] = await db
    .select({
      waitUntil: sql<Date>`${rateLimits.windowStartedAt} + ${delayAfter(rateLimits.count, policy)} * interval '1 second'`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const waitUntil = stored ? new Date(stored.waitUntil).getTime() : now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((waitUntil - now.getTime()) / 1000)) };
}

export async function clear(db: DatabaseOrTransaction, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
