// A partner's own deals: create, edit, pause, resume, end; and the admin's approvals.
// Rules: a new deal waits for an admin ('pending') and is never public before; a partner that is
// not approved cannot go public; a price change on a live deal waits for an admin while the
// public keeps the old price; the plan caps how many deals are live at once. Every price set or
// asked for is kept in deal_price_changes.
import { and, asc, count, desc, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import {
  categories,
  dealPackages,
  dealPriceChanges,
  deals,
  images,
  partnerProfiles,
  partners,
} from "#db/schema.server";
import { recordAudit } from "#domain/platform/audit.server";
import { businessPlan, type BusinessPlanId } from "./business-plans";
import { discountPercent, osloDay, type DealInput } from "./deal-input.server";
import { imageUrl } from "#domain/platform/images.server";
import { PACKAGE_RULES, packagePriceOre, type PackageKind } from "#domain/catalog/packages.server";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type DealStatus = (typeof deals.$inferSelect)["status"];

export interface PartnerRef {
  id: string;
  plan: BusinessPlanId;
  userId: string;
}

/** Statuses in which the public has seen the deal: its price is then changed only by an admin. */
const PUBLIC_STATUSES: readonly DealStatus[] = ["published", "paused"];

export async function listCategoryOptions(db: Database, lang: "no" | "en") {
  return db
    .select({ id: categories.id, name: lang === "en" ? categories.nameEn : categories.nameNo })
    .from(categories)
    .orderBy(asc(categories.sortOrder));
}

export async function imageExists(db: Database, hash: string): Promise<boolean> {
  if (!/^[0-9a-f]{32}$/.test(hash)) return false;
  const [row] = await db.select({ hash: images.hash }).from(images).where(eq(images.hash, hash));
  return Boolean(row);
}

function dealColumns(input: DealInput, imageHash: string | null) {
  return {
    categoryId: input.categoryId,
    title: input.title,
    titleEn: input.titleEn,
    description: input.description,
    descriptionEn: input.descriptionEn,
    finePrint: input.finePrint,
    city: input.city,
    address: input.address,
    unitsCap: input.unitsCap,
    perCustomerLimit: input.perCustomerLimit,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    // The picture's text alternative is the deal's title.
    imageAltNo: input.title,
    imageAltEn: input.titleEn ?? input.title,
    ...(imageHash ? { imageSrc: imageUrl(imageHash) } : {}),
  };
}

async function replacePackages(tx: Tx, dealId: number, input: DealInput) {
  await tx.delete(dealPackages).where(eq(dealPackages.dealId, dealId));
  await tx.insert(dealPackages).values(input.packages.map((p) => ({ dealId, ...p })));
}

/** Saves a new deal as 'pending' (awaiting an admin). The image is required for a new deal. */
export async function createDeal(db: Database, partner: PartnerRef, input: DealInput, imageHash: string) {
  return db.transaction(async (tx) => {
    const [deal] = await tx
      .insert(deals)
      .values({
        partnerId: partner.id,
        ...dealColumns(input, imageHash),
        imageSrc: imageUrl(imageHash),
        originalPriceOre: input.originalPriceOre,
        discountedPriceOre: input.discountedPriceOre,
        discountPercent: discountPercent(input.originalPriceOre, input.discountedPriceOre),
        status: "pending",
      })
      .returning({ id: deals.id });
    if (!deal) throw new Error("The deal was not stored");
    await replacePackages(tx, deal.id, input);
    await tx.insert(dealPriceChanges).values({
      dealId: deal.id,
      originalPriceOre: input.originalPriceOre,
      discountedPriceOre: input.discountedPriceOre,
      originalPriceConfirmed: input.originalPriceConfirmed,
      requestedByUserId: partner.userId,
    });
    return deal.id;
  });
}

export type EditResult =
  { ok: true; priceChange: "none" | "applied" | "awaitingApproval" } | { ok: false; reason: "notFound" | "ended" };

/**
 * Saves a partner's edit. Texts, dates, stock and image apply at once. While the deal has never
 * been public, prices and packages apply at once too (an admin approves the whole deal); on a
 * published or paused deal a new price becomes a pending change and packages stay as they are.
 */
export async function updateDeal(
  db: Database,
  partner: PartnerRef,
  dealId: number,
  input: DealInput,
  imageHash: string | null,
): Promise<EditResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: deals.status,
        originalPriceOre: deals.originalPriceOre,
        discountedPriceOre: deals.discountedPriceOre,
      })
      .from(deals)
      .where(and(eq(deals.id, dealId), eq(deals.partnerId, partner.id)))
      .for("update");
    if (!current) return { ok: false, reason: "notFound" };
    if (current.status === "ended") return { ok: false, reason: "ended" };
    const priceChanged =
      current.originalPriceOre !== input.originalPriceOre || current.discountedPriceOre !== input.discountedPriceOre;
    const live = PUBLIC_STATUSES.includes(current.status);

    await tx
      .update(deals)
      .set({
        ...dealColumns(input, imageHash),
        ...(live
          ? {}
          : {
              originalPriceOre: input.originalPriceOre,
              discountedPriceOre: input.discountedPriceOre,
              discountPercent: discountPercent(input.originalPriceOre, input.discountedPriceOre),
              // A rejected deal that is edited goes back to the admin.
              status: "pending" as const,
              rejectionReason: null,
            }),
      })
      .where(eq(deals.id, dealId));
    if (!live) await replacePackages(tx, dealId, input);
    if (!priceChanged) return { ok: true, priceChange: "none" };

    if (live) {
      // Only the newest request counts: an older one still waiting is withdrawn.
      await tx
        .update(dealPriceChanges)
        .set({ status: "rejected", decisionReason: "superseded", decidedAt: new Date() })
        .where(and(eq(dealPriceChanges.dealId, dealId), eq(dealPriceChanges.status, "pending")));
    }
    await tx.insert(dealPriceChanges).values({
      dealId,
      originalPriceOre: input.originalPriceOre,
      discountedPriceOre: input.discountedPriceOre,
      originalPriceConfirmed: input.originalPriceConfirmed,
      requestedByUserId: partner.userId,
    });
    return { ok: true, priceChange: live ? "awaitingApproval" : "applied" };
  });
}

