// Password reset by an e-mailed link: single use, expiring, and it ends every session. Following
// the link proves the address is the account holder's, so it also counts as confirming it.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { passwordResetTokens, sessions, users } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { attachGuestOrders } from "#domain/checkout/guest-orders.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import { findUserByEmail, newPassword } from "./accounts.server";
import { voidAccountLinks } from "./email-verification.server";
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
 * Uses the token to set a new password, marks the address confirmed (the link reached it; an
 * e-mail change voids reset links, so it is the account's current address), and ends all of the
 * user's sessions and other links (resets and address confirmations). In one transaction that locks the user, so of several links used at once exactly
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
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, link.userId)).for("update");
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
    await voidAccountLinks(tx, used.userId, now);
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
      .where(eq(users.id, used.userId));
    // The link proved the address is the account's, as its verification link would have.
    if (owner) await attachGuestOrders(tx, used.userId, owner.email);
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    return used.userId;
  });
}
