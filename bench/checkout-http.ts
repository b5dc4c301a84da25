// Checkout over HTTP: buyers going through the real routes of the built server (session, Origin check,
// the hold, the card paid at the local payment service the app starts on its own port, the
// return that writes the order), as a buyer without JavaScript does; then 200 buyers at once on
// a deal capped at 50 units. Afterwards the database must agree with itself: every order has
// its captured payment at the shop and at the provider, every unit its voucher, no hold left
// pending, no deal sold past its cap.
import { randomUUID } from "node:crypto";
import { connect } from "#db/connection.server";
import { createCustomer } from "#domain/demo/factories.server";
import { translator } from "#i18n/dictionaries.server";
import type { RunningApp } from "../tests/support/app-server";
import { CHECKOUT_BY_CARD, payCheckoutAnswer } from "../tests/support/checkout-http";
import { HttpClient } from "../tests/support/http-client";
import { BENCH_WORKERS, startBenchApp } from "./pages";
import { localPostmaster, treeCpu, type TreeCpu } from "./process-cpu";
import { percentile, type Row } from "./table";

/** The figure the in-process checkout bench measured before issue 18 (placeOrder with the old test gateway), from docs/performance.md. */
const OLD_PATH = "195–251";
const CAP = 50;
const RUSH = 200;

interface Buyer {
  client: HttpClient;
  /** Set for a signed-in customer: the checkout buys the server cart, filled first over /cart/lines. */
  signedIn: boolean;
  email: string;
}

interface Purchase {
  /** "order" when the return answered the order, otherwise why not. */
  outcome: "order" | "soldOut" | "error";
  totalMs: number;
  /** GET /checkout, the page the buyer fills in. */
  pageMs: number;
  /** The card posted at the payment service (its own port, inside the app's process). */
  payMs: number;
  postMs: number;
  returnMs: number;
  detail?: string;
}

const ms = (start: number) => performance.now() - start;

/** One purchase of one unit of `dealId`: GET /checkout, POST /checkout, pay at the service, GET the return. */
async function purchase(buyer: Buyer, dealId: number, gate?: () => Promise<void>): Promise<Purchase> {
  const began = performance.now();
  // Waits at the gate (if any) once, before posting; a buyer who failed earlier still counts as arrived.
  let arrived: Promise<void> | undefined;
  const arrive = () => (arrived ??= gate?.() ?? Promise.resolve());
  let pageMs = 0;
  let payMs = 0;
  let postMs = 0;
  let returnMs = 0;
  const end = (outcome: Purchase["outcome"], detail?: string): Purchase => ({
    outcome,
    totalMs: ms(began),
    pageMs,
    payMs,
    postMs,
    returnMs,
    ...(detail === undefined ? {} : { detail }),
  });
  try {
    const { client } = buyer;
    await (await client.get("/checkout")).arrayBuffer();
    pageMs = ms(began);
    const lines = [{ dealId, packageKind: "basic", quantity: 1 }];
    if (buyer.signedIn) {
      const added = await client.postForm("/cart/lines", {
        intent: "add",
        dealId: String(dealId),
        packageKind: "basic",
        quantity: "1",
      });
      await added.arrayBuffer();
      if (added.status !== 200) {
        void arrive();
        return end("error", "cart");
      }
    }
    await arrive();
    const posted = performance.now();
    const answer = await client.postForm("/checkout", {
      idempotencyKey: randomUUID(),
      lines: JSON.stringify(lines),
      ...(buyer.signedIn ? {} : { email: buyer.email }),
      ...CHECKOUT_BY_CARD,
    });
    const html = await answer.text();
    postMs = ms(posted);
    if (answer.status === 409 && html.includes(translator("no")("checkout.soldOut"))) return end("soldOut");
    if (answer.status !== 200) {
      return end("error", `checkout ${answer.status}`);
    }
    const paying = performance.now();
    const back = await payCheckoutAnswer(html);
    payMs = ms(paying);
    const returned = performance.now();
    const result = await client.get(back);
    const body = await result.text();
    returnMs = ms(returned);
    // The return answers the order's page (which sends the browser on to /payment/success);
    // anything else is a redirect back to the checkout with what went wrong.
    if (result.status === 200 && body.includes("orderId")) return end("order");
    return end("error", `return ${result.status} ${result.headers.get("location") ?? ""}`);
  } catch (error) {
    void arrive();
    return end("error", String(error));
  }
}

