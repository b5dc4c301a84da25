// A deal's life, in one place: which status may follow which, and for each move the conditional
// update and its audit row, written by the same statement. Every change of a deal's status goes
// through moveDeals (a new deal starts as 'pending' in createDeal); the rules about who may make a
// move (owner, admin, plan limit) sit with the callers in partner-deals.server.ts.
import { and, eq, lte, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "#db/connection.server";
import { auditLog, deals } from "#db/schema.server";
import { PUBLIC_STATUSES, type DealStatus } from "#domain/catalog/deal-status";

const MOVES = {
  /** A draft or rejected deal, edited, goes (back) to an admin. */
  submit: { from: ["draft", "rejected"], to: "pending" },
  approve: { from: ["pending"], to: "published" },
  reject: { from: ["pending"], to: "rejected" },
  pause: { from: ["published"], to: "paused" },
  /** Taken off sale because an admin suspended (rejected) its partner; the partner resumes it once approved again. */
  suspend: { from: ["published"], to: "paused" },
  resume: { from: ["paused"], to: "published" },
  /** Ended by its partner before its end date; vouchers sold stay valid. */
  end: { from: PUBLIC_STATUSES, to: "ended" },
  /** Ended by the sweep once its end date has passed. */
  expire: { from: PUBLIC_STATUSES, to: "ended" },
} as const satisfies Record<string, { from: readonly DealStatus[]; to: DealStatus }>;

export type DealMove = keyof typeof MOVES;

export interface MovedDeal {
  id: number;
  partnerId: string;
  from: DealStatus;
}

/**
 * Moves the deals `which` selects that are in one of the move's from-statuses, and writes one audit
 * row per moved deal (action `deal.<move>`, the status it left, `details`). One statement: the rows
 * are locked, re-checked and updated together, so two concurrent moves of one deal never both
 * happen. Returns the deals moved; none when no deal matched (or another move came first).
 */
export async function moveDeals(
  db: Database | Transaction,
  move: DealMove,
  which: SQL,
  by: {
    actorUserId: string | null;
    details?: Record<string, unknown>;
    /** rejectionReason: the admin's reason on reject, cleared when a deal is submitted or approved. */
    set?: { rejectionReason: string | null };
  },
): Promise<MovedDeal[]> {
  const { from, to } = MOVES[move];
  const fromList = sql.join(
    from.map((status) => sql`${status}`),
    sql`, `,
  );
  const reason = by.set ? sql`, rejection_reason = ${by.set.rejectionReason}` : sql``;
  const result = await db.execute<{ id: number; partner_id: string; from_status: DealStatus }>(sql`
    WITH before AS (
      SELECT ${deals.id} AS id, ${deals.status} AS status FROM ${deals}
       WHERE ${which} AND ${deals.status} IN (${fromList})
       ORDER BY ${deals.id}
         FOR UPDATE
    ), moved AS (
      UPDATE ${deals} SET status = ${to}${reason}
        FROM before
       WHERE ${deals.id} = before.id AND ${deals.status} IN (${fromList})
      RETURNING ${deals.id} AS id, ${deals.partnerId} AS partner_id, before.status AS from_status
    ), audited AS (
      INSERT INTO ${auditLog} (actor_user_id, action, subject_type, subject_id, details)
      SELECT ${by.actorUserId}::uuid, ${`deal.${move}`}, 'deal', moved.id::text,
             jsonb_build_object('from', moved.from_status, 'to', ${to}::text) || ${JSON.stringify(by.details ?? {})}::jsonb
        FROM moved
    )
    SELECT id, partner_id, from_status FROM moved ORDER BY id`);
  return result.rows.map((row) => ({ id: row.id, partnerId: row.partner_id, from: row.from_status }));
}

/** One deal by id, optionally only if `partnerId` owns it. */
export const dealWhere = (dealId: number, partnerId?: string): SQL =>
  partnerId === undefined ? eq(deals.id, dealId) : and(eq(deals.id, dealId), eq(deals.partnerId, partnerId))!;

/**
 * The sweep: ends published and paused deals whose end has passed (each with its audit row, by no
 * one: the app itself). Returns how many.
 */
export async function endFinishedDeals(db: Database, now = new Date()): Promise<number> {
  return (await moveDeals(db, "expire", lte(deals.endsAt, now), { actorUserId: null })).length;
}
