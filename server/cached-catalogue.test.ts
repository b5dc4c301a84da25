import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../tests/support/test-database";
import { followCatalogueChanges, type CatalogueChanges } from "#db/catalogue-changes.server";
import { deals } from "#db/schema.server";
import { facetCounts, homeCollections } from "#domain/catalog/catalog.server";
import { parseDealFilters } from "#domain/catalog/deal-filters.server";
import { createDeal, createPartner } from "#domain/demo/factories.server";
import { cachedCatalogue, facetKey, type CachedCatalogue } from "./cached-catalogue.server";

const t = setupTestDatabase({ seeded: true });
let pool: pg.Pool;
let changes: CatalogueChanges;
let catalogue: CachedCatalogue;

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: t.url, max: 2 });
  changes = followCatalogueChanges(pool, { warn: () => undefined });
  catalogue = cachedCatalogue(t.db, changes);
  await until(() => changes.listening(), "the catalogue notifications");
});
afterAll(async () => {
  await changes?.close();
  await pool?.end();
});

describe("the home page's collections through the catalogue cache", () => {
  it("are the catalogue's, in each language, and follow a change to a deal on it", async () => {
    expect(await catalogue.homeCollections("no")).toEqual(await homeCollections(t.db, "no"));
    const english = await catalogue.homeCollections("en");
    expect(english).toEqual(await homeCollections(t.db, "en"));

    const popular = (await catalogue.homeCollections("no")).popular[0];
    if (!popular) throw new Error("The seeded catalogue has no popular deal");
    // A sale notifies nobody: within the cache's lifetime the figures lag, as on the cached page.
    await t.db
      .update(deals)
      .set({ soldCount: popular.soldCount + 1 })
      .where(eq(deals.id, popular.id));
    expect((await catalogue.homeCollections("no")).popular[0]?.soldCount).toBe(popular.soldCount);

    const generation = changes.generation();
    await t.db.update(deals).set({ title: "Ny tittel på tilbudet" }).where(eq(deals.id, popular.id));
    await until(() => changes.generation() > generation, "the change's notification");

    const after = await catalogue.homeCollections("no");
    const changed = after.popular.find((deal) => deal.id === popular.id);
    expect(changed?.title).toBe("Ny tittel på tilbudet");
    expect(changed?.soldCount).toBe(popular.soldCount + 1);
    // The English collections were worked out again as well.
    expect((await catalogue.homeCollections("en")).popular.find((deal) => deal.id === popular.id)?.title).toBe(
      (await homeCollections(t.db, "en")).popular.find((deal) => deal.id === popular.id)?.title,
    );
  });
});

describe("the facet counts through the catalogue cache", () => {
  const filters = (query: string) => parseDealFilters(new URLSearchParams(query));

  it("spell one set of filters one way: order, page, position, case and the slider's ends count nothing", () => {
    const key = facetKey(filters("city=Oslo&city=Bergen&category=dining&rating=4"));
    expect(
      facetKey(filters("category=dining&city=bergen&city=oslo&rating=4&sort=newest&page=3&near=59.91,10.75")),
    ).toBe(key);
    expect(facetKey(filters("minPrice=0&maxPrice=5000"))).toBe(facetKey(filters("")));
    expect(facetKey(filters("category=dining"))).not.toBe(facetKey(filters("category=fitness")));
    expect(facetKey(filters("maxPrice=1000"))).not.toBe(facetKey(filters("")));
  });

  it("are the catalogue's, and show a deal published or ended at once after its notification", async () => {
    const asked = ["", "category=dining", "city=Oslo", "category=dining&city=Oslo&maxPrice=2000"].map(filters);
    for (const f of asked) expect(await catalogue.facets(f)).toEqual(await facetCounts(t.db, f));
    // Kept: the same counts again, also for the same filters in another order or page.
    expect(await catalogue.facets(filters("sort=newest&page=2&city=oslo"))).toBe(await catalogue.facets(asked[2]!));

    const { partnerId } = await createPartner(t.db);
    const notified = async (change: () => Promise<unknown>) => {
      const generation = changes.generation();
      await change();
      await until(() => changes.generation() > generation, "the change's notification");
    };
    const before = await catalogue.facets(filters("city=Oslo"));
    let published = { id: 0 };
    await notified(async () => {
      published = await createDeal(t.db, partnerId, {
        categoryId: "dining",
        city: "Fasettby",
        discountedPriceOre: 100_000,
      });
    });
    const after = await catalogue.facets(filters("city=Oslo"));
    expect(after.cities["Fasettby"]).toBe(1);
    expect(after.categories).toEqual(before.categories); // Fasettby is not Oslo
    for (const f of asked) expect(await catalogue.facets(f)).toEqual(await facetCounts(t.db, f));

    const dining = (await catalogue.facets(filters(""))).categories["dining"] ?? 0;
    await notified(() => t.db.update(deals).set({ status: "ended" }).where(eq(deals.id, published.id)));
    const ended = await catalogue.facets(filters(""));
    expect(ended.categories["dining"]).toBe(dining - 1);
    expect(ended.cities["Fasettby"]).toBeUndefined();
  });

  it("count a search with words per request", async () => {
    const search = filters("q=massasje&city=Oslo");
    expect(await catalogue.facets(search)).toEqual(await facetCounts(t.db, search));
  });
});