function guests(baseUrl: string, count: number, prefix: string): Buyer[] {
  return Array.from({ length: count }, (_, i) => ({
    client: new HttpClient(baseUrl),
    signedIn: false,
    email: `${prefix}+${i}-${randomUUID().slice(0, 8)}@example.no`,
  }));
}

/** Customers made straight in the database (as the tests' factories do) and signed in over /login. */
async function customers(baseUrl: string, databaseUrl: string, count: number): Promise<Buyer[]> {
  const { db, close } = connect(databaseUrl, { max: 2 });
  const password = `bench-${randomUUID()}`;
  try {
    const made: Buyer[] = [];
    for (let i = 0; i < count; i++) {
      const user = await createCustomer(db, { password, emailVerifiedAt: new Date() });
      made.push({ client: new HttpClient(baseUrl), signedIn: true, email: user.email });
    }
    // A few at a time: signing in checks the password with argon2, heavy on two cores.
    const queue = [...made];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let buyer = queue.shift(); buyer; buyer = queue.shift()) {
          const response = await buyer.client.postForm("/login", { email: buyer.email, password, redirectTo: "/" });
          if (response.status !== 302) throw new Error(`Sign-in of ${buyer.email}: ${response.status}`);
        }
      }),
    );
    return made;
  } finally {
    await close();
  }
}

interface CpuSnapshot {
  app: TreeCpu | null;
  database: TreeCpu | null;
  /** This process: the buyers' own requests and their parsing. */
  buyers: number;
}

/** Where the CPU goes: the app's processes, the database server's (when it is on this machine), the buyers'. */
interface CpuSource {
  appPid: number;
  postmasterPid: number | null;
  /** With cluster workers the primary runs the local payment service and the workers the shop. */
  workers: boolean;
}

async function cpuSnapshot(source: CpuSource): Promise<CpuSnapshot> {
  const usage = process.cpuUsage();
  return {
    app: await treeCpu(source.appPid),
    database: source.postmasterPid === null ? null : await treeCpu(source.postmasterPid),
    buyers: (usage.user + usage.system) / 1000,
  };
}

/** CPU ms per order between two snapshots, by process. */
function cpuPerOrder(source: CpuSource, before: CpuSnapshot, after: CpuSnapshot, orders: number): Row {
  if (orders === 0) return {};
  const per = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined ? null : (b - a) / orders;
  const total = (t: TreeCpu | null) => (t ? t.own + t.children : undefined);
  const shop = source.workers
    ? per(before.app?.children, after.app?.children)
    : per(total(before.app), total(after.app));
  return {
    [source.workers ? "shop CPU ms/order" : "shop + payment service CPU ms/order"]: shop,
    ...(source.workers ? { "payment service CPU ms/order": per(before.app?.own, after.app?.own) } : {}),
    "PostgreSQL CPU ms/order": per(total(before.database), total(after.database)),
    "buyers CPU ms/order": per(before.buyers, after.buyers),
  };
}

/** Each buyer buying one unit after another for `seconds`. */
async function loop(buyers: Buyer[], dealIds: number[], seconds: number, source: CpuSource) {
  const purchases: Purchase[] = [];
  const cpuBefore = await cpuSnapshot(source);
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    buyers.map(async (buyer, b) => {
      for (let i = 0; performance.now() < until; i++)
        purchases.push(await purchase(buyer, dealIds[(b * 7 + i) % dealIds.length] ?? 0));
    }),
  );
  const elapsed = ms(started) / 1000;
  const orders = purchases.filter((p) => p.outcome === "order").length;
  return { purchases, seconds: elapsed, cpu: cpuPerOrder(source, cpuBefore, await cpuSnapshot(source), orders) };
}

