// Access control (issue 9, category "access"): every page and endpoint of the built app, asked
// by an anonymous visitor, a customer, another customer, a partner, another partner and an admin,
// answers as the table below says; and nobody reaches anyone else's orders, vouchers, deals,
// API data or the admin console's actions (IDOR), whatever ids they try. Everything is made
// through the real app (checkout with the test card, partner sign-up, admin approval).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createSession } from "../../domain/accounts/sessions.server";
import { hashPassword } from "../../domain/accounts/passwords.server";
import { DEMO_STAFF } from "../../domain/demo/demo-accounts";
import { Actor, IDENTITIES, type IdentityName, signIn } from "../support/access-actors";
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
import { CHECKOUT_BY_CARD, payCheckoutAnswer } from "../support/checkout-http";
import { appRoutes, type AppRoute } from "../support/route-inventory";
import { tryCases } from "../support/security-summary";

const baseUrl = inject("baseUrl");
const app = setupAppDatabase();

// --- Who may use each route -------------------------------------------------------------------

type Rule =
  /** Anyone, signed in or not. */
  | { who: "public"; emptySignIn?: true; signedInPost?: true }
  /** Any signed-in account; anonymous visitors are sent to /login (pages) or get 401 (endpoints). */
  | { who: "signedIn" }
  /** An account that runs a business; others go to /business/login (pages) or get 401/403 (API). */
  | { who: "partner" }
  /**
   * As partner, and the business must be approved. No door needs it today: a partner awaiting
   * approval may prepare deals, and the domain refuses to publish them (partner-deals.server.ts).
   */
  | { who: "approvedPartner" }
  /** Admins; anonymous visitors go to /login, everyone else gets 403. */
  | { who: "admin" }
  /** One person's own resource: everyone else gets 404 (or the gate's refusal first). */
  | { who: "owner"; owner: IdentityName; gate: "anyone" | "signedIn" | "partner" };

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
  "/deals/by/:city": PUBLIC,
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
  "/verify-email/:token": PUBLIC,
  "/business/consultation/confirm/:token": PUBLIC,
  "/newsletter/confirm/:token": PUBLIC,
  "/newsletter/unsubscribe/:token": PUBLIC,
  "/logout": PUBLIC,
  "/wishlist": PUBLIC,
  "/wishlist/deals": PUBLIC,
  "/cart": PUBLIC,
  "/cart/prices": PUBLIC,
  // The same suggestions for everyone (the language is in the URL).
  "/search/suggestions": PUBLIC,
  // Answers for the session it is asked with, and nothing without one.
  "/me": PUBLIC,
  "/checkout": PUBLIC,
  // A signed link the payment provider sends the buyer back to; it opens nothing unsigned.
  "/checkout/return": PUBLIC,
  "/payment/success": { who: "owner", owner: "customer", gate: "anyone" },
  "/account": SIGNED_IN,
  "/account/settings": SIGNED_IN,
  "/account/vouchers": SIGNED_IN,
  "/account/favorites": SIGNED_IN,
  // Gift cards: the page that sells them shows anyone the offer (buying needs an account); the list is the account's.
  "/gavekort": { who: "public", signedInPost: true },
  "/account/gift-cards": SIGNED_IN,
  // "Mine data": the requests and the e-mailed links, which work only in their account's session.
  "/account/my-data": SIGNED_IN,
  "/account/my-data/:token": SIGNED_IN,
  "/account/delete/:token": SIGNED_IN,
  "/cart/lines": SIGNED_IN,
  "/cart/merge": SIGNED_IN,
  // Checks a gift's fields for anyone (guests keep their cart in the browser); saves only a signed-in cart.
  "/cart/gift": PUBLIC,
  "/wishlist/items": SIGNED_IN,
  // "Nyttig" on a review: signed-in readers only (the deal page shows guests a sign-in link).
  "/reviews/:reviewId/helpful": SIGNED_IN,
  // Which of a deal's reviews the reader marked "Nyttig": personal, so signed-in only (401 JSON).
  "/reviews/voted": SIGNED_IN,
  "/vouchers/:voucherId/pdf": { who: "owner", owner: "customer", gate: "anyone" },
  "/orders/:orderId/receipt.pdf": { who: "owner", owner: "customer", gate: "anyone" },
  // A guest order's signed link from its e-mail: the link is the key; it opens nothing unsigned.
  "/orders/:token": PUBLIC,
  // Booking a guest order's voucher: the order's signed link is the key; it opens nothing unsigned.
  "/orders/:token/vouchers/:voucherId/booking": PUBLIC,
  // A gift's signed link from its e-mail: the link is the key; claiming needs a signed-in account.
  "/gift/:token": PUBLIC,
  "/vouchers/:voucherId/email": { who: "owner", owner: "customer", gate: "anyone" },
  // Booking a time with one's voucher, and reviewing it once it is used: the voucher's owner only.
  "/account/vouchers/:voucherId/booking": { who: "owner", owner: "customer", gate: "signedIn" },
  "/account/vouchers/:voucherId/review": { who: "owner", owner: "customer", gate: "signedIn" },
  // Recently viewed deals: cards by id for anyone; a signed-in customer's list is kept by POST.
  "/recently-viewed": { who: "public", signedInPost: true },
  // A deal alert's e-mailed links: the signed link is the key.
  "/deal-alerts/confirm/:token": PUBLIC,
  "/deal-alerts/unsubscribe/:token": PUBLIC,
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
  // "Forhåndsvis": the deal page before it is public, for its own partner; 404 for everyone else.
  "/business/deals/:dealId/preview": { who: "owner", owner: "partner", gate: "anyone" },
  "/business/redeem": PARTNER,
  "/business/profile": PARTNER,
  "/business/agreement": PUBLIC,
  // Staff may work from the calendar too (the staff block below); its rules are the owner's.
  "/business/bookings": PARTNER,
  "/business/reviews": PARTNER,
  // The owner's staff page; staff themselves are refused it (the staff block below).
  "/business/staff": PARTNER,
  // The invitation's e-mailed link: the link is the key; it opens nothing unsigned.
  "/business/staff/join/:token": PUBLIC,
  // Payouts: a partner's own statements (another's payout id reads as none: 404).
  "/business/payouts": PARTNER,
  "/business/payouts/:payoutId/statement.pdf": PARTNER,
  "/business/payouts/:payoutId/statement.csv": PARTNER,
  // The owner's locations; staff are refused it (the staff block below).
  "/business/locations": PARTNER,
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
  "/admin/payouts": ADMIN,
  "/admin/payouts/:runId/payout-file.csv": ADMIN,
  "/admin/promo-codes": ADMIN,
  "/admin/reviews": ADMIN,
};

