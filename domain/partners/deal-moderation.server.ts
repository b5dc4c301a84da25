// An admin's side of deals: new deals and price changes on public deals wait here. "Decide on a
// deal" is one use-case: the status move and its audit row, the price history, and the e-mail to
// the partner commit together. Price changes are decided here too.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { dealPackages, dealPriceChanges, deals, partners, users } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { PUBLIC_STATUSES } from "#domain/catalog/deal-status";
import { PACKAGE_RULES, packagePriceOre, type PackageKind } from "#domain/catalog/packages.server";
import { recordAudit } from "#domain/platform/audit.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import { dealDecisionMail } from "./deal-decision-mail.server";
import { discountPercent } from "./deal-input.server";
import { dealWhere, moveDeals } from "./deal-transitions.server";
import { lockPartner, roomOnPlan } from "./partner-plans.server";

export type DealDecisionResult =
  | { ok: true }
  | { ok: false; reason: "notFound" | "alreadyDecided" | "partnerNotApproved" }
  | { ok: false; reason: "planLimit"; maxDeals: number };

/**
 * Approves a pending deal (published: public from its start date), when its partner is approved
 * and its plan has room, or rejects it with a reason the partner sees; as `adminId`, telling the
 * partner by e-mail (in `lang`, with links under `origin`). Deciding what is already decided
 * changes nothing and sends nothing.
 */
export async function decideDeal(
  db: Database,
  mailer: Mailer,
  request: {
    adminId: string;
    dealId: number;
    decision: { approve: true } | { approve: false; reason: string };
    lang: Language;
    origin: string;
  },
  now = new Date(),
): Promise<DealDecisionResult> {
  const { adminId, dealId, decision } = request;
  const outcome = await db.transaction(async (tx) => {
    const [deal] = await tx
      .select({
        partnerId: deals.partnerId,
        status: deals.status,
        title: deals.title,
        startsAt: deals.startsAt,
        partnerName: partners.name,
        partnerEmail: partners.email,
        ownerName: users.name,
        ownerEmail: users.email,
      })
      .from(deals)
      .innerJoin(partners, eq(partners.id, deals.partnerId))
      .leftJoin(users, eq(users.id, partners.ownerUserId))
      .where(eq(deals.id, dealId));
    if (!deal) return { ok: false, reason: "notFound" } as const;
    if (deal.status !== "pending") return { ok: false, reason: "alreadyDecided" } as const;
    if (decision.approve) {
      // The partner's lock first, as every move onto the plan takes it.
      const partner = await lockPartner(tx, deal.partnerId);
      if (partner?.status !== "approved") return { ok: false, reason: "partnerNotApproved" } as const;
      const room = await roomOnPlan(tx, partner, now, dealId);
      if (!room.ok) return room;
    }
    const moved = await moveDeals(tx, decision.approve ? "approve" : "reject", dealWhere(dealId), {
      actorUserId: adminId,
      set: { rejectionReason: decision.approve ? null : decision.reason },
      details: decision.approve ? {} : { reason: decision.reason },
    });
    if (moved.length === 0) return { ok: false, reason: "alreadyDecided" } as const;
    // The price the deal was sent with is decided with it.
    await tx
      .update(dealPriceChanges)
      .set(
        decision.approve
          ? { status: "approved", decidedByUserId: adminId, decidedAt: now }
          : { status: "rejected", decidedByUserId: adminId, decidedAt: now, decisionReason: decision.reason },
      )
      .where(and(eq(dealPriceChanges.dealId, dealId), eq(dealPriceChanges.status, "pending")));
    await queueMail(
      tx,
      mailer,
      dealDecisionMail(
        { name: deal.ownerName ?? deal.partnerName, email: deal.ownerEmail ?? deal.partnerEmail },
        request.lang,
        { title: deal.title, startsAt: deal.startsAt },
        decision.approve
          ? {
              approve: true,
              dealUrl: `${request.origin}/deal/${dealId}`,
              dealsUrl: `${request.origin}/business/deals`,
              now,
            }
          : { approve: false, reason: decision.reason, editUrl: `${request.origin}/business/deals/${dealId}/edit` },
      ),
    );
    return { ok: true } as const;
  });
  if (!outcome.ok) return outcome;
  return { ok: true };
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
    .where(and(eq(dealPriceChanges.status, "pending"), inArray(deals.status, [...PUBLIC_STATUSES])))
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
