// Confirming a plan (the partner agrees to pay its monthly price once the free trial ends) and
// the reminder that the trial ends soon. Without a confirmation a partner puts nothing new on sale
// after its trial (mayPublish in partner-plans.server.ts). No money is taken here yet: the
// confirmation is the partner's agreement, kept with an audit row and confirmed by e-mail.
import { sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { recordAudit } from "#domain/platform/audit.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import { parseLanguage, type Language } from "#i18n/languages";
import { businessPlan, type BusinessPlanId } from "./business-plans";
import { lockPartner } from "./partner-plans.server";
import { planConfirmedMail, trialReminderMail } from "./plan-mails.server";

/** The reminder goes this many days before the trial ends. */
export const TRIAL_REMINDER_DAYS_BEFORE = 7;
export const TRIAL_REMINDER_JOB = "partners.remind";

export type PlanConfirmation =
  | { ok: true; plan: BusinessPlanId; priceOre: number }
  | { ok: false; reason: "notFound" | "alreadyConfirmed" | "planChanged" };

/**
 * The partner confirms `plan`, the plan (and price) it was shown, as `userId`: the confirmation,
 * its audit row and the e-mail that confirms it (in `lang`) commit together. Refused when the
 * partner is on another plan by now (changed in another tab): it agrees only to what it saw.
 * Confirming twice changes nothing and sends nothing. Under the partner's lock, so a plan change
 * at the same moment comes either before (and is refused here) or after.
 */
export async function confirmPlan(
  db: Database,
  mailer: Mailer,
  request: { partnerId: string; userId: string; plan: BusinessPlanId; lang: Language; dashboardUrl: string },
  now = new Date(),
): Promise<PlanConfirmation> {
  const { partnerId, userId, lang } = request;
  return db.transaction(async (tx): Promise<PlanConfirmation> => {
    const locked = await lockPartner(tx, partnerId);
    if (!locked || locked.status === "rejected") return { ok: false, reason: "notFound" };
    if (locked.plan !== request.plan) return { ok: false, reason: "planChanged" };
    // Partners from before trials (the seed's) get their profile row here, as a plan change does;
    // with no trial to run, the trial end recorded is the moment of the confirmation.
    const confirmed = await tx.execute<{ plan: BusinessPlanId }>(sql`
      INSERT INTO partner_profiles (partner_id, plan, trial_ends_at, plan_confirmed_at)
      VALUES (${partnerId}::uuid, ${locked.plan}::business_plan, ${now.toISOString()}::timestamptz,
              ${now.toISOString()}::timestamptz)
      ON CONFLICT (partner_id) DO UPDATE SET plan_confirmed_at = excluded.plan_confirmed_at
       WHERE partner_profiles.plan_confirmed_at IS NULL
      RETURNING plan`);
    const row = confirmed.rows[0];
    if (!row) return { ok: false, reason: "alreadyConfirmed" };
    const { priceOre } = businessPlan(row.plan);
    await recordAudit(tx, {
      actorUserId: userId,
      action: "partner.confirmPlan",
      subjectType: "partner",
      subjectId: partnerId,
      details: { plan: row.plan, priceOre },
    });
    const [to] = await recipients(tx, sql`p.id = ${partnerId}`);
    if (to)
      await queueMail(
        tx,
        mailer,
        planConfirmedMail(to, lang, {
          id: row.plan,
          priceOre,
          trialEndsAt: locked.trialEndsAt,
          dashboardUrl: request.dashboardUrl,
        }),
      );
    return { ok: true, plan: row.plan, priceOre };
  });
}

async function recipients(db: DatabaseOrTransaction, which: SQL) {
  const result = await db.execute<{ name: string; email: string; business: string }>(sql`
    SELECT coalesce(u.name, p.name) AS name, coalesce(u.email, p.email) AS email, p.name AS business
      FROM partners p LEFT JOIN users u ON u.id = p.owner_user_id
     WHERE ${which}`);
  return result.rows;
}

/**
 * Queues the "your trial ends on …" e-mail for every partner whose unconfirmed trial ends within
 * TRIAL_REMINDER_DAYS_BEFORE days (suspended partners excepted). Marking a partner reminded and
 * queueing its e-mail commit together, and the mark is a conditional update: each partner gets
 * it once, however often or concurrently the job runs. Returns how many were queued.
 */
export async function sendTrialReminders(
  db: Database,
  mailer: Mailer,
  origin: string,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.execute<{
      name: string;
      email: string;
      business: string;
      plan: BusinessPlanId;
      trial_ends_at: Date | string;
      language: string;
    }>(sql`
      UPDATE partner_profiles pp SET trial_reminder_sent_at = ${now.toISOString()}::timestamptz
        FROM partners p LEFT JOIN users u ON u.id = p.owner_user_id
       WHERE p.id = pp.partner_id AND p.status <> 'rejected'
         AND pp.plan_confirmed_at IS NULL AND pp.trial_reminder_sent_at IS NULL
         AND pp.trial_ends_at > ${now.toISOString()}::timestamptz
         AND pp.trial_ends_at <= ${now.toISOString()}::timestamptz
                                 + make_interval(days => ${TRIAL_REMINDER_DAYS_BEFORE})
      RETURNING coalesce(u.name, p.name) AS name, coalesce(u.email, p.email) AS email, p.name AS business,
                pp.plan, pp.trial_ends_at, p.language`);
    for (const row of due.rows) {
      await queueMail(
        tx,
        mailer,
        // The partner's language (partner-language.server.ts): the job has no visitor's.
        trialReminderMail(row, parseLanguage(row.language), {
          plan: row.plan,
          priceOre: businessPlan(row.plan).priceOre,
          trialEndsAt: new Date(row.trial_ends_at),
          dashboardUrl: `${origin}/business/dashboard`,
        }),
      );
    }
    return due.rows.length;
  });
}
