// Norwegian bank account numbers: 11 digits, the last a MOD11 check digit over the first ten
// (weights 5 4 3 2 7 6 5 4 3 2). Written "1234 56 78903" or "1234.56.78903"; stored as digits.
import { z } from "zod";

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** The digits of an account number typed with spaces or dots; null when other characters are in it. */
export function accountDigits(input: string): string | null {
  const digits = input.replace(/[\s.]/g, "");
  return /^\d+$/.test(digits) ? digits : null;
}

/** Whether 11 digits pass the MOD11 check (a remainder that asks for check digit 10 never does). */
export function isValidAccountNumber(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[10]);
}

/** "12345678903" → "1234.56.78903", the way Norwegian banks print it. */
export function formatAccountNumber(digits: string): string {
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}` : digits;
}

/** The payout settings form; its messages are i18n/form-errors keys. */
export const payoutSettingsSchema = z.object({
  accountNumber: z
    .string()
    .trim()
    .min(1, "required")
    .transform((value, ctx) => {
      const digits = accountDigits(value);
      if (!digits || digits.length !== 11) {
        ctx.addIssue({ code: "custom", message: "accountNumberLength" });
        return z.NEVER;
      }
      if (!isValidAccountNumber(digits)) {
        ctx.addIssue({ code: "custom", message: "accountNumberCheck" });
        return z.NEVER;
      }
      return digits;
    }),
});