/** The address asked for a pattern that has parameters (or needs a query to mean anything). */
function exampleUrl(pattern: string, world: AccessWorld): string | undefined {
  const voucher = world.purchases.customer.vouchers[0]!;
  const examples: Record<string, string> = {
    "/*": "/no-such-page-here",
    "/api/*": "/api/no-such-endpoint",
    "/deal/:dealId": `/deal/${world.deals.partnerLive}`,
    "/deals/:categoryId": "/deals/beauty-spa",
    "/deals/by/:city": "/deals/by/bergen",
    "/reset-password/:token": `/reset-password/${"A".repeat(43)}`,
    "/verify-email/:token": `/verify-email/${"A".repeat(43)}`,
    "/business/consultation/confirm/:token": `/business/consultation/confirm/${"A".repeat(43)}`,
    "/newsletter/confirm/:token": `/newsletter/confirm/00000000-0000-4000-8000-000000000000.${"A".repeat(43)}`,
    "/newsletter/unsubscribe/:token": `/newsletter/unsubscribe/00000000-0000-4000-8000-000000000000.${"A".repeat(43)}`,
    "/uploads/:file": world.uploadPath,
    "/account/my-data/:token": `/account/my-data/00000000-0000-4000-8000-000000000000.zz.${"A".repeat(43)}`,
    "/account/delete/:token": `/account/delete/00000000-0000-4000-8000-000000000000.zz.${"A".repeat(43)}`,
    "/payment/success": `/payment/success?order=${world.purchases.customer.orderId}`,
    "/vouchers/:voucherId/pdf": `/vouchers/${voucher.id}/pdf`,
    "/orders/:orderId/receipt.pdf": `/orders/${world.purchases.customer.orderId}/receipt.pdf`,
    "/orders/:token": `/orders/${world.purchases.customer.orderId}.${"A".repeat(43)}`,
    "/orders/:token/vouchers/:voucherId/booking": `/orders/${world.purchases.customer.orderId}.${"A".repeat(43)}/vouchers/${voucher.id}/booking`,
    "/gift/:token": `/gift/00000000-0000-4000-8000-000000000000.${"A".repeat(43)}`,
    "/vouchers/:voucherId/email": `/vouchers/${voucher.id}/email`,
    "/account/vouchers/:voucherId/booking": `/account/vouchers/${voucher.id}/booking`,
    "/account/vouchers/:voucherId/review": `/account/vouchers/${voucher.id}/review`,
    "/recently-viewed": `/recently-viewed?ids=${world.deals.partnerLive}`,
    "/reviews/:reviewId/helpful": "/reviews/00000000-0000-4000-8000-000000000000/helpful",
    "/reviews/voted": `/reviews/voted?deal=${world.deals.partnerLive}`,
    "/deal-alerts/confirm/:token": `/deal-alerts/confirm/00000000-0000-4000-8000-000000000000.${"A".repeat(43)}`,
    "/deal-alerts/unsubscribe/:token": `/deal-alerts/unsubscribe/00000000-0000-4000-8000-000000000000.${"A".repeat(43)}`,
    "/business/deals/:dealId/edit": `/business/deals/${world.deals.partnerPending}/edit`,
    "/business/deals/:dealId/preview": `/business/deals/${world.deals.partnerPending}/preview`,
    "/business/staff/join/:token": `/business/staff/join/${"A".repeat(43)}`,
    "/business/consultation/booked-slots": `/business/consultation/booked-slots?date=2030-01-15`,
    "/wishlist/deals": `/wishlist/deals?ids=${world.deals.partnerLive}`,
    "/business/payouts/:payoutId/statement.pdf": "/business/payouts/00000000-0000-4000-8000-000000000000/statement.pdf",
    "/business/payouts/:payoutId/statement.csv": "/business/payouts/00000000-0000-4000-8000-000000000000/statement.csv",
    "/admin/payouts/:runId/payout-file.csv": "/admin/payouts/00000000-0000-4000-8000-000000000000/payout-file.csv",
  };
  if (examples[pattern]) return examples[pattern];
  return /[:*]/.test(pattern) ? undefined : pattern;
}

const PARTNERS: readonly IdentityName[] = ["partner", "otherPartner"];

/** What `who` must get from `rule`'s route: null when it is allowed, else the check of the refusal. */
function refusalFor(
  rule: Rule,
  who: IdentityName,
  route: AppRoute,
  path: string,
): ((a: Answer) => string | null) | null {
  const api = route.pattern.startsWith("/api/");
  const page = route.isPage;
  const toLogin = (a: Answer) =>
    page ? signInRedirect(a, "/login", path) : signInRedirect(a, "/login", path) && status(a, 401);
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
      if (rule.gate === "signedIn" && who === "anonymous") return toLogin;
      return (a) => status(a, 404);
  }
}

// --- The people and their data ----------------------------------------------------------------

let world: AccessWorld;

beforeAll(async () => {
  // Earlier files may have left failed attempts on the demo accounts or the redemption counters.
  await app.pool.query("DELETE FROM rate_limits WHERE key LIKE 'signin:%' OR key LIKE 'redeem:partner:%'");
  world = await buildAccessWorld(baseUrl, app.pool);
}, 180_000);

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
function expectNoLeaks(answer: Answer, viewer: IdentityName, what: string, asked = "") {
  const shown = leaks(answer, viewer, world.secrets, asked);
  if (shown.length > 0) throw new Error(`${what} as ${viewer} shows ${shown.join(", ")}`);
}

function fail(what: string, problem: string | null) {
  if (problem) throw new Error(`${what}: ${problem}`);
}

// --- The matrix -------------------------------------------------------------------------------

