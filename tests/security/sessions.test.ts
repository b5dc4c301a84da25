// Sessions and cross-site requests against the built app: every action route (from the build's
// route list, so none is forgotten) refuses POSTs from another site (foreign or null Origin,
// foreign Referer, neither, Sec-Fetch-Site: cross-site) with 403 and a message in the visitor's
// language, and nothing changes; the same POSTs from the site's own pages, without any token, work. Session fixation, signed-out and pre-password-change sessions, cookie
// attributes, and the throttles (that lock out the attacker but nobody else).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { translator } from "../../i18n/dictionaries.server";
import { createCustomer, createPartner, createUser, randomOrgNumber } from "../../domain/demo/factories.server";
import { sessionFor } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { HttpClient } from "../support/http-client";
import { addPaidOrder, createDeal, endCreatedDeals } from "../support/partner-fixtures";
import { appRoutes } from "../support/route-inventory";
import { ACTION_ROUTES, randomToken, type Ids, type Role } from "../support/uploads-action-routes";
import { changedTables, fingerprint } from "../support/uploads-db-fingerprint";
import { checklist, recordTally, tryCases } from "../support/security-summary";

const baseUrl = inject("baseUrl");
const app = setupAppDatabase();
type Lang = "no" | "en";

let ipCounter = 0;
/** A fresh client address (the app trusts one proxy: X-Forwarded-For decides the throttles' key). */
const freshIp = () => `198.51.${100 + Math.floor(Math.random() * 100)}.${++ipCounter % 250}`;

/** A message rendered with 99 for every number, as a RegExp that takes any number there. */
function messagePattern(withNines: string): RegExp {
  const escaped = withNines.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "(?:'|&#x27;|&#39;)");
  return new RegExp(escaped.replace(/99/g, "\\d+"));
}
const expiredText = (lang: Lang) => translator(lang)("form.expired");

const LEAKS = ["    at ", "node_modules", "Error:", "SELECT ", "violates", "syntax error", "postgres"];
function noLeaks(label: string, body: string) {
  for (const leak of LEAKS) if (body.includes(leak)) throw new Error(`${label}: internals in the answer (${leak})`);
}

const sessionOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => /^session=([^;]*)/.exec(c)?.[1])
    .find((v) => v !== undefined);
const setCookie = (response: Response, name: string) =>
  response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

/** A client with a given session token (as a browser holding that cookie) and its own address. */
function clientWith(session: string | null, ip = freshIp()): HttpClient {
  return new HttpClient(baseUrl, new Map(session ? [["session", session]] : []), ip);
}

/** Signs in through the form; returns the response (302 with the session on success). */
async function signIn(
  email: string,
  password: string,
  options: {
    ip?: string;
    cookies?: Map<string, string>;
    lang?: Lang;
    remember?: boolean;
    headers?: Record<string, string>;
  } = {},
) {
  const cookies = options.cookies ?? new Map<string, string>();
  const client = new HttpClient(baseUrl, cookies, options.ip ?? freshIp());
  const body = new URLSearchParams({
    email,
    password,
    redirectTo: "/",
    ...(options.remember ? { remember: "on" } : {}),
  });
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    body,
    headers: {
      Cookie: `${client.cookieHeader()}; language=${options.lang ?? "no"}`,
      Origin: baseUrl,
      "X-Forwarded-For": options.ip ?? freshIp(),
      ...options.headers,
    },
  });
  return response;
}

async function customer(name = "Kari Nordmann") {
  const password = `passord-${randomUUID().slice(0, 8)}`;
  const { id, email } = await createCustomer(app.db, { name, password });
  return { id, email, password };
}