export interface PartnerDealRow {
  id: number;
  title: string;
  status: DealStatus;
  originalPriceOre: number;
  discountedPriceOre: number;
  startsAt: string | null;
  endsAt: string;
  imageSrc: string;
  rejectionReason: string | null;
  pendingPrice: { originalPriceOre: number; discountedPriceOre: number } | null;
}

/** The partner's deals, newest first, with any price change still waiting. */
export async function listPartnerDeals(db: Database, partnerId: string): Promise<PartnerDealRow[]> {
  const rows = await db
    .select({
      id: deals.id,
      title: deals.title,
      status: deals.status,
      originalPriceOre: deals.originalPriceOre,
      discountedPriceOre: deals.discountedPriceOre,
      startsAt: deals.startsAt,
      endsAt: deals.endsAt,
      imageSrc: deals.imageSrc,
      rejectionReason: deals.rejectionReason,
    })
    .from(deals)
    .where(eq(deals.partnerId, partnerId))
    .orderBy(desc(deals.id));
  const ids = rows.map((r) => r.id);
  const pending = ids.length
    ? await db
        .select({
          dealId: dealPriceChanges.dealId,
          originalPriceOre: dealPriceChanges.originalPriceOre,
          discountedPriceOre: dealPriceChanges.discountedPriceOre,
        })
        .from(dealPriceChanges)
        .innerJoin(deals, eq(deals.id, dealPriceChanges.dealId))
        .where(
          and(
            inArray(dealPriceChanges.dealId, ids),
            eq(dealPriceChanges.status, "pending"),
            inArray(deals.status, PUBLIC_STATUSES),
          ),
        )
    : [];
  return rows.map((r) => {
    const change = pending.find((p) => p.dealId === r.id);
    return {
      ...r,
      startsAt: r.startsAt?.toISOString() ?? null,
      endsAt: r.endsAt.toISOString(),
      pendingPrice: change
        ? { originalPriceOre: change.originalPriceOre, discountedPriceOre: change.discountedPriceOre }
        : null,
    };
  });
}

