// "Nylig sett" in the account: newest first, eight kept, a guest's list merged, dead deals hidden.
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { deals } from "#db/schema.server";
import { createCustomer } from "#domain/demo/factories.server";
import { recentlyViewedCards, recordViews, viewedIdsSchema } from "./recently-viewed.server";

const t = setupTestDatabase({ seeded: true });
let ids: number[] = [];

beforeAll(async () => {
  ids = (await t.db.select({ id: deals.id }).from(deals).orderBy(asc(deals.id)).limit(12)).map((r) => r.id);
});

const newUser = async () => (await createCustomer(t.db, { name: "Kari" })).id;
const shown = async (user: string) => (await recentlyViewedCards(t.db, "no", user)).map((d) => d.id);

describe("recently viewed deals", () => {
  it("lists views newest first, a deal viewed again moves to the front, and only eight are kept", async () => {
    const user = await newUser();
    const start = Date.now();
    for (const [i, id] of ids.slice(0, 10).entries()) await recordViews(t.db, user, [id], new Date(start + i * 1000));
    await recordViews(t.db, user, [ids[5]!], new Date(start + 20_000));
    expect(await shown(user)).toEqual([ids[5], ids[9], ids[8], ids[7], ids[6], ids[4], ids[3], ids[2]]);
  });

  it("merges a guest's list (newest first) at sign-in, ignoring ids that are no deal", async () => {
    const user = await newUser();
    await recordViews(t.db, user, [ids[0]!], new Date(Date.now() - 60_000));
    await recordViews(t.db, user, [ids[2]!, 2_000_000_000, ids[1]!]);
    expect(await shown(user)).toEqual([ids[2], ids[1], ids[0]]);
  });

  it("drops an ended or paused deal from the list shown", async () => {
    const user = await newUser();
    await recordViews(t.db, user, [ids[10]!, ids[11]!, ids[0]!]);
    await t.db.update(deals).set({ status: "ended" }).where(eq(deals.id, ids[10]!));
    await t.db.update(deals).set({ status: "paused" }).where(eq(deals.id, ids[11]!));
    expect(await shown(user)).toEqual([ids[0]]);
  });

  it("reads a browser's list: at most eight ids, a bad one refuses it", () => {
    expect(viewedIdsSchema.parse("3,2,1")).toEqual([3, 2, 1]);
    expect(viewedIdsSchema.parse("")).toEqual([]);
    expect(viewedIdsSchema.parse("1,2,3,4,5,6,7,8,9,10")).toHaveLength(8);
    expect(viewedIdsSchema.safeParse("1,x").success).toBe(false);
  });
});
