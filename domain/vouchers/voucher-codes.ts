// Voucher codes: MAGIC- and 10 characters from an alphabet without look-alikes (no 0/O/1/I/L).
// No server imports: pages show codes grouped with these helpers; new codes come from
// voucher-code-generator.server.ts.

export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 10;

/** For reading aloud or typing: MAGIC-ABCDE-FGHJK. */
/** A code in every form a message shows it, for the message's secrets (hidden from admins). */
export function codeSecrets(code: string): string[] {
  return [code, groupCode(code)];
}

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
