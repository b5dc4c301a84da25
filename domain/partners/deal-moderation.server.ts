// An admin's side of deals: every version a partner submits (a new deal, or an edit of a live one)
// waits here as a deal_revisions row. "Decide on a deal" is one use-case: the version applied
// exactly as the admin saw it (or refused, if a newer one came in since), the status move and its
// audit row, the price history, and the e-mail to the partner commit together.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { dealPriceChanges, dealRevisions, deals, partners } from "#db/schema.server";
import { isPublicStatus, PUBLIC_STATUSES } from "#domain/catalog/deal-status";
import { recordAudit } from "#domain/platform/audit.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import type { DecisionRequest } from "./admin-decision";
import { dealDecisionMail } from "./deal-decision-mail.server";
import { beforePriceFor } from "./before-price.server";
import { applySnapshot, liveSnapshot } from "./deal-revisions.server";
import { dealSnapshotSchema, snapshotChanges } from "./deal-snapshot.server";
import { dealWhere, moveDeals } from "./deal-transitions.server";
import { partnerRecipient } from "./partner-language.server";
import { lockPartner, roomOnPlan, type TrialEnded } from "./partner-plans.server";

export type DealDecisionResult =
  | { ok: true; /** The version was an edit of a live deal. */ edit: boolean }
  | { ok: false; reason: "notFound" | "alreadyDecided" | "partnerNotApproved" | "changedSinceOpened" }
  | { ok: false; reason: "planLimit"; maxDeals: number }
  | { ok: false; reason: "capBelowSold"; cap: number; sold: number }
  | TrialEnded;

/**
 * Approves or rejects the version `revisionId` of a deal, the one the admin reviewed, as `adminId`,
 * telling the partner by e-mail (in the partner's language, with links under `origin`). A deal pending for the first
 * time is published (public from its start date) when its partner is approved and its plan has room;
 * an edit of a live deal is applied while the deal stays on sale. Approving applies exactly that
 * version; rejecting leaves what buyers see as it is and keeps the reason for the partner. When the
 * partner has submitted a newer version since, nothing changes (`changedSinceOpened`). Deciding what
 * is already decided changes nothing and sends nothing.
 */
