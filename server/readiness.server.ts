// Readiness for the load balancer: the database answers and every committed migration is applied.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { MIGRATIONS_FOLDER } from "#db/migrate.server";

let expectedMigrations: number | undefined;

async function committedMigrationCount(): Promise<number> {
  if (expectedMigrations === undefined) {
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    expectedMigrations = journal.entries.length;
  }
  return expectedMigrations;
}

export type Readiness = { ready: true } | { ready: false; reason: "database" | "migrations" };

/** A load balancer's probe must be answered quickly either way, even by a copy whose database hangs. */
export const READINESS_DEADLINE_MS = 1_500;

async function appliedMigrations(db: Database): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
  );
  return result.rows[0]?.count ?? 0;
}

export async function readiness(db: Database, deadlineMs = READINESS_DEADLINE_MS): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), deadlineMs);
  });
  // A query still waiting when the deadline passes ends later on its own (pool timeouts).
  const applied = await Promise.race([appliedMigrations(db).catch(() => null), late]);
  clearTimeout(timer);
  if (applied === null) return { ready: false, reason: "database" };
  return applied >= (await committedMigrationCount()) ? { ready: true } : { ready: false, reason: "migrations" };
}
