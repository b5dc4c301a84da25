// One-time links that prove an address is its owner's: a new account's own address, or the new
// address of an e-mail change, which is used only once its link is followed. Following a change's
// link also ends the account's other sessions, voids its password links (they went to the old
// address) and tells the old address. Either way the address is now proven the account's, so the
// guest orders placed with it join the account in the same transaction.
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { emailVerificationTokens, passwordResetTokens, users } from "#db/schema.server";
import { attachGuestOrders } from "#domain/checkout/guest-orders.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import { emailChangedMail, type AccountMailContext } from "./account-mails.server";
import { normalizeEmail } from "./accounts.server";
import { endUserSessions } from "./sessions.server";
import { hashToken, randomToken } from "./tokens.server";

export const VERIFY_LINK_HOURS = 24;

/** A new link for `email` on the account; the database keeps only its hash. */
export async function createVerificationToken(
  db: DatabaseOrTransaction,
  userId: string,
  email: string,
  now = new Date(),
): Promise<string> {
  const token = randomToken();
  await db.insert(emailVerificationTokens).values({
    tokenHash: hashToken(token),
    userId,
    email: normalizeEmail(email),
    expiresAt: new Date(now.getTime() + VERIFY_LINK_HOURS * 3_600_000),
  });
  return token;
}

/** Makes every unused link of the account (password resets and address confirmations) useless. */
export async function voidAccountLinks(db: DatabaseOrTransaction, userId: string, now = new Date()): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}

export type VerificationResult =
  /** `ordersAttached`: the guest orders of the address that joined the account now. */
  | { ok: true; kind: "confirmed"; ordersAttached: number }
  | { ok: true; kind: "changed"; email: string; ordersAttached: number }
  | { ok: false; reason: "invalid" | "taken" };

class AddressTaken extends Error {}

/**
 * Uses the link: marks the address confirmed, or (for an e-mail change) makes it the account's.
 * One transaction with the link used by a conditional UPDATE, so a link works exactly once.
 * `keepSessionToken`: the session of the browser that followed it, which stays signed in.
 */
export async function confirmEmail(
  db: Database,
  mailer: Mailer,
  token: string,
  ctx: AccountMailContext & { keepSessionToken?: string },
  now = new Date(),
): Promise<VerificationResult> {
  if (token.length > 200) return { ok: false, reason: "invalid" };
  try {
    return await db.transaction(async (tx): Promise<VerificationResult> => {
      const [link] = await tx
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerificationTokens.tokenHash, hashToken(token)),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
      if (!link) return { ok: false, reason: "invalid" };
      const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).for("update");
      if (!user) return { ok: false, reason: "invalid" };
      if (normalizeEmail(user.email) === link.email) {
        await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
          .where(eq(users.id, user.id));
        const ordersAttached = await attachGuestOrders(tx, user.id, link.email);
        return { ok: true, kind: "confirmed", ordersAttached };
      }
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${link.email}`, ne(users.id, user.id)));
      if (other) throw new AddressTaken();
      await tx.update(users).set({ email: link.email, emailVerifiedAt: now }).where(eq(users.id, user.id));
      const ordersAttached = await attachGuestOrders(tx, user.id, link.email);
      await voidAccountLinks(tx, user.id, now);
      await endUserSessions(tx, user.id, ctx.keepSessionToken);
      await queueMail(tx, mailer, emailChangedMail(user, ctx, link.email));
      return { ok: true, kind: "changed", email: link.email, ordersAttached };
    });
  } catch (error) {
    // Another account has the address (checked, or its unique index said so in a race).
    if (error instanceof AddressTaken || (error as { cause?: { code?: string } }).cause?.code === "23505")
      return { ok: false, reason: "taken" };
    throw error;
  }
}
