// An admin verifies partners: approved partners' deals may go public; a rejected partner is
// told why. Each decision is audited in the same transaction.
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { partnerProfiles, partners, users } from "#db/schema.server";
import { recordAudit } from "#domain/platform/audit.server";
import { TRIAL_MONTHS } from "./business-plans";

export const decisionReasonSchema = z.object({
  reason: z.string().trim().min(1, "required").max(2000, "tooLong"),
});

export async function listPartnersForAdmin(db: Database) {
  return (
    db
      .select({
        id: partners.id,
        name: partners.name,
        orgNumber: partners.orgNumber,
        email: partners.email,
        city: partners.city,
        status: partners.status,
        createdAt: partners.createdAt,
        ownerEmail: users.email,
        rejectionReason: partnerProfiles.rejectionReason,
      })
      .from(partners)
      .leftJoin(users, eq(users.id, partners.ownerUserId))
      .leftJoin(partnerProfiles, eq(partnerProfiles.partnerId, partners.id))
      // Waiting partners first, then the newest.
      .orderBy(sql`${partners.status} <> 'pending'`, sql`${partners.createdAt} DESC`, asc(partners.name))
  );
}

export type PartnerDecision =
  | { ok: true; partner: { name: string; email: string; ownerName: string | null; ownerEmail: string | null } }
  | { ok: false; reason: "notFound" };

export async function decidePartner(
  db: Database,
  adminId: string,
  partnerId: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<PartnerDecision> {
  if (!z.uuid().safeParse(partnerId).success) return { ok: false, reason: "notFound" };
  return db.transaction(async (tx) => {
    const [partner] = await tx
      .update(partners)
      .set({ status: decision.approve ? "approved" : "rejected" })
      .where(eq(partners.id, partnerId))
      .returning({ name: partners.name, email: partners.email, ownerUserId: partners.ownerUserId });
    if (!partner) return { ok: false, reason: "notFound" } as const;
    const rejectionReason = decision.approve ? null : decision.reason;
    const trialEndsAt = new Date();
    trialEndsAt.setMonth(trialEndsAt.getMonth() + TRIAL_MONTHS);
    await tx
      .insert(partnerProfiles)
      .values({ partnerId, trialEndsAt, rejectionReason })
      .onConflictDoUpdate({ target: partnerProfiles.partnerId, set: { rejectionReason } });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: decision.approve ? "partner.approve" : "partner.reject",
      subjectType: "partner",
      subjectId: partnerId,
      details: decision.approve ? { name: partner.name } : { name: partner.name, reason: decision.reason },
    });
    const [owner] = partner.ownerUserId
      ? await tx
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(and(eq(users.id, partner.ownerUserId)))
      : [];
    return {
      ok: true,
      partner: {
        name: partner.name,
        email: partner.email,
        ownerName: owner?.name ?? null,
        ownerEmail: owner?.email ?? null,
      },
    } as const;
  });
}
