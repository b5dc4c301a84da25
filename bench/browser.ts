// Browser: JS and CSS bytes a first visit loads, in the Chromium the browser tests use (gzip -9 as
// a fixed measure, and what the server actually sent over the wire), and Lighthouse 12's mobile
// performance figures for the same pages.
import { spawn } from "node:child_process";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { CHROMIUM_FLAGS, chromiumPath, launchChromium } from "../tests/support/chromium";
import type { Row } from "./table";

const LIGHTHOUSE = path.resolve(import.meta.dirname, "..", "node_modules", ".bin", "lighthouse");

/** Bytes of the scripts and style sheets a fresh visit loads: gzipped here at level 9 for a fixed
 * measure, and as the server sent them (its Content-Encoding, Brotli where the browser asks). */
async function firstVisitBytes(baseUrl: string, pagePath: string, cookie: string | undefined) {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext(cookie ? { extraHTTPHeaders: { cookie } } : {})).newPage();
    const bodies: Promise<{ type: "js" | "css"; raw: number; gzip: number; sent: number; encoding: string }>[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      bodies.push(
        response.body().then(async (body) => ({
          type: type === "script" ? "js" : "css",
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          sent: (await response.request().sizes()).responseBodySize,
          encoding: (await response.allHeaders())["content-encoding"] ?? "none",
        })),
      );
    });
    await page.goto(baseUrl + pagePath, { waitUntil: "networkidle" });
    const all = await Promise.all(bodies);
    const sum = (type: "js" | "css", key: "raw" | "gzip" | "sent") =>
      all.filter((b) => b.type === type).reduce((s, b) => s + b[key], 0) / 1024;
    return {
      "JS files": all.filter((b) => b.type === "js").length,
      "JS KB gzip": sum("js", "gzip"),
      "JS KB raw": sum("js", "raw"),
      "CSS KB gzip": sum("css", "gzip"),
      "JS KB sent": sum("js", "sent"),
      "JS sent as": [...new Set(all.filter((b) => b.type === "js").map((b) => b.encoding))].sort().join(" + "),
    };
  } finally {
    await browser.close();
  }
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

/** Lighthouse's CLI with its default mobile emulation and simulated throttling. */
async function lighthouse(url: string, cookie: string | undefined): Promise<Row> {
  const chrome = await chromiumPath();
  const args = [
    url,
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    "--output=json",
    "--output-path=stdout",
    "--only-categories=performance",
    "--quiet",
    `--chrome-flags=${CHROMIUM_FLAGS.join(" ")}`,
  ];
  return new Promise((resolve) => {
    const child = spawn(LIGHTHOUSE, args, { env: { ...process.env, CHROME_PATH: chrome }, stdio: "pipe" });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 180_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      try {
        const report = JSON.parse(out) as LighthouseReport;
        if (report.runtimeError) throw new Error(report.runtimeError.message);
        const audit = (id: string) => report.audits[id]?.numericValue ?? null;
        const score = report.categories.performance.score;
        resolve({
          "LH score": score === null ? null : Math.round(score * 100),
          "LCP ms": audit("largest-contentful-paint"),
          "TBT ms": audit("total-blocking-time"),
          CLS: audit("cumulative-layout-shift"),
          "FCP ms": audit("first-contentful-paint"),
        });
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        resolve({
          "LH score": `not run: ${code === null ? "timed out" : why} ${err.trim().split("\n").pop() ?? ""}`.slice(
            0,
            160,
          ),
        });
      }
    });
  });
}

/** A page to measure, as an anonymous visitor or with a signed-in visitor's cookies. */
export interface BrowserPage {
  path: string;
  who?: string;
  cookie?: string;
}

export async function measureBrowser(baseUrl: string, pages: BrowserPage[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const { path: pagePath, who, cookie } of pages) {
    rows.push({
      page: pagePath,
      who: who ?? "anonymous",
      ...(await firstVisitBytes(baseUrl, pagePath, cookie)),
      ...(await lighthouse(baseUrl + pagePath, cookie)),
    });
  }
  return rows;
}
