// What a partner types into the deal form, checked by one Zod schema: texts, prices in whole
// kroner, the three packages (defaults from PACKAGE_RULES), stock limits, dates (Oslo days) and
// the confirmation that the "before" price is real (markedsføringsloven: a before-price must have
// been charged). Every message is a key of dealEditor.errors, reported under the form's field name.
import { z } from "zod";
import {
  offersPackage,
  PACKAGE_KINDS,
  PACKAGE_RULES,
  packagePriceOre,
  type PackageKind,
} from "#domain/catalog/packages.server";

export const DEAL_INPUT_ERRORS = [
  "required",
  "tooLong",
  "categoryUnknown",
  "priceInvalid",
  "discountNotBelow",
  "daysInvalid",
  "groupMinInvalid",
  "packageRequired",
  "groupOnSetParty",
  "amountInvalid",
  "limitAboveCap",
  "dateInvalid",
  "endInPast",
  "endBeforeStart",
  "confirmRequired",
] as const;
export type DealInputError = (typeof DEAL_INPUT_ERRORS)[number];
const isDealInputError = (message: string): message is DealInputError =>
  (DEAL_INPUT_ERRORS as readonly string[]).includes(message);

const MAX_KRONER = 1_000_000;
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

const text = (max: number) => z.string().trim().min(1, "required").max(max, "tooLong");
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "tooLong")
    .transform((v) => v || null);

/** A whole number typed in a text box, between min and max; `message` for anything else. */
const wholeNumber = (min: number, max: number, message: DealInputError) =>
  z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().min(min, message).max(max, message));

/** Kroner as typed, without spaces and a trailing ",-" or ",00": "1 299,-" is 1299. */
const typedKroner = (typed: string) => typed.replace(/[\s\u00a0]/g, "").replace(/(,|\.)-?0*$/, "");
const kroner = wholeNumber(1, MAX_KRONER, "priceInvalid");
const price = z.string().transform(typedKroner).pipe(z.string().min(1, "required").pipe(kroner));

/** A number the partner may leave blank (undefined: the default holds). */
const optional = <T extends z.ZodType<unknown, string>>(clean: (typed: string) => string, schema: T) =>
  z
    .string()
    .transform((typed) => clean(typed) || undefined)
    .pipe(schema.optional());
const optionalKroner = optional(typedKroner, kroner);
const optionalWhole = (min: number, max: number, message: DealInputError) =>
  optional((typed) => typed.trim(), wholeNumber(min, max, message));

/** An Oslo calendar day (yyyy-mm-dd), as the instant it starts. */
const osloDate = z
  .string()
  .min(1, "required")
  .transform((day, ctx) => {
    const start = osloDayStart(day);
    if (start) return start;
    ctx.addIssue({ code: "custom", message: "dateInvalid" });
    return z.NEVER;
  });
/** The last day on sale, as the instant it ends: the next Oslo midnight. */
const lastOsloDate = osloDate.transform((start, ctx) => {
  // Null at the edge of the calendar: a day after 9999-12-31 has no yyyy-mm-dd.
  const end = osloDayStart(osloDay(new Date(start.getTime() + 36 * 3_600_000)));
  if (end) return end;
  ctx.addIssue({ code: "custom", message: "dateInvalid" });
  return z.NEVER;
});

/** A package's own fields count only when it is offered; blank ones take the PACKAGE_RULES default. */
const packageSchema = z.discriminatedUnion("offered", [
  z.object({ offered: z.literal(false) }),
  z.object({
    offered: z.literal(true),
    price: optionalKroner,
    days: optionalWhole(1, 730, "daysInvalid"),
    minimum: optionalWhole(2, 50, "groupMinInvalid"),
  }),
]);
type PackageField = "price" | "days" | "minimum";

/** Where a package's field is in the posted form (only a group has a size to choose). */
const PACKAGE_FORM_NAMES: Record<PackageField, (kind: PackageKind) => string | null> = {
  price: (kind) => `${kind}Price`,
  days: (kind) => `${kind}Days`,
  minimum: (kind) => (kind === "group" ? "groupMin" : null),
};

const packagesSchema = z
  .object({ basic: packageSchema, premium: packageSchema, group: packageSchema })
  .refine((packages) => PACKAGE_KINDS.some((kind) => packages[kind].offered), "packageRequired");

/** The fields that are one input each (the category's check needs the list: see formSchema). */
const FLAT_FIELDS = {
  title: text(120),
  titleEn: optionalText(120),
  description: text(5000),
  descriptionEn: optionalText(5000),
  city: text(80),
  address: text(200),
  finePrint: text(5000),
  originalPrice: price,
  discountedPrice: price,
  unitsCap: optionalWhole(1, 1_000_000, "amountInvalid"),
  perCustomerLimit: optionalWhole(1, 1000, "amountInvalid"),
  startsAt: osloDate,
  endsAt: lastOsloDate,
  originalPriceConfirmed: z.string().refine((box) => box === "on", "confirmRequired"),
};

type Fields = Record<string, string>;

/**
 * The posted form in the schema's shape: a missing field (an unticked box, a disabled input) as
 * blank, and each package's fields gathered under its kind.
 */
