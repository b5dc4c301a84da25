// Payout runs: twice a month the job runner collects every redeemed voucher's earning not yet in
// a payout, up to the period's end, into one payout per partner. The run's unique period end
// makes it happen once across app copies; a voucher's unique payout line makes it paid once.
// An admin approves the run, then marks it paid (audited), which e-mails each partner.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction, Transaction } from "#db/connection.server";
import { partnerPayoutSettings, partners, payoutRuns, payouts, users, type payoutRunStatus } from "#db/schema.server";
import { recordAudit } from "#domain/platform/audit.server";
import { enqueueJob } from "#domain/platform/jobs.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import { parseLanguage } from "#i18n/languages";
import { BUSINESS_PLANS } from "./business-plans";
import { earningOf, sumEarnings, withMod10, type Earning } from "./payout-amounts";
import { payoutPaidMail } from "./payout-mail.server";
import { periodEndAtOrBefore, periodLabel } from "./payout-periods";

export type PayoutRunStatus = (typeof payoutRunStatus.enumValues)[number];

/** The recurring job that looks for a due run, and the job that makes one run (one per period). */
export const PAYOUT_SCHEDULE_JOB = "payouts.schedule";
export const PAYOUT_RUN_JOB = "payouts.run";

const planRates = sql.join(
  BUSINESS_PLANS.map((plan) => sql`(${plan.id}::text, ${plan.commissionBasisPoints}::int)`),
  sql`, `,
);

/** Queues the run of the latest period that has ended, once per period (its dedupe key). */
export async function scheduleDuePayoutRun(db: Database, now = new Date()): Promise<void> {
  const periodEnd = periodEndAtOrBefore(now);
  await enqueueJob(db, {
    kind: PAYOUT_RUN_JOB,
    payload: { periodEnd: periodEnd.toISOString() },
    dedupeKey: `${PAYOUT_RUN_JOB}@${periodLabel(periodEnd)}`,
    maxAttempts: 5,
  });
}

export type RunResult = { created: true; runId: string; payouts: number } | { created: false };

/**
 * Makes the run for the period ending at `periodEnd`, in one transaction: nothing when the
 * period's run exists (a second worker waits on the unique period, then finds it there).
 */
export async function createPayoutRun(db: DatabaseOrTransaction, periodEnd: Date): Promise<RunResult> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(payoutRuns)
      .values({ periodEnd })
      .onConflictDoNothing({ target: payoutRuns.periodEnd })
      .returning({ id: payoutRuns.id });
    if (!run) return { created: false };

    // Redeemed vouchers not yet in a payout, redeemed before the period's end. FOR UPDATE: an
    // undo at the counter waits for the run, then finds the line (and takes it back).
    const { rows } = await tx.execute<{
      voucher_id: string;
      partner_id: string;
      gross_ore: string;
      basis_points: number;
      redeemed_at: Date;
    }>(sql`
      SELECT v.id AS voucher_id, d.partner_id, ol.unit_price_ore AS gross_ore,
             coalesce(rates.bp, ${BUSINESS_PLANS[0].commissionBasisPoints}) AS basis_points,
             (SELECT max(e.occurred_at) FROM voucher_events e
               WHERE e.voucher_id = v.id AND e.to_status = 'redeemed') AS redeemed_at
        FROM vouchers v
        JOIN order_lines ol ON ol.id = v.order_line_id
        JOIN deals d ON d.id = v.deal_id
        LEFT JOIN partner_profiles pp ON pp.partner_id = d.partner_id
        LEFT JOIN (VALUES ${planRates}) AS rates(plan, bp) ON rates.plan = pp.plan::text
       WHERE v.status = 'redeemed'
         AND NOT EXISTS (SELECT 1 FROM payout_lines pl WHERE pl.voucher_id = v.id)
         AND (SELECT max(e.occurred_at) FROM voucher_events e
               WHERE e.voucher_id = v.id AND e.to_status = 'redeemed') < ${periodEnd}
       ORDER BY d.partner_id, v.id
         FOR UPDATE OF v`);

    const byPartner = new Map<string, { voucherId: string; redeemedAt: Date; bp: number; earning: Earning }[]>();
    for (const row of rows) {
      const list = byPartner.get(row.partner_id) ?? [];
      list.push({
        voucherId: row.voucher_id,
        redeemedAt: new Date(row.redeemed_at),
        bp: row.basis_points,
        earning: earningOf(Number(row.gross_ore), row.basis_points),
      });
      byPartner.set(row.partner_id, list);
    }
    if (byPartner.size === 0) return { created: true, runId: run.id, payouts: 0 };

    const accounts = new Map(
      (await tx.select().from(partnerPayoutSettings)).map((s) => [s.partnerId, s.accountNumber] as const),
    );
    // The period end to the second (yyyymmddHHMMSS UTC), the partner's place and a check digit:
    // unique because a period has one run.
    const label = periodEnd.toISOString().replace(/\D/g, "").slice(0, 14);
    const partnerIds = [...byPartner.keys()].sort();
    const made = await tx
      .insert(payouts)
      .values(
        partnerIds.map((partnerId, i) => {
          const lines = byPartner.get(partnerId)!;
          return {
            runId: run.id,
            partnerId,
            reference: withMod10(`${label}${String(i + 1).padStart(5, "0")}`),
            accountNumber: accounts.get(partnerId) ?? null,
            voucherCount: lines.length,
            ...sumEarnings(lines.map((l) => l.earning)),
          };
        }),
      )
      .returning({ id: payouts.id, partnerId: payouts.partnerId });

    // One statement for every line, however many vouchers: arrays unnested on the server.
    const lines = made.flatMap((payout) => byPartner.get(payout.partnerId)!.map((line) => ({ payout, line })));
    await tx.execute(sql`
      INSERT INTO payout_lines (payout_id, voucher_id, redeemed_at, commission_basis_points,
                                gross_ore, commission_ore, commission_vat_ore, net_ore)
      SELECT * FROM unnest(${sql.param(lines.map((l) => l.payout.id))}::uuid[],
                           ${sql.param(lines.map((l) => l.line.voucherId))}::uuid[],
                           ${sql.param(lines.map((l) => l.line.redeemedAt.toISOString()))}::timestamptz[],
                           ${sql.param(lines.map((l) => l.line.bp))}::int[],
                           ${sql.param(lines.map((l) => l.line.earning.grossOre))}::bigint[],
                           ${sql.param(lines.map((l) => l.line.earning.commissionOre))}::bigint[],
                           ${sql.param(lines.map((l) => l.line.earning.commissionVatOre))}::bigint[],
                           ${sql.param(lines.map((l) => l.line.earning.netOre))}::bigint[])`);
    return { created: true, runId: run.id, payouts: made.length };
  });
}

