// Password reset by an e-mailed link: single use, expiring, and it ends every session.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db/connection.server";
import { passwordResetTokens } from "../db/schema.server";
import { findUserByEmail, setPassword } from "./accounts.server";
import { endUserSessions } from "./sessions.server";
import { hashToken, randomToken } from "./tokens.server";

export const RESET_LINK_MINUTES = 60;

/**
 * A new reset token for the account with this e-mail, or null when there is none. The caller
 * answers the visitor the same way either way, so nobody learns which addresses have accounts.
 */
export async function createResetToken(
  db: Database,
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
 * Uses the token (once: the conditional update wins for exactly one request) to set a new
 * password, then ends all of the user's sessions. Returns the user's id, or null.
 */
export async function resetPassword(
  db: Database,
  token: string,
  newPassword: string,
  now = new Date(),
): Promise<string | null> {
  const [used] = await db
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
  await setPassword(db, used.userId, newPassword);
  await endUserSessions(db, used.userId);
  // Any other links sent earlier die with this reset.
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
  return used.userId;
}
