// Card details as typed at checkout (spec §5): formatting for the form, checks for the server.
// No server imports: the checkout form formats with the same functions.
import { z } from "zod";

/** Digits only, grouped in blocks of 4: "4242 4242 4242 4242" (at most 19 characters). */
export function formatCardNumber(input: string): string {
  return input
    .replace(/\D/g, "")
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** MM/YY as the buyer types: "1" → "1", "123" → "12/3". */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function luhnValid(number: string): boolean {
  const digits = number.replace(/\D/g, "");
  if (digits.length < 12 || digits.length > 19) return false;
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

/** Whether MM/YY is a real month that has not ended yet (a card is valid through its month). */
export function expiryInFuture(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return new Date(Date.UTC(year, month, 1)) > now;
}

export function cardBrand(number: string): string {
  const digits = number.replace(/\D/g, "");
  if (/^4/.test(digits)) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "Mastercard";
  if (/^3[47]/.test(digits)) return "American Express";
  return "Card";
}

/** The card form, checked on the server; messages are keys of `checkout.*` in the dictionaries. */
export const cardSchema = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, "cardNumberInvalid")
        .refine(luhnValid, "cardNumberInvalid"),
    ),
  expiryDate: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, "expiryInvalid")
    .refine((v) => expiryInFuture(v), "expiryPast"),
  cvv: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "cvvInvalid"),
  cardholderName: z.string().trim().min(1, "required").max(100, "tooLong"),
});

export type CardDetails = z.infer<typeof cardSchema>;
