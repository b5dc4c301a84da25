// The built server with WEB_CONCURRENCY=2: a cluster primary (its own embedded PostgreSQL, the
// local payment service) and two HTTP workers on one port. Which process answered a request is
// read from the request log (each line carries the process id and the request's X-Request-Id),
// so the site exposes nothing for it. Every request here opens its own connection, as a load
// balancer does, so the primary's round-robin spreads them over the workers.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, readlink, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../db/embedded-postgres.server";
import { WORKER_SEMI_SPACE_MB } from "#server/cluster-primary.server";
import { startApp, type RunningApp } from "../support/app-server";
import { CHECKOUT_BY_CARD, payCheckoutAnswer } from "../support/checkout-http";
import { HttpClient } from "../support/http-client";

let app: RunningApp;
let pool: pg.Pool;

beforeAll(async () => {
  app = await startApp({ DATABASE_URL: undefined, WEB_CONCURRENCY: "2", TRUST_PROXY: "1" });
  // The primary's embedded server, as the app itself reaches it.
  const postgres = path.join(app.dataDir, "postgres");
  const port = (await readFile(path.join(postgres, "postmaster.pid"), "utf8")).split("\n")[3]?.trim();
  const password = (await readFile(path.join(app.dataDir, "postgres-password"), "utf8")).trim();
  pool = new pg.Pool({ connectionString: `postgres://postgres:${password}@127.0.0.1:${port}/magicdeals`, max: 2 });
  pool.on("error", () => undefined);
});

afterAll(async () => {
  await pool?.end();
  await app?.stop();
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The Node processes the app's primary started: its HTTP workers. */
async function workerPids(): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (parent !== app.process.pid) continue;
    if ((await readlink(`/proc/${entry}/exe`).catch(() => "")) === process.execPath) children.push(Number(entry));
  }
  return children.sort();
}

interface Answer {
  status: number;
  body: string;
  cache: string | null;
  /** The process that answered, from its request log line. */
  pid: number;
}

/** The process id on the log line of the request with this id. */
async function answeredBy(requestId: string): Promise<number> {
  let pid: number | undefined;
  await expect
    .poll(
      () => {
        for (const line of app.output().split("\n")) {
          if (!line.includes(`"reqId":"${requestId}"`)) continue;
          pid = (JSON.parse(line) as { pid: number }).pid;
        }
        return pid;
      },
      { timeout: 5_000, interval: 20 },
    )
    .toBeDefined();
  return pid!;
}

