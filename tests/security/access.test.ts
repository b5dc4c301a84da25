// Access control (issue 9, category "access"): every page and endpoint of the built app, asked
// by an anonymous visitor, a customer, another customer, a partner, another partner and an admin,
// answers as the table below says; and nobody reaches anyone else's orders, vouchers, deals,
// API data or the admin console's actions (IDOR), whatever ids they try. Everything is made
// through the real app (checkout with the test card, partner sign-up, admin approval).
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createSession } from "../../domain/sessions.server";
import { Actor, IDENTITIES, type IdentityName } from "../support/access-actors";
import {
  answerOf,
  dataUrl,
  granted,
  jsonRefusal,
  leaks,
  signInRedirect,
  status,
  type Answer,
} from "../support/access-checks";
import { buildAccessWorld, dealFields, tidyWorldDeals, type AccessWorld } from "../support/access-world";
import { setupAppDatabase } from "../support/app-database";
import { appRoutes, type AppRoute } from "../support/route-inventory";
import { tryCases } from "../support/security-summary";

const baseUrl = inject("baseUrl");
const app = setupAppDatabase();

// --- Who may use each route -------------------------------------------------------------------

type Rule =
  /** Anyone, signed in or not. */
  | { who: "public"; emptySignIn?: true }
  /** Any signed-in account; anonymous visitors are sent to /login (pages) or get 401 (endpoints). */
  | { who: "signedIn" }
  /** An account that runs a business; others go to /business/login (pages) or get 401/403 (API). */
  | { who: "partner" }
  /** As partner, and the business must be approved. */
  | { who: "approvedPartner" }
  /** Admins; anonymous visitors go to /login, everyone else gets 403. */
  | { who: "admin" }
  /** One person's own resource: everyone else gets 404 (or the gate's refusal first). */
  | { who: "owner"; owner: IdentityName; gate: "anyone" | "partner" };

const PUBLIC: Rule = { who: "public" };
const SIGN_IN_FORM: Rule = { who: "public", emptySignIn: true };
const SIGNED_IN: Rule = { who: "signedIn" };
const PARTNER: Rule = { who: "partner" };
const ADMIN: Rule = { who: "admin" };

/** Every route pattern of the app. A route missing here fails the matrix test. */
const ACCESS: Record<string, Rule> = {
  "/": PUBLIC,
  "/*": PUBLIC,
  "/about": PUBLIC,
  "/faq": PUBLIC,
  "/help": PUBLIC,
  "/how-it-works": PUBLIC,
  "/privacy": PUBLIC,
  "/terms": PUBLIC,
  "/success-stories": PUBLIC,
  "/deals": PUBLIC,
  "/deals/:categoryId": PUBLIC,
  "/deal/:dealId": PUBLIC,
  "/offers/beauty": PUBLIC,
  "/offers/photography": PUBLIC,
  "/contact": PUBLIC,
  "/newsletter": PUBLIC,
  "/language": PUBLIC,
  "/sitemap.xml": PUBLIC,
  "/robots.txt": PUBLIC,
  "/uploads/:file": PUBLIC,
  "/login": SIGN_IN_FORM,
  "/signin": SIGN_IN_FORM,
  "/register": PUBLIC,
  "/forgot-password": PUBLIC,
  "/reset-password/:token": PUBLIC,
  "/logout": PUBLIC,
  "/wishlist": PUBLIC,
  "/wishlist/deals": PUBLIC,
  "/cart": PUBLIC,
  "/cart/prices": PUBLIC,
  "/checkout": PUBLIC,
  "/payment/success": { who: "owner", owner: "customer", gate: "anyone" },
  "/account": SIGNED_IN,
  "/account/settings": SIGNED_IN,
  "/account/vouchers": SIGNED_IN,
  "/account/favorites": SIGNED_IN,
  "/cart/lines": SIGNED_IN,
  "/cart/merge": SIGNED_IN,
  "/wishlist/items": SIGNED_IN,
  "/vouchers/:voucherId/pdf": { who: "owner", owner: "customer", gate: "anyone" },
  "/vouchers/:voucherId/email": { who: "owner", owner: "customer", gate: "anyone" },
  "/business": PUBLIC,
  "/business/register": PUBLIC,
  "/business/login": SIGN_IN_FORM,
  "/business/marketing": PUBLIC,
  "/business/solutions": PUBLIC,
  "/business/consultation": PUBLIC,
  "/business/consultation/booked-slots": PUBLIC,
  "/business/consultant": PUBLIC,
  "/api/business/register": PUBLIC,
  "/api/docs": PUBLIC,
  "/api/*": PUBLIC,
  "/business/dashboard": PARTNER,
  "/business/deals": PARTNER,
  "/business/deals/new": PARTNER,
  "/business/deals/:dealId/edit": { who: "owner", owner: "partner", gate: "partner" },
  "/business/redeem": PARTNER,
  "/api/business/analytics": PARTNER,
  "/api/business/deals": PARTNER,
  "/admin": ADMIN,
  "/admin/partners": ADMIN,
  "/admin/deals": ADMIN,
  "/admin/customers": ADMIN,
  "/admin/orders": ADMIN,
  "/admin/inbox": ADMIN,
  "/admin/outbox": ADMIN,
  "/admin/newsletter": ADMIN,
  "/admin/newsletter.csv": ADMIN,
  "/admin/audit": ADMIN,
};

