// A version of a deal as a buyer would see it: every text, the place, the picture, the dates, the
// stock limits and every package with its price. A partner submits one, an admin reviews it and an
// approval applies exactly it (deal-revisions.server.ts). Stored as jsonb, so it is checked by Zod
// when read back: a row that does not parse is never applied.
import { z } from "zod";
import { gallerySchema, type GalleryPhoto } from "#domain/catalog/deal-gallery.server";
import { PACKAGE_KINDS } from "#domain/catalog/packages.server";
import type { DealInput } from "./deal-input.server";

const ore = z.number().int().positive();
const instant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "not an instant");

export const dealSnapshotSchema = z
  .object({
    title: z.string().min(1),
    titleEn: z.string().nullable(),
    description: z.string().min(1),
    descriptionEn: z.string().nullable(),
    finePrint: z.string(),
    categoryId: z.string().min(1),
    city: z.string().min(1),
    address: z.string().nullable(),
    /** The cover, gallery[0].src (the only picture of versions stored before galleries). */
    imageSrc: z.string().min(1),
    /** Every photo in order; absent in versions stored before galleries (then imageSrc alone). */
    gallery: gallerySchema.optional(),
    originalPriceOre: ore,
    discountedPriceOre: ore,
    unitsCap: z.number().int().positive().nullable(),
    perCustomerLimit: z.number().int().positive().nullable(),
    startsAt: instant.nullable(),
    endsAt: instant,
    packages: z.array(
      z
        .object({
          kind: z.enum(PACKAGE_KINDS),
          priceOre: ore,
          validityDays: z.number().int().positive(),
          minQuantity: z.number().int().positive(),
        })
        .strict(),
    ),
  })
  .strict();

export type DealSnapshot = z.infer<typeof dealSnapshotSchema>;

/** The snapshot of what a partner typed, with the photos it has (new or kept), cover first. */
export function snapshotOf(input: DealInput, gallery: readonly GalleryPhoto[]): DealSnapshot {
  return {
    title: input.title,
    titleEn: input.titleEn,
    description: input.description,
    descriptionEn: input.descriptionEn,
    finePrint: input.finePrint,
    categoryId: input.categoryId,
    city: input.city,
    address: input.address,
    imageSrc: gallery[0]!.src,
    gallery: [...gallery],
    originalPriceOre: input.originalPriceOre,
    discountedPriceOre: input.discountedPriceOre,
    unitsCap: input.unitsCap,
    perCustomerLimit: input.perCustomerLimit,
    startsAt: input.startsAt.toISOString(),
    endsAt: input.endsAt.toISOString(),
    packages: sortedPackages(input.packages),
  };
}

/** The version's photos: its gallery, or (stored before galleries) its one picture. */
export function galleryOf(snapshot: DealSnapshot): GalleryPhoto[] {
  return snapshot.gallery ?? [{ src: snapshot.imageSrc, altNo: "", altEn: "" }];
}

export function sortedPackages<P extends { kind: (typeof PACKAGE_KINDS)[number] }>(packages: readonly P[]): P[] {
  return [...packages].sort((a, b) => PACKAGE_KINDS.indexOf(a.kind) - PACKAGE_KINDS.indexOf(b.kind));
}

/** How a changed value is shown: money is highlighted, dates are formatted as dates. */
export type ChangeKind = "money" | "date" | "text" | "number" | "image" | "gallery" | "offered";

export interface SnapshotChange {
  /** A field of the snapshot, or `<kind>.<field>` for a package's (`basic.priceOre`). */
  field: string;
  kind: ChangeKind;
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

const FIELD_KINDS: Record<Exclude<keyof DealSnapshot, "packages" | "gallery">, ChangeKind> = {
  title: "text",
  titleEn: "text",
  description: "text",
  descriptionEn: "text",
  finePrint: "text",
  categoryId: "text",
  city: "text",
  address: "text",
  imageSrc: "image",
  originalPriceOre: "money",
  discountedPriceOre: "money",
  unitsCap: "number",
  perCustomerLimit: "number",
  startsAt: "date",
  endsAt: "date",
};

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

/** Every field that differs between what is live and what was submitted, packages included. */
export function snapshotChanges(live: DealSnapshot, proposed: DealSnapshot): SnapshotChange[] {
  const changes: SnapshotChange[] = [];
  for (const [field, kind] of Object.entries(FIELD_KINDS) as [keyof typeof FIELD_KINDS, ChangeKind][]) {
    const from = live[field];
    const to = proposed[field];
    const same = kind === "date" ? sameInstant(from as string | null, to as string | null) : from === to;
    if (!same) changes.push({ field, kind, from, to });
  }
  // The photos, their order and their alt texts; shown as the list of pictures (one per line).
  const [before, after] = [galleryOf(live), galleryOf(proposed)];
  if (JSON.stringify(before) !== JSON.stringify(after))
    changes.push({
      field: "gallery",
      kind: "gallery",
      from: before.map((p) => p.src).join("\n"),
      to: after.map((p) => p.src).join("\n"),
    });
  for (const kind of PACKAGE_KINDS) {
    const before = live.packages.find((p) => p.kind === kind);
    const after = proposed.packages.find((p) => p.kind === kind);
    if (Boolean(before) !== Boolean(after))
      changes.push({ field: `${kind}.offered`, kind: "offered", from: Boolean(before), to: Boolean(after) });
    if (!before || !after) {
      if (after) changes.push({ field: `${kind}.priceOre`, kind: "money", from: null, to: after.priceOre });
      continue;
    }
    if (before.priceOre !== after.priceOre)
      changes.push({ field: `${kind}.priceOre`, kind: "money", from: before.priceOre, to: after.priceOre });
    if (before.validityDays !== after.validityDays)
      changes.push({
        field: `${kind}.validityDays`,
        kind: "number",
        from: before.validityDays,
        to: after.validityDays,
      });
    if (before.minQuantity !== after.minQuantity)
      changes.push({ field: `${kind}.minQuantity`, kind: "number", from: before.minQuantity, to: after.minQuantity });
  }
  return changes;
}
