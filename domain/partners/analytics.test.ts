import { and, count, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { dealEvents, deals } from "#db/schema.server";
import { DealViews } from "./analytics.server";

const t = setupTestDatabase({ seeded: true });

const BROWSERS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
];
const NOT_VISITORS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)",
  "curl/8.5.0",
];

let dealId = 0;
/** Written at once in these tests (flush), on a timer in the app. */
let recorder: DealViews;
async function recordDealView(id: number, userAgent: string | null, purpose?: string): Promise<boolean> {
  const counted = recorder.record(id, userAgent, purpose);
  await recorder.flush();
  return counted;
}
let otherDealId = 0;

beforeAll(async () => {
  const [first, second] = await t.db.select({ id: deals.id }).from(deals).orderBy(deals.id).limit(2);
  dealId = first!.id;
  otherDealId = second!.id;
  recorder = new DealViews(t.db, { flushMs: 60_000 });
});

async function views(id: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(dealEvents)
    .where(and(eq(dealEvents.dealId, id), eq(dealEvents.kind, "view")));
  return row!.n;
}

describe("DealViews", () => {
  it("starts from no views in the demo data", async () => {
    const [row] = await t.db.select({ n: count() }).from(dealEvents);
    expect(row?.n).toBe(0);
  });

  it.each(BROWSERS)("stores a view for a browser: %s", async (userAgent) => {
    const before = await views(dealId);
    expect(await recordDealView(dealId, userAgent)).toBe(true);
    expect(await views(dealId)).toBe(before + 1);
  });

  it("stores the view on the deal that was seen, at the time it was seen", async () => {
    const before = [await views(dealId), await views(otherDealId)];
    const start = Date.now();
    await recordDealView(otherDealId, BROWSERS[0]!);
    expect([await views(dealId), await views(otherDealId)]).toEqual([before[0], before[1]! + 1]);
    const [latest] = await t.db
      .select({ occurredAt: dealEvents.occurredAt })
      .from(dealEvents)
      .where(eq(dealEvents.dealId, otherDealId))
      .orderBy(desc(dealEvents.id))
      .limit(1);
    // The database clock and ours may differ a little; a minute either way is plenty.
    expect(Math.abs(latest!.occurredAt.getTime() - start)).toBeLessThan(60_000);
  });

  it("counts every visit, not one per deal", async () => {
    const before = await views(dealId);
    for (let i = 0; i < 3; i++) await recordDealView(dealId, BROWSERS[1]!);
    expect(await views(dealId)).toBe(before + 3);
  });

  it.each(NOT_VISITORS)("skips crawlers and monitors: %s", async (userAgent) => {
    const before = await views(dealId);
    expect(await recordDealView(dealId, userAgent)).toBe(false);
    expect(await views(dealId)).toBe(before);
  });

  it.each([null, ""])("skips a request without a user agent (%j)", async (userAgent) => {
    const before = await views(dealId);
    expect(await recordDealView(dealId, userAgent)).toBe(false);
    expect(await views(dealId)).toBe(before);
  });

  it("skips a prefetch on hover", async () => {
    const before = await views(dealId);
    expect(await recordDealView(dealId, BROWSERS[0]!, "prefetch;prerender")).toBe(false);
    expect(await views(dealId)).toBe(before);
  });

  it("writes views in batches on its own, each at the time it happened", async () => {
    const timed = new DealViews(t.db, { flushMs: 50 });
    const before = [await views(dealId), await views(otherDealId)];
    for (let i = 0; i < 40; i++) timed.record(i % 2 === 0 ? dealId : otherDealId, BROWSERS[2]!);
    expect(await views(dealId)).toBe(before[0]);
    await expect
      .poll(async () => [await views(dealId), await views(otherDealId)])
      .toEqual([before[0]! + 20, before[1]! + 20]);
  });

  it("keeps the views of a batch when one of its deals was deleted meanwhile", async () => {
    const errors: unknown[] = [];
    const batch = new DealViews(t.db, { flushMs: 60_000, onError: (error) => errors.push(error) });
    const before = await views(dealId);
    batch.record(dealId, BROWSERS[0]!);
    batch.record(2_000_000_000, BROWSERS[0]!); // no such deal (any more)
    batch.record(dealId, BROWSERS[1]!);
    await batch.flush();
    expect(errors).toEqual([]);
    expect(await views(dealId)).toBe(before + 2);
  });
});
