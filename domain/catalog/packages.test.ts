import { describe, expect, it } from "vitest";
import { offersPackage, PACKAGE_RULES, packagePriceOre, savePercent } from "./packages.server";

const rule = (kind: string) => {
  const found = PACKAGE_RULES.find((r) => r.kind === kind);
  if (!found) throw new Error(kind);
  return found;
};

describe("package options (spec §9)", () => {
  it("prices basic at the deal price, premium at 1.5 times and group at 0.8 times, in whole kroner", () => {
    expect(packagePriceOre(49_900, rule("basic"))).toBe(49_900);
    expect(packagePriceOre(49_900, rule("premium"))).toBe(74_900); // 748.5 rounds up
    expect(packagePriceOre(49_900, rule("group"))).toBe(39_900); // 399.2 rounds down
  });

  it("gives validity 30, 60 and 45 days and a group minimum of 4", () => {
    expect(PACKAGE_RULES.map((r) => [r.kind, r.validityDays, r.minQuantity])).toEqual([
      ["basic", 30, 1],
      ["premium", 60, 1],
      ["group", 45, 4],
    ]);
  });

  it("computes the saving from the original price", () => {
    expect(savePercent(100_000, 50_000)).toBe(50);
    expect(savePercent(100_000, 75_000)).toBe(25);
    expect(savePercent(100_000, 120_000)).toBe(0);
  });
});

describe("which packages a deal page offers", () => {
  it("leaves the group package out of a deal for a set party", () => {
    for (const title of [
      "Treretters middag for to",
      "Personlig trener for to i én time",
      "Pizzakurs for fire",
      "Escape room for en gruppe på seks",
      "Parmassasje 60 minutter",
    ])
      expect([title, offersPackage(title, "group")]).toEqual([title, false]);
  });

  it("keeps the group package where the title names no party, and basic and premium always", () => {
    for (const title of ["Klassisk massasje 60 minutter", "Kajakktur for to timer", "Parkering i Oslo sentrum"])
      expect([title, offersPackage(title, "group")]).toEqual([title, true]);
    expect(offersPackage("Middag for to", "basic")).toBe(true);
    expect(offersPackage("Middag for to", "premium")).toBe(true);
  });
});
