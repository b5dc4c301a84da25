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
import { CHECKOUT_BY_CARD, postTestCard } from "../tests/support/checkout-http";
import { HttpClient } from "../tests/support/http-client";
import { BENCH_WORKERS, startBenchApp } from "./pages";
import { localPostmaster, treeCpu, type TreeCpu } from "./process-cpu";
import { percentile, type Row } from "./table";

/** The figure the in-process checkout bench measured before issue 18 (placeOrder with the old test gateway), from docs/performance.md. */
const OLD_PATH = "195–251";
const CAP = 50;
const RUSH = 200;

/**
 * How the buyer's browser speaks to the shop. "documents": without JavaScript, every step a page
 * (GET /checkout, POST /checkout answering the card frame, the return). "data": as React Router's
 * client in Chromium does (recorded with Playwright, see docs/performance.md "Checkout over HTTP,
 * sixth round"): the checkout's loader and the cart's prices as `.data` requests on the client's
 * navigation from /cart, the fetcher's POST to `/checkout.data`, the card frame, and, when the
 * frame says the card is paid, the return and the success page as `.data` requests.
 */
type Style = "documents" | "data";

const ms = (start: number) => performance.now() - start;

/**
 * Builds from before the checkout's form stopped React Router's revalidation after its action
 * (decision 058) made the browser ask for the checkout's loaders and the cart's prices again
 * after the POST: `BENCH_CHECKOUT_REVALIDATES=1` has the "data" buyers do so, to measure such a build.
 */
const REVALIDATES_AFTER_CHECKOUT = process.env.BENCH_CHECKOUT_REVALIDATES === "1";

interface Buyer {
  client: HttpClient;
  /** Set for a signed-in customer: the checkout buys the server cart, filled first over /cart/lines. */
  signedIn: boolean;
  email: string;
  style: Style;
}

interface Purchase {
  /** "order" when the return answered the order, otherwise why not. */
  outcome: "order" | "soldOut" | "error";
  totalMs: number;
  /** The checkout the buyer fills in: GET /checkout, or its loaders' and the cart's prices' data. */
  pageMs: number;
  /** The card frame loaded and the card posted at the payment service (its own port, inside the app's process). */
  payMs: number;
  postMs: number;
  returnMs: number;
  detail?: string;
}

/** What one purchase carries from step to step. */
interface Trip {
  buyer: Buyer;
  dealId: number;
  lines: string;
  /** The card frame's address at the payment service, from the checkout's answer. */
  frame?: URL;
  /** The shop's return address (path and query) the payment service sends the buyer back to. */
  back?: string;
  orderId?: string;
}

/** A step ends the purchase with an outcome and why, or goes on (undefined). */
type StepEnd = { outcome: Purchase["outcome"]; detail?: string } | undefined;

interface Step {
  /** What the step asks for, for the per-part table. */
  name: string;
  /** Which of the purchase's timings the step counts in. */
  timing: "pageMs" | "postMs" | "payMs" | "returnMs";
  run: (trip: Trip) => Promise<StepEnd>;
}

const unescapeHtml = (html: string) =>
  html.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'");
/** A string field of React Router's turbo-stream answer (keys and values follow each other in one flat array). */
const streamed = (body: string, key: string) => new RegExp(`"${key}","([^"]+)"`).exec(body)?.[1];
const pathOf = (url: URL) => `${url.pathname}${url.search}`;
const dataPath = (path: string) => {
  const url = new URL(path, "http://shop");
  return `${url.pathname}.data${url.search}`;
};

const addToServerCart: Step = {
  name: "POST /cart/lines (signed in)",
  timing: "pageMs",
  async run({ buyer, dealId }) {
    if (!buyer.signedIn) return undefined;
    const added = await buyer.client.postForm("/cart/lines", {
      intent: "add",
      dealId: String(dealId),
      packageKind: "basic",
      quantity: "1",
    });
    await added.arrayBuffer();
    return added.status === 200 ? undefined : { outcome: "error", detail: "cart" };
  },
};

const checkoutFields = ({ buyer, lines }: Trip) => ({
  idempotencyKey: randomUUID(),
  lines,
  ...(buyer.signedIn ? {} : { email: buyer.email }),
  ...CHECKOUT_BY_CARD,
});

