// Partners (the businesses that sell on MagicDeals): who owns which, and their plan.
import { eq } from "drizzle-orm";
import type { Database } from "../db/connection.server";
import { partnerProfiles, partners } from "../db/schema.server";
import type { BusinessPlanId } from "./business-plans";

export interface PartnerAccount {
  id: string;
  name: string;
  status: "pending" | "approved" | "rejected";
  plan: BusinessPlanId;
  trialEndsAt: Date | null;
  rejectionReason: string | null;
}

/** The business a signed-in partner runs, or null when the user owns none. */
export async function findPartnerOwnedBy(db: Database, userId: string): Promise<PartnerAccount | null> {
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
    .where(eq(partners.ownerUserId, userId))
    .limit(1);
  if (!row) return null;
  // Partners from before profiles existed (the seed's) are on the starter plan without a trial date.
  return { ...row, plan: row.plan ?? "starter" };
}

/** A partner by id (the owner of a partner API key), or null. */
export async function findPartnerById(db: Database, partnerId: string): Promise<PartnerAccount | null> {
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
    .where(eq(partners.id, partnerId))
    .limit(1);
  return row ? { ...row, plan: row.plan ?? "starter" } : null;
}
