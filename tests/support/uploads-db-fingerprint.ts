// A fingerprint of every table a request could change, to prove that refused requests changed nothing.
import type pg from "pg";

/** Every table's rows, summed up: equal before and after means nothing was changed. */
export const FINGERPRINTED = [
  "users",
  "sessions",
  "password_reset_tokens",
  "rate_limits",
  "mail_messages",
  "partners",
  "deals",
  "deal_packages",
  "contact_messages",
  "newsletter_subscribers",
  "orders",
  "order_lines",
  "payment_charges",
  "vouchers",
  "voucher_events",
  "idempotency_keys",
  "cart_items",
  "wishlist_items",
  "partner_profiles",
  "deal_price_changes",
  "partner_api_keys",
  "consultations",
  "audit_log",
];
export async function fingerprint(pool: pg.Pool): Promise<Record<string, string>> {
  const entries = await Promise.all(
    FINGERPRINTED.map(async (table) => {
      const { rows } = await pool.query<{ sum: string }>(
        `SELECT count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM "${table}" t`,
      );
      return [table, rows[0]!.sum] as const;
    }),
  );
  return Object.fromEntries(entries);
}
