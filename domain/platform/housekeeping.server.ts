// Periodic clean-up: records that only matter for a while (sessions, reset links, throttle
// windows, idempotency keys, finished jobs) are removed. (Deals past their end are ended by
// endFinishedDeals in domain/partners/deal-transitions.server.ts, a move of the deal's own.)
import { sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { redactOldSecrets } from "./mail.server";

/** How long a checkout's idempotency key answers a repeated submit. */
export const IDEMPOTENCY_KEY_DAYS = 7;
const FINISHED_JOB_DAYS = 14;

export async function deleteExpiredRecords(db: Database): Promise<void> {
  await redactOldSecrets(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM sessions WHERE expires_at < now()`);
    await tx.execute(sql`DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '1 day'`);
    await tx.execute(sql`DELETE FROM rate_limits WHERE window_started_at < now() - interval '1 day'`);
    await tx.execute(
      sql`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(days => ${IDEMPOTENCY_KEY_DAYS})`,
    );
    await tx.execute(
      sql`DELETE FROM jobs WHERE status IN ('done', 'failed') AND finished_at < now() - make_interval(days => ${FINISHED_JOB_DAYS})`,
    );
  });
}
