// Hostile input (issue 9, category "input"): every form and every endpoint of the built app,
// generated from its route list, gets missing fields, wrong types, oversize values, odd Unicode,
// markup, SQL metacharacters, silly numbers and dates, malformed JSON and wrong content types,
// as the role that makes its action really validate. Nothing may answer 5xx, show internals or
// echo live markup; bad input gets a 4xx with a message in the visitor's language. Script typed
// into stored fields must come back escaped on every page that shows it; huge bodies get a 413.
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { deals, mailMessages, users } from "../../db/schema.server";
import { CONSULTATION_SLOTS } from "../../domain/inbox/consultation-rules";
import { createSession } from "../../domain/accounts/sessions.server";
import { DICTIONARIES, translator } from "../../i18n/dictionaries.server";
import { HTML_LANG, type Language } from "../../i18n/languages";
import { localizedPath } from "../../server/language-urls";
import type { MessageKey } from "../../i18n/translate";
import { setupAppDatabase } from "../support/app-database";
import { HttpClient } from "../support/http-client";
import { formKey, isIdField, postForms, type PageForm } from "../support/input-forms";
import { CORE_PAYLOADS, formBody, ID_PAYLOADS, PAYLOADS, RAW_SCRIPT, scriptPayload } from "../support/input-payloads";
import { createCustomer, createPartner, randomOrgNumber } from "../../domain/demo/factories.server";
import { createDeal, endCreatedDeals } from "../support/partner-fixtures";
import { appRoutes } from "../support/route-inventory";
import { recordTally, tryCases } from "../support/security-summary";

const app = setupAppDatabase();
const baseUrl = inject("baseUrl");
const LANGS: readonly Language[] = ["no", "en"];
// Hundreds of requests per test: room for a busy machine (well under a minute on an idle one).
const SLOW = 300_000;

type Role = "anonymous" | "customer" | "partner" | "admin";

/** One form post target: who posts, where its form is rendered, and its fields when no form renders without JavaScript. */
interface PostTarget {
  role: Role;
  path: string;
  page?: string;
  /** intent value ("" for none) -> field names, used besides whatever the page renders. */
  variants?: Record<string, string[]>;
  /** Posting no fields at all is a valid request here (sign-out, clear cart …). */
  missingOk?: boolean;
}

interface RouteSpec {
  posts?: PostTarget[];
  /** Paths fetched with a hostile value in place of `{}` (query parameters, path segments). */
  gets?: { role: Role; path: string }[];
  /**
   * Paths whose query names rows: `{}` is one id (a JSON-carried one is written by `json`); the
   * answer says `message` in the visitor's language.
   */
  idGets?: { role: Role; path: string; message: MessageKey; json?: (id: string) => string }[];
}

const FEW_PAYLOADS = CORE_PAYLOADS.filter((p) =>
  ["no fields", "Norwegian letters", "NUL byte", "script tag", "max double"].includes(p.label),
);
const GET_PAYLOADS = new Set([
  "10 000 characters",
  "Norwegian letters",
  "NUL byte",
  "script tag",
  "statement",
  "max double",
  "beyond JS dates",
]);

/** The forms that get every payload kind (the others get the core ones). */
const FULL = new Set([
  "/contact",
  "/register",
  "/checkout",
  "/cart/lines",
  "/business/deals/new",
  "/business/consultation",
]);

interface Fixture {
  dealId: number;
  partnerDealId: number;
}

/** Plausible values for the fields around an id, so that the id alone decides the answer. */
const AROUND_ID: Record<string, string> = {
  packageKind: "basic",
  package: "basic",
  quantity: "1",
  reason: "Testbegrunnelse",
  code: "MAGIC-TEST2345",
  kind: "message",
  language: "no",
  reply: "Hei, og takk for meldingen.",
  email: "kunde@example.no",
  method: "card",
  terms: "on",
  cart: "[]",
  wishlist: "[]",
  lines: '[{"dealId":1,"packageKind":"basic","quantity":1}]',
};

/** A field's value beside the id being tried: what the page rendered, else a plausible one. */
function aroundId(name: string, rendered: string): string {
  if (rendered) return rendered;
  if (name in AROUND_ID) return AROUND_ID[name]!;
  // Another id in the same form (a merge id, an idempotency key): a well-formed one.
  return isIdField(name) || /Key$/.test(name) ? randomUUID() : "x";
}

/** JSON fields that carry ids: a cart's lines, or a wishlist's ids; the payload goes where the id goes. */
const JSON_WITH_IDS: Record<string, (id: string) => string> = (() => {
  const json = (id: string) => (/^-?\d+(\.\d+)?$/.test(id) ? id : JSON.stringify(id));
  const lines = (id: string) => `[{"dealId":${json(id)},"packageKind":"basic","quantity":1}]`;
  return { lines, cart: lines, wishlist: (id) => `[${json(id)}]` };
})();

