import { createServer, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { connect } from "#db/connection.server";
import { setupTestDatabase } from "../tests/support/test-database";
import { readiness, READINESS_DEADLINE_MS } from "./readiness.server";

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

  it("says not ready within its deadline when the database accepts connections but never answers", async () => {
    // A server that takes the TCP connection and then says nothing, as a hung PostgreSQL does.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as { port: number }).port;
    const hung = connect(`postgres://magicdeals:x@127.0.0.1:${port}/magicdeals`, { max: 1 });
    try {
      const started = performance.now();
      expect(await readiness(hung.db)).toEqual({ ready: false, reason: "database" });
      expect(performance.now() - started).toBeLessThan(READINESS_DEADLINE_MS + 500);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await hung.close().catch(() => undefined);
    }
  });
});
