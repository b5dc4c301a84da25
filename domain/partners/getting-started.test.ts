// A new partner's checklist follows what the partner has really done, step by step, and is
// finished by the first sale (when the dashboard's chart takes its place).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { setupTestShop } from "../../tests/support/buy-vouchers";
import { deals, partners } from "#db/schema.server";
import { createCustomer, createDeal, createPartner } from "#domain/demo/factories.server";
import { gettingStarted } from "./getting-started.server";

const t = setupTestDatabase({ seeded: true });
const shop = setupTestShop(t);

const doneSteps = async (partnerId: string) =>
  (await gettingStarted(t.db, partnerId)).steps.filter((s) => s.done).map((s) => s.step);

describe("gettingStarted", () => {
  it("ticks off approval, profile, first deal, approval request, going live and the first sale as they happen", async () => {
    const { partnerId } = await createPartner(t.db, { status: "pending" });
    expect(await doneSteps(partnerId)).toEqual([]);
    expect((await gettingStarted(t.db, partnerId)).finished).toBe(false);

    await t.db.update(partners).set({ status: "approved" }).where(eq(partners.id, partnerId));
    await t.db
      .update(partners)
      .set({ openingHours: [null, null, null, null, null, null, null] })
      .where(eq(partners.id, partnerId));
    expect(await doneSteps(partnerId)).toEqual(["approval", "profile"]);

    const deal = await createDeal(t.db, partnerId, { status: "draft" });
    expect(await doneSteps(partnerId)).toEqual(["approval", "profile", "firstDeal"]);
    await t.db.update(deals).set({ status: "pending" }).where(eq(deals.id, deal.id));
    expect(await doneSteps(partnerId)).toEqual(["approval", "profile", "firstDeal", "submitted"]);
    await t.db.update(deals).set({ status: "published" }).where(eq(deals.id, deal.id));
    expect(await doneSteps(partnerId)).toEqual(["approval", "profile", "firstDeal", "submitted", "live"]);
    expect((await gettingStarted(t.db, partnerId)).finished).toBe(false);

    const buyer = await createCustomer(t.db);
    const order = await shop.buy(t.db, {
      email: buyer.email,
      userId: buyer.id,
      language: "no",
      lines: [{ dealId: deal.id, packageKind: "basic", quantity: 1 }],
    });
    expect(order.ok).toBe(true);
    const after = await gettingStarted(t.db, partnerId);
    expect(after.steps.every((s) => s.done)).toBe(true);
    expect(after.finished).toBe(true);
  });

  it("counts only the partner's own deals and sales", async () => {
    const busy = await createPartner(t.db, { status: "approved" });
    const fresh = await createPartner(t.db, { status: "approved" });
    await createDeal(t.db, busy.partnerId, { status: "published" });
    expect(await doneSteps(fresh.partnerId)).toEqual(["approval"]);
  });
});