/** Every route of the app, classified. A route missing here fails the suite. */
function routeTable(f: Fixture): Record<string, RouteSpec> {
  const anonymous = (path: string) => ({ role: "anonymous" as const, path });
  const signIn = { "": ["email", "password", "remember", "redirectTo"] };
  return {
    "/": { gets: [anonymous("/?q={}")] },
    "/language": {
      posts: [
        { role: "anonymous", path: "/language", page: "/", variants: { "": ["lang", "redirectTo"] }, missingOk: true },
      ],
    },
    "/deals": {
      gets: ["q", "category", "minPrice", "maxPrice", "rating", "city", "sort", "page", "near"].map((p) =>
        anonymous(`/deals?${p}={}`),
      ),
    },
    "/deals/:categoryId": { gets: [anonymous("/deals/{}"), anonymous("/deals/beauty-spa?q={}&page={}&sort={}")] },
    "/deals/by/:city": { gets: [anonymous("/deals/by/{}"), anonymous("/deals/by/bergen?q={}&near={}&sort={}")] },
    "/deal/:dealId": {
      gets: [anonymous("/deal/{}")],
      posts: [
        { role: "anonymous", path: `/deal/${f.dealId}`, variants: { "": ["package", "quantity"] } },
        { role: "customer", path: `/deal/${f.dealId}`, variants: { "": ["package", "quantity"] } },
      ],
    },
    "/contact": { posts: [{ role: "anonymous", path: "/contact" }] },
    "/newsletter": { posts: [{ role: "anonymous", path: "/newsletter", page: "/", variants: { "": ["email"] } }] },
    "/offers/beauty": {},
    "/offers/photography": {},
    "/about": {},
    "/how-it-works": {},
    "/faq": {},
    "/help": {},
    "/terms": {},
    "/business/agreement": {},
    "/privacy": {},
    "/success-stories": {},
    "/login": {
      gets: [anonymous("/login?redirectTo={}")],
      posts: [{ role: "anonymous", path: "/login", variants: signIn }],
    },
    "/signin": { posts: [{ role: "anonymous", path: "/signin", page: "/login", variants: signIn }] },
    "/register": { posts: [{ role: "anonymous", path: "/register" }] },
    "/logout": { posts: [{ role: "anonymous", path: "/logout", variants: { "": [] }, missingOk: true }] },
    "/forgot-password": { posts: [{ role: "anonymous", path: "/forgot-password" }] },
    "/reset-password/:token": {
      gets: [anonymous("/reset-password/{}")],
      posts: [
        { role: "anonymous", path: "/reset-password/not-a-token", variants: { "": ["password", "confirmPassword"] } },
      ],
    },
    // E-mailed links: a page with one button (one-click unsubscribe also takes a bare POST), and a
    // guest order's page (its refund form).
    ...Object.fromEntries(
      [
        "/verify-email",
        "/newsletter/confirm",
        "/newsletter/unsubscribe",
        "/deal-alerts/confirm",
        "/deal-alerts/unsubscribe",
        "/business/consultation/confirm",
        "/orders",
        "/gift",
      ].map((path) => [
        `${path}/:token`,
        {
          gets: [anonymous(`${path}/{}`)],
          posts: [{ role: "anonymous" as const, path: `${path}/not-a-token`, variants: { "": [] }, missingOk: true }],
        },
      ]),
    ),
    // A guest order's booking page: an unsigned link is not found, whatever is posted.
    "/orders/:token/vouchers/:voucherId/booking": {
      gets: [anonymous("/orders/not-a-token/vouchers/{}/booking")],
      posts: [
        {
          role: "anonymous",
          path: `/orders/not-a-token/vouchers/${randomUUID()}/booking`,
          variants: { "": [] },
          missingOk: true,
        },
      ],
    },
    "/account": {},
    "/account/settings": { posts: [{ role: "customer", path: "/account/settings" }] },
    // Asking for a download link needs no field but the button's intent.
    "/account/my-data": {
      posts: [
        {
          role: "customer",
          path: "/account/my-data",
          page: "/account/settings",
          variants: { export: [], delete: ["password"] },
          missingOk: true,
        },
      ],
    },
    "/account/my-data/:token": { gets: [{ role: "customer", path: "/account/my-data/{}" }] },
    "/account/delete/:token": {
      gets: [{ role: "customer", path: "/account/delete/{}" }],
      posts: [{ role: "customer", path: "/account/delete/not-a-link", variants: { "": [] }, missingOk: true }],
    },
    "/wishlist": {},
    "/me": {},
    "/wishlist/deals": {
      gets: [anonymous("/wishlist/deals?ids={}")],
      idGets: [
        { ...anonymous("/wishlist/deals?ids={}"), message: "wishlist.idsInvalid" },
        { ...anonymous(`/wishlist/deals?ids=${f.dealId},{}`), message: "wishlist.idsInvalid" },
      ],
    },
    // Which of a deal's reviews the reader marked "Nyttig": a bad deal id answers 400 JSON.
    "/reviews/voted": { gets: [{ role: "customer", path: "/reviews/voted?deal={}" }] },
    "/recently-viewed": {
      gets: [anonymous("/recently-viewed?ids={}&lang={}")],
      idGets: [
        { ...anonymous("/recently-viewed?ids={}"), message: "wishlist.idsInvalid" },
        { ...anonymous(`/recently-viewed?ids=${f.dealId},{}`), message: "wishlist.idsInvalid" },
      ],
      posts: [{ role: "customer", path: "/recently-viewed", variants: { "": ["ids", "lang"] } }],
    },
    "/cart": {
      gets: [anonymous("/cart?add={}&package={}&quantity={}")],
      idGets: [{ ...anonymous("/cart?add={}&package=basic&quantity=1"), message: "cartPage.addRefused" }],
    },
    "/search/suggestions": { gets: [anonymous("/search/suggestions?q={}&lang={}")] },
    "/cart/prices": {
      gets: [anonymous("/cart/prices?lines={}")],
      idGets: [{ ...anonymous("/cart/prices?lines={}"), message: "cartPage.linesInvalid", json: JSON_WITH_IDS.lines }],
    },
    "/checkout": {
      posts: ["anonymous", "customer"].map((role) => ({
        role: role as Role,
        path: "/checkout",
        variants: { "": ["idempotencyKey", "lines", "email", "method", "terms", "giftCardCode"] },
      })),
    },
    "/checkout/return": { gets: [anonymous("/checkout/return?hold={}&sig={}")] },
    "/payment/success": { gets: [anonymous("/payment/success?order={}")] },
    "/account/vouchers": { posts: [{ role: "customer", path: "/account/vouchers", variants: { "": ["voucherId"] } }] },
    // Another voucher than the customer's own: its checks run before "not found" answers.
    "/account/vouchers/:voucherId/review": {
      posts: [
        { role: "customer", path: `/account/vouchers/${randomUUID()}/review`, variants: { "": ["rating", "text"] } },
      ],
    },
    "/vouchers/:voucherId/pdf": { gets: [anonymous("/vouchers/{}/pdf")] },
    "/orders/:orderId/receipt.pdf": { gets: [anonymous("/orders/{}/receipt.pdf")] },
    "/uploads/:file": { gets: [anonymous("/uploads/{}")] },
    "/sitemap.xml": {},
    "/robots.txt": {},
    "/account/favorites": {},
    "/account/gift-cards": {},
    "/gavekort": {
      posts: [{ role: "customer", path: "/gavekort", variants: { "": ["idempotencyKey", "amount", "method"] } }],
    },
    "/cart/lines": {
      posts: [
        {
          role: "customer",
          path: "/cart/lines",
          variants: Object.fromEntries(
            ["add", "set", "remove", "clear"].map((intent) => [intent, ["dealId", "packageKind", "quantity"]]),
          ),
        },
      ],
    },
    "/cart/merge": {
      posts: [{ role: "customer", path: "/cart/merge", variants: { "": ["mergeId", "cart", "wishlist"] } }],
    },
    "/cart/gift": {
      posts: [
        {
          role: "customer",
          path: "/cart/gift",
          variants: Object.fromEntries(
            ["add", "set", "remove"].map((intent) => [
              intent,
              ["dealId", "packageKind", "quantity", "recipientName", "recipientEmail", "message", "deliverOn"],
            ]),
          ),
        },
      ],
    },
    "/wishlist/items": {
      posts: [{ role: "customer", path: "/wishlist/items", variants: { add: ["dealId"], remove: ["dealId"] } }],
    },
    "/vouchers/:voucherId/email": {
      posts: [{ role: "customer", path: `/vouchers/${randomUUID()}/email`, variants: { "": [] }, missingOk: false }],
    },
    "/reviews/:reviewId/helpful": {
      posts: [{ role: "customer", path: `/reviews/${randomUUID()}/helpful`, variants: { "": [] }, missingOk: false }],
    },
    "/business": {},
    "/business/register": { gets: [anonymous("/business/register?plan={}")] },
    "/business/login": {
      gets: [anonymous("/business/login?redirectTo={}")],
      posts: [{ role: "anonymous", path: "/business/login", variants: signIn }],
    },
    "/api/business/register": {}, // JSON and form bodies: its own cases below
    "/business/marketing": {},
    "/business/solutions": {},
    "/business/consultation": {
      gets: [anonymous("/business/consultation?package={}")],
      posts: [
        {
          role: "anonymous",
          path: "/business/consultation",
          variants: { "": ["businessName", "contactName", "email", "phone", "date", "time", "message", "package"] },
        },
      ],
    },
    "/business/consultation/booked-slots": { gets: [anonymous("/business/consultation/booked-slots?date={}")] },
    "/business/consultant": {},
    "/business/dashboard": {
      gets: [{ role: "partner", path: "/business/dashboard?days={}" }],
      posts: [
        {
          role: "partner",
          path: "/business/dashboard",
          variants: { changePlan: ["plan"], createKey: ["name"], revokeKey: ["keyId"] },
        },
      ],
    },
    "/api/business/analytics": { gets: [{ role: "partner", path: "/api/business/analytics?days={}" }] },
    "/api/business/deals": { gets: [{ role: "partner", path: "/api/business/deals?x={}" }] },
    "/api/docs": {},
    "/api/*": { gets: [anonymous("/api/{}")] },
    "/business/deals": {
      posts: [
        {
          role: "partner",
          path: "/business/deals",
          variants: { pause: ["dealId"], resume: ["dealId"], end: ["dealId"] },
        },
      ],
    },
    "/business/deals/new": { posts: [{ role: "partner", path: "/business/deals/new" }] },
    "/business/deals/:dealId/edit": {
      gets: [{ role: "partner", path: "/business/deals/{}/edit" }],
      posts: [{ role: "partner", path: `/business/deals/${f.partnerDealId}/edit` }],
    },
    // "Send til godkjenning" needs no field but the button's intent.
    "/business/deals/:dealId/preview": {
      gets: [{ role: "partner", path: "/business/deals/{}/preview" }],
      posts: [
        {
          role: "partner",
          path: `/business/deals/${f.partnerDealId}/preview`,
          variants: { submit: [] },
          missingOk: true,
        },
      ],
    },
    "/business/redeem": {
      posts: [
        {
          role: "partner",
          path: "/business/redeem",
          variants: { lookup: ["code"], redeem: ["code"], undo: ["code"] },
        },
      ],
    },
    "/business/profile": { posts: [{ role: "partner", path: "/business/profile" }] },
    "/business/locations": {
      gets: [{ role: "partner", path: "/business/locations?edit={}" }],
      posts: [
        {
          role: "partner",
          path: "/business/locations",
          variants: {
            add: ["name", "address", "postalCode", "city", "phone"],
            update: ["id", "name", "address", "postalCode", "city", "phone"],
            remove: ["id"],
          },
        },
      ],
    },
    "/business/staff": {
      posts: [
        {
          role: "partner",
          path: "/business/staff",
          variants: { invite: ["email"], cancel: ["inviteId"], remove: ["userId", "name"] },
        },
      ],
    },
    "/business/staff/join/:token": {
      gets: [anonymous("/business/staff/join/{}")],
      posts: [
        {
          role: "anonymous",
          path: "/business/staff/join/not-a-token",
          variants: { create: ["name", "password", "confirmPassword"] },
        },
      ],
    },
    "/business/bookings": {
      gets: [{ role: "partner", path: "/business/bookings?view={}&date={}" }],
      posts: [
        {
          role: "partner",
          path: "/business/bookings",
          variants: {
            settings: ["enabled", "slotMinutes", "capacity", "cutoffHours"],
            addBlackout: ["day"],
            removeBlackout: ["day"],
            redeem: ["bookingId"],
          },
        },
      ],
    },
    "/account/vouchers/:voucherId/booking": {
      gets: [{ role: "customer", path: "/account/vouchers/{}/booking" }],
      posts: [
        {
          role: "customer",
          path: `/account/vouchers/${randomUUID()}/booking`,
          variants: { book: ["startsAt"], cancel: [] },
        },
      ],
    },
    "/business/payouts": {
      posts: [{ role: "partner", path: "/business/payouts", variants: { "": ["accountNumber"] } }],
    },
    "/business/payouts/:payoutId/statement.pdf": {
      gets: [{ role: "partner", path: "/business/payouts/{}/statement.pdf" }],
    },
    "/business/payouts/:payoutId/statement.csv": {
      gets: [{ role: "partner", path: "/business/payouts/{}/statement.csv" }],
    },
    "/admin": {},
    "/admin/partners": {
      posts: [
        {
          role: "admin",
          path: "/admin/partners",
          variants: { approve: ["partnerId"], reject: ["partnerId", "reason"] },
        },
      ],
    },
    "/admin/deals": {
      posts: [
        {
          role: "admin",
          path: "/admin/deals",
          variants: Object.fromEntries(["approveDeal", "rejectDeal"].map((intent) => [intent, ["id", "reason"]])),
        },
      ],
    },
    "/admin/customers": { gets: [{ role: "admin", path: "/admin/customers?q={}" }] },
    "/admin/orders": {
      gets: [{ role: "admin", path: "/admin/orders?q={}&user={}" }],
      idGets: [{ role: "admin", path: "/admin/orders?user={}", message: "admin.common.notFound" }],
      posts: [
        {
          role: "admin",
          path: "/admin/orders",
          variants: { refund: ["voucherId", "code", "reason"], void: ["voucherId", "code", "reason"] },
        },
      ],
    },
    "/business/reviews": {
      posts: [{ role: "partner", path: "/business/reviews", variants: { "": ["reviewId", "reply"] } }],
    },
    "/admin/reviews": {
      posts: [{ role: "admin", path: "/admin/reviews", variants: { hide: ["reviewId", "reason"] } }],
    },
    "/admin/inbox": {
      gets: [{ role: "admin", path: "/admin/inbox?status={}" }],
      posts: [
        {
          role: "admin",
          path: "/admin/inbox",
          variants: Object.fromEntries(
            ["reply", "markNew", "markHandled"].map((intent) => [intent, ["kind", "id", "language", "reply"]]),
          ),
        },
      ],
    },
    "/admin/outbox": {
      gets: [{ role: "admin", path: "/admin/outbox?id={}" }],
      idGets: [{ role: "admin", path: "/admin/outbox?id={}", message: "admin.common.notFound" }],
    },
    "/admin/newsletter": {},
    "/admin/newsletter.csv": {},
    "/admin/audit": {},
    "/admin/payouts": {
      posts: [{ role: "admin", path: "/admin/payouts", variants: { approve: ["runId"], markPaid: ["runId"] } }],
    },
    "/admin/payouts/:runId/payout-file.csv": { gets: [{ role: "admin", path: "/admin/payouts/{}/payout-file.csv" }] },
    "/admin/promo-codes": {
      posts: [
        {
          role: "admin",
          path: "/admin/promo-codes",
          variants: {
            create: ["code", "kind", "value", "minTotal", "perCustomerLimit", "totalLimit", "validFrom", "validTo"],
            activate: ["id"],
            deactivate: ["id"],
          },
        },
      ],
    },
    "/*": { gets: [anonymous("/{}")] },
  };
}

