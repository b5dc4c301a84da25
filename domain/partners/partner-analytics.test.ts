import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { outboxMailer } from "../../tests/support/shop-services";
import { addPaidOrder, addViews } from "../../tests/support/partner-fixtures";
import { createCustomer, createDeal, createPartner } from "#domain/demo/factories.server";
import { periodFrom } from "./analytics-periods";
import { conversionRate, everyDay, getPartnerAnalytics, trendOf } from "./partner-analytics.server";
import { refundVoucher } from "#domain/vouchers/refunds.server";

const test = setupTestDatabase({ seeded: true });

// Monday 15 June 2026, 12:00 in Oslo (UTC+2). A 7-day period is 9–15 June; the one before 2–8 June.
const NOW = new Date("2026-06-15T10:00:00Z");
const at = (iso: string) => new Date(iso);

describe("trends and rates", () => {
  it("gives the relative change, 'new' when there was nothing before, 'none' when both are zero", () => {
    expect(trendOf(4, 3)).toEqual({ kind: "change", percent: 33.3 });
    expect(trendOf(75, 100)).toEqual({ kind: "change", percent: -25 });
    expect(trendOf(5, 5)).toEqual({ kind: "change", percent: 0 });
    expect(trendOf(1, 0)).toEqual({ kind: "new" });
    expect(trendOf(0, 0)).toEqual({ kind: "none" });
    expect(trendOf(0, 2)).toEqual({ kind: "change", percent: -100 });
  });

  it("counts conversion as units sold per view, 0 without views", () => {
    expect(conversionRate(2, 4)).toBe(50);
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(3, 0)).toBe(0);
  });

  it("lays the days with events, in any order and as text or numbers, on every day of the range", () => {
    const rows = [
      { day: "2026-03-01", views: "3", sales: "1", sold_ore: "50000", refunded_ore: "0" },
      { day: "2026-02-27", views: 2, sales: 0, sold_ore: 0, refunded_ore: 20_000 },
    ];
    expect(everyDay("2026-02-26", "2026-03-02", rows)).toEqual([
      { date: "2026-02-26", views: 0, sales: 0, revenueOre: 0 },
      { date: "2026-02-27", views: 2, sales: 0, revenueOre: -20_000 },
      { date: "2026-02-28", views: 0, sales: 0, revenueOre: 0 },
      { date: "2026-03-01", views: 3, sales: 1, revenueOre: 50_000 },
      { date: "2026-03-02", views: 0, sales: 0, revenueOre: 0 },
    ]);
  });

  it("accepts 7, 30 and 90 days and falls back to 30", () => {
    expect([periodFrom("7"), periodFrom("90"), periodFrom("30")]).toEqual([7, 90, 30]);
    expect([periodFrom("14"), periodFrom(null), periodFrom("abc"), periodFrom("7.0x")]).toEqual([30, 30, 30, 30]);
  });
});

