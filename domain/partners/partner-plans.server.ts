// The plan limit, the one rule: a partner has at most its plan's `maxDeals` deals on the plan at
// once, where a deal is on the plan while it is published or waiting for approval and has not
// ended (counting waiting deals keeps a partner from queueing more than the plan allows; paused,
// rejected and ended deals do not count). Every way a deal gets onto the plan (created, sent
// back for approval, approved, resumed) and every change of plan checks it here, holding the
// partner's row lock in the same transaction, so concurrent requests take their turn.
//
// The trial, the other rule: every plan starts with a free trial (`trial_ends_at`). From the trial's
// end a partner that has not confirmed its plan (agreed to pay its monthly price) puts nothing new
// on the plan: mayPublish says so, roomOnPlan asks it first, and the partner API's gate asks it too.
// Deals already on sale stay on sale (buyers and their vouchers are not punished for the partner's
// missing confirmation); the partner cannot add to them until it confirms.
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { deals } from "#db/schema.server";
import type { Database, DatabaseOrTransaction, Transaction } from "#db/connection.server";
import type { DealStatus } from "#domain/catalog/deal-status";
import { BUSINESS_PLANS, TRIAL_MONTHS, businessPlan, type BusinessPlanId } from "./business-plans";
import type { PartnerStatus } from "./partner-transitions.server";

export const PLAN_IDS = BUSINESS_PLANS.map((plan) => plan.id);

/** The statuses in which an unended deal counts against the plan. */
export const ON_PLAN_STATUSES = ["published", "pending"] as const satisfies readonly DealStatus[];

export function isPlanId(value: unknown): value is BusinessPlanId {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}

const onPlan = (partnerId: string, now: Date, exceptDealId: number | null) => sql`
  SELECT count(*)::int FROM deals
   WHERE partner_id = ${partnerId} AND ${onPlanAt(now)}${exceptDealId === null ? sql`` : sql` AND id <> ${exceptDealId}`}`;

/** A row of `deals` that counts against its partner's plan at `now`. */
export function onPlanAt(now: Date | Placeholder): SQL {
  return sql`${deals.status} IN (${sql.join(
    ON_PLAN_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )}) AND ${deals.endsAt} > ${now instanceof Date ? now.toISOString() : now}`;
}

/** Deals that count against the plan right now. */
export async function countDealsOnPlan(
  db: DatabaseOrTransaction,
  partnerId: string,
  now = new Date(),
): Promise<number> {
  const result = await db.execute<{ count: number }>(onPlan(partnerId, now, null));
  return result.rows[0]?.count ?? 0;
}

/** What the trial rule reads of a partner: null trialEndsAt is a partner from before trials (the seed's). */
export interface PartnerTrial {
  trialEndsAt: Date | null;
  planConfirmedAt: Date | null;
}

export type TrialEnded = { ok: false; reason: "trialEnded"; trialEndedAt: Date };

/**
 * The trial rule, the one place it is decided: a partner may put deals on sale while its trial
 * runs (up to, not including, `trialEndsAt`) and, after that, only once it has confirmed its plan.
 */
export function mayPublish(partner: PartnerTrial, now: Date): { ok: true } | TrialEnded {
  if (partner.planConfirmedAt !== null || partner.trialEndsAt === null) return { ok: true };
  if (now.getTime() < partner.trialEndsAt.getTime()) return { ok: true };
  return { ok: false, reason: "trialEnded", trialEndedAt: partner.trialEndsAt };
}

export interface LockedPartner extends PartnerTrial {
  id: string;
  status: PartnerStatus;
  /** Read under the lock: a plan changed a moment ago counts. */
  plan: BusinessPlanId;
}

/**
 * Takes the partner's row lock (until the transaction ends) and reads its status and plan. Every
 * change that could bring a partner over its plan takes it first, so they happen one at a time.
 */
export async function lockPartner(tx: Transaction, partnerId: string): Promise<LockedPartner | null> {
  const locked = await tx.execute<{ status: PartnerStatus }>(
    sql`SELECT status FROM partners WHERE id = ${partnerId} FOR UPDATE`,
  );
  const partner = locked.rows[0];
  if (!partner) return null;
  // A statement of its own, after the lock: one that waited for the lock inside a join would
  // still see the plan from before the wait (a plan change that just committed).
  const profile = await tx.execute<{
    plan: BusinessPlanId;
    trial_ends_at: Date | string;
    plan_confirmed_at: Date | string | null;
  }>(sql`SELECT plan, trial_ends_at, plan_confirmed_at FROM partner_profiles WHERE partner_id = ${partnerId}`);
  const row = profile.rows[0];
  // Partners from before profiles existed (the seed's) are on the starter plan, without a trial.
  return {
    id: partnerId,
    status: partner.status,
    plan: row?.plan ?? "starter",
    trialEndsAt: row ? new Date(row.trial_ends_at) : null,
    planConfirmedAt: row?.plan_confirmed_at ? new Date(row.plan_confirmed_at) : null,
  };
}

export type PlanRoom = { ok: true } | { ok: false; reason: "planLimit"; maxDeals: number } | TrialEnded;

/**
 * Whether one more deal may go onto the partner's plan: not after an unconfirmed trial
 * (mayPublish), and only while it fits the plan. `dealId` is the deal about to go onto the plan
 * (it is left out of the count, so approving a deal that already waits does not count it twice).
 * Call it after lockPartner, in the same transaction.
 */
export async function roomOnPlan(
  tx: Transaction,
  partner: LockedPartner,
  now: Date,
  dealId: number | null = null,
): Promise<PlanRoom> {
  const trial = mayPublish(partner, now);
  if (!trial.ok) return trial;
  const maxDeals = businessPlan(partner.plan).maxDeals;
  const result = await tx.execute<{ count: number }>(onPlan(partner.id, now, dealId));
  return (result.rows[0]?.count ?? 0) < maxDeals ? { ok: true } : { ok: false, reason: "planLimit", maxDeals };
}

export type PlanChange =
  { ok: true; plan: BusinessPlanId } | { ok: false; reason: "tooManyDeals"; dealsOnPlan: number; maxDeals: number };

/**
 * Moves the partner to another plan, refused when it has more deals on the plan than that plan
 * allows. Under the partner's lock, so a deal submitted at the same moment waits its turn.
 * Partners without a profile row (made before profiles existed) get one, trial counted from now.
 * A confirmation was of the old plan and its price: another plan needs confirming again.
 */
export async function changePlan(
  db: Database,
  partnerId: string,
  plan: BusinessPlanId,
  now = new Date(),
): Promise<PlanChange> {
  const maxDeals = businessPlan(plan).maxDeals;
  const trialEndsAt = new Date(now);
  trialEndsAt.setMonth(trialEndsAt.getMonth() + TRIAL_MONTHS);
  return db.transaction(async (tx) => {
    await lockPartner(tx, partnerId);
    const dealsOnPlan = await countDealsOnPlan(tx, partnerId, now);
    if (dealsOnPlan > maxDeals) return { ok: false, reason: "tooManyDeals", dealsOnPlan, maxDeals };
    await tx.execute(sql`
      INSERT INTO partner_profiles (partner_id, plan, trial_ends_at)
      VALUES (${partnerId}::uuid, ${plan}::business_plan, ${trialEndsAt.toISOString()}::timestamptz)
      ON CONFLICT (partner_id) DO UPDATE SET plan = excluded.plan,
        plan_confirmed_at = CASE WHEN partner_profiles.plan = excluded.plan
                                 THEN partner_profiles.plan_confirmed_at END`);
    return { ok: true, plan };
  });
}
