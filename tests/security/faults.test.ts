// Faults: the database away for a moment, or hung. (The server killed in the middle of checkouts
// is in checkout-faults.test.ts: the checkout pays at the provider now, decision 019.) Each scenario runs its own app processes on a PostgreSQL server this file starts and
// stops itself, so killing an app never takes the database with it.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedServer } from "../../db/embedded-postgres.server";
import { ensureDatabase } from "../../db/open-database.server";
import { startApp, type RunningApp } from "../support/app-server";
import { databaseUrl } from "../support/database-names";
import { expectCleanFailure, expectServedAgain, freezePostgres, outageRequests } from "../support/faults-outage";

import { recordTally, tryCases } from "../support/security-summary";

let dataDir: string;
let server: EmbeddedServer;
const apps: RunningApp[] = [];
const pools: pg.Pool[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "magicdeals-faults-db-"));
  server = await startEmbeddedPostgres(dataDir);
});

afterEach((context) => {
  // A failing scenario shows what its processes printed.
  if (context.task.result?.state === "fail") for (const app of apps) console.log(app.output().slice(-4000));
});

/** Thaws a frozen database server should its test end early (a timeout), before anything stops. */
let thawPending: (() => void) | undefined;

afterAll(async () => {
  thawPending?.();
  for (const app of apps) await app.stop();
  for (const pool of pools) await pool.end();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A fresh database on the file's server, and a pool of the test's own to read it. */
async function freshDatabase(prefix: string): Promise<{ url: string; pool: pg.Pool }> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await ensureDatabase(server.url("postgres"), name);
  const url = databaseUrl(server.url("postgres"), name);
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  pool.on("error", () => undefined); // idle clients lose the server when the test stops it
  pools.push(pool);
  return { url, pool };
}

// As in production: every process of a site shares SESSION_SECRET, so what one signed (a guest
// order cookie, a link) still works when a restarted process answers.
const SESSION_SECRET = randomBytes(32).toString("base64url");

async function launch(url: string, env: Record<string, string> = {}): Promise<RunningApp> {
  const app = await startApp({ DATABASE_URL: url, TRUST_PROXY: "1", LOG_LEVEL: "warn", SESSION_SECRET, ...env });
  apps.push(app);
  return app;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("faults", () => {
  it("database away for a moment: clean 503s in the visitor's language, then served again without a restart", async () => {
    const { url, pool } = await freshDatabase("faults_outage");
    const app = await launch(url);
    const { rows } = await pool.query<{ id: number }>(
      "SELECT id FROM deals WHERE status = 'published' AND ends_at > now() ORDER BY id LIMIT 1",
    );
    const requests = await outageRequests(app.baseUrl, rows[0]!.id);
    for (const request of requests) {
      const response = await request.send();
      await response.arrayBuffer();
      request.statusBefore = response.status;
    }
    const secrets = [new URL(url).password, url];

    const port = server.port;
    await server.stop();
    const failures = await tryCases("faults", requests, (request) => expectCleanFailure(request, secrets));
    failures.push(
      ...(await tryCases("faults", requests, (request) => expectCleanFailure(request, secrets), { concurrency: 1 })),
    );

    // Back on the same address; the app was not restarted.
    server = await startEmbeddedPostgres(dataDir, { port });
    await waitFor("/readyz", async () => (await fetch(`${app.baseUrl}/readyz`)).status === 200);
    failures.push(...(await tryCases("faults", requests, expectServedAgain)));

    // The job worker survived: a job queued now is done by it.
    const probe = `faults-probe-${randomUUID()}`;
    await pool.query("INSERT INTO jobs (kind, dedupe_key, max_attempts) VALUES ('deals.end', $1, 1)", [probe]);
    const workerAlive = await waitFor("the job worker", async () => {
      const { rows: done } = await pool.query("SELECT 1 FROM jobs WHERE dedupe_key = $1 AND status = 'done'", [probe]);
      return done.length === 1;
    }).then(
      () => [],
      (error: Error) => [error.message],
    );
    recordTally("faults", { tried: 1, failures: workerAlive.length });
    failures.push(...workerAlive);
    expect(failures).toEqual([]);
    expect(app.process.exitCode).toBeNull();
  });

  it("database hung (SIGSTOP): /readyz says so within 2 s, pages a friendly 503 within the timeouts, then served again", async () => {
    const { url, pool } = await freshDatabase("faults_hung");
    // Short timeouts keep the test quick; /readyz's deadline is its own, whatever these are.
    const app = await launch(url, { DATABASE_CONNECT_TIMEOUT_MS: "1000", DATABASE_STATEMENT_TIMEOUT_MS: "1000" });
    const { rows } = await pool.query<{ id: number }>(
      "SELECT id FROM deals WHERE status = 'published' AND ends_at > now() ORDER BY id LIMIT 1",
    );
    // Catalogue pages and their data may still come from the page cache while the database hangs
    // (no change can be announced meanwhile), for signed-in customers too since they share those
    // pages (decision 024): the requests here are those that need the database.
    const requests = (await outageRequests(app.baseUrl, rows[0]!.id)).filter(
      (request) => request.kind !== "page" && !request.name.startsWith("GET /deals.data"),
    );
    for (const request of requests) {
      const response = await request.send();
      await response.arrayBuffer();
      request.statusBefore = response.status;
    }

    const thaw = freezePostgres(dataDir);
    thawPending = thaw;
    const failures: string[] = [];
    try {
      for (let probe = 0; probe < 3; probe++) {
        const ready = await timed(() => fetch(`${app.baseUrl}/readyz`).then((r) => r.status));
        if (ready.value !== 503) failures.push(`/readyz answered ${ready.value}`);
        if (ready.ms > 2_000) failures.push(`/readyz took ${Math.round(ready.ms)} ms`);
      }
      // A statement (1 s) and the grace for a silent server (1 s), or a connection (1 s), and room
      // for a busy machine; a transaction may wait twice (its statement, then its rollback).
      failures.push(
        ...(await tryCases("faults", requests, async (request) => {
          const { ms } = await timed(() => expectCleanFailure(request, [new URL(url).password, url]));
          if (ms > 8_000) throw new Error(`${request.name} took ${Math.round(ms)} ms with the database hung`);
        })),
      );
    } finally {
      thaw();
      thawPending = undefined;
    }
    await waitFor("/readyz", async () => (await fetch(`${app.baseUrl}/readyz`)).status === 200);
    failures.push(...(await tryCases("faults", requests, expectServedAgain)));
    expect(failures).toEqual([]);
    expect(app.process.exitCode).toBeNull();
  });
});
