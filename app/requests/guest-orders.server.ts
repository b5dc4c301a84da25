// A guest's own orders: the checkout remembers their ids in a cookie so the success page can
// show them to that browser and nobody else. The list is signed with the app's secret: an order
// id alone (it is in the success page's address) opens nothing.
import { parse, serialize } from "cookie";
import type { Signer } from "#domain/platform/signing.server";
import { GUEST_ORDERS_COOKIE } from "#server/cookie-names.server";

export { GUEST_ORDERS_COOKIE };
const KEEP = 10;
const PURPOSE = "guest-orders";
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The order ids this browser's cookie names, if the server signed that list; else none. */
export function guestOrderIds(request: Request, signer: Signer): string[] {
  const raw = parse(request.headers.get("Cookie") ?? "")[GUEST_ORDERS_COOKIE] ?? "";
  const [list, signature, ...rest] = raw.split("~");
  if (!list || !signature || rest.length > 0 || !signer.verify(PURPOSE, list, signature)) return [];
  return list.split(".").filter((id) => ORDER_ID.test(id));
}

export function rememberGuestOrder(request: Request, signer: Signer, orderId: string, secure: boolean): string {
  const ids = [orderId, ...guestOrderIds(request, signer).filter((id) => id !== orderId)].slice(0, KEEP);
  const list = ids.join(".");
  return serialize(GUEST_ORDERS_COOKIE, `${list}~${signer.sign(PURPOSE, list)}`, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: 30 * 86_400,
  });
}
