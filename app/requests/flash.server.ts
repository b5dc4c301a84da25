// A one-time notice carried across a redirect ("Welcome back!" after sign-in) in a short cookie.
import { parse, serialize } from "cookie";
import { z } from "zod";
import { FLASH_COOKIE } from "#server/cookie-names.server";

export const FLASH_KINDS = [
  "welcome",
  "registered",
  "signedOut",
  "passwordReset",
  "accountDeleted",
  "reviewed",
] as const;
export type FlashKind = (typeof FLASH_KINDS)[number];
export { FLASH_COOKIE };

export function flashCookie(kind: FlashKind, secure: boolean): string {
  return serialize(FLASH_COOKIE, kind, { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 60 });
}

/**
 * The notice waiting for this request, and the header that removes it once shown (with the
 * attributes it was set with: a __Host- cookie is only replaced by a Secure one).
 */
export function takeFlash(request: Request, secure: boolean): { flash: FlashKind | null; clear?: string } {
  const value = parse(request.headers.get("Cookie") ?? "")[FLASH_COOKIE];
  if (value === undefined) return { flash: null };
  const kind = z.enum(FLASH_KINDS).safeParse(value);
  const clear = serialize(FLASH_COOKIE, "", { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 0 });
  return { flash: kind.success ? kind.data : null, clear };
}