/**
 * Takes a voucher's earning back when its redemption is undone, unless it is paid out: the line
 * leaves its (pending or approved) payout and the payout's totals shrink by it. Runs in the
 * undo's transaction. Returns false when the earning was paid (the undo must not happen).
 */
export async function withdrawEarning(tx: Transaction, voucherId: string) {
  const { rows } = await tx.execute<{ status: PayoutRunStatus }>(sql`
    SELECT r.status FROM payout_lines pl
      JOIN payouts p ON p.id = pl.payout_id JOIN payout_runs r ON r.id = p.run_id
     WHERE pl.voucher_id = ${voucherId} FOR UPDATE OF r`);
  const status = rows[0]?.status;
  if (!status) return true;
  if (status === "paid") return false;
  await tx.execute(sql`
    WITH gone AS (DELETE FROM payout_lines WHERE voucher_id = ${voucherId} RETURNING *)
    UPDATE payouts p SET voucher_count = p.voucher_count - 1, gross_ore = p.gross_ore - gone.gross_ore,
           commission_ore = p.commission_ore - gone.commission_ore,
           commission_vat_ore = p.commission_vat_ore - gone.commission_vat_ore, net_ore = p.net_ore - gone.net_ore
      FROM gone WHERE p.id = gone.payout_id`);
  return true;
}

export interface PayoutRunRow {
  id: string;
  periodEnd: Date;
  status: PayoutRunStatus;
  createdAt: Date;
  payouts: number;
  netOre: number;
  /** Payouts without an account number: the bank cannot pay them yet. */
  missingAccounts: number;
}

export async function listPayoutRuns(db: Database, limit = 50): Promise<PayoutRunRow[]> {
  const rows = await db
    .select({
      id: payoutRuns.id,
      periodEnd: payoutRuns.periodEnd,
      status: payoutRuns.status,
      createdAt: payoutRuns.createdAt,
      payouts: sql<number>`count(${payouts.id})::int`,
      netOre: sql<number>`coalesce(sum(${payouts.netOre}), 0)::bigint`,
      missingAccounts: sql<number>`count(${payouts.id}) FILTER (WHERE ${payouts.accountNumber} IS NULL)::int`,
    })
    .from(payoutRuns)
    .leftJoin(payouts, eq(payouts.runId, payoutRuns.id))
    .groupBy(payoutRuns.id)
    .orderBy(desc(payoutRuns.periodEnd))
    .limit(limit);
  return rows.map((row) => ({ ...row, netOre: Number(row.netOre) }));
}

