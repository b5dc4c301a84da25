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

export async function readiness(db: Database): Promise<Readiness> {
  let applied: number;
  try {
    const result = await db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
    );
    applied = result.rows[0]?.count ?? 0;
  } catch {
    return { ready: false, reason: "database" };
  }
  return applied >= (await committedMigrationCount()) ? { ready: true } : { ready: false, reason: "migrations" };
}