/** The form's values for one of the partner's own deals, or null (also for another partner's). */
export async function getDealForEdit(db: Database, partnerId: string, dealId: number) {
  if (!Number.isSafeInteger(dealId) || dealId <= 0 || dealId > 2_147_483_647) return null;
  const [deal] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.id, dealId), eq(deals.partnerId, partnerId)));
  if (!deal) return null;
  const [packages, [pending]] = await Promise.all([
    db.select().from(dealPackages).where(eq(dealPackages.dealId, dealId)),
    db
      .select()
      .from(dealPriceChanges)
      .where(and(eq(dealPriceChanges.dealId, dealId), eq(dealPriceChanges.status, "pending")))
      .orderBy(desc(dealPriceChanges.id))
      .limit(1),
  ]);
  const live = PUBLIC_STATUSES.includes(deal.status);
  const price = live && pending ? pending : deal;
  const values: Record<string, string> = {
    title: deal.title,
    titleEn: deal.titleEn ?? "",
    description: deal.description,
    descriptionEn: deal.descriptionEn ?? "",
    categoryId: deal.categoryId,
    city: deal.city,
    address: deal.address ?? "",
    finePrint: deal.finePrint,
    originalPrice: String(price.originalPriceOre / 100),
    discountedPrice: String(price.discountedPriceOre / 100),
    unitsCap: deal.unitsCap?.toString() ?? "",
    perCustomerLimit: deal.perCustomerLimit?.toString() ?? "",
    startsAt: osloDay(deal.startsAt ?? deal.createdAt),
    // The form shows the last day on sale; ends_at is the midnight after it.
    endsAt: osloDay(new Date(deal.endsAt.getTime() - 1000)),
  };
  for (const p of packages) {
    values[`${p.kind}Enabled`] = "on";
    values[`${p.kind}Price`] = String(p.priceOre / 100);
    values[`${p.kind}Days`] = String(p.validityDays);
    if (p.kind === "group") values.groupMin = String(p.minQuantity);
  }
  return {
    id: deal.id,
    status: deal.status,
    imageSrc: deal.imageSrc,
    rejectionReason: deal.rejectionReason,
    pricePending: Boolean(live && pending),
    values,
  };
}

export type TransitionResult =
  | { ok: true }
  | { ok: false; reason: "notFound" | "wrongStatus" | "partnerNotApproved" | "planLimit"; maxDeals?: number };

/** Locks the partner row so two publications at once cannot both squeeze under the plan limit. */
async function checkCanGoLive(tx: Tx, partnerId: string, plan: BusinessPlanId, now: Date) {
  const [partner] = await tx
    .select({ status: partners.status })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .for("update");
  if (partner?.status !== "approved") return { ok: false as const, reason: "partnerNotApproved" as const };
  const [live] = await tx
    .select({ n: count() })
    .from(deals)
    .where(and(eq(deals.partnerId, partnerId), eq(deals.status, "published"), gt(deals.endsAt, now)));
  const maxDeals = businessPlan(plan).maxDeals;
  if ((live?.n ?? 0) >= maxDeals) return { ok: false as const, reason: "planLimit" as const, maxDeals };
  return null;
}

async function partnerPlan(tx: Tx, partnerId: string): Promise<BusinessPlanId> {
  const [row] = await tx
    .select({ plan: partnerProfiles.plan })
    .from(partnerProfiles)
    .where(eq(partnerProfiles.partnerId, partnerId));
  return row?.plan ?? "starter";
}

export async function pauseDeal(db: Database, partnerId: string, dealId: number): Promise<TransitionResult> {
  const [row] = await db
    .update(deals)
    .set({ status: "paused" })
    .where(and(eq(deals.id, dealId), eq(deals.partnerId, partnerId), eq(deals.status, "published")))
    .returning({ id: deals.id });
  return row ? { ok: true } : { ok: false, reason: (await owns(db, partnerId, dealId)) ? "wrongStatus" : "notFound" };
}

