// The partner API over HTTP (no browser): /api/business/analytics and /api/business/deals answer
// JSON only, 401 without a partner, 403 for other roles, only the asking partner's own data (also
// through the dashboard page), and accept a partner API key as a Bearer token when the plan
// includes the API. /api/docs serves the OpenAPI document.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { deals, partnerApiKeys } from "../../db/schema.server";
import { createApiKey, revokeApiKey } from "../../domain/partners/partner-api-keys.server";
import { DEMO_PARTNER, sessionFor, signedInClient, findDemoPartnerId } from "../support/accounts";
import { setupAppDatabase } from "../support/app-database";
import { HttpClient } from "../support/http-client";
import { registerAndSignIn } from "../support/sign-up";
import { createPartner } from "../../domain/demo/factories.server";
import { addViews, createDeal, endCreatedDeals } from "../support/partner-fixtures";

const baseUrl = inject("baseUrl");
const app = setupAppDatabase();

function withSession(token: string) {
  const client = new HttpClient(baseUrl);
  return {
    get: (path: string, headers: Record<string, string> = {}) =>
      client.get(path, { headers: { Cookie: `session=${token}`, ...headers } }),
  };
}

async function json(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return response.json();
}

let demoPartnerId: string;
let demoDealIds: number[];
let other: Awaited<ReturnType<typeof createPartner>> & { session: string; dealId: number; title: string };

afterAll(() => endCreatedDeals(app.db));

beforeAll(async () => {
  demoPartnerId = await findDemoPartnerId(app.db);
  demoDealIds = (await app.db.select({ id: deals.id }).from(deals).where(eq(deals.partnerId, demoPartnerId))).map(
    (d) => d.id,
  );
  expect(demoDealIds.length).toBeGreaterThan(0);

  // Partner B: its own deal with 3 views today.
  const partnerB = await createPartner(app.db, { plan: "growth", name: "Bergen Fotostudio Test" });
  const [image] = await app.db.select({ src: deals.imageSrc }).from(deals).limit(1);
  const deal = await createDeal(app.db, partnerB.partnerId, {
    title: "Portrett hos Bergen Fotostudio Test",
    imageSrc: image!.src,
  });
  await addViews(app.db, deal.id, new Date(), 3);
  other = { ...partnerB, session: await sessionFor(app.db, partnerB.userId), dealId: deal.id, title: deal.title };
});

describe("who may ask", () => {
  it("answers 401 in JSON without a signed-in partner", async () => {
    const client = new HttpClient(baseUrl);
    for (const path of ["/api/business/analytics", "/api/business/deals"]) {
      const response = await client.get(path);
      expect(response.status).toBe(401);
      expect(await json(response)).toMatchObject({ error: "unauthorized" });
    }
  });

  it("answers 403 in JSON for a signed-in customer", async () => {
    const client = new HttpClient(baseUrl);
    const email = `kunde+${crypto.randomUUID()}@example.no`;
    const password = "hemmelig-passord";
    await registerAndSignIn(client, { name: "Kari Kunde", email, password });
    for (const path of ["/api/business/analytics", "/api/business/deals"]) {
      const response = await client.get(path);
      expect(response.status).toBe(403);
      expect(await json(response)).toMatchObject({ error: "forbidden" });
    }
  });
});

