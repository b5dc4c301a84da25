// The app's pool gives up on a database that does not answer, instead of hanging every request:
// no connection in time, a statement cut by the server when slow, and by the client when the
// server says nothing at all; each failure is one that isDatabaseUnavailable knows (503).
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../tests/support/test-database";
import { connect } from "./connection.server";
import { isDatabaseUnavailable } from "./database-unavailable.server";

const database = setupTestDatabase({ seeded: false });
const timeouts = { connectMs: 400, statementMs: 400 };

/** A server that takes TCP connections and then says nothing, as a hung PostgreSQL does. */
let silent: Server;
let silentUrl = "";
const sockets = new Set<Socket>();
beforeAll(async () => {
  silent = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  silentUrl = `postgres://magicdeals:x@127.0.0.1:${(silent.address() as { port: number }).port}/magicdeals`;
});
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  silent.close();
});

async function failure(work: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  return { error, ms: performance.now() - started };
}

describe("database timeouts", () => {
  it("gives up connecting to a server that does not answer, and says the database is away", async () => {
    const hung = connect(silentUrl, { max: 1, timeouts });
    try {
      const { error, ms } = await failure(hung.pool.query("SELECT 1"));
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(ms).toBeLessThan(2_000);
    } finally {
      await hung.close().catch(() => undefined);
    }
  });

  it("has the server cancel a slow statement, and the pool goes on working", async () => {
    const app = connect(database.url, { max: 1, timeouts });
    try {
      const { error, ms } = await failure(app.pool.query("SELECT pg_sleep(5)"));
      expect((error as { code?: string }).code).toBe("57014"); // query_canceled
      expect(ms).toBeLessThan(2_000);
      expect((await app.pool.query<{ one: number }>("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await app.close();
    }
  });

  it("waits without limit where no timeouts are given (migrations, scripts)", async () => {
    const plain = connect(database.url, { max: 1 });
    try {
      expect((await plain.pool.query("SELECT pg_sleep(0.6)")).rowCount).toBe(1);
    } finally {
      await plain.close();
    }
  });
});

describe("a connection the server ends", () => {
  it("leaves the process running when the client is checked out between queries, and the pool serves again", async () => {
    const app = connect(database.url, { max: 2 });
    try {
      const client = await app.pool.connect();
      const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      // As a restart or failover does: the server ends this backend while the app holds it, idle.
      const admin = connect(database.url, { max: 1 });
      await admin.pool.query("SELECT pg_terminate_backend($1)", [rows[0]!.pid]);
      await admin.close();
      // The server's "terminating connection" reaches the idle client at once; without a listener
      // of the pool's it would be an uncaught 'error' and end the process (and this test run).
      await new Promise((resolve) => setTimeout(resolve, 500));
      const { error } = await failure(client.query("SELECT 1"));
      expect(error).toBeInstanceOf(Error);
      client.release(error as Error);
      expect((await app.pool.query<{ one: number }>("SELECT 1 AS one")).rows[0]?.one).toBe(1);
    } finally {
      await app.close();
    }
  });
});
