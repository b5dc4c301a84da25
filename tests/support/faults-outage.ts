// The requests the fault suite sends while the database is away and after it is back: pages as
// a Norwegian visitor, an English visitor and a signed-in English customer, form posts, the
// partner API, and the health checks; with what each must answer in either state.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import enErrors from "../../i18n/locales/en-errors";
import noErrors from "../../i18n/locales/no-errors";
import { localizedPath } from "../../server/language-urls";
import { HttpClient } from "./http-client";

export interface OutageRequest {
  name: string;
  kind: "page" | "form" | "data" | "api" | "ready" | "live";
  lang: "no" | "en";
  send: () => Promise<Response>;
  /** The app's public address, which its pages name in their links (not a leak). */
  origin: string;
  /** The status it had with the database up, before the outage. */
  statusBefore?: number;
}

/** What must never reach a client: internals of the failure. */
const LEAKS = [
  /\n\s+at /,
  /node_modules/,
  /\bError:/,
  /SELECT /,
  /violates/,
  /syntax error/,
  /postgres/i,
  /ECONNREFUSED|ECONNRESET|connect E/,
  /terminating connection/,
  /Connection terminated/i,
  /127\.0\.0\.1:\d+/,
];

export function leaks(body: string, secrets: string[]): string[] {
  return [
    ...LEAKS.filter((pattern) => pattern.test(body)).map(String),
    ...secrets.filter((secret) => body.includes(secret)).map(() => "a secret of the database URL"),
  ];
}

async function signIn(client: HttpClient, page: string, email: string, password: string): Promise<void> {
  const response = await client.postForm(page, { email, password, redirectTo: "/" });
  if (response.status !== 302) throw new Error(`Sign-in at ${page} as ${email}: ${response.status}`);
}

export async function outageRequests(baseUrl: string, dealId: number): Promise<OutageRequest[]> {
  const requests = await requestsTo(baseUrl, dealId);
  return requests.map((request) => ({ ...request, origin: baseUrl }));
}

async function requestsTo(baseUrl: string, dealId: number): Promise<Omit<OutageRequest, "origin">[]> {
  const norwegian = new HttpClient(baseUrl);
  const english = new HttpClient(baseUrl, new Map([["language", "en"]]));
  const customer = new HttpClient(baseUrl, new Map([["language", "en"]]));
  const partner = new HttpClient(baseUrl);
  await signIn(customer, "/login", "kunde@demo.magicdeals.no", "kunde-demo-2026");
  await signIn(partner, "/business/login", "partner@demo.magicdeals.no", "partner-demo-2026");

  const pages = ["/", "/deals", `/deal/${dealId}`];
  return [
    ...pages.map((path) => ({
      name: `GET ${path} (no)`,
      kind: "page" as const,
      lang: "no" as const,
      send: () => norwegian.get(path),
    })),
    ...pages.map((path) => ({
      name: `GET ${path} (en)`,
      kind: "page" as const,
      lang: "en" as const,
      // English pages are at their English address (decision 030).
      send: () => english.get(localizedPath(path, "en")),
    })),
    ...pages.map((path) => ({
      name: `GET ${path} (signed-in, en)`,
      kind: "page" as const,
      lang: "en" as const,
      send: () => customer.get(localizedPath(path, "en")),
    })),
    // A client-side navigation asks for the data only; the browser then shows the error page itself.
    { name: "GET /deals.data (signed-in, en)", kind: "data", lang: "en", send: () => customer.get("/en/deals.data") },
    // Pay on the checkout page: the form's fetcher posts to the route's data URL.
    {
      name: "POST /checkout.data (Pay, guest, no)",
      kind: "data",
      lang: "no",
      send: () =>
        norwegian.postForm("/checkout.data", {
          idempotencyKey: randomUUID(),
          lines: JSON.stringify([{ dealId, packageKind: "basic", quantity: 1 }]),
          email: `betaler+${randomUUID()}@example.no`,
          method: "card",
          terms: "on",
        }),
    },
    {
      name: "POST /contact (en)",
      kind: "form",
      lang: "en",
      send: () =>
        english.postForm("/en/contact", {
          name: "Kari Feil",
          email: `kontakt+${randomUUID()}@example.no`,
          message: "Hei! Har dere gavekort til jul?",
        }),
    },
    {
      name: "POST /login (no)",
      kind: "form",
      lang: "no",
      send: () =>
        norwegian.postForm("/login", {
          email: `ukjent+${randomUUID()}@example.no`,
          password: "feil-passord-123",
          redirectTo: "/",
        }),
    },
    {
      name: "GET /api/business/deals (partner)",
      kind: "api",
      lang: "no",
      send: () => partner.get("/api/business/deals"),
    },
    { name: "GET /readyz", kind: "ready", lang: "no", send: () => norwegian.get("/readyz") },
    { name: "GET /healthz", kind: "live", lang: "no", send: () => norwegian.get("/healthz") },
  ];
}

