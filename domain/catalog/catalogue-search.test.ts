import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/test-database";
import { listCities, searchDeals } from "./catalog.server";
import { searchCatalogue, POPULAR_ON_NOTHING } from "./catalogue-search.server";
import { defaultSort, type DealFilters } from "./deal-filters";
import { parseDealFilters } from "./deal-filters.server";
import { understandQuery } from "./search-words.server";

const t = setupTestDatabase({ seeded: true });
const now = t.seededAt;
let cities: string[] = [];

beforeAll(async () => {
  cities = await listCities(t.db, now);
});

const filters = (query: string): DealFilters => parseDealFilters(new URLSearchParams(query));
const search = (q: string, query = "", lang: "no" | "en" = "no") =>
  searchCatalogue(t.db, lang, { ...filters(query), q }, cities, now);
/** Every match of plain filters (no understanding), up to COUNT_LIMIT. */
const plain = (f: Partial<DealFilters>) => searchDeals(t.db, "no", { ...filters(""), ...f }, now);

describe("searchCatalogue: typos", () => {
  it("finds the massasje deals for 'masasje' and says it searched 'massasje'", async () => {
    const typo = await search("masasje");
    const right = await plain({ q: "massasje" });
    expect(right.total).toBeGreaterThan(3);
    expect(typo).toMatchObject({ suggestion: "massasje", showingSuggestion: true });
    expect(typo.result.total).toBe(right.total);
    expect(typo.result.deals.map((d) => d.id)).toEqual(right.deals.map((d) => d.id));
  });

  it("corrects the word and keeps the city: 'masasje i Oslo' suggests 'massasje i Oslo', Oslo deals only", async () => {
    const found = await search("masasje i Oslo");
    expect(found.suggestion).toBe("massasje i Oslo");
    expect(found.result.total).toBe((await plain({ q: "massasje", cities: ["Oslo"] })).total);
    expect(found.result.deals.every((d) => d.city === "Oslo")).toBe(true);
  });

  it("corrects a mistyped city to the city and searches it as one: 'bergn' finds every Bergen deal", async () => {
    const found = await search("bergn");
    expect(found).toMatchObject({ suggestion: "Bergen", showingSuggestion: true });
    expect(found.result.total).toBe((await plain({ cities: ["Bergen"] })).total);
    expect((await search("trondhiem")).suggestion).toBe("Trondheim");
  });

  it("offers no spelling for words the catalogue has, nor for nonsense", async () => {
    expect((await search("massasje")).suggestion).toBeUndefined();
    expect((await search("kajak")).suggestion).toBeUndefined();
    const nonsense = await search("qxzvwk");
    expect(nonsense).toMatchObject({ suggestion: undefined, showingSuggestion: false });
    expect(nonsense.result.total).toBe(0);
  });
});

describe("searchCatalogue: cities in the words", () => {
  it("reads 'spa oslo' as spa deals in Oslo: every Oslo spa deal, not only those naming Oslo", async () => {
    const found = await search("spa oslo");
    const expected = await plain({ q: "spa", cities: ["Oslo"] });
    expect(expected.total).toBeGreaterThan(5);
    expect(found.city).toBe("Oslo");
    expect(found.result.total).toBe(expected.total);
    expect(found.result.deals.every((d) => d.city === "Oslo")).toBe(true);
    expect((await search("Spa i OSLO")).result.total).toBe(expected.total);
    expect((await search("spa in Oslo", "", "en")).result.total).toBe(expected.total);
  });

  it("reads 'Bergen' alone as every Bergen deal, most popular first", async () => {
    const found = await search("Bergen");
    const expected = await plain({ cities: ["Bergen"], sort: "popular" });
    expect(expected.total).toBeGreaterThan(20);
    expect(found.result.total).toBe(expected.total);
    expect(found.result.deals.map((d) => d.id)).toEqual(expected.deals.map((d) => d.id));
    expect((await search("bergen")).result.total).toBe(expected.total);
  });

  it("keeps another city as a word when the visitor chose a city in the filter", () => {
    expect(understandQuery("spa oslo", ["Bergen", "Oslo"], ["Bergen"])).toEqual({
      q: "spa oslo",
      city: undefined,
      cityAsTyped: undefined,
    });
    expect(understandQuery("spa oslo", ["Bergen", "Oslo"], ["oslo"])).toMatchObject({ q: "spa", city: "Oslo" });
    expect(understandQuery("kajakk Mo i Rana", ["Rana", "Mo i Rana"])).toMatchObject({
      q: "kajakk",
      city: "Mo i Rana",
    });
    expect(understandQuery("osloferie", ["Oslo"])).toMatchObject({ q: "osloferie", city: undefined });
  });
});

