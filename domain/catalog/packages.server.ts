// The three package options of a deal (spec §9): price rules, validity and group minimum.

export const PACKAGE_KINDS = ["basic", "premium", "group"] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

export interface PackageRule {
  kind: PackageKind;
  /** Price factor on the deal's discounted price, per unit (per person for group). */
  factor: number;
  validityDays: number;
  minQuantity: number;
}

export const PACKAGE_RULES: readonly PackageRule[] = [
  { kind: "basic", factor: 1, validityDays: 30, minQuantity: 1 },
  { kind: "premium", factor: 1.5, validityDays: 60, minQuantity: 1 },
  { kind: "group", factor: 0.8, validityDays: 45, minQuantity: 4 },
];

/** A package's unit price in øre, rounded to whole kroner as the spec says. */
export function packagePriceOre(discountedPriceOre: number, rule: PackageRule): number {
  return Math.round((discountedPriceOre / 100) * rule.factor) * 100;
}

/** Percent saved against the deal's original price, whole percent. */
export function savePercent(originalPriceOre: number, priceOre: number): number {
  if (originalPriceOre <= 0) return 0;
  return Math.max(0, Math.round((1 - priceOre / originalPriceOre) * 100));
}
