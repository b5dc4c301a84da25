// What a partner types into the deal form, checked: texts, prices in whole kroner, the three
// packages (defaults from PACKAGE_RULES), stock limits, dates (Oslo days) and the confirmation
// that the "before" price is real (markedsføringsloven: a before-price must have been charged).
import { z } from "zod";
import { PACKAGE_KINDS, PACKAGE_RULES, packagePriceOre, type PackageKind } from "#domain/catalog/packages.server";

const MAX_KRONER = 1_000_000;
const text = (max: number) => z.string().trim().min(1, "required").max(max, "tooLong");
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "tooLong")
    .optional()
    .transform((v) => (v ? v : null));

/** Whole kroner as typed ("1 299" or "1299"), or undefined when the field is blank. */
function kroner(value: string | undefined): number | undefined | "invalid" {
  const cleaned = (value ?? "").replace(/[\s\u00a0]/g, "").replace(/(,|\.)-?0*$/, "");
  if (cleaned === "") return undefined;
  if (!/^\d+$/.test(cleaned)) return "invalid";
  const n = Number(cleaned);
  return n >= 1 && n <= MAX_KRONER ? n : "invalid";
}

function wholeNumber(value: string | undefined, min: number, max: number): number | undefined | "invalid" {
  const cleaned = (value ?? "").trim();
  if (cleaned === "") return undefined;
  if (!/^\d+$/.test(cleaned)) return "invalid";
  const n = Number(cleaned);
  return n >= min && n <= max ? n : "invalid";
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight at the start of an Oslo calendar day (yyyy-mm-dd), as an instant. */
export function osloDayStart(day: string): Date | null {
  if (!ISO_DAY.test(day)) return null;
  const utc = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(utc.getTime()) || utc.toISOString().slice(0, 10) !== day) return null;
  // Oslo is UTC+1 or +2: find the offset that holds at that moment.
  const offsetName = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Oslo", timeZoneName: "shortOffset" })
    .formatToParts(utc)
    .find((p) => p.type === "timeZoneName")?.value;
  const hours = Number(/GMT([+-]\d+)/.exec(offsetName ?? "")?.[1] ?? 0);
  return new Date(utc.getTime() - hours * 3_600_000);
}

/** The Oslo calendar day (yyyy-mm-dd) of an instant, for date inputs. */
export function osloDay(date: Date): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Oslo" }).format(date);
}

export interface PackageInput {
  kind: PackageKind;
  priceOre: number;
  validityDays: number;
  minQuantity: number;
}

export interface DealInput {
  title: string;
  titleEn: string | null;
  description: string;
  descriptionEn: string | null;
  categoryId: string;
  city: string;
  address: string;
  finePrint: string;
  originalPriceOre: number;
  discountedPriceOre: number;
  packages: PackageInput[];
  unitsCap: number | null;
  perCustomerLimit: number | null;
  startsAt: Date;
  /** The end of the last day the deal is on sale. */
  endsAt: Date;
  originalPriceConfirmed: true;
}

const baseSchema = z.object({
  title: text(120),
  titleEn: optionalText(120),
  description: text(5000),
  descriptionEn: optionalText(5000),
  categoryId: text(60),
  city: text(80),
  address: text(200),
  finePrint: text(5000),
});

type Fields = Record<string, string>;
export type DealInputResult = { ok: true; input: DealInput } | { ok: false; errors: Record<string, string> };

/**
 * Checks the form. Errors are message keys by field (see i18n/form-errors.server.ts), so the
 * page can show each next to its input. `categoryIds` are the categories that exist.
 */