describe("a partner's numbers from known events", () => {
  it("adds up views, sales, refunds and active deals by Oslo day, against the previous period", async () => {
    const partner = await createPartner(test.db);
    const other = await createPartner(test.db);
    const buyer = await createCustomer(test.db, { name: "Kari" });

    const old = await createDeal(test.db, partner.partnerId, { createdAt: at("2026-05-01T08:00:00Z") });
    const fresh = await createDeal(test.db, partner.partnerId, { createdAt: at("2026-06-12T08:00:00Z") });
    await createDeal(test.db, partner.partnerId, { status: "pending", createdAt: at("2026-05-01T08:00:00Z") });
    await createDeal(test.db, partner.partnerId, {
      createdAt: at("2026-05-01T08:00:00Z"),
      startsAt: at("2026-07-01T00:00:00Z"),
    });
    const theirs = await createDeal(test.db, other.partnerId, { createdAt: at("2026-05-01T08:00:00Z") });

    // Current period: 3 views today, 1 at 00:30 Oslo on 9 June (still 8 June in UTC).
    await addViews(test.db, old.id, at("2026-06-15T08:00:00Z"), 2);
    await addViews(test.db, fresh.id, at("2026-06-15T09:59:00Z"));
    await addViews(test.db, old.id, at("2026-06-08T22:30:00Z"));
    // Previous period: 2 views on 5 June and one at 23:30 Oslo on 8 June; one long before.
    await addViews(test.db, old.id, at("2026-06-05T12:00:00Z"), 2);
    await addViews(test.db, old.id, at("2026-06-08T21:30:00Z"));
    await addViews(test.db, old.id, at("2026-05-01T12:00:00Z"), 5);
    // Someone else's deal, same days: never counted.
    await addViews(test.db, theirs.id, at("2026-06-15T08:00:00Z"), 7);
    await addPaidOrder(test.db, {
      dealId: theirs.id,
      userId: null,
      quantity: 3,
      unitPriceOre: 90_000,
      at: at("2026-06-15T08:00:00Z"),
    });

    // Two units today, one refunded half an hour later; one unit on 3 June.
    const today = await addPaidOrder(test.db, {
      dealId: old.id,
      userId: buyer.id,
      quantity: 2,
      unitPriceOre: 50_000,
      at: at("2026-06-15T07:00:00Z"),
    });
    const refund = await refundVoucher(
      test.db,
      // No provider here: the money goes back later, by the job; the numbers change at once.
      { mailer: outboxMailer() },
      { voucherId: today.voucherIds[0]!, userId: buyer.id, language: "no" },
      at("2026-06-15T07:30:00Z"),
    );
    expect(refund).toMatchObject({ ok: true, amountOre: 50_000 });
    await addPaidOrder(test.db, {
      dealId: old.id,
      userId: buyer.id,
      quantity: 1,
      unitPriceOre: 40_000,
      at: at("2026-06-03T10:00:00Z"),
    });

    const result = await getPartnerAnalytics(test.db, partner.partnerId, 7, NOW);
    expect([result.from, result.to]).toEqual(["2026-06-09", "2026-06-15"]);
    expect(result.current).toEqual({ views: 4, sales: 2, revenueOre: 50_000, conversionRate: 50, activeDeals: 2 });
    expect(result.previous).toEqual({
      views: 3,
      sales: 1,
      revenueOre: 40_000,
      conversionRate: 33.3,
      activeDeals: 1,
    });
    expect(result.trends).toEqual({
      views: { kind: "change", percent: 33.3 },
      revenue: { kind: "change", percent: 25 },
      activeDeals: { kind: "change", percent: 100 },
      conversionRate: { kind: "change", percent: 50.2 },
    });
    // One entry per day, days without events as zeros.
    expect(result.chart).toEqual([
      { date: "2026-06-09", views: 1, sales: 0, revenueOre: 0 },
      { date: "2026-06-10", views: 0, sales: 0, revenueOre: 0 },
      { date: "2026-06-11", views: 0, sales: 0, revenueOre: 0 },
      { date: "2026-06-12", views: 0, sales: 0, revenueOre: 0 },
      { date: "2026-06-13", views: 0, sales: 0, revenueOre: 0 },
      { date: "2026-06-14", views: 0, sales: 0, revenueOre: 0 },
      { date: "2026-06-15", views: 3, sales: 2, revenueOre: 50_000 },
    ]);

    // The 30-day period takes in everything since 17 May, the long-ago views stay out.
    const month = await getPartnerAnalytics(test.db, partner.partnerId, 30, NOW);
    expect(month.chart).toHaveLength(30);
    expect(month.chart[0]?.date).toBe("2026-05-17");
    expect(month.current).toMatchObject({ views: 7, sales: 3, revenueOre: 90_000 });
    expect(month.previous).toMatchObject({ views: 5, sales: 0, revenueOre: 0 });
    expect(month.trends.revenue).toEqual({ kind: "new" });
  });

  it("gives zeros, every day of the period and no trend for a partner without events", async () => {
    const partner = await createPartner(test.db);
    const result = await getPartnerAnalytics(test.db, partner.partnerId, 90, NOW);
    expect(result.chart).toHaveLength(90);
    expect(result.chart.every((day) => day.views === 0 && day.sales === 0 && day.revenueOre === 0)).toBe(true);
    expect(result.current).toEqual({ views: 0, sales: 0, revenueOre: 0, conversionRate: 0, activeDeals: 0 });
    expect(Object.values(result.trends)).toEqual([
      { kind: "none" },
      { kind: "none" },
      { kind: "none" },
      { kind: "none" },
    ]);
  });

  it("counts days across the change to winter time as Oslo calendar days", async () => {
    const partner = await createPartner(test.db);
    const deal = await createDeal(test.db, partner.partnerId, { createdAt: at("2026-10-01T00:00:00Z") });
    // 25 October 2026: clocks go back at 03:00. 23:30 UTC on the 25th is 00:30 on the 26th in Oslo.
    await addViews(test.db, deal.id, at("2026-10-25T23:30:00Z"));
    await addViews(test.db, deal.id, at("2026-10-25T22:59:00Z"));
    const result = await getPartnerAnalytics(test.db, partner.partnerId, 7, at("2026-10-27T12:00:00Z"));
    expect(result.chart.map((day) => [day.date, day.views])).toEqual([
      ["2026-10-21", 0],
      ["2026-10-22", 0],
      ["2026-10-23", 0],
      ["2026-10-24", 0],
      ["2026-10-25", 1],
      ["2026-10-26", 1],
      ["2026-10-27", 0],
    ]);
  });
});
