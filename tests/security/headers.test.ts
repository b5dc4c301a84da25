// Response headers and methods (category "headers"): pages with personal data are never stored by
// a shared cache; methods the site does not use answer 405 with Allow, not 500; the page cache
// files a page under the language it was rendered in, whatever the request's spelling of it;
// the Content-Security-Policy allows no inline style and runs only the inline scripts it lists by
// hash (an injected one is refused), and the Permissions-Policy turns off every
// powerful feature except the camera on the redemption page (where a partner scans QR codes).
import { randomUUID } from "node:crypto";
import { connect as connectTcp } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { registerAccount } from "../../domain/accounts/accounts.server";
import { translator } from "../../i18n/dictionaries.server";
import { setupAppDatabase } from "../support/app-database";
import { setupBrowser, visit } from "../support/browser-page";
import { createPartner } from "../../domain/demo/factories.server";
import { sessionFor } from "../support/accounts";
import { addPaidOrder, createDeal, endCreatedDeals } from "../support/partner-fixtures";
import { rawRequest } from "../support/raw-http";
import { tryCases } from "../support/security-summary";
import { HTML_LANG, languageFromCookies } from "../../i18n/languages";

const baseUrl = inject("baseUrl");
const app = setupAppDatabase();

type Who = "anonymous" | "customer" | "partner" | "admin";
const sessions: Record<Who, string | null> = { anonymous: null, customer: null, partner: null, admin: null };
let orderId = "";
let dealId = 0;

beforeAll(async () => {
  const customer = await registerAccount(app.db, {
    name: "Hanne Hode",
    email: `kunde+${randomUUID()}@example.no`,
    password: `hode-${randomUUID()}`,
  });
  const admin = await registerAccount(
    app.db,
    { name: "Admin Hode", email: `admin+${randomUUID()}@example.no`, password: `hode-${randomUUID()}` },
    "admin",
  );
  if (!customer.ok || !admin.ok) throw new Error("no accounts");
  const partner = await createPartner(app.db);
  const deal = await createDeal(app.db, partner.partnerId);
  dealId = deal.id;
  orderId = (
    await addPaidOrder(app.db, { dealId, userId: customer.user.id, quantity: 1, unitPriceOre: 40_000, at: new Date() })
  ).orderId;
  sessions.customer = await sessionFor(app.db, customer.user.id);
  sessions.partner = await sessionFor(app.db, partner.userId);
  sessions.admin = await sessionFor(app.db, admin.user.id);
});
afterAll(() => endCreatedDeals(app.db));

const cookieFor = (who: Who, extra = "") =>
  [sessions[who] ? `session=${sessions[who]}` : "", extra].filter(Boolean).join("; ");

function get(who: Who, path: string, headers: Record<string, string> = {}) {
  return rawRequest(baseUrl, { path, headers: { Cookie: cookieFor(who), ...headers } });
}

