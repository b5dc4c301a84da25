// Partners (the businesses that sell on MagicDeals): who owns which, and their plan.
import { eq, type SQL } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { partnerProfiles, partners } from "#db/schema.server";
import type { BusinessPlanId } from "./business-plans";
import type { PartnerStatus } from "./partner-transitions.server";

export interface PartnerAccount {
  id: string;
  name: string;
  status: PartnerStatus;
  plan: BusinessPlanId;
  trialEndsAt: Date | null;
  rejectionReason: string | null;
}

/** The business a signed-in partner runs, or null when the user owns none. */
export function findPartnerOwnedBy(db: Database, userId: string): Promise<PartnerAccount | null> {
  return findPartner(db, eq(partners.ownerUserId, userId));
}

/** A partner by id (the owner of a partner API key), or null. */
export function findPartnerById(db: Database, partnerId: string): Promise<PartnerAccount | null> {
  return findPartner(db, eq(partners.id, partnerId));
}

async function findPartner(db: Database, which: SQL): Promise<PartnerAccount | null> {
  const [row] = await db
    .select({
      id: partners.id,
      name: partners.name,
      status: partners.status,
      plan: partnerProfiles.plan,
      trialEndsAt: partnerProfiles.trialEndsAt,
      rejectionReason: partnerProfiles.rejectionReason,
    })
    .from(partners)
    .leftJoin(partnerProfiles, eq(partnerProfiles.partnerId, partners.id))
    .where(which)
    .limit(1);
  // Partners from before profiles existed (the seed's) are on the starter plan without a trial date.
  return row ? { ...row, plan: row.plan ?? "starter" } : null;
}
