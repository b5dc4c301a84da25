// The partner's list of deals a page at a time: 25 newest first, the count of all, the waiting
// price change and the numbers of the page's own deals, and a page past the end gives the last one.
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { dealEvents, dealPriceChanges } from "#db/schema.server";
import { createDeals, createPartner } from "#domain/demo/factories.server";
import { listPartnerDealsPage, PARTNER_DEALS_PAGE_SIZE } from "./partner-deals-page.server";

const t = setupTestDatabase({ seeded: true });

/** A partner with `count` published deals made a minute apart; their ids, oldest first. */
async function partnerWithDeals(count: number) {
  const { partnerId } = await createPartner(t.db, { status: "approved" });
  const start = Date.now() - count * 60_000;
  const created = await createDeals(
    t.db,
    Array.from({ length: count }, (_, i) => ({ partnerId, createdAt: new Date(start + i * 60_000) })),
  );
  return { partnerId, ids: created.map((deal) => deal.id) };
}

describe("listPartnerDealsPage", () => {
  it("shows 25 deals a page, newest first, with the count of all and a waiting price on page 2", async () => {
    const { partnerId, ids } = await partnerWithDeals(30);
    const newestFirst = [...ids].reverse();
    // Another partner's deals never show.
    await partnerWithDeals(3);
    // Deal number 3, on page 2: a price change waiting for an admin, and views.
    const onPageTwo = ids[2]!;
    await t.db.insert(dealPriceChanges).values({
      dealId: onPageTwo,
      originalPriceOre: 100_000,
      discountedPriceOre: 40_000,
      originalPriceConfirmed: true,
    });
    await t.db.insert(dealEvents).values([1, 2].map(() => ({ dealId: onPageTwo, kind: "view" as const })));

    const first = await listPartnerDealsPage(t.db, partnerId, 1);
    expect(PARTNER_DEALS_PAGE_SIZE).toBe(25);
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(first.deals.map((deal) => deal.id)).toEqual(newestFirst.slice(0, 25));
    expect(first.deals.every((deal) => deal.pendingPrice === null)).toBe(true);
    // The numbers are read for the page's deals only.
    expect(Object.keys(first.stats).map(Number).sort()).toEqual(newestFirst.slice(0, 25).sort());

    const second = await listPartnerDealsPage(t.db, partnerId, 2);
    expect(second).toMatchObject({ total: 30, page: 2, pageCount: 2 });
    expect(second.deals.map((deal) => deal.id)).toEqual(newestFirst.slice(25));
    const withChange = second.deals.filter((deal) => deal.pendingPrice !== null);
    expect(withChange.map((deal) => deal.id)).toEqual([onPageTwo]);
    expect(withChange[0]?.pendingPrice).toEqual({ originalPriceOre: 100_000, discountedPriceOre: 40_000 });
    expect(second.stats[onPageTwo]).toMatchObject({ views: 2, sold: 0 });
    expect(Object.keys(second.stats).map(Number).sort()).toEqual(newestFirst.slice(25).sort());
  });

  it("gives the last page for a page past the end, and page 1 for one that is no page", async () => {
    const { partnerId, ids } = await partnerWithDeals(27);
    const past = await listPartnerDealsPage(t.db, partnerId, 9);
    expect(past).toMatchObject({ total: 27, page: 2, pageCount: 2 });
    expect(past.deals.map((deal) => deal.id)).toEqual(ids.slice(0, 2).reverse());
    expect(await listPartnerDealsPage(t.db, partnerId, 0)).toMatchObject({ page: 1, total: 27 });
    expect(await listPartnerDealsPage(t.db, partnerId, 1.5)).toMatchObject({ page: 1, total: 27 });
  });

  it("gives an empty first page to a partner without deals, whatever page is asked for", async () => {
    const { partnerId } = await createPartner(t.db, { status: "approved" });
    expect(await listPartnerDealsPage(t.db, partnerId, 3)).toEqual({
      deals: [],
      stats: {},
      total: 0,
      page: 1,
      pageCount: 1,
    });
  });
});
