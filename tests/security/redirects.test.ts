// Open redirects (category "input"): every door that sends the visitor on to a `redirectTo` it was
// given (the sign-in pages when already signed in, the sign-in form, the language switch) must
// only ever answer a path on this site, whatever encoding the value hides another host in, and
// never fail on it (control characters, CR/LF and non-ASCII used to give a 500).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { registerAccount } from "../../domain/accounts/accounts.server";
import { setupAppDatabase } from "../support/app-database";
import { HttpClient } from "../support/http-client";
import { createPartner } from "../../domain/demo/factories.server";
import { sessionFor } from "../support/accounts";
import { endCreatedDeals } from "../support/partner-fixtures";
import { tryCases } from "../support/security-summary";
import { localizedPath } from "../../server/language-urls";

const baseUrl = inject("baseUrl");
const app = setupAppDatabase();

/** redirectTo values as they would stand in a link's query string (percent-encoded). */
const HOSTILE = [
  "/%09/evil.example",
  "/%0d%0a/evil.example",
  "/%0d%0aSet-Cookie:%20session=planted",
  "%0d%0a//evil.example",
  "/%00/evil.example",
  "//evil.example",
  "///evil.example",
  "%2F%2Fevil.example",
  "/%2F/evil.example",
  "/%5Cevil.example",
  "/%5C/evil.example",
  "%5C%5Cevil.example",
  "/.//evil.example",
  "/%252e//evil.example",
  "%20//evil.example",
  "https://evil.example/",
  "https:evil.example",
  "HTTPS://evil.example",
  "javascript:alert(1)",
  "/%E2%88%95%E2%88%95evil.example",
  "%EF%BC%8F%EF%BC%8Fevil.example",
  "/%EF%BC%8F%EF%BC%8Fevil.example",
  `${encodeURIComponent(baseUrl)}@evil.example`,
];
/** Values that are paths on this site and must be kept (so the refusals mean something). */
const OWN = [
  { value: "/deals?q=spa", path: "/deals?q=spa" },
  { value: "/account/vouchers", path: "/account/vouchers" },
  { value: "/deals/beauty-spa%3Fsort%3Dprice", path: "/deals/beauty-spa?sort=price" },
];

/** Throws unless `response` sends the visitor to a path on this site. */
function expectOwnPath(label: string, response: Response) {
  if (response.status >= 500) throw new Error(`${label}: status ${response.status}`);
  if (response.status < 300 || response.status >= 400) throw new Error(`${label}: no redirect (${response.status})`);
  const location = response.headers.get("Location") ?? "";
  // Only printable ASCII, no backslash: nothing a browser would drop or read as a slash.
  const printable = [...location].every((c) => c > " " && c <= "~" && c !== "\\");
  if (!location.startsWith("/") || location.startsWith("//") || !printable)
    throw new Error(`${label}: Location ${JSON.stringify(location)}`);
  const target = new URL(location, baseUrl);
  if (target.origin !== baseUrl) throw new Error(`${label}: Location ${JSON.stringify(location)} leaves the site`);
}

let ipCounter = 0;
const freshIp = () => `198.19.${100 + (++ipCounter % 100)}.${Math.floor(Math.random() * 250)}`;

describe("redirects", () => {
  let customerSession = "";
  let partnerSession = "";
  const password = `omdirigering-${randomUUID()}`;
  let email = "";

  beforeAll(async () => {
    email = `kunde+${randomUUID()}@example.no`;
    const registered = await registerAccount(app.db, { name: "Rita Retning", email, password });
    if (!registered.ok) throw new Error("no customer");
    customerSession = await sessionFor(app.db, registered.user.id);
    const partner = await createPartner(app.db);
    partnerSession = await sessionFor(app.db, partner.userId);
  });
  afterAll(() => endCreatedDeals(app.db));

  type Door = "GET /login" | "GET /business/login" | "POST /login" | "POST /language";
  const DOORS: Array<{ door: Door; send: (value: string) => Promise<Response> }> = [
    {
      door: "GET /login",
      send: (value) =>
        new HttpClient(baseUrl, new Map([["session", customerSession]]), freshIp()).get(`/login?redirectTo=${value}`),
    },
    {
      door: "GET /business/login",
      send: (value) =>
        new HttpClient(baseUrl, new Map([["session", partnerSession]]), freshIp()).get(
          `/business/login?redirectTo=${value}`,
        ),
    },
    {
      door: "POST /login",
      send: (value) =>
        new HttpClient(baseUrl, new Map(), freshIp()).postForm("/login", {
          email,
          password,
          redirectTo: decodeURIComponent(value),
        }),
    },
    {
      door: "POST /language",
      send: (value) =>
        new HttpClient(baseUrl, new Map(), freshIp()).postForm("/language", {
          lang: "en",
          redirectTo: decodeURIComponent(value),
        }),
    },
  ];

  it("sends the visitor only to paths on this site, whatever redirectTo says", async () => {
    const cases = DOORS.flatMap((door) => HOSTILE.map((value) => ({ door, value })));
    const failures = await tryCases("input", cases, async ({ door, value }) => {
      const response = await door.send(value);
      await response.arrayBuffer();
      expectOwnPath(`${door.door} redirectTo=${value}`, response);
    });
    expect(failures).toEqual([]);
  });

  it("keeps a redirectTo that is a path on this site", async () => {
    const cases = DOORS.flatMap((door) => OWN.map((own) => ({ door, own })));
    const failures = await tryCases("input", cases, async ({ door, own }) => {
      const response = await door.send(own.value);
      await response.arrayBuffer();
      const location = response.headers.get("Location");
      // The language switch goes to the page's address in the chosen language (decision 030).
      const expected = door.door === "POST /language" ? localizedPath(own.path, "en") : own.path;
      if (location !== expected) throw new Error(`${door.door} redirectTo=${own.value}: Location ${location}`);
    });
    expect(failures).toEqual([]);
  });
});