describe("the signed-in partner's own data", () => {
  it("gives the demo partner its numbers and every one of its deals, nothing of partner B", async () => {
    const client = await signedInClient(baseUrl, DEMO_PARTNER);
    const analytics = await json(await client.get("/api/business/analytics?days=7"));
    expect(Object.keys(analytics)).toEqual(
      expect.arrayContaining(["totalViews", "revenue", "conversionRate", "chartData"]),
    );
    expect(analytics.chartData).toHaveLength(7);
    expect(analytics.chartData[0]).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      views: expect.any(Number),
      sales: expect.any(Number),
      revenue: expect.any(Number),
    });
    expect((await json(await client.get("/api/business/analytics"))).chartData).toHaveLength(30);

    const list = await json(await client.get("/api/business/deals"));
    expect(list.map((d: { id: number }) => d.id).sort()).toEqual([...demoDealIds].sort());
    expect(list.some((d: { id: number }) => d.id === other.dealId)).toBe(false);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      description: expect.any(String),
      status: expect.any(String),
      price: expect.any(Number),
      originalPrice: expect.any(Number),
      discount: expect.any(Number),
      sold: expect.any(Number),
      endsAt: expect.any(String),
      image: expect.stringMatching(/^http/),
    });

    const page = await (await client.get("/business/dashboard")).text();
    expect(page).not.toContain(other.title);
  });

  it("gives partner B exactly its own views and deal, through the API and the dashboard", async () => {
    const b = withSession(other.session);
    const analytics = await json(await b.get("/api/business/analytics"));
    expect(analytics.totalViews).toBe(3);
    expect(analytics.revenue).toBe(0);
    expect(analytics.chartData.at(-1)).toMatchObject({ views: 3, sales: 0, revenue: 0 });
    const list = await json(await b.get("/api/business/deals"));
    expect(list.map((d: { id: number }) => d.id)).toEqual([other.dealId]);

    const dashboard = await b.get("/business/dashboard");
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    expect(html).toContain(other.title);
    const demoTitles = await app.db
      .select({ title: deals.title })
      .from(deals)
      .where(eq(deals.partnerId, demoPartnerId));
    for (const { title } of demoTitles) expect(html).not.toContain(title);
  });
});

describe("partner API keys as Bearer tokens", () => {
  it("answers with the key's partner, notes the use, and refuses unknown and revoked keys", async () => {
    const created = await createApiKey(app.db, other.partnerId, "Integrasjonstest");
    if (!created.ok) throw new Error(created.reason);
    const anonymous = new HttpClient(baseUrl);
    const bearer = (key: string) => ({ headers: { Authorization: `Bearer ${key}` } });

    const list = await json(await anonymous.get("/api/business/deals", bearer(created.key)));
    expect(list.map((d: { id: number }) => d.id)).toEqual([other.dealId]);
    const analytics = await json(await anonymous.get("/api/business/analytics?days=90", bearer(created.key)));
    expect(analytics.totalViews).toBe(3);
    expect(analytics.chartData).toHaveLength(90);
    const [row] = await app.db.select().from(partnerApiKeys).where(eq(partnerApiKeys.id, created.summary.id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);

    for (const key of ["mdk_nope", "", "not even a key"]) {
      const response = await anonymous.get("/api/business/analytics", bearer(key));
      expect(response.status).toBe(401);
      expect(await json(response)).toMatchObject({ error: "unauthorized" });
    }
    expect(await revokeApiKey(app.db, other.partnerId, created.summary.id)).toBe(true);
    const revoked = await anonymous.get("/api/business/deals", bearer(created.key));
    expect(revoked.status).toBe(401);
    expect(await json(revoked)).toMatchObject({ error: "unauthorized" });
  });

  it("answers 403 when the key's partner is on a plan without API access", async () => {
    const starter = await createPartner(app.db, { plan: "starter" });
    const created = await createApiKey(app.db, starter.partnerId, "Gammel nøkkel");
    if (!created.ok) throw new Error(created.reason);
    const response = await new HttpClient(baseUrl).get("/api/business/deals", {
      headers: { Authorization: `Bearer ${created.key}` },
    });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ error: "forbidden" });
  });
});

describe("documentation", () => {
  it("serves the OpenAPI 3.1 document at /api/docs", async () => {
    const response = await new HttpClient(baseUrl).get("/api/docs");
    expect(response.status).toBe(200);
    const document = await json(response);
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/business/analytics", "/api/business/deals"]),
    );
    expect(document.components.securitySchemes.partnerApiKey).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("answers an unknown API path with a JSON 404, not the HTML page", async () => {
    const response = await new HttpClient(baseUrl).get("/api/business/nothing-here");
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ error: "notFound" });
  });
});