/** The address asked for a pattern that has parameters (or needs a query to mean anything). */
function exampleUrl(pattern: string, world: AccessWorld): string | undefined {
  const voucher = world.purchases.customer.vouchers[0]!;
  const examples: Record<string, string> = {
    "/*": "/no-such-page-here",
    "/api/*": "/api/no-such-endpoint",
    "/deal/:dealId": `/deal/${world.deals.partnerLive}`,
    "/deals/:categoryId": "/deals/beauty-spa",
    "/reset-password/:token": `/reset-password/${"A".repeat(43)}`,
    "/uploads/:file": world.uploadPath,
    "/payment/success": `/payment/success?order=${world.purchases.customer.orderId}`,
    "/vouchers/:voucherId/pdf": `/vouchers/${voucher.id}/pdf`,
    "/vouchers/:voucherId/email": `/vouchers/${voucher.id}/email`,
    "/business/deals/:dealId/edit": `/business/deals/${world.deals.partnerPending}/edit`,
    "/business/consultation/booked-slots": `/business/consultation/booked-slots?date=2030-01-15`,
    "/wishlist/deals": `/wishlist/deals?ids=${world.deals.partnerLive}`,
  };
  if (examples[pattern]) return examples[pattern];
  return /[:*]/.test(pattern) ? undefined : pattern;
}

const PARTNERS: readonly IdentityName[] = ["partner", "otherPartner"];

/** What `who` must get from `rule`'s route: null when it is allowed, else the check of the refusal. */
function refusalFor(rule: Rule, who: IdentityName, route: AppRoute, path: string): ((a: Answer) => string | null) | null {
  const api = route.pattern.startsWith("/api/");
  const page = route.isPage;
  const toLogin = (a: Answer) =>
    page ? signInRedirect(a, "/login", path) : (signInRedirect(a, "/login", path) && status(a, 401));
  switch (rule.who) {
    case "public":
      return null;
    case "signedIn":
      return who === "anonymous" ? toLogin : null;
    case "admin":
      if (who === "admin") return null;
      return who === "anonymous" ? toLogin : (a) => status(a, 403);
    case "partner":
    case "approvedPartner":
      if (PARTNERS.includes(who)) return null;
      if (api) return (a) => jsonRefusal(a, who === "anonymous" ? 401 : 403);
      return (a) => signInRedirect(a, "/business/login", path);
    case "owner":
      if (who === rule.owner) return null;
      if (rule.gate === "partner" && !PARTNERS.includes(who)) return (a) => signInRedirect(a, "/business/login", path);
      return (a) => status(a, 404);
  }
}

// --- The people and their data ----------------------------------------------------------------

let world: AccessWorld;

beforeAll(async () => {
  // Earlier files may have left failed attempts on the demo accounts or the redemption counters.
  await app.pool.query("DELETE FROM rate_limits WHERE key LIKE 'signin:account:%' OR key LIKE 'redeem:partner:%'");
  world = await buildAccessWorld(baseUrl, app.pool);
}, 120_000);

afterAll(() => tidyWorldDeals(app.pool, world));

/** The same person in a fresh browser session (so signing out does not end the shared one). */
async function freshSession(who: IdentityName): Promise<Actor> {
  const actor = world.actors[who];
  if (who === "anonymous") return actor;
  const session = await createSession(app.db, world.userIds[who], false);
  return actor.withCookies(`${who} (fresh session)`, (c) => c.set("session", session.token));
}

