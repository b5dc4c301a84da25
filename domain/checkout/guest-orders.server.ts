// A guest's order (no account) is reached through a private link in its confirmation e-mail: the
// order's id with its signature, so the link cannot be guessed or bent to another order, and
// needs no table (the app's secret is the only key). A guest who later proves the order's
// address is theirs, by verifying an account with it, gets the order on that account.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { orders } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import type { Signer } from "#domain/platform/signing.server";
import { getOrderForViewer, type OrderView } from "#domain/vouchers/vouchers.server";

const PURPOSE = "guest-order-link";
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The secret part of the link: `{orderId}.{signature}`. */
export function guestOrderToken(signer: Signer, orderId: string): string {
  return `${orderId}.${signer.sign(PURPOSE, orderId)}`;
}

/** The page of a guest order's vouchers, as the confirmation e-mail links it. */
export function guestOrderUrl(signer: Signer, origin: string, orderId: string): string {
  return `${origin}/orders/${guestOrderToken(signer, orderId)}`;
}

/** The order a link names, if the server signed it; null for anything else. */
export function orderIdFromGuestToken(signer: Signer, token: string): string | null {
  if (token.length > 100) return null;
  const [orderId, signature, ...rest] = token.split(".");
  if (!orderId || !signature || rest.length > 0 || !ORDER_ID.test(orderId)) return null;
  return signer.verify(PURPOSE, orderId, signature) ? orderId : null;
}

/** What a guest order's link opens: the order, or word that it now belongs to an account. */
export type GuestOrderPage = { kind: "order"; order: OrderView } | { kind: "onAccount" };

/**
 * The order behind a link, while it is a guest order; once attached to an account it shows there
 * only (its buyer signs in), so a forwarded old e-mail no longer opens it. Null for a link the
 * server did not sign, or an order that is gone.
 */
export async function openGuestOrder(
  db: Database,
  signer: Signer,
  token: string,
  lang: Language,
): Promise<GuestOrderPage | null> {
  const orderId = orderIdFromGuestToken(signer, token);
  if (!orderId) return null;
  const order = await getOrderForViewer(db, orderId, { userId: null, guestOrderIds: [orderId] }, lang);
  if (order) return { kind: "order", order };
  const [attached] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  return attached ? { kind: "onAccount" } : null;
}

/**
 * Puts the guest orders placed with `email` (any case) on the account. Only for an address the
 * account has just proven (its verification link): at sign-up anyone can type anyone's address.
 * Returns how many orders it attached.
 */
export async function attachGuestOrders(db: DatabaseOrTransaction, userId: string, email: string): Promise<number> {
  const attached = await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`))
    .returning({ id: orders.id });
  return attached.length;
}