function byField(fields: Fields): z.input<ReturnType<typeof formSchema>> {
  const typed = (name: string | null) => (name === null ? "" : (fields[name] ?? ""));
  const gathered = (kind: PackageKind) => ({
    offered: fields[`${kind}Enabled`] === "on",
    price: typed(PACKAGE_FORM_NAMES.price(kind)),
    days: typed(PACKAGE_FORM_NAMES.days(kind)),
    minimum: typed(PACKAGE_FORM_NAMES.minimum(kind)),
  });
  return {
    ...(Object.fromEntries(Object.keys(FLAT_FIELDS).map((name) => [name, typed(name)])) as Record<
      keyof typeof FLAT_FIELDS,
      string
    >),
    categoryId: typed("categoryId"),
    packages: { basic: gathered("basic"), premium: gathered("premium"), group: gathered("group") },
  };
}

/** The form field an issue belongs to, as the page names its inputs. */
function formFieldOf(path: readonly PropertyKey[]): string {
  const [first, kind, field] = path.map(String);
  if (first === "packages" && kind && field && field in PACKAGE_FORM_NAMES)
    return PACKAGE_FORM_NAMES[field as PackageField](kind as PackageKind) ?? first;
  return first ?? "form";
}

/** A cross-field rule runs only once the fields it compares are valid themselves. */
const whenValid = (...fields: string[]) => ({
  when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
});

function formSchema(categoryIds: readonly string[], now: Date) {
  return (
    z
      .object({
        ...FLAT_FIELDS,
        categoryId: text(60).refine((id) => categoryIds.includes(id), "categoryUnknown"),
        packages: packagesSchema,
      })
      .refine(({ originalPrice, discountedPrice }) => discountedPrice < originalPrice, {
        path: ["discountedPrice"],
        message: "discountNotBelow",
        ...whenValid("originalPrice", "discountedPrice"),
      })
      .refine(
        ({ unitsCap, perCustomerLimit }) =>
          unitsCap === undefined || perCustomerLimit === undefined || perCustomerLimit <= unitsCap,
        { path: ["perCustomerLimit"], message: "limitAboveCap", ...whenValid("unitsCap", "perCustomerLimit") },
      )
      // The deal page would hide it (offersPackage): a deal for a set party sells no per-person group package.
      .refine(({ title, packages }) => !packages.group.offered || offersPackage(title, "group"), {
        path: ["packages"],
        message: "groupOnSetParty",
        ...whenValid("title", "packages"),
      })
      .refine(({ endsAt }) => endsAt > now, { path: ["endsAt"], message: "endInPast", ...whenValid("endsAt") })
      .refine(({ startsAt, endsAt }) => endsAt > startsAt, {
        path: ["endsAt"],
        message: "endBeforeStart",
        ...whenValid("startsAt", "endsAt"),
      })
      .transform((deal): DealInput => ({
        title: deal.title,
        titleEn: deal.titleEn,
        description: deal.description,
        descriptionEn: deal.descriptionEn,
        categoryId: deal.categoryId,
        city: deal.city,
        address: deal.address,
        finePrint: deal.finePrint,
        originalPriceOre: deal.originalPrice * 100,
        discountedPriceOre: deal.discountedPrice * 100,
        packages: PACKAGE_RULES.flatMap((rule) => {
          const offered = deal.packages[rule.kind];
          if (!offered.offered) return [];
          return {
            kind: rule.kind,
            priceOre:
              offered.price !== undefined ? offered.price * 100 : packagePriceOre(deal.discountedPrice * 100, rule),
            validityDays: offered.days ?? rule.validityDays,
            minQuantity: offered.minimum ?? rule.minQuantity,
          };
        }),
        unitsCap: deal.unitsCap ?? null,
        perCustomerLimit: deal.perCustomerLimit ?? null,
        startsAt: deal.startsAt,
        endsAt: deal.endsAt,
        originalPriceConfirmed: true,
      }))
  );
}

/** The deal form's schema: the posted fields in, a DealInput out. `categoryIds` are the categories that exist. */
export function dealInputSchema(categoryIds: readonly string[], now: Date) {
  return z.record(z.string(), z.string()).transform(byField).pipe(formSchema(categoryIds, now));
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
  /** The partner's locations the deal is sold at; none: as it is (a new deal: the first). */
  locationIds?: readonly string[];
}

export type DealInputResult = { ok: true; input: DealInput } | { ok: false; errors: Record<string, DealInputError> };

/**
 * Checks the form. Errors are dealEditor.errors keys by field, the first problem of each, so the
 * page can show each next to its input.
 */
export function parseDealInput(fields: Fields, categoryIds: readonly string[], now: Date): DealInputResult {
  const parsed = dealInputSchema(categoryIds, now).safeParse(fields);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Record<string, DealInputError> = {};
  for (const issue of parsed.error.issues)
    // A field of a type no browser sends reads as missing.
    errors[formFieldOf(issue.path)] ??= isDealInputError(issue.message) ? issue.message : "required";
  return { ok: false, errors };
}

/** Percent off, whole percent, as the deal row stores it. */
export function discountPercent(originalPriceOre: number, discountedPriceOre: number): number {
  return Math.round((1 - discountedPriceOre / originalPriceOre) * 100);
}
