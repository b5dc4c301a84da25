// A customer signs up. The answer is the same whether the address has an account or not, so the
// form cannot be used to find out who has one: a new address gets its account (usable at once,
// its address unconfirmed) and a link that confirms the address; an address that has an account
// gets an e-mail saying someone tried, pointing to sign-in and password reset. The password is
// hashed either way, so both take as long.
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import { hit } from "#domain/platform/throttle.server";
import { confirmAddressMail, registerExistingMail, type AccountMailContext } from "./account-mails.server";
import { findUserByEmail, insertAccount, normalizeEmail } from "./accounts.server";
import { createVerificationToken } from "./email-verification.server";
import { hashPassword } from "./passwords.server";

/** "Someone tried to register with your address": a few an hour at most, so nobody floods an inbox. */
const EXISTING_NOTICES_PER_ADDRESS = { max: 3, windowSeconds: 60 * 60 };

export type SignUpOutcome = "created" | "existing";

export async function signUp(
  db: Database,
  mailer: Mailer,
  input: { name: string; email: string; password: string },
  ctx: AccountMailContext,
  now = new Date(),
): Promise<SignUpOutcome> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await insertAccount(tx, { ...input, passwordHash });
    if (user) {
      const token = await createVerificationToken(tx, user.id, user.email, now);
      await queueMail(tx, mailer, confirmAddressMail(user, ctx, token));
      return "created";
    }
    await noticeToExistingAccount(tx, mailer, input.email, ctx, now);
    return "existing";
  });
}

/** Tells an address that has an account that someone signed up with it (customer or partner form). */
export async function noticeToExistingAccount(
  db: DatabaseOrTransaction,
  mailer: Mailer,
  email: string,
  ctx: AccountMailContext,
  now = new Date(),
): Promise<void> {
  const owner = await findUserByEmail(db, email);
  if (!owner) return;
  const notice = await hit(db, `register-mail:${normalizeEmail(email)}`, EXISTING_NOTICES_PER_ADDRESS, now);
  if (notice.allowed) await queueMail(db, mailer, registerExistingMail(owner, ctx));
}
