// The voucher state machine, in one place. A voucher is issued active; from active it goes to
// redeemed (used at the business), expired (its date passed), refunded (money back) or voided
// (cancelled by an admin without money back), and never leaves those, except that a redemption
// made by mistake at the counter may be undone within minutes (back to active). Every change is one
// conditional UPDATE (so of simultaneous attempts exactly one wins) that writes, in the same
// statement, the voucher's event and the audit row.
import { sql, type SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#db/connection.server";
import { auditLog, voucherEvents, vouchers, type voucherStatus } from "#db/schema.server";

export type VoucherStatus = (typeof voucherStatus.enumValues)[number];

export const VOUCHER_TRANSITIONS = {
  redeem: { from: "active", to: "redeemed" },
  expire: { from: "active", to: "expired" },
  refund: { from: "active", to: "refunded" },
  void: { from: "active", to: "voided" },
  undoRedeem: { from: "redeemed", to: "active" },
} as const satisfies Record<string, { from: VoucherStatus; to: VoucherStatus }>;

export type VoucherTransition = keyof typeof VOUCHER_TRANSITIONS;

export interface TransitionRequest {
  transition: VoucherTransition;
  /** Which vouchers (a condition on the vouchers table); only those in the `from` status move. */
  where: SQL;
  /** Who did it; null for the server itself (the expiry sweep). */
  actorUserId: string | null;
  /** Why, kept on the voucher's event. */
  reason: string;
  /** More for the audit row (the reason is always there). */
  details?: Record<string, unknown>;
  now?: Date;
}

/**
 * Moves the vouchers `where` selects from the transition's `from` status to its `to` status,
 * each with its voucher event and an audit row `voucher.<transition>`. Returns the ids that
 * moved: none when no voucher matched or another change came first.
 */
export async function transitionVouchers(db: DatabaseOrTransaction, request: TransitionRequest): Promise<string[]> {
  const { from, to } = VOUCHER_TRANSITIONS[request.transition];
  const at = request.now ?? new Date();
  const details = JSON.stringify({ reason: request.reason, ...request.details });
  const result = await db.execute<{ id: string }>(sql`
    WITH moved AS (
      UPDATE ${vouchers} SET status = ${to}::voucher_status
       WHERE ${vouchers.status} = ${from}::voucher_status AND ${request.where}
      RETURNING id
    ), events AS (
      INSERT INTO ${voucherEvents} (voucher_id, from_status, to_status, actor_user_id, reason, occurred_at)
      SELECT id, ${from}::voucher_status, ${to}::voucher_status, ${request.actorUserId}::uuid, ${request.reason},
             ${at}::timestamptz
        FROM moved
    ), audited AS (
      INSERT INTO ${auditLog} (actor_user_id, action, subject_type, subject_id, details, occurred_at)
      SELECT ${request.actorUserId}::uuid, ${`voucher.${request.transition}`}, 'voucher', id::text, ${details}::jsonb,
             ${at}::timestamptz
        FROM moved
    )
    SELECT id FROM moved`);
  return result.rows.map((row) => row.id);
}

/**
 * The statement that records the first event (issued, active) of new vouchers, for the
 * statement that writes their order. No audit row: the order and its charge record the sale.
 */
export function issuedVouchersStatement(voucherIds: string[], actorUserId: string | null): SQL {
  return sql`INSERT INTO ${voucherEvents} (voucher_id, to_status, actor_user_id, reason)
    SELECT id, 'active'::voucher_status, ${actorUserId}::uuid, 'purchase'
      FROM unnest(${sql.param(voucherIds)}::uuid[]) AS e(id)`;
}