// ---------------------------------------------------------------------------------------------
// Visitors and requests

interface Visitor {
  role: Role;
  lang: Language;
  http: HttpClient;
  /** The client's cookies, kept from answers only for visitors that sign up during the test. */
  jar?: Map<string, string>;
}

const visitors = new Map<string, Visitor>();
const visitor = (role: Role, lang: Language): Visitor => visitors.get(`${role}:${lang}`)!;

const randomIp = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

interface Answer {
  status: number;
  type: string;
  text: string;
}

/** A request as the visitor, from a fresh client address each time (so throttles never answer for validation). */
async function send(
  who: Visitor,
  method: "GET" | "POST",
  path: string,
  options: { body?: BodyInit; contentType?: string | null; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    Cookie: who.http.cookieHeader(),
    "X-Forwarded-For": randomIp(),
    ...(method === "POST" ? { Origin: baseUrl } : {}),
    ...options.headers,
  };
  if (options.contentType) headers["Content-Type"] = options.contentType;
  const init: RequestInit & { duplex?: "half" } = { method, headers, redirect: "manual" };
  if (options.body !== undefined) {
    init.body = options.body;
    if (options.body instanceof ReadableStream) init.duplex = "half";
  }
  if (options.contentType === null) {
    // fetch adds a content type for string bodies; a Blob without a type sends none.
    init.body = new Blob([typeof options.body === "string" ? options.body : ""]);
  }
  // An English visitor opens the English addresses: a shared page's bare address is Norwegian for
  // everyone (decision 030), and so is its answer to a form.
  const response = await fetch(baseUrl + (who.lang === "en" ? localizedPath(path, "en") : path), init);
  for (const cookie of who.jar ? response.headers.getSetCookie() : []) {
    const [name = "", value = ""] = (cookie.split(";")[0] ?? "").split("=");
    who.jar!.set(name.trim(), value);
  }
  return { status: response.status, type: response.headers.get("Content-Type") ?? "", text: await response.text() };
}