describe("the access matrix: every route × every kind of visitor", () => {
  it("classifies every route, allows who may, refuses who may not, and never shows others' data", async () => {
    const byPattern = new Map<string, AppRoute>();
    const idsByPattern = new Map<string, string[]>();
    for (const route of await appRoutes()) {
      idsByPattern.set(route.pattern, [...(idsByPattern.get(route.pattern) ?? []), route.id]);
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

    // Pages are asked as the document a browser loads and as the single-fetch data (/path.data)
    // client-side navigation reads; protected pages also with ?_routes= naming one route's loader
    // alone (so no page relies on a parent's check). Public pages render the same for everyone,
    // so their documents are asked once (anonymous) and their data by everyone (rendering is slow).
    type Case = { route: AppRoute; method: "GET" | "POST"; who: IdentityName; url: string };
    const urls = (route: AppRoute, method: "GET" | "POST", who: IdentityName): string[] => {
      const path = exampleUrl(route.pattern, world)!;
      if (!route.isPage) return [path];
      if (ACCESS[route.pattern]!.who === "public")
        return who === "anonymous" && method === "GET" ? [path, dataUrl(path)] : [dataUrl(path)];
      if (method === "POST") return [path];
      const data = dataUrl(path);
      const alone = idsByPattern
        .get(route.pattern)!
        .map((id) => `${data}${data.includes("?") ? "&" : "?"}_routes=${encodeURIComponent(id)}`);
      return [path, data, ...alone];
    };
    const cases: Case[] = routes.flatMap((route) =>
      (["GET", "POST"] as const)
        .filter((method) => (method === "GET" ? route.hasLoader : route.hasAction))
        .flatMap((method) =>
          IDENTITIES.flatMap((who) => urls(route, method, who).map((url) => ({ route, method, who, url }))),
        ),
    );
    const check = async ({ route, method, who, url }: Case) => {
      const path = exampleUrl(route.pattern, world)!;
      const rule = ACCESS[route.pattern]!;
      const what = `${method} ${url} as ${who}`;
      // Signing out ends the session: do it in a session of its own.
      const actor = route.pattern === "/logout" && method === "POST" ? await freshSession(who) : world.actors[who];
      const answer = await ask(actor, method, url);
      const refusal = refusalFor(rule, who, route, path);
      if (refusal) fail(what, refusal(answer));
      else
        fail(
          what,
          granted(answer, {
            notFoundIsRefusal: rule.who === "owner",
            allow401: rule.who === "public" && (rule.emptySignIn || rule.signedInPost) && method === "POST",
          }),
        );
      expectNoLeaks(answer, who, what, path);
    };
    const failures = await tryCases("access", cases, check);
    expect(failures).toEqual([]);
    console.info(`access matrix: ${routes.length} route patterns, ${cases.length} requests`);
  }, 300_000);
});

// --- IDOR: other people's ids -----------------------------------------------------------------

interface Attempt {
  name: string;
  run: () => Promise<void>;
}

/** Runs every attempt, collecting failures (each names its attempt), and records the tally. */
async function attempt(attempts: Attempt[], concurrency = 4) {
  const failures = await tryCases(
    "access",
    attempts,
    async ({ name, run }) => {
      try {
        await run();
      } catch (error) {
        throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    { concurrency },
  );
  expect(failures).toEqual([]);
}

const CUSTOMERS = ["customer", "otherCustomer"] as const;
const others = (who: IdentityName) => IDENTITIES.filter((i) => i !== who);

async function voucherStatus(id: string): Promise<string> {
  const { rows } = await app.pool.query<{ status: string }>("SELECT status FROM vouchers WHERE id = $1", [id]);
  return rows[0]!.status;
}

describe("customers' orders and vouchers", () => {
  it("gives the buyer their own order, PDF and e-mail (so the refusals below mean something)", async () => {
    for (const owner of CUSTOMERS) {
      const { orderId, vouchers } = world.purchases[owner];
      const receipt = await ask(world.actors[owner], "GET", `/payment/success?order=${orderId}`);
      expect(receipt.status).toBe(200);
      for (const v of vouchers) expect(receipt.body).toContain(v.code);
      const pdf = await world.actors[owner].get(`/vouchers/${vouchers[1]!.id}/pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
      await pdf.arrayBuffer();
      const receiptPdf = await world.actors[owner].get(`/orders/${orderId}/receipt.pdf`);
      expect(receiptPdf.status).toBe(200);
      expect(receiptPdf.headers.get("Content-Type")).toBe("application/pdf");
      expect(
        Buffer.from(await receiptPdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    }
    // Email Voucher goes to the buyer's own address, whatever address the request names.
    const mails = async (to: string) =>
      (await app.pool.query(`SELECT 1 FROM mail_messages WHERE "to" = $1`, [to])).rowCount;
    const before = await mails(world.otherCustomerEmail);
    const voucher = world.purchases.otherCustomer.vouchers[1]!;
    const sent = await ask(world.actors.otherCustomer, "POST", `/vouchers/${voucher.id}/email`, {
      email: "angriper@example.no",
      to: "angriper@example.no",
    });
    expect(sent.status).toBe(200);
    expect(await mails("angriper@example.no")).toBe(0);
    expect(await mails(world.otherCustomerEmail)).toBe(before! + 1);
  });

  it("refuses everyone else the order, the PDF, the e-mail and the refund of a customer's vouchers", async () => {
    const attempts: Attempt[] = [];
    for (const owner of CUSTOMERS) {
      const { orderId, vouchers } = world.purchases[owner];
      for (const who of others(owner)) {
        const actor = world.actors[who];
        const tag = `${who} on ${owner}'s`;
        attempts.push({
          name: `${tag} order page`,
          run: async () => {
            for (const path of [`/payment/success?order=${orderId}`, dataUrl(`/payment/success?order=${orderId}`)]) {
              const answer = await ask(actor, "GET", path);
              fail(path, status(answer, 404));
              expectNoLeaks(answer, who, path, path);
            }
            const receipt = await ask(actor, "GET", `/orders/${orderId}/receipt.pdf`);
            fail("receipt", status(receipt, 404));
            expect(receipt.contentType).not.toContain("pdf");
          },
        });
        for (const v of vouchers) {
          attempts.push(
            {
              name: `${tag} voucher PDF ${v.id}`,
              run: async () => {
                const answer = await ask(actor, "GET", `/vouchers/${v.id}/pdf`);
                fail("PDF", status(answer, 404));
                expect(answer.contentType).not.toContain("pdf");
                expectNoLeaks(answer, who, "PDF", v.id);
              },
            },
            {
              name: `${tag} Email Voucher ${v.id}`,
              run: async () => {
                const answer = await ask(actor, "POST", `/vouchers/${v.id}/email`);
                fail("e-mail", jsonRefusal(answer, 404));
                expectNoLeaks(answer, who, "e-mail", v.id);
              },
            },
            {
              name: `${tag} refund of ${v.id}`,
              run: async () => {
                const answer = await ask(actor, "POST", "/account/vouchers", { voucherId: v.id });
                fail(
                  "refund",
                  who === "anonymous" ? signInRedirect(answer, "/login", "/account/vouchers") : status(answer, 404),
                );
                expectNoLeaks(answer, who, "refund", v.id);
                expect(await voucherStatus(v.id)).toBe("active");
              },
            },
          );
        }
        // A checkout cookie that names someone else's order (made up in the browser) opens nothing.
        attempts.push({
          name: `${tag} order through a forged checkout cookie`,
          run: async () => {
            const forger = actor.withCookies(`${who} with a forged cookie`, (c) => c.set("orders", orderId));
            const page = await ask(forger, "GET", `/payment/success?order=${orderId}`);
            fail("order page", status(page, 404));
            expectNoLeaks(page, who, "order page", orderId);
            const pdf = await ask(forger, "GET", `/vouchers/${vouchers[0]!.id}/pdf`);
            fail("PDF", status(pdf, 404));
          },
        });
      }
      // Signed out (a shared computer): the checkout cookie the purchase left must not show it.
      attempts.push({
        name: `${owner}'s own browser after signing out`,
        run: async () => {
          const signedOut = world.actors[owner].withCookies(`${owner} signed out`, (c) => c.delete("session"));
          expect(signedOut.cookies.get("orders")).toContain(orderId);
          const page = await ask(signedOut, "GET", `/payment/success?order=${orderId}`);
          fail("order page", status(page, 404));
          expectNoLeaks(page, "anonymous", "order page", orderId);
          const pdf = await ask(signedOut, "GET", `/vouchers/${vouchers[0]!.id}/pdf`);
          fail("PDF", status(pdf, 404));
          fail("receipt", status(await ask(signedOut, "GET", `/orders/${orderId}/receipt.pdf`), 404));
        },
      });
      // The checkout's idempotency key is the buyer's, not a way to learn their order.
      for (const who of ["anonymous", CUSTOMERS.find((c) => c !== owner)!] as const) {
        attempts.push({
          name: `${who} replaying ${owner}'s checkout key`,
          run: async () => {
            const replayer = await freshSession(who);
            const answer = await ask(replayer, "POST", "/checkout", {
              idempotencyKey: world.purchases[owner].idempotencyKey,
              lines: JSON.stringify([{ dealId: world.deals.partnerLive, packageKind: "basic", quantity: 1 }]),
              email: "noen@example.no",
              ...CHECKOUT_BY_CARD,
            });
            expectNoLeaks(answer, who, "checkout");
            expect(replayer.cookies.get("orders") ?? "").not.toContain(orderId);
            fail("order page", status(await ask(replayer, "GET", `/payment/success?order=${orderId}`), 404));
          },
        });
      }
    }
    await attempt(attempts);
  });
});

describe("guests' orders", () => {
  /** A guest's checkout through the real form: the order's id and its first voucher's. */
  async function guestPurchase(guest: Actor) {
    const idempotencyKey = randomUUID();
    const response = await guest.post("/checkout", {
      idempotencyKey,
      lines: JSON.stringify([{ dealId: world.deals.partnerLive, packageKind: "basic", quantity: 1 }]),
      email: `gjest+${randomUUID()}@example.no`,
      ...CHECKOUT_BY_CARD,
    });
    expect(response.status).toBe(200);
    // Paid at the payment service; the return (in the guest's browser) writes the order.
    expect((await guest.get(await payCheckoutAnswer(await response.text()))).status).toBe(200);
    const { rows } = await app.pool.query<{ order_id: string; voucher_id: string; code: string }>(
      `SELECT h.order_id, v.id AS voucher_id, v.code FROM checkout_holds h JOIN vouchers v ON v.order_id = h.order_id
        WHERE h.idempotency_key = $1`,
      [idempotencyKey],
    );
    return { orderId: rows[0]!.order_id, voucherId: rows[0]!.voucher_id, code: rows[0]!.code };
  }

  it("shows a guest's order to the browser that bought it, and to nobody who only knows its id", async () => {
    const guest = new Actor("guest", baseUrl);
    const otherGuest = new Actor("another guest", baseUrl);
    const mine = await guestPurchase(guest);
    const theirs = await guestPurchase(otherGuest);
    const own = await ask(guest, "GET", `/payment/success?order=${mine.orderId}`);
    expect(own.status).toBe(200);
    expect(own.body).toContain(mine.code);
    expect((await guest.get(`/vouchers/${mine.voucherId}/pdf`)).status).toBe(200);
    expect((await guest.get(`/orders/${mine.orderId}/receipt.pdf`)).status).toBe(200);

    const guestCookie = guest.cookies.get("orders") ?? "";
    const forgeries: Array<{ name: string; cookie: string }> = [
      { name: "the bare order id", cookie: mine.orderId },
      { name: "the id added to another guest's cookie", cookie: `${mine.orderId}.${otherGuest.cookies.get("orders")}` },
      {
        name: "another guest's cookie with the id put in its place",
        cookie: (otherGuest.cookies.get("orders") ?? "").replace(theirs.orderId, mine.orderId),
      },
      { name: "the guest's cookie with its signature cut off", cookie: guestCookie.split("~")[0] ?? "" },
    ];
    await attempt(
      forgeries.flatMap(({ name, cookie }) =>
        (["anonymous", "customer"] as const).map((who) => ({
          name: `${who} with ${name}`,
          run: async () => {
            const forger = world.actors[who].withCookies(`${who} forging`, (c) => c.set("orders", cookie));
            for (const path of [
              `/payment/success?order=${mine.orderId}`,
              dataUrl(`/payment/success?order=${mine.orderId}`),
            ]) {
              const answer = await ask(forger, "GET", path);
              fail(path, status(answer, 404));
              if (answer.body.includes(mine.code)) throw new Error(`${path} shows the voucher code`);
            }
            fail("PDF", status(await ask(forger, "GET", `/vouchers/${mine.voucherId}/pdf`), 404));
            fail("receipt", status(await ask(forger, "GET", `/orders/${mine.orderId}/receipt.pdf`), 404));
            fail("e-mail", jsonRefusal(await ask(forger, "POST", `/vouchers/${mine.voucherId}/email`), 404));
          },
        })),
      ),
    );
    // The other guest still sees their own order with their own cookie.
    expect((await ask(otherGuest, "GET", `/payment/success?order=${theirs.orderId}`)).status).toBe(200);
  });
});

const PARTNER_PAIRS = [
  ["partner", "otherPartner"],
  ["otherPartner", "partner"],
] as const;

async function dealRow(id: number) {
  const { rows } = await app.pool.query<{ title: string; status: string; price: number; changes: number }>(
    `SELECT title, status, discounted_price_ore AS price,
            (SELECT count(*)::int FROM deal_price_changes WHERE deal_id = deals.id) AS changes
       FROM deals WHERE id = $1`,
    [id],
  );
  return rows[0]!;
}

const ownDeals = (who: "partner" | "otherPartner") =>
  who === "partner"
    ? [world.deals.partnerLive, world.deals.partnerPending]
    : [world.deals.otherLive, world.deals.otherPending];

/** The API's deal ids for a key or a session. */
async function apiDealIds(actor: Actor, headers: Record<string, string> = {}, query = ""): Promise<number[]> {
  const response = await actor.get(`/api/business/deals${query}`, headers);
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: number }[]).map((d) => d.id);
}

describe("partners' deals, vouchers and API", () => {
  it("refuses a partner the other partner's deals: editor, price, pause, resume, end", async () => {
    const attempts: Attempt[] = [];
    for (const [who, owner] of PARTNER_PAIRS) {
      const actor = world.actors[who];
      for (const dealId of ownDeals(owner)) {
        const tag = `${who} on ${owner}'s deal ${dealId}`;
        attempts.push(
          {
            name: `${tag}: editor`,
            run: async () => {
              const path = `/business/deals/${dealId}/edit`;
              for (const url of [path, dataUrl(path)]) {
                const answer = await ask(actor, "GET", url);
                fail(url, status(answer, 404));
                expectNoLeaks(answer, who, url);
              }
            },
          },
          {
            name: `${tag}: saving the editor with a new title and price`,
            run: async () => {
              const before = await dealRow(dealId);
              const answer = await ask(
                actor,
                "POST",
                `/business/deals/${dealId}/edit`,
                dealFields(`Kapret ${dealId}`, { original: 900, discounted: 100 }),
              );
              fail("save", status(answer, 404));
              expectNoLeaks(answer, who, "save");
              expect(await dealRow(dealId)).toEqual(before);
            },
          },
          ...(["pause", "resume", "end"] as const).map((intent) => ({
            name: `${tag}: ${intent}`,
            run: async () => {
              const before = await dealRow(dealId);
              const answer = await ask(actor, "POST", "/business/deals", { intent, dealId: String(dealId) });
              fail(intent, status(answer, 404));
              expectNoLeaks(answer, who, intent);
              expect(await dealRow(dealId)).toEqual(before);
            },
          })),
        );
      }
    }
    await attempt(attempts);
  });

  it("lets a partner look up and redeem only vouchers of its own deals", async () => {
    const attempts: Attempt[] = [];
    for (const [who, owner] of PARTNER_PAIRS) {
      const ownersDeal = owner === "partner" ? world.deals.partnerLive : world.deals.otherLive;
      const title = owner === "partner" ? world.dealTitles.partnerLive : world.dealTitles.otherLive;
      for (const buyer of CUSTOMERS) {
        const voucher = world.purchases[buyer].vouchers.find((v) => v.dealId === ownersDeal)!;
        for (const intent of ["lookup", "redeem"]) {
          attempts.push({
            name: `${who} ${intent}s ${buyer}'s voucher of ${owner}'s deal`,
            run: async () => {
              const answer = await ask(world.actors[who], "POST", "/business/redeem", { intent, code: voucher.code });
              fail(intent, status(answer, 404));
              expect(answer.body).not.toContain(title);
              expectNoLeaks(answer, who, intent, voucher.code);
              expect(await voucherStatus(voucher.id)).toBe("active");
            },
          });
        }
      }
    }
    // One at a time: each miss counts against the partner's throttle, and the order shows which.
    await attempt(attempts, 1);
  });

  it("shows each partner's API key and session its own deals only, whatever ids the query names", async () => {
    const attempts: Attempt[] = [];
    for (const [who, owner] of PARTNER_PAIRS) {
      const actor = world.actors[who];
      const bearer = { Authorization: `Bearer ${world.apiKeys[who].key}` };
      const own = ownDeals(who);
      const theirs = ownDeals(owner);
      const theirPartnerId = world.partnerIds[owner];
      for (const [how, headers, asker] of [
        ["API key", bearer, world.actors.anonymous],
        ["session", {}, actor],
        // The key names the partner; the session of another account beside it changes nothing.
        ["API key beside the other partner's session", bearer, world.actors[owner]],
      ] as const) {
        for (const query of ["", `?partnerId=${theirPartnerId}`, `?partner=${theirPartnerId}&dealId=${theirs[0]}`]) {
          attempts.push({
            name: `${who} by ${how} on /api/business/deals${query}`,
            run: async () => {
              const ids = await apiDealIds(asker, headers, query);
              expect(ids).toEqual(expect.arrayContaining([...own]));
              expect(ids.filter((id) => theirs.includes(id))).toEqual([]);
            },
          });
          attempts.push({
            name: `${who} by ${how} on /api/business/analytics${query}`,
            run: async () => {
              const answer = await answerOf(await asker.get(`/api/business/analytics${query}`, headers));
              fail("analytics", status(answer, 200));
              expectNoLeaks(answer, who, "analytics", query);
            },
          });
        }
      }
      attempts.push({
        name: `${who} revoking ${owner}'s API key`,
        run: async () => {
          const answer = await ask(actor, "POST", "/business/dashboard", {
            intent: "revokeKey",
            keyId: world.apiKeys[owner].id,
          });
          fail("revoke", status(answer, 404));
          expectNoLeaks(answer, who, "revoke", world.apiKeys[owner].id);
          const still = await world.actors.anonymous.get("/api/business/deals", {
            Authorization: `Bearer ${world.apiKeys[owner].key}`,
          });
          expect(still.status).toBe(200);
          await still.arrayBuffer();
        },
      });
      attempts.push({
        name: `${who}'s dashboard with ${owner}'s id in the query`,
        run: async () => {
          const path = `/business/dashboard?partnerId=${theirPartnerId}&partner=${theirPartnerId}`;
          const answer = await ask(actor, "GET", path);
          fail("dashboard", status(answer, 200));
          expectNoLeaks(answer, who, "dashboard", path);
        },
      });
    }
    await attempt(attempts);
  });
});

// --- The admin console's actions ----------------------------------------------------------------

const ADMIN_ACTION_PAGES = ["/admin/partners", "/admin/deals", "/admin/orders", "/admin/inbox"] as const;

/** Every intent the admin console can post, with a real target, and the state it would change. */
function adminActions() {
  const voucher = world.purchases.otherCustomer.vouchers[0]!;
  const reason = { reason: "Tilgangstest: skal aldri skje" };
  const one = async (sql: string, param: unknown) => (await app.pool.query(sql, [param])).rows[0] as unknown;
  const partnerState = () => one("SELECT status FROM partners WHERE id = $1", world.partnerIds.pending);
  const dealState = () => one("SELECT status, rejection_reason FROM deals WHERE id = $1", world.deals.otherPending);
  const voucherState = () => one("SELECT status FROM vouchers WHERE id = $1", voucher.id);
  const inboxState = () =>
    one(
      `SELECT m.status, (SELECT count(*)::int FROM mail_messages WHERE "to" = 'kontakt@example.no') AS mails
         FROM contact_messages m WHERE m.id = $1`,
      world.contactMessageId,
    );
  const message = { kind: "message", id: world.contactMessageId };
  return {
    "/admin/partners": {
      approve: { fields: { partnerId: world.partnerIds.pending }, state: partnerState },
      reject: { fields: { partnerId: world.partnerIds.pending, ...reason }, state: partnerState },
    },
    "/admin/deals": {
      approveDeal: { fields: { id: String(world.revisions.otherPending) }, state: dealState },
      rejectDeal: { fields: { id: String(world.revisions.otherPending), ...reason }, state: dealState },
    },
    "/admin/orders": {
      refund: { fields: { voucherId: voucher.id, code: voucher.code, ...reason }, state: voucherState },
      void: { fields: { voucherId: voucher.id, code: voucher.code, ...reason }, state: voucherState },
    },
    "/admin/inbox": {
      reply: { fields: { ...message, reply: "Hei! Dette skal aldri sendes.", language: "no" }, state: inboxState },
      markHandled: { fields: message, state: inboxState },
      markNew: { fields: message, state: inboxState },
    },
  } satisfies Record<
    (typeof ADMIN_ACTION_PAGES)[number],
    Record<string, { fields: Record<string, string>; state: () => Promise<unknown> }>
  >;
}

describe("the admin console's actions", () => {
  it("refuses every admin action to everyone but admins, and changes nothing", async () => {
    const actions = adminActions();
    // The intents the console's own forms post: each must have a target above.
    for (const page of ADMIN_ACTION_PAGES) {
      const html = (await ask(world.actors.admin, "GET", page)).body;
      const posted = [...html.matchAll(/name="intent" value="([^"]+)"/g)].map((m) => m[1]!);
      expect(posted.length, page).toBeGreaterThan(0);
      expect(
        posted.filter((intent) => !(intent in actions[page])),
        page,
      ).toEqual([]);
    }
    const attempts: Attempt[] = [];
    for (const page of ADMIN_ACTION_PAGES) {
      for (const [intent, { fields, state }] of Object.entries(actions[page])) {
        // Also the partner awaiting approval, approving itself.
        const askers = [
          ...others("admin").map((who) => [who, world.actors[who]] as const),
          ["pendingPartner", world.pendingPartner] as const,
        ];
        for (const [who, actor] of askers) {
          attempts.push({
            name: `${intent} on ${page} as ${who}`,
            run: async () => {
              const before = await state();
              for (const url of [page, dataUrl(page)]) {
                const answer = await ask(actor, "POST", url, { intent, ...fields });
                fail(url, who === "anonymous" ? signInRedirect(answer, "/login", page) : status(answer, 403));
                expectNoLeaks(answer, who === "pendingPartner" ? "anonymous" : who, url);
              }
              expect(await state()).toEqual(before);
            },
          });
        }
        // Any other method is refused before any action runs (server/request-gate.server.ts).
        for (const method of ["PUT", "PATCH", "DELETE"]) {
          for (const who of ["anonymous", "customer", "partner", "admin"] as const) {
            attempts.push({
              name: `${intent} on ${page} by ${method} as ${who}`,
              run: async () => {
                const before = await state();
                const answer = await answerOf(await world.actors[who].submit(method, page, { intent, ...fields }));
                fail(method, status(answer, 405));
                expect(await state()).toEqual(before);
              },
            });
          }
        }
      }
    }
    await attempt(attempts);
  });
});

// --- Deals that are not public ------------------------------------------------------------------

describe("deals awaiting approval", () => {
  it("are not shown, priced, sold or found through any public door, to anyone", async () => {
    const attempts: Attempt[] = [];
    for (const dealId of [world.deals.partnerPending, world.deals.otherPending]) {
      const line = JSON.stringify([{ dealId, packageKind: "basic", quantity: 1 }]);
      for (const who of IDENTITIES) {
        const actor = world.actors[who];
        attempts.push({
          name: `deal ${dealId} as ${who}`,
          run: async () => {
            for (const path of [`/deal/${dealId}`, dataUrl(`/deal/${dealId}`)]) {
              const answer = await ask(actor, "GET", path);
              fail(path, status(answer, 404));
              expectNoLeaks(answer, who, path);
            }
            // Old /deals/{id} links go to /deal/{id} for any number, so the redirect tells nothing.
            const old = await ask(actor, "GET", `/deals/${dealId}`);
            expect([old.status, old.location]).toEqual([301, `/deal/${dealId}`]);
            const cards = await ask(actor, "GET", `/wishlist/deals?ids=${dealId}`);
            expect(JSON.parse(cards.body)).toEqual({ deals: [] });
            const prices = await ask(actor, "GET", `/cart/prices?lines=${encodeURIComponent(line)}`);
            expect(JSON.parse(prices.body).priced.lines).toEqual([]);
            if (who !== "anonymous") {
              const added = await ask(actor, "POST", "/cart/lines", {
                intent: "add",
                dealId: String(dealId),
                packageKind: "basic",
              });
              fail("adding to the cart", status(added, 409));
              // Saved or merged in by id, it still shows nowhere in the account.
              await ask(actor, "POST", "/wishlist/items", { intent: "add", dealId: String(dealId) });
              await ask(actor, "POST", "/cart/merge", {
                mergeId: crypto.randomUUID(),
                cart: JSON.stringify([{ dealId, packageKind: "basic", quantity: 1 }]),
                wishlist: JSON.stringify([dealId]),
              });
              for (const path of ["/account/favorites", "/cart", dataUrl("/cart"), "/checkout"]) {
                const answer = await ask(actor, "GET", path);
                fail(path, status(answer, 200));
                expectNoLeaks(answer, who, path);
              }
              await ask(actor, "POST", "/cart/lines", { intent: "clear" });
            }
            for (const path of ["/deals?q=Hemmelig+utkast", "/sitemap.xml"]) {
              expectNoLeaks(await ask(actor, "GET", path), who, path);
            }
          },
        });
      }
    }
    await attempt(attempts);
  });
});

// --- Last: the partner's own redemption works (it changes the voucher) -------------------------

describe("redemption by the deal's own partner", () => {
  it("redeems the customer's voucher of the partner's own deal, once", async () => {
    const voucher = world.purchases.customer.vouchers.find((v) => v.dealId === world.deals.partnerLive)!;
    const answer = await ask(world.actors.partner, "POST", "/business/redeem", {
      intent: "redeem",
      code: voucher.code,
    });
    expect(answer.status).toBe(200);
    expect(await voucherStatus(voucher.id)).toBe("redeemed");
    expectNoLeaks(answer, "partner", "redeem", voucher.code);
  });
});

// --- A suspended partner ----------------------------------------------------------------------

/**
 * Last in the file: the admin rejects the other partner (approved, with a live deal, vouchers sold
 * and an API key), which suspends it. Its old session, a fresh sign-in, its API key, key creation,
 * redemption and deal editing are then refused, and its deals are off sale.
 */
describe("a suspended partner", () => {
  it("is refused every partner page, API call, key, redemption and deal edit, and its deals are off sale", async () => {
    const partnerId = world.partnerIds.otherPartner;
    const { otherLive, otherPending } = world.deals;
    const oldSession = world.actors.otherPartner;
    const bearer = { Authorization: `Bearer ${world.apiKeys.otherPartner.key}` };
    const voucher = world.purchases.customer.vouchers.find((v) => v.dealId === otherLive)!;

    // Before: the same doors open (so the refusals below mean something).
    fail("dashboard before", granted(await ask(oldSession, "GET", "/business/dashboard")));
    fail("API key before", granted(await answerOf(await world.actors.anonymous.get("/api/business/deals", bearer))));
    const before = { live: await dealRow(otherLive), pending: await dealRow(otherPending) };

    const decided = await ask(world.actors.admin, "POST", "/admin/partners", {
      intent: "reject",
      partnerId,
      reason: "Brudd på vilkårene",
    });
    fail("rejecting the partner", status(decided, 200, 302, 303));

    // A fresh sign-in through the business door succeeds as a sign-in, and opens nothing.
    const password = `hemmelig-${crypto.randomUUID()}`;
    const { rows } = await app.pool.query<{ email: string }>(
      "UPDATE users SET password_hash = $1 WHERE id = $2 RETURNING email",
      [await hashPassword(password), world.userIds.otherPartner],
    );
    const fresh = await signIn(
      "suspended partner (fresh sign-in)",
      baseUrl,
      rows[0]!.email,
      password,
      "/business/login",
    );
    const notice = await ask(fresh, "GET", "/business/login");
    fail("the business sign-in page", status(notice, 200));
    expect(notice.body).toContain("partner-suspended");
    expect(notice.body).toContain("Brudd på vilkårene");

    const pages = [
      "/business/dashboard",
      "/business/deals",
      "/business/deals/new",
      `/business/deals/${otherPending}/edit`,
      `/business/deals/${otherLive}/edit`,
      "/business/redeem",
    ];
    const posts: [string, Record<string, string>][] = [
      ["/business/dashboard", { intent: "createKey", name: "Etter stenging" }],
      ["/business/dashboard", { intent: "changePlan", plan: "starter" }],
      ["/business/deals", { intent: "resume", dealId: String(otherLive) }],
      ["/business/deals", { intent: "end", dealId: String(otherLive) }],
      [`/business/deals/${otherLive}/edit`, dealFields("Endret etter stenging")],
      ["/business/deals/new", dealFields("Nytt etter stenging")],
      ["/business/redeem", { intent: "lookup", code: voucher.code }],
      ["/business/redeem", { intent: "redeem", code: voucher.code }],
    ];
    const attempts: Attempt[] = [];
    for (const [how, actor] of [
      ["old session", oldSession],
      ["fresh sign-in", fresh],
    ] as const) {
      for (const path of pages)
        for (const url of [path, dataUrl(path)])
          attempts.push({
            name: `${how}: GET ${url}`,
            run: async () => fail(url, signInRedirect(await ask(actor, "GET", url), "/business/login", path)),
          });
      for (const [path, fields] of posts)
        attempts.push({
          name: `${how}: POST ${path} ${fields.intent ?? "save"}`,
          run: async () => fail(path, signInRedirect(await ask(actor, "POST", path, fields), "/business/login")),
        });
      for (const path of ["/api/business/analytics", "/api/business/deals"])
        attempts.push({
          name: `${how}: GET ${path}`,
          // The old session is gone (401); the fresh one is a suspended partner's (403).
          run: async () => fail(path, jsonRefusal(await ask(actor, "GET", path), how === "old session" ? 401 : 403)),
        });
    }
    for (const path of ["/api/business/analytics", "/api/business/deals"])
      attempts.push({
        name: `API key: GET ${path}`,
        run: async () => fail(path, jsonRefusal(await answerOf(await world.actors.anonymous.get(path, bearer)), 401)),
      });
    await attempt(attempts, 1);

    // Nothing changed, and nothing of it is on sale.
    expect(await voucherStatus(voucher.id)).toBe("active");
    expect(await dealRow(otherPending)).toEqual(before.pending);
    expect(await dealRow(otherLive)).toEqual({ ...before.live, status: "paused" });
    const keys = await app.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM partner_api_keys WHERE partner_id = $1 AND revoked_at IS NULL",
      [partnerId],
    );
    expect(keys.rows[0]!.n).toBe(0);
    for (const who of ["anonymous", "customer"] as const) {
      fail(`deal page as ${who}`, status(await ask(world.actors[who], "GET", `/deal/${otherLive}`), 404));
      const search = await ask(world.actors[who], "GET", `/deals?q=${encodeURIComponent(world.dealTitles.otherLive)}`);
      expect(search.body).not.toContain(`/deal/${otherLive}"`);
    }
    const added = await ask(world.actors.customer, "POST", "/cart/lines", {
      intent: "add",
      dealId: String(otherLive),
      packageKind: "basic",
      quantity: "1",
    });
    fail("adding the deal to a cart", status(added, 409));
  }, 180_000);
});

