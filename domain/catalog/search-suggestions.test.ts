import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { listCities } from "./catalog.server";
import { POPULAR_SEARCHES } from "./popular-searches";
import { suggestSearches } from "./search-suggestions.server";

const t = setupTestDatabase({ seeded: true });
const now = t.seededAt;
let cities: string[] = [];

beforeAll(async () => {
  cities = await listCities(t.db, now);
});

describe("suggestSearches", () => {
  it("suggests Massasje, its category and massasje deals for 'mas'", async () => {
    const s = await suggestSearches(t.db, "no", "mas", cities, now);
    expect(s.popular).toContain("Massasje");
    expect(s.categories.map((c) => c.id)).toContain("beauty-spa");
    expect(s.deals.length).toBeGreaterThan(0);
    for (const deal of s.deals) expect(deal.title.toLowerCase()).toContain("mas");
  });

  it("suggests cities by their start in any case, and answers in English", async () => {
    expect((await suggestSearches(t.db, "no", "berg", cities, now)).cities).toEqual(["Bergen"]);
    const en = await suggestSearches(t.db, "en", "mas", cities, now);
    expect(en.popular).toContain("Massage");
    expect(en.categories.map((c) => c.name)).toContain("Beauty & Spa");
  });

  it("offers popular searches only for fewer than two characters, and nothing for nonsense", async () => {
    expect(await suggestSearches(t.db, "no", "m", cities, now)).toEqual({
      categories: [],
      cities: [],
      deals: [],
      popular: POPULAR_SEARCHES.no.slice(0, 4),
    });
    expect(await suggestSearches(t.db, "no", "qxzvwk", cities, now)).toEqual({
      categories: [],
      cities: [],
      deals: [],
      popular: [],
    });
  });
});
