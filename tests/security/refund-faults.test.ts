// Faults for refunds: the server killed (SIGKILL) while vouchers are refunded, by their owners
// and by an admin. After a restart and the refund job, every refunded voucher has exactly one
// refund at the gateway (under its refund's key) and one e-mail, and no voucher is both refunded
// at the gateway and usable. The file runs its own PostgreSQL server and app processes, so
// killing an app never takes the database with it.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedServer } from "../../db/embedded-postgres.server";
import { ensureDatabase } from "../../db/open-database.server";
import { groupCode } from "../../domain/vouchers/voucher-codes";
import { signIn, type Actor } from "../support/access-actors";
import { startApp, type RunningApp } from "../support/app-server";
import { databaseUrl } from "../support/database-names";
import { makeBuyers, postCheckout, type Buyer } from "../support/faults-buyers";
import { HttpClient } from "../support/http-client";
import { tryCases } from "../support/security-summary";

let dataDir: string;
let server: EmbeddedServer;
const apps: RunningApp[] = [];
const pools: pg.Pool[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "magicdeals-refund-faults-db-"));
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

// As in production: every process of a site shares SESSION_SECRET, so sessions and CSRF tokens
// made before the kill still work on the restarted process.
const SESSION_SECRET = randomBytes(32).toString("base64url");

async function launch(url: string): Promise<RunningApp> {
  const app = await startApp({
    DATABASE_URL: url,
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
    SESSION_SECRET,
  });
  apps.push(app);
  return app;
}

/** A killed app: wait until it is gone, then drop its files. */
async function forget(app: RunningApp): Promise<void> {
  if (app.process.exitCode === null && app.process.signalCode === null) {
    await new Promise((resolve) => app.process.once("exit", resolve));
  }
  apps.splice(apps.indexOf(app), 1);
  await rm(app.dataDir, { recursive: true, force: true });
}