// --- A partner's staff (issue 22) -------------------------------------------------------------

/** Routes a partner's staff may use: the counter (and, when it exists, the bookings page). */
const STAFF_ALLOWED = new Set(["/business/redeem", "/business/bookings"]);

describe("a partner's staff", () => {
  /** The demo partner's owner invites a new address through /business/staff; the invitee accepts by the e-mailed link. */
  async function joinAsStaff(name: string): Promise<{ actor: Actor; userId: string }> {
    const email = `ansatt+${randomUUID()}@example.no`;
    const invited = await world.actors.partner.post("/business/staff", { intent: "invite", email });
    expect(invited.status).toBe(200);
    const { rows } = await app.pool.query<{ text: string }>(
      `SELECT text FROM mail_messages WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    const link = /\/business\/staff\/join\/[^\s/]+/.exec(rows[0]?.text ?? "")?.[0];
    if (!link) throw new Error(`No invitation link was e-mailed to ${email}`);
    const actor = new Actor(name, baseUrl);
    const joined = await actor.post(link, {
      intent: "create",
      name: "Stine Disk",
      password: "disken-er-min-2026",
      confirmPassword: "disken-er-min-2026",
    });
    expect(joined.status).toBe(302);
    expect(joined.headers.get("Location")).toBe("/business/redeem");
    expect(actor.session).toBeTruthy();
    // Used once: the same link in another browser makes nobody staff.
    const again = await new Actor(`${name} again`, baseUrl).post(link, {
      intent: "create",
      name: "Igjen",
      password: "disken-er-min-2026",
      confirmPassword: "disken-er-min-2026",
    });
    expect(again.status).toBe(410);
    const user = await app.pool.query<{ id: string }>("SELECT id FROM users WHERE email = $1", [email]);
    return { actor, userId: user.rows[0]!.id };
  }

  it("lets staff use the counter only: every other business page, the partner API and the admin console refuse", async () => {
    const { actor } = await joinAsStaff("staff");
    const routes = (await appRoutes()).filter((route) => {
      const rule = ACCESS[route.pattern];
      return (
        rule !== undefined &&
        (rule.who === "partner" || rule.who === "approvedPartner" || rule.who === "admin" || rule.who === "owner")
      );
    });
    expect(routes.map((r) => r.pattern)).toContain("/business/dashboard");
    const cases = routes.flatMap((route) => {
      const path = exampleUrl(route.pattern, world)!;
      const gets = route.hasLoader ? (route.isPage ? [path, dataUrl(path)] : [path]) : [];
      return [
        ...gets.map((url) => ({ route, method: "GET" as const, url })),
        ...(route.hasAction ? [{ route, method: "POST" as const, url: path }] : []),
      ];
    });
    const failures = await tryCases("access", cases, async ({ route, method, url }) => {
      const answer = await ask(
        actor,
        method,
        url,
        method === "POST" ? { intent: "lookup", code: "MAGIC-AAAAAAAA" } : {},
      );
      const what = `${method} ${url} as staff`;
      if (STAFF_ALLOWED.has(route.pattern)) fail(what, granted(answer));
      else if (route.pattern.startsWith("/api/")) fail(what, jsonRefusal(answer, 403));
      else if (route.pattern.startsWith("/admin")) fail(what, status(answer, 403));
      // The owner's pages: a 403 that says only the owner has access (the deal editor of an id may say 404).
      else fail(what, status(answer, 403, ...(ACCESS[route.pattern]!.who === "owner" ? [404] : [])));
      // A refusal shows nobody's data (the counter itself lists the partner's own redemptions).
      if (!STAFF_ALLOWED.has(route.pattern)) expectNoLeaks(answer, "anonymous", what, url);
    });
    expect(failures).toEqual([]);
    const dashboard = await ask(actor, "GET", "/business/dashboard");
    expect(dashboard.body).toContain("Bare eieren har tilgang");
    // The calendar is theirs to work from; the booking rules are the owner's.
    const rules = await ask(actor, "POST", "/business/bookings", { intent: "addBlackout", day: "2031-01-02" });
    expect(rules.status).toBe(403);
  }, 120_000);

  it("lets the demo staff member in at the partners' door, straight to the counter", async () => {
    const actor = new Actor("demo staff", baseUrl);
    const signedIn = await actor.post("/business/login", { email: DEMO_STAFF.email, password: DEMO_STAFF.password });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/business/redeem");
    expect((await ask(actor, "GET", "/business/redeem")).status).toBe(200);
    fail("dashboard", status(await ask(actor, "GET", "/business/dashboard"), 403));
  });

  it("records the staff member as the one who redeemed, and keeps undo the owner's", async () => {
    const { actor, userId } = await joinAsStaff("staff at the counter");
    const voucher = world.purchases.otherCustomer.vouchers.find((v) => v.dealId === world.deals.partnerLive)!;
    const redeemed = await ask(actor, "POST", "/business/redeem", { intent: "redeem", code: voucher.code });
    expect(redeemed.status).toBe(200);
    const { rows } = await app.pool.query<{ actor: string }>(
      "SELECT actor_user_id AS actor FROM voucher_events WHERE voucher_id = $1 AND to_status = 'redeemed'",
      [voucher.id],
    );
    expect(rows.map((r) => r.actor)).toEqual([userId]);
    const undo = await ask(actor, "POST", "/business/redeem", { intent: "undo", code: voucher.code });
    expect(undo.status).toBe(403);
    expect(await voucherStatus(voucher.id)).toBe("redeemed");
  });

  it("rejects a removed staff member's session cookie at once", async () => {
    const { actor, userId } = await joinAsStaff("removed staff");
    expect((await ask(actor, "GET", "/business/redeem")).status).toBe(200);
    const removed = await world.actors.partner.post("/business/staff", { intent: "remove", userId, name: "Stine" });
    expect(removed.status).toBe(200);
    fail("counter after removal", signInRedirect(await ask(actor, "GET", "/business/redeem"), "/business/login"));
    fail(
      "redeeming after removal",
      signInRedirect(
        await ask(actor, "POST", "/business/redeem", { intent: "lookup", code: "MAGIC-AAAAAAAA" }),
        "/business/login",
      ),
    );
    const { rows } = await app.pool.query("SELECT 1 FROM sessions WHERE user_id = $1", [userId]);
    expect(rows).toEqual([]);
    // Another partner's owner cannot remove the demo partner's staff.
    const other = await joinAsStaff("other's target");
    const refused = await world.actors.otherPartner.post("/business/staff", { intent: "remove", userId: other.userId });
    // 404 (not its staff), or its sign-in page when an earlier test here has suspended it.
    expect([302, 404]).toContain(refused.status);
    expect((await ask(other.actor, "GET", "/business/redeem")).status).toBe(200);
  });
});
