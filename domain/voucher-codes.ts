// Voucher codes: MAGIC- and 10 characters from an alphabet without look-alikes (no 0/O/1/I/L).
import { randomInt } from "node:crypto";

export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 10;

/** ~49 bits from a secure random source: unguessable, and the unique index catches the rest. */
export function newVoucherCode(): string {
  let body = "";
  for (let i = 0; i < CODE_LENGTH; i++) body += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `MAGIC-${body}`;
}

/** For reading aloud or typing: MAGIC-ABCDE-FGHJK. */
export function groupCode(code: string): string {
  const body = code.replace(/^MAGIC-/, "");
  return `MAGIC-${body.slice(0, 5)}-${body.slice(5)}`;
}

/** A code as typed (any case, spaces or dashes) in stored form, or null when it cannot be one. */
export function normalizeCode(input: string): string | null {
  const cleaned = input.toUpperCase().replace(/[\s-]/g, "");
  const body = cleaned.startsWith("MAGIC") ? cleaned.slice(5) : cleaned;
  if (body.length !== CODE_LENGTH || [...body].some((c) => !CODE_ALPHABET.includes(c))) return null;
  return `MAGIC-${body}`;
}
