// Signed-in visitors: the catalogue pages as a signed-in customer next to the cached anonymous
// answer of the same page, the personal pages of a customer, a partner and an admin, anonymous
// renders that miss the page cache, and the app process's memory after all of it. Same built
// server and seeded database as the page section; the demo accounts sign in over HTTP.
import { readFile, readlink } from "node:fs/promises";
import { DEMO_ACCOUNTS, type DemoAccount } from "#domain/demo/demo-accounts";
import { serverTimeOf } from "#server/server-timing.server";
import { HttpClient } from "../tests/support/http-client";
import type { RunningApp } from "../tests/support/app-server";
import { autocannon, pagePaths, startBenchApp, type LoadOptions, type LoadResult } from "./pages";
import { childProcesses } from "./process-cpu";
import { percentile, type Row } from "./table";

export interface UserResults {
  catalogue: Row[];
  personal: Row[];
  uncached: Row[];
  memory: Row[];
}

/** Bokmål and gzip, as a Norwegian browser asks. */
const LANGUAGE = "language=no";
const GZIP = { "accept-encoding": "gzip" };

/**
 * Loaded into the app's process through NODE_OPTIONS (no change to the app): on SIGUSR2 it
 * prints process.memoryUsage() on one line the bench reads from the process's output.
 */
const MEMORY_MARK = "bench-memory ";
const MEMORY_PROBE =
  "data:text/javascript," +
  encodeURIComponent(
    `process.on("SIGUSR2",()=>process.stdout.write(${JSON.stringify(MEMORY_MARK)}+process.pid+" "+JSON.stringify(process.memoryUsage())+"\\n"));`,
  );

const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;

interface MemoryUsage {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
}

/**
 * The app's process and the Node processes it started (workers, should it run several; they
 * inherit NODE_OPTIONS and so the probe).
 */
async function nodeProcesses(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const child of await childProcesses(pid)) {
    const exe = await readlink(`/proc/${child}/exe`).catch(() => "");
    if (exe === process.execPath) children.push(child);
  }
  return [pid, ...children];
}

/** Each of the app's Node processes' memory as Node reports it, and its peak resident size from /proc. */
async function memoryOf(app: RunningApp, moment: string): Promise<Row[]> {
  const pid = app.process.pid;
  if (pid === undefined) throw new Error("The app has no process id");
  const pids = await nodeProcesses(pid);
  const before = app.output().length;
  for (const p of pids) process.kill(p, "SIGUSR2");
  const usage = new Map<number, MemoryUsage>();
  const deadline = Date.now() + 10_000;
  while (usage.size < pids.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const line of app.output().slice(before).split("\n")) {
      const match = new RegExp(`^${MEMORY_MARK}(\\d+) (.+)$`).exec(line);
      if (match?.[1] && match[2]) usage.set(Number(match[1]), JSON.parse(match[2]) as MemoryUsage);
    }
  }
  const rows: Row[] = [];
  const total = { rss: 0, peakKb: 0, heapUsed: 0, heapTotal: 0, external: 0 };
  for (const p of pids) {
    const used = usage.get(p);
    if (!used) throw new Error(`Process ${p} of the app did not report its memory`);
    const status = await readFile(`/proc/${p}/status`, "utf8");
    const peakKb = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
    total.rss += used.rss;
    total.peakKb += peakKb;
    total.heapUsed += used.heapUsed;
    total.heapTotal += used.heapTotal;
    total.external += used.external;
    rows.push({
      moment,
      // With WEB_CONCURRENCY > 1 the started process is the cluster's primary; it serves nothing.
      process: p !== pid ? `worker ${p}` : pids.length > 1 ? "primary" : "server",
      "rss MB": mb(used.rss),
      "peak rss MB": Math.round(peakKb / 102.4) / 10,
      "heap used MB": mb(used.heapUsed),
      "heap total MB": mb(used.heapTotal),
      "external MB": mb(used.external),
    });
  }
  if (pids.length > 1) {
    rows.push({
      moment,
      process: `all ${pids.length} (sum)`,
      "rss MB": mb(total.rss),
      "peak rss MB": Math.round(total.peakKb / 102.4) / 10,
      "heap used MB": mb(total.heapUsed),
      "heap total MB": mb(total.heapTotal),
      "external MB": mb(total.external),
    });
  }
  return rows;
}

