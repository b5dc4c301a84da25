// A fingerprint of every table a request could change, to prove that refused requests changed nothing.
// The tables are read from the database, so a table added later is covered without a change here.
import type pg from "pg";

/** Written by the app on its own: the background jobs' queue, and page views (counted by GETs). */
const NOT_FINGERPRINTED = new Set(["jobs", "deal_events", "__drizzle_migrations"]);

/** Each table's row count and a hash of its rows: equal before and after means nothing was changed. */
export async function fingerprint(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const entries = await Promise.all(
    tables
      .map((t) => t.name)
      .filter((name) => !NOT_FINGERPRINTED.has(name))
      .map(async (table) => {
        const { rows } = await pool.query<{ sum: string }>(
          `SELECT count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM "${table}" t`,
        );
        return [table, rows[0]!.sum] as const;
      }),
  );
  return Object.fromEntries(entries);
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
