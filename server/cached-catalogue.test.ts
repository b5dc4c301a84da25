import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../tests/support/test-database";
import { followCatalogueChanges, type CatalogueChanges } from "#db/catalogue-changes.server";
import { deals } from "#db/schema.server";
import { homeCollections } from "#domain/catalog/catalog.server";
import { cachedCatalogue, type CachedCatalogue } from "./cached-catalogue.server";

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