/** The card frame's page, then the test card posted to it; the result page links back to the shop. */
const cardFrame: Step = {
  name: "card frame GET (payment service)",
  timing: "payMs",
  async run(trip) {
    if (!trip.frame) return { outcome: "error", detail: "no card frame" };
    const page = await fetch(trip.frame);
    await page.arrayBuffer();
    return page.status === 200 ? undefined : { outcome: "error", detail: `card frame ${page.status}` };
  },
};
const cardPaid: Step = {
  name: "card POST (payment service)",
  timing: "payMs",
  async run(trip) {
    if (!trip.frame) return { outcome: "error", detail: "no card frame" };
    const paid = await postTestCard(trip.frame);
    const back = /<a href="([^"]+)" target="_top"/.exec(await paid.text())?.[1];
    if (!back) return { outcome: "error", detail: `card ${paid.status}: no way back` };
    trip.back = pathOf(new URL(unescapeHtml(back)));
    return undefined;
  },
};

/** Without JavaScript: three pages from the shop. */
const DOCUMENT_STEPS: Step[] = [
  {
    name: "GET /checkout (page)",
    timing: "pageMs",
    async run({ buyer }) {
      await (await buyer.client.get("/checkout")).arrayBuffer();
      return undefined;
    },
  },
  addToServerCart,
  {
    name: "POST /checkout (page)",
    timing: "postMs",
    async run(trip) {
      const answer = await trip.buyer.client.postForm("/checkout", checkoutFields(trip));
      const html = await answer.text();
      if (answer.status === 409 && html.includes(translator("no")("checkout.soldOut"))) return { outcome: "soldOut" };
      if (answer.status !== 200) return { outcome: "error", detail: `checkout ${answer.status}` };
      const src = /<iframe[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
      if (!src) return { outcome: "error", detail: "checkout answered no card frame" };
      trip.frame = new URL(unescapeHtml(src));
      return undefined;
    },
  },
  cardFrame,
  cardPaid,
  {
    name: "GET /checkout/return (page)",
    timing: "returnMs",
    async run(trip) {
      const result = await trip.buyer.client.get(trip.back ?? "");
      const body = await result.text();
      // The return answers the order's page (which sends the browser on to /payment/success);
      // anything else is a redirect back to the checkout with what went wrong.
      if (result.status === 200 && body.includes("orderId")) return { outcome: "order" };
      return { outcome: "error", detail: `return ${result.status} ${result.headers.get("location") ?? ""}` };
    },
  },
];

const cartPrices = (lines: string) =>
  `/cart/prices.data?${new URLSearchParams({ lines, _routes: "routes/cart-prices" }).toString()}`;
const loadCheckoutData: Step = {
  name: "GET /checkout.data",
  timing: "pageMs",
  async run({ buyer }) {
    const answer = await buyer.client.get("/checkout.data");
    await answer.arrayBuffer();
    return answer.status === 200 ? undefined : { outcome: "error", detail: `checkout.data ${answer.status}` };
  },
};
const loadCartPrices: Step = {
  name: "GET /cart/prices.data",
  timing: "pageMs",
  async run({ buyer, lines }) {
    const answer = await buyer.client.get(cartPrices(lines));
    await answer.arrayBuffer();
    return answer.status === 200 ? undefined : { outcome: "error", detail: `cart prices ${answer.status}` };
  },
};

/** With JavaScript, as Chromium does it (the order of the requests as recorded). */
const DATA_STEPS: Step[] = [
  loadCheckoutData,
  loadCartPrices,
  addToServerCart,
  {
    name: "POST /checkout.data",
    timing: "postMs",
    async run(trip) {
      const answer = await trip.buyer.client.postForm("/checkout.data", checkoutFields(trip));
      const body = await answer.text();
      const frame = streamed(body, "url");
      if (frame && body.includes('"ok",true')) {
        trip.frame = new URL(frame);
        return undefined;
      }
      if (body.includes('"soldOut"')) return { outcome: "soldOut" };
      return { outcome: "error", detail: `checkout.data ${answer.status}` };
    },
  },
  ...(REVALIDATES_AFTER_CHECKOUT
    ? [
        { ...loadCheckoutData, name: "GET /checkout.data (revalidation)", timing: "postMs" as const },
        { ...loadCartPrices, name: "GET /cart/prices.data (revalidation)", timing: "postMs" as const },
      ]
    : []),
  cardFrame,
  cardPaid,
  {
    name: "GET /checkout/return.data",
    timing: "returnMs",
    async run(trip) {
      const result = await trip.buyer.client.get(dataPath(trip.back ?? ""));
      const orderId = streamed(await result.text(), "orderId");
      if (result.status !== 200 || !orderId) return { outcome: "error", detail: `return.data ${result.status}` };
      trip.orderId = orderId;
      return undefined;
    },
  },
  {
    name: "GET /payment/success.data",
    timing: "returnMs",
    async run(trip) {
      const page = await trip.buyer.client.get(`/payment/success.data?order=${trip.orderId ?? ""}`);
      await page.arrayBuffer();
      return page.status === 200 ? { outcome: "order" } : { outcome: "error", detail: `success.data ${page.status}` };
    },
  },
];

const stepsOf = (buyer: Buyer) => (buyer.style === "data" ? DATA_STEPS : DOCUMENT_STEPS);
const newTrip = (buyer: Buyer, dealId: number): Trip => ({
  buyer,
  dealId,
  lines: JSON.stringify([{ dealId, packageKind: "basic", quantity: 1 }]),
});

/** One purchase of one unit of `dealId`, the buyer's steps one after another; `gate` (if any) is waited at before the checkout's POST. */
async function purchase(buyer: Buyer, dealId: number, gate?: () => Promise<void>): Promise<Purchase> {
  const began = performance.now();
  const timings = { pageMs: 0, postMs: 0, payMs: 0, returnMs: 0 };
  const trip = newTrip(buyer, dealId);
  let arrived = gate === undefined;
  let ended: StepEnd;
  try {
    for (const step of stepsOf(buyer)) {
      if (!arrived && step.timing === "postMs") {
        arrived = true;
        await gate?.();
      }
      const start = performance.now();
      ended = await step.run(trip);
      timings[step.timing] += ms(start);
      if (ended) break;
    }
  } catch (error) {
    ended = { outcome: "error", detail: String(error) };
  }
  // A buyer who failed before the gate still counts as arrived, so the others are not held for ever.
  if (!arrived) void gate?.();
  const outcome = ended?.outcome ?? "error";
  return {
    outcome,
    totalMs: ms(began),
    ...timings,
    ...(ended?.detail === undefined ? {} : { detail: ended.detail }),
  };
}

function guests(baseUrl: string, count: number, prefix: string, style: Style = "documents"): Buyer[] {
  return Array.from({ length: count }, (_, i) => ({
    client: new HttpClient(baseUrl),
    signedIn: false,
    style,
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
      made.push({ client: new HttpClient(baseUrl), signedIn: true, email: user.email, style: "documents" });
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

const PART_BUYERS = 20;
const PART_ROUNDS = 8;
/** After each step, long enough for the webhooks the step set off to land in it. */
const PART_PAUSE_MS = 250;
const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

/**
 * CPU per request of each step of a purchase: guests go through their purchases in lockstep,
 * every buyer's step at once, then a pause; the CPU from a step's start to the end of its pause
 * counts to it (the webhooks the payment service sends after a card or a capture included), less
 * what a pause alone costs (the last row: the processes' own background work and the bench's
 * reading of /proc).
 */
async function parts(baseUrl: string, dealIds: number[], source: CpuSource, style: Style): Promise<Row[]> {
  const buyers = guests(baseUrl, PART_BUYERS, `parts-${style}`, style);
  const steps = (style === "data" ? DATA_STEPS : DOCUMENT_STEPS).filter((step) => step !== addToServerCart);
  const zero = () => ({ shop: 0, service: 0, database: 0, buyers: 0, requests: 0 });
  const sums = steps.map(zero);
  const idle = zero();
  const add = (sum: ReturnType<typeof zero>, before: CpuSnapshot, after: CpuSnapshot, requests: number) => {
    const delta = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? 0 : b - a);
    sum.shop += source.workers
      ? delta(before.app?.children, after.app?.children)
      : delta((before.app?.own ?? 0) + (before.app?.children ?? 0), (after.app?.own ?? 0) + (after.app?.children ?? 0));
    if (source.workers) sum.service += delta(before.app?.own, after.app?.own);
    sum.database += delta(
      (before.database?.own ?? 0) + (before.database?.children ?? 0),
      (after.database?.own ?? 0) + (after.database?.children ?? 0),
    );
    sum.buyers += after.buyers - before.buyers;
    sum.requests += requests;
  };
  let orders = 0;
  for (let round = 0; round < PART_ROUNDS; round++) {
    const trips = buyers.map((buyer, b) => newTrip(buyer, dealIds[(round * PART_BUYERS + b) % dealIds.length] ?? 0));
    const going = trips.map(() => true);
    for (const [s, step] of steps.entries()) {
      const before = await cpuSnapshot(source);
      const ends = await Promise.all(
        trips.map((trip, t) =>
          going[t]
            ? step.run(trip).catch((error: unknown): StepEnd => ({ outcome: "error", detail: String(error) }))
            : null,
        ),
      );
      await sleep(PART_PAUSE_MS);
      const ran = ends.filter((end) => end !== null).length;
      const sum = sums[s];
      if (sum) add(sum, before, await cpuSnapshot(source), ran);
      ends.forEach((end, t) => {
        if (!end) return;
        going[t] = false;
        if (end.outcome === "order") orders++;
        else console.log(`parts (${style}) ${step.name}: ${end.outcome} ${end.detail ?? ""}`);
      });
    }
    const before = await cpuSnapshot(source);
    await sleep(PART_PAUSE_MS);
    add(idle, before, await cpuSnapshot(source), 0);
  }
  // Each step's figure less a pause's (the same pause and the reading of /proc, which is most of the bench's own CPU here).
  const row = (what: string, sum: ReturnType<typeof zero>, per: number, pauses: number): Row => ({
    what,
    requests: sum.requests,
    [source.workers ? "shop CPU ms" : "shop + payment service CPU ms"]:
      (sum.shop - (pauses * idle.shop) / PART_ROUNDS) / per,
    ...(source.workers
      ? { "payment service CPU ms": (sum.service - (pauses * idle.service) / PART_ROUNDS) / per }
      : {}),
    "PostgreSQL CPU ms": (sum.database - (pauses * idle.database) / PART_ROUNDS) / per,
    "buyers CPU ms": (sum.buyers - (pauses * idle.buyers) / PART_ROUNDS) / per,
  });
  const whole = steps.map(zero).reduce((total, _, s) => {
    const sum = sums[s] ?? zero();
    return {
      shop: total.shop + sum.shop,
      service: total.service + sum.service,
      database: total.database + sum.database,
      buyers: total.buyers + sum.buyers,
      requests: total.requests + sum.requests,
    };
  }, zero());
  const label = style === "data" ? "with JavaScript" : "without JavaScript";
  return [
    ...steps.map((step, s) =>
      row(`${label}: ${step.name}, per request`, sums[s] ?? zero(), sums[s]?.requests || 1, PART_ROUNDS),
    ),
    row(`${label}: a whole purchase (${orders} orders), per order`, whole, orders || 1, PART_ROUNDS * steps.length),
    row(`${label}: the pause alone, per pause of ${PART_PAUSE_MS} ms`, idle, PART_ROUNDS, 0),
  ];
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
  /** CPU per request of each step of a purchase, and per order. */
  byPart: Row[];
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
    for (const style of ["documents", "data"] as const) {
      const how = style === "data" ? "with JavaScript" : "without JavaScript";
      for (const count of [20, 50]) {
        const run = await loop(
          guests(app.baseUrl, count, `guest${count}-${style}`, style),
          open,
          options.seconds,
          source,
        );
        throughput.push(figures(`${count} guests, ${how}`, run));
      }
      for (const count of [20, 50]) {
        const run = await loop(
          signedIn.slice(0, count).map((buyer) => ({ ...buyer, style })),
          open,
          options.seconds,
          source,
        );
        throughput.push(figures(`${count} signed-in customers, ${how}`, run));
      }
    }
    throughput.push({
      what: "old path: 50 buyers through placeOrder in-process (docs/performance.md)",
      "orders/s": OLD_PATH,
    });
    const byPart = [
      ...(await parts(app.baseUrl, open, source, "documents")),
      ...(await parts(app.baseUrl, open, source, "data")),
    ];
    const afterLoops = await books(databaseUrl, since);
    const rushed = await rush(app, databaseUrl, capped);
    return {
      throughput,
      byPart,
      rush: rushed,
      books: [booksRow("the loops", afterLoops), booksRow("loops and rush", await books(databaseUrl, since))],
    };
  } finally {
    await close();
    await app.stop();
  }
}
