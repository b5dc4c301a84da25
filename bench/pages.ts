// Page serving: autocannon against the built app as an anonymous visitor, next to a bare Node
// http server sending the same HTML bytes, in the same run.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { availableParallelism } from "node:os";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { freePort } from "#db/embedded-postgres.server";
import { connect } from "#db/connection.server";
import { startApp, type RunningApp } from "../tests/support/app-server";
import type { Row } from "./table";

const ROOT = path.resolve(import.meta.dirname, "..");
const AUTOCANNON = path.join(ROOT, "node_modules", ".bin", "autocannon");

export interface LoadResult {
  rps: number;
  /** Null when no request finished within the run. */
  p50: number | null;
  p99: number | null;
  /** Requests answered within the run (non-2xx and errors not counted). */
  done: number;
  errors: number;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  /** Replace `[<id>]` in the URL with a new id on every request (autocannon -I), e.g. to miss a cache. */
  uniqueIds?: boolean;
}

/** One autocannon run in its own process, so the load generator does not share the app's event loop. */
export function autocannon(url: string, headers: Record<string, string>, options: LoadOptions): Promise<LoadResult> {
  const args = ["-j", "-d", String(options.seconds), "-c", String(options.connections)];
  if (options.uniqueIds) args.push("-I");
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(AUTOCANNON, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    // "close", not "exit": the output may still be in the pipe when the process has exited.
    child.once("close", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err}`));
      const r = JSON.parse(out) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        errors: number;
        timeouts: number;
        non2xx: number;
        "2xx": number;
      };
      const done = r["2xx"];
      resolve({
        rps: r.requests.average,
        p50: done > 0 ? r.latency.p50 : null,
        p99: done > 0 ? r.latency.p99 : null,
        done,
        errors: r.errors + r.timeouts + r.non2xx,
      });
    });
  });
}

/** A live deal and a category with live deals in this database. */
export async function pagePaths(databaseUrl: string): Promise<string[]> {
  const { pool, close } = connect(databaseUrl, { max: 1 });
  try {
    const { rows } = await pool.query<{ id: number; category_id: string }>(
      `SELECT id, category_id FROM deals WHERE status = 'published' AND ends_at > now() + interval '1 day'
       ORDER BY id LIMIT 1`,
    );
    const deal = rows[0];
    if (!deal) throw new Error("No live deal to benchmark");
    return ["/", "/deals", `/deal/${deal.id}`, `/deals/${deal.category_id}`];
  } finally {
    await close();
  }
}

export const LANGUAGES = ["no", "en"] as const;

/**
 * HTTP workers for the bench's app: WEB_CONCURRENCY as given, else one per core as `npm start`
 * runs (the test harness would otherwise start one).
 */
export const BENCH_WORKERS = process.env.WEB_CONCURRENCY ?? String(availableParallelism());

/**
 * The built app on this database as production runs it: NODE_ENV=production (React's production
 * build renders; development's is about 1.5 times slower), over plain HTTP on the loopback,
 * request logs off so the bench measures serving. `development` for Lighthouse, which the
 * production policy's upgrade to HTTPS would stop on a plain-HTTP address.
 */
export async function startBenchApp(
  databaseUrl: string,
  env: Record<string, string> = {},
  mode: "production" | "development" = "production",
): Promise<RunningApp> {
  const port = await freePort();
  const production = {
    NODE_ENV: "production",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    ALLOW_TEST_PAYMENTS: "true",
  };
  return startApp({
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DEMO_DATA: "false",
    LOG_LEVEL: "warn",
    WEB_CONCURRENCY: BENCH_WORKERS,
    ...(mode === "production" ? production : {}),
    ...env,
  });
}

/**
 * Browsers ask for gzip (or better); the bench asks for both the plain page and gzip. The bare
 * server sends gzip compressed ahead of time, as a static file server or CDN would.
 */
const ENCODINGS = ["identity", "gzip"] as const;

/** A bare http server answering each (path, language) with the bytes the app sent for it. */
async function startStaticServer(pages: Map<string, Buffer>) {
  const port = await freePort();
  const gzipped = new Map([...pages].map(([key, body]) => [key, gzipSync(body)]));
  const server = createServer((req, res) => {
    const lang = /language=en/.test(req.headers.cookie ?? "") ? "en" : "no";
    const gzip = /gzip/.test(req.headers["accept-encoding"] ?? "");
    const body = (gzip ? gzipped : pages).get(`${lang} ${req.url}`);
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-length": body.length,
        ...(gzip ? { "content-encoding": "gzip" } : {}),
      })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(r)) };
}

export async function measurePages(
  databaseUrl: string,
  options: LoadOptions & {
    languages?: readonly ("no" | "en")[];
    encodings?: readonly (typeof ENCODINGS)[number][];
    withStatic?: boolean;
  },
): Promise<Row[]> {
  const paths = await pagePaths(databaseUrl);
  const languages = options.languages ?? LANGUAGES;
  const app = await startBenchApp(databaseUrl);
  const rows: Row[] = [];
  try {
    const html = new Map<string, Buffer>();
    for (const lang of languages) {
      for (const p of paths) {
        const response = await fetch(app.baseUrl + p, { headers: { cookie: `language=${lang}` } });
        if (!response.ok) throw new Error(`${p} answered ${response.status}`);
        html.set(`${lang} ${p}`, Buffer.from(await response.arrayBuffer()));
      }
    }
    const bare = options.withStatic === false ? null : await startStaticServer(html);
    try {
      const runs = languages.flatMap((lang) =>
        (options.encodings ?? ENCODINGS).flatMap((encoding) => paths.map((p) => ({ lang, p, encoding }))),
      );
      for (const { lang, p, encoding } of runs) {
        const headers = { cookie: `language=${lang}`, "accept-encoding": encoding };
        const appRun = await autocannon(app.baseUrl + p, headers, options);
        // Requests autocannon gave up on may still be queued in the app: wait them out, so
        // they do not slow the next run.
        await fetch(app.baseUrl + p, { headers, signal: AbortSignal.timeout(120_000) }).catch(() => undefined);
        const staticRun = bare ? await autocannon(bare.baseUrl + p, headers, options) : null;
        rows.push({
          page: p,
          lang,
          encoding,
          "html KB": (html.get(`${lang} ${p}`)?.length ?? 0) / 1024,
          "app req/s": appRun.rps,
          "app p50 ms": appRun.p50,
          "app p99 ms": appRun.p99,
          "app answered": appRun.done,
          "app errors": appRun.errors,
          ...(staticRun
            ? {
                "static req/s": staticRun.rps,
                "static p50 ms": staticRun.p50,
                "static p99 ms": staticRun.p99,
                "app/static": `${((100 * appRun.rps) / staticRun.rps).toFixed(1)} %`,
              }
            : {}),
        });
      }
    } finally {
      await bare?.stop();
    }
  } finally {
    await app.stop();
  }
  return rows;
}