// ---------------------------------------------------------------------------------------------
// What every answer must (not) be

const LEAKS: readonly [RegExp, string][] = [
  [/\n\s+at \S/, "stack trace"],
  [/node_modules/, "node_modules path"],
  [/\w*Error: /, "error text"],
  [/SELECT |INSERT INTO|UPDATE \w+ SET/, "SQL"],
  [/violates|syntax error|invalid input syntax|out of range for type/i, "database error"],
  [/postgres|drizzle|\bpg_/i, "database name"],
];

const flatten = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : typeof value === "object" && value !== null
      ? Object.values(value).flatMap(flatten)
      : [];
/** Dictionary strings that exist only in the other language: a message among them is in the wrong language. */
const ONLY_IN_OTHER: Record<Language, Set<string>> = {
  no: new Set(flatten(DICTIONARIES.en).filter((s) => !new Set(flatten(DICTIONARIES.no)).has(s))),
  en: new Set(flatten(DICTIONARIES.no).filter((s) => !new Set(flatten(DICTIONARIES.en)).has(s))),
};

function withoutEcho(text: string, typed: readonly string[]): string {
  let rest = text;
  for (const value of typed) {
    if (value.length < 4) continue;
    const escaped = value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
    for (const form of [value, escaped, JSON.stringify(value).slice(1, -1)]) rest = rest.split(form).join("");
  }
  return rest;
}

interface Expectation {
  /** A 4xx is the only right answer (bad input). */
  refused?: boolean;
  /** Values typed into the request (to tell an echo from a leak). */
  typed?: readonly string[];
}

/** The problems with one answer; none means it passed. */
function problemsWith(answer: Answer, who: Visitor, expectation: Expectation = {}): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (expectation.refused && (answer.status < 400 || answer.status >= 500))
    problems.push(`status ${answer.status} for bad input, expected a 4xx`);
  const body = withoutEcho(answer.text, expectation.typed ?? []);
  for (const [pattern, what] of LEAKS)
    if (pattern.test(body)) problems.push(`${what} in the body: ${pattern.exec(body)![0]}`);
  // JSON is data, not markup (served as application/json with nosniff): only pages must escape.
  if (!answer.type.includes("application/json") && RAW_SCRIPT.test(answer.text))
    problems.push("the script payload came back unescaped");
  // 404/405 need no explanation; 414/431 come from Node's HTTP parser (URL or headers too long),
  // before the app and its languages, as a bare status.
  if (answer.status >= 400 && answer.status < 500 && ![404, 405, 414, 431].includes(answer.status)) {
    const t = translator(who.lang);
    if (answer.type.includes("application/json")) {
      const json = JSON.parse(answer.text) as {
        message?: unknown;
        errors?: unknown;
        reason?: unknown;
        result?: unknown;
      };
      const messages = flatten([json.message, json.errors, json.result]);
      if (messages.length === 0 && typeof json.reason !== "string")
        problems.push(`${answer.status} JSON without a message`);
      for (const message of messages)
        if (ONLY_IN_OTHER[who.lang].has(message)) problems.push(`message in the wrong language: ${message}`);
    } else if (answer.type.includes("text/html")) {
      if (!answer.text.includes(`<html lang="${HTML_LANG[who.lang]}"`)) problems.push(`page not in ${who.lang}`);
      if (answer.text.includes(`>${t("errors.serverErrorTitle")}</h1>`))
        problems.push(`${answer.status} shown as the generic failure page, without its message`);
    } else {
      problems.push(`${answer.status} answered as ${answer.type || "no content type"}`);
    }
  }
  return problems;
}

function check(label: string, answer: Answer, who: Visitor, expectation?: Expectation): void {
  const problems = problemsWith(answer, who, expectation);
  if (problems.length > 0)
    throw new Error(`${label} [${who.role}, ${who.lang}] -> ${answer.status}: ${problems.join("; ")}`);
}

// ---------------------------------------------------------------------------------------------
// Set-up: a fresh customer and partner of our own (changes to them touch nobody else), the demo admin.

let fixture: Fixture;

async function sessionCookieFor(userId: string): Promise<string> {
  return (await createSession(app.db, userId, false)).token;
}

beforeAll(async () => {
  const customer = await createCustomer(app.db, { email: `input-${randomUUID()}@example.no`, name: "Inga Input" });
  const partner = await createPartner(app.db, { status: "approved", plan: "growth", name: "Input Bedrift" });
  const partnerDeal = await createDeal(app.db, partner.partnerId, { status: "draft" });
  const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, "admin@demo.magicdeals.no"));
  const [deal] = await app.db.select({ id: deals.id }).from(deals).where(eq(deals.status, "published")).limit(1);
  fixture = { dealId: deal!.id, partnerDealId: partnerDeal.id };
  const sessions: Record<Role, string | null> = {
    anonymous: null,
    customer: await sessionCookieFor(customer.id),
    partner: await sessionCookieFor(partner.userId),
    admin: await sessionCookieFor(admin!.id),
  };
  for (const [role, session] of Object.entries(sessions) as [Role, string | null][]) {
    for (const lang of LANGS) {
      const cookies = new Map([["language", lang], ...(session ? [["session", session] as [string, string]] : [])]);
      const http = new HttpClient(baseUrl, cookies, randomIp());
      visitors.set(`${role}:${lang}`, { role, lang, http });
    }
  }
});

afterAll(() => endCreatedDeals(app.db));

// ---------------------------------------------------------------------------------------------

interface FormVariant {
  target: PostTarget;
  form: Pick<PageForm, "action" | "values" | "typed" | "secret">;
}

/** The forms each post target gets: those its page renders (read from the HTML) and the listed ones. */
async function formVariants(table: Record<string, RouteSpec>): Promise<FormVariant[]> {
  const variants = new Map<string, FormVariant>();
  for (const spec of Object.values(table)) {
    for (const target of spec.posts ?? []) {
      const page = target.page ?? target.path;
      const html = await (await visitor(target.role, "no").http.get(page)).text();
      const rendered = postForms(html, page).filter((form) => form.action === target.path);
      for (const form of rendered) variants.set(`${target.role} ${formKey(form)}`, { target, form });
      for (const [intent, fields] of Object.entries(target.variants ?? {})) {
        const values = new Map(fields.map((field) => [field, ""] as [string, string]));
        if (intent) values.set("intent", intent);
        const form = { action: target.path, values, typed: new Set<string>(), secret: new Set<string>() };
        const key = `${target.role} ${formKey(form)}`;
        if (![...variants.keys()].some((known) => known === key)) variants.set(key, { target, form });
      }
    }
  }
  return [...variants.values()];
}

