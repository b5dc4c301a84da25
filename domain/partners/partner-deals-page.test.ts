// The partner's list of deals a page at a time: 25 newest first, the count of all, the waiting
// price change and the numbers of the page's own deals, and a page past the end gives the last one;
// a search by title and status narrows the list, its count and its pages.
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { dealEvents, dealPriceChanges } from "#db/schema.server";
import { createDeals, createPartner } from "#domain/demo/factories.server";
import { listPartnerDealsPage, PARTNER_DEALS_PAGE_SIZE } from "./partner-deals-page.server";
import { dealsFilterFrom, dealsListSearch } from "./partner-deals-filter";

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

  it("finds deals by words in the title, whatever the case, and by status, with the count and pages of those found", async () => {
    const { partnerId } = await createPartner(t.db, { status: "approved" });
    const start = Date.now() - 40 * 60_000;
    const at = (i: number) => new Date(start + i * 60_000);
    const created = await createDeals(t.db, [
      ...Array.from({ length: 28 }, (_, i) => ({ partnerId, title: `Kajakktur nr. ${i + 1}`, createdAt: at(i) })),
      { partnerId, title: "ÆRLIG SPA-DAG", status: "paused" as const, createdAt: at(30) },
      { partnerId, title: "Middag 100% økologisk", status: "draft" as const, createdAt: at(31) },
      { partnerId, title: "Middag 100 økologisk", createdAt: at(32) },
    ]);
    const idOf = (title: string) => created.find((deal) => deal.title === title)!.id;
    // Another partner's kayak tour is never found.
    const other = await createPartner(t.db, { status: "approved" });
    await createDeals(t.db, [{ partnerId: other.partnerId, title: "Kajakktur hos naboen" }]);

    const kayaks = await listPartnerDealsPage(t.db, partnerId, 2, { title: "kajakk" });
    expect(kayaks).toMatchObject({ total: 28, page: 2, pageCount: 2 });
    expect(kayaks.deals.map((deal) => deal.title)).toEqual(["Kajakktur nr. 3", "Kajakktur nr. 2", "Kajakktur nr. 1"]);
    // Norwegian letters in either case, and a % that is a percent sign, not "anything".
    expect((await listPartnerDealsPage(t.db, partnerId, 1, { title: "ærlig spa" })).deals.map((d) => d.id)).toEqual([
      idOf("ÆRLIG SPA-DAG"),
    ]);
    expect((await listPartnerDealsPage(t.db, partnerId, 1, { title: "100%" })).deals.map((d) => d.id)).toEqual([
      idOf("Middag 100% økologisk"),
    ]);
    const middag = await listPartnerDealsPage(t.db, partnerId, 1, { title: "middag", status: "published" });
    expect(middag).toMatchObject({ total: 1, pageCount: 1 });
    expect(middag.deals.map((deal) => deal.id)).toEqual([idOf("Middag 100 økologisk")]);
    const paused = await listPartnerDealsPage(t.db, partnerId, 1, { status: "paused" });
    expect(paused.deals.map((deal) => deal.id)).toEqual([idOf("ÆRLIG SPA-DAG")]);
    // Past the end of what was found: the last page of it.
    expect(await listPartnerDealsPage(t.db, partnerId, 5, { title: "kajakk" })).toMatchObject({ page: 2, total: 28 });
    expect(await listPartnerDealsPage(t.db, partnerId, 1, { title: "snorkling" })).toMatchObject({
      deals: [],
      total: 0,
      page: 1,
    });
  });

  it("reads the filter from the list's address, ignoring what is no filter, and writes it into page links", () => {
    const read = (search: string) => dealsFilterFrom(new URLSearchParams(search));
    expect(read("?q=%20Kajakk%20&status=paused&page=2")).toEqual({ title: "Kajakk", status: "paused" });
    expect(read("?q=&status=sold")).toEqual({});
    expect(read(`?q=${"x".repeat(500)}`)).toEqual({ title: "x".repeat(120) });
    expect(dealsListSearch({ title: "spa dag", status: "draft" }, 3)).toBe("?q=spa+dag&status=draft&page=3");
    expect(dealsListSearch({}, 1)).toBe("");
  });
});
