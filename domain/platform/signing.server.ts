// Signatures for values the server hands out and must recognise when they come back (cookies,
// links in e-mails), made with the app's secret. Each purpose signs with its own key derived from
// that secret, so a signature made for one purpose (a guest's order cookie) is worthless for
// another (an unsubscribe link), and none of them reveals the CSRF key.
import { createHmac, timingSafeEqual } from "node:crypto";

export interface Signer {
  /** The signature of `value` for `purpose`: 43 URL-safe characters. */
  sign(purpose: string, value: string): string;
  /** Whether `signature` is `value`'s for `purpose` (compared in constant time). */
  verify(purpose: string, value: string, signature: string): boolean;
}

export function createSigner(secret: string): Signer {
  const keys = new Map<string, Buffer>();
  const keyFor = (purpose: string) => {
    let key = keys.get(purpose);
    if (!key) {
      key = createHmac("sha256", secret).update(`magicdeals signing key: ${purpose}`).digest();
      keys.set(purpose, key);
    }
    return key;
  };
  const sign = (purpose: string, value: string) =>
    createHmac("sha256", keyFor(purpose)).update(value).digest("base64url");
  return {
    sign,
    verify(purpose, value, signature) {
      const expected = Buffer.from(sign(purpose, value));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
