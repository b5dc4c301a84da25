// Signing in with e-mail and password, and the throttles that stop guessing without letting
// anyone lock the owner out. An unknown browser is limited per client address (a fixed window,
// for one address trying many accounts) and per account and address (progressive delays, for one
// address guessing one account); a browser that signed in to the account before (known-devices)
// has delays of its own instead, so failures from anywhere else never block it. Every check
// counts the attempt first, in one atomic statement, and a right password takes it back. The
// owner is told by e-mail, once per window, when the account sees many failures.
import type { Database } from "#db/connection.server";
import type { Language } from "#i18n/languages";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import type { Signer } from "#domain/platform/signing.server";
import { backoff, clear, countAttempt, forgive, hit, type Backoff, type Limit } from "#domain/platform/throttle.server";
import { authenticate, findUserByEmail, normalizeEmail } from "./accounts.server";
import { knownDevice, rememberDevice } from "./known-devices.server";
import type { SessionUser } from "./sessions.server";
import { signInAlertMail } from "./sign-in-alert-mail.server";

export interface SignInLimits {
  /** All sign-ins from one client address that were not right. */
  perAddress: Limit;
  /** One account from one unknown browser's address. */
  perAccountAndAddress: Backoff;
  /** One account from a browser that signed in to it before. */
  perKnownDevice: Backoff;
  /** Failures on one account in a window; at `max` the owner gets an e-mail (once per window). */
  alertAfterFailures: Limit;
}

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
  /** The browser's device cookie, if any. */
  deviceCookie: string | undefined;
  /** For the owner's alert e-mail. */
  language: Language;
  origin: string;
}

export type SignInResult =
  | { ok: true; user: SessionUser; deviceCookie: string }
  | { ok: false; reason: "failed" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

export async function signIn(
  db: Database,
  mailer: Mailer,
  signer: Signer,
  attempt: SignInAttempt,
  limits: SignInLimits,
  now = new Date(),
): Promise<SignInResult> {
  const email = normalizeEmail(attempt.email);
  const device = knownDevice(signer, attempt.deviceCookie, email, now);
  const addressKey = `signin:ip:${attempt.ip}`;
  const gateKey = device ? `signin:device:${email}:${device.id}` : `signin:pair:${email}:${attempt.ip}`;
  if (!device) {
    const perAddress = await hit(db, addressKey, limits.perAddress, now);
    if (!perAddress.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: perAddress.retryAfterSeconds };
  }
  const gate = await backoff(db, gateKey, device ? limits.perKnownDevice : limits.perAccountAndAddress, now);
  if (!gate.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: gate.retryAfterSeconds };

  const user = await authenticate(db, email, attempt.password);
  if (!user) {
    await countFailure(db, mailer, email, attempt, limits.alertAfterFailures, now);
    return { ok: false, reason: "failed" };
  }
  await Promise.all([clear(db, gateKey), device ? undefined : forgive(db, addressKey)]);
  return { ok: true, user, deviceCookie: rememberDevice(signer, attempt.deviceCookie, email, now) };
}

/** Counts a failure on the account; the one that reaches the threshold queues the owner's alert with it. */
async function countFailure(
  db: Database,
  mailer: Mailer,
  email: string,
  attempt: SignInAttempt,
  limit: Limit,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { count } = await countAttempt(tx, `signin:failures:${email}`, limit.windowSeconds, now);
    if (count !== limit.max) return;
    const owner = await findUserByEmail(tx, email);
    if (owner) await queueMail(tx, mailer, signInAlertMail(owner, attempt.language, count, attempt.origin));
  });
}
