// A partner's own deals: create, edit, pause, resume, end (the admin's side is in
// deal-moderation.server.ts). Rules: a new deal waits for an admin ('pending') and is never public
// before; a partner that is not approved cannot go public; a price change on a live deal waits for
// an admin while the public keeps the old price; the plan caps how many deals are on it at once
// (partner-plans.server.ts). Every price set or asked for is kept in deal_price_changes; every
// status change is a move of deal-transitions.server.ts.
import { and, asc, desc, eq, gt, inArray } from "drizzle-orm";
import type { Database, Transaction } from "#db/connection.server";
import { categories, dealPackages, dealPriceChanges, deals, images } from "#db/schema.server";
import { isPublicStatus, PUBLIC_STATUSES, type DealStatus } from "#domain/catalog/deal-status";
import { currentStatus } from "#domain/catalog/live-deals.server";
import { isId } from "#domain/platform/ids";
import { dealWhere, moveDeals, type DealMove } from "./deal-transitions.server";
import { discountPercent, osloDay, type DealInput } from "./deal-input.server";
import { imageUrl } from "#domain/platform/images.server";
import { lockPartner, roomOnPlan } from "./partner-plans.server";

/** The partner acting and the account acting for it (the plan is read under the partner's lock). */
export interface PartnerRef {
  id: string;
  userId: string;
}

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

async function replacePackages(tx: Transaction, dealId: number, input: DealInput) {
  await tx.delete(dealPackages).where(eq(dealPackages.dealId, dealId));
  await tx.insert(dealPackages).values(input.packages.map((p) => ({ dealId, ...p })));
}

export type CreateResult =
  | { ok: true; dealId: number }
  | { ok: false; reason: "notFound" }
  | { ok: false; reason: "planLimit"; maxDeals: number };

/**
 * Saves a new deal as 'pending' (awaiting an admin), when the partner's plan has room for one more
 * (under the partner's lock, so deals created at once take turns). The image is required.
 */
export async function createDeal(
  db: Database,
  partner: PartnerRef,
  input: DealInput,
  imageHash: string,
  now = new Date(),
): Promise<CreateResult> {
  return db.transaction(async (tx): Promise<CreateResult> => {
    const locked = await lockPartner(tx, partner.id);
    // A suspended (rejected) partner edits nothing; the business pages refuse it before this.
    if (!locked || locked.status === "rejected") return { ok: false, reason: "notFound" };
    const room = await roomOnPlan(tx, locked, now);
    if (!room.ok) return room;
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
    return { ok: true, dealId: deal.id };
  });
}

export type EditResult =
  | { ok: true; priceChange: "none" | "applied" | "awaitingApproval" }
  | { ok: false; reason: "notFound" | "ended" }
  | { ok: false; reason: "planLimit"; maxDeals: number };

/**
 * Saves a partner's edit. Texts, dates, stock and image apply at once. While the deal has never
 * been public, prices and packages apply at once too (an admin approves the whole deal), and a
 * draft or rejected deal goes (back) to the admin, when the plan has room for it; on a published
 * or paused deal a new price becomes a pending change and packages stay as they are.
 */
export async function updateDeal(
  db: Database,
  partner: PartnerRef,
  dealId: number,
  input: DealInput,
  imageHash: string | null,
  now = new Date(),
): Promise<EditResult> {
  return db.transaction(async (tx): Promise<EditResult> => {
    // The partner's lock before the deal's, in the order every move takes them.
    const locked = await lockPartner(tx, partner.id);
    if (!locked || locked.status === "rejected") return { ok: false, reason: "notFound" };
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
    const live = isPublicStatus(current.status);
    const submitted = current.status === "draft" || current.status === "rejected";
    if (submitted) {
      const room = await roomOnPlan(tx, locked, now, dealId);
      if (!room.ok) return room;
    }

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
            }),
      })
      .where(eq(deals.id, dealId));
    if (!live) await replacePackages(tx, dealId, input);
    // A draft or rejected deal that is edited goes (back) to the admin.
    if (submitted)
      await moveDeals(tx, "submit", dealWhere(dealId, partner.id), {
        actorUserId: partner.userId,
        set: { rejectionReason: null },
      });
    if (!priceChanged) return { ok: true, priceChange: "none" };

    if (live) {
      // Only the newest request counts: an older one still waiting is withdrawn.
      await tx
        .update(dealPriceChanges)
        .set({ status: "rejected", decisionReason: "superseded", decidedAt: now })
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

/**
 * The partner's deals for its list of deals (/business/deals), newest first, each with the price
 * change still waiting, if any.
 */
export async function listDealsWithPendingPrices(
  db: Database,
  partnerId: string,
  now = new Date(),
): Promise<PartnerDealRow[]> {
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
            inArray(deals.status, [...PUBLIC_STATUSES]),
          ),
        )
    : [];
  return rows.map((r) => {
    const change = pending.find((p) => p.dealId === r.id);
    return {
      ...r,
      status: currentStatus(r, now),
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
  if (!isId(dealId)) return null;
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
  const live = isPublicStatus(deal.status);
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
  | { ok: false; reason: "notFound" | "wrongStatus" | "partnerNotApproved" }
  | { ok: false; reason: "planLimit"; maxDeals: number };

/**
 * The partner's own moves of its deal: pause (published → paused), resume (paused → published,
 * when the partner is approved and its plan has room) and end (published or paused → ended, for
 * good; vouchers sold stay valid). Each is audited with the partner's account as the actor.
 */
export async function changeDealStatus(
  db: Database,
  partner: PartnerRef,
  dealId: number,
  move: Extract<DealMove, "pause" | "resume" | "end">,
  now = new Date(),
): Promise<TransitionResult> {
  return db.transaction(async (tx): Promise<TransitionResult> => {
    // Every move takes the partner's lock, so none slips past a suspension committing at once.
    const locked = await lockPartner(tx, partner.id);
    if (!locked) return { ok: false, reason: "notFound" };
    if (locked.status === "rejected") return { ok: false, reason: "partnerNotApproved" };
    if (move === "resume") {
      if (!(await owns(tx, partner.id, dealId))) return { ok: false, reason: "notFound" };
      if (locked.status !== "approved") return { ok: false, reason: "partnerNotApproved" };
      const room = await roomOnPlan(tx, locked, now, dealId);
      if (!room.ok) return room;
    }
    // A deal past its end cannot come back; the sweep ends it.
    const which =
      move === "resume" ? and(dealWhere(dealId, partner.id), gt(deals.endsAt, now))! : dealWhere(dealId, partner.id);
    const moved = await moveDeals(tx, move, which, { actorUserId: partner.userId });
    if (moved.length > 0) return { ok: true };
    return { ok: false, reason: (await owns(tx, partner.id, dealId)) ? "wrongStatus" : "notFound" };
  });
}

async function owns(db: Database | Transaction, partnerId: string, dealId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.id, dealId), eq(deals.partnerId, partnerId)));
  return Boolean(row);
}
