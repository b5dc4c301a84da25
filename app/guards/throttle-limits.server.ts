// How many attempts each door allows before it asks the visitor to wait.
import type { Limit } from "#domain/platform/throttle.server";

export const LIMITS = {
  signInPerIp: { max: 30, windowSeconds: 15 * 60 },
  signInFailuresPerAccount: { max: 5, windowSeconds: 15 * 60 },
  registerPerIp: { max: 10, windowSeconds: 60 * 60 },
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

export function minutesToWait(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}
