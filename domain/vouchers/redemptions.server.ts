// A partner redeems a customer's voucher at the counter: look it up by code, then mark it used
// exactly once (one conditional UPDATE) with an audit event. A voucher of another partner reads
// exactly like an unknown code, and unknown codes are throttled so codes cannot be guessed.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { deals, orderLines, orders, partners, users, voucherEvents, vouchers } from "#db/schema.server";
import type { PackageKind } from "#domain/catalog/packages.server";
import { forgive, hit, type Limit } from "#domain/platform/throttle.server";
import { withdrawEarning } from "#domain/partners/payout-runs.server";
import { cancelReviewInvites, queueReviewInvites } from "#domain/reviews/review-invites.server";
import { normalizeCode } from "./voucher-codes";
import { transitionVouchers, type VoucherStatus } from "./voucher-transitions.server";

export type RedemptionStatus = VoucherStatus;

export interface VoucherAtCounter {
  code: string;
  dealTitle: string;
  packageKind: PackageKind;
  /** The buyer's first name, or null for a guest order. */
  firstName: string | null;
  status: RedemptionStatus;
  validUntil: string;
  redeemedAt: string | null;
}

export interface RedemptionLimits {
  perPartner: Limit;
  perIp: Limit;
}

export interface CounterRequest {
  partnerId: string;
  /** The partner's signed-in user, recorded as the actor. */
  userId: string;
  ip: string;
  code: string;
}

export type LookupResult =
  | { ok: true; voucher: VoucherAtCounter }
  | { ok: false; reason: "unknown" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number; max: number };

export type RedeemResult =
  | { ok: true; voucher: VoucherAtCounter }
  | { ok: false; reason: "notActive"; voucher: VoucherAtCounter }
  | Exclude<LookupResult, { ok: true }>;

