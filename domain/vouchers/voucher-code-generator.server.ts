import { randomInt } from "node:crypto";
import { CODE_ALPHABET, CODE_LENGTH } from "./voucher-codes";

/** ~49 bits from a secure random source: unguessable, and the unique index catches the rest. */
export function newVoucherCode(): string {
  let body = "";
  for (let i = 0; i < CODE_LENGTH; i++) body += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `MAGIC-${body}`;
}