async function ask(actor: Actor, method: "GET" | "POST", path: string, fields: Record<string, string> = {}) {
  return answerOf(method === "GET" ? await actor.get(path) : await actor.post(path, fields));
}

/** Fails with the labels of others' data that `viewer` was shown. */
function expectNoLeaks(answer: Answer, viewer: IdentityName, what: string) {
  const shown = leaks(answer, viewer, world.secrets);
  if (shown.length > 0) throw new Error(`${what} as ${viewer} shows ${shown.join(", ")}`);
}

function fail(what: string, problem: string | null) {
  if (problem) throw new Error(`${what}: ${problem}`);
}

// --- The matrix -------------------------------------------------------------------------------

describe("the access matrix: every route × every kind of visitor", () => {
  it("classifies every route, allows who may, refuses who may not, and never shows others' data", async () => {
    const byPattern = new Map<string, AppRoute>();
    for (const route of await appRoutes()) {
      const seen = byPattern.get(route.pattern);
      byPattern.set(
        route.pattern,
        seen
          ? {
              ...seen,
              hasAction: seen.hasAction || route.hasAction,
              hasLoader: seen.hasLoader || route.hasLoader,
              isPage: seen.isPage || route.isPage,
            }
          : route,
      );
    }
    const routes = [...byPattern.values()];
    expect(routes.length).toBeGreaterThan(60);
    // A new route must be placed in the table (and given an example address when it has parameters).
    expect(routes.filter((r) => !ACCESS[r.pattern]).map((r) => r.pattern)).toEqual([]);
    expect(routes.filter((r) => !exampleUrl(r.pattern, world)).map((r) => r.pattern)).toEqual([]);
    expect(Object.keys(ACCESS).filter((p) => !byPattern.has(p))).toEqual([]);

    // Pages are asked twice: as the document a browser loads, and as the single-fetch data
    // (/path.data) client-side navigation reads. Public pages render the same for everyone, so
    // their documents are asked once (anonymous) and their data by everyone (rendering is slow).
    type Door = "document" | "data";
    type Case = { route: AppRoute; method: "GET" | "POST"; who: IdentityName; door: Door };
    const doors = (route: AppRoute, method: "GET" | "POST", who: IdentityName): Door[] => {
      if (!route.isPage) return ["document"];
      if (ACCESS[route.pattern]!.who === "public") return who === "anonymous" && method === "GET" ? ["document", "data"] : ["data"];
      return method === "GET" ? ["document", "data"] : ["document"];
    };
    const cases: Case[] = routes.flatMap((route) =>
      (["GET", "POST"] as const)
        .filter((method) => (method === "GET" ? route.hasLoader : route.hasAction))
        .flatMap((method) =>
          IDENTITIES.flatMap((who) => doors(route, method, who).map((door) => ({ route, method, who, door }))),
        ),
    );
    const timings: [number, string][] = [];
    const check = async ({ route, method, who, door }: Case) => {
      const path = exampleUrl(route.pattern, world)!;
      const rule = ACCESS[route.pattern]!;
      const what = `${method} ${door === "data" ? dataUrl(path) : path} as ${who}`;
      // Signing out ends the session: do it in a session of its own.
      const actor = route.pattern === "/logout" && method === "POST" ? await freshSession(who) : world.actors[who];
      const started = performance.now();
      const answer = await ask(actor, method, door === "data" ? dataUrl(path) : path);
      timings.push([performance.now() - started, what]);
      const refusal = refusalFor(rule, who, route, path);
      if (refusal) fail(what, refusal(answer));
      else
        fail(
          what,
          granted(answer, {
            notFoundIsRefusal: rule.who === "owner",
            allow401: rule.who === "public" && rule.emptySignIn && method === "POST",
          }),
        );
      expectNoLeaks(answer, who, what);
    };
    const failures = await tryCases("access", cases, check);
    console.info(timings.sort((a, b) => b[0] - a[0]).slice(0, 40).map(([ms, w]) => `${Math.round(ms)} ${w}`).join("\n"));
    console.info(timings.reduce((s, [ms]) => s + ms, 0));
    expect(failures).toEqual([]);
    console.info(`access matrix: ${routes.length} route patterns, ${cases.length} requests`);
  });
});
