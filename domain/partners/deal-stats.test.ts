// A deal's numbers on the partner's deal list: views, sold, revenue at the price paid without
// refunded vouchers, redeemed and refunded; other partners' deals and vouchers never count.
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import { dealEvents, vouchers } from "#db/schema.server";
import { createCustomer, createDeal, createPartner } from "#domain/demo/factories.server";
import { dealStats } from "./deal-stats.server";

const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);

describe("dealStats", () => {
  it("counts views, vouchers sold, revenue, redeemed and refunded per deal", async () => {
    const { partnerId } = await createPartner(t.db, { status: "approved" });
    const deal = await createDeal(t.db, partnerId, { status: "published" });
    const quiet = await createDeal(t.db, partnerId, { status: "published" });
    const other = await createPartner(t.db, { status: "approved" });
    const othersDeal = await createDeal(t.db, other.partnerId, { status: "published" });

    await t.db.insert(dealEvents).values([1, 2, 3, 4].map(() => ({ dealId: deal.id, kind: "view" as const })));
    const buyer = await createCustomer(t.db);
    const bought = await shop.buy(t.db, {
      email: buyer.email,
      userId: buyer.id,
      language: "no",
      lines: [
        { dealId: deal.id, packageKind: "basic", quantity: 3 },
        { dealId: othersDeal.id, packageKind: "basic", quantity: 1 },
      ],
    });
    if (!bought.ok) throw new Error(bought.reason);
    const ours = await t.db.select().from(vouchers).where(eq(vouchers.dealId, deal.id));
    expect(ours).toHaveLength(3);
    await t.db.update(vouchers).set({ status: "redeemed" }).where(eq(vouchers.id, ours[0]!.id));
    await t.db.update(vouchers).set({ status: "refunded" }).where(eq(vouchers.id, ours[1]!.id));

    const stats = await dealStats(t.db, partnerId);
    expect(stats[deal.id]).toEqual({
      views: 4,
      sold: 3,
      revenueOre: 2 * deal.discountedPriceOre,
      redeemed: 1,
      refunded: 1,
    });
    expect(stats[quiet.id]).toEqual({ views: 0, sold: 0, revenueOre: 0, redeemed: 0, refunded: 0 });
    expect(stats[othersDeal.id]).toBeUndefined();
    const theirs = await t.db
      .select()
      .from(vouchers)
      .where(inArray(vouchers.dealId, [othersDeal.id]));
    expect((await dealStats(t.db, other.partnerId))[othersDeal.id]).toMatchObject({ sold: theirs.length });
  });
});
