import { and, eq, gt, max } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { deals, partners } from "#db/schema.server";
import { createDeal } from "#domain/demo/factories.server";
import type { Language } from "#i18n/languages";
import { facetCounts, searchDeals } from "./catalog.server";
import { PAGE_SIZE, type DealFilters } from "./deal-filters";
import { parseDealFilters } from "./deal-filters.server";
import { countFacets, listDeals } from "./listing-statements.server";

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
  const [prepared, built, preparedFacets, builtFacets] = await Promise.all([
    listDeals(t.db, lang, f, at),
    searchDeals(t.db, lang, f, at),
    countFacets(t.db, f, at),
    facetCounts(t.db, f, at),
  ]);
  return { prepared, built, preparedFacets, builtFacets };
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
    "category=dining",
    "category=dining&category=fitness&sort=price-asc",
    "category=activities&page=2",
    "category=no-such-category",
    "page=6",
    "page=40",
    "sort=rating&page=5",
    // Not answered by a prepared statement: the same either way too.
    "q=massasje",
    "city=Oslo",
    "minPrice=500&maxPrice=1000",
    "rating=4",
    "near=59.91,10.75&sort=nearest",
  ];

  for (const lang of ["no", "en"] as const) {
    it(`gives the deals, counts, pages and facet counts the built statements give (${lang})`, async () => {
      for (const query of queries) {
        const { prepared, built, preparedFacets, builtFacets } = await bothWays(query, lang);
        expect(prepared, query).toEqual(built);
        expect(preparedFacets, query).toEqual(builtFacets);
      }
    });
  }

  it("lists what the seed has: every live deal counted, pages of PAGE_SIZE, facets per category", async () => {
    const live = await t.db.$count(deals, and(eq(deals.status, "published"), gt(deals.endsAt, now)));
    const first = await listDeals(t.db, "no", filters(""), now);
    expect(first.total).toBe(live);
    expect(first.deals).toHaveLength(PAGE_SIZE);
    const bySold = first.deals.map((d) => d.soldCount);
    expect(bySold).toEqual([...bySold].sort((a, b) => b - a));
    const facets = await countFacets(t.db, filters(""), now);
    expect(Object.values(facets.categories).reduce((sum, n) => sum + n, 0)).toBe(live);
    const dining = await listDeals(t.db, "no", filters("category=dining"), now);
    expect(dining.total).toBe(facets.categories.dining);
    expect(new Set(dining.deals.map((d) => d.categoryId))).toEqual(new Set(["dining"]));
  });

  it("judges each request at its own moment: a deal is listed until it ends, and then no longer", async () => {
    const endsAt = new Date(now.getTime() + DAY);
    const { id } = await createDeal(t.db, partnerId, {
      categoryId: "dining",
      endsAt,
      soldCount: 1_000_000,
    });
    // Asked several times before the end, so that PostgreSQL may settle on one plan for all moments.
    for (let i = 0; i < 7; i++) {
      const before = await listDeals(t.db, "no", filters("category=dining"), now);
      expect(before.deals[0]?.id).toBe(id);
      expect((await countFacets(t.db, filters(""), now)).categories.dining).toBe(before.total);
    }
    const after = new Date(endsAt.getTime() + 1);
    const { prepared, built, preparedFacets, builtFacets } = await bothWays("category=dining", "no", after);
    expect(prepared.deals.map((d) => d.id)).not.toContain(id);
    expect(prepared).toEqual(built);
    expect(preparedFacets).toEqual(builtFacets);
  });
});
