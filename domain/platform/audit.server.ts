// The admin audit log: every admin action is written in the same transaction as the action.
import { desc, eq, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import {
  auditLog,
  consultations,
  contactMessages,
  deals,
  partners,
  promoCodes,
  users,
  vouchers,
} from "#db/schema.server";

export interface AuditEntry {
  /** null: done by a command on the server (npm run admin:create), not by a signed-in admin. */
  actorUserId: string | null;
  action: string;
  subjectType:
    | "partner"
    | "deal"
    | "priceChange"
    | "voucher"
    | "message"
    | "consultation"
    | "user"
    | "payoutRun"
    | "promoCode"
    | "review";
  subjectId: string;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: DatabaseOrTransaction, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}

/** The subject id as the type's key, or null when it is not one (a row written by hand). */
const subjectAsInteger = sql`(CASE WHEN ${auditLog.subjectId} ~ '^[0-9]{1,9}$' THEN ${auditLog.subjectId}::integer END)`;
const subjectAsUuid = sql`(CASE WHEN ${auditLog.subjectId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  THEN ${auditLog.subjectId}::uuid END)`;

/**
 * What a person calls the row's subject (a deal's title, a partner's name, a voucher's code, an
 * account's e-mail, who wrote a message), so the log never shows an id; null when it is gone.
 */
const subjectName = sql<string | null>`CASE ${auditLog.subjectType}
    WHEN 'deal' THEN (SELECT ${deals.title} FROM ${deals} WHERE ${deals.id} = ${subjectAsInteger})
    WHEN 'partner' THEN (SELECT ${partners.name} FROM ${partners} WHERE ${partners.id} = ${subjectAsUuid})
    WHEN 'voucher' THEN (SELECT ${vouchers.code} FROM ${vouchers} WHERE ${vouchers.id} = ${subjectAsUuid})
    WHEN 'user' THEN (SELECT u.email FROM users u WHERE u.id = ${subjectAsUuid})
    WHEN 'message' THEN (SELECT ${contactMessages.name} FROM ${contactMessages} WHERE ${contactMessages.id} = ${subjectAsUuid})
    WHEN 'promoCode' THEN (SELECT ${promoCodes.code} FROM ${promoCodes} WHERE ${promoCodes.id} = ${subjectAsInteger})
    WHEN 'consultation' THEN (SELECT ${consultations.businessName} FROM ${consultations} WHERE ${consultations.id} = ${subjectAsUuid})
  END`;

export async function listAudit(db: Database, limit = 200) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      details: auditLog.details,
      occurredAt: auditLog.occurredAt,
      actorEmail: users.email,
      subjectName: subjectName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
    .limit(limit);
}
