// The page cache (server/page-cache.server.ts) against the running app: a cached page is the
// same bytes for every visitor and says so to shared caches (a CDN), personal pages are never
// cached or marked public (the shared catalogue pages are the same for signed-in visitors:
// tests/browser/shared-pages.test.ts), a change to the catalogue shows at once, and a cached
// deal page still counts as a visit.
import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { and, asc, count, eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { dealEvents, deals } from "../../db/schema.server";
import { serverTimeOf } from "#server/server-timing.server";
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

describe("anonymous page cache", () => {
  it("gives two anonymous visitors the same bytes, marked for shared caches, with no cookie, and its forms work", async () => {
    const first = new HttpClient(baseUrl);
    const second = new HttpClient(baseUrl);
    // An address no other test of the run has visited (the app and its cache are shared).
    const path = `/how-it-works?visit=${randomUUID()}`;
    const rendered = await first.get(path, { headers: { "User-Agent": BROWSER_UA } });
    const cached = await second.get(path, { headers: { "User-Agent": BROWSER_UA } });
    expect([rendered.headers.get("x-page-cache"), cached.headers.get("x-page-cache")]).toEqual(["miss", "hit"]);
    // The render says how long it took; the stored copy does not repeat another request's figure.
    expect(serverTimeOf(rendered.headers.get("server-timing"))).toBeGreaterThan(0);
    expect(cached.headers.get("server-timing")).toBeNull();
    expect(await cached.text()).toBe(await rendered.text());
    for (const response of [rendered, cached]) {
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=300");
      expect(response.headers.get("vary")).toMatch(/Cookie/);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(first.cookieHeader()).toBe("");
    // The page's forms carry nothing per visitor, and a same-site post works.
    const response = await second.postForm("/newsletter", { email: `cache-${Date.now()}@example.com` });
    expect(response.status).toBeLessThan(400);
  });

  it("marks a catalogue page private for a visitor with a notice or guest orders, and a page not shared for one signed in", async () => {
    const customer = await signedInClient(baseUrl, DEMO_CUSTOMER);
    expect((await customer.get("/business/register")).headers.get("cache-control")).toBe("private, no-store");
    for (const path of ["/deals", "/how-it-works", "/deals.data"]) {
      await page(new HttpClient(baseUrl), path);
      for (const cookie of ["flash=success", "orders=1.abc"]) {
        const response = await fetch(baseUrl + path, { headers: { Cookie: cookie } });
        expect([path, cookie, response.headers.get("cache-control")]).toEqual([path, cookie, "private, no-store"]);
      }
    }
  });

  it("sends a cached page plain, gzipped or in Brotli, the same page with the same headers as the fresh render", async () => {
    const path = "/deals/dining?sort=rating";
    const fresh = await raw(path, { "User-Agent": BROWSER_UA });
    expect(fresh.headers["x-page-cache"]).toBe("miss");
    const plain = await raw(path, { "User-Agent": BROWSER_UA });
    const gzipped = await raw(path, { "User-Agent": BROWSER_UA, "Accept-Encoding": "br;q=0, gzip;q=0.5" });
    const brotli = await raw(path, { "User-Agent": BROWSER_UA, "Accept-Encoding": "gzip, deflate, br" });
    const answers = [plain, gzipped, brotli];
    expect(answers.map((answer) => answer.headers["x-page-cache"])).toEqual(["hit", "hit", "hit"]);
    expect(answers.map((answer) => answer.headers["content-encoding"])).toEqual([undefined, "gzip", "br"]);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotli.body.length).toBeLessThan(gzipped.body.length);
    expect(plain.body.equals(fresh.body)).toBe(true);
    expect(gunzipSync(gzipped.body).equals(fresh.body)).toBe(true);
    expect(brotliDecompressSync(brotli.body).equals(fresh.body)).toBe(true);
    for (const name of [
      "content-security-policy",
      "cache-control",
      "x-frame-options",
      "x-content-type-options",
      "referrer-policy",
      "cross-origin-opener-policy",
      "content-type",
    ]) {
      for (const answer of answers) expect([name, answer.headers[name]]).toEqual([name, fresh.headers[name]]);
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
    const pages = new Set(answers.map((answer) => answer.body.toString()));
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
      // A deal no other file visits while this one counts (they take the first few, or the newest):
      // a visit of theirs would count here too.
      .orderBy(asc(deals.id))
      .offset(30)
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
