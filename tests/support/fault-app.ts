// What the kill tests (tests/security/*-faults.test.ts) share: a PostgreSQL server of the file's
// own, so killing an app never takes the database with it; app processes on it that share one
// SESSION_SECRET, as a site's processes do, so what one signed before a kill (guest orders, links)
// still works after the restart; and the steps of each test: many requests at once, SIGKILL once a
// quarter of them is committed, and the unanswered ones tried again on a fresh process.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll } from "vitest";
import { startEmbeddedPostgres, type EmbeddedServer } from "../../db/embedded-postgres.server";
import { ensureDatabase } from "../../db/open-database.server";
import { DEMO_ADMIN } from "./accounts";
import { signIn } from "./access-actors";
import { startApp, type RunningApp } from "./app-server";
import { databaseUrl } from "./database-names";
import type { Buyer } from "./faults-buyers";
import { HttpClient } from "./http-client";

/** One request a person makes; its status, or 0 when the connection failed (the process was killed). */
export interface Operation {
  label: string;
  send: (baseUrl: string) => Promise<number>;
}

export interface FaultApps {
  /** A new database on the file's server (migrated and seeded by the first app on it) and a pool on it. */
  freshDatabase: (prefix: string) => Promise<{ url: string; pool: pg.Pool }>;
  /** An app process on `url`, with the file's extra environment. */
  launch: (url: string) => Promise<RunningApp>;
  /** A killed app: waits until it is gone, then drops its files. */
  forget: (app: RunningApp) => Promise<void>;
  /** Stops an app that is still running. */
  stop: (app: RunningApp) => Promise<void>;
}

/**
 * The file's PostgreSQL server and app processes, stopped after the file. `env` is read at each
 * launch (a value such as an SMTP server's address may be known only once the file has started).
 * A failed test prints the end of each app's output.
 */
