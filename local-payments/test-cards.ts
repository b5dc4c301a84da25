// The documented test cards and what each one does, like a real provider's test mode.
// Any other valid card number is approved.

export const TEST_CARDS = {
  approve: "4242424242424242",
  decline: "4000000000000002",
  insufficientFunds: "4000000000009995",
  threeDSecure: "4000002760003184",
} as const;

export type CardOutcome = "approve" | "decline" | "insufficient_funds" | "three_d_secure";

export function cardOutcome(digits: string): CardOutcome {
  switch (digits) {
    case TEST_CARDS.decline:
      return "decline";
    case TEST_CARDS.insufficientFunds:
      return "insufficient_funds";
    case TEST_CARDS.threeDSecure:
      return "three_d_secure";
    default:
      return "approve";
  }
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "Mastercard";
  if (/^3[47]/.test(digits)) return "American Express";
  return "Card";
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
