// The Host header (category "headers"): links in e-mails come from the site's configured address,
// never from the request, and a request naming another host is refused before anything runs, so
// a forged `Host: evil.example` can neither mail a victim a link to the attacker's site nor pass
// the Origin check of a form. The test app listens on 127.0.0.1 without PUBLIC_URL, so its
// address is http://127.0.0.1:PORT; localhost on the same port is the other name it answers to.
import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { registerAccount } from "../../domain/accounts/accounts.server";
import { translator } from "../../i18n/dictionaries.server";
import { setupAppDatabase } from "../support/app-database";
import { rawRequest, type RawAnswer } from "../support/raw-http";
import { tryCases } from "../support/security-summary";

const baseUrl = inject("baseUrl");
const app = setupAppDatabase();
const port = Number(new URL(baseUrl).port);

const FOREIGN_HOSTS = [
  "evil.example",
  `evil.example:${port}`,
  `127.0.0.1.evil.example:${port}`,
  `localhost.evil.example:${port}`,
  `127.0.0.1:${port + 1}`,
  `localhost:${port === 1 ? 2 : 1}`,
  `kunde@127.0.0.1:${port}`,
  `127.0.0.1:${port}@evil.example`,
  `127.0.0.1:${port}/evil`,
  `evil.example/127.0.0.1:${port}`,
];
const OWN_HOSTS = [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`];

let ipCounter = 0;
const freshIp = () => `198.18.${200 + (++ipCounter % 50)}.${Math.floor(Math.random() * 250)}`;

/** A visitor speaking to the app under `host`, who has opened the page with the form. */
async function visitor(host: string, page = "/forgot-password") {
  const ip = freshIp();
  const answer = await rawRequest(baseUrl, { path: page, headers: { Host: host, "X-Forwarded-For": ip } });
  if (answer.status !== 200) throw new Error(`${page} as ${host}: ${answer.status}`);
  return { ip };
}

function postForm(
  host: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string>,
): Promise<RawAnswer> {
  return rawRequest(baseUrl, {
    method: "POST",
    path,
    body: new URLSearchParams(fields).toString(),
    headers: { Host: host, "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

async function customer() {
  const email = `kunde+${randomUUID()}@example.no`;
  const result = await registerAccount(app.db, { name: "Kari Vert", email, password: `vert-${randomUUID()}` });
  if (!result.ok) throw new Error("no customer");
  return email;
}

async function mailsTo(address: string): Promise<string[]> {
  const { rows } = await app.pool.query<{ text: string }>(
    `SELECT text FROM mail_messages WHERE lower("to") = lower($1) ORDER BY created_at DESC`,
    [address],
  );
  return rows.map((row) => row.text);
}

describe("hosts", () => {
  it("refuses pages, cached pages, data requests and forms for any other host (421), in the visitor's language", async () => {
    await visitor(`127.0.0.1:${port}`);
    const requests: Array<{ label: string; send: (host: string, lang: "no" | "en") => Promise<RawAnswer> }> = [
      {
        label: "GET /",
        send: (host, lang) => rawRequest(baseUrl, { path: "/", headers: { Host: host, Cookie: `language=${lang}` } }),
      },
      {
        label: "GET /about (a cached page)",
        send: (host, lang) =>
          rawRequest(baseUrl, { path: "/about", headers: { Host: host, Cookie: `language=${lang}` } }),
      },
      {
        label: "GET /deals.data",
        send: (host, lang) =>
          rawRequest(baseUrl, { path: "/deals.data", headers: { Host: host, Cookie: `language=${lang}` } }),
      },
      {
        label: "POST /forgot-password from the forged host's own Origin",
        send: (host, lang) =>
          postForm(
            host,
            "/forgot-password",
            { email: "kunde@demo.magicdeals.no" },
            { Cookie: `language=${lang}`, Origin: `http://${host}`, "X-Forwarded-For": freshIp() },
          ),
      },
    ];
    // Fetch the cached page once under the right name, so the refusal is not just a cache miss.
    await rawRequest(baseUrl, { path: "/about" });
    const cases = FOREIGN_HOSTS.flatMap((host, i) =>
      requests.map((request) => ({ host, request, lang: (i % 2 ? "en" : "no") as "no" | "en" })),
    );
    const failures = await tryCases("headers", cases, async ({ host, request, lang }) => {
      const answer = await request.send(host, lang);
      const label = `${request.label} with Host "${host}"`;
      if (answer.status !== 421) throw new Error(`${label}: ${answer.status}`);
      if (!answer.body.includes(translator(lang)("refusals.unknownHost")))
        throw new Error(`${label}: no message in ${lang}: ${answer.body.slice(0, 200)}`);
      if (answer.body.includes("evil.example")) throw new Error(`${label}: the answer repeats the forged host`);
    });
    expect(failures).toEqual([]);
    expect((await mailsTo("kunde@demo.magicdeals.no")).filter((text) => text.includes("evil.example"))).toEqual([]);
  });

  it("serves its own names on the listen port (so the refusals above mean something)", async () => {
    const failures = await tryCases("headers", OWN_HOSTS, async (host) => {
      for (const path of ["/", "/about", "/login"]) {
        const answer = await rawRequest(baseUrl, { path, headers: { Host: host } });
        if (answer.status !== 200) throw new Error(`${path} with Host "${host}": ${answer.status}`);
      }
    });
    expect(failures).toEqual([]);
  });

  it("answers the health checks whatever the Host (a load balancer asks by the copy's address)", async () => {
    for (const path of ["/healthz", "/readyz"]) {
      const answer = await rawRequest(baseUrl, { path, headers: { Host: `10.0.0.7:${port}` } });
      expect(answer.status, path).toBe(200);
    }
  });

  it("mails the reset link on the site's own address, whichever of its names the request used", async () => {
    const email = await customer();
    const host = `localhost:${port}`;
    const { ip } = await visitor(host);
    const answer = await postForm(
      host,
      "/forgot-password",
      { email },
      { Origin: `http://${host}`, "X-Forwarded-For": ip },
    );
    expect(answer.status).toBeLessThan(400);
    const [text] = await mailsTo(email);
    expect(text).toMatch(new RegExp(`${baseUrl}/reset-password/[A-Za-z0-9_-]+`));
    expect(text).not.toContain("localhost");
  });
});
