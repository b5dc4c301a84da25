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

/**
 * A deal whose Bokmål title already names its party ("Middag for to", "for fire", "for en gruppe
 * på seks", "Parmassasje"): priced for those people, so a per-person group package of at least 4
 * would sell something the partner never described. "for to timer" is a length, not a party.
 */
const SET_PARTY =
  /\bfor (?:to|tre|fire|fem|seks|\d+)\b(?!\s*(?:timer|time|dager|døgn|uker|måneder|minutter|min)\b)|\bfor en gruppe\b|^par(?:massasje|fotografering|behandling|middag|opphold|tur)|\bfor par\b/iu;

/**
 * Whether the deal page offers this package. Rule: a package is shown only when what it sells
 * is what the partner described. Basis and Premium are the deal as described (Premium differs
 * only by its price and validity, which the page states); Gruppe is left out on a deal for a set
 * party (see SET_PARTY).
 */
export function offersPackage(titleNo: string, kind: PackageKind): boolean {
  return kind !== "group" || !SET_PARTY.test(titleNo.trim());
}
