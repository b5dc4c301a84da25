// Random values made for almost every response (the script nonce, a new visitor's CSRF cookie),
// cut from a buffer the random generator fills 4 KB at a time: one call into it per hundred or
// so responses instead of two per response. Each byte is handed out once. Node does the same for
// crypto.randomUUID.
import { randomFillSync } from "node:crypto";

const pool = Buffer.alloc(4096);
let used = pool.length;

/** `size` random bytes (at most 256) as text in `encoding`. */
export function randomText(size: number, encoding: "base64" | "base64url"): string {
  if (!Number.isInteger(size) || size < 1 || size > 256) throw new RangeError(`randomText: size ${size}`);
  if (used + size > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const text = pool.toString(encoding, used, used + size);
  used += size;
  return text;
}