export async function decideDeal(
  db: Database,
  mailer: Mailer,
  request: DecisionRequest & { revisionId: number; origin: string },
  now = new Date(),
): Promise<DealDecisionResult> {
  const { adminId, revisionId, decision } = request;
  return db.transaction(async (tx): Promise<DealDecisionResult> => {
    const [found] = await tx
      .select({ dealId: dealRevisions.dealId, partnerId: deals.partnerId })
      .from(dealRevisions)
      .innerJoin(deals, eq(deals.id, dealRevisions.dealId))
      .where(eq(dealRevisions.id, revisionId));
    if (!found) return { ok: false, reason: "notFound" };
    const { dealId } = found;
    // The partner's lock, then the deal's: the order a partner's edit takes them, so an edit and a
    // decision take turns and the version read below is the newest.
    const partner = await lockPartner(tx, found.partnerId);
    const [deal] = await tx
      .select({ status: deals.status, unitsSold: deals.unitsSold })
      .from(deals)
      .where(eq(deals.id, dealId))
      .for("update");
    const [revision] = await tx.select().from(dealRevisions).where(eq(dealRevisions.id, revisionId));
    if (!deal || !revision || !partner) return { ok: false, reason: "notFound" };
    if (revision.status === "superseded") return { ok: false, reason: "changedSinceOpened" };
    if (revision.status !== "pending") return { ok: false, reason: "alreadyDecided" };
    const firstReview = deal.status === "pending";
    if (!firstReview && !isPublicStatus(deal.status)) return { ok: false, reason: "alreadyDecided" };
    const snapshot = dealSnapshotSchema.parse(revision.snapshot);

    if (decision.approve) {
      // A cap below what is already sold cannot hold (deals_stock_ok); the admin rejects it with a reason.
      if (snapshot.unitsCap !== null && snapshot.unitsCap < deal.unitsSold)
        return { ok: false, reason: "capBelowSold", cap: snapshot.unitsCap, sold: deal.unitsSold };
      if (firstReview) {
        if (partner.status !== "approved") return { ok: false, reason: "partnerNotApproved" };
        const room = await roomOnPlan(tx, partner, now, dealId);
        if (!room.ok) return room;
      }
      const before = firstReview ? null : await liveSnapshot(tx, dealId);
      if (firstReview) {
        const moved = await moveDeals(tx, "approve", dealWhere(dealId), {
          actorUserId: adminId,
          set: { rejectionReason: null },
          details: { revisionId, revision: revision.number },
        });
        if (moved.length === 0) return { ok: false, reason: "alreadyDecided" };
      }
      await applySnapshot(tx, dealId, snapshot, await beforePriceFor(tx, dealId, snapshot, firstReview, now));
      if (!firstReview) {
        await tx.update(deals).set({ rejectionReason: null }).where(eq(deals.id, dealId));
        await recordAudit(tx, {
          actorUserId: adminId,
          action: "deal.revision.approve",
          subjectType: "deal",
          subjectId: String(dealId),
          details: {
            revisionId,
            revision: revision.number,
            changes: before
              ? snapshotChanges(before, snapshot).map((c) => ({ field: c.field, from: c.from, to: c.to }))
              : [],
          },
        });
      }
    } else if (firstReview) {
      const moved = await moveDeals(tx, "reject", dealWhere(dealId), {
        actorUserId: adminId,
        set: { rejectionReason: decision.reason },
        details: { reason: decision.reason, revisionId, revision: revision.number },
      });
      if (moved.length === 0) return { ok: false, reason: "alreadyDecided" };
    } else {
      await recordAudit(tx, {
        actorUserId: adminId,
        action: "deal.revision.reject",
        subjectType: "deal",
        subjectId: String(dealId),
        details: { reason: decision.reason, revisionId, revision: revision.number },
      });
    }
    await tx
      .update(dealRevisions)
      .set(
        decision.approve
          ? { status: "approved", decidedByUserId: adminId, decidedAt: now }
          : { status: "rejected", decidedByUserId: adminId, decidedAt: now, reason: decision.reason },
      )
      .where(eq(dealRevisions.id, revisionId));
    // The price the version was sent with is decided with it.
    await tx
      .update(dealPriceChanges)
      .set(
        decision.approve
          ? { status: "approved", decidedByUserId: adminId, decidedAt: now }
          : { status: "rejected", decidedByUserId: adminId, decidedAt: now, decisionReason: decision.reason },
      )
      .where(and(eq(dealPriceChanges.dealId, dealId), eq(dealPriceChanges.status, "pending")));

    const to = await partnerRecipient(tx, found.partnerId);
    if (!to) return { ok: false, reason: "notFound" };
    await queueMail(
      tx,
      mailer,
      dealDecisionMail(
        to,
        to.language,
        { title: snapshot.title, startsAt: snapshot.startsAt === null ? null : new Date(snapshot.startsAt) },
        decision.approve
          ? {
              approve: true,
              edit: !firstReview,
              dealUrl: `${request.origin}/deal/${dealId}`,
              dealsUrl: `${request.origin}/business/deals`,
              now,
            }
          : {
              approve: false,
              edit: !firstReview,
              reason: decision.reason,
              editUrl: `${request.origin}/business/deals/${dealId}/edit`,
            },
      ),
    );
    return { ok: true, edit: !firstReview };
  });
}

/**
 * Every version waiting for an admin, oldest first: the deal's id and status, the partner, the
 * version in full, and for an edit of a live deal what buyers see now and each field that changes.
 */
export async function listDealsForReview(db: Database) {
  const rows = await db
    .select({
      revisionId: dealRevisions.id,
      number: dealRevisions.number,
      snapshot: dealRevisions.snapshot,
      submittedAt: dealRevisions.submittedAt,
      dealId: deals.id,
      dealStatus: deals.status,
      partnerName: partners.name,
      partnerStatus: partners.status,
    })
    .from(dealRevisions)
    .innerJoin(deals, eq(deals.id, dealRevisions.dealId))
    .innerJoin(partners, eq(partners.id, deals.partnerId))
    .where(and(eq(dealRevisions.status, "pending"), inArray(deals.status, ["pending", ...PUBLIC_STATUSES])))
    .orderBy(asc(dealRevisions.submittedAt), asc(dealRevisions.id));
  return Promise.all(
    rows.map(async (row) => {
      const snapshot = dealSnapshotSchema.parse(row.snapshot);
      const live = isPublicStatus(row.dealStatus) ? await liveSnapshot(db, row.dealId) : null;
      return {
        ...row,
        snapshot,
        live,
        changes: live ? snapshotChanges(live, snapshot) : null,
      };
    }),
  );
}
