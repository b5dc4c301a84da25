// The browser-test app's own database, for tests that set up accounts directly or read what
// the app stored. Per-IP throttle counters are cleared before and after the file, so it does
// not depend on files before it (each browser context also has its own client address).
import type pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { connect, type Connection } from "../../db/connection.server";

export interface AppDatabase extends Connection {
  /** The rows a query returns. */
  rows: <T extends pg.QueryResultRow>(sql: string, params?: unknown[]) => Promise<T[]>;
}

export function setupAppDatabase(): AppDatabase {
  const connection = connect(inject("appDatabaseUrl"), { max: 2 });
  const clearIpLimits = () => connection.pool.query("DELETE FROM rate_limits WHERE key LIKE '%:ip:%'");
  beforeAll(clearIpLimits);
  afterAll(async () => {
    await clearIpLimits();
    await connection.close();
  });
  return {
    ...connection,
    rows: async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
      (await connection.pool.query<T>(sql, params)).rows,
  };
}
