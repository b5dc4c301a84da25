// Faults: the server killed (SIGKILL) in the middle of many checkouts, and its database away for
// a moment. Each scenario runs its own app processes on a PostgreSQL server this file starts and
// stops itself, so killing an app never takes the database with it.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedServer } from "../../db/embedded-postgres.server";
import { ensureDatabase } from "../../db/open-database.server";
import { CHECKOUT_RECOVERY_JOB } from "../../domain/checkout/checkout.server";
import { startApp, type RunningApp } from "../support/app-server";
import { databaseUrl } from "../support/database-names";
import { makeBuyers, postCheckout, type Buyer, type CheckoutAnswer } from "../support/faults-buyers";
import { ledgerCases, shopWithoutCharges, stockBaseline, stockCheck } from "../support/faults-books";
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

// As in production: every process of a site shares SESSION_SECRET, so a page's CSRF token
// still works when a restarted process answers its form.
const SESSION_SECRET = randomBytes(32).toString("base64url");

async function launch(url: string, env: Record<string, string> = {}): Promise<RunningApp> {
  const app = await startApp({ DATABASE_URL: url, TRUST_PROXY: "1", LOG_LEVEL: "warn", SESSION_SECRET, ...env });
  apps.push(app);
  return app;
}

/** A killed app: wait until it is gone, then drop its files (stop() would wait for an exit that came). */
async function forget(app: RunningApp): Promise<void> {
  if (app.process.exitCode === null && app.process.signalCode === null) {
    await new Promise((resolve) => app.process.once("exit", resolve));
  }
  apps.splice(apps.indexOf(app), 1);
  await rm(app.dataDir, { recursive: true, force: true });
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

const BUYERS = 60;

describe("faults", () => {
  it("SIGKILL in the middle of 60 checkouts: every charge ends as a paid order with its vouchers, or refunded", async () => {
    const { url, pool } = await freshDatabase("faults_kill");
    const first = await launch(url);
    const testStart = new Date(Date.now() - 1000);

    // Three live deals without per-customer limits; one gets a stock cap that the buyers fight over.
    const { rows: picked } = await pool.query<{ id: number }>(
      `SELECT id FROM deals WHERE status = 'published' AND per_customer_limit IS NULL AND units_cap IS NULL
          AND ends_at > now() + interval '1 day' AND (starts_at IS NULL OR starts_at <= now())
        ORDER BY id LIMIT 3`,
    );
    const dealIds = picked.map((d) => d.id);
    expect(dealIds).toHaveLength(3);
    await pool.query("UPDATE deals SET units_cap = units_sold + 40 WHERE id = $1", [dealIds[0]]);
    const stockBefore = await stockBaseline(pool, dealIds);

    const buyers = await makeBuyers(first.baseUrl, { count: BUYERS, registeredEvery: 4, dealIds, prefix: "kill" });
    const tokens = await Promise.all(buyers.map((b) => b.client.csrfToken("/checkout")));

    // Everybody pays at once; the process is killed as soon as a charge is in the processor's
    // books while its order has not committed yet, with many checkouts still in flight.
    const answers: (CheckoutAnswer | undefined)[] = Array.from({ length: BUYERS });
    const sent = buyers.map((buyer, i) => postCheckout(buyer, buyer.client, tokens[i]!).then((a) => (answers[i] = a)));
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    let atKill = { charged: 0, ordered: 0, answered: 0 };
    for (;;) {
      const { rows } = await watcher.query<{ charged: number; ordered: number }>(
        `SELECT (SELECT count(*)::int FROM test_gateway_charges) AS charged,
                (SELECT count(*)::int FROM payment_charges WHERE created_at >= $1) AS ordered`,
        [testStart],
      );
      const { charged, ordered } = rows[0]!;
      const answered = answers.filter(Boolean).length;
      if (answered === BUYERS) throw new Error(`Every checkout finished before the kill (${charged} charges)`);
      if (charged >= BUYERS / 5 && charged - ordered >= 2) {
        first.process.kill("SIGKILL");
        atKill = { charged, ordered, answered };
        break;
      }
    }
    await watcher.end();
    await forget(first);
    await Promise.all(sent);
    const inFlight = BUYERS - atKill.answered;
    const okBeforeKill = buyers.filter((_, i) => answers[i]!.status === 200);

    // A fresh process on the same database. Before its recovery runs: charges without an order.
    const second = await launch(url);

    const { rows: orphanKeys } = await pool.query<{ idempotency_key: string }>(
      `SELECT idempotency_key FROM test_gateway_charges g
        WHERE NOT EXISTS (SELECT 1 FROM payment_charges c WHERE c.reference = g.reference)`,
    );
    const charged = new Set(orphanKeys.map((r) => r.idempotency_key));
    // Half of the buyers left without an answer press Pay again on the same page (same key);
    // the others walk away and leave the recovery to settle their attempt. Of those charged
    // without an order, the first walks away (recovery must refund it), the next retries (the
    // processor must give back the same charge, not a second one), and so on.
    const unanswered = buyers.filter((_, i) => answers[i]!.status !== 200);
    const retriers = [
      ...unanswered.filter((b) => !charged.has(b.idempotencyKey)).filter((_, i) => i % 2 === 0),
      ...unanswered.filter((b) => charged.has(b.idempotencyKey)).filter((_, i) => i % 2 === 1),
    ];
    const retried = await Promise.all(
      retriers.map(async (buyer) => {
        const client = buyer.client.at(second.baseUrl);
        return { buyer, answer: await postCheckout(buyer, client, tokens[buyer.index]!) };
      }),
    );

    // As if the two minutes had passed after which recovery looks at attempts that never settled.
    const { rowCount: recoveryJobs } = await pool.query(
      "UPDATE jobs SET run_at = now() WHERE kind = $1 AND status = 'queued'",
      [CHECKOUT_RECOVERY_JOB],
    );
    await waitFor("the recovery jobs", async () => {
      const { rows } = await pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM jobs WHERE kind = $1 AND status = 'queued'",
        [CHECKOUT_RECOVERY_JOB],
      );
      return rows[0]!.n === 0;
    });

    const orderOf = async (buyer: Buyer) => {
      const { rows } = await pool.query<{ order_id: string | null }>(
        "SELECT order_id FROM idempotency_keys WHERE key = $1",
        [buyer.idempotencyKey],
      );
      return rows[0]?.order_id ?? null;
    };

    // Whoever still has no order can simply buy again (a reloaded page: a new key); a dozen of
    // them do, registered customers (their server cart kept) and guests.
    const withoutOrder: Buyer[] = [];
    for (const buyer of buyers) if (!(await orderOf(buyer))) withoutOrder.push(buyer);
    const buyingAgain = withoutOrder.slice(0, 12);
    const failures: string[] = [];
    failures.push(
      ...(await tryCases("faults", buyingAgain, async (buyer) => {
        const again = { ...buyer, idempotencyKey: randomUUID(), client: buyer.client.at(second.baseUrl) };
        const answer = await postCheckout(again, again.client, tokens[buyer.index]!);
        const soldOut = answer.status === 409 && buyer.lines.some((l) => l.dealId === dealIds[0]);
        if (answer.status !== 200 && !soldOut)
          throw new Error(`buyer ${buyer.index} could not buy again after the crash: ${answer.status}`);
      })),
    );

    // The books: every charge the processor made, every order, voucher and shop charge, the stock.
    failures.push(...(await tryCases("faults", await ledgerCases(pool), (c) => c.check())));
    const strays = await shopWithoutCharges(pool, testStart);
    recordTally("faults", { tried: 3, failures: strays.length });
    failures.push(...strays);
    failures.push(...(await tryCases("faults", stockBefore, (before) => stockCheck(pool, before))));
    // Nobody who was told "paid" lost the order; every retry with the same key came to one order.
    failures.push(
      ...(await tryCases("faults", okBeforeKill, async (buyer) => {
        if (!(await orderOf(buyer))) throw new Error(`buyer ${buyer.index} was told "paid" but has no order`);
      })),
    );
    failures.push(
      ...(await tryCases("faults", retried, async ({ buyer, answer }) => {
        const order = await orderOf(buyer);
        if (answer.status === 200 && !order) throw new Error(`retry of buyer ${buyer.index}: 200 without an order`);
        if (answer.status >= 500 || answer.status === 0)
          throw new Error(`retry of buyer ${buyer.index}: ${answer.status} ${answer.body.slice(0, 200)}`);
      })),
    );
    const { rows: failedJobs } = await pool.query<{ last_error: string }>(
      "SELECT last_error FROM jobs WHERE kind = $1 AND (status = 'failed' OR last_error IS NOT NULL)",
      [CHECKOUT_RECOVERY_JOB],
    );
    recordTally("faults", { tried: 1, failures: failedJobs.length ? 1 : 0 });
    failures.push(...failedJobs.map((j) => `recovery job failed: ${j.last_error}`));

    const { rows: outcome } = await pool.query<{ orders: number; refunded: number; charges: number }>(
      `SELECT (SELECT count(*)::int FROM orders WHERE created_at >= $1) AS orders,
              (SELECT count(*)::int FROM test_gateway_charges WHERE refunded_ore = amount_ore) AS refunded,
              (SELECT count(*)::int FROM test_gateway_charges) AS charges`,
      [testStart],
    );
    console.log(
      `faults/kill: ${BUYERS} buyers (${buyers.filter((b) => b.registered).length} registered), killed with ` +
        `${inFlight} checkouts in flight (${atKill.answered} answered, ${atKill.charged} charged, ` +
        `${atKill.ordered} orders committed); ${charged.size} charges without an order after the kill; ` +
        `${retriers.length} retried with the same key (${retried.filter((r) => r.answer.status === 200).length} paid), ` +
        `${recoveryJobs} recovery jobs run; ${withoutOrder.length} left without an order, of whom ` +
        `${buyingAgain.length} bought again with a new key. ` +
        `End: ${outcome[0]!.charges} charges, ${outcome[0]!.orders} orders, ${outcome[0]!.refunded} refunded by recovery.`,
    );
    expect(failures).toEqual([]);
    // Not a test of nothing: the kill left money taken without an order, and recovery gave it back.
    expect(charged.size).toBeGreaterThan(0);
    expect(outcome[0]!.refunded).toBeGreaterThan(0);
    expect(second.process.exitCode).toBeNull();
    await second.stop();
    apps.splice(apps.indexOf(second), 1);
  });

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
    // Anonymous catalogue pages may still come from the page cache while the database hangs (no
    // change can be announced meanwhile): the requests here are those that need the database.
    const requests = (await outageRequests(app.baseUrl, rows[0]!.id)).filter(
      (request) => request.kind !== "page" || request.name.includes("signed-in"),
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
