// A guest's own orders: the checkout remembers their ids in a cookie so the success page can
// show them to that browser and nobody else.
import { parse, serialize } from "cookie";
import { GUEST_ORDERS_COOKIE } from "#server/cookie-names.server";

export { GUEST_ORDERS_COOKIE };
const KEEP = 10;

export function guestOrderIds(request: Request): string[] {
  const raw = parse(request.headers.get("Cookie") ?? "")[GUEST_ORDERS_COOKIE] ?? "";
  return raw.split(".").filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id));
}

export function rememberGuestOrder(request: Request, orderId: string, secure: boolean): string {
  const ids = [orderId, ...guestOrderIds(request).filter((id) => id !== orderId)].slice(0, KEEP);
  return serialize(GUEST_ORDERS_COOKIE, ids.join("."), {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: 30 * 86_400,
  });
}
