// The deal form's rules that partner-deals.test.ts does not already walk through: missing and
// over-long texts, prices typed the Norwegian way, each package's own fields, the stock limits,
// and dates read as Oslo calendar days (summer and winter time, the calendar's edge).
import { describe, expect, it } from "vitest";
import { parseDealInput } from "./deal-input.server";

const CATEGORIES = ["beauty-spa", "restaurants"];
// Noon in Oslo on 1 January 2026: every date below is read against this moment.
const NOW = new Date("2026-01-01T11:00:00Z");

const validFields = (): Record<string, string> => ({
  title: "Ansiktsbehandling 60 min",
  description: "Rens, peeling og maske.",
  categoryId: "beauty-spa",
  city: "Oslo",
  address: "Karl Johans gate 1",
  finePrint: "Bestill time på forhånd.",
  originalPrice: "1 200",
  discountedPrice: "600",
  basicEnabled: "on",
  premiumEnabled: "on",
  groupEnabled: "on",
  startsAt: "2026-01-01",
  endsAt: "2026-01-31",
  originalPriceConfirmed: "on",
});

const errorsOf = (fields: Record<string, string>) => {
  const result = parseDealInput(fields, CATEGORIES, NOW);
  return result.ok ? {} : result.errors;
};

const inputOf = (fields: Record<string, string>) => {
  const result = parseDealInput(fields, CATEGORIES, NOW);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.input;
};

describe("deal input: texts", () => {
  it("asks for every required field of an empty form", () => {
    expect(errorsOf({})).toEqual({
      title: "required",
      description: "required",
      categoryId: "required",
      city: "required",
      address: "required",
      finePrint: "required",
      originalPrice: "required",
      discountedPrice: "required",
      packages: "packageRequired",
      startsAt: "required",
      endsAt: "required",
      originalPriceConfirmed: "confirmRequired",
    });
  });

  it("refuses texts longer than their field allows, the optional English ones too", () => {
    expect(
      errorsOf({
        ...validFields(),
        title: "x".repeat(121),
        titleEn: "x".repeat(121),
        finePrint: "x".repeat(5001),
        city: "x".repeat(81),
      }),
    ).toEqual({ title: "tooLong", titleEn: "tooLong", finePrint: "tooLong", city: "tooLong" });
  });

  it("trims texts and keeps blank English texts as none", () => {
    const input = inputOf({ ...validFields(), title: "  Massasje  ", titleEn: "   ", descriptionEn: "" });
    expect(input).toMatchObject({ title: "Massasje", titleEn: null, descriptionEn: null });
    expect(inputOf({ ...validFields(), titleEn: " Massage " }).titleEn).toBe("Massage");
  });
});

describe("deal input: prices and packages", () => {
  it.each(["1 299", "1299", "1\u00a0299", "1 299,-", "1299,00", "1299.-"])("reads %j as 1 299 kr", (typed) => {
    expect(inputOf({ ...validFields(), originalPrice: typed }).originalPriceOre).toBe(129_900);
  });

  it.each(["0", "12,50", "-5", "1e3", "1 000 001"])("refuses the price %j", (typed) => {
    expect(errorsOf({ ...validFields(), originalPrice: typed })).toEqual({ originalPrice: "priceInvalid" });
  });

  it("names a bad price before comparing the two prices", () => {
    expect(errorsOf({ ...validFields(), originalPrice: "500", discountedPrice: "abc" })).toEqual({
      discountedPrice: "priceInvalid",
    });
    expect(errorsOf({ ...validFields(), originalPrice: "500", discountedPrice: "500" })).toEqual({
      discountedPrice: "discountNotBelow",
    });
  });

  it("checks an offered package's price, validity and group size", () => {
    expect(
      errorsOf({
        ...validFields(),
        basicPrice: "abc",
        premiumDays: "0",
        groupDays: "731",
        groupMin: "1",
      }),
    ).toEqual({
      basicPrice: "priceInvalid",
      premiumDays: "daysInvalid",
      groupDays: "daysInvalid",
      groupMin: "groupMinInvalid",
    });
    expect(errorsOf({ ...validFields(), groupMin: "51" })).toEqual({ groupMin: "groupMinInvalid" });
    expect(inputOf({ ...validFields(), premiumDays: "730", groupMin: "50" }).packages).toEqual([
      { kind: "basic", priceOre: 60_000, validityDays: 30, minQuantity: 1 },
      { kind: "premium", priceOre: 90_000, validityDays: 730, minQuantity: 1 },
      { kind: "group", priceOre: 48_000, validityDays: 45, minQuantity: 50 },
    ]);
  });

  it("ignores the fields of a package that is not offered", () => {
    const input = inputOf({
      ...validFields(),
      premiumEnabled: "",
      premiumPrice: "abc",
      premiumDays: "0",
      groupEnabled: "off",
      groupMin: "1",
    });
    expect(input.packages).toEqual([{ kind: "basic", priceOre: 60_000, validityDays: 30, minQuantity: 1 }]);
  });
});

