import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { connect } from "#db/connection.server";
import { setupTestDatabase } from "../tests/support/test-database";
import { readiness } from "./readiness.server";

const database = setupTestDatabase({ seeded: false });

describe("readiness", () => {
  it("is ready on a database with every committed migration", async () => {
    expect(await readiness(database.db)).toEqual({ ready: true });
  });

  it("is not ready while a migration is missing", async () => {
    await database.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)`,
    );
    expect(await readiness(database.db)).toEqual({ ready: false, reason: "migrations" });
  });

  it("is not ready when the database does not answer", async () => {
    const gone = connect(database.url.replace(/\/[^/]+$/, "/no_such_database"), { max: 1 });
    try {
      expect(await readiness(gone.db)).toEqual({ ready: false, reason: "database" });
    } finally {
      await gone.close();
    }
  });
});
