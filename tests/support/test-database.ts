// A fresh database per test file, cloned from a migrated template, so files run in
// parallel without seeing each other's rows.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, inject } from "vitest";
import { connect, type Connection, type Database } from "../../db/connection.server";
import { createDatabaseFrom, databaseUrl, dropDatabase } from "./database-names";

export interface TestDatabase {
  /** The Drizzle handle; valid inside tests (after beforeAll). */
  readonly db: Database;
  readonly url: string;
  /** When the seeded catalogue was made: its deals end relative to this instant. */
  readonly seededAt: Date;
}

/** Call at the top of a test file. `seeded` gives the demo catalogue and accounts. */
export function setupTestDatabase(options: { seeded: boolean }): TestDatabase {
  const maintenanceUrl = inject("maintenanceUrl");
  const name = `magicdeals_test_${randomBytes(6).toString("hex")}`;
  const url = databaseUrl(maintenanceUrl, name);
  let connection: Connection | undefined;

  beforeAll(async () => {
    const templates = inject("templates");
    await createDatabaseFrom(maintenanceUrl, name, options.seeded ? templates.seeded : templates.empty);
    connection = connect(url);
  });
  afterAll(async () => {
    await connection?.close();
    await dropDatabase(maintenanceUrl, name);
  });

  return {
    get db() {
      if (!connection) throw new Error("The test database is ready only inside tests");
      return connection.db;
    },
    url,
    seededAt: new Date(inject("seededAt")),
  };
}