/** Throws unless `request` failed cleanly while the database is away. */
export async function expectCleanFailure(request: OutageRequest, secrets: string[]): Promise<void> {
  const response = await request.send();
  const body = await response.text();
  const type = response.headers.get("Content-Type") ?? "";
  const problems: string[] = [];
  const expected = request.kind === "live" ? 200 : 503;
  if (response.status !== expected) problems.push(`status ${response.status}, not ${expected}`);
  // Canonical and language links name the site's own address, 127.0.0.1 in tests like the database's.
  problems.push(...leaks(body.replaceAll(request.origin, ""), secrets).map((leak) => `leaks ${leak}`));
  if (request.kind === "page" || request.kind === "form") {
    const strings = request.lang === "en" ? enErrors : noErrors;
    if (!type.startsWith("text/html")) problems.push(`answered ${type}`);
    if (!body.includes(strings.serverErrorText)) problems.push(`no friendly text in ${request.lang}`);
    if (!body.includes(`<html lang="${request.lang === "en" ? "en" : "nb"}"`))
      problems.push("page not in that language");
  }
  if (request.kind === "api") {
    if (!type.startsWith("application/json")) problems.push(`answered ${type}`);
    else if (typeof (JSON.parse(body) as { message?: unknown }).message !== "string")
      problems.push("JSON without a message");
  }
  if (problems.length)
    throw new Error(`${request.name} with the database away: ${problems.join("; ")}\n${body.slice(0, 300)}`);
}

/** Throws unless `request` is answered as before the outage (pages 200, the API a list, ready). */
export async function expectServedAgain(request: OutageRequest): Promise<void> {
  const response = await request.send();
  const body = await response.text();
  if (response.status !== request.statusBefore)
    throw new Error(
      `${request.name} after the outage: ${response.status}, before it ${request.statusBefore}\n${body.slice(0, 300)}`,
    );
  if (request.kind === "api" && !Array.isArray(JSON.parse(body)))
    throw new Error(`${request.name}: not a list of deals`);
}

/**
 * Freezes the PostgreSQL server in `dataDir` (SIGSTOP to the postmaster and every backend), as a
 * hung server or a machine that stopped answering: connections are accepted, nothing is said.
 * Returns what thaws it (SIGCONT).
 */
export function freezePostgres(dataDir: string): () => void {
  const postmaster = Number.parseInt(readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8"), 10);
  const backends = execFileSync("ps", ["-o", "pid=", "--ppid", String(postmaster)], { encoding: "utf8" })
    .split("\n")
    .map((line) => Number.parseInt(line.trim(), 10))
    .filter((pid) => Number.isInteger(pid) && pid > 0);
  const pids = [postmaster, ...backends];
  for (const pid of pids) process.kill(pid, "SIGSTOP");
  return () => {
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGCONT");
      } catch {
        // gone meanwhile
      }
    }
  };
}
