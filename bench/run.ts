// `npm run bench [-- --only=pages,users,search,checkout,checkout-http,browser,scale]`: builds the app, starts
// what each section needs, prints a table per section and writes bench/results.json.
import { execSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startBenchServer, type BenchServer } from "./database";
import { measureBrowser } from "./browser";
import { measureCheckout } from "./checkout";
import { measureCheckoutHttp } from "./checkout-http";
import { BENCH_WORKERS, measurePages, pagePaths, startBenchApp } from "./pages";
import { measureSearch, type SearchResult } from "./search";
import { printTable, type Row } from "./table";
import { addToCart, measureUsers, signIn } from "./users";

const SECTIONS = ["pages", "users", "search", "checkout", "checkout-http", "browser", "scale"] as const;
type Section = (typeof SECTIONS)[number];
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
// --deals=N runs the page, users, search and browser sections on N deals instead (a quick check).
const MAIN_DEALS = Number(option("deals") ?? 100_000);
const SCALE_DEALS = [1_000, 10_000, 100_000];

const only = option("only");
const wanted = new Set<Section>(only ? (only.split(",") as Section[]) : SECTIONS);
for (const s of wanted) if (!SECTIONS.includes(s)) throw new Error(`Unknown section ${s}; use ${SECTIONS.join(",")}`);

const results: Record<string, unknown> = {
  startedAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version, load: os.loadavg() },
  /** The app's HTTP workers (WEB_CONCURRENCY) in every section that starts the built app. */
  webConcurrency: Number(BENCH_WORKERS),
};
const seconds = (start: number) => Math.round((performance.now() - start) / 100) / 10;

function report(name: string, title: string, rows: Row[]) {
  printTable(title, rows);
  results[name] = rows;
}