/** Signs a demo account in through its sign-in form and returns the cookies its browser would send. */
export async function signIn(baseUrl: string, role: DemoAccount["role"]): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`No demo ${role}`);
  const client = new HttpClient(baseUrl);
  const form = role === "business" ? "/business/login" : "/login";
  const response = await client.postForm(form, { email: account.email, password: account.password, redirectTo: "/" });
  if (response.status !== 302 || !/(^|; )(__Host-)?session=/.test(client.cookieHeader()))
    throw new Error(`${account.email} could not sign in at ${form}: ${response.status}`);
  // The page the sign-in leads to shows the welcome notice and clears its cookie, as in a browser;
  // kept, it would make every page a fresh render.
  await (await client.get("/")).arrayBuffer();
  return `${LANGUAGE}; ${client.cookieHeader()}`;
}

/** Puts one unit of the deal's basic package in a signed-in visitor's cart, as its page's button does. */
export async function addToCart(baseUrl: string, cookie: string, dealId: number): Promise<void> {
  const response = await fetch(`${baseUrl}/cart/lines`, {
    method: "POST",
    headers: { cookie, origin: baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "add", dealId: String(dealId), packageKind: "basic", quantity: "1" }),
  });
  if (!response.ok) throw new Error(`Adding deal ${dealId} to the cart answered ${response.status}`);
}

