// Live deals for tests: their ids to read, or deals a test file takes one at a time, each freed
// of caps and per-customer limits and priced as the test needs, so tests that buy do not share a
// deal's stock or limits.
import { and, asc, eq, gt } from "drizzle-orm";
import { beforeAll } from "vitest";
import type { Database } from "#db/connection.server";
import { dealPackages, deals } from "#db/schema.server";

const MONTH_MS = 30 * 86_400_000;

/** Call at the top of a test file, after its database is set up; returns `takeDeal(priceOre)`. */
export function setupFreeDeals(t: { db: Database }): (priceOre: number) => Promise<number> {
  let free: number[] = [];
  beforeAll(async () => {
    const rows = await t.db
      .select({ id: deals.id })
      .from(deals)
      .where(and(eq(deals.status, "published"), gt(deals.endsAt, new Date(Date.now() + MONTH_MS))))
      .orderBy(asc(deals.id));
    free = rows.map((row) => row.id);
  });
  return async (priceOre) => {
    const id = free.shift();
    if (id === undefined) throw new Error("No deal left");
    await t.db.update(deals).set({ unitsCap: null, perCustomerLimit: null }).where(eq(deals.id, id));
    await t.db
      .update(dealPackages)
      .set({ priceOre, minQuantity: 1 })
      .where(and(eq(dealPackages.dealId, id), eq(dealPackages.kind, "basic")));
    return id;
  };
}

/**
 * Call at the top of a test file: the ids of the seed's published deals that still run a week
 * after the seed's time, in id order, filled in before the file's tests run.
 */
export function setupLiveDealIds(t: { db: Database; seededAt: Date }): number[] {
  const ids: number[] = [];
  beforeAll(async () => {
    const rows = await t.db
      .select({ id: deals.id })
      .from(deals)
      .where(and(eq(deals.status, "published"), gt(deals.endsAt, new Date(t.seededAt.getTime() + 7 * 86_400_000))))
      .orderBy(asc(deals.id));
    ids.push(...rows.map((row) => row.id));
  });
  return ids;
}
