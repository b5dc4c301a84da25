// The dashboard counts its figures in fewer queries than the functions that own each rule: it must
// show exactly what they say, for a partner with deals in every state, views, sales and a refund.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partners } from "#db/schema.server";
import { createCustomer, createDeal, createPartner } from "#domain/demo/factories.server";
import { refundVoucher } from "#domain/vouchers/refunds.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { outboxMailer } from "../../tests/support/shop-services";
import { addPaidOrder, addViews } from "../../tests/support/partner-fixtures";
import type { PeriodDays } from "./analytics-periods";
import { gettingStarted } from "./getting-started.server";
import { getPartnerAnalytics } from "./partner-analytics.server";
import { createApiKey, listApiKeys } from "./partner-api-keys.server";
import { DASHBOARD_DEALS, loadPartnerDashboard } from "./partner-dashboard.server";
import { listDealSummaries } from "./partner-deal-list.server";
import { countDealsOnPlan } from "./partner-plans.server";
import { getPayoutSummary } from "./payout-statements.server";

const test = setupTestDatabase({ seeded: true });

// Monday 15 June 2026, 12:00 in Oslo. A 7-day period is 9–15 June; the one before 2–8 June.
const NOW = new Date("2026-06-15T10:00:00Z");
const at = (iso: string) => new Date(iso);

async function separately(partnerId: string, days: PeriodDays, lang: "no" | "en", withKeys: boolean) {
  const deals = await listDealSummaries(test.db, partnerId, lang, NOW);
  return {
    analytics: await getPartnerAnalytics(test.db, partnerId, days, NOW),
    deals: deals.slice(0, DASHBOARD_DEALS),
    dealCount: deals.length,
    dealsOnPlan: await countDealsOnPlan(test.db, partnerId, NOW),
    apiKeys: withKeys ? await listApiKeys(test.db, partnerId) : null,
    checklist: await gettingStarted(test.db, partnerId),
    payoutSummary: await getPayoutSummary(test.db, partnerId, NOW),
  };
}

describe("the partner dashboard", () => {
  it("shows the same figures, deals, plan count, checklist and payouts as each rule's own function", async () => {
    const partner = await createPartner(test.db, { plan: "growth" });
    await test.db
      .update(partners)
      .set({ openingHours: [null, null, null, null, null, null, null] })
      .where(eq(partners.id, partner.partnerId));
    const other = await createPartner(test.db);
    const buyer = await createCustomer(test.db, { name: "Kari" });
    const may = at("2026-05-01T08:00:00Z");
    const old = await createDeal(test.db, partner.partnerId, { createdAt: may });
    const fresh = await createDeal(test.db, partner.partnerId, { createdAt: at("2026-06-12T08:00:00Z") });
    await createDeal(test.db, partner.partnerId, { status: "pending", createdAt: may });
    await createDeal(test.db, partner.partnerId, { createdAt: may, startsAt: at("2026-07-01T00:00:00Z") });
    await createDeal(test.db, partner.partnerId, { status: "draft", createdAt: may });
    await createDeal(test.db, partner.partnerId, { status: "paused", createdAt: may });
    await createDeal(test.db, partner.partnerId, { createdAt: may, endsAt: at("2026-06-10T00:00:00Z") });
    const theirs = await createDeal(test.db, other.partnerId, { createdAt: may });

    await addViews(test.db, old.id, at("2026-06-15T08:00:00Z"), 2);
    await addViews(test.db, fresh.id, at("2026-06-15T09:59:00Z"));
    await addViews(test.db, old.id, at("2026-06-05T12:00:00Z"), 2);
    await addViews(test.db, theirs.id, at("2026-06-15T08:00:00Z"), 7);
    await addPaidOrder(test.db, { dealId: theirs.id, userId: null, quantity: 3, unitPriceOre: 90_000, at: NOW });
    const today = await addPaidOrder(test.db, {
      dealId: old.id,
      userId: buyer.id,
      quantity: 2,
      unitPriceOre: 50_000,
      at: at("2026-06-15T07:00:00Z"),
    });
    const refund = await refundVoucher(
      test.db,
      { mailer: outboxMailer() },
      { voucherId: today.voucherIds[0]!, userId: buyer.id, language: "no" },
      at("2026-06-15T07:30:00Z"),
    );
    expect(refund).toMatchObject({ ok: true });
    await addPaidOrder(test.db, {
      dealId: old.id,
      userId: buyer.id,
      quantity: 1,
      unitPriceOre: 40_000,
      at: at("2026-06-03T10:00:00Z"),
    });
    await createApiKey(test.db, partner.partnerId, "Kassesystem");

    const dashboard = await loadPartnerDashboard(test.db, { id: partner.partnerId, plan: "growth" }, 7, "no", NOW);
    expect(dashboard).toEqual(await separately(partner.partnerId, 7, "no", true));
    // The figures themselves: two deals live now (old and fresh), two at the end of last week (old
    // and the one that ended on 10 June; fresh was not made yet); on the plan: the two live ones,
    // the waiting one and the one not started.
    expect(dashboard.analytics.current).toEqual({
      views: 3,
      sales: 2,
      revenueOre: 50_000,
      conversionRate: 66.7,
      activeDeals: 2,
    });
    expect(dashboard.analytics.previous).toMatchObject({ views: 2, sales: 1, revenueOre: 40_000, activeDeals: 2 });
    expect(dashboard.dealsOnPlan).toBe(4);
    // Seven deals: the newest six on the dashboard, fresh (made in June) first; all seven counted.
    expect(dashboard.deals).toHaveLength(6);
    expect(dashboard.deals[0]?.id).toBe(fresh.id);
    expect(dashboard.dealCount).toBe(7);
    expect(dashboard.checklist).toEqual({
      steps: [
        { step: "approval", done: true },
        { step: "profile", done: true },
        { step: "firstDeal", done: true },
        { step: "submitted", done: true },
        { step: "live", done: true },
        { step: "firstSale", done: true },
      ],
      finished: true,
    });
    expect(dashboard.payoutSummary).toMatchObject({ soldCount: 3, refundRate: 33.3, liabilityCount: 2 });
    expect(dashboard.apiKeys).toHaveLength(1);

    const month = await loadPartnerDashboard(test.db, { id: partner.partnerId, plan: "growth" }, 30, "en", NOW);
    expect(month).toEqual(await separately(partner.partnerId, 30, "en", true));
  });

  it("gives a partner without deals zeros, its first step and no API keys on a plan without the API", async () => {
    const partner = await createPartner(test.db, { plan: "starter" });
    const dashboard = await loadPartnerDashboard(test.db, { id: partner.partnerId, plan: "starter" }, 90, "no", NOW);
    expect(dashboard).toEqual(await separately(partner.partnerId, 90, "no", false));
    expect(dashboard.apiKeys).toBeNull();
    expect(dashboard.deals).toEqual([]);
    expect(dashboard.dealCount).toBe(0);
    expect(dashboard.dealsOnPlan).toBe(0);
    expect(dashboard.analytics.current.activeDeals).toBe(0);
    expect(dashboard.checklist.steps.filter((s) => s.done).map((s) => s.step)).toEqual(["approval"]);
    expect(dashboard.checklist.finished).toBe(false);
  });
});