/** One request first: the page must answer 200 to this visitor; returns its X-Page-Cache header. */
async function check(url: string, cookie: string): Promise<string> {
  const response = await fetch(url, { redirect: "manual", headers: { cookie, ...GZIP } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response.headers.get("x-page-cache") ?? "none";
}

/**
 * Seconds of the same load, unmeasured, before a rendered page's run: the first requests to a
 * route in each worker run its code before V8 has optimised it, which a server that has been up
 * a while does not, and they made the p99 of a 5 s run.
 */
const WARM_UP_SECONDS = 2;

/**
 * Requests asked one at a time, each after the last answered: how long one render takes with no
 * queue, as the bench sees it and as the server does (its `Server-Timing`, without the client's
 * own HTTP and decompression work).
 */
const ONE_AT_A_TIME = 50;

/**
 * Times ONE_AT_A_TIME requests made in a row on one connection; `urlOf(i)` names the i-th (a new
 * query string each for the uncached renders). Each must answer 200, and `check` may refuse more.
 */
async function oneAtATime(
  urlOf: (i: number) => string,
  cookie: string,
  check: (response: Response, url: string) => void = () => {},
): Promise<{ p50: number; p95: number; serverP50: number }> {
  const times: number[] = [];
  const serverTimes: number[] = [];
  for (let i = 0; i < ONE_AT_A_TIME; i++) {
    const url = urlOf(i);
    const start = performance.now();
    const response = await fetch(url, { redirect: "manual", headers: { cookie, ...GZIP } });
    await response.arrayBuffer();
    times.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    check(response, url);
    const serverTime = serverTimeOf(response.headers.get("server-timing"));
    if (serverTime === null) throw new Error(`${url} answered without the app's Server-Timing`);
    serverTimes.push(serverTime);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), serverP50: percentile(serverTimes, 50) };
}

/** A load run, then one request to wait out any that autocannon gave up on, so they do not slow the next run. */
async function load(
  url: string,
  headers: Record<string, string>,
  options: LoadOptions,
  { warmUp = false } = {},
): Promise<LoadResult> {
  if (warmUp) await autocannon(url, headers, { ...options, seconds: WARM_UP_SECONDS });
  const result = await autocannon(url, headers, options);
  await fetch(url.replace("[<id>]", "settle"), { headers, signal: AbortSignal.timeout(120_000) }).catch(
    () => undefined,
  );
  return result;
}

export async function measureUsers(databaseUrl: string, options: LoadOptions): Promise<UserResults> {
  const paths = await pagePaths(databaseUrl);
  const app = await startBenchApp(databaseUrl, {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${MEMORY_PROBE}`.trim(),
  });
  const result: UserResults = { catalogue: [], personal: [], uncached: [], memory: [] };
  try {
    result.memory.push(...(await memoryOf(app, "after start")));
    const customer = await signIn(app.baseUrl, "user");
    const partner = await signIn(app.baseUrl, "business");
    const admin = await signIn(app.baseUrl, "admin");

    for (const p of paths) {
      const url = app.baseUrl + p;
      // Twice: the first anonymous request may be the render that fills the cache.
      await check(url, LANGUAGE);
      const anonymousCache = await check(url, LANGUAGE);
      const signedInCache = await check(url, customer);
      const anonymous = await load(url, { cookie: LANGUAGE, ...GZIP }, options);
      const signedIn = await load(url, { cookie: customer, ...GZIP }, options);
      result.catalogue.push({
        page: p,
        "anon cache": anonymousCache,
        "anon req/s": anonymous.rps,
        "anon p50 ms": anonymous.p50,
        "anon p99 ms": anonymous.p99,
        "signed-in cache": signedInCache,
        "signed-in req/s": signedIn.rps,
        "signed-in p50 ms": signedIn.p50,
        "signed-in p99 ms": signedIn.p99,
        "signed-in errors": signedIn.errors,
        "signed-in/anon": `${((100 * signedIn.rps) / anonymous.rps).toFixed(1)} %`,
      });
    }

    const personal: [string, string, string][] = [
      ["/cart", "customer", customer],
      ["/account/vouchers", "customer", customer],
      ["/account/settings", "customer", customer],
      ["/business/dashboard", "partner", partner],
      ["/admin", "admin", admin],
    ];
    for (const [p, who, cookie] of personal) {
      const url = app.baseUrl + p;
      await check(url, cookie);
      const run = await load(url, { cookie, ...GZIP }, options, { warmUp: true });
      // After the load run, as for the uncached renders: a worker that has answered the page a while.
      const one = await oneAtATime(() => url, cookie);
      result.personal.push({
        page: p,
        as: who,
        "req/s": run.rps,
        "p50 ms": run.p50,
        "p99 ms": run.p99,
        answered: run.done,
        errors: run.errors,
        "1 request p50 ms": one.p50,
        "1 request p95 ms": one.p95,
        "1 request server p50 ms": one.serverP50,
      });
    }

    // Before the uncached runs, which fill the page cache with pages nobody asks for again.
    result.memory.push(...(await memoryOf(app, "after signed-in runs")));

    // A query string is part of the page cache's key, so every new `bench` value is a fresh render.
    let n = 0;
    for (const p of paths.slice(0, 3)) {
      const url = app.baseUrl + p;
      // autocannon's argument parser takes a trailing "]" for its own syntax: hence `&load`.
      const run = await load(
        `${url}?bench=[<id>]&load`,
        { cookie: LANGUAGE, ...GZIP },
        { ...options, uniqueIds: true },
        { warmUp: true },
      );
      const one = await oneAtATime(
        () => `${url}?bench=${n++}`,
        LANGUAGE,
        (response, asked) => {
          if (response.headers.get("x-page-cache") !== "miss")
            throw new Error(`${asked} answered from the page cache (${response.headers.get("x-page-cache")})`);
        },
      );
      result.uncached.push({
        page: `${p}?bench=<n>`,
        "req/s": run.rps,
        "p50 ms": run.p50,
        "p99 ms": run.p99,
        errors: run.errors,
        "1 request p50 ms": one.p50,
        "1 request p95 ms": one.p95,
        "1 request server p50 ms": one.serverP50,
      });
    }

    result.memory.push(...(await memoryOf(app, "after the run")));
  } finally {
    await app.stop();
  }
  return result;
}
