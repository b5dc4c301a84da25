// The built app as production runs it (category "headers"): NODE_ENV=production with PUBLIC_URL,
// behind a TLS proxy. It answers only to PUBLIC_URL's host (not to 127.0.0.1, which development
// allows), mails links on PUBLIC_URL, and names its cookies with the __Host- prefix (Secure,
// Path=/, no Domain), so a sibling subdomain or a plain-HTTP answer cannot plant them; a cookie
// under the plain name is not taken for a session.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import pg from "pg";
import { ensureDatabase } from "../../db/open-database.server";
import { startApp, type RunningApp } from "../support/app-server";
import { databaseUrl, dropDatabase } from "../support/database-names";
import { cookiesSet, rawRequest, type RawAnswer } from "../support/raw-http";
import { checklist } from "../support/security-summary";

const PUBLIC_URL = "https://magicdeals.example";
const HOST = "magicdeals.example";
const maintenanceUrl = databaseUrl(inject("appDatabaseUrl"), "postgres");
const name = `magicdeals_production_${randomBytes(4).toString("hex")}`;
let app: RunningApp;
let pool: pg.Pool;

beforeAll(async () => {
  await ensureDatabase(maintenanceUrl, name);
  const url = databaseUrl(maintenanceUrl, name);
  app = await startApp({
    NODE_ENV: "production",
    // The local payment service stands in for Vipps and Stripe, which cannot be reached here.
    ALLOW_TEST_PAYMENTS: "true",
    PUBLIC_URL,
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    DATABASE_URL: url,
    LOG_LEVEL: "warn",
    TRUST_PROXY: "1",
  });
  pool = new pg.Pool({ connectionString: url, max: 1 });
});
afterAll(async () => {
  await pool?.end();
  await app?.stop();
  await dropDatabase(maintenanceUrl, name);
});

/** As the TLS proxy in front passes a browser's request on: the site's Host, over plain HTTP. */
function send(path: string, options: { method?: string; cookie?: string; body?: Record<string, string> } = {}) {
  return rawRequest(app.baseUrl, {
    method: options.method ?? "GET",
    path,
    headers: {
      Host: HOST,
      "X-Forwarded-Proto": "https",
      "X-Forwarded-For": "198.18.77.7",
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      ...(options.body ? { "Content-Type": "application/x-www-form-urlencoded", Origin: PUBLIC_URL } : {}),
    },
    body: options.body ? new URLSearchParams(options.body).toString() : undefined,
  });
}

function setCookieLines(answer: RawAnswer): string[] {
  const set = answer.headers["set-cookie"];
  return set === undefined ? [] : Array.isArray(set) ? set : [set];
}

describe("production", () => {
  it("answers only to PUBLIC_URL's host, names its cookies __Host-, and mails links on PUBLIC_URL", async () => {
    const list = checklist("headers");
    for (const host of [`127.0.0.1:${new URL(app.baseUrl).port}`, `localhost:${new URL(app.baseUrl).port}`]) {
      const answer = await rawRequest(app.baseUrl, { path: "/", headers: { Host: host } });
      list.check(answer.status === 421, `GET / with Host ${host}: ${answer.status}`);
    }

    const page = await send("/login");
    list.check(page.status === 200, `GET /login: ${page.status}`);
    // A page with a form sets no cookie: no form token (decision 025).
    list.check(setCookieLines(page).length === 0, `GET /login set cookies: ${setCookieLines(page).join(" | ")}`);

    const signIn = await send("/login", {
      method: "POST",
      body: { email: "kunde@demo.magicdeals.no", password: "kunde-demo-2026", redirectTo: "/" },
    });
    list.check(signIn.status === 302, `sign-in: ${signIn.status} ${signIn.body.slice(0, 200)}`);
    const sessionLine = setCookieLines(signIn).find((line) => line.startsWith("__Host-session=")) ?? "";
    const flashLine = setCookieLines(signIn).find((line) => line.startsWith("__Host-flash=")) ?? "";
    for (const line of [sessionLine, flashLine])
      list.check(/; Secure/i.test(line) && /Path=\//.test(line) && !/domain=/i.test(line), `cookie: ${line}`);
    const session = cookiesSet(signIn).get("__Host-session") ?? "";

    const signedIn = await send("/account/settings", {
      cookie: `__Host-session=${session}; __Host-flash=welcome`,
    });
    list.check(signedIn.status === 200, `/account/settings with the __Host- session: ${signedIn.status}`);
    const cleared = setCookieLines(signedIn).find((line) => line.startsWith("__Host-flash=")) ?? "";
    list.check(/Max-Age=0/i.test(cleared) && /; Secure/i.test(cleared), `flash not cleared as Secure: ${cleared}`);
    const plain = await send("/account/settings", { cookie: `session=${session}` });
    list.check(plain.status === 302, `/account/settings with a plain "session" cookie: ${plain.status}`);

    const forgot = await send("/forgot-password", {
      method: "POST",
      body: { email: "kunde@demo.magicdeals.no" },
    });
    list.check(forgot.status < 400, `forgot-password: ${forgot.status}`);
    const { rows } = await pool.query<{ text: string }>(
      `SELECT text FROM mail_messages WHERE "to" = 'kunde@demo.magicdeals.no' ORDER BY created_at DESC LIMIT 1`,
    );
    list.check(
      new RegExp(`${PUBLIC_URL}/reset-password/[A-Za-z0-9_-]+`).test(rows[0]?.text ?? ""),
      `reset link not on PUBLIC_URL: ${rows[0]?.text}`,
    );
    expect(list.done()).toEqual([]);
  });
});
