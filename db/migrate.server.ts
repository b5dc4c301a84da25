// Applies the committed SQL migrations (db/migrations) with Drizzle's migrator.
import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./connection.server";
import { PROJECT_ROOT } from "./project-root.server";

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, "db", "migrations");

export async function applyMigrations(db: Database): Promise<void> {
  await withStartupLock(db, () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }));
}

// Any fixed number: the key of the PostgreSQL advisory lock that start-up work holds.
const STARTUP_LOCK = 727_001;
/** How long a starting copy waits for the others' migrations and seeding before it gives up. */
const LOCK_WAIT_MS = 10 * 60_000;

/**
 * Runs `work` while holding a database-wide advisory lock, so copies starting at the same
 * moment migrate (and seed) one after the other instead of racing. The lock lives on one
 * connection kept aside for it; the work itself may use the pool's others.
 */
export async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  try {
    // Waiting for another copy's start-up may take longer than a request's statement timeout.
    await client.query("SET statement_timeout = 0");
    // node-postgres reads a per-query query_timeout its types do not list.
    const waitForLock = { text: "SELECT pg_advisory_lock($1)", values: [STARTUP_LOCK], query_timeout: LOCK_WAIT_MS };
    await client.query(waitForLock);
    try {
      return await work();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK]);
    }
  } finally {
    // Closed, not given back to the pool: its statement timeout is lifted.
    client.release(true);
  }
}
