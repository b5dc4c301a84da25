// The admin audit log: every admin action is written in the same transaction as the action.
import { desc, eq } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { auditLog, users } from "#db/schema.server";

export interface AuditEntry {
  /** null: done by a command on the server (npm run admin:create), not by a signed-in admin. */
  actorUserId: string | null;
  action: string;
  subjectType: "partner" | "deal" | "priceChange" | "voucher" | "message" | "consultation" | "user";
  subjectId: string;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: DatabaseOrTransaction, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}

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
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
    .limit(limit);
}
