import { describe, expect, it } from "vitest";
import { PACKAGE_RULES, packagePriceOre, savePercent } from "./packages.server";

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
