// A partner's own deals: create, edit, pause, resume, end (the admin's side is in
// deal-moderation.server.ts). Rules: everything a partner submits is a version (deal_revisions) an
// admin approves before buyers see it; a new deal waits ('pending') and is never public before; an
// edit of a live deal leaves the approved content and prices on sale until its version is approved;
// a partner that is not approved cannot go public; the plan caps how many deals are on it at once
// (partner-plans.server.ts). Every price set or asked for is kept in deal_price_changes; every
// status change is a move of deal-transitions.server.ts.
import { dealPlace } from "./postal-codes";
import { and, asc, desc, eq, gt, inArray } from "drizzle-orm";
import type { Database, Transaction } from "#db/connection.server";
import { categories, dealPackages, dealPriceChanges, dealRevisions, deals, images, partners } from "#db/schema.server";
import { isPublicStatus, PUBLIC_STATUSES, type DealStatus } from "#domain/catalog/deal-status";
import { currentStatus } from "#domain/catalog/live-deals.server";
import { isId } from "#domain/platform/ids";
import { dealWhere, moveDeals, type DealMove } from "./deal-transitions.server";
import { discountPercent, osloDay, type DealInput } from "./deal-input.server";
import { imageUrl } from "#domain/platform/images.server";
import { lockPartner, roomOnPlan, type TrialEnded } from "./partner-plans.server";
import { latestRevision, pendingRevision, submitRevision } from "./deal-revisions.server";
import { galleryOf, snapshotOf } from "./deal-snapshot.server";
import { loadGallery, replaceGallery, type GalleryPhoto } from "#domain/catalog/deal-gallery.server";
import { selectPartnerDeals } from "./partner-deal-list.server";
import { replaceDealLocations } from "./locations.server";

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

/**
 * The photos a save brings: a whole gallery, cover first, or the hash of one uploaded picture (a
 * gallery of one); null on an edit keeps the photos last submitted.
 */
export type PhotosInput = string | readonly GalleryPhoto[];

const galleryFrom = (photos: PhotosInput): GalleryPhoto[] =>
  typeof photos === "string" ? [{ src: imageUrl(photos), altNo: "", altEn: "" }] : [...photos];

function dealColumns(input: DealInput) {
  return {
    categoryId: input.categoryId,
    title: input.title,
    titleEn: input.titleEn,
    description: input.description,
    descriptionEn: input.descriptionEn,
    finePrint: input.finePrint,
    city: input.city,
    address: input.address,
    ...dealPlace(input.address, input.city),
    unitsCap: input.unitsCap,
    perCustomerLimit: input.perCustomerLimit,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
  };
}

async function replacePackages(tx: Transaction, dealId: number, input: DealInput) {
  await tx.delete(dealPackages).where(eq(dealPackages.dealId, dealId));
  await tx.insert(dealPackages).values(input.packages.map((p) => ({ dealId, ...p })));
}

export type CreateResult =
  | { ok: true; dealId: number }
  | { ok: false; reason: "notFound" }
  | { ok: false; reason: "planLimit"; maxDeals: number }
  | TrialEnded;

/**
 * Saves a new deal as 'pending' (awaiting an admin), when the partner's plan has room for one more
 * (under the partner's lock, so deals created at once take turns). The image is required. With
 * `draft` it is saved as a 'draft' the partner previews before sending it (submitDraft): a draft is
 * on no plan and no admin sees it.
 */