export type RunDecision = { ok: true } | { ok: false; reason: "notFound" | "wrongStatus" };

/** Pending → approved, once (a conditional update), with its audit row. */
export async function approvePayoutRun(db: Database, runId: string, adminId: string): Promise<RunDecision> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(payoutRuns)
      .set({ status: "approved", approvedAt: new Date(), approvedBy: adminId })
      .where(and(eq(payoutRuns.id, runId), eq(payoutRuns.status, "pending")))
      .returning({ id: payoutRuns.id });
    if (moved.length === 0) return refusal(tx, runId);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: "payoutRun.approve",
      subjectType: "payoutRun",
      subjectId: runId,
    });
    return { ok: true };
  });
}

/**
 * Approved → paid, once, with its audit row and an e-mail to each partner of the run, queued in
 * the same transaction: a partner hears of exactly the payouts that were marked paid.
 */
export async function markPayoutRunPaid(
  db: Database,
  mailer: Mailer,
  runId: string,
  adminId: string,
  origin: string,
): Promise<RunDecision> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(payoutRuns)
      .set({ status: "paid", paidAt: new Date(), paidBy: adminId })
      .where(and(eq(payoutRuns.id, runId), eq(payoutRuns.status, "approved")))
      .returning({ id: payoutRuns.id, periodEnd: payoutRuns.periodEnd });
    if (!moved) return refusal(tx, runId);
    const paid = await tx
      .select({
        netOre: payouts.netOre,
        accountNumber: payouts.accountNumber,
        reference: payouts.reference,
        business: partners.name,
        email: sql<string>`coalesce(${users.email}, ${partners.email})`,
        language: partners.language,
      })
      .from(payouts)
      .innerJoin(partners, eq(partners.id, payouts.partnerId))
      .leftJoin(users, eq(users.id, partners.ownerUserId))
      .where(eq(payouts.runId, runId));
    for (const payout of paid)
      await queueMail(
        tx,
        mailer,
        payoutPaidMail(
          { email: payout.email, business: payout.business },
          { ...payout, periodEnd: moved.periodEnd, statementsUrl: `${origin}/business/payouts` },
          // The partner's language, not the admin's who marked the run paid.
          parseLanguage(payout.language),
        ),
      );
    await recordAudit(tx, {
      actorUserId: adminId,
      action: "payoutRun.markPaid",
      subjectType: "payoutRun",
      subjectId: runId,
      details: { payouts: paid.length, netOre: paid.reduce((sum, p) => sum + p.netOre, 0) },
    });
    return { ok: true };
  });
}

async function refusal(tx: Transaction, runId: string): Promise<RunDecision> {
  const [exists] = await tx.select({ id: payoutRuns.id }).from(payoutRuns).where(eq(payoutRuns.id, runId));
  return { ok: false, reason: exists ? "wrongStatus" : "notFound" };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // A leading = + - @ would run as a formula in a spreadsheet: prefixed with a quote.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};
export const csvRow = (cells: readonly (string | number)[]) => cells.map(csvCell).join(";");

/** Amounts in a CSV: kroner with two decimals and a dot, the way accounting imports read them. */
export const kroner = (ore: number) => (ore / 100).toFixed(2);

/** The accountant's payout file for a run: one transfer per partner; null when there is no such run. */
export async function payoutFileCsv(db: Database, runId: string): Promise<{ csv: string; label: string } | null> {
  const [run] = await db.select().from(payoutRuns).where(eq(payoutRuns.id, runId));
  if (!run) return null;
  const rows = await db
    .select({
      name: partners.name,
      orgNumber: partners.orgNumber,
      accountNumber: payouts.accountNumber,
      netOre: payouts.netOre,
      reference: payouts.reference,
    })
    .from(payouts)
    .innerJoin(partners, eq(partners.id, payouts.partnerId))
    .where(eq(payouts.runId, runId))
    .orderBy(payouts.reference);
  const lines = [
    csvRow(["partner", "org_number", "account_number", "amount_nok", "kid"]),
    ...rows.map((r) =>
      csvRow([r.name, r.orgNumber.replace(/\s/g, ""), r.accountNumber ?? "", kroner(r.netOre), r.reference]),
    ),
  ];
  return { csv: `${lines.join("\r\n")}\r\n`, label: periodLabel(run.periodEnd) };
}
