// Making an admin on a real install (npm run admin:create): the account is created, or an
// existing one gets the admin role, and the audit log records it with no actor (a server command).
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { users } from "#db/schema.server";
import { newPassword, normalizeEmail } from "./accounts.server";
import { recordAudit } from "#domain/platform/audit.server";
import { hashPassword } from "./passwords.server";

export const makeAdminSchema = z.object({
  email: z.string().trim().min(1, "required").max(254, "tooLong").pipe(z.email("invalidEmail")),
  name: z.string().trim().min(1, "required").max(200, "tooLong").optional(),
  password: newPassword.optional(),
});

export type MakeAdminInput = z.infer<typeof makeAdminSchema>;

export type MakeAdminResult =
  | { outcome: "created"; userId: string; email: string; password: string; generated: boolean }
  | { outcome: "promoted" | "alreadyAdmin"; userId: string; email: string };

/** Creates the admin, or gives an existing account the admin role; both in one transaction with the audit row. */
export async function makeAdmin(db: Database, input: MakeAdminInput): Promise<MakeAdminResult> {
  const email = normalizeEmail(input.email);
  const password = input.password ?? randomBytes(18).toString("base64url");
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, name: input.name ?? email.split("@")[0] ?? email, passwordHash, role: "admin" })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created) {
      await recordAudit(tx, {
        actorUserId: null,
        action: "user.makeAdmin",
        subjectType: "user",
        subjectId: created.id,
        details: { email, created: true },
      });
      return { outcome: "created", userId: created.id, email, password, generated: !input.password };
    }
    // One statement: the role changes only if it was not admin already, and we learn which.
    const result = await tx.execute<{ id: string; was_admin: boolean }>(sql`
      UPDATE ${users} u SET role = 'admin'
        FROM (SELECT id, role = 'admin' AS was_admin FROM ${users} WHERE lower(email) = ${email} FOR UPDATE) old
       WHERE u.id = old.id
      RETURNING u.id, old.was_admin`);
    const row = result.rows[0];
    if (!row) throw new Error(`No account for ${email} and none could be created`);
    if (row.was_admin) return { outcome: "alreadyAdmin", userId: row.id, email };
    await recordAudit(tx, {
      actorUserId: null,
      action: "user.makeAdmin",
      subjectType: "user",
      subjectId: row.id,
      details: { email, created: false },
    });
    return { outcome: "promoted", userId: row.id, email };
  });
}
