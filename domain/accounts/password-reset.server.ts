// Password reset by an e-mailed link: single use, expiring, and it ends every session.
import { and, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { passwordResetTokens, sessions, users } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import { findUserByEmail, newPassword } from "./accounts.server";
import { passwordResetMail } from "./password-reset-mail.server";
import { hashPassword } from "./passwords.server";
import { hashToken, randomToken } from "./tokens.server";

export const RESET_LINK_MINUTES = 60;

/** The reset form: a new password (the same rules as at sign-up), typed twice. */
export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string().min(1, "required") })
  .refine((v) => v.password === v.confirmPassword, { message: "passwordMismatch", path: ["confirmPassword"] });

/**
 * A new reset token for the account with this e-mail, or null when there is none. The caller
 * answers the visitor the same way either way, so nobody learns which addresses have accounts.
 */
export async function createResetToken(
  db: DatabaseOrTransaction,
  email: string,
  now = new Date(),
): Promise<{ token: string; user: { id: string; name: string; email: string } } | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const token = randomToken();
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
  });
  return { token, user: { id: user.id, name: user.name, email: user.email } };
}

/**
 * "Forgot password": for the account with this e-mail, a new reset link, e-mailed in the
 * transaction that stores it. Nothing for an unknown address; the caller answers the same.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  request: { email: string; language: Language; origin: string },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const reset = await createResetToken(tx, request.email, now);
    if (!reset) return;
    const link = `${request.origin}/reset-password/${reset.token}`;
    await queueMail(tx, mailer, passwordResetMail(reset.user, request.language, link));
  });
}

/** Whether a link's token can still be used (for showing the form or an "expired" message). */
export async function isResetTokenUsable(db: Database, token: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return Boolean(row);
}

/**
 * Uses the token to set a new password and ends all of the user's sessions and other reset
 * links. In one transaction that locks the user, so of several links used at once exactly
 * one wins. Returns the user's id, or null.
 */
export async function resetPassword(
  db: Database,
  token: string,
  newPassword: string,
  now = new Date(),
): Promise<string | null> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    if (!link) return null;
    await tx.select({ id: users.id }).from(users).where(eq(users.id, link.userId)).for("update");
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    return used.userId;
  });
}
