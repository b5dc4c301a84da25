// An admin verifies partners: approved partners' deals may go public; a rejected partner is
// told why. "Decide on a partner" is one use-case: the status move, its audit row, the reason
// kept for the partner and the e-mail queued commit together. Rejecting an approved partner
// suspends it in the same transaction: its owner's sessions end, its API keys are revoked and
// its published deals are paused (off sale everywhere, search included: decision 016).
import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { deals, partnerProfiles, partners, users } from "#db/schema.server";
import { endUserSessions } from "#domain/accounts/sessions.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import type { DecisionRequest } from "./admin-decision";
import { revokeAllApiKeys } from "./partner-api-keys.server";
import { moveDeals } from "./deal-transitions.server";
import { TRIAL_MONTHS } from "./business-plans";
import { partnerDecisionMail } from "./partner-decision-mail.server";
import { partnerRecipient } from "./partner-language.server";
import { movePartner } from "./partner-transitions.server";

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
      .orderBy(sql`${partners.status} <> 'pending'`, desc(partners.createdAt), desc(partners.id))
  );
}

export type PartnerDecision =
  { ok: true; partner: { name: string; email: string } } | { ok: false; reason: "notFound" | "alreadyDecided" };

/**
 * Approves or rejects a partner, as `adminId`, and tells the business by e-mail (in the partner's
 * language, not the admin's; the approval links to `dashboardUrl`). Deciding what is already decided changes nothing and sends
 * nothing.
 */
export async function decidePartner(
  db: Database,
  mailer: Mailer,
  request: DecisionRequest & { partnerId: string; dashboardUrl: string },
  now = new Date(),
): Promise<PartnerDecision> {
  const { adminId, partnerId, decision } = request;
  if (!z.uuid().safeParse(partnerId).success) return { ok: false, reason: "notFound" };
  const outcome = await db.transaction(async (tx) => {
    const partner = await movePartner(tx, partnerId, decision.approve ? "approve" : "reject", {
      actorUserId: adminId,
      details: decision.approve ? {} : { reason: decision.reason },
    });
    if (!partner) {
      const [exists] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
      return { ok: false, reason: exists ? "alreadyDecided" : "notFound" } as const;
    }
    if (!decision.approve && partner.from === "approved") {
      // Under the partner's row lock (movePartner): a resume, key or deal change waiting for it
      // sees the new status; one that came first is undone here.
      if (partner.ownerUserId) await endUserSessions(tx, partner.ownerUserId);
      await revokeAllApiKeys(tx, partnerId, now);
      await moveDeals(tx, "suspend", sql`${deals.partnerId} = ${partnerId}`, {
        actorUserId: adminId,
        details: { reason: decision.reason },
      });
    }
    const rejectionReason = decision.approve ? null : decision.reason;
    const trialEndsAt = new Date(now);
    trialEndsAt.setMonth(trialEndsAt.getMonth() + TRIAL_MONTHS);
    await tx
      .insert(partnerProfiles)
      .values({ partnerId, trialEndsAt, rejectionReason })
      .onConflictDoUpdate({ target: partnerProfiles.partnerId, set: { rejectionReason } });
    const to = await partnerRecipient(tx, partnerId);
    if (to)
      await queueMail(
        tx,
        mailer,
        partnerDecisionMail(
          to,
          to.language,
          decision.approve
            ? { approve: true, dashboardUrl: request.dashboardUrl }
            : { approve: false, reason: decision.reason },
        ),
      );
    return { ok: true, partner: { name: partner.name, email: partner.email } } as const;
  });
  if (!outcome.ok) return outcome;
  return { ok: true, partner: outcome.partner };
}
