import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partnerProfiles } from "#db/schema.server";
import { setupTestDatabase } from "../../tests/support/test-database";
import { businessPlan, type BusinessPlanId } from "./business-plans";
import { createDeal, createPartner } from "#domain/demo/factories.server";
import { changePlan, countDealsOnPlan, mayPublishAnotherDeal, withPartnerLock } from "./partner-plans.server";

const test = setupTestDatabase({ seeded: true });
const DAY = 86_400_000;

describe("plan limits", () => {
  it("counts published and pending deals that have not ended against the plan's maximum", async () => {
    const { partnerId } = await createPartner(test.db, { plan: "starter" });
    const starter = { id: partnerId, plan: "starter" as const };
    await createDeal(test.db, partnerId, { status: "published" });
    await createDeal(test.db, partnerId, { status: "pending" });
    // These do not count: paused, rejected, draft, ended, and published but past its end.
    for (const status of ["paused", "rejected", "draft", "ended"] as const)
      await createDeal(test.db, partnerId, { status });
    await createDeal(test.db, partnerId, { status: "published", endsAt: new Date(Date.now() - DAY) });
    expect(await countDealsOnPlan(test.db, partnerId)).toBe(2);
    expect(await mayPublishAnotherDeal(test.db, starter)).toBe(true);

    await createDeal(test.db, partnerId, { status: "published" });
    expect(await countDealsOnPlan(test.db, partnerId)).toBe(3);
    expect(await mayPublishAnotherDeal(test.db, starter)).toBe(false);
    expect(await mayPublishAnotherDeal(test.db, { id: partnerId, plan: "ecommerce" })).toBe(true);
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
      const { partnerId } = await createPartner(test.db, { plan: "ecommerce" });
      for (let i = 0; i < 3; i++) await createDeal(test.db, partnerId);
      // A deal submitted as the deal editor should: under the partner's lock, against the plan read there.
      const submitDeal = () =>
        withPartnerLock(test.db, partnerId, async (tx) => {
          const { rows } = await tx.execute<{ plan: BusinessPlanId }>(
            sql`SELECT plan FROM partner_profiles WHERE partner_id = ${partnerId}`,
          );
          if (!(await mayPublishAnotherDeal(tx, { id: partnerId, plan: rows[0]!.plan }))) return false;
          await tx.execute(sql`
            INSERT INTO deals (partner_id, category_id, title, description, fine_print, city, original_price_ore,
                               discounted_price_ore, discount_percent, image_src, image_alt_no, image_alt_en, status, ends_at)
            VALUES (${partnerId}, 'beauty-spa', 'Samtidig', 'Samtidig.', 'Ingen.', 'Oslo', 2000, 1000, 50,
                    '/x.webp', 'x', 'x', 'pending', now() + interval '30 days')`);
          return true;
        });
      await Promise.all([
        ...Array.from({ length: 5 }, () => changePlan(test.db, partnerId, "starter")),
        submitDeal(),
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