describe("headers: pages with personal data", () => {
  const PRIVATE: Array<{ who: Who; path: string }> = [
    ...["/account", "/account/settings", "/account/vouchers", "/account/favorites"].map((path) => ({
      who: "customer" as const,
      path,
    })),
    { who: "customer", path: "/account/vouchers.data" },
    { who: "anonymous", path: "/account" },
    ...["/cart", "/wishlist", "/checkout"].flatMap((path) => [
      { who: "anonymous" as const, path },
      { who: "customer" as const, path },
    ]),
    { who: "customer", path: "/cart.data" },
    // Who is signed in, for the shared catalogue pages (app/hooks/me.tsx).
    { who: "customer", path: "/me" },
    { who: "customer", path: "/payment/success?order={order}" },
    { who: "anonymous", path: "/payment/success" },
    ...[
      "/business/dashboard",
      "/business/dashboard.data",
      "/business/deals",
      "/business/deals/new",
      `/business/deals/{deal}/edit`,
      "/business/redeem",
      "/business/profile",
    ].map((path) => ({ who: "partner" as const, path })),
    { who: "anonymous", path: "/business/login" },
    { who: "anonymous", path: "/business/dashboard" },
    ...[
      "/admin",
      "/admin/partners",
      "/admin/deals",
      "/admin/customers",
      "/admin/orders",
      "/admin/inbox",
      "/admin/outbox",
      "/admin/newsletter",
      "/admin/newsletter.csv",
      "/admin/audit",
      "/admin/promo-codes",
      "/admin/orders.data",
    ].map((path) => ({ who: "admin" as const, path })),
  ];
  const PUBLIC = [
    "/",
    "/deals",
    "/about",
    "/business",
    "/business/marketing",
    "/business/solutions",
    "/business/register",
    // The booking page is the same for everyone (its loader reads nobody); only the booking reads who sent it.
    "/business/consultation",
  ];

  it("sends every page with personal data as Cache-Control: private, no-store", async () => {
    const failures = await tryCases("headers", PRIVATE, async ({ who, path }) => {
      const url = path.replace("{order}", orderId).replace("{deal}", String(dealId));
      const answer = await get(who, url);
      const label = `${url} as ${who} (${answer.status})`;
      if (answer.status >= 500) throw new Error(`${label}: failed`);
      const cacheControl = String(answer.headers["cache-control"] ?? "");
      const directives = cacheControl.split(",").map((d) => d.trim().toLowerCase());
      if (!directives.includes("private") || !directives.includes("no-store"))
        throw new Error(`${label}: Cache-Control ${JSON.stringify(cacheControl)}`);
    });
    expect(failures).toEqual([]);
  });

  it("leaves the public pages cacheable (so the check above means something)", async () => {
    const failures = await tryCases("headers", PUBLIC, async (path) => {
      const answer = await get("anonymous", path);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
      if (/no-store|private/.test(String(answer.headers["cache-control"] ?? "")))
        throw new Error(`${path}: Cache-Control ${String(answer.headers["cache-control"])}`);
    });
    expect(failures).toEqual([]);
  });
});