async function main() {
  const began = performance.now();
  if (["pages", "users", "checkout-http", "browser", "scale"].some((s) => wanted.has(s as Section))) {
    console.log(`Building the app … (it runs with WEB_CONCURRENCY=${BENCH_WORKERS})`);
    execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"], cwd: path.resolve(import.meta.dirname, "..") });
  }
  console.log("Starting the embedded PostgreSQL and seeding …");
  const embedded = await startBenchServer("embedded");
  const servers: BenchServer[] = [embedded];
  // Search figures already measured on a database, reused by the scale section.
  const searched = new Map<string, SearchResult>();
  try {
    if (wanted.has("pages") || wanted.has("users") || wanted.has("search") || wanted.has("browser")) {
      const t = performance.now();
      await embedded.catalogue(MAIN_DEALS);
      console.log(`${MAIN_DEALS} deals generated in ${seconds(t)} s`);
    }
    if (wanted.has("pages")) {
      const rows = await measurePages(await embedded.catalogue(MAIN_DEALS), { seconds: 5, connections: 20 });
      report("pages", `Page serving, ${MAIN_DEALS} deals, anonymous, 20 connections × 5 s`, rows);
    }
    if (wanted.has("users")) {
      const users = await measureUsers(await embedded.catalogue(MAIN_DEALS), { seconds: 5, connections: 20 });
      const load = `${MAIN_DEALS} deals, gzip, Bokmål, 20 connections × 5 s`;
      printTable(`Catalogue pages signed in (demo customer) beside anonymous (cached), ${load}`, users.catalogue);
      printTable(
        `Personal pages (demo customer, partner, admin), ${load}; 1 request: one connection, 50 in a row after the load`,
        users.personal,
      );
      printTable(
        `Anonymous renders that miss the page cache (?bench=<n>), ${load}; 1 request: one connection, 50 in a row after the load`,
        users.uncached,
      );
      printTable(
        "The app's processes' memory (primary and workers with WEB_CONCURRENCY > 1; process.memoryUsage; peak RSS from /proc)",
        users.memory,
      );
      results.users = users;
    }
    if (wanted.has("search")) {
      const rows: Row[] = [];
      const targets: BenchServer[] = [embedded];
      if (process.env.DATABASE_URL) {
        const external = await startBenchServer("external");
        servers.push(external);
        targets.push(external);
      }
      for (const server of targets) {
        const url = await server.catalogue(MAIN_DEALS);
        const r = await measureSearch(url);
        if (server === embedded) searched.set(url, r);
        rows.push({
          postgres: server.kind,
          deals: MAIN_DEALS,
          "p50 ms": r.p50,
          "p95 ms": r.p95,
          "max ms": r.max,
          samples: r.samples,
        });
      }
      if (!process.env.DATABASE_URL) rows.push({ postgres: "external: DATABASE_URL not set, skipped" });
      report("search", "Search, 30 queries × up to 5 rounds (60 s budget) through searchDeals", rows);
    }
    if (wanted.has("checkout")) {
      const rows = await measureCheckout(await embedded.catalogue(0), { seconds: 5 });
      report("checkout", "Checkout in-process (hold, local payment service, settle), embedded PostgreSQL", rows);
    }
    if (wanted.has("checkout-http")) {
      const http = await measureCheckoutHttp(await embedded.catalogue(0), { seconds: 5 });
      printTable(
        "Checkout over HTTP (built server: session, Origin check, hold, card at the local payment service, return), each buyer looping 5 s",
        http.throughput,
      );
      printTable("Checkout over HTTP by part: CPU per request of each step (20 guests in lockstep)", http.byPart);
      printTable("A rush over HTTP on a capped deal", http.rush);
      printTable("The books afterwards (orders, captured payments, vouchers, holds)", http.books);
      results["checkout-http"] = http;
    }
    if (wanted.has("browser")) {
      const url = await embedded.catalogue(MAIN_DEALS);
      const catalogue = (await pagePaths(url)).slice(0, 3).map((path) => ({ path }));
      const app = await startBenchApp(url, {}, "development");
      try {
        const partner = await signIn(app.baseUrl, "business");
        // /checkout with an empty cart sends the visitor to the home page (the spec's rule).
        const customer = await signIn(app.baseUrl, "user");
        await addToCart(app.baseUrl, customer, Number(/\/deal\/(\d+)/.exec(catalogue[2]?.path ?? "")?.[1]));
        const pages = [
          ...catalogue,
          { path: "/cart", who: "customer", cookie: customer },
          { path: "/checkout", who: "customer", cookie: customer },
          { path: "/business" },
          { path: "/business/dashboard", who: "partner", cookie: partner },
        ];
        report(
          "browser",
          "Browser first visit (Chromium) and Lighthouse 12 mobile",
          await measureBrowser(app.baseUrl, pages),
        );
      } finally {
        await app.stop();
      }
    }
    if (wanted.has("scale")) {
      const rows: Row[] = [];
      for (const deals of SCALE_DEALS) {
        const url = await embedded.catalogue(deals);
        const search = searched.get(url) ?? (await measureSearch(url, 3, 30));
        const pages = await measurePages(url, {
          seconds: 3,
          connections: 20,
          languages: ["no"],
          encodings: ["identity"],
          withStatic: false,
        });
        rows.push({
          deals,
          "search p50 ms": search.p50,
          "search p95 ms": search.p95,
          ...Object.fromEntries(
            pages.map((p) => [
              `${String(p.page)
                .replace(/\/\d+$/, "/{id}")
                .replace(/^\/deals\/[a-z-]+$/, "/deals/{cat}")} req/s`,
              p["app req/s"] ?? null,
            ]),
          ),
        });
      }
      report("scale", "Scale: Bokmål pages (req/s, 20 connections × 3 s) and search at each size", rows);
    }
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
  results.durationSeconds = seconds(began);
  await writeFile(path.join(import.meta.dirname, "results.json"), JSON.stringify(results, null, 2) + "\n");
  console.log(`\nWrote bench/results.json (${results.durationSeconds} s in all)`);
}

await main();
