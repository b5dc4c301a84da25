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
    expect(found.result.total).toBe((await plain({ q: "massasje", city: "Oslo" })).total);
    expect(found.result.deals.every((d) => d.city === "Oslo")).toBe(true);
  });

  it("corrects a mistyped city to the city and searches it as one: 'bergn' finds every Bergen deal", async () => {
    const found = await search("bergn");
    expect(found).toMatchObject({ suggestion: "Bergen", showingSuggestion: true });
    expect(found.result.total).toBe((await plain({ city: "Bergen" })).total);
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
    const expected = await plain({ q: "spa", city: "Oslo" });
    expect(expected.total).toBeGreaterThan(5);
    expect(found.city).toBe("Oslo");
    expect(found.result.total).toBe(expected.total);
    expect(found.result.deals.every((d) => d.city === "Oslo")).toBe(true);
    expect((await search("Spa i OSLO")).result.total).toBe(expected.total);
    expect((await search("spa in Oslo", "", "en")).result.total).toBe(expected.total);
  });

  it("reads 'Bergen' alone as every Bergen deal, most popular first", async () => {
    const found = await search("Bergen");
    const expected = await plain({ city: "Bergen", sort: "popular" });
    expect(expected.total).toBeGreaterThan(20);
    expect(found.result.total).toBe(expected.total);
    expect(found.result.deals.map((d) => d.id)).toEqual(expected.deals.map((d) => d.id));
    expect((await search("bergen")).result.total).toBe(expected.total);
  });

  it("keeps another city as a word when the visitor chose a city in the filter", () => {
    expect(understandQuery("spa oslo", ["Bergen", "Oslo"], "Bergen")).toEqual({
      q: "spa oslo",
      city: undefined,
      cityAsTyped: undefined,
    });
    expect(understandQuery("spa oslo", ["Bergen", "Oslo"], "oslo")).toMatchObject({ q: "spa", city: "Oslo" });
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