export async function resumeDeal(
  db: Database,
  partner: Pick<PartnerRef, "id" | "plan">,
  dealId: number,
  now = new Date(),
): Promise<TransitionResult> {
  return db.transaction(async (tx) => {
    if (!(await owns(tx, partner.id, dealId))) return { ok: false, reason: "notFound" };
    const refused = await checkCanGoLive(tx, partner.id, partner.plan, now);
    if (refused) return refused;
    const [row] = await tx
      .update(deals)
      .set({ status: "published" })
      .where(and(eq(deals.id, dealId), eq(deals.status, "paused"), gt(deals.endsAt, now)))
      .returning({ id: deals.id });
    return row ? { ok: true } : { ok: false, reason: "wrongStatus" };
  });
}

/** Ends a live or paused deal for good. Vouchers already sold stay valid. */
export async function endDeal(db: Database, partnerId: string, dealId: number): Promise<TransitionResult> {
  const [row] = await db
    .update(deals)
    .set({ status: "ended" })
    .where(and(eq(deals.id, dealId), eq(deals.partnerId, partnerId), inArray(deals.status, PUBLIC_STATUSES)))
    .returning({ id: deals.id });
  return row ? { ok: true } : { ok: false, reason: (await owns(db, partnerId, dealId)) ? "wrongStatus" : "notFound" };
}

async function owns(db: Database | Tx, partnerId: string, dealId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.id, dealId), eq(deals.partnerId, partnerId)));
  return Boolean(row);
}

// --- Admin decisions (the admin console calls these) ---

/** Publishes a pending deal, when its partner is approved and within its plan's limit. */
export async function approveDeal(
  db: Database,
  dealId: number,
  adminUserId: string,
  now = new Date(),
): Promise<TransitionResult> {
  return db.transaction(async (tx) => {
    const [deal] = await tx
      .select({ partnerId: deals.partnerId, status: deals.status })
      .from(deals)
      .where(eq(deals.id, dealId));
    if (!deal) return { ok: false, reason: "notFound" };
    if (deal.status !== "pending") return { ok: false, reason: "wrongStatus" };
    const refused = await checkCanGoLive(tx, deal.partnerId, await partnerPlan(tx, deal.partnerId), now);
    if (refused) return refused;
    const [row] = await tx
      .update(deals)
      .set({ status: "published", rejectionReason: null })
      .where(and(eq(deals.id, dealId), eq(deals.status, "pending")))
      .returning({ id: deals.id });
    if (!row) return { ok: false, reason: "wrongStatus" };
    await tx
      .update(dealPriceChanges)
      .set({ status: "approved", decidedByUserId: adminUserId, decidedAt: now })
      .where(and(eq(dealPriceChanges.dealId, dealId), eq(dealPriceChanges.status, "pending")));
    await recordAudit(tx, {
      actorUserId: adminUserId,
      action: "deal.approve",
      subjectType: "deal",
      subjectId: String(dealId),
    });
    return { ok: true };
  });
}

export async function rejectDeal(
  db: Database,
  dealId: number,
  adminUserId: string,
  reason: string,
  now = new Date(),
): Promise<TransitionResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(deals)
      .set({ status: "rejected", rejectionReason: reason })
      .where(and(eq(deals.id, dealId), eq(deals.status, "pending")))
      .returning({ id: deals.id });
    if (!row) return { ok: false, reason: (await exists(tx, dealId)) ? "wrongStatus" : "notFound" };
    await tx
      .update(dealPriceChanges)
      .set({ status: "rejected", decidedByUserId: adminUserId, decidedAt: now, decisionReason: reason })
      .where(and(eq(dealPriceChanges.dealId, dealId), eq(dealPriceChanges.status, "pending")));
    await recordAudit(tx, {
      actorUserId: adminUserId,
      action: "deal.reject",
      subjectType: "deal",
      subjectId: String(dealId),
      details: { reason },
    });
    return { ok: true };
  });
}

async function exists(tx: Tx, dealId: number) {
  const [row] = await tx.select({ id: deals.id }).from(deals).where(eq(deals.id, dealId));
  return Boolean(row);
}

