// The plan limits a partner lives with: how many deals its plan allows at once, and changing plan.
// A deal counts against the plan while it is published or waiting for approval and has not ended:
// counting pending deals too keeps a partner from queueing more than the plan allows.
import { sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { BUSINESS_PLANS, TRIAL_MONTHS, businessPlan, type BusinessPlanId } from "./business-plans";

export const PLAN_IDS = BUSINESS_PLANS.map((plan) => plan.id);

export function isPlanId(value: unknown): value is BusinessPlanId {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}

const countedDeals = (partnerId: string, now: Date) => sql`
  SELECT count(*) FROM deals
   WHERE partner_id = ${partnerId} AND status IN ('published', 'pending') AND ends_at > ${now.toISOString()}`;

/** A database handle or a transaction: both can run these queries. */
type Queries = Pick<Database, "execute">;

/**
 * Runs `work` in a transaction holding the partner's row lock, so plan changes and new deals of
 * one partner happen one at a time (the deal editor: check mayPublishAnotherDeal and insert the
 * deal inside this).
 */
export function withPartnerLock<T>(db: Database, partnerId: string, work: (tx: Queries) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM partners WHERE id = ${partnerId} FOR UPDATE`);
    return work(tx);
  });
}

/** Deals that count against the plan's maximum right now. */
export async function countDealsOnPlan(db: Queries, partnerId: string, now = new Date()): Promise<number> {
  const result = await db.execute<{ count: string }>(countedDeals(partnerId, now));
  return Number(result.rows[0]?.count ?? 0);
}

/** Whether the partner may publish (or submit for approval) one more deal on its plan. */
export async function mayPublishAnotherDeal(
  db: Queries,
  partner: { id: string; plan: BusinessPlanId },
  now = new Date(),
): Promise<boolean> {
  return (await countDealsOnPlan(db, partner.id, now)) < businessPlan(partner.plan).maxDeals;
}

export type PlanChange =
  { ok: true; plan: BusinessPlanId } | { ok: false; reason: "tooManyDeals"; dealsOnPlan: number; maxDeals: number };

/**
 * Moves the partner to another plan, refused when it has more deals running than that plan
 * allows. Under the partner's lock, so a deal submitted at the same moment waits its turn.
 * Partners without a profile row (made before profiles existed) get one, trial counted from now.
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
  return withPartnerLock(db, partnerId, async (tx) => {
    const result = await tx.execute<{ plan: BusinessPlanId }>(sql`
      INSERT INTO partner_profiles (partner_id, plan, trial_ends_at)
      SELECT ${partnerId}::uuid, ${plan}::business_plan, ${trialEndsAt.toISOString()}::timestamptz
       WHERE (${countedDeals(partnerId, now)}) <= ${maxDeals}
      ON CONFLICT (partner_id) DO UPDATE SET plan = excluded.plan
      RETURNING plan`);
    if (result.rows[0]) return { ok: true, plan };
    return { ok: false, reason: "tooManyDeals", dealsOnPlan: await countDealsOnPlan(tx, partnerId, now), maxDeals };
  });
}