describe("deal input: stock limits", () => {
  it("keeps limits, or none when left blank", () => {
    expect(inputOf({ ...validFields(), unitsCap: "100", perCustomerLimit: "100" })).toMatchObject({
      unitsCap: 100,
      perCustomerLimit: 100,
    });
    expect(inputOf({ ...validFields(), unitsCap: " ", perCustomerLimit: "" })).toMatchObject({
      unitsCap: null,
      perCustomerLimit: null,
    });
  });

  it("refuses a per-customer limit above the stock, and amounts out of range", () => {
    expect(errorsOf({ ...validFields(), unitsCap: "10", perCustomerLimit: "11" })).toEqual({
      perCustomerLimit: "limitAboveCap",
    });
    expect(errorsOf({ ...validFields(), unitsCap: "1000001", perCustomerLimit: "1001" })).toEqual({
      unitsCap: "amountInvalid",
      perCustomerLimit: "amountInvalid",
    });
    expect(errorsOf({ ...validFields(), unitsCap: "0", perCustomerLimit: "2,5" })).toEqual({
      unitsCap: "amountInvalid",
      perCustomerLimit: "amountInvalid",
    });
  });
});

describe("deal input: dates are Oslo calendar days", () => {
  it("starts at midnight in Oslo and ends at the midnight after the last day, in winter and summer time", () => {
    expect(inputOf({ ...validFields(), startsAt: "2026-01-15", endsAt: "2026-07-31" })).toMatchObject({
      startsAt: new Date("2026-01-14T23:00:00Z"),
      endsAt: new Date("2026-07-31T22:00:00Z"),
    });
    expect(inputOf({ ...validFields(), startsAt: "2026-07-01", endsAt: "2026-10-25" })).toMatchObject({
      startsAt: new Date("2026-06-30T22:00:00Z"),
      // Summer time ends in the night to 25 October: the day after it starts at +01:00.
      endsAt: new Date("2026-10-25T23:00:00Z"),
    });
  });

  it("sells a one-day deal through the whole day, today included", () => {
    expect(inputOf({ ...validFields(), startsAt: "2026-01-01", endsAt: "2026-01-01" })).toMatchObject({
      startsAt: new Date("2025-12-31T23:00:00Z"),
      endsAt: new Date("2026-01-01T23:00:00Z"),
    });
  });

  it("refuses days that do not exist or are not yyyy-mm-dd", () => {
    expect(errorsOf({ ...validFields(), startsAt: "2026-02-30", endsAt: "31.12.2026" })).toEqual({
      startsAt: "dateInvalid",
      endsAt: "dateInvalid",
    });
    // The calendar's last day has no day after it to end at.
    expect(errorsOf({ ...validFields(), endsAt: "9999-12-31" })).toEqual({ endsAt: "dateInvalid" });
  });

  it("refuses an end before today before an end before the start", () => {
    expect(errorsOf({ ...validFields(), startsAt: "2026-01-10", endsAt: "2025-12-31" })).toEqual({
      endsAt: "endInPast",
    });
    expect(errorsOf({ ...validFields(), startsAt: "2026-01-10", endsAt: "2026-01-09" })).toEqual({
      endsAt: "endBeforeStart",
    });
  });
});
