import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partnerProfiles } from "#db/schema.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { businessPlan } from "./business-plans";
import { createDeal, createPartner } from "#domain/demo/factories.server";
import { createDeal as submitDeal } from "./partner-deals.server";
import { changePlan, countDealsOnPlan } from "./partner-plans.server";
import { validDealInput } from "./deal-form-fields.fixture";

const test = setupTestDatabase({ seeded: true });
const DAY = 86_400_000;
const dealInput = validDealInput(30);

describe("plan limits", () => {
  it("counts published and pending deals that have not ended against the plan's maximum", async () => {
    const { partnerId } = await createPartner(test.db, { plan: "starter" });
    await createDeal(test.db, partnerId, { status: "published" });
    await createDeal(test.db, partnerId, { status: "pending" });
    // These do not count: paused, rejected, draft, ended, and published but past its end.
    for (const status of ["paused", "rejected", "draft", "ended"] as const)
      await createDeal(test.db, partnerId, { status });
    await createDeal(test.db, partnerId, { status: "published", endsAt: new Date(Date.now() - DAY) });
    expect(await countDealsOnPlan(test.db, partnerId)).toBe(2);
  });

  it("refuses a plan whose maximum is below the deals running, and allows one that fits", async () => {
    const { partnerId } = await createPartner(test.db, { plan: "growth" });
    for (let i = 0; i < 4; i++) await createDeal(test.db, partnerId);
    expect(await changePlan(test.db, partnerId, "starter")).toEqual({
      ok: false,
      reason: "tooManyDeals",
      dealsOnPlan: 4,
      maxDeals: 3,
    });
    const [unchanged] = await test.db.select().from(partnerProfiles).where(eq(partnerProfiles.partnerId, partnerId));
    expect(unchanged?.plan).toBe("growth");

    expect(await changePlan(test.db, partnerId, "ecommerce")).toEqual({ ok: true, plan: "ecommerce" });
    const [changed] = await test.db.select().from(partnerProfiles).where(eq(partnerProfiles.partnerId, partnerId));
    expect(changed?.plan).toBe("ecommerce");
    // The trial end date stays what it was.
    expect(changed?.trialEndsAt).toEqual(unchanged?.trialEndsAt);
  });

  it("gives a partner without a profile one, with a three-month trial", async () => {
    const { partnerId } = await createPartner(test.db, { plan: null });
    const now = new Date("2026-03-10T12:00:00Z");
    expect(await changePlan(test.db, partnerId, "growth", now)).toEqual({ ok: true, plan: "growth" });
    const [profile] = await test.db.select().from(partnerProfiles).where(eq(partnerProfiles.partnerId, partnerId));
    expect(profile?.plan).toBe("growth");
    expect(profile?.trialEndsAt.toISOString()).toBe("2026-06-10T12:00:00.000Z");
  });

  it("never leaves a partner with more deals than its plan allows when a deal and plan moves race", async () => {
    for (let round = 0; round < 5; round++) {
      const { partnerId, userId } = await createPartner(test.db, { plan: "ecommerce" });
      for (let i = 0; i < 3; i++) await createDeal(test.db, partnerId);
      // A deal submitted through the deal editor's domain function, against the plan read under the lock.
      await Promise.all([
        ...Array.from({ length: 5 }, () => changePlan(test.db, partnerId, "starter")),
        submitDeal(test.db, { id: partnerId, userId }, dealInput, "0".repeat(32)),
        ...Array.from({ length: 5 }, () => changePlan(test.db, partnerId, "starter")),
      ]);
      const [profile] = await test.db.select().from(partnerProfiles).where(eq(partnerProfiles.partnerId, partnerId));
      expect(await countDealsOnPlan(test.db, partnerId)).toBeLessThanOrEqual(businessPlan(profile!.plan).maxDeals);
    }
  });

  it("ends with one profile row when many plan changes arrive at once", async () => {
    const { partnerId } = await createPartner(test.db, { plan: null });
    const plans = ["starter", "ecommerce", "growth"] as const;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => changePlan(test.db, partnerId, plans[i % 3]!)),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const rows = await test.db.select().from(partnerProfiles).where(eq(partnerProfiles.partnerId, partnerId));
    expect(rows).toHaveLength(1);
  });
});
