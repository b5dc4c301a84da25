// A partner's verification, in one place: a business signs up as 'pending' (partner-registration);
// an admin approves it (its deals may then go public) or rejects it, and may later change their
// mind. Each move is the conditional update and its audit row, written by the same statement.
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "#db/connection.server";
import { auditLog, partners, type partnerStatus } from "#db/schema.server";

export type PartnerStatus = (typeof partnerStatus.enumValues)[number];

const MOVES = {
  approve: { from: ["pending", "rejected"], to: "approved" },
  reject: { from: ["pending", "approved"], to: "rejected" },
} as const satisfies Record<string, { from: readonly PartnerStatus[]; to: PartnerStatus }>;

export type PartnerMove = keyof typeof MOVES;

export interface MovedPartner {
  name: string;
  email: string;
  ownerUserId: string | null;
  from: PartnerStatus;
}

/**
 * Moves the partner if it is in one of the move's from-statuses, and writes the audit row (action
 * `partner.<move>`, the status it left, `details`). Null when it was not (already decided, or no
 * such partner): two admins deciding at once make one decision.
 */
export async function movePartner(
  db: Database | Transaction,
  partnerId: string,
  move: PartnerMove,
  by: { actorUserId: string | null; details?: Record<string, unknown> },
): Promise<MovedPartner | null> {
  const { from, to } = MOVES[move];
  const fromList = sql.join(
    from.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await db.execute<{
    name: string;
    email: string;
    owner_user_id: string | null;
    from_status: PartnerStatus;
  }>(sql`
    WITH before AS (
      SELECT ${partners.id} AS id, ${partners.status} AS status FROM ${partners}
       WHERE ${partners.id} = ${partnerId} AND ${partners.status} IN (${fromList})
         FOR UPDATE
    ), moved AS (
      UPDATE ${partners} SET status = ${to}
        FROM before
       WHERE ${partners.id} = before.id AND ${partners.status} IN (${fromList})
      RETURNING ${partners.id} AS id, ${partners.name} AS name, ${partners.email} AS email,
                ${partners.ownerUserId} AS owner_user_id, before.status AS from_status
    ), audited AS (
      INSERT INTO ${auditLog} (actor_user_id, action, subject_type, subject_id, details)
      SELECT ${by.actorUserId}::uuid, ${`partner.${move}`}, 'partner', moved.id::text,
             jsonb_build_object('from', moved.from_status, 'to', ${to}::text) || ${JSON.stringify(by.details ?? {})}::jsonb
        FROM moved
    )
    SELECT name, email, owner_user_id, from_status FROM moved`);
  const row = result.rows[0];
  return row ? { name: row.name, email: row.email, ownerUserId: row.owner_user_id, from: row.from_status } : null;
}
