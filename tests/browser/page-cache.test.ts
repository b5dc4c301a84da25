// The page cache (server/page-cache.server.ts) against the running app: cached pages carry each
// visitor's own CSRF token and nonce, personal pages are never cached (the shared catalogue
// pages are the same for signed-in visitors: tests/browser/shared-pages.test.ts), a change to
// the catalogue shows at once, and a cached deal page still counts as a visit.
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { dealEvents, deals } from "../../db/schema.server";
import { DEMO_CUSTOMER, signedInClient } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { HttpClient } from "../support/http-client";

const baseUrl = inject("baseUrl");
const app = setupAppDatabase();
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0 Safari/537.36";

async function page(client: HttpClient, path: string) {
  const response = await client.get(path, { headers: { "User-Agent": BROWSER_UA } });
  return { status: response.status, cache: response.headers.get("x-page-cache"), html: await response.text() };
}

/** A GET without fetch's own decompression: the bytes and headers as the server sent them. */
function raw(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(new URL(path, baseUrl), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

/** The page without what belongs to one answer (the nonce and the CSRF token). */
const samePage = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/name="_csrf" value="[^"]*"/g, 'name="_csrf"')
    .replace(/\\"csrfToken\\",\\"[^\\"]*\\"/g, "csrfToken");

const csrfIn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1];