describe("searchCatalogue: gift cards and zero results", () => {
  it("finds every deal for 'gavekort' (each verdikort is a gift) and the spa deals for 'gavekort spa'", async () => {
    const all = await plain({});
    expect((await search("gavekort")).result.total).toBe(all.total);
    expect((await search("gift card", "", "en")).result.total).toBe(all.total);
    expect((await search("gavekort spa")).result.total).toBe((await plain({ q: "spa" })).total);
  });

  it("shows the most popular deals when nothing matches, and none when something does", async () => {
    const nothing = await search("qxzvwk");
    const popular = await plain({ sort: "popular" });
    expect(nothing.popular.map((d) => d.id)).toEqual(popular.deals.slice(0, POPULAR_ON_NOTHING).map((d) => d.id));
    expect((await search("spa")).popular).toEqual([]);
  });
});

describe("default sort and Nyeste", () => {
  it("sorts by relevance only when there are words: popular without", async () => {
    expect(defaultSort("")).toBe("popular");
    expect(defaultSort("  ")).toBe("popular");
    expect(defaultSort("spa")).toBe("relevance");
    const unsorted = await search("");
    expect(unsorted.result.deals.map((d) => d.id)).toEqual((await plain({ sort: "popular" })).deals.map((d) => d.id));
  });

  it("sorts by Nyeste: dated deals newest start first, then the undated, newest added first", async () => {
    const newest = await plain({ sort: "newest" });
    const ids = newest.deals.map((d) => d.id);
    const undated = await t.db.query.dealSearch.findMany({ columns: { id: true, startsAt: true } });
    const startOf = new Map(undated.map((d) => [d.id, d.startsAt?.getTime() ?? null]));
    const order = ids.map((id) => [startOf.get(id) ?? null, id] as const);
    const sorted = [...order].sort(([a, ia], [b, ib]) =>
      a === b ? ib - ia : a === null ? 1 : b === null ? -1 : b - a,
    );
    expect(order).toEqual(sorted);
    expect(ids.length).toBeGreaterThan(10);
  });
});

describe("several cities and facet counts", () => {
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

  it("finds the deals of Oslo and Bergen together, and keeps an old single-city link working", async () => {
    const oslo = await plain({ cities: ["Oslo"] });
    const bergen = await plain({ cities: ["Bergen"] });
    const both = await searchCatalogue(t.db, "no", filters("city=Oslo&city=bergen"), cities, now);
    expect(oslo.total).toBeGreaterThan(0);
    expect(bergen.total).toBeGreaterThan(0);
    expect(both.result.total).toBe(oslo.total + bergen.total);
    const pages = await plain({ cities: ["Oslo", "Bergen"], page: 1 });
    expect(pages.deals.every((d) => d.city === "Oslo" || d.city === "Bergen")).toBe(true);
    expect((await searchCatalogue(t.db, "no", filters("city=Oslo"), cities, now)).result.total).toBe(oslo.total);
  });

  it("counts each category's and city's deals within the current result", async () => {
    const found = await search("spa");
    expect(found.result.total).toBeGreaterThan(5);
    // Every deal of the result is in one category and one city.
    expect(sum(found.facets.categories)).toBe(found.result.total);
    expect(sum(found.facets.cities)).toBe(found.result.total);
    expect(found.facets.cities.Oslo).toBe((await plain({ q: "spa", cities: ["Oslo"] })).total);
    expect(found.facets.categories["beauty-spa"]).toBe((await plain({ q: "spa", categories: ["beauty-spa"] })).total);
  });

  it("counts a city by what ticking it adds, and the chosen one as the result", async () => {
    const found = await search("", "city=Oslo&category=dining&rating=4");
    expect(found.facets.cities.Oslo).toBe(found.result.total);
    expect(found.facets.cities.Bergen).toBe(
      (await plain({ categories: ["dining"], cities: ["Bergen"], minRating: 4 })).total,
    );
    // Categories are counted in Oslo, with the rating: what ticking another one adds.
    expect(found.facets.categories.dining).toBe(found.result.total);
    expect(found.facets.categories["beauty-spa"]).toBe(
      (await plain({ categories: ["beauty-spa"], cities: ["Oslo"], minRating: 4 })).total,
    );
  });

  it("counts the city the words named as the filter it is", async () => {
    const found = await search("spa oslo");
    expect(found.searched.cities).toEqual(["Oslo"]);
    expect(found.facets.cities.Oslo).toBe(found.result.total);
    expect(found.facets.cities.Bergen).toBe((await plain({ q: "spa", cities: ["Bergen"] })).total);
  });
});