describe("hostile input", () => {
  it("classifies every route of the app", async () => {
    const table = routeTable({ dealId: 1, partnerDealId: 1 });
    const unclassified = (await appRoutes()).map((route) => route.pattern).filter((pattern) => !(pattern in table));
    expect(unclassified, "routes the input suite does not know: add them to routeTable").toEqual([]);
  });

  it(
    "every form survives every payload kind, in both languages",
    async () => {
      const variants = await formVariants(routeTable(fixture));
      // Forms the pages render must be found, or a page change silently shrinks the suite.
      const discovered = variants.filter((v) => v.form.typed.size + v.form.secret.size > 0).length;
      expect(discovered).toBeGreaterThanOrEqual(10);
      // Every payload on the main forms, the core ones on every other form, a few on each further
      // intent of the same form (the fields are read the same way; only the intent differs).
      const seen = new Set<string>();
      const cases = variants.flatMap((variant) => {
        const address = `${variant.target.role} ${variant.target.path}`;
        const first = !seen.has(address);
        seen.add(address);
        const payloads = !first ? FEW_PAYLOADS : FULL.has(variant.target.path) ? PAYLOADS : CORE_PAYLOADS;
        return payloads.map((payload, index) => ({ variant, payload, index }));
      });
      const failures = await tryCases("input", cases, async ({ variant, payload, index }) => {
        const who = visitor(variant.target.role, LANGS[index % 2]!);
        const kept: Record<string, string> = {};
        const intent = variant.form.values.get("intent");
        if (intent !== undefined) kept.intent = intent;
        const body = formBody(variant.form.values.keys(), payload, kept);
        const label = `POST ${variant.target.path} intent=${intent ?? "-"} with ${payload.label}`;
        // A request that dies on the way says which one it was.
        const answer = await send(who, "POST", variant.target.path, { body }).catch((error: unknown) => {
          throw new Error(`${label} [${who.lang}]: ${error instanceof Error ? error.message : String(error)}`);
        });
        const filled = [...body.keys()].some((field) => !(field in kept));
        const refused =
          (payload.kind === "oversize" && filled) ||
          (payload.kind === "missing" && !variant.target.missingOk && intent !== "clear");
        check(label, answer, who, { refused, typed: [payload.value] });
        // A re-rendered form keeps what was typed (passwords excepted).
        if (answer.status === 400 && answer.type.includes("text/html") && payload.label === "Norwegian letters") {
          const kept = answer.text.split(payload.value).length - 1;
          // A photo's alt texts belong to the photo its hidden photoRef names: with that replaced by
          // the payload the photo is refused (not the partner's), and its alt texts with it.
          const photoTexts = body.has("photoRef") ? ["photoAltNo", "photoAltEn"] : [];
          const expected = [...variant.form.typed].filter((name) => !photoTexts.includes(name)).length;
          if (kept < expected)
            throw new Error(`${label} [${who.lang}]: typed values lost (${kept} of ${expected} kept)`);
        }
      });
      expect(failures).toEqual([]);
    },
    SLOW,
  );

  it(
    "every field and path segment that takes an id refuses ids that name no row, with a 4xx",
    async () => {
      const table = routeTable(fixture);
      const variants = (await formVariants(table)).filter((v) => v.form.values.get("intent") !== "clear");
      const cases = variants.flatMap((variant) =>
        [...variant.form.values.keys()]
          .filter((field) => isIdField(field) || field in JSON_WITH_IDS)
          .flatMap((field) => ID_PAYLOADS.map((payload, index) => ({ variant, field, payload, index }))),
      );
      // The id-taking forms must be found, or a page change silently shrinks the test.
      expect(new Set(cases.map((c) => c.variant.target.path)).size).toBeGreaterThanOrEqual(10);
      const failures = await tryCases("input", cases, async ({ variant, field, payload, index }) => {
        const who = visitor(variant.target.role, LANGS[index % 2]!);
        const body = new URLSearchParams();
        for (const [name, rendered] of variant.form.values) {
          body.set(
            name,
            name === field ? (JSON_WITH_IDS[name]?.(payload.value) ?? payload.value) : aroundId(name, rendered),
          );
        }
        const answer = await send(who, "POST", variant.target.path, { body });
        const intent = variant.form.values.get("intent") ?? "-";
        check(`POST ${variant.target.path} intent=${intent} with ${field} = ${payload.label}`, answer, who, {
          refused: true,
          typed: [payload.value],
        });
      });

      // Ids in the path: a page answers 404, a post to it a 4xx.
      const paths = (await appRoutes()).filter((route) => /:[a-z]+Id(\/|$)/.test(route.pattern));
      expect(paths.length).toBeGreaterThanOrEqual(4);
      const pathCases = paths.flatMap((route) => {
        const spec = table[route.pattern] ?? {};
        const getRole = spec.gets?.[0]?.role ?? spec.posts?.[0]?.role ?? "anonymous";
        const gets = route.hasLoader ? [{ method: "GET" as const, role: getRole, fields: [] as string[] }] : [];
        const posts = (spec.posts ?? []).map((target) => ({
          method: "POST" as const,
          role: target.role,
          fields: Object.values(target.variants ?? {}).flat(),
        }));
        return [...gets, ...posts].flatMap((request) =>
          ID_PAYLOADS.map((payload, index) => ({ route, request, payload, index })),
        );
      });
      failures.push(
        ...(await tryCases("input", pathCases, async ({ route, request, payload, index }) => {
          const who = visitor(request.role, LANGS[index % 2]!);
          const path = route.pattern.replace(/:[a-zA-Z]+/g, encodeURIComponent(payload.value));
          const body = new URLSearchParams();
          for (const name of request.fields) body.set(name, aroundId(name, ""));
          const answer = await send(who, request.method, path, request.method === "POST" ? { body } : {});
          const label = `${request.method} ${route.pattern} with ${payload.label}`;
          check(label, answer, who, { refused: true, typed: [payload.value] });
          if (request.method === "GET" && answer.status !== 404)
            throw new Error(`${label} [${who.role}, ${who.lang}] -> ${answer.status}, expected 404`);
        })),
      );
      expect(failures).toEqual([]);
    },
    SLOW,
  );

  it(
    "every query parameter that takes an id refuses ids that name no row, with a 4xx and a message",
    async () => {
      const idGets = Object.values(routeTable(fixture)).flatMap((spec) => spec.idGets ?? []);
      expect(idGets.length).toBeGreaterThanOrEqual(4);
      const cases = idGets.flatMap((get) => ID_PAYLOADS.map((payload, index) => ({ get, payload, index })));
      const failures = await tryCases("input", cases, async ({ get, payload, index }) => {
        const who = visitor(get.role, LANGS[index % 2]!);
        const value = get.json ? get.json(payload.value) : payload.value;
        const answer = await send(who, "GET", get.path.replace("{}", encodeURIComponent(value)));
        check(`GET ${get.path} with ${payload.label}`, answer, who, { refused: true, typed: [payload.value] });
        const label = `GET ${get.path} with ${payload.label} [${who.role}, ${who.lang}]`;
        if (answer.status !== 400) throw new Error(`${label} -> ${answer.status}, expected 400`);
        const message = translator(who.lang)(get.message);
        if (!answer.text.includes(message)) throw new Error(`${label}: the answer does not say "${message}"`);
      });
      expect(failures).toEqual([]);
    },
    SLOW,
  );

  it(
    "every form refuses wrong content types with a clear message",
    async () => {
      const variants = await formVariants(routeTable(fixture));
      const bodies = [
        { label: "JSON", contentType: "application/json", body: '{"email":"a@b.no"}' },
        { label: "text/plain", contentType: "text/plain", body: "email=a@b.no" },
        { label: "XML", contentType: "application/xml", body: "<email>a@b.no</email>" },
        { label: "no content type", contentType: null, body: "email=a@b.no" },
        { label: "broken multipart", contentType: "multipart/form-data; boundary=x", body: "--x\r\nnonsense" },
      ];
      // One form per address is enough: the body is refused before any field is read.
      const onePerPath = [
        ...new Map(variants.map((variant) => [`${variant.target.role} ${variant.target.path}`, variant])).values(),
      ];
      const cases = onePerPath.flatMap((variant) => bodies.map((body, index) => ({ variant, body, index })));
      const failures = await tryCases("input", cases, async ({ variant, body, index }) => {
        const who = visitor(variant.target.role, LANGS[index % 2]!);
        const answer = await send(who, "POST", variant.target.path, { body: body.body, contentType: body.contentType });
        check(`POST ${variant.target.path} as ${body.label}`, answer, who, { refused: true });
      });
      expect(failures).toEqual([]);
    },
    SLOW,
  );

  it(
    "every loader with parameters survives hostile query strings and path segments",
    async () => {
      const gets = Object.values(routeTable(fixture)).flatMap((spec) => spec.gets ?? []);
      const payloads = CORE_PAYLOADS.filter((p) => GET_PAYLOADS.has(p.label));
      const cases = gets.flatMap((get) => payloads.map((payload, index) => ({ get, payload, index })));
      const failures = await tryCases("input", cases, async ({ get, payload, index }) => {
        const who = visitor(get.role, LANGS[index % 2]!);
        const path = get.path.replaceAll("{}", encodeURIComponent(payload.value));
        const answer = await send(who, "GET", path);
        check(`GET ${get.path} with ${payload.label}`, answer, who, { typed: [payload.value] });
      });
      expect(failures).toEqual([]);
    },
    SLOW,
  );

  it("the partner sign-up endpoint refuses malformed JSON, wrong types and wrong content types", async () => {
    const valid = () => ({
      name: "Input Bedrift AS",
      orgNumber: randomOrgNumber(),
      email: `input-${randomUUID()}@example.no`,
      phone: "+4791234567",
      website: "",
      description: "En bedrift.",
      city: "Oslo",
      address: "Gate 1",
      contactPerson: "Ola",
      plan: "starter",
      password: "passord-123",
      confirmPassword: "passord-123",
      acceptAgreement: true,
    });
    const withAll = (value: unknown) => JSON.stringify(Object.fromEntries(Object.keys(valid()).map((k) => [k, value])));
    const json = "application/json";
    const bodies: { label: string; body: string; contentType: string | null }[] = [
      { label: "truncated JSON", body: '{"name":', contentType: json },
      { label: "not JSON", body: "name=x", contentType: json },
      { label: "empty body", body: "", contentType: json },
      { label: "JSON null", body: "null", contentType: json },
      { label: "JSON array", body: "[1,2,3]", contentType: json },
      { label: "JSON string", body: '"hei"', contentType: json },
      { label: "deep nesting", body: "[".repeat(100_000) + "]".repeat(100_000), contentType: json },
      { label: "invalid UTF-8", body: "", contentType: json },
      { label: "numbers everywhere", body: withAll(12345), contentType: json },
      { label: "NaN-like numbers", body: withAll(1e308), contentType: json },
      { label: "objects everywhere", body: withAll({ $gt: "" }), contentType: json },
      { label: "arrays everywhere", body: withAll(["a", "b"]), contentType: json },
      { label: "10 000-item arrays", body: withAll(Array.from({ length: 10_000 }, (_, i) => i)), contentType: json },
      { label: "booleans everywhere", body: withAll(true), contentType: json },
      { label: "nulls everywhere", body: withAll(null), contentType: json },
      {
        label: "unknown fields",
        body: JSON.stringify({ ...valid(), role: "admin", status: "approved" }),
        contentType: json,
      },
      {
        label: "prototype keys",
        body: JSON.stringify({ ...valid(), __proto__: { x: 1 } }).replace(
          '"name"',
          '"__proto__":{"admin":true},"name"',
        ),
        contentType: json,
      },
      {
        label: "logo not a data URL",
        body: JSON.stringify({ ...valid(), logo: "javascript:alert(1)" }),
        contentType: json,
      },
      { label: "logo as an object", body: JSON.stringify({ ...valid(), logo: { src: "x" } }), contentType: json },
      {
        label: "password mismatch with script name",
        body: JSON.stringify({ ...valid(), name: scriptPayload("reg"), confirmPassword: "x" }),
        contentType: json,
      },
      { label: "text/plain", body: JSON.stringify(valid()), contentType: "text/plain" },
      { label: "no content type", body: JSON.stringify(valid()), contentType: null },
      {
        label: "JSON with charset",
        body: JSON.stringify({ ...valid(), plan: "diamond" }),
        contentType: "application/json; charset=latin1",
      },
      ...PAYLOADS.filter((p) => p.kind !== "missing").map((p) => ({
        label: `every field ${p.label}`,
        body: withAll(p.value),
        contentType: json,
      })),
    ];
    const cases = bodies.map((body, index) => ({ body, index }));
    const failures = await tryCases("input", cases, async ({ body, index }) => {
      const who = visitor("anonymous", LANGS[index % 2]!);
      const payload: BodyInit = body.label === "invalid UTF-8" ? new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) : body.body;
      const answer = await send(who, "POST", "/api/business/register", {
        body: payload,
        contentType: body.contentType,
      });
      check(`POST /api/business/register with ${body.label}`, answer, who, { refused: true, typed: [body.body] });
    });
    // The unknown /api/* paths answer JSON 404s whatever is posted.
    const lost = await send(visitor("anonymous", "no"), "POST", "/api/nope", { body: "{", contentType: json });
    expect(lost.status).toBe(404);
    expect(failures).toEqual([]);
  });

  it("a NUL character in otherwise valid input is stored without it, not a database error", async () => {
    const guest = visitor("anonymous", "en");
    const partner = visitor("partner", "no");
    const cases: {
      who: Visitor;
      path: string;
      body: BodyInit;
      contentType?: string;
      headers: Record<string, string>;
    }[] = [
      {
        who: guest,
        path: "/contact",
        body: new URLSearchParams({
          name: "Nul\u0000 Person",
          email: "nul@example.no",
          message: "Hei\u0000 du",
        }),
        contentType: undefined,
        headers: {},
      },
      {
        who: partner,
        path: "/business/dashboard",
        body: new URLSearchParams({ intent: "createKey", name: "nøkkel\u0000" }),
        contentType: undefined,
        headers: {},
      },
      {
        who: guest,
        path: "/api/business/register",
        body: JSON.stringify({
          name: "Nul\u0000 AS",
          orgNumber: randomOrgNumber(),
          email: `nul-${randomUUID()}@example.no`,
          phone: "+4791234567",
          website: "",
          description: "Beskrivelse\u0000",
          city: "Oslo",
          address: "Gate 1",
          contactPerson: "Ola\u0000",
          plan: "starter",
          password: "passord-123",
          confirmPassword: "passord-123",
          acceptAgreement: true,
        }),
        contentType: "application/json",
        headers: {},
      },
    ];
    const failures = await tryCases("input", cases, async ({ who, path, body, contentType, headers }) => {
      const answer = await send(who, "POST", path, { body, contentType, headers });
      check(`POST ${path} with a NUL in a valid submission`, answer, who);
      if (answer.status !== 200)
        throw new Error(`POST ${path} with a NUL in a valid submission: status ${answer.status}`);
    });
    expect(failures).toEqual([]);
  });

  it(
    "script typed into stored fields comes back escaped on every page that shows it",
    async () => {
      const script = (name: string) => scriptPayload(`xss-${name}`);
      const stored: { label: string; answer: Answer; who: Visitor; expected: number[] }[] = [];
      const store = async (
        label: string,
        who: Visitor,
        path: string,
        body: BodyInit,
        expected: number[],
        headers = {},
      ) => {
        const answer = await send(who, "POST", path, {
          body,
          headers,
          contentType: typeof body === "string" ? "application/json" : undefined,
        });
        stored.push({ label, answer, who, expected });
      };
      const fresh = async (lang: Language) => {
        const jar = new Map([["language", lang]]);
        const http = new HttpClient(baseUrl, jar, randomIp());
        return { role: "anonymous" as const, lang, http, jar };
      };

      // Contact message and consultation request: shown in the admin inbox.
      const guest = visitor("anonymous", "no");
      await store(
        "contact",
        guest,
        "/contact",
        new URLSearchParams({
          name: script("contact-name"),
          email: "xss@example.no",
          message: script("contact-message"),
        }),
        [200],
      );
      const date = new Date(Date.now() + (200 + Math.floor(Math.random() * 100)) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const booked = (await (
        await send(guest, "GET", `/business/consultation/booked-slots?date=${date}`)
      ).text) as string;
      const time = CONSULTATION_SLOTS.find((slot) => !booked.includes(slot)) ?? "09:00";
      await store(
        "consultation",
        guest,
        "/business/consultation",
        new URLSearchParams({
          businessName: script("consultation-business"),
          contactName: script("consultation-contact"),
          email: "xss@example.no",
          phone: "+47 912 34 567",
          date,
          time,
          message: script("consultation-message"),
          package: "",
        }),
        [200],
      );
      // The inbox shows a booking once the booker has confirmed it on the e-mailed link's page.
      const [hold] = await app.db
        .select({ text: mailMessages.text })
        .from(mailMessages)
        .where(eq(mailMessages.to, "xss@example.no"))
        .orderBy(desc(mailMessages.createdAt))
        .limit(1);
      const confirmPath = /\/business\/consultation\/confirm\/[A-Za-z0-9_-]+/.exec(hold?.text ?? "")?.[0];
      expect(confirmPath, "the booker's confirmation link").toBeDefined();
      const confirmed = await send(guest, "POST", confirmPath!, { body: new URLSearchParams() });
      expect(confirmed.status, "the booking confirmed").toBe(200);

      // A customer's name: shown in the header, the settings form and the admin's customer list.
      const customer = await fresh("en");
      const customerEmail = `xss-${randomUUID()}@example.no`;
      await store(
        "register",
        customer,
        "/register",
        new URLSearchParams({
          name: script("customer-name"),
          email: customerEmail,
          password: "passord-123",
          confirmPassword: "passord-123",
          redirectTo: "/",
        }),
        [200],
      );
      // Registering signs nobody in (its answer is the same for a known address): sign in.
      const signIn = async (who: Awaited<ReturnType<typeof fresh>>, door: string, email: string) => {
        const body = new URLSearchParams({ email, password: "passord-123", redirectTo: "/" });
        const answer = await send(who, "POST", door, { body });
        if (answer.status !== 302) throw new Error(`Signing in at ${door}: status ${answer.status}`);
      };
      await signIn(customer, "/login", customerEmail);

      // A partner's business, contact person and description: shown in the admin's partner list.
      const partner = await fresh("no");
      const registration = {
        name: script("partner-name"),
        orgNumber: randomOrgNumber(),
        email: `xss-${randomUUID()}@example.no`,
        phone: "+4791234567",
        website: "",
        description: script("partner-description"),
        city: script("partner-city"),
        address: "Gate 1",
        contactPerson: script("partner-contact"),
        plan: "starter",
        password: "passord-123",
        confirmPassword: "passord-123",
        acceptAgreement: true,
      };
      await store("partner sign-up", partner, "/api/business/register", JSON.stringify(registration), [200], {});
      await signIn(partner, "/business/login", registration.email);

      // A deal's texts, typed by its partner in the editor: shown in the partner's list and editor.
      const editor = visitor("partner", "no");
      const editPath = `/business/deals/${fixture.partnerDealId}/edit`;
      const [form] = postForms(await (await editor.http.get(editPath)).text(), editPath).filter(
        (f) => f.action === editPath,
      );
      if (!form) throw new Error(`No form on ${editPath}`);
      const edited = new URLSearchParams([...form.values]);
      for (const field of ["title", "description", "finePrint", "titleEn", "descriptionEn", "address"])
        edited.set(field, script(`deal-${field}`));
      // The fixture deal has no package or price confirmation yet: tick what the editor requires.
      edited.set("originalPriceConfirmed", "on");
      const packageSwitch = [...form.values.keys()].find((field) => field.endsWith("Enabled"));
      if (packageSwitch && ![...edited].some(([k, v]) => k.endsWith("Enabled") && v === "on"))
        edited.set(packageSwitch, "on");
      await store("deal editor", editor, editPath, edited, [302]);

      const storing = await tryCases("input", stored, async ({ label, answer, who, expected }) => {
        if (!expected.includes(answer.status)) {
          const invalid = [...answer.text.matchAll(/name="([^"]+)"[^>]*aria-invalid="true"/g)].map((m) => m[1]);
          throw new Error(
            `storing ${label}: status ${answer.status}, expected ${expected.join("/")}; invalid: ${invalid.join(", ")}`,
          );
        }
        check(`storing ${label}`, answer, who);
      });
      expect(storing).toEqual([]);

      const admin = visitor("admin", "no");
      const signedInCustomer = customer;
      const pages: { who: Visitor; path: string; markers: string[] }[] = [
        {
          who: admin,
          path: "/admin/inbox",
          markers: ["contact-name", "contact-message", "consultation-business", "consultation-message"],
        },
        { who: admin, path: "/admin/inbox?status=all", markers: ["contact-message"] },
        { who: admin, path: `/admin/customers?q=${encodeURIComponent(customerEmail)}`, markers: ["customer-name"] },
        { who: admin, path: "/admin/partners", markers: ["partner-name"] },
        { who: admin, path: "/admin/deals", markers: [] },
        { who: admin, path: "/admin/audit", markers: [] },
        { who: admin, path: "/admin/outbox", markers: [] },
        // The header's name on a personal page (a shared one, like /, has none: it comes from /me).
        { who: signedInCustomer, path: "/cart", markers: ["customer-name"] },
        { who: signedInCustomer, path: "/account", markers: ["customer-name"] },
        { who: signedInCustomer, path: "/account/settings", markers: ["customer-name"] },
        { who: partner, path: "/business/dashboard", markers: ["partner-name"] },
        { who: editor, path: "/business/deals", markers: ["deal-title"] },
        { who: editor, path: editPath, markers: ["deal-title", "deal-description", "deal-finePrint"] },
        { who: editor, path: "/api/business/deals", markers: ["deal-title"] },
      ];
      const failures = await tryCases("input", pages, async ({ who, path, markers }) => {
        const answer = await send(who, "GET", path);
        check(`GET ${path} after storing script`, answer, who);
        if (answer.status !== 200) throw new Error(`GET ${path}: status ${answer.status}`);
        const missing = markers.filter((marker) => !answer.text.includes(`xss-${marker}`));
        if (missing.length > 0) throw new Error(`GET ${path}: the stored text is not shown (${missing.join(", ")})`);
      });
      expect(failures).toEqual([]);
    },
    SLOW,
  );

  it(
    "refuses huge bodies with a 413 and a message in the visitor's language, without buffering them",
    async () => {
      const MB = 1024 * 1024;
      const filler = (size: number) => "a".repeat(size);
      /** A body sent in 64 KB chunks without a Content-Length, as a client streaming an upload does. */
      const streamed = (text: string) => {
        const bytes = new TextEncoder().encode(text);
        let offset = 0;
        return new ReadableStream<Uint8Array>({
          pull(controller) {
            if (offset >= bytes.length) return controller.close();
            controller.enqueue(bytes.subarray(offset, (offset += 64 * 1024)));
          },
        });
      };
      const cases: {
        label: string;
        role: Role;
        path: string;
        body: () => BodyInit;
        contentType?: string;
        json?: boolean;
      }[] = [
        {
          label: "20 MB contact form",
          role: "anonymous",
          path: "/contact",
          body: () => `name=x&email=a%40b.no&message=${filler(20 * MB)}`,
          contentType: "application/x-www-form-urlencoded",
        },
        {
          label: "5 MB contact form, streamed",
          role: "anonymous",
          path: "/contact",
          body: () => streamed(`message=${filler(5 * MB)}`),
          contentType: "application/x-www-form-urlencoded",
        },
        {
          label: "20 MB sign-in form, streamed",
          role: "anonymous",
          path: "/login",
          body: () => streamed(`email=${filler(20 * MB)}`),
          contentType: "application/x-www-form-urlencoded",
        },
        {
          label: "2 MB cart line",
          role: "customer",
          path: "/cart/lines",
          body: () => `intent=add&dealId=${filler(2 * MB)}`,
          contentType: "application/x-www-form-urlencoded",
          json: true,
        },
        {
          // Past the deal form's limit, which has room for a whole gallery (8 photos of 5 MB).
          label: "60 MB deal image",
          role: "partner",
          path: "/business/deals/new",
          body: () => {
            const form = new FormData();
            form.set("image", new Blob([new Uint8Array(60 * MB)]), "huge.png");
            return form;
          },
          json: false,
        },
        {
          label: "12 MB JSON sign-up",
          role: "anonymous",
          path: "/api/business/register",
          body: () => JSON.stringify({ name: filler(12 * MB) }),
          contentType: "application/json",
          json: true,
        },
        {
          label: "12 MB JSON sign-up, streamed",
          role: "anonymous",
          path: "/api/business/register",
          body: () => streamed(JSON.stringify({ logo: filler(12 * MB) })),
          contentType: "application/json",
          json: true,
        },
      ];
      const all = cases.flatMap((c) => LANGS.map((lang) => ({ ...c, lang })));
      const failures = await tryCases(
        "input",
        all,
        async ({ label, role, path, body, contentType, lang }) => {
          const who = visitor(role, lang);
          const started = Date.now();
          const answer = await send(who, "POST", path, {
            body: body(),
            contentType,
          });
          check(`POST ${path} with ${label}`, answer, who, { refused: true });
          if (answer.status !== 413)
            throw new Error(`POST ${path} with ${label} [${lang}]: status ${answer.status}, expected 413`);
          if (!answer.text.includes(translator(lang)("business.request.tooLarge")))
            throw new Error(`POST ${path} with ${label} [${lang}]: 413 without its message`);
          if (Date.now() - started > 20_000)
            throw new Error(`POST ${path} with ${label}: took ${Date.now() - started} ms`);
        },
        { concurrency: 2 },
      );
      expect(failures).toEqual([]);
    },
    SLOW,
  );

  it(
    "property: odd Unicode in search, contact, newsletter and sign-up never breaks anything",
    async () => {
      const text = fc.string({ unit: "binary", maxLength: 40 });
      const failures: string[] = [];
      let tried = 0;
      const property = async <T>(
        name: string,
        arbitrary: fc.Arbitrary<T>,
        run: (value: T, lang: Language) => Promise<void>,
      ) => {
        let round = 0;
        const result = await fc.check(
          fc.asyncProperty(arbitrary, async (value) => {
            tried += 1;
            await run(value, LANGS[round++ % 2]!);
          }),
          { seed: 20_261_126, numRuns: 15, endOnFailure: true },
        );
        if (result.failed) {
          const cause =
            result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
          failures.push(
            `${name}: counterexample ${JSON.stringify(result.counterexample)} (seed ${result.seed}): ${cause}`,
          );
        }
      };
      await property("search /deals?q=", text, async (q, lang) => {
        const who = visitor("anonymous", lang);
        const answer = await send(who, "GET", `/deals?q=${encodeURIComponent(q)}`);
        check(`search ${JSON.stringify(q)}`, answer, who, { typed: [q] });
        expect(answer.status).toBe(200);
      });
      await property("contact form", fc.tuple(text, text, text), async ([name, email, message], lang) => {
        const who = visitor("anonymous", lang);
        const body = new URLSearchParams({ name, email, message });
        check("contact", await send(who, "POST", "/contact", { body }), who, { typed: [name, email, message] });
      });
      await property("newsletter", text, async (email, lang) => {
        const who = visitor("anonymous", lang);
        const body = new URLSearchParams({ email });
        check("newsletter", await send(who, "POST", "/newsletter", { body }), who, { typed: [email] });
      });
      await property("register", fc.tuple(text, text), async ([name, email], lang) => {
        const who = visitor("anonymous", lang);
        // Different passwords: the sign-up is refused after every field was judged, so no account is made.
        const body = new URLSearchParams({
          name,
          email,
          password: "passord-123",
          confirmPassword: "x",
        });
        const answer = await send(who, "POST", "/register", { body });
        check("register", answer, who, { refused: true, typed: [name, email] });
      });
      const number = fc.oneof(fc.integer(), fc.double(), fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }));
      await property("cart quantity and deal id", fc.tuple(number, number), async ([dealId, quantity], lang) => {
        const who = visitor("customer", lang);
        const body = new URLSearchParams({
          intent: "add",
          dealId: String(dealId),
          packageKind: "basic",
          quantity: String(quantity),
        });
        check(`cart add ${dealId} x ${quantity}`, await send(who, "POST", "/cart/lines", { body }), who);
      });
      await property("deal page quantity", number, async (quantity, lang) => {
        const who = visitor("anonymous", lang);
        const body = new URLSearchParams({ package: "basic", quantity: String(quantity) });
        check(`deal quantity ${quantity}`, await send(who, "POST", `/deal/${fixture.dealId}`, { body }), who);
      });
      const line = fc.record({ dealId: number.map(Number), packageKind: text, quantity: number.map(Number) });
      await property("cart prices", fc.array(line, { maxLength: 5 }), async (lines, lang) => {
        const who = visitor("anonymous", lang);
        check(
          "cart prices",
          await send(who, "GET", `/cart/prices?lines=${encodeURIComponent(JSON.stringify(lines))}`),
          who,
        );
      });
      recordTally("input", { tried, failures: failures.length });
      expect(failures).toEqual([]);
    },
    SLOW,
  );
});
