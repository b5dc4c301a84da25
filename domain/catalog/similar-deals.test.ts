// "Lignende tilbud": which deals, in which order, and which never.
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { createDeal, createPartner } from "#domain/demo/factories.server";
import { similarDeals } from "./similar-deals.server";

const t = setupTestDatabase({ seeded: true });

describe("similar deals", () => {
  it("shows the same category in the same city first, best-selling first, then the category elsewhere; never itself, an ended or another category's deal", async () => {
    const { partnerId } = await createPartner(t.db);
    const city = "Likheim";
    const here = { categoryId: "dining", city };
    const self = await createDeal(t.db, partnerId, { ...here, soldCount: 100 });
    const fewSold = await createDeal(t.db, partnerId, { ...here, soldCount: 5 });
    const mostSold = await createDeal(t.db, partnerId, { ...here, soldCount: 10 });
    const ended = await createDeal(t.db, partnerId, { ...here, soldCount: 50, status: "ended" });
    const past = await createDeal(t.db, partnerId, { ...here, soldCount: 60, endsAt: new Date(Date.now() - 1000) });
    const paused = await createDeal(t.db, partnerId, { ...here, soldCount: 80, status: "paused" });
    const otherCategory = await createDeal(t.db, partnerId, { categoryId: "fitness", city, soldCount: 70 });

    const found = await similarDeals(t.db, "no", self.id);

    expect(found).toHaveLength(4);
    expect(found.slice(0, 2).map((d) => d.id)).toEqual([mostSold.id, fewSold.id]);
    for (const deal of found.slice(2)) {
      expect(deal.categoryId).toBe("dining");
      expect(deal.city).not.toBe(city);
    }
    const ids = found.map((d) => d.id);
    for (const never of [self, ended, past, paused, otherCategory]) expect(ids).not.toContain(never.id);
  });

  it("judges every request at its own moment: a deal like it is shown until it ends, in both languages", async () => {
    const { partnerId } = await createPartner(t.db);
    const here = { categoryId: "fitness", city: "Endeby" };
    const self = await createDeal(t.db, partnerId, here);
    const endsAt = new Date(Date.now() + 60 * 60_000);
    const ending = await createDeal(t.db, partnerId, { ...here, endsAt });
    // Asked more than five times, so PostgreSQL may settle on one plan for every moment.
    for (let i = 0; i < 7; i++)
      for (const lang of ["no", "en"] as const)
        expect((await similarDeals(t.db, lang, self.id))[0]?.id).toBe(ending.id);
    for (const lang of ["no", "en"] as const) {
      const later = await similarDeals(t.db, lang, self.id, new Date(endsAt.getTime() + 1));
      expect(later.map((d) => d.id)).not.toContain(ending.id);
    }
  });

  it("picks the best-selling of many: the two in the same city, then the category's best elsewhere in order", async () => {
    const { partnerId } = await createPartner(t.db);
    const categoryId = "activities";
    const self = await createDeal(t.db, partnerId, { categoryId, city: "Mangeby", soldCount: 1 });
    const here = [];
    for (const soldCount of [3, 9000])
      here.push(await createDeal(t.db, partnerId, { categoryId, city: "Mangeby", soldCount }));
    await createDeal(t.db, partnerId, { categoryId, city: "Mangeby", soldCount: 9500, status: "ended" });
    const elsewhere = [];
    for (const [i, soldCount] of [9001, 9003, 9002, 9003, 4].entries())
      elsewhere.push(await createDeal(t.db, partnerId, { categoryId, city: `Annenby ${i}`, soldCount }));

    const found = (await similarDeals(t.db, "en", self.id)).map((d) => d.id);

    // Same city by sales (9000, 3); then elsewhere by sales (9003 twice, the lower id first).
    expect(found).toEqual([here[1]!.id, here[0]!.id, elsewhere[1]!.id, elsewhere[3]!.id]);
  });
});