/** Price changes waiting for an admin on deals the public has seen, oldest first. */
export async function listPendingPriceChanges(db: Database) {
  return db
    .select({
      id: dealPriceChanges.id,
      dealId: dealPriceChanges.dealId,
      title: deals.title,
      fromOriginalOre: deals.originalPriceOre,
      fromDiscountedOre: deals.discountedPriceOre,
      originalPriceOre: dealPriceChanges.originalPriceOre,
      discountedPriceOre: dealPriceChanges.discountedPriceOre,
      requestedAt: dealPriceChanges.requestedAt,
    })
    .from(dealPriceChanges)
    .innerJoin(deals, eq(deals.id, dealPriceChanges.dealId))
    .where(and(eq(dealPriceChanges.status, "pending"), inArray(deals.status, PUBLIC_STATUSES)))
    .orderBy(asc(dealPriceChanges.requestedAt));
}

/** Applies a waiting price change: the deal's prices, and its packages' prices by the rules. */
export async function approvePriceChange(
  db: Database,
  changeId: number,
  adminUserId: string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: "notFound" | "notPending" }> {
  return db.transaction(async (tx) => {
    const [change] = await tx
      .update(dealPriceChanges)
      .set({ status: "approved", decidedByUserId: adminUserId, decidedAt: now })
      .where(and(eq(dealPriceChanges.id, changeId), eq(dealPriceChanges.status, "pending")))
      .returning();
    if (!change) {
      const [any] = await tx
        .select({ id: dealPriceChanges.id })
        .from(dealPriceChanges)
        .where(eq(dealPriceChanges.id, changeId));
      return { ok: false, reason: any ? "notPending" : "notFound" };
    }
    await tx
      .update(deals)
      .set({
        originalPriceOre: change.originalPriceOre,
        discountedPriceOre: change.discountedPriceOre,
        discountPercent: discountPercent(change.originalPriceOre, change.discountedPriceOre),
      })
      .where(eq(deals.id, change.dealId));
    for (const rule of PACKAGE_RULES) {
      await tx
        .update(dealPackages)
        .set({ priceOre: packagePriceOre(change.discountedPriceOre, rule) })
        .where(and(eq(dealPackages.dealId, change.dealId), eq(dealPackages.kind, rule.kind as PackageKind)));
    }
    await recordAudit(tx, {
      actorUserId: adminUserId,
      action: "priceChange.approve",
      subjectType: "priceChange",
      subjectId: String(changeId),
      details: {
        dealId: change.dealId,
        originalPriceOre: change.originalPriceOre,
        discountedPriceOre: change.discountedPriceOre,
      },
    });
    return { ok: true };
  });
}

export async function rejectPriceChange(
  db: Database,
  changeId: number,
  adminUserId: string,
  reason: string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: "notPending" }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(dealPriceChanges)
      .set({ status: "rejected", decidedByUserId: adminUserId, decidedAt: now, decisionReason: reason })
      .where(and(eq(dealPriceChanges.id, changeId), eq(dealPriceChanges.status, "pending")))
      .returning({ id: dealPriceChanges.id, dealId: dealPriceChanges.dealId });
    if (!row) return { ok: false, reason: "notPending" } as const;
    await recordAudit(tx, {
      actorUserId: adminUserId,
      action: "priceChange.reject",
      subjectType: "priceChange",
      subjectId: String(changeId),
      details: { dealId: row.dealId, reason },
    });
    return { ok: true } as const;
  });
}

/** New deals waiting for an admin, oldest first, with their partner. */
export async function listPendingDeals(db: Database) {
  return db
    .select({
      id: deals.id,
      title: deals.title,
      description: deals.description,
      city: deals.city,
      originalPriceOre: deals.originalPriceOre,
      discountedPriceOre: deals.discountedPriceOre,
      imageSrc: deals.imageSrc,
      partnerName: partners.name,
      partnerStatus: partners.status,
      createdAt: deals.createdAt,
    })
    .from(deals)
    .innerJoin(partners, eq(partners.id, deals.partnerId))
    .where(eq(deals.status, "pending"))
    .orderBy(asc(deals.createdAt));
}