async function waitFor(what: string, condition: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

interface Operation {
  label: string;
  send: (baseUrl: string) => Promise<number>;
}

/** A form post that reports 0 when the connection failed (the process was killed). */
async function statusOf(post: () => Promise<Response>): Promise<number> {
  try {
    const response = await post();
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

describe("refund faults", () => {
  it("SIGKILL in the middle of refunds: after the restart and the refund job, each refunded voucher has one gateway refund and one e-mail", async () => {
    const name = `refund_faults_${randomBytes(4).toString("hex")}`;
    await ensureDatabase(server.url("postgres"), name);
    const url = databaseUrl(server.url("postgres"), name);
    const pool = new pg.Pool({ connectionString: url, max: 3 });
    pool.on("error", () => undefined);
    pools.push(pool);
    const first = await launch(url);
    const testStart = new Date(Date.now() - 1000);

    const { rows: picked } = await pool.query<{ id: number }>(
      `SELECT id FROM deals WHERE status = 'published' AND per_customer_limit IS NULL AND units_cap IS NULL
          AND ends_at > now() + interval '1 day' AND (starts_at IS NULL OR starts_at <= now())
        ORDER BY id LIMIT 3`,
    );
    const dealIds = picked.map((d) => d.id);
    expect(dealIds).toHaveLength(3);

    // Customers, half of them with accounts, each with vouchers to refund.
    const buyers = await makeBuyers(first.baseUrl, { count: 24, registeredEvery: 2, dealIds, prefix: "refund-kill" });
    for (const buyer of buyers) {
      const answer = await postCheckout(buyer, buyer.client, await buyer.client.csrfToken("/checkout"));
      if (answer.status !== 200) throw new Error(`buyer ${buyer.index}: ${answer.status} ${answer.body}`);
    }
    const vouchersOf = async (buyer: Buyer) =>
      (
        await pool.query<{ id: string; code: string }>(
          `SELECT v.id, v.code FROM vouchers v JOIN checkout_holds h ON h.order_id = v.order_id
            WHERE h.idempotency_key = $1 ORDER BY v.code`,
          [buyer.idempotencyKey],
        )
      ).rows;

    const admin: Actor = await signIn("admin", first.baseUrl, "admin@demo.magicdeals.no", "admin-demo-2026");
    const adminCsrf = await admin.csrf();
    const operations: Operation[] = [];
    for (const buyer of buyers) {
      const [own, second] = await vouchersOf(buyer);
      const forAdmin = buyer.registered ? second : own;
      if (buyer.registered && own) {
        const csrf = await buyer.client.csrfToken("/account/vouchers");
        operations.push({
          label: `refund of ${own.code} by its owner`,
          send: (baseUrl) =>
            statusOf(() => buyer.client.at(baseUrl).postForm("/account/vouchers", { voucherId: own.id }, { csrf })),
        });
      }
      if (forAdmin)
        operations.push({
          label: `refund of ${forAdmin.code} by the admin`,
          send: (baseUrl) =>
            statusOf(() =>
              new HttpClient(baseUrl, admin.cookies, admin.ip).postForm(
                "/admin/orders",
                { intent: "refund", voucherId: forAdmin.id, code: forAdmin.code, reason: "Kunden ringte" },
                { csrf: adminCsrf },
              ),
            ),
        });
    }
    operations.sort((a, b) => a.label.localeCompare(b.label));
    expect(operations.length).toBeGreaterThanOrEqual(20);

    const statuses: (number | undefined)[] = Array.from({ length: operations.length });
    const sent = operations.map((operation, i) => operation.send(first.baseUrl).then((s) => (statuses[i] = s)));
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    let atKill = { committed: 0, answered: 0 };
    for (;;) {
      const { rows } = await watcher.query<{ committed: number }>(
        `SELECT count(*)::int AS committed FROM refunds WHERE created_at >= $1`,
        [testStart],
      );
      const answered = statuses.filter((s) => s !== undefined).length;
      if (answered === operations.length) throw new Error("Every refund finished before the kill");
      if (rows[0]!.committed >= operations.length / 4) {
        first.process.kill("SIGKILL");
        atKill = { committed: rows[0]!.committed, answered };
        break;
      }
    }
    await watcher.end();
    await forget(first);
    await Promise.all(sent);

    // A fresh process on the same database; whoever got no answer clicks again.
    const second = await launch(url);
    const unanswered = operations.filter((_, i) => statuses[i] !== 200);
    const retried = await Promise.all(
      unanswered.map(async (o) => ({ label: o.label, status: await o.send(second.baseUrl) })),
    );
    const { rows: pendingAfterRestart } = await pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM refunds WHERE status = 'pending'",
    );

    // Run the refund jobs now (as if their delay, and the killed worker's lease, had run out).
    await pool.query(
      "UPDATE jobs SET locked_until = now(), run_at = now() WHERE kind = 'refunds.complete' AND status = 'queued'",
    );
    await waitFor("every refund to be confirmed by the gateway", async () => {
      const { rows } = await pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM refunds WHERE status <> 'completed'",
      );
      return rows[0]!.n === 0;
    });

    const { rows: refunded } = await pool.query<{ id: string; code: string; status: string }>(
      `SELECT v.id, v.code, v.status FROM vouchers v JOIN orders o ON o.id = v.order_id
        WHERE o.created_at >= $1 AND v.status = 'refunded'`,
      [testStart],
    );
    const { rows: refundRows } = await pool.query<{ id: string; voucher_id: string; amount_ore: string }>(
      "SELECT id, voucher_id, amount_ore FROM refunds",
    );
    const { rows: gatewayRefunds } = await pool.query<{ idempotency_key: string; amount_ore: string }>(
      "SELECT idempotency_key, amount_ore FROM test_gateway_refunds",
    );
    const { rows: mails } = await pool.query<{ subject: string }>(
      `SELECT subject FROM mail_messages WHERE created_at >= $1`,
      [testStart],
    );
    // Per charge: what the gateway gave back is exactly what the shop's refunded vouchers are worth.
    const { rows: books } = await pool.query<{ reference: string; at_gateway: string; in_shop: string }>(
      `SELECT g.reference, g.refunded_ore AS at_gateway,
              coalesce((SELECT sum(r.amount_ore) FROM refunds r JOIN vouchers v ON v.id = r.voucher_id
                         WHERE r.charge_reference = g.reference AND v.status = 'refunded'), 0) AS in_shop
         FROM test_gateway_charges g WHERE g.created_at >= $1`,
      [testStart],
    );

    const failures: string[] = [];
    failures.push(
      ...(await tryCases("faults", refunded, async (voucher) => {
        const own = refundRows.filter((r) => r.voucher_id === voucher.id);
        if (own.length !== 1) throw new Error(`voucher ${voucher.code}: ${own.length} refund rows`);
        const atGateway = gatewayRefunds.filter((g) => g.idempotency_key === `refund:${own[0]!.id}`);
        if (atGateway.length !== 1) throw new Error(`voucher ${voucher.code}: ${atGateway.length} gateway refunds`);
        if (atGateway[0]!.amount_ore !== own[0]!.amount_ore) throw new Error(`voucher ${voucher.code}: wrong amount`);
        const found = mails.filter((m) => m.subject.includes(groupCode(voucher.code)));
        if (found.length !== 1) throw new Error(`refund of ${voucher.code}: ${found.length} e-mails`);
      })),
    );
    failures.push(
      ...(await tryCases("faults", books, async (charge) => {
        if (charge.at_gateway !== charge.in_shop)
          throw new Error(
            `charge ${charge.reference}: ${charge.at_gateway} back at the gateway, ${charge.in_shop} in the shop`,
          );
      })),
    );
    failures.push(
      ...(await tryCases("faults", retried, async ({ label, status }) => {
        if (status >= 500 || status === 0) throw new Error(`retry of ${label}: ${status}`);
      })),
    );
    console.log(
      `faults/refunds: ${operations.length} refunds, killed with ${operations.length - atKill.answered} in flight and ` +
        `${atKill.committed} recorded; ${unanswered.length} retried, ${pendingAfterRestart[0]!.n} pending after the ` +
        `restart. End: ${refunded.length} refunded vouchers, ${gatewayRefunds.length} gateway refunds, ${mails.length} e-mails.`,
    );
    expect(failures).toEqual([]);
    expect(operations.length - atKill.answered).toBeGreaterThan(0);
    expect(refunded.length).toBe(operations.length);
    expect(second.process.exitCode).toBeNull();
    await second.stop();
    apps.splice(apps.indexOf(second), 1);
  });
});
