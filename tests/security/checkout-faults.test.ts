// Faults for the checkout on the payment port: the app (and the local payment service inside it)
// killed with SIGKILL while buyers are at every step: holds made and not paid, payments approved
// at the service but the buyer not back yet, and returns in flight with webhooks not yet sent.
// After a restart on the same database, and each buyer coming back (or not: the expired holds),
// every captured payment owns exactly one order, every order one captured payment, and no hold
// is left pending past its expiry with units held. The file runs its own PostgreSQL server, so
// killing the app never takes the database with it.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freePort, startEmbeddedPostgres, type EmbeddedServer } from "../../db/embedded-postgres.server";
import { ensureDatabase } from "../../db/open-database.server";
import { createSigner } from "../../domain/platform/signing.server";
import { startApp, type RunningApp } from "../support/app-server";
import { CHECKOUT_BY_CARD, payCheckoutAnswer } from "../support/checkout-http";
import { databaseUrl } from "../support/database-names";
import { HttpClient } from "../support/http-client";

let dataDir: string;
let server: EmbeddedServer;
const apps: RunningApp[] = [];
const pools: pg.Pool[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "magicdeals-checkout-faults-db-"));
  server = await startEmbeddedPostgres(dataDir);
});
afterEach((context) => {
  if (context.task.result?.state === "fail") for (const app of apps) console.log(app.output().slice(-4000));
});
afterAll(async () => {
  for (const app of apps) await app.stop();
  for (const pool of pools) await pool.end();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

// Every process of a site shares SESSION_SECRET (the local service's keys derive from it), and
// the service keeps its port, so a payment page opened before the kill works after it.
const SESSION_SECRET = randomBytes(32).toString("base64url");

async function launch(url: string, paymentsPort: number): Promise<RunningApp> {
  const app = await startApp({
    DATABASE_URL: url,
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
    SESSION_SECRET,
    LOCAL_PAYMENTS_PORT: String(paymentsPort),
  });
  apps.push(app);
  return app;
}

async function forget(app: RunningApp): Promise<void> {
  if (app.process.exitCode === null && app.process.signalCode === null)
    await new Promise((resolve) => app.process.once("exit", resolve));
  apps.splice(apps.indexOf(app), 1);
  await rm(app.dataDir, { recursive: true, force: true });
}

/** A GET that reports 0 when the connection failed (the process was killed). */
async function statusOf(get: () => Promise<Response>): Promise<number> {
  try {
    const response = await get();
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

describe("checkout faults", () => {
  it("SIGKILL with buyers at every step: after the restart every captured payment has one order and no hold outlives its expiry", async () => {
    const name = `checkout_faults_${randomBytes(4).toString("hex")}`;
    await ensureDatabase(server.url("postgres"), name);
    const url = databaseUrl(server.url("postgres"), name);
    const pool = new pg.Pool({ connectionString: url, max: 3 });
    pool.on("error", () => undefined);
    pools.push(pool);
    const paymentsPort = await freePort();
    const first = await launch(url, paymentsPort);

    const { rows: picked } = await pool.query<{ id: number }>(
      `SELECT d.id FROM deals d JOIN deal_packages p ON p.deal_id = d.id AND p.kind = 'basic' AND p.min_quantity <= 1
        WHERE d.status = 'published' AND d.per_customer_limit IS NULL AND d.units_cap IS NULL
          AND d.ends_at > now() + interval '1 day' AND (d.starts_at IS NULL OR d.starts_at <= now())
        ORDER BY d.id LIMIT 3`,
    );
    const dealIds = picked.map((d) => d.id);
    const soldBefore = new Map(
      (
        await pool.query<{ id: number; units_sold: number }>("SELECT id, units_sold FROM deals WHERE id = ANY($1)", [
          dealIds,
        ])
      ).rows.map((r) => [r.id, r.units_sold]),
    );

    // 24 guests, each with a hold and its payment step.
    const buyers = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const client = new HttpClient(first.baseUrl);
        const idempotencyKey = randomUUID();
        const answer = await client.postForm("/checkout", {
          idempotencyKey,
          lines: JSON.stringify([{ dealId: dealIds[i % dealIds.length], packageKind: "basic", quantity: 1 }]),
          email: `feil+${i}-${randomUUID()}@example.no`,
          ...CHECKOUT_BY_CARD,
        });
        expect(answer.status).toBe(200);
        return { client, idempotencyKey, html: await answer.text(), returnPath: "" };
      }),
    );
    // A third stay at the hold (they never pay); the rest pay at the service, and of those half
    // come back while the process is killed, half only after the restart.
    const unpaid = buyers.slice(0, 8);
    const paid = buyers.slice(8);
    for (const buyer of paid) buyer.returnPath = await payCheckoutAnswer(buyer.html);
    const returning = paid.slice(0, 8);
    const inFlight = returning.map((b) => statusOf(() => b.client.get(b.returnPath)));
    // Killed while those returns run (some have written their order, some not).
    await new Promise((resolve) => setTimeout(resolve, 30));
    first.process.kill("SIGKILL");
    // Not a test of nothing: some returns were cut by the kill.
    expect((await Promise.all(inFlight)).filter((status) => status === 0).length).toBeGreaterThan(0);
    await forget(first);

    const second = await launch(url, paymentsPort);
    // The buyers who never paid took longer than the hold lasts.
    await pool.query(
      "UPDATE checkout_holds SET expires_at = now() - interval '1 minute' WHERE idempotency_key = ANY($1)",
      [unpaid.map((b) => b.idempotencyKey)],
    );
    // Everyone comes back (again): the return settles each hold with what the provider says.
    const statuses = await Promise.all(
      buyers.map(async (buyer) => {
        const back = buyer.returnPath || (await holdReturnPath(pool, buyer.idempotencyKey));
        return statusOf(() => buyer.client.at(second.baseUrl).get(back));
      }),
    );
    expect(statuses.every((s) => s === 200 || s === 302)).toBe(true);

    const { rows: holds } = await pool.query<{ status: string; outcome: string | null; order_id: string | null }>(
      "SELECT status, outcome, order_id FROM checkout_holds WHERE idempotency_key = ANY($1)",
      [buyers.map((b) => b.idempotencyKey)],
    );
    expect(holds).toHaveLength(24);
    expect(holds.filter((h) => h.status === "pending")).toEqual([]);
    expect(holds.filter((h) => h.status === "confirmed")).toHaveLength(16);
    expect(holds.filter((h) => h.status === "released").map((h) => h.outcome)).toEqual(Array(8).fill("expired"));

    // The books agree: each captured payment one order, each order one captured payment.
    const { rows: books } = await pool.query<{ id: string; status: string; orders: number }>(
      `SELECT p.id, p.status, (SELECT count(*)::int FROM payment_charges c WHERE c.reference = p.id AND c.order_id IS NOT NULL) AS orders
         FROM local_payments_payments p`,
    );
    expect(books.filter((b) => b.status === "captured").every((b) => b.orders === 1)).toBe(true);
    expect(books.filter((b) => b.status !== "captured").every((b) => b.orders === 0)).toBe(true);
    expect(books.filter((b) => b.status === "captured")).toHaveLength(16);
    expect(books.filter((b) => b.status === "cancelled")).toHaveLength(8);
    const { rows: orderCharges } = await pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders o JOIN payment_charges c ON c.order_id = o.id AND c.status = 'captured'",
    );
    expect(orderCharges[0]?.n).toBe(16);

    // Stock: exactly the confirmed units stay sold; the expired holds gave theirs back.
    const { rows: after } = await pool.query<{ id: number; units_sold: number }>(
      "SELECT id, units_sold FROM deals WHERE id = ANY($1)",
      [dealIds],
    );
    const sold = after.reduce((sum, r) => sum + r.units_sold - (soldBefore.get(r.id) ?? 0), 0);
    expect(sold).toBe(16);
  });
});

/** The return address of a hold whose buyer never paid: the one the provider was given (signed with the site's secret). */
async function holdReturnPath(pool: pg.Pool, idempotencyKey: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>("SELECT id FROM checkout_holds WHERE idempotency_key = $1", [
    idempotencyKey,
  ]);
  const id = rows[0]!.id;
  return `/checkout/return?hold=${id}&sig=${createSigner(SESSION_SECRET).sign("checkout-return", id)}`;
}
