// The versions of a deal a partner submitted (deal_revisions): the one waiting for an admin, what is
// live, and applying an approved version to the deal and its packages. Callers hold the deal's row
// lock (SELECT … FOR UPDATE) while they submit or apply, so numbers and the one pending version per
// deal cannot race.
import { dealPlace } from "./postal-codes";
import { and, desc, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction, Transaction } from "#db/connection.server";
import { dealPackages, dealRevisions, deals } from "#db/schema.server";
import { loadGallery, replaceGallery } from "#domain/catalog/deal-gallery.server";
import type { BeforePrice } from "./before-price.server";
import { discountPercent } from "./deal-input.server";
import { dealSnapshotSchema, galleryOf, sortedPackages, type DealSnapshot } from "./deal-snapshot.server";

export interface DealRevision {
  id: number;
  dealId: number;
  number: number;
  status: "pending" | "approved" | "rejected" | "superseded";
  snapshot: DealSnapshot;
  reason: string | null;
  submittedAt: Date;
}

function revisionOf(row: typeof dealRevisions.$inferSelect): DealRevision {
  return {
    id: row.id,
    dealId: row.dealId,
    number: row.number,
    status: row.status,
    // A stored snapshot that no longer parses is a bug: never show or apply half of one.
    snapshot: dealSnapshotSchema.parse(row.snapshot),
    reason: row.reason,
    submittedAt: row.submittedAt,
  };
}

/** The version of the deal waiting for an admin, if any. */
export async function pendingRevision(db: DatabaseOrTransaction, dealId: number): Promise<DealRevision | null> {
  const [row] = await db
    .select()
    .from(dealRevisions)
    .where(and(eq(dealRevisions.dealId, dealId), eq(dealRevisions.status, "pending")));
  return row ? revisionOf(row) : null;
}

/** The newest version submitted, whatever became of it. */
export async function latestRevision(db: DatabaseOrTransaction, dealId: number): Promise<DealRevision | null> {
  const [row] = await db
    .select()
    .from(dealRevisions)
    .where(eq(dealRevisions.dealId, dealId))
    .orderBy(desc(dealRevisions.number))
    .limit(1);
  return row ? revisionOf(row) : null;
}

/**
 * Stores `snapshot` as the deal's newest version, waiting for an admin; a version still waiting is
 * superseded by it, so a decision taken on the older one is refused. The caller holds the deal's lock.
 */
export async function submitRevision(
  tx: Transaction,
  dealId: number,
  snapshot: DealSnapshot,
  userId: string,
  now: Date,
): Promise<DealRevision> {
  await tx
    .update(dealRevisions)
    .set({ status: "superseded", decidedAt: now })
    .where(and(eq(dealRevisions.dealId, dealId), eq(dealRevisions.status, "pending")));
  const [row] = await tx
    .insert(dealRevisions)
    .values({
      dealId,
      number: sql`(SELECT coalesce(max(${dealRevisions.number}), 0) + 1 FROM ${dealRevisions} WHERE ${dealRevisions.dealId} = ${dealId})`,
      snapshot: dealSnapshotSchema.parse(snapshot),
      submittedByUserId: userId,
      submittedAt: now,
    })
    .returning();
  if (!row) throw new Error("The revision was not stored");
  return revisionOf(row);
}

/** What buyers see of the deal now, in the snapshot's shape (to compare a submitted version with). */
export async function liveSnapshot(db: DatabaseOrTransaction, dealId: number): Promise<DealSnapshot | null> {
  const [deal] = await db.select().from(deals).where(eq(deals.id, dealId));
  if (!deal) return null;
  const [packages, gallery] = await Promise.all([
    db
      .select()
      .from(dealPackages)
      .where(and(eq(dealPackages.dealId, dealId), eq(dealPackages.active, true))),
    loadGallery(db, dealId),
  ]);
  return {
    title: deal.title,
    titleEn: deal.titleEn,
    description: deal.description,
    descriptionEn: deal.descriptionEn,
    finePrint: deal.finePrint,
    categoryId: deal.categoryId,
    city: deal.city,
    address: deal.address,
    imageSrc: deal.imageSrc,
    gallery,
    // The partner's claim, not the before price shown, is what a version states.
    originalPriceOre: deal.claimedOriginalPriceOre ?? deal.originalPriceOre,
    discountedPriceOre: deal.discountedPriceOre,
    unitsCap: deal.unitsCap,
    perCustomerLimit: deal.perCustomerLimit,
    startsAt: deal.startsAt?.toISOString() ?? null,
    endsAt: deal.endsAt.toISOString(),
    packages: sortedPackages(
      packages.map((p) => ({
        kind: p.kind,
        priceOre: p.priceOre,
        validityDays: p.validityDays,
        minQuantity: p.minQuantity,
      })),
    ),
  };
}

/** Makes the deal and its packages exactly `snapshot` (in the caller's transaction, under the deal's lock). */
export async function applySnapshot(
  tx: Transaction,
  dealId: number,
  snapshot: DealSnapshot,
  before: BeforePrice,
): Promise<void> {
  await tx
    .update(deals)
    .set({
      title: snapshot.title,
      titleEn: snapshot.titleEn,
      description: snapshot.description,
      descriptionEn: snapshot.descriptionEn,
      finePrint: snapshot.finePrint,
      categoryId: snapshot.categoryId,
      city: snapshot.city,
      address: snapshot.address,
      ...dealPlace(snapshot.address, snapshot.city),
      originalPriceOre: before.beforePriceOre,
      discountedPriceOre: snapshot.discountedPriceOre,
      discountPercent: discountPercent(before.beforePriceOre, snapshot.discountedPriceOre),
      beforePriceBasis: before.basis,
      claimedOriginalPriceOre: before.beforePriceOre === snapshot.originalPriceOre ? null : snapshot.originalPriceOre,
      unitsCap: snapshot.unitsCap,
      perCustomerLimit: snapshot.perCustomerLimit,
      startsAt: snapshot.startsAt === null ? null : new Date(snapshot.startsAt),
      endsAt: new Date(snapshot.endsAt),
    })
    .where(eq(deals.id, dealId));
  // The photos, the cover mirrored on the deal's row.
  await replaceGallery(tx, dealId, galleryOf(snapshot), { no: snapshot.title, en: snapshot.titleEn });
  await tx.delete(dealPackages).where(eq(dealPackages.dealId, dealId));
  if (snapshot.packages.length > 0)
    await tx.insert(dealPackages).values(snapshot.packages.map((p) => ({ dealId, ...p })));
}