describe("headers: methods", () => {
  // (Methods Node's HTTP parser does not know, such as TRACK, it answers 400 itself.)
  const METHODS = ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "SEARCH", "MKCOL", "PURGE"];
  const PATHS = ["/", "/about", "/contact", "/deals.data", "/api/business/deals", "/healthz", "/assets/none.js"];

  it("answers methods the site does not use with 405 and Allow, in the visitor's language", async () => {
    const cases = METHODS.flatMap((method, i) =>
      PATHS.map((path) => ({ method, path, lang: (i % 2 ? "en" : "no") as "no" | "en" })),
    );
    const failures = await tryCases("headers", cases, async ({ method, path, lang }) => {
      const answer = await rawRequest(baseUrl, {
        method,
        path,
        // As from the site's own page, so no Origin check answers first.
        headers: { Origin: baseUrl, Cookie: cookieFor("customer", `language=${lang}`) },
      });
      const label = `${method} ${path}`;
      if (answer.status !== 405) throw new Error(`${label}: ${answer.status}`);
      if (answer.headers.allow !== "GET, HEAD, POST")
        throw new Error(`${label}: Allow ${String(answer.headers.allow)}`);
      if (method !== "HEAD" && !answer.body.includes(translator(lang)("refusals.methodNotAllowed")))
        throw new Error(`${label}: no message in ${lang}: ${answer.body.slice(0, 200)}`);
    });
    expect(failures).toEqual([]);
  });

  it("answers CONNECT with 405 too instead of dropping the connection", async () => {
    // Written by hand: an HTTP client treats a CONNECT answer as a tunnel.
    const { hostname, port } = new URL(baseUrl);
    const socket = connectTcp(Number(port), hostname);
    const answer = await new Promise<string>((resolve, reject) => {
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
      socket.setTimeout(10_000, () => socket.destroy(new Error(`no end to the CONNECT answer: ${text}`)));
      socket.write(`CONNECT 127.0.0.1:5432 HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/);
  });
});

describe("headers: the page cache and the language", () => {
  const lang = (html: string) => /<html lang="([a-z]+)"/.exec(html)?.[1];
  // Cookie headers that spell a language in a way one parser might read differently from another.
  const SPELLINGS = [
    "language=%65n",
    "language=e%6E",
    "language= en",
    "language=en ",
    'language="en"',
    "language=EN",
    "language=en%00",
    "language=no; language=en",
    "language=en; language=no",
    "Language=en",
    " language=en",
    "language=en;",
    "x=1;language=en",
  ];

  // A shared page's language is its address's (decision 030): no spelling of the cookie reaches
  // what the Norwegian or the English address shows, or what the cache files under it.
  it("files a page under its address's language, whatever the request's spelling of the cookie", async () => {
    const cases = SPELLINGS.flatMap((cookie, i) =>
      ["/faq", "/privacy", "/deals"].map((path) => ({ cookie, path: `${path}?spelling=${i}` })),
    );
    const failures = await tryCases("headers", cases, async ({ cookie, path }) => {
      const first = await rawRequest(baseUrl, { path, headers: { Cookie: cookie } });
      const again = await rawRequest(baseUrl, { path, headers: { Cookie: cookie } });
      const englishFirst = await rawRequest(baseUrl, { path: `/en${path}`, headers: { Cookie: cookie } });
      const english = await rawRequest(baseUrl, { path: `/en${path}`, headers: { Cookie: "language=no" } });
      const norwegian = await rawRequest(baseUrl, { path, headers: { Cookie: "language=en" } });
      const label = `${path} with Cookie ${JSON.stringify(cookie)}`;
      for (const [answer, expected, who] of [
        [first, "nb", "the first visitor"],
        [again, "nb", "the same visitor again"],
        [englishFirst, "en", "the same visitor at the English address"],
        [english, "en", "a Norwegian visitor at the English address"],
        [norwegian, "nb", "an English visitor at the Norwegian address"],
      ] as const)
        if (lang(answer.body) !== expected) throw new Error(`${label}: ${who} got ${lang(answer.body)}`);
    });
    expect(failures).toEqual([]);
  });

  it("follows the cookie's one reading on a page that is not shared, and never caches it", async () => {
    const cases = SPELLINGS.map((cookie) => ({ cookie }));
    const failures = await tryCases("headers", cases, async ({ cookie }) => {
      const answer = await rawRequest(baseUrl, { path: "/login", headers: { Cookie: cookie } });
      // The header as it arrives (HTTP drops the value's surrounding spaces), read as the server reads it.
      const expected = HTML_LANG[languageFromCookies(cookie.trim())];
      if (lang(answer.body) !== expected)
        throw new Error(`Cookie ${JSON.stringify(cookie)}: /login in ${lang(answer.body)}`);
    });
    expect(failures).toEqual([]);
  });

  it("reads no language from the query string (?language=%65n changes nothing, caches nothing odd)", async () => {
    const path = "/terms?language=%65n";
    const plain = await rawRequest(baseUrl, { path });
    const english = await rawRequest(baseUrl, { path: `/en${path}` });
    const again = await rawRequest(baseUrl, { path, headers: { Cookie: "language=en" } });
    expect([lang(plain.body), lang(english.body), lang(again.body)]).toEqual(["nb", "en", "nb"]);
  });
});

describe("headers: Content-Security-Policy and Permissions-Policy", () => {
  const browser = setupBrowser();

  it("allows no inline style and keeps every powerful feature off but the position, on fresh and cached pages", async () => {
    for (const path of ["/", "/about", "/about", "/login"]) {
      const answer = await get("anonymous", path);
      const csp = String(answer.headers["content-security-policy"] ?? "");
      const styleSrc = /(?:^|;)\s*style-src ([^;]*)/.exec(csp)?.[1] ?? "";
      expect(styleSrc, `${path} style-src`).not.toMatch(/unsafe-inline|unsafe-hashes/);
      expect(styleSrc, `${path} style-src`).toContain("'self'");
      const permissions = String(answer.headers["permissions-policy"] ?? "");
      for (const feature of ["camera", "microphone", "payment", "usb"])
        expect(permissions, `${path} Permissions-Policy`).toMatch(new RegExp(`(^|, )${feature}=\\(\\)`));
      // "Nær meg" asks for the position (on click): the site's own pages only, no embedded frame.
      expect(permissions, `${path} Permissions-Policy`).toMatch(/(^|, )geolocation=\(self\)/);
    }
  });

  it("runs the page's own inline scripts, fresh and cached, and refuses one injected into the page", async () => {
    const page = await browser.newPage({
      allowConsole: /Executing inline script violates the following Content Security Policy/,
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener("securitypolicyviolation", (event) => {
        if (event.violatedDirective.startsWith("script-src")) seen.push(`${event.violatedDirective} ${event.sample}`);
      });
    });
    const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    // A fresh render, then the same page from the cache: hydration needs every inline script to run.
    for (const path of ["/faq", "/faq", "/deals"]) {
      await visit(page, path);
      expect([path, await violations()]).toEqual([path, []]);
    }
    // As if a stored page had gained a script on its way (an injection, a tampering proxy): the
    // policy that came with the page does not list it, so Chromium does not run it.
    await page.route("**/about", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "</body>",
        "<script>document.documentElement.dataset.injected = 'ran'</script></body>",
      );
      await route.fulfill({ response, body: html });
    });
    await visit(page, "/about");
    expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined();
    expect(await violations()).toEqual([expect.stringMatching(/^script-src-elem /)]);
  });

  it("lets the redemption page, and only it, use the camera", async () => {
    const redeem = await get("partner", "/business/redeem");
    expect(redeem.status).toBe(200);
    expect(String(redeem.headers["permissions-policy"])).toMatch(/(^|, )camera=\(self\)/);
    expect(String(redeem.headers["permissions-policy"])).toMatch(/(^|, )microphone=\(\)/);
    const dashboard = await get("partner", "/business/dashboard");
    expect(String(dashboard.headers["permissions-policy"])).toMatch(/(^|, )camera=\(\)/);
  });

  it("shows the pages, the checkout and the dashboard's chart in Chromium without any style violation", async () => {
    // The test partner's deal names an image file that does not exist (partner-fixtures.ts).
    const page = await browser.newPage({ allowConsole: /status of 404 \(Not Found\)/ });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      // Styles here (a script's eval probe, e.g. zod's, is script-src's business).
      document.addEventListener("securitypolicyviolation", (event) => {
        if (event.violatedDirective.startsWith("style-src"))
          seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
      });
    });
    await page.context().addCookies([{ name: "session", value: sessions.partner!, url: baseUrl }]);
    const violations: string[] = [];
    const { rows } = await app.pool.query<{ id: number }>(
      "SELECT id FROM deals WHERE status = 'published' AND ends_at > now() ORDER BY id LIMIT 1",
    );
    for (const path of [
      "/",
      "/deals",
      `/deal/${rows[0]!.id}`,
      "/cart",
      "/checkout",
      "/business/dashboard",
      "/business/redeem",
    ]) {
      await visit(page, path);
      violations.push(
        ...(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).map(
          (v) => `${path}: ${v}`,
        ),
      );
      if (path === "/business/dashboard") {
        // The chart's own surface (the legend's icons are small ones of the same class).
        const chart = page.locator('[data-testid="performance-chart"] .recharts-wrapper > svg.recharts-surface');
        await chart.waitFor();
        const box = await chart.boundingBox();
        expect(box?.height ?? 0, "the chart is drawn").toBeGreaterThan(100);
      }
    }
    expect(violations).toEqual([]);
  });
});
