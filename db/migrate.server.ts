// Applies the committed SQL migrations (db/migrations) with Drizzle's migrator.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./connection.server";

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export async function applyMigrations(db: Database): Promise<void> {
  await withStartupLock(db, () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }));
}

// Any fixed number: the key of the PostgreSQL advisory lock that start-up work holds.
const STARTUP_LOCK = 727_001;

/**
 * Runs `work` while holding a database-wide advisory lock, so copies starting at the same
 * moment migrate (and seed) one after the other instead of racing. The lock lives on one
 * connection kept aside for it; the work itself may use the pool's others.
 */
export async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
}
