import { describe, expect, it } from "vitest";
import { dealFiltersToParams, PRICE_MAX_KR, SORTS, type DealFilters } from "./deal-filters";
import { parseDealFilters } from "./deal-filters.server";

const parse = (query: string) => parseDealFilters(new URLSearchParams(query));

const NO_FILTERS: DealFilters = {
  q: "",
  categories: [],
  minPriceKr: undefined,
  maxPriceKr: undefined,
  minRating: undefined,
  cities: [],
  sort: undefined,
  page: 1,
  near: undefined,
};

describe("parseDealFilters", () => {
  it("reads an empty query string as no filters, page 1", () => {
    expect(parse("")).toStrictEqual(NO_FILTERS);
  });

  it("reads every filter from the URL", () => {
    expect(
      parse("q=+spa+dag+&category=dining&minPrice=300&maxPrice=1200&rating=4&city=Bergen&sort=price-desc&page=3"),
    ).toStrictEqual({
      q: "spa dag",
      categories: ["dining"],
      minPriceKr: 300,
      maxPriceKr: 1200,
      minRating: 4,
      cities: ["Bergen"],
      sort: "price-desc",
      page: 3,
      near: undefined,
    });
  });

  it("keeps every repeated category, in order", () => {
    expect(parse("category=dining&category=fitness&category=beauty-spa").categories).toEqual([
      "dining",
      "fitness",
      "beauty-spa",
    ]);
    expect(parse("category=&category=dining").categories).toEqual(["dining"]);
  });

  it("takes the lowest of several ticked rating boxes, ignoring junk ones", () => {
    expect(parse("rating=4.5&rating=3.5&rating=4").minRating).toBe(3.5);
    expect(parse("rating=4&rating=4.5").minRating).toBe(4);
    expect(parse("rating=abc&rating=4.5").minRating).toBe(4.5);
    expect(parse("rating=abc").minRating).toBeUndefined();
    expect(parse("rating=9").minRating).toBeUndefined();
    expect(parse("rating=-1").minRating).toBeUndefined();
  });

  it("rounds prices to 100 kr steps", () => {
    expect(parse("minPrice=149&maxPrice=151")).toMatchObject({ minPriceKr: 100, maxPriceKr: 200 });
    expect(parse("minPrice=49&maxPrice=250")).toMatchObject({ minPriceKr: 0, maxPriceKr: 300 });
    expect(parse("maxPrice=4951").maxPriceKr).toBe(PRICE_MAX_KR);
    expect(parse("minPrice=1000&maxPrice=5000")).toMatchObject({ minPriceKr: 1000, maxPriceKr: 5000 });
  });

  it.each([
    ["page=-3", { page: 1 }],
    ["page=0", { page: 1 }],
    ["page=2.5", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["page=99999999", { page: 1 }],
    ["maxPrice=abc", { maxPriceKr: undefined }],
    ["minPrice=-100", { minPriceKr: undefined }],
    ["maxPrice=9000", { maxPriceKr: undefined }],
    ["minPrice=1e999", { minPriceKr: undefined }],
    ["sort=evil", { sort: undefined }],
    ["sort=PRICE-ASC", { sort: undefined }],
    [`city=${"x".repeat(61)}`, { cities: [] }],
  ] as const)("falls back instead of failing for %s", (query, expected) => {
    expect(() => parse(query)).not.toThrow();
    expect(parse(query)).toStrictEqual({ ...NO_FILTERS, ...expected });
  });

  it("reads several cities, each once in any case, and an old single-city link as one", () => {
    expect(parse("city=Oslo&city=Bergen&city=oslo&city=").cities).toEqual(["Oslo", "Bergen"]);
    expect(parse("city=Trondheim").cities).toEqual(["Trondheim"]);
    expect(dealFiltersToParams({ cities: ["Oslo", "Bergen"] }).toString()).toBe("city=Oslo&city=Bergen");
  });

  it("survives junk categories without keeping them", () => {
    const { categories } = parse("category=DINING&category=%27%3B+drop+table&category=dining");
    expect(categories).not.toContain("DINING");
    expect(categories).not.toContain("'; drop table");
    expect(parse(`${"category=dining&".repeat(25)}`).categories.length).toBeLessThanOrEqual(20);
  });

  it("drops a 1 MB search instead of failing", () => {
    const params = new URLSearchParams({ q: "massasje ".repeat(120_000), sort: "rating", page: "2" });
    const filters = parseDealFilters(params);
    expect(filters.q.length).toBeLessThanOrEqual(100);
    expect(filters).toMatchObject({ sort: "rating", page: 2 });
  });

  it("accepts every sort order", () => {
    for (const sort of SORTS) expect(parse(`sort=${sort}`).sort).toBe(sort);
  });
});

describe("dealFiltersToParams", () => {
  it("writes nothing for no filters", () => {
    expect(dealFiltersToParams(NO_FILTERS).toString()).toBe("");
    expect(dealFiltersToParams({}).toString()).toBe("");
  });

  it("leaves out page 1, a minimum of 0 kr and the 5 000 kr top of the slider", () => {
    expect(dealFiltersToParams({ page: 1, minPriceKr: 0, maxPriceKr: PRICE_MAX_KR }).toString()).toBe("");
    expect(dealFiltersToParams({ page: 2, minPriceKr: 100, maxPriceKr: 4900 }).toString()).toBe(
      "minPrice=100&maxPrice=4900&page=2",
    );
  });

  it("repeats the category parameter", () => {
    expect(dealFiltersToParams({ categories: ["dining", "fitness"] }).getAll("category")).toEqual([
      "dining",
      "fitness",
    ]);
  });

  it("round-trips every filter through the URL", () => {
    const filters: DealFilters = {
      q: "spa & massasje for to",
      categories: ["beauty-spa", "wellness"],
      minPriceKr: 200,
      maxPriceKr: 1500,
      minRating: 4.5,
      cities: ["Tromsø", "Mo i Rana"],
      sort: "discount",
      page: 4,
      near: { lat: 69.65, lng: 18.96 },
    };
    const url = `/deals?${dealFiltersToParams(filters).toString()}`;
    expect(parseDealFilters(new URL(url, "http://localhost").searchParams)).toStrictEqual(filters);
    expect(parseDealFilters(dealFiltersToParams(NO_FILTERS))).toStrictEqual(NO_FILTERS);
  });

  it("round-trips what it parsed from a messy URL", () => {
    const parsed = parse("q=+kajakk+&category=activities&category=local&rating=4&rating=3.5&maxPrice=4960&page=2");
    expect(parsed).toMatchObject({ q: "kajakk", minRating: 3.5, maxPriceKr: 5000, page: 2 });
    // maxPrice 5 000 kr means "no limit", so the link leaves it out; everything else survives.
    const again = parseDealFilters(dealFiltersToParams(parsed));
    expect(again).toStrictEqual({ ...parsed, maxPriceKr: undefined });
    expect(dealFiltersToParams(again).toString()).toBe(dealFiltersToParams(parsed).toString());
  });
});
