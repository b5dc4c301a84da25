// The cookie that lets a browser that signed in to an account before skip the throttles meant
// for strangers (domain/accounts/known-devices.server.ts). Not personal for the page cache: it
// changes nothing a page shows.
import { parse, serialize } from "cookie";
import { KNOWN_DEVICE_DAYS } from "#domain/accounts/known-devices.server";

export const KNOWN_DEVICE_COOKIE = "device";

export function knownDeviceCookieValue(request: Request): string | undefined {
  return parse(request.headers.get("Cookie") ?? "")[KNOWN_DEVICE_COOKIE];
}

/** The cookie with `value`; an empty value removes it. */
export function knownDeviceCookie(value: string, secure: boolean): string {
  return serialize(KNOWN_DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: value ? KNOWN_DEVICE_DAYS * 86_400 : 0,
  });
}
