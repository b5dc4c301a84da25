import { and, eq, gt, max } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { deals, partners } from "#db/schema.server";
import { createDeal } from "#domain/demo/factories.server";
import type { Language } from "#i18n/languages";
import { searchDeals } from "./catalog.server";
import { PAGE_SIZE, type DealFilters } from "./deal-filters";
import { parseDealFilters } from "./deal-filters.server";
import { listDeals } from "./listing-statements.server";

const t = setupTestDatabase({ seeded: true });
const now = t.seededAt;
const DAY = 24 * 60 * 60_000;

let partnerId = "";
let lastSeededId = 0;

beforeAll(async () => {
  const [partner] = await t.db.select({ id: partners.id }).from(partners).limit(1);
  const [last] = await t.db.select({ id: max(deals.id) }).from(deals);
  partnerId = partner!.id;
  lastSeededId = last!.id!;
});

afterEach(async () => {
  await t.db.delete(deals).where(gt(deals.id, lastSeededId));
});

const filters = (query: string): DealFilters => parseDealFilters(new URLSearchParams(query));

/** The same listing answered both ways: by the prepared statements and as built per request. */
async function bothWays(query: string, lang: Language = "no", at = now) {
  const f = filters(query);
  const [prepared, built] = await Promise.all([listDeals(t.db, lang, f, at), searchDeals(t.db, lang, f, at)]);
  return { prepared, built };
}

describe("the listing without words as prepared statements", () => {
  const queries = [
    "",
    "sort=popular",
    "sort=relevance",
    "sort=nearest",
    "sort=ending",
    "sort=newest",
    "sort=price-asc&page=2",
    "sort=price-desc&page=5",
    "sort=discount&page=3",
    "sort=rating",
    "page=6",
    "page=40",
    "sort=rating&page=5",
    // Not answered by a prepared statement: the same either way too.
    "category=dining",
    "category=dining&category=fitness&sort=price-asc",
    "q=massasje",
    "city=Oslo",
    "minPrice=500&maxPrice=1000",
    "rating=4",
    "near=59.91,10.75&sort=nearest",
  ];

  for (const lang of ["no", "en"] as const) {
    it(`gives the deals, counts and pages the built statements give (${lang})`, async () => {
      for (const query of queries) {
        const { prepared, built } = await bothWays(query, lang);
        expect(prepared, query).toEqual(built);
      }
    });
  }

  it("lists what the seed has: every live deal counted, most sold first, pages of PAGE_SIZE", async () => {
    const live = await t.db.$count(deals, and(eq(deals.status, "published"), gt(deals.endsAt, now)));
    const first = await listDeals(t.db, "no", filters(""), now);
    expect(first.total).toBe(live);
    expect(first.pageCount).toBe(Math.ceil(live / PAGE_SIZE));
    expect(first.deals).toHaveLength(PAGE_SIZE);
    const bySold = first.deals.map((d) => d.soldCount);
    expect(bySold).toEqual([...bySold].sort((a, b) => b - a));
    const byPrice = (await listDeals(t.db, "no", filters("sort=price-asc&page=2"), now)).deals.map(
      (d) => d.discountedPriceOre,
    );
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
  });

  it("judges each request at its own moment: a deal is listed until it ends, and then no longer", async () => {
    const endsAt = new Date(now.getTime() + DAY);
    const { id } = await createDeal(t.db, partnerId, { categoryId: "dining", endsAt, soldCount: 1_000_000 });
    // Asked more than five times, so that PostgreSQL may settle on one plan for every moment.
    for (let i = 0; i < 7; i++) expect((await listDeals(t.db, "no", filters(""), now)).deals[0]?.id).toBe(id);
    const after = new Date(endsAt.getTime() + 1);
    const { prepared, built } = await bothWays("", "no", after);
    expect(prepared.deals.map((d) => d.id)).not.toContain(id);
    expect(prepared).toEqual(built);
  });
});
