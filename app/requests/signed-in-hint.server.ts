// Set-Cookie values for the signed-in hint (app/requests/signed-in-hint.ts).
import { serialize } from "cookie";
import { SIGNED_IN_HINT_COOKIE } from "./signed-in-hint";

/** Set beside a new session, with the same lifetime (a browser-session cookie unless `expires`). */
export function signedInHintCookie(secure: boolean, expires?: Date): string {
  return serialize(SIGNED_IN_HINT_COOKIE, "1", { sameSite: "lax", secure, path: "/", ...(expires ? { expires } : {}) });
}

export function clearSignedInHintCookie(secure: boolean): string {
  return serialize(SIGNED_IN_HINT_COOKIE, "", { sameSite: "lax", secure, path: "/", maxAge: 0 });
}

/** Whether the request carries the hint (so that /me clears one left behind by an ended session). */
export function hasSignedInHintCookie(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "").split(/;\s*/).includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}