async function findForPartner(
  db: Database,
  partnerId: string,
  code: string,
  now: Date,
): Promise<VoucherAtCounter | null> {
  const [row] = await db
    .select({
      id: vouchers.id,
      code: vouchers.code,
      status: vouchers.status,
      validUntil: vouchers.validUntil,
      dealTitle: deals.title,
      packageKind: orderLines.packageKind,
      buyerName: users.name,
    })
    .from(vouchers)
    .innerJoin(deals, eq(deals.id, vouchers.dealId))
    .innerJoin(orderLines, eq(orderLines.id, vouchers.orderLineId))
    .innerJoin(orders, eq(orders.id, vouchers.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .innerJoin(partners, eq(partners.id, deals.partnerId))
    // Only an approved partner redeems: a suspended one's counter finds nothing.
    .where(and(eq(vouchers.code, code), eq(deals.partnerId, partnerId), eq(partners.status, "approved")));
  if (!row) return null;
  const [redeemed] =
    row.status === "redeemed"
      ? await db
          .select({ at: voucherEvents.occurredAt })
          .from(voucherEvents)
          .where(and(eq(voucherEvents.voucherId, row.id), eq(voucherEvents.toStatus, "redeemed")))
          .orderBy(desc(voucherEvents.occurredAt))
          .limit(1)
      : [];
  const expired = row.status === "expired" || (row.status === "active" && row.validUntil <= now);
  return {
    code: row.code,
    dealTitle: row.dealTitle,
    packageKind: row.packageKind,
    firstName: row.buyerName?.trim().split(/\s+/)[0] || null,
    status: expired ? "expired" : row.status,
    validUntil: row.validUntil.toISOString(),
    redeemedAt: redeemed?.at.toISOString() ?? null,
  };
}

/** Throttle keys: the partner's account and the client's address both count failures. */
const keys = (request: CounterRequest) => [`redeem:partner:${request.partnerId}`, `redeem:ip:${request.ip}`];

/**
 * Counts the attempt as a failure first (atomically, so a burst of guesses cannot slip past the
 * limit together) and says whether it may go on; `forgiveAttempt` takes it back for a code that
 * exists.
 */
async function admit(db: Database, request: CounterRequest, limits: RedemptionLimits, now: Date) {
  const [byPartner, byIp] = keys(request);
  const states = await Promise.all([hit(db, byPartner!, limits.perPartner, now), hit(db, byIp!, limits.perIp, now)]);
  const blocked = states.findIndex((s) => !s.allowed);
  if (blocked < 0) return null;
  const limit = blocked === 0 ? limits.perPartner : limits.perIp;
  return {
    ok: false as const,
    reason: "throttled" as const,
    retryAfterSeconds: states[blocked]!.retryAfterSeconds,
    max: limit.max,
  };
}

async function forgiveAttempt(db: Database, request: CounterRequest) {
  await Promise.all(keys(request).map((key) => forgive(db, key)));
}

/** Looks up a code for this partner. An unknown code, or another partner's, counts as a failure. */
export async function lookupVoucher(
  db: Database,
  request: CounterRequest,
  limits: RedemptionLimits,
  now = new Date(),
): Promise<LookupResult> {
  // An empty submit is not a guess: it does not count against the limit.
  if (!request.code.trim()) return { ok: false, reason: "unknown" };
  const blocked = await admit(db, request, limits, now);
  if (blocked) return blocked;
  const code = normalizeCode(request.code);
  const voucher = code ? await findForPartner(db, request.partnerId, code, now) : null;
  if (!voucher) return { ok: false, reason: "unknown" };
  await forgiveAttempt(db, request);
  return { ok: true, voucher };
}

/**
 * Marks the voucher redeemed: one conditional transition (active, still valid, this partner's
 * deal), so of many simultaneous attempts exactly one succeeds, with its event and audit row.
 * The others learn why not (already redeemed and when, expired, refunded).
 */
export async function redeemVoucher(
  db: Database,
  request: CounterRequest,
  limits: RedemptionLimits,
  now = new Date(),
): Promise<RedeemResult> {
  const blocked = await admit(db, request, limits, now);
  if (blocked) return blocked;
  const code = normalizeCode(request.code);
  if (code) {
    // The owner's review invite is queued with the redemption: both or neither.
    const redeemed = await db.transaction(async (tx) => {
      const ids = await transitionVouchers(tx, {
        transition: "redeem",
        where: sql`${vouchers.code} = ${code} AND ${vouchers.validUntil} > ${now}
          AND ${vouchers.dealId} IN (SELECT ${deals.id} FROM ${deals} WHERE ${deals.partnerId} = ${request.partnerId})
          AND EXISTS (SELECT 1 FROM ${partners} WHERE ${partners.id} = ${request.partnerId} AND ${partners.status} = 'approved')`,
        actorUserId: request.userId,
        reason: "redeemed by partner",
        now,
      });
      await queueReviewInvites(tx, ids, now);
      return ids;
    });
    const voucher = await findForPartner(db, request.partnerId, code, now);
    if (voucher) {
      await forgiveAttempt(db, request);
      return redeemed.length > 0 ? { ok: true, voucher } : { ok: false, reason: "notActive", voucher };
    }
  }
  return { ok: false, reason: "unknown" };
}

/** How long after a redemption the owner may take it back (a code typed for the wrong customer). */
export const UNDO_MINUTES = 10;

export interface RedemptionToday {
  code: string;
  dealTitle: string;
  redeemedAt: string;
  /** Who redeemed it (the account's name), null when the account is gone. */
  redeemedBy: string | null;
  /** False once the redemption was undone (the voucher is active again). */
  stands: boolean;
  /** Whether the owner may still undo it. */
  undoable: boolean;
}

/**
 * Today's redemptions (Norway's day) at this partner's counter, newest first. `viewer` staff
 * see none as undoable: only the owner takes a redemption back.
 */
export async function redemptionsToday(
  db: Database,
  partnerId: string,
  now = new Date(),
  viewer: "owner" | "staff" = "owner",
): Promise<RedemptionToday[]> {
  const undoAfter = new Date(now.getTime() - UNDO_MINUTES * 60_000);
  const { rows } = await db.execute<{
    code: string;
    deal_title: string;
    redeemed_at: Date;
    redeemed_by: string | null;
    status: VoucherStatus;
    last_redeem: Date;
  }>(sql`
    SELECT v.code, d.title AS deal_title, e.occurred_at AS redeemed_at, u.name AS redeemed_by, v.status,
           max(e.occurred_at) OVER (PARTITION BY v.id) AS last_redeem
      FROM ${voucherEvents} e
      JOIN ${vouchers} v ON v.id = e.voucher_id
      JOIN ${deals} d ON d.id = v.deal_id
      LEFT JOIN ${users} u ON u.id = e.actor_user_id
     WHERE d.partner_id = ${partnerId} AND e.to_status = 'redeemed'
       AND e.occurred_at >= (date_trunc('day', ${now}::timestamptz AT TIME ZONE 'Europe/Oslo') AT TIME ZONE 'Europe/Oslo')
     ORDER BY e.occurred_at DESC
     LIMIT 200`);
  return rows.map((row) => {
    const latest = new Date(row.redeemed_at).getTime() === new Date(row.last_redeem).getTime();
    const stands = latest && row.status === "redeemed";
    return {
      code: row.code,
      dealTitle: row.deal_title,
      redeemedAt: new Date(row.redeemed_at).toISOString(),
      redeemedBy: row.redeemed_by,
      stands,
      undoable: viewer === "owner" && stands && new Date(row.redeemed_at) > undoAfter,
    };
  });
}

export type UndoResult = { ok: true } | { ok: false; reason: "tooLate" };

/**
 * Takes back a redemption made within the last UNDO_MINUTES, by the partner's owner only (a
 * counter account may redeem, not unredeem): one conditional transition with its audit row, so
 * an undo racing another undo or a late click after the window changes nothing.
 */
export async function undoRedemption(
  db: Database,
  request: Pick<CounterRequest, "partnerId" | "userId" | "code">,
  now = new Date(),
): Promise<UndoResult> {
  const code = normalizeCode(request.code);
  if (!code) return { ok: false, reason: "tooLate" };
  const since = new Date(now.getTime() - UNDO_MINUTES * 60_000);
  // The earning goes with the redemption: out of a payout not yet paid, in the same transaction;
  // a paid-out redemption stays (the undo is refused).
  try {
    return await db.transaction(async (tx) => {
      const moved = await transitionVouchers(tx, {
        transition: "undoRedeem",
        where: sql`${vouchers.code} = ${code}
      AND ${vouchers.dealId} IN (SELECT ${deals.id} FROM ${deals} WHERE ${deals.partnerId} = ${request.partnerId})
      AND EXISTS (SELECT 1 FROM ${partners} WHERE ${partners.id} = ${request.partnerId}
                    AND ${partners.ownerUserId} = ${request.userId})
      AND (SELECT max(${voucherEvents.occurredAt}) FROM ${voucherEvents}
            WHERE ${voucherEvents.voucherId} = ${vouchers.id} AND ${voucherEvents.toStatus} = 'redeemed') > ${since}`,
        actorUserId: request.userId,
        reason: "redemption undone by partner",
        now,
      });
      for (const voucherId of moved) if (!(await withdrawEarning(tx, voucherId))) throw new PaidOut();
      // Not used after all: no "how was it?" e-mail.
      await cancelReviewInvites(tx, moved);
      return moved.length > 0 ? { ok: true as const } : { ok: false as const, reason: "tooLate" as const };
    });
  } catch (error) {
    if (error instanceof PaidOut) return { ok: false, reason: "tooLate" };
    throw error;
  }
}

class PaidOut extends Error {}