export async function createDeal(
  db: Database,
  partner: PartnerRef,
  input: DealInput,
  photos: PhotosInput,
  now = new Date(),
  { draft = false }: { draft?: boolean } = {},
): Promise<CreateResult> {
  const gallery = galleryFrom(photos);
  return db.transaction(async (tx): Promise<CreateResult> => {
    const locked = await lockPartner(tx, partner.id);
    // A suspended (rejected) partner edits nothing; the business pages refuse it before this.
    if (!locked || locked.status === "rejected") return { ok: false, reason: "notFound" };
    if (!draft) {
      const room = await roomOnPlan(tx, locked, now);
      if (!room.ok) return room;
    }
    const [deal] = await tx
      .insert(deals)
      .values({
        partnerId: partner.id,
        ...dealColumns(input),
        // Replaced with the cover and its alt text by replaceGallery below.
        imageSrc: gallery[0]!.src,
        imageAltNo: input.title,
        imageAltEn: input.titleEn ?? input.title,
        originalPriceOre: input.originalPriceOre,
        discountedPriceOre: input.discountedPriceOre,
        discountPercent: discountPercent(input.originalPriceOre, input.discountedPriceOre),
        status: draft ? "draft" : "pending",
      })
      .returning({ id: deals.id });
    if (!deal) throw new Error("The deal was not stored");
    await replacePackages(tx, deal.id, input);
    await replaceGallery(tx, deal.id, gallery, { no: input.title, en: input.titleEn });
    await replaceDealLocations(tx, partner.id, deal.id, input.locationIds);
    await submitRevision(tx, deal.id, snapshotOf(input, gallery), partner.userId, now);
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
  | { ok: true; priceChange: "none" | "applied" | "awaitingApproval"; awaitingReview: boolean }
  | { ok: false; reason: "notFound" | "ended" }
  | { ok: false; reason: "planLimit"; maxDeals: number }
  | TrialEnded;

/**
 * Saves a partner's edit as the deal's newest version, superseding one still waiting. While the deal
 * has never been public the deal's row follows the edit too (buyers see none of it; an admin
 * approves the version), and a draft or rejected deal goes (back) to the admin, when the plan has
 * room for it. On a published or paused deal nothing buyers see changes: the version waits for an
 * admin (`awaitingReview`) and the approved content and prices stay on sale. With `draft` a draft or
 * rejected deal is saved without going to the admin (the partner previews it first).
 */
export async function updateDeal(
  db: Database,
  partner: PartnerRef,
  dealId: number,
  input: DealInput,
  photos: PhotosInput | null,
  now = new Date(),
  { draft = false }: { draft?: boolean } = {},
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
    const submitted = !draft && (current.status === "draft" || current.status === "rejected");
    if (submitted) {
      const room = await roomOnPlan(tx, locked, now, dealId);
      if (!room.ok) return room;
    }

    // Without photos the version keeps the ones the partner last submitted.
    const waiting = await pendingRevision(tx, dealId);
    const gallery = photos
      ? galleryFrom(photos)
      : waiting
        ? galleryOf(waiting.snapshot)
        : await loadGallery(tx, dealId);
    await submitRevision(tx, dealId, snapshotOf(input, gallery), partner.userId, now);
    // Where the voucher is used applies at once, also on a live deal (decision 042).
    await replaceDealLocations(tx, partner.id, dealId, input.locationIds);
    if (!live) {
      await tx
        .update(deals)
        .set({
          ...dealColumns(input),
          originalPriceOre: input.originalPriceOre,
          discountedPriceOre: input.discountedPriceOre,
          discountPercent: discountPercent(input.originalPriceOre, input.discountedPriceOre),
        })
        .where(eq(deals.id, dealId));
      await replacePackages(tx, dealId, input);
      await replaceGallery(tx, dealId, gallery, { no: input.title, en: input.titleEn });
    }
    // A draft or rejected deal that is edited goes (back) to the admin.
    if (submitted)
      await moveDeals(tx, "submit", dealWhere(dealId, partner.id), {
        actorUserId: partner.userId,
        set: { rejectionReason: null },
      });
    if (live) {
      // Only the newest request counts: an older one still waiting is withdrawn with its version.
      await tx
        .update(dealPriceChanges)
        .set({ status: "rejected", decisionReason: "superseded", decidedAt: now })
        .where(and(eq(dealPriceChanges.dealId, dealId), eq(dealPriceChanges.status, "pending")));
    }
    if (!priceChanged) return { ok: true, priceChange: "none", awaitingReview: live };

    await tx.insert(dealPriceChanges).values({
      dealId,
      originalPriceOre: input.originalPriceOre,
      discountedPriceOre: input.discountedPriceOre,
      originalPriceConfirmed: input.originalPriceConfirmed,
      requestedByUserId: partner.userId,
    });
    return { ok: true, priceChange: live ? "awaitingApproval" : "applied", awaitingReview: live };
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
  /** A live deal's edit waits for an admin (buyers see the approved version). */
  changesPending: boolean;
}

/**
 * Every one of the partner's deals, newest first, each with the price change still waiting, if any
 * (/business/deals shows them a page at a time: partner-deals-page.server.ts).
 */
export async function listDealsWithPendingPrices(
  db: Database,
  partnerId: string,
  now = new Date(),
): Promise<PartnerDealRow[]> {
  return withPendingChanges(db, await selectPartnerDeals(db, partnerId), now);
}

/** A row of selectPartnerDeals, as much of it as the list of deals shows. */
export type PartnerDealListRow = Pick<
  Awaited<ReturnType<typeof selectPartnerDeals>>[number],
  | "id"
  | "title"
  | "status"
  | "originalPriceOre"
  | "discountedPriceOre"
  | "startsAt"
  | "endsAt"
  | "imageSrc"
  | "rejectionReason"
>;

/** The rows with the price change and the edit still waiting for an admin, read for these rows only. */
export async function withPendingChanges(
  db: Database,
  rows: PartnerDealListRow[],
  now = new Date(),
): Promise<PartnerDealRow[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [waitingEdits, pending] = await Promise.all([
    db
      .select({ dealId: dealRevisions.dealId })
      .from(dealRevisions)
      .innerJoin(deals, eq(deals.id, dealRevisions.dealId))
      .where(
        and(
          inArray(dealRevisions.dealId, ids),
          eq(dealRevisions.status, "pending"),
          inArray(deals.status, [...PUBLIC_STATUSES]),
        ),
      ),
    db
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
      ),
  ]);
  return rows.map((r) => {
    const change = pending.find((p) => p.dealId === r.id);
    return {
      id: r.id,
      title: r.title,
      status: currentStatus(r, now),
      originalPriceOre: r.originalPriceOre,
      discountedPriceOre: r.discountedPriceOre,
      startsAt: r.startsAt?.toISOString() ?? null,
      endsAt: r.endsAt.toISOString(),
      imageSrc: r.imageSrc,
      rejectionReason: r.rejectionReason,
      pendingPrice: change
        ? { originalPriceOre: change.originalPriceOre, discountedPriceOre: change.discountedPriceOre }
        : null,
      changesPending: waitingEdits.some((w) => w.dealId === r.id),
    };
  });
}

/**
 * The form's values for one of the partner's own deals, or null (also for another partner's): the
 * version waiting for an admin when there is one (the partner edits that), else the deal as it is.
 * `review` tells about the newest version of a live deal: still waiting, or rejected and why.
 */
/**
 * What a new deal starts with from the partner's profile: where the voucher is used (the
 * business's city and address) and the category of its latest deal, so a partner types only what
 * is new about the deal.
 */
export async function newDealDefaults(db: Database, partnerId: string) {
  const [row] = await db
    .select({ city: partners.city, address: partners.address })
    .from(partners)
    .where(eq(partners.id, partnerId));
  const [latest] = await db
    .select({ categoryId: deals.categoryId })
    .from(deals)
    .where(eq(deals.partnerId, partnerId))
    .orderBy(desc(deals.createdAt), desc(deals.id))
    .limit(1);
  return { city: row?.city ?? "", address: row?.address ?? "", categoryId: latest?.categoryId ?? "" };
}

export async function getDealForEdit(db: Database, partnerId: string, dealId: number) {
  if (!isId(dealId)) return null;
  const [deal] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.id, dealId), eq(deals.partnerId, partnerId)));
  if (!deal) return null;
  const [packages, latest] = await Promise.all([
    db
      .select()
      .from(dealPackages)
      .where(and(eq(dealPackages.dealId, dealId), eq(dealPackages.active, true))),
    latestRevision(db, dealId),
  ]);
  const live = isPublicStatus(deal.status);
  const waiting = latest?.status === "pending" ? latest.snapshot : null;
  const gallery = waiting ? galleryOf(waiting) : await loadGallery(db, dealId);
  const shown = waiting ?? {
    ...deal,
    originalPriceOre: deal.claimedOriginalPriceOre ?? deal.originalPriceOre,
    startsAt: (deal.startsAt ?? deal.createdAt).toISOString(),
    endsAt: deal.endsAt.toISOString(),
    packages,
  };
  const values: Record<string, string> = {
    title: shown.title,
    titleEn: shown.titleEn ?? "",
    description: shown.description,
    descriptionEn: shown.descriptionEn ?? "",
    categoryId: shown.categoryId,
    city: shown.city,
    address: shown.address ?? "",
    finePrint: shown.finePrint,
    originalPrice: String(shown.originalPriceOre / 100),
    discountedPrice: String(shown.discountedPriceOre / 100),
    unitsCap: shown.unitsCap?.toString() ?? "",
    perCustomerLimit: shown.perCustomerLimit?.toString() ?? "",
    startsAt: osloDay(new Date(shown.startsAt ?? deal.createdAt)),
    // The form shows the last day on sale; ends_at is the midnight after it.
    endsAt: osloDay(new Date(Date.parse(shown.endsAt) - 1000)),
  };
  for (const p of shown.packages) {
    values[`${p.kind}Enabled`] = "on";
    values[`${p.kind}Price`] = String(p.priceOre / 100);
    values[`${p.kind}Days`] = String(p.validityDays);
    if (p.kind === "group") values.groupMin = String(p.minQuantity);
  }
  const review =
    live && latest?.status === "pending"
      ? ({ status: "pending" } as const)
      : live && latest?.status === "rejected"
        ? ({ status: "rejected", reason: latest.reason ?? "" } as const)
        : null;
  return {
    id: deal.id,
    status: deal.status,
    imageSrc: waiting?.imageSrc ?? deal.imageSrc,
    gallery,
    rejectionReason: deal.rejectionReason,
    review,
    values,
  };
}