describe("anonymous page cache", () => {
  it("serves a repeat visit from the cache with the visitor's own CSRF token, which works", async () => {
    const first = new HttpClient(baseUrl);
    const second = new HttpClient(baseUrl);
    await page(first, "/how-it-works");
    await page(first, "/how-it-works");
    // The second visitor has its CSRF cookie from this first answer.
    await page(second, "/");
    const cached = await page(second, "/how-it-works");
    expect(cached.cache).toBe("hit");
    const token = csrfIn(cached.html);
    expect(token).toBeDefined();
    expect(token).not.toBe(csrfIn((await page(first, "/how-it-works")).html));
    const response = await second.postForm(
      "/newsletter",
      { email: `cache-${Date.now()}@example.com` },
      { csrf: token! },
    );
    expect(response.status).toBeLessThan(400);
  });

  it("gives every answer its own script nonce, matching its Content-Security-Policy", async () => {
    const client = new HttpClient(baseUrl);
    await page(client, "/faq");
    const response = await client.get("/faq");
    expect(response.headers.get("x-page-cache")).toBe("hit");
    const policyNonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const html = await response.text();
    const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
    expect(nonces).toEqual(new Set([policyNonce]));
  });

  it("sends a cached page plain or gzipped, the same page with the same headers as the fresh render", async () => {
    const path = "/deals/dining?sort=rating";
    const fresh = await raw(path, { "User-Agent": BROWSER_UA });
    expect(fresh.headers["x-page-cache"]).toBe("miss");
    const plain = await raw(path, { "User-Agent": BROWSER_UA });
    const gzipped = await raw(path, { "User-Agent": BROWSER_UA, "Accept-Encoding": "br;q=1, gzip;q=0.5" });
    expect([plain.headers["x-page-cache"], gzipped.headers["x-page-cache"]]).toEqual(["hit", "hit"]);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 3);
    const html = gunzipSync(gzipped.body).toString();
    expect(samePage(html)).toBe(samePage(fresh.body.toString()));
    expect(samePage(plain.body.toString())).toBe(samePage(fresh.body.toString()));
    // The security headers of the render, with this answer's nonce in the policy.
    const policy = (headers: typeof fresh.headers) => String(headers["content-security-policy"]);
    expect(policy(gzipped.headers).replace(/'nonce-[^']+'/, "")).toBe(
      policy(fresh.headers).replace(/'nonce-[^']+'/, ""),
    );
    expect(policy(gzipped.headers)).toContain(`'nonce-${/nonce="([^"]+)"/.exec(html)?.[1]}'`);
    for (const name of [
      "x-frame-options",
      "x-content-type-options",
      "referrer-policy",
      "cross-origin-opener-policy",
      "content-type",
    ]) {
      expect([name, gzipped.headers[name]]).toEqual([name, fresh.headers[name]]);
    }
    expect(gzipped.headers.vary).toContain("Accept-Encoding");
  });

  it("renders a page once for visitors who ask for it at the same moment, and answers them all", async () => {
    const path = "/deals/wellness?sort=discount";
    const answers = await Promise.all(Array.from({ length: 8 }, () => raw(path, { "User-Agent": BROWSER_UA })));
    expect(answers.map((answer) => answer.headers["x-page-cache"]).sort()).toEqual([
      ...Array<string>(7).fill("hit"),
      "miss",
    ]);
    const pages = new Set(answers.map((answer) => samePage(answer.body.toString())));
    expect(pages.size).toBe(1);
  });

  it("gives a signed-in visitor the shared catalogue page, but never caches their personal pages", async () => {
    const customer = await signedInClient(baseUrl, DEMO_CUSTOMER);
    await page(customer, "/"); // shows the welcome notice, which is fresh
    await page(new HttpClient(baseUrl), "/deals");
    const shared = await page(customer, "/deals");
    expect(shared.cache).toBe("hit");
    expect(shared.html).not.toContain("Kari"); // the demo customer's name: it comes from /me
    // A page that is cacheable for guests but not the same for a signed-in visitor.
    await page(new HttpClient(baseUrl), "/business/register");
    for (let i = 0; i < 2; i++) {
      const seen = await page(customer, "/business/register");
      expect(seen.cache).toBeNull();
      expect(seen.html).toContain("Kari");
    }
  });

  it("shows a change to a deal at the next visit", async () => {
    const [deal] = await app.db
      .select({ id: deals.id, title: deals.title })
      .from(deals)
      .where(eq(deals.status, "published"))
      .limit(1);
    const path = `/deal/${deal!.id}`;
    const visitor = new HttpClient(baseUrl);
    await page(visitor, path);
    expect((await page(visitor, path)).cache).toBe("hit");
    const renamed = `${deal!.title} (nytt navn)`;
    try {
      await app.db.update(deals).set({ title: renamed }).where(eq(deals.id, deal!.id));
      // The notification reaches the app within milliseconds of the commit.
      await expect.poll(async () => (await page(visitor, path)).html, { timeout: 2000 }).toContain(renamed);
    } finally {
      await app.db.update(deals).set({ title: deal!.title }).where(eq(deals.id, deal!.id));
    }
  });

  it("keeps the cache when only sales figures change", async () => {
    const [deal] = await app.db
      .select({ id: deals.id, soldCount: deals.soldCount })
      .from(deals)
      .where(eq(deals.status, "published"))
      .limit(1);
    const visitor = new HttpClient(baseUrl);
    // Stored first, after any change notice of the test before has arrived (they are asynchronous).
    await expect.poll(async () => (await page(visitor, "/deals?sort=popular")).cache).toBe("hit");
    await app.db
      .update(deals)
      .set({ soldCount: deal!.soldCount + 1 })
      .where(eq(deals.id, deal!.id));
    await app.db.update(deals).set({ soldCount: deal!.soldCount }).where(eq(deals.id, deal!.id));
    expect((await page(visitor, "/deals?sort=popular")).cache).toBe("hit");
  });

  it("counts a deal page served from the cache as a visit", async () => {
    const [deal] = await app.db
      .select({ id: deals.id })
      .from(deals)
      .where(eq(deals.status, "published"))
      .offset(1)
      .limit(1);
    const views = async () => {
      const [row] = await app.db
        .select({ n: count() })
        .from(dealEvents)
        .where(and(eq(dealEvents.dealId, deal!.id), eq(dealEvents.kind, "view")));
      return row!.n;
    };
    const visitor = new HttpClient(baseUrl);
    const before = await views();
    await page(visitor, `/deal/${deal!.id}`);
    expect((await page(visitor, `/deal/${deal!.id}`)).cache).toBe("hit");
    await expect.poll(views).toBe(before + 2);
  });
});
