// How many attempts each door allows before it asks the visitor to wait.
import type { SignInLimits } from "#domain/accounts/sign-in.server";
import type { Limit } from "#domain/platform/throttle.server";

/**
 * Sign-in: an address may get 30 tries wrong in 15 minutes (across accounts); one address and one
 * account 5, then 1 s, 2 s, 4 s … up to 15 minutes between tries; a browser that signed in to the
 * account before 10, then the same delays up to a minute. At the 10th failure on an account in
 * an hour, from anywhere, its owner gets an e-mail.
 */
export const SIGN_IN_LIMITS: SignInLimits = {
  perAddress: { max: 30, windowSeconds: 15 * 60 },
  perAccountAndAddress: { freeAttempts: 5, firstDelaySeconds: 1, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 86_400 },
  perKnownDevice: { freeAttempts: 10, firstDelaySeconds: 1, maxDelaySeconds: 60, forgetAfterSeconds: 86_400 },
  alertAfterFailures: { max: 10, windowSeconds: 60 * 60 },
};

export const LIMITS = {
  registerPerIp: { max: 10, windowSeconds: 60 * 60 },
  contactPerIp: { max: 10, windowSeconds: 60 * 60 },
  newsletterPerIp: { max: 10, windowSeconds: 60 * 60 },
  resetPerIp: { max: 10, windowSeconds: 60 * 60 },
  resetPerAccount: { max: 3, windowSeconds: 60 * 60 },
  consultationPerIp: { max: 20, windowSeconds: 60 * 60 },
  partnerRegisterPerIp: { max: 20, windowSeconds: 60 * 60 },
  // Voucher codes not found at the counter: enough for typos, far too few to guess codes.
  redeemFailuresPerPartner: { max: 10, windowSeconds: 15 * 60 },
  redeemFailuresPerIp: { max: 10, windowSeconds: 15 * 60 },
  // Email Voucher: a voucher goes only to its owner, and not over and over.
  voucherEmailPerVoucher: { max: 3, windowSeconds: 60 * 60 },
  voucherEmailPerIp: { max: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

/** Waits under a minute are said in seconds ("auth.waitSeconds"), longer ones in minutes. */
export function waitMessageKey(seconds: number): { key: "auth.waitSeconds" | "auth.tooMany"; count: number } {
  return seconds < 60
    ? { key: "auth.waitSeconds", count: seconds }
    : { key: "auth.tooMany", count: minutesToWait(seconds) };
}

export function minutesToWait(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}