export type TransitionResult =
  | { ok: true }
  | { ok: false; reason: "notFound" | "wrongStatus" | "partnerNotApproved" }
  | { ok: false; reason: "planLimit"; maxDeals: number }
  | TrialEnded;

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

export type SubmitResult =
  | { ok: true }
  | { ok: false; reason: "notFound" | "wrongStatus" }
  | { ok: false; reason: "planLimit"; maxDeals: number }
  | TrialEnded;

/**
 * "Send til godkjenning" from the preview: the partner's draft (or rejected) deal goes to an admin,
 * when its plan has room (under the partner's lock, like every other move onto the plan).
 */
export async function submitDraft(
  db: Database,
  partner: PartnerRef,
  dealId: number,
  now = new Date(),
): Promise<SubmitResult> {
  return db.transaction(async (tx): Promise<SubmitResult> => {
    const locked = await lockPartner(tx, partner.id);
    if (!locked || locked.status === "rejected") return { ok: false, reason: "notFound" };
    if (!(await owns(tx, partner.id, dealId))) return { ok: false, reason: "notFound" };
    const room = await roomOnPlan(tx, locked, now, dealId);
    if (!room.ok) return room;
    const moved = await moveDeals(tx, "submit", dealWhere(dealId, partner.id), {
      actorUserId: partner.userId,
      set: { rejectionReason: null },
    });
    return moved.length > 0 ? { ok: true } : { ok: false, reason: "wrongStatus" };
  });
}
