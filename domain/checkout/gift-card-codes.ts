// Gift-card amounts and codes, shared by the pages and the server: GAVE- and 10 characters from
// the voucher codes' alphabet without look-alikes. New codes come from gift-cards.server.ts.
import { z } from "zod";
import { CODE_ALPHABET, CODE_LENGTH } from "#domain/vouchers/voucher-codes";

export const GIFT_CARD_CODE_PREFIX = "GAVE-";

/** The amounts a gift card is sold in, in øre (250, 500, 1 000 and 2 000 kr). */
export const GIFT_CARD_AMOUNTS = [25_000, 50_000, 100_000, 200_000] as const;
export const giftCardAmountSchema = z.coerce
  .number()
  .int()
  .refine((n) => (GIFT_CARD_AMOUNTS as readonly number[]).includes(n));

/** For reading and typing: GAVE-ABCDE-FGHJK. */
export function groupGiftCardCode(code: string): string {
  const body = code.slice(GIFT_CARD_CODE_PREFIX.length);
  return `${GIFT_CARD_CODE_PREFIX}${body.slice(0, 5)}-${body.slice(5)}`;
}

/** A code as typed (any case, spaces or dashes) in stored form, or null when it cannot be one. */
export function normalizeGiftCardCode(input: string): string | null {
  const cleaned = input.toUpperCase().replace(/[\s-]/g, "");
  const body = cleaned.startsWith("GAVE") ? cleaned.slice(4) : cleaned;
  if (body.length !== CODE_LENGTH || [...body].some((c) => !CODE_ALPHABET.includes(c))) return null;
  return `${GIFT_CARD_CODE_PREFIX}${body}`;
}