/** Whether `session` is signed in: /account answers the page (200) rather than a redirect to sign-in. */
async function signedIn(session: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/account/settings`, {
    redirect: "manual",
    headers: { Cookie: `session=${session}` },
  });
  await response.arrayBuffer();
  return response.status === 200;
}

// ---------------------------------------------------------------------------------------------
// Cross-site requests on every action route (decision 025: no form token; the browser's Origin,
// else Referer, and Fetch Metadata say where a request comes from)

type Variant =
  | "foreign Origin"
  | "foreign Referer"
  | "Origin null"
  | "no Origin or Referer"
  | "another port's Origin"
  | "Sec-Fetch-Site cross-site"
  | "Sec-Fetch-Site cross-site, own Referer"
  | "JSON from a foreign Origin";
const VARIANTS: Variant[] = [
  "foreign Origin",
  "foreign Referer",
  "Origin null",
  "no Origin or Referer",
  "another port's Origin",
  "Sec-Fetch-Site cross-site",
  "Sec-Fetch-Site cross-site, own Referer",
  "JSON from a foreign Origin",
];
const CROSS_SITE_HEADERS: Record<Variant, Record<string, string>> = {
  "foreign Origin": { Origin: "https://evil.example" },
  "foreign Referer": { Referer: "https://evil.example/magicdeals-gratis" },
  "Origin null": { Origin: "null" },
  "no Origin or Referer": {},
  "another port's Origin": { Origin: baseUrl.replace(/:\d+$/, ":1") },
  // What a current browser sends for a form on another site that posts here, whatever else it says.
  "Sec-Fetch-Site cross-site": { Origin: baseUrl, "Sec-Fetch-Site": "cross-site" },
  "Sec-Fetch-Site cross-site, own Referer": { Referer: `${baseUrl}/contact`, "Sec-Fetch-Site": "cross-site" },
  "JSON from a foreign Origin": { Origin: "https://evil.example", "Content-Type": "application/json" },
};

describe("sessions: cross-site requests", () => {
  const clients = {} as Record<Role, HttpClient>;
  let ids: Ids;

  beforeAll(async () => {
    const buyer = await customer();
    const partner = await createPartner(app.db);
    const ownDeal = await createDeal(app.db, partner.partnerId, { status: "pending" });
    const soldDeal = await createDeal(app.db, partner.partnerId, { status: "published" });
    const order = await addPaidOrder(app.db, {
      dealId: soldDeal.id,
      userId: buyer.id,
      quantity: 1,
      unitPriceOre: 40_000,
      at: new Date(),
    });
    const admin = await createUser(app.db, { role: "admin", name: "Admin Test" });
    const { rows } = await app.pool.query<{ id: number }>(
      "SELECT id FROM deals WHERE status = 'published' ORDER BY id LIMIT 1",
    );
    ids = { dealId: rows[0]!.id, ownDealId: ownDeal.id, voucherId: order.voucherIds[0]! };
    clients.anyone = clientWith(null);
    clients.customer = clientWith(await sessionFor(app.db, buyer.id));
    clients.partner = clientWith(await sessionFor(app.db, partner.userId));
    clients.admin = clientWith(await sessionFor(app.db, admin.id));
  });
  afterAll(() => endCreatedDeals(app.db));

  it("every action route is in the table (a new route must be classified here)", async () => {
    const patterns = (await appRoutes()).filter((r) => r.hasAction).map((r) => r.pattern);
    expect(
      patterns.filter((p) => !(p in ACTION_ROUTES)),
      "action routes missing from ACTION_ROUTES",
    ).toEqual([]);
    expect(
      Object.keys(ACTION_ROUTES).filter((p) => !patterns.includes(p)),
      "ACTION_ROUTES names a route that is gone",
    ).toEqual([]);
  });

  it("refuses every cross-site POST with 403 and a message in the visitor's language; nothing changes", async () => {
    const before = await fingerprint(app.pool);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(["users", "sessions", "orders", "vouchers", "deals"]));
    const cases = Object.entries(ACTION_ROUTES).flatMap(([pattern, route]) =>
      VARIANTS.map((variant, i) => ({ pattern, route, variant, lang: (i % 2 ? "en" : "no") as Lang })),
    );
    const failures = await tryCases(
      "sessions",
      cases,
      async ({ pattern, route, variant, lang }) => {
        const label = `${pattern} (${variant}, ${lang})`;
        const client = clients[route.role];
        const fields = route.body?.(ids) ?? {};
        const json = variant.startsWith("JSON");
        const response = await fetch(baseUrl + route.path(ids), {
          method: "POST",
          redirect: "manual",
          body: json ? JSON.stringify(fields) : new URLSearchParams(fields),
          headers: {
            Cookie: `${client.cookieHeader()}; language=${lang}`,
            "X-Forwarded-For": freshIp(),
            ...CROSS_SITE_HEADERS[variant],
          },
        });
        const text = await response.text();
        noLeaks(label, text);
        // The one-click unsubscribe takes POSTs from anywhere: a foreign Origin header React Router
        // itself refuses (400) before the link is looked at, a made-up link answers linkRefusal.
        const foreignOriginHeader =
          /^https?:|^null$/.test(CROSS_SITE_HEADERS[variant].Origin ?? "") &&
          CROSS_SITE_HEADERS[variant].Origin !== baseUrl;
        const expected = route.anyOrigin ? (foreignOriginHeader ? 400 : route.linkRefusal) : 403;
        if (response.status !== expected) throw new Error(`${label}: status ${response.status}, expected ${expected}`);
        if (expected === 403 && !text.includes(expiredText(lang)))
          throw new Error(`${label}: no message in the visitor's language: ${text.slice(0, 200)}`);
        if (sessionOf(response) !== undefined) throw new Error(`${label}: the answer changed the session cookie`);
      },
      { concurrency: 8 },
    );
    expect(failures).toEqual([]);
    const after = await fingerprint(app.pool);
    const changed = changedTables(before, after);
    expect(changed, "tables changed by refused requests").toEqual([]);
  });

  it("lets the same requests through from the site's own pages, with no token (so the refusals above mean something)", async () => {
    // As browsers send a form of this site: Origin (and Fetch Metadata), or only a Referer (older
    // browsers), with JavaScript or without.
    const OWN_PAGES: Array<Record<string, string>> = [
      { Origin: baseUrl, "Sec-Fetch-Site": "same-origin" },
      { Referer: `${baseUrl}/contact` },
    ];
    const control = async ([pattern, route]: [string, (typeof ACTION_ROUTES)[string]], index: number) => {
      const client = clients[route.role];
      const response = await fetch(baseUrl + route.path(ids), {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams(route.body?.(ids) ?? {}),
        headers: { Cookie: client.cookieHeader(), "X-Forwarded-For": freshIp(), ...OWN_PAGES[index % 2] },
      });
      const text = await response.text();
      noLeaks(pattern, text);
      const location = response.headers.get("Location") ?? "";
      if (response.status === 403 || response.status >= 500 || /\/login\b/.test(location))
        throw new Error(`${pattern}: status ${response.status} ${location}`);
    };
    const entries = Object.entries(ACTION_ROUTES);
    // Signing out last: the other requests use the same customer's session.
    const failures = [
      ...(await tryCases(
        "sessions",
        entries.filter(([p]) => p !== "/logout"),
        (entry) => control(entry, entries.indexOf(entry)),
      )),
      ...(await tryCases(
        "sessions",
        entries.filter(([p]) => p === "/logout"),
        (entry) => control(entry, 0),
      )),
    ];
    expect(failures).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Session fixation, sign-out, password change and reset

describe("sessions: fixation and ended sessions", () => {
  it("never signs in the session id an attacker planted", async () => {
    const victim = await customer("Offer Olsen");
    const attacker = await customer("Angriper Andersen");
    const attackerSession = sessionOf(await signIn(attacker.email, attacker.password))!;
    const registerPassword = "hemmelig-passord";

    type Door = "login" | "register" | "api/business/register";
    type Plant = "an invented value" | "the attacker's own session";
    const cases: Array<{ door: Door; plant: Plant }> = (
      ["login", "register", "api/business/register"] as Door[]
    ).flatMap((door) =>
      (["an invented value", "the attacker's own session"] as Plant[]).map((plant) => ({ door, plant })),
    );
    const failures = await tryCases(
      "sessions",
      cases,
      async ({ door, plant }) => {
        const label = `${door} with ${plant} planted`;
        const planted = plant === "an invented value" ? randomToken() : attackerSession;
        const cookies = new Map([["session", planted]]);
        let response: Response;
        let email = victim.email;
        if (door === "login") {
          response = await signIn(victim.email, victim.password, { cookies });
        } else {
          const client = new HttpClient(baseUrl, cookies, freshIp());
          email = `offer+${randomUUID()}@example.no`;
          if (door === "register") {
            response = await client.postForm("/register", {
              name: "Offer",
              email,
              password: registerPassword,
              confirmPassword: registerPassword,
              redirectTo: "/",
            });
          } else {
            response = await fetch(`${baseUrl}/api/business/register`, {
              method: "POST",
              redirect: "manual",
              body: JSON.stringify({
                name: "Offer AS",
                orgNumber: randomOrgNumber(),
                email,
                phone: "+47 91 23 45 67",
                website: "",
                description: "Testbedrift.",
                city: "Oslo",
                address: "Gate 1",
                contactPerson: "Offer",
                plan: "starter",
                password: registerPassword,
                confirmPassword: registerPassword,
                acceptAgreement: true,
                logo: null,
              }),
              headers: {
                Cookie: client.cookieHeader(),
                Origin: baseUrl,
                "Content-Type": "application/json",
                "X-Forwarded-For": freshIp(),
              },
            });
          }
        }
        await response.arrayBuffer();
        if (response.status !== 302 && response.status !== 200)
          throw new Error(`${label}: signing in answered ${response.status}`);
        const issued = sessionOf(response);
        if (door === "login") {
          if (!issued) throw new Error(`${label}: no new session cookie was set`);
          if (issued === planted) throw new Error(`${label}: the planted session id was kept`);
        } else if (issued !== undefined) {
          // Signing up signs nobody in (its answer must not say whether the address was new).
          throw new Error(`${label}: signing up set a session cookie`);
        }
        // The planted id is not the victim's: it is unknown, or (at most) still the attacker's own.
        const page = await fetch(`${baseUrl}/account/settings`, {
          redirect: "manual",
          headers: { Cookie: `session=${planted}` },
        });
        const html = await page.text();
        if (page.status === 200 && html.includes(email))
          throw new Error(`${label}: the planted id now belongs to the victim`);
        if (plant === "an invented value" && page.status === 200)
          throw new Error(`${label}: an invented session id is accepted`);
      },
      { concurrency: 1 },
    );
    expect(failures).toEqual([]);
  });

  it("refuses a signed-out session cookie on pages and actions", async () => {
    const person = await customer("Utlogget Ulla");
    const session = sessionOf(await signIn(person.email, person.password))!;
    const client = clientWith(session);
    expect(await signedIn(session)).toBe(true);
    const out = await client.postForm("/logout", {});
    expect(out.status).toBe(302);
    expect(setCookie(out, "session")).toMatch(/Max-Age=0/i);

    const replay = (path: string, init: RequestInit = {}) =>
      fetch(baseUrl + path, {
        redirect: "manual",
        ...init,
        headers: {
          Cookie: `session=${session}`,
          Origin: baseUrl,
          ...(init.headers as Record<string, string>),
        },
      });
    const cases = [
      { label: "GET /account", run: () => replay("/account") },
      { label: "GET /account/settings", run: () => replay("/account/settings") },
      { label: "GET /account/vouchers", run: () => replay("/account/vouchers") },
      {
        label: "POST /account/settings",
        run: () =>
          replay("/account/settings", {
            method: "POST",
            body: new URLSearchParams({ name: "Gjenbrukt", email: person.email }),
          }),
      },
    ];
    const failures = await tryCases("sessions", cases, async ({ label, run }) => {
      const response = await run();
      await response.arrayBuffer();
      const location = response.headers.get("Location") ?? "";
      if (response.status !== 302 || !location.startsWith("/login"))
        throw new Error(`${label}: answered ${response.status} ${location}, expected a redirect to sign in`);
    });
    expect(failures).toEqual([]);
    const { rows } = await app.pool.query<{ name: string }>("SELECT name FROM users WHERE id = $1", [person.id]);
    expect(rows[0]!.name).toBe("Utlogget Ulla");
  });

  it("ends other sessions at a password change, and all at a password reset", async () => {
    const person = await customer("Bytte Passord");
    const current = sessionOf(await signIn(person.email, person.password))!;
    const otherDevice = sessionOf(await signIn(person.email, person.password))!;
    const third = sessionOf(await signIn(person.email, person.password))!;
    const client = clientWith(current);
    const newPassword = `nytt-${randomUUID().slice(0, 10)}`;
    const changed = await client.postForm("/account/settings", {
      name: "Bytte Passord",
      email: person.email,
      currentPassword: person.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.status).toBe(200);

    const resetClient = new HttpClient(baseUrl, new Map(), freshIp());
    const sent = await resetClient.postForm("/forgot-password", { email: person.email });
    expect(sent.status).toBe(200);
    const afterChange = sessionOf(await signIn(person.email, newPassword))!;
    const { rows } = await app.pool.query<{ text: string }>(
      `SELECT text FROM mail_messages WHERE lower("to") = lower($1) ORDER BY created_at DESC LIMIT 1`,
      [person.email],
    );
    const link = /\/reset-password\/[A-Za-z0-9_-]+/.exec(rows[0]?.text ?? "")?.[0];
    expect(link, "the reset e-mail has a link").toBeTruthy();
    const resetBy = new HttpClient(baseUrl, new Map(), freshIp());
    const resetPassword = `reset-${randomUUID().slice(0, 10)}`;
    const reset = await resetBy.postForm(link!, { password: resetPassword, confirmPassword: resetPassword });
    expect(reset.status).toBe(302);

    const checks = [
      { label: "another device after the password change", session: otherDevice, expected: false },
      { label: "a third device after the password change", session: third, expected: false },
      { label: "the device that changed the password, after the reset", session: current, expected: false },
      { label: "a session from after the change, after the reset", session: afterChange, expected: false },
    ];
    const failures = await tryCases("sessions", checks, async ({ label, session, expected }) => {
      if ((await signedIn(session)) !== expected)
        throw new Error(`${label}: ${expected ? "refused" : "still signed in"}`);
    });
    expect(failures).toEqual([]);
    // The device that changed it stayed signed in until the reset (checked before the reset would be too late).
  });

  it("keeps the session that changed the password signed in", async () => {
    const person = await customer("Beholder Økten");
    const current = sessionOf(await signIn(person.email, person.password))!;
    const client = clientWith(current);
    const newPassword = `nytt-${randomUUID().slice(0, 10)}`;
    const changed = await client.postForm("/account/settings", {
      name: person.email,
      email: person.email,
      currentPassword: person.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.status).toBe(200);
    const ok = await signedIn(current);
    recordTally("sessions", { tried: 1, failures: ok ? 0 : 1 });
    expect(ok).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Cookie attributes

describe("sessions: cookie attributes", () => {
  it("the session cookie is HttpOnly, SameSite=Lax, Path=/, and Secure over HTTPS; a visitor gets no other", async () => {
    const person = await customer("Kake Kari");
    const plain = await signIn(person.email, person.password);
    const remembered = await signIn(person.email, person.password, { remember: true });
    const https = await signIn(person.email, person.password, {
      // As a browser on the HTTPS site behind the proxy would send it.
      headers: { "X-Forwarded-Proto": "https", Origin: baseUrl.replace(/^http:/, "https:") },
    });
    // No form token and no cookie for it: a page with a form sets nothing (decision 025).
    const anonymousOverHttps = await fetch(`${baseUrl}/login`, {
      headers: { "X-Forwarded-Proto": "https", "X-Forwarded-For": freshIp() },
    });
    const anonymousPlain = await fetch(`${baseUrl}/contact`, { headers: { "X-Forwarded-For": freshIp() } });
    expect([...anonymousOverHttps.headers.getSetCookie(), ...anonymousPlain.headers.getSetCookie()]).toEqual([]);
    const client = clientWith(sessionOf(plain)!);
    const logout = await client.postForm("/logout", {});

    const attributes = (cookie: string | undefined) => (cookie ?? "").split(";").map((p) => p.trim().toLowerCase());
    const cases: Array<{ label: string; cookie: string | undefined; want: string[]; not?: RegExp }> = [
      {
        label: "session over http",
        cookie: setCookie(plain, "session"),
        want: ["httponly", "samesite=lax", "path=/"],
        not: /^(secure|expires=.*|max-age=.*)$/,
      },
      {
        label: "session with remember me",
        cookie: setCookie(remembered, "session"),
        want: ["httponly", "samesite=lax", "path=/"],
      },
      {
        label: "session over https",
        cookie: setCookie(https, "session"),
        want: ["httponly", "samesite=lax", "path=/", "secure"],
      },
      {
        label: "cleared session at sign-out",
        cookie: setCookie(logout, "session"),
        want: ["httponly", "samesite=lax", "path=/", "max-age=0"],
      },
    ];
    const failures = await tryCases("sessions", cases, async ({ label, cookie, want, not }) => {
      if (!cookie) throw new Error(`${label}: no cookie set`);
      const parts = attributes(cookie);
      const missing = want.filter((w) => !parts.includes(w));
      if (missing.length > 0) throw new Error(`${label}: ${cookie} lacks ${missing.join(", ")}`);
      const extra = not ? parts.slice(1).filter((p) => not.test(p)) : [];
      if (extra.length > 0) throw new Error(`${label}: ${cookie} has ${extra.join(", ")}`);
    });
    // "Remember me" lasts about 30 days; without it the cookie ends with the browser.
    const expires = /expires=([^;]+)/i.exec(setCookie(remembered, "session") ?? "")?.[1];
    const days = expires ? (Date.parse(expires) - Date.now()) / 86_400_000 : 0;
    if (days < 29 || days > 31) failures.push(`session with remember me: expires in ${days.toFixed(1)} days`);
    expect(failures).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Throttles

describe("sessions: throttling", () => {
  /** The value of the known-device cookie a successful sign-in set. */
  const deviceOf = (response: Response) => /^device=([^;]*)/.exec(setCookie(response, "device") ?? "")?.[1];
  const statusOf = async (response: Promise<Response>) => {
    const r = await response;
    await r.arrayBuffer();
    return r.status;
  };
  const alertMails = async (email: string) =>
    (
      await app.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mail_messages WHERE lower("to") = lower($1) AND subject = $2`,
        [email, translator("no")("accountMail.signInAlertSubject")],
      )
    ).rows[0]!.n;

  it("lets nobody lock an account: failures from elsewhere leave the owner's sign-in alone", async () => {
    const target = await customer("Mål Martinsen");
    const bystander = await customer("Uskyldig Ida");
    const attackerIp = freshIp();
    const { check, done } = checklist("sessions");
    // Guesses from twelve addresses, and a dozen more from one of them.
    for (let i = 0; i < 12; i++) {
      const status = await statusOf(signIn(target.email, "feil-passord"));
      check(status === 401, `wrong password from a new address ${i + 1}: status ${status}`);
    }
    const fromOne: Array<{ status: number; at: number }> = [];
    for (let i = 0; i < 12; i++) {
      const status = await statusOf(signIn(target.email, "feil-passord", { ip: attackerIp }));
      fromOne.push({ status, at: Date.now() });
    }
    const statuses = fromOne.map((a) => a.status);
    check(
      statuses.slice(0, 5).every((s) => s === 401) && statuses[5] === 429,
      `twelve guesses from one address answered ${statuses.join(", ")}`,
    );
    // Past the fifth, a guess reaches the password check only after the wait (a second, then more).
    const checked = fromOne.slice(4).filter((a) => a.status === 401);
    for (let i = 1; i < checked.length; i++)
      check(
        checked[i]!.at - checked[i - 1]!.at >= 900,
        `two guesses checked ${checked[i]!.at - checked[i - 1]!.at} ms apart`,
      );
    for (const lang of ["no", "en"] as Lang[]) {
      const r = await signIn(target.email, target.password, { lang });
      await r.arrayBuffer();
      check(r.status === 302 && Boolean(sessionOf(r)), `the owner from their own address (${lang}): ${r.status}`);
    }
    const other = await statusOf(signIn(bystander.email, bystander.password, { ip: attackerIp }));
    check(other === 302, `another account from the attacker's address: ${other}`);
    expect(done()).toEqual([]);
  });

  it("slows one address guessing one account down in doubling steps, saying how long to wait", async () => {
    const target = await customer("Treg Trine");
    const ip = freshIp();
    const { check, done } = checklist("sessions");
    const guesses: number[] = [];
    for (let i = 0; i < 5; i++) guesses.push(await statusOf(signIn(target.email, "feil-passord", { ip })));
    check(
      guesses.every((s) => s === 401),
      `the first five guesses answered ${guesses.join(", ")}`,
    );
    for (const lang of ["no", "en"] as Lang[]) {
      // Even the right password waits: it is not checked until the delay is over.
      const r = await signIn(target.email, target.password, { ip, lang });
      const html = await r.text();
      check(r.status === 429, `right password at once after five failures (${lang}): ${r.status}`);
      // "Vent 1 sekund" or "Vent 2 sekunder": both plural forms, any number.
      const waits = [1, 99].map((n) =>
        messagePattern(translator(lang)("auth.waitSeconds", { count: n }).replace(String(n), "99")),
      );
      check(
        waits.some((pattern) => pattern.test(html)),
        `no "wait seconds" message (${lang})`,
      );
      check(!sessionOf(r), `a session was set while waiting (${lang})`);
    }
    const elsewhere = await statusOf(signIn(target.email, target.password));
    check(elsewhere === 302, `the same account from another address: ${elsewhere}`);
    // One second after the fifth failure, one more guess; then two seconds.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    check((await statusOf(signIn(target.email, "feil-passord", { ip }))) === 401, "the sixth guess after 1 s");
    check((await statusOf(signIn(target.email, target.password, { ip }))) === 429, "the seventh at once");
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const after = await statusOf(signIn(target.email, target.password, { ip }));
    check(after === 302, `the right password after the wait: ${after}`);
    // A success starts the count over.
    const fresh: number[] = [];
    for (let i = 0; i < 5; i++) fresh.push(await statusOf(signIn(target.email, "feil-passord", { ip })));
    check(
      fresh.every((s) => s === 401),
      `five guesses after a success answered ${fresh.join(", ")}`,
    );
    expect(done()).toEqual([]);
  });

  it("lets a known device sign in while its own address is flooded with failures", async () => {
    const owner = await customer("Kjent Kari");
    const neighbour = await customer("Nabo Nils");
    // Behind one shared address (a mobile network's NAT): the owner, then an attacker.
    const shared = freshIp();
    const first = await signIn(owner.email, owner.password, { ip: shared });
    await first.arrayBuffer();
    const device = deviceOf(first);
    const neighbourDevice = deviceOf(await signIn(neighbour.email, neighbour.password, { ip: freshIp() }));
    const { check, done } = checklist("sessions");
    check(first.status === 302 && Boolean(device), `the first sign-in set no device cookie (${first.status})`);
    const cookie = setCookie(first, "device") ?? "";
    check(
      /HttpOnly/i.test(cookie) && /SameSite=Lax/i.test(cookie) && /Path=\//i.test(cookie),
      `device cookie attributes: ${cookie}`,
    );
    for (let i = 0; i < 31; i++) await statusOf(signIn(owner.email, "feil-passord", { ip: shared }));
    for (let i = 0; i < 5; i++) await statusOf(signIn(`ukjent+${randomUUID()}@example.no`, "gjetting", { ip: shared }));
    const stranger = await statusOf(signIn(owner.email, owner.password, { ip: shared }));
    check(stranger === 429, `the owner's password from the flooded address without the cookie: ${stranger}`);
    const known = await signIn(owner.email, owner.password, {
      ip: shared,
      cookies: new Map([["device", device ?? ""]]),
    });
    await known.arrayBuffer();
    check(known.status === 302 && Boolean(sessionOf(known)), `the owner on the known device: ${known.status}`);
    const cases: Array<{ label: string; cookie: string }> = [
      { label: "another account's device cookie", cookie: neighbourDevice ?? "" },
      { label: "a made-up device cookie", cookie: `${randomToken()}.${randomToken()}` },
      { label: "the cookie with a changed signature", cookie: (device ?? "").slice(0, -2) + "AA" },
    ];
    for (const { label, cookie: value } of cases) {
      const status = await statusOf(
        signIn(owner.email, owner.password, { ip: shared, cookies: new Map([["device", value]]) }),
      );
      check(status === 429, `${label} on the flooded address: ${status}`);
    }
    expect(done()).toEqual([]);
  });

  it("lets at most five of 40 simultaneous guesses from one address reach the password check", async () => {
    const target = await customer("Samtidig Sara");
    const ip = freshIp();
    // Forms fetched first, so the 40 posts really arrive together (the delays after the fifth
    // failure start at one second: posts spread wider than that would each be let through).
    const forms = Array.from({ length: 40 }, () => clientWith(null, ip));
    const statuses = await Promise.all(
      forms.map((client) =>
        statusOf(
          fetch(`${baseUrl}/login`, {
            method: "POST",
            redirect: "manual",
            body: new URLSearchParams({ email: target.email, password: "feil-passord" }),
            headers: { Cookie: client.cookieHeader(), Origin: baseUrl, "X-Forwarded-For": ip },
          }),
        ),
      ),
    );
    const { check, done } = checklist("sessions");
    check(statuses.filter((s) => s === 401).length === 5, `${statuses.filter((s) => s === 401).length} were checked`);
    check(statuses.filter((s) => s === 429).length === 35, `answers: ${[...new Set(statuses)].join(", ")}`);
    expect(done()).toEqual([]);
  });

  it("does not count successful sign-ins against the address's limit", async () => {
    const person = await customer("Ofte Olsen");
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push(await statusOf(signIn(person.email, person.password, { ip })));
    const refused = statuses.filter((s) => s !== 302).length;
    recordTally("sessions", { tried: 1, failures: refused === 0 ? 0 : 1 });
    expect(
      statuses.every((s) => s === 302),
      `35 sign-ins from one address answered ${statuses.join(", ")}`,
    ).toBe(true);
  });

  it("e-mails the owner once when the account sees many failures", async () => {
    const target = await customer("Varslet Vera");
    const { check, done } = checklist("sessions");
    for (let i = 0; i < 9; i++) await statusOf(signIn(target.email, "feil-passord"));
    check((await alertMails(target.email)) === 0, "an alert after nine failures");
    await statusOf(signIn(target.email, "feil-passord"));
    check((await alertMails(target.email)) === 1, `${await alertMails(target.email)} alerts after ten failures`);
    for (let i = 0; i < 10; i++) await statusOf(signIn(target.email, "feil-passord"));
    check((await alertMails(target.email)) === 1, `${await alertMails(target.email)} alerts after twenty failures`);
    const { rows } = await app.pool.query<{ text: string }>(
      `SELECT text FROM mail_messages WHERE lower("to") = lower($1) AND subject = $2`,
      [target.email, translator("no")("accountMail.signInAlertSubject")],
    );
    check(/\/forgot-password\b/.test(rows[0]?.text ?? ""), "the alert has no link to change the password");
    expect(done()).toEqual([]);
  });

  it("limits sign-in attempts per address, without locking out other addresses", async () => {
    const ip = freshIp();
    const person = await customer("Annen Adresse");
    const { check: tally, done } = checklist("sessions");
    const attempts = await Promise.all(
      Array.from({ length: 30 }, () =>
        signIn(`ukjent+${randomUUID()}@example.no`, "gjetting", { ip }).then(
          async (r) => (await r.arrayBuffer(), r.status),
        ),
      ),
    );
    tally(
      attempts.every((s) => s === 401),
      `the first 30 attempts answered ${[...new Set(attempts)].join(", ")}`,
    );
    const blocked = await signIn(person.email, person.password, { ip, lang: "en" });
    const html = await blocked.text();
    tally(
      blocked.status === 429 && messagePattern(translator("en")("auth.tooMany", { count: 99 })).test(html),
      `31st attempt from the address: ${blocked.status}`,
    );
    const elsewhere = await signIn(person.email, person.password);
    tally(elsewhere.status === 302, `the same account from another address: ${elsewhere.status}`);
    expect(done()).toEqual([]);
  });

  it("limits password-reset requests per address and per account, answering the same", async () => {
    const ip = freshIp();
    const person = await customer("Glemsk Gunnar");
    const otherPerson = await customer("Annen Anne");
    const { check, done } = checklist("sessions");
    const request = async (email: string, from: string, lang: Lang = "no") => {
      const client = new HttpClient(baseUrl, new Map([["language", lang]]), from);
      const r = await client.postForm("/forgot-password", { email });
      return { status: r.status, html: await r.text() };
    };
    const mails = async (email: string) =>
      (
        await app.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM mail_messages WHERE lower("to") = lower($1)`,
          [email],
        )
      ).rows[0]!.n;

    // Per account: 3 mails an hour, then the same answer without more mail (from any address).
    const perAccount = [];
    for (let i = 0; i < 5; i++) perAccount.push((await request(person.email, freshIp())).status);
    check(
      perAccount.every((s) => s === 200),
      `requests for one account answered ${perAccount.join(", ")}`,
    );
    check((await mails(person.email)) === 3, `one account got ${await mails(person.email)} mails, expected 3`);
    check(
      (await request(otherPerson.email, freshIp())).status === 200 && (await mails(otherPerson.email)) === 1,
      "another account got no mail",
    );

    // Per address: 10 an hour, then a clear "too many" in the visitor's language.
    const fromOne = [];
    for (let i = 0; i < 10; i++) fromOne.push((await request(`ukjent+${randomUUID()}@example.no`, ip)).status);
    check(
      fromOne.every((s) => s === 200),
      `10 requests from one address answered ${fromOne.join(", ")}`,
    );
    for (const lang of ["no", "en"] as Lang[]) {
      const blocked = await request(otherPerson.email, ip, lang);
      check(
        blocked.status === 429 && messagePattern(translator(lang)("auth.tooMany", { count: 99 })).test(blocked.html),
        `the 11th request (${lang}): ${blocked.status}`,
      );
    }
    const elsewhere = await request(otherPerson.email, freshIp());
    check(elsewhere.status === 200, `another address after the limit: ${elsewhere.status}`);
    expect(done()).toEqual([]);
  });

  it("limits unknown voucher codes at the counter per partner and per address, not other partners", async () => {
    const mine = await createPartner(app.db);
    const theirs = await createPartner(app.db);
    const ip = freshIp();
    const counter = async (partnerUserId: string, from: string, lang: Lang = "no") => {
      const client = clientWith(await sessionFor(app.db, partnerUserId), from);
      const r = await fetch(`${baseUrl}/business/redeem`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({
          intent: "lookup",
          code: `MAGIC-${randomUUID().slice(0, 8).toUpperCase()}`,
        }),
        headers: { Cookie: `${client.cookieHeader()}; language=${lang}`, Origin: baseUrl, "X-Forwarded-For": from },
      });
      return { status: r.status, html: await r.text() };
    };
    const { check, done } = checklist("sessions");
    const guesses = [];
    for (let i = 0; i < 10; i++) guesses.push((await counter(mine.userId, ip)).status);
    check(
      guesses.every((s) => s === 404),
      `10 unknown codes answered ${guesses.join(", ")}`,
    );
    for (const lang of ["no", "en"] as Lang[]) {
      const blocked = await counter(mine.userId, freshIp(), lang);
      check(
        blocked.status === 429 &&
          messagePattern(translator(lang)("dealEditor.redeem.throttled", { max: 99, count: 99 })).test(blocked.html),
        `the same partner from another address (${lang}): ${blocked.status}`,
      );
    }
    check((await counter(theirs.userId, freshIp())).status === 404, "another partner was locked out");
    check(
      (await counter(theirs.userId, ip)).status === 429,
      "the guessing address was not limited for another partner",
    );
    expect(done()).toEqual([]);
  });

  it("limits voucher e-mails per voucher and per address, not other vouchers or addresses", async () => {
    const buyer = await customer("Verdikort Vera");
    const partner = await createPartner(app.db);
    const deal = await createDeal(app.db, partner.partnerId, { status: "pending" });
    const order = await addPaidOrder(app.db, {
      dealId: deal.id,
      userId: buyer.id,
      quantity: 10,
      unitPriceOre: 30_000,
      at: new Date(),
    });
    const session = await sessionFor(app.db, buyer.id);
    const send = async (voucherId: string, from: string, lang: Lang = "no") => {
      const client = clientWith(session, from);
      const r = await fetch(`${baseUrl}/vouchers/${voucherId}/email`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams(),
        headers: { Cookie: `${client.cookieHeader()}; language=${lang}`, Origin: baseUrl, "X-Forwarded-For": from },
      });
      return { status: r.status, body: await r.text() };
    };
    const { check, done } = checklist("sessions");
    const [first, second, ...rest] = order.voucherIds;
    const perVoucher = [];
    for (let i = 0; i < 3; i++) perVoucher.push((await send(first!, freshIp())).status);
    check(
      perVoucher.every((s) => s === 200),
      `3 e-mails of one voucher answered ${perVoucher.join(", ")}`,
    );
    for (const lang of ["no", "en"] as Lang[]) {
      const blocked = await send(first!, freshIp(), lang);
      check(
        blocked.status === 429 &&
          messagePattern(translator(lang)("shop.emailThrottled", { minutes: 99 })).test(blocked.body),
        `4th e-mail of one voucher (${lang}): ${blocked.status}`,
      );
    }
    check((await send(second!, freshIp())).status === 200, "another voucher was locked out");

    // Per address: 20 an hour across vouchers (3 each), then refused; other addresses go on.
    const ip = freshIp();
    const fromOne: number[] = [];
    for (const id of rest.slice(0, 7))
      for (let i = 0; i < 3 && fromOne.length < 20; i++) fromOne.push((await send(id, ip)).status);
    check(
      fromOne.length === 20 && fromOne.every((s) => s === 200),
      `20 e-mails from one address answered ${fromOne.join(", ")}`,
    );
    const unused = rest[7]!;
    check((await send(unused, ip)).status === 429, "the 21st e-mail from one address was sent");
    check((await send(unused, freshIp())).status === 200, "another address was locked out");
    expect(done()).toEqual([]);
  });
});