function figures(what: string, run: { purchases: Purchase[]; seconds: number; cpu: Row }): Row {
  const orders = run.purchases.filter((p) => p.outcome === "order");
  const errors = run.purchases.filter((p) => p.outcome === "error");
  if (errors[0]) console.log(`${what}: ${errors.length} errors, the first: ${errors[0].detail ?? ""}`);
  const p = (pick: (x: Purchase) => number, q: number) => (orders.length ? percentile(orders.map(pick), q) : null);
  return {
    what,
    "orders/s": orders.length / run.seconds,
    orders: orders.length,
    errors: errors.length,
    "purchase p50 ms": p((x) => x.totalMs, 50),
    "purchase p99 ms": p((x) => x.totalMs, 99),
    "GET page p50 ms": p((x) => x.pageMs, 50),
    "pay p50 ms": p((x) => x.payMs, 50),
    "POST p50 ms": p((x) => x.postMs, 50),
    "POST p99 ms": p((x) => x.postMs, 99),
    "return p50 ms": p((x) => x.returnMs, 50),
    "return p99 ms": p((x) => x.returnMs, 99),
    ...run.cpu,
  };
}

interface Books {
  orders: number;
  /** Orders whose payment the shop recorded as captured. */
  capturedAtShop: number;
  /** Payments the payment service captured for this run. */
  capturedAtProvider: number;
  units: number;
  vouchers: number;
  ordersWithoutPayment: number;
  pendingHolds: number;
  oversoldDeals: number;
}

/** What the database says of everything since `since` (the database's clock). */
async function books(databaseUrl: string, since: string): Promise<Books> {
  const { pool, close } = connect(databaseUrl, { max: 1 });
  try {
    const { rows } = await pool.query<Books>(
      `WITH o AS (SELECT id FROM orders WHERE created_at >= $1)
       SELECT (SELECT count(*)::int FROM o) AS orders,
         (SELECT count(DISTINCT c.order_id)::int FROM payment_charges c JOIN o ON o.id = c.order_id
           WHERE c.status = 'captured') AS "capturedAtShop",
         (SELECT count(*)::int FROM local_payments_payments WHERE created_at >= $1 AND status = 'captured')
           AS "capturedAtProvider",
         (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l JOIN o ON o.id = l.order_id) AS units,
         (SELECT count(*)::int FROM vouchers v JOIN o ON o.id = v.order_id) AS vouchers,
         (SELECT count(*)::int FROM o WHERE NOT EXISTS (SELECT 1 FROM payment_charges c
           WHERE c.order_id = o.id AND c.status = 'captured')) AS "ordersWithoutPayment",
         (SELECT count(*)::int FROM checkout_holds WHERE created_at >= $1 AND status = 'pending') AS "pendingHolds",
         (SELECT count(*)::int FROM deals WHERE units_cap IS NOT NULL AND units_sold > units_cap) AS "oversoldDeals"`,
      [since],
    );
    if (!rows[0]) throw new Error("No books");
    return rows[0];
  } finally {
    await close();
  }
}

const agree = (b: Books) =>
  b.orders === b.capturedAtShop &&
  b.orders === b.capturedAtProvider &&
  b.units === b.vouchers &&
  b.ordersWithoutPayment === 0 &&
  b.pendingHolds === 0 &&
  b.oversoldDeals === 0;

const booksRow = (what: string, b: Books): Row => ({
  what,
  orders: b.orders,
  "captured (shop)": b.capturedAtShop,
  "captured (provider)": b.capturedAtProvider,
  units: b.units,
  vouchers: b.vouchers,
  "orders without payment": b.ordersWithoutPayment,
  "holds pending": b.pendingHolds,
  "deals oversold": b.oversoldDeals,
  books: agree(b) ? "agree" : "DISAGREE",
});