/** A GET on a connection of its own (no keep-alive). */
function get(pathname: string): Promise<Answer> {
  const requestId = `workers-${randomUUID()}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      app.baseUrl + pathname,
      { agent: false, headers: { "X-Request-Id": requestId }, timeout: 10_000 },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => {
          const cache = (res.headers["x-page-cache"] as string | undefined) ?? null;
          answeredBy(requestId).then((pid) => resolve({ status: res.statusCode ?? 0, body, cache, pid }), reject);
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`GET ${pathname} timed out`)));
    req.on("error", reject);
    req.end();
  });
}

async function publishedDeal(): Promise<{ id: number; title: string }> {
  const { rows } = await pool.query(
    `SELECT id, title FROM deals WHERE status = 'published' AND units_cap IS NULL AND per_customer_limit IS NULL
        AND ends_at > now() + interval '1 day' AND (starts_at IS NULL OR starts_at <= now())
      ORDER BY id LIMIT 1`,
  );
  return rows[0] as { id: number; title: string };
}

describe("one HTTP worker per core (WEB_CONCURRENCY=2)", () => {
  it("answers from two worker processes on one port, neither of them the primary", async () => {
    const workers = await workerPids();
    expect(workers).toHaveLength(2);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await get("/deals"));
    for (const answer of answers) expect(answer.status).toBe(200);
    const answeredByPid = new Set(answers.map((a) => a.pid));
    expect([...answeredByPid].sort()).toEqual(workers);
    expect(answeredByPid.has(app.process.pid!)).toBe(false);
    expect(app.output()).toContain("Workers: 2 HTTP worker processes");
    // Each worker runs with the larger young generation of decision 068.
    for (const pid of workers) {
      const argv = (await readFile(`/proc/${pid}/cmdline`, "utf8")).split("\0");
      expect(argv).toContain(`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`);
    }
  });

  it("shows a change to a deal on the pages every worker answers, each from its own cache", async () => {
    const deal = await publishedDeal();
    const page = `/deal/${deal.id}`;
    const workers = await workerPids();
    // Until each worker has answered the page from its cache.
    const cachedBy = new Set<number>();
    for (let i = 0; i < 20 && cachedBy.size < workers.length; i++) {
      const answer = await get(page);
      expect(answer.status).toBe(200);
      if (answer.cache === "hit") cachedBy.add(answer.pid);
    }
    expect([...cachedBy].sort()).toEqual(workers);

    const renamed = `${deal.title} (endret ${randomUUID().slice(0, 6)})`;
    await pool.query("UPDATE deals SET title = $1 WHERE id = $2", [renamed, deal.id]);
    try {
      // The notice reaches every worker within moments; from then on each answers the new title.
      const showsNew = new Set<number>();
      await expect
        .poll(
          async () => {
            const answer = await get(page);
            if (answer.body.includes(renamed)) showsNew.add(answer.pid);
            return [...showsNew].sort();
          },
          { timeout: 10_000, interval: 50 },
        )
        .toEqual(workers);
      for (let i = 0; i < 4; i++) expect((await get(page)).body).toContain(renamed);
    } finally {
      await pool.query("UPDATE deals SET title = $1 WHERE id = $2", [deal.title, deal.id]);
    }
  });

  it("takes a card checkout whose payment settles once, whichever worker gets the return and the webhook", async () => {
    const deal = await publishedDeal();
    const buyer = new HttpClient(app.baseUrl);
    const email = `arbeider+${randomUUID()}@example.no`;
    const answer = await buyer.postForm("/checkout", {
      idempotencyKey: randomUUID(),
      email,
      lines: JSON.stringify([{ dealId: deal.id, packageKind: "basic", quantity: 2 }]),
      ...CHECKOUT_BY_CARD,
    });
    expect(answer.status).toBe(200);
    const back = await buyer.get(await payCheckoutAnswer(await answer.text()));
    expect(back.status).toBe(200);

    const { rows: orders } = await pool.query("SELECT id FROM orders WHERE email = $1", [email]);
    expect(orders).toHaveLength(1);
    const { rows: vouchers } = await pool.query("SELECT code FROM vouchers WHERE order_id = $1", [orders[0].id]);
    expect(vouchers).toHaveLength(2);
    // The primary's payment service told the shop by webhook; a worker took it at the first try
    // (its signature checks out with the keys every worker derives from the one secret).
    const { rows: payments } = await pool.query("SELECT provider_payment_id FROM checkout_holds WHERE order_id = $1", [
      orders[0].id,
    ]);
    const paymentId = payments[0].provider_payment_id as string;
    const webhooks = async () =>
      (
        await pool.query<{ attempts: number; delivered: boolean }>(
          "SELECT attempts, delivered_at IS NOT NULL AS delivered FROM local_payments_webhooks WHERE payment_id = $1",
          [paymentId],
        )
      ).rows;
    const undelivered = async () => {
      const rows = await webhooks();
      return rows.length === 0 ? "none yet" : rows.filter((w) => !w.delivered).length;
    };
    await expect.poll(undelivered, { timeout: 10_000 }).toBe(0);
    const sent = await webhooks();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((w) => w.attempts === 1)).toBe(true);
    expect(
      (await pool.query("SELECT 1 FROM payment_webhook_events WHERE provider_payment_id = $1", [paymentId])).rowCount,
    ).toBe(sent.length);
    // Still one order with two vouchers once the webhook has been handled too.
    expect((await pool.query("SELECT 1 FROM orders WHERE email = $1", [email])).rowCount).toBe(1);
    expect((await pool.query("SELECT 1 FROM vouchers WHERE order_id = $1", [orders[0].id])).rowCount).toBe(2);
  });

  it("replaces a worker killed with SIGKILL, and the site keeps answering meanwhile", async () => {
    const [killed, survivor] = await workerPids();
    process.kill(killed!, "SIGKILL");
    // The primary notices at once (a connection it handed to the worker in that instant is lost
    // with it, as are the requests the worker was answering: node:cluster cannot save those).
    await expect
      .poll(() => app.output().includes(`"workerPid":${killed},"code":null,"signal":"SIGKILL"`), { timeout: 5_000 })
      .toBe(true);
    for (let i = 0; i < 6; i++) {
      const answer = await get("/deals");
      expect(answer.status).toBe(200);
      expect(answer.pid).not.toBe(killed);
    }
    // The replacement starts, and then answers its share.
    let replacement: number | undefined;
    await expect
      .poll(
        async () => {
          replacement = (await workerPids()).find((pid) => pid !== survivor && pid !== killed);
          return replacement;
        },
        { timeout: 30_000 },
      )
      .toBeDefined();
    const answeredByPid = new Set<number>();
    await expect
      .poll(
        async () => {
          const answer = await get("/deals");
          expect(answer.status).toBe(200);
          answeredByPid.add(answer.pid);
          return answeredByPid.has(replacement!) && answeredByPid.has(survivor!);
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe(true);
    expect(await workerPids()).toHaveLength(2);
    // Logged once.
    expect(app.output().split("worker died; starting another")).toHaveLength(2);
  });

  it("on SIGTERM answers a slow request in flight, then every process exits 0, PostgreSQL last", async () => {
    const workers = await workerPids();
    const postgres = path.join(app.dataDir, "postgres", "postmaster.pid");
    const postmaster = Number.parseInt((await readFile(postgres, "utf8")).split("\n")[0] ?? "", 10);
    const exited = new Promise<number | null>((resolve) => app.process.once("exit", resolve));

    // A newsletter sign-up whose body arrives slowly: half now, the rest after the signal.
    const visitor = new HttpClient(app.baseUrl);
    const body = new URLSearchParams({
      email: `treg+${randomUUID()}@example.no`,
    }).toString();
    let signalledAt = Number.POSITIVE_INFINITY;
    const sent = new Promise<{ status: number; doneAt: number }>((resolve, reject) => {
      const req = httpRequest(
        `${app.baseUrl}/newsletter`,
        {
          method: "POST",
          agent: false,
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": String(Buffer.byteLength(body)),
            Cookie: visitor.cookieHeader(),
            Origin: app.baseUrl,
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, doneAt: performance.now() }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      req.once("socket", (socket) =>
        socket.once("connect", () => {
          // Once the request has reached a worker, the primary is told to stop.
          setTimeout(() => {
            app.process.kill("SIGTERM");
            signalledAt = performance.now();
            setTimeout(() => req.end(body.slice(10)), 2_000);
          }, 500);
        }),
      );
    });

    const answer = await sent;
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(400);
    expect(answer.doneAt - signalledAt).toBeGreaterThan(1_500);

    expect(await exited).toBe(0);
    for (const pid of workers) expect(isAlive(pid)).toBe(false);
    expect(isAlive(postmaster)).toBe(false);
    expect(existsSync(postgres)).toBe(false);
    expect(app.output()).not.toMatch(/could not start|did not stop cleanly|could not stop cleanly/);
    // Each worker stopped before the primary did.
    const stoppedBy = app
      .output()
      .split("\n")
      .filter((line) => line.includes('"msg":"stopped"'))
      .map((line) => (JSON.parse(line) as { pid: number }).pid);
    expect(stoppedBy).toEqual([...workers.map(() => expect.any(Number)), app.process.pid]);
    expect(new Set(stoppedBy.slice(0, -1))).toEqual(new Set(workers));
  });

  it("gives up with a clear message when workers keep dying at start, and stops its database", async () => {
    // Another program holds the port, so every worker fails to listen.
    const port = await freePort();
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(port, "127.0.0.1", resolve));
    const dataDir = await mkdtemp(path.join(tmpdir(), "magicdeals-workers-"));
    try {
      const started = startApp({
        DATABASE_URL: undefined,
        WEB_CONCURRENCY: "2",
        PORT: String(port),
        DATA_DIR: dataDir,
      });
      const failure = await started.then(
        () => null,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      expect(failure).toMatch(/exited with code 1 before it started/);
      expect(failure).toContain("EADDRINUSE");
      expect(failure).toContain("its workers died at start 5 times in a row");
      // Backed off between tries: five starts, not a hot loop.
      expect(failure!.split("worker died; starting another")).toHaveLength(5);
      expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
    } finally {
      squatter.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
