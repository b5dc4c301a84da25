// Partners (the businesses that sell on MagicDeals): who owns which, and their plan.
import { eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { preparedQuery } from "#db/prepared-queries.server";
import { partnerProfiles, partners } from "#db/schema.server";
import type { BusinessPlanId } from "./business-plans";
import type { PartnerStatus } from "./partner-transitions.server";
import { staffPartnerIdSql } from "./staff.server";

export interface PartnerAccount {
  id: string;
  name: string;
  status: PartnerStatus;
  plan: BusinessPlanId;
  trialEndsAt: Date | null;
  /** When the partner confirmed its plan; after an unconfirmed trial it puts nothing new on sale. */
  planConfirmedAt: Date | null;
  rejectionReason: string | null;
}

/** The business a signed-in partner runs, or null when the user owns none. */
export async function findPartnerOwnedBy(db: Database, userId: string): Promise<PartnerAccount | null> {
  const [row] = await partnerOwnedByQuery(db).execute({ userId });
  return withPlan(row);
}

/** A partner by id (the owner of a partner API key), or null. */
export async function findPartnerById(db: Database, partnerId: string): Promise<PartnerAccount | null> {
  const [row] = await partnerByIdQuery(db).execute({ partnerId });
  return withPlan(row);
}

const selectPartner = (db: Database, which: SQL) =>
  db
    .select({
      id: partners.id,
      name: partners.name,
      status: partners.status,
      plan: partnerProfiles.plan,
      trialEndsAt: partnerProfiles.trialEndsAt,
      planConfirmedAt: partnerProfiles.planConfirmedAt,
      rejectionReason: partnerProfiles.rejectionReason,
    })
    .from(partners)
    .leftJoin(partnerProfiles, eq(partnerProfiles.partnerId, partners.id))
    .where(which)
    .limit(1);

// Prepared: every business page asks one of them before anything else.
const partnerOwnedByQuery = preparedQuery((db) =>
  selectPartner(db, eq(partners.ownerUserId, sql.placeholder("userId"))).prepare("partner_owned_by"),
);
const partnerByIdQuery = preparedQuery((db) =>
  selectPartner(db, eq(partners.id, sql.placeholder("partnerId"))).prepare("partner_by_id"),
);

function withPlan(row: Awaited<ReturnType<typeof selectPartner>>[number] | undefined): PartnerAccount | null {
  // Partners from before profiles existed (the seed's) are on the starter plan without a trial date.
  return row ? { ...row, plan: row.plan ?? "starter" } : null;
}

/** How a statement gives back a partner as JSON (memberPartnerJsonSql): dates as text. */
export type PartnerAccountJson = Omit<PartnerAccount, "plan" | "trialEndsAt" | "planConfirmedAt"> & {
  plan: BusinessPlanId | null;
  trialEndsAt: string | null;
  planConfirmedAt: string | null;
};

/**
 * The partner an account belongs to, as JSON for a statement that reads it with something else
 * (a business page's session): for a business account the one it owns (findPartnerOwnedBy), for a
 * customer account the one it is staff of (findStaffPartnerId, then findPartnerById), for an
 * admin none. Null when there is none.
 */
export function memberPartnerJsonSql(userId: SQLWrapper, role: SQLWrapper): SQL {
  const owned = sql`(SELECT ${partners.id} FROM ${partners} WHERE ${partners.ownerUserId} = ${userId} LIMIT 1)`;
  return sql`(SELECT json_build_object(
      'id', ${partners.id},
      'name', ${partners.name},
      'status', ${partners.status},
      'plan', ${partnerProfiles.plan},
      'trialEndsAt', ${partnerProfiles.trialEndsAt},
      'planConfirmedAt', ${partnerProfiles.planConfirmedAt},
      'rejectionReason', ${partnerProfiles.rejectionReason})
    FROM ${partners} LEFT JOIN ${partnerProfiles} ON ${partnerProfiles.partnerId} = ${partners.id}
    WHERE ${partners.id} = CASE ${role} WHEN 'business' THEN ${owned} WHEN 'user' THEN ${staffPartnerIdSql(userId)} END)`;
}

/** A partner read by memberPartnerJsonSql, as findPartnerById gives it. */
export function partnerOfJson(row: PartnerAccountJson | null): PartnerAccount | null {
  if (!row) return null;
  return withPlan({
    ...row,
    trialEndsAt: row.trialEndsAt === null ? null : new Date(row.trialEndsAt),
    planConfirmedAt: row.planConfirmedAt === null ? null : new Date(row.planConfirmedAt),
  });
}