/** 200 guests, each with the checkout page open, posting at the same moment for one unit of a deal capped at 50. */
async function rush(app: RunningApp, databaseUrl: string, dealId: number): Promise<Row[]> {
  const { pool, close } = connect(databaseUrl, { max: 1 });
  try {
    const since = (await pool.query<{ now: string }>("SELECT now()::text AS now")).rows[0]?.now ?? "";
    await pool.query("UPDATE deals SET units_cap = $2, units_sold = 0, per_customer_limit = NULL WHERE id = $1", [
      dealId,
      CAP,
    ]);
    // Every buyer has loaded the checkout page before any of them posts.
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    let waiting = 0;
    const gate = () => {
      if (++waiting === RUSH) open();
      return opened;
    };
    const results = await Promise.all(guests(app.baseUrl, RUSH, "rush").map((buyer) => purchase(buyer, dealId, gate)));
    const { rows } = await pool.query<{
      vouchers: number;
      units_sold: number;
      pending: number;
      confirmed: number;
      released: number;
    }>(
      `SELECT (SELECT count(*)::int FROM vouchers v JOIN orders o ON o.id = v.order_id
                WHERE v.deal_id = $1 AND o.created_at >= $2) AS vouchers,
              (SELECT units_sold FROM deals WHERE id = $1) AS units_sold,
              (SELECT count(*)::int FROM checkout_holds WHERE created_at >= $2 AND status = 'pending') AS pending,
              (SELECT count(*)::int FROM checkout_holds WHERE created_at >= $2 AND status = 'confirmed') AS confirmed,
              (SELECT count(*)::int FROM checkout_holds WHERE created_at >= $2 AND status = 'released') AS released`,
      [dealId, since],
    );
    const sold = rows[0];
    const vouchers = sold?.vouchers ?? 0;
    const errors = results.filter((r) => r.outcome === "error");
    if (errors[0]) console.log(`rush: ${errors.length} errors, the first: ${errors[0].detail ?? ""}`);
    return [
      {
        what: `${RUSH} guests at once on a deal capped at ${CAP}`,
        orders: results.filter((r) => r.outcome === "order").length,
        "told sold out": results.filter((r) => r.outcome === "soldOut").length,
        errors: errors.length,
        "units sold": sold?.units_sold ?? null,
        vouchers,
        "holds confirmed": sold?.confirmed ?? null,
        "holds released": sold?.released ?? null,
        "holds pending": sold?.pending ?? null,
        oversold: Math.max(0, vouchers - CAP),
      },
    ];
  } finally {
    await close();
  }
}

export interface CheckoutHttpResults {
  throughput: Row[];
  rush: Row[];
  books: Row[];
}

export async function measureCheckoutHttp(
  databaseUrl: string,
  options: { seconds: number },
): Promise<CheckoutHttpResults> {
  // Each client is its own visitor (X-Forwarded-For) to the sign-in throttles, as real buyers are.
  const app = await startBenchApp(databaseUrl, { TRUST_PROXY: "1" });
  const { pool, close } = connect(databaseUrl, { max: 1 });
  try {
    const since = (await pool.query<{ now: string }>("SELECT now()::text AS now")).rows[0]?.now ?? "";
    const { rows } = await pool.query<{ id: number }>(
      `SELECT d.id FROM deals d JOIN deal_packages p ON p.deal_id = d.id AND p.kind = 'basic' AND p.min_quantity = 1
       WHERE d.status = 'published' AND d.ends_at > now() + interval '1 day'
         AND (d.starts_at IS NULL OR d.starts_at <= now())
       ORDER BY d.id DESC LIMIT 101`,
    );
    // The rush's deal is one no buyer of the loops touches.
    const [capped, ...open] = rows.map((r) => r.id);
    if (capped === undefined || open.length === 0) throw new Error("No live deals to buy");
    await pool.query("UPDATE deals SET units_cap = NULL, per_customer_limit = NULL WHERE id = ANY($1)", [open]);

    const backend = (await pool.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]?.pid;
    const source: CpuSource = {
      appPid: app.process.pid ?? 0,
      postmasterPid: backend === undefined ? null : await localPostmaster(backend),
      workers: Number(BENCH_WORKERS) > 1,
    };
    const signedIn = await customers(app.baseUrl, databaseUrl, 50);
    const throughput: Row[] = [];
    for (const count of [20, 50]) {
      const run = await loop(guests(app.baseUrl, count, `guest${count}`), open, options.seconds, source);
      throughput.push(figures(`${count} guests`, run));
    }
    for (const count of [20, 50]) {
      const run = await loop(signedIn.slice(0, count), open, options.seconds, source);
      throughput.push(figures(`${count} signed-in customers`, run));
    }
    throughput.push({
      what: "old path: 50 buyers through placeOrder in-process (docs/performance.md)",
      "orders/s": OLD_PATH,
    });
    const afterLoops = await books(databaseUrl, since);
    const rushed = await rush(app, databaseUrl, capped);
    return {
      throughput,
      rush: rushed,
      books: [booksRow("the loops", afterLoops), booksRow("loops and rush", await books(databaseUrl, since))],
    };
  } finally {
    await close();
    await app.stop();
  }
}