export function setupFaultApps(name: string, env: () => Record<string, string> = () => ({})): FaultApps {
  let dataDir = "";
  let server: EmbeddedServer | undefined;
  const apps: RunningApp[] = [];
  const pools: pg.Pool[] = [];
  const sessionSecret = randomBytes(32).toString("base64url");

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), `magicdeals-${name}-db-`));
    server = await startEmbeddedPostgres(dataDir);
  });
  afterEach((context) => {
    if (context.task.result?.state === "fail") for (const app of apps) console.log(app.output().slice(-4000));
  });
  afterAll(async () => {
    for (const app of apps) await app.stop();
    for (const pool of pools) await pool.end();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const drop = (app: RunningApp) => apps.splice(apps.indexOf(app), 1);
  return {
    freshDatabase: async (prefix) => {
      if (!server) throw new Error("The database server is ready only inside tests");
      const database = `${prefix}_${randomBytes(4).toString("hex")}`;
      await ensureDatabase(server.url("postgres"), database);
      const url = databaseUrl(server.url("postgres"), database);
      const pool = new pg.Pool({ connectionString: url, max: 3 });
      // A killed app drops connections the server then closes; the pool must not throw for that.
      pool.on("error", () => undefined);
      pools.push(pool);
      return { url, pool };
    },
    launch: async (url) => {
      const app = await startApp({
        DATABASE_URL: url,
        TRUST_PROXY: "1",
        LOG_LEVEL: "warn",
        SESSION_SECRET: sessionSecret,
        ...env(),
      });
      apps.push(app);
      return app;
    },
    forget: async (app) => {
      if (app.process.exitCode === null && app.process.signalCode === null) {
        await new Promise((resolve) => app.process.once("exit", resolve));
      }
      drop(app);
      await rm(app.dataDir, { recursive: true, force: true });
    },
    stop: async (app) => {
      await app.stop();
      drop(app);
    },
  };
}

export async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A request's status, or 0 when the connection failed (the process was killed). */
export async function statusOf(post: () => Promise<Response>): Promise<number> {
  try {
    const response = await post();
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Three published deals anyone may buy as many of as they like, now and tomorrow. */
export async function unlimitedDealIds(pool: pg.Pool): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM deals WHERE status = 'published' AND per_customer_limit IS NULL AND units_cap IS NULL
        AND ends_at > now() + interval '1 day' AND (starts_at IS NULL OR starts_at <= now())
      ORDER BY id LIMIT 3`,
  );
  return rows.map((d) => d.id);
}

/** The vouchers of a buyer's order, by code. */
export async function vouchersOf(pool: pg.Pool, buyer: Buyer) {
  const { rows } = await pool.query<{ id: string; code: string }>(
    `SELECT v.id, v.code FROM vouchers v JOIN checkout_holds h ON h.order_id = v.order_id
      WHERE h.idempotency_key = $1 ORDER BY v.code`,
    [buyer.idempotencyKey],
  );
  return rows;
}

/**
 * Refunds of the buyers' vouchers: an account holder refunds their first voucher from My
 * Vouchers, and the demo admin refunds another (an account holder's second, or a guest's first).
 */
export async function refundOperations(pool: pg.Pool, baseUrl: string, buyers: readonly Buyer[]) {
  const admin = await signIn("admin", baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const operations: Operation[] = [];
  for (const buyer of buyers) {
    const [own, second] = await vouchersOf(pool, buyer);
    const forAdmin = buyer.registered ? second : own;
    if (buyer.registered && own) {
      operations.push({
        label: `refund of ${own.code} by its owner`,
        send: (at) => statusOf(() => buyer.client.at(at).postForm("/account/vouchers", { voucherId: own.id })),
      });
    }
    if (forAdmin)
      operations.push({
        label: `refund of ${forAdmin.code} by the admin`,
        send: (at) =>
          statusOf(() =>
            new HttpClient(at, admin.cookies, admin.ip).postForm("/admin/orders", {
              intent: "refund",
              voucherId: forAdmin.id,
              code: forAdmin.code,
              reason: "Kunden ringte",
            }),
          ),
      });
  }
  return operations;
}

export interface KillResult {
  /** Each operation's status from the killed app (0: cut off). */
  statuses: number[];
  /** Rows committed and operations answered when the kill came. */
  atKill: { committed: number; answered: number };
}

/**
 * Sends every operation to `app` at once and kills it (SIGKILL) once `committedSql` (one row,
 * column `committed`, with $1 the time the operations started) counts a quarter of them;
 * returns when every request has ended and the process is gone.
 */
export async function sendAndKill(
  faults: FaultApps,
  app: RunningApp,
  url: string,
  operations: readonly Operation[],
  committedSql: string,
): Promise<KillResult> {
  const statuses: (number | undefined)[] = Array.from({ length: operations.length });
  const sent = operations.map((operation, i) => operation.send(app.baseUrl).then((s) => (statuses[i] = s)));
  const started = new Date();
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  let atKill = { committed: 0, answered: 0 };
  for (;;) {
    const { rows } = await watcher.query<{ committed: number }>(committedSql, [started]);
    const answered = statuses.filter((s) => s !== undefined).length;
    if (answered === operations.length) throw new Error("Every operation finished before the kill");
    if (rows[0]!.committed >= operations.length / 4) {
      app.process.kill("SIGKILL");
      atKill = { committed: rows[0]!.committed, answered };
      break;
    }
  }
  await watcher.end();
  await faults.forget(app);
  await Promise.all(sent);
  return { statuses: statuses.map((s) => s ?? 0), atKill };
}

/** Whoever got no answer from the killed app tries again on `baseUrl`, as a person would after an error page. */
export async function retryUnanswered(operations: readonly Operation[], statuses: readonly number[], baseUrl: string) {
  const unanswered = operations.filter((_, i) => statuses[i] !== 200);
  return Promise.all(unanswered.map(async (o) => ({ label: o.label, status: await o.send(baseUrl) })));
}