export function parseDealInput(fields: Fields, categoryIds: readonly string[], now: Date): DealInputResult {
  const errors: Record<string, string> = {};
  const base = baseSchema.safeParse(fields);
  if (!base.success) {
    for (const issue of base.error.issues) {
      const field = String(issue.path[0]);
      errors[field] ??= issue.code === "invalid_type" ? "required" : issue.message;
    }
  }
  if (!errors.categoryId && !categoryIds.includes((fields.categoryId ?? "").trim()))
    errors.categoryId = "categoryUnknown";

  const original = kroner(fields.originalPrice);
  const discounted = kroner(fields.discountedPrice);
  if (original === undefined) errors.originalPrice = "required";
  else if (original === "invalid") errors.originalPrice = "priceInvalid";
  if (discounted === undefined) errors.discountedPrice = "required";
  else if (discounted === "invalid") errors.discountedPrice = "priceInvalid";
  else if (typeof original === "number" && discounted >= original) errors.discountedPrice = "discountNotBelow";

  const packages: PackageInput[] = [];
  for (const rule of PACKAGE_RULES) {
    if (fields[`${rule.kind}Enabled`] !== "on") continue;
    const price = kroner(fields[`${rule.kind}Price`]);
    const days = wholeNumber(fields[`${rule.kind}Days`], 1, 730);
    const min = rule.kind === "group" ? wholeNumber(fields.groupMin, 2, 50) : rule.minQuantity;
    if (price === "invalid") errors[`${rule.kind}Price`] = "priceInvalid";
    if (days === "invalid") errors[`${rule.kind}Days`] = "daysInvalid";
    if (min === "invalid") errors.groupMin = "groupMinInvalid";
    const defaultPrice = typeof discounted === "number" ? packagePriceOre(discounted * 100, rule) : 0;
    packages.push({
      kind: rule.kind,
      priceOre: typeof price === "number" ? price * 100 : defaultPrice,
      validityDays: typeof days === "number" ? days : rule.validityDays,
      minQuantity: typeof min === "number" ? min : rule.minQuantity,
    });
  }
  if (packages.length === 0) errors.packages = "packageRequired";

  const unitsCap = wholeNumber(fields.unitsCap, 1, 1_000_000);
  const perCustomerLimit = wholeNumber(fields.perCustomerLimit, 1, 1000);
  if (unitsCap === "invalid") errors.unitsCap = "amountInvalid";
  if (perCustomerLimit === "invalid") errors.perCustomerLimit = "amountInvalid";
  else if (typeof unitsCap === "number" && typeof perCustomerLimit === "number" && perCustomerLimit > unitsCap)
    errors.perCustomerLimit = "limitAboveCap";

  const startsAt = osloDayStart(fields.startsAt ?? "");
  const endDay = osloDayStart(fields.endsAt ?? "");
  // The deal is on sale through the whole end day.
  // Null at the edges of the calendar (a day after 9999-12-31 has no yyyy-mm-dd): "dateInvalid".
  const endsAt = endDay ? osloDayStart(osloDay(new Date(endDay.getTime() + 36 * 3_600_000))) : null;
  if (!fields.startsAt) errors.startsAt = "required";
  else if (!startsAt) errors.startsAt = "dateInvalid";
  if (!fields.endsAt) errors.endsAt = "required";
  else if (!endsAt) errors.endsAt = "dateInvalid";
  else if (endsAt <= now) errors.endsAt = "endInPast";
  else if (startsAt && endsAt <= startsAt) errors.endsAt = "endBeforeStart";

  if (fields.originalPriceConfirmed !== "on") errors.originalPriceConfirmed = "confirmRequired";

  if (Object.keys(errors).length > 0 || !base.success) return { ok: false, errors };
  return {
    ok: true,
    input: {
      ...base.data,
      originalPriceOre: (original as number) * 100,
      discountedPriceOre: (discounted as number) * 100,
      packages: PACKAGE_KINDS.flatMap((kind) => packages.filter((p) => p.kind === kind)),
      unitsCap: typeof unitsCap === "number" ? unitsCap : null,
      perCustomerLimit: typeof perCustomerLimit === "number" ? perCustomerLimit : null,
      startsAt: startsAt!,
      endsAt: endsAt!,
      originalPriceConfirmed: true,
    },
  };
}

/** Percent off, whole percent, as the deal row stores it. */
export function discountPercent(originalPriceOre: number, discountedPriceOre: number): number {
  return Math.round((1 - discountedPriceOre / originalPriceOre) * 100);
}
