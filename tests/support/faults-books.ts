// What the fault suite checks in the database after a crash: the test processor's books against
// the shop's orders, vouchers and stock. Each function returns one message per broken rule.
import type pg from "pg";

interface LedgerRow {
  idempotency_key: string;
  reference: string;
  amount_ore: string;
  refunded_ore: string;
}

/**
 * Every charge in the processor's books is either an order's charge (the order paid, the amount
 * the order's total, one voucher per unit, nothing refunded) or was refunded in full by the
 * recovery (no order, the shop's order-less charge record says refunded). Returns one case per charge.
 */
export async function ledgerCases(pool: pg.Pool): Promise<{ key: string; check: () => Promise<void> }[]> {
  const { rows } = await pool.query<LedgerRow>("SELECT * FROM test_gateway_charges ORDER BY created_at");
  return rows.map((charge) => ({
    key: charge.idempotency_key,
    check: async () => {
      const { rows: shop } = await pool.query<{
        order_id: string | null;
        status: string;
        amount_ore: string;
        order_status: string | null;
        total_ore: string | null;
        units: number | null;
        vouchers: number | null;
      }>(
        `SELECT c.order_id, c.status, c.amount_ore, o.status AS order_status, o.total_ore,
                (SELECT sum(quantity)::int FROM order_lines WHERE order_id = o.id) AS units,
                (SELECT count(*)::int FROM vouchers WHERE order_id = o.id AND status = 'active') AS vouchers
           FROM payment_charges c LEFT JOIN orders o ON o.id = c.order_id
          WHERE c.reference = $1`,
        [charge.reference],
      );
      const { rows: keyed } = await pool.query<{ order_id: string | null }>(
        "SELECT order_id FROM idempotency_keys WHERE key = $1",
        [charge.idempotency_key],
      );
      const label = `charge ${charge.reference} (key ${charge.idempotency_key}, ${charge.amount_ore} øre)`;
      const refunded = charge.refunded_ore === charge.amount_ore;
      if (shop.length === 0) throw new Error(`${label}: no order and no record in the shop, refunded: ${refunded}`);
      if (shop.length > 1) throw new Error(`${label}: ${shop.length} records in the shop`);
      const record = shop[0]!;
      if (record.order_id === null) {
        if (!refunded || record.status !== "refunded")
          throw new Error(`${label}: no order, but refunded ${charge.refunded_ore} øre (record ${record.status})`);
        if (keyed[0]?.order_id) throw new Error(`${label}: refunded, yet its key has order ${keyed[0].order_id}`);
        return;
      }
      if (record.order_status !== "paid" || charge.refunded_ore !== "0")
        throw new Error(
          `${label}: order ${record.order_id} is ${record.order_status}, refunded ${charge.refunded_ore}`,
        );
      if (record.total_ore !== charge.amount_ore)
        throw new Error(`${label}: order total ${record.total_ore} øre, charged ${charge.amount_ore}`);
      if (record.units !== record.vouchers)
        throw new Error(`${label}: order ${record.order_id} has ${record.units} units and ${record.vouchers} vouchers`);
      if (keyed[0]?.order_id !== record.order_id)
        throw new Error(`${label}: its key leads to order ${keyed[0]?.order_id}, not ${record.order_id}`);
    },
  }));
}

/** Messages for orders, vouchers and shop charges that the processor's books do not back. */
export async function shopWithoutCharges(pool: pg.Pool, since: Date): Promise<string[]> {
  const problems: string[] = [];
  const { rows: orders } = await pool.query<{ number: string; charges: number; booked: number }>(
    `SELECT o.number,
            (SELECT count(*)::int FROM payment_charges c WHERE c.order_id = o.id AND c.status = 'approved') AS charges,
            (SELECT count(*)::int FROM payment_charges c JOIN test_gateway_charges g ON g.reference = c.reference
              WHERE c.order_id = o.id AND g.amount_ore = o.total_ore) AS booked
       FROM orders o WHERE o.created_at >= $1`,
    [since],
  );
  for (const order of orders) {
    if (order.charges !== 1 || order.booked !== 1)
      problems.push(
        `order ${order.number}: ${order.charges} approved charges, ${order.booked} in the processor's books`,
      );
  }
  const { rows: strays } = await pool.query<{ code: string }>(
    `SELECT v.code FROM vouchers v JOIN orders o ON o.id = v.order_id
      WHERE v.created_at >= $1
        AND NOT EXISTS (SELECT 1 FROM payment_charges c JOIN test_gateway_charges g ON g.reference = c.reference
                         WHERE c.order_id = o.id AND c.status = 'approved' AND o.status = 'paid')`,
    [since],
  );
  for (const { code } of strays) problems.push(`voucher ${code} without a paid, charged order`);
  const { rows: unbooked } = await pool.query<{ reference: string }>(
    `SELECT c.reference FROM payment_charges c
      WHERE c.created_at >= $1 AND NOT EXISTS (SELECT 1 FROM test_gateway_charges g WHERE g.reference = c.reference)`,
    [since],
  );
  for (const { reference } of unbooked) problems.push(`shop charge ${reference} the processor never made`);
  return problems;
}

export interface StockBaseline {
  dealId: number;
  unitsSold: number;
  vouchers: number;
  cap: number | null;
}

export async function stockBaseline(pool: pg.Pool, dealIds: number[]): Promise<StockBaseline[]> {
  const { rows } = await pool.query<{ id: number; units_sold: number; units_cap: number | null; vouchers: number }>(
    `SELECT d.id, d.units_sold, d.units_cap,
            (SELECT count(*)::int FROM vouchers v WHERE v.deal_id = d.id AND v.status = 'active') AS vouchers
       FROM deals d WHERE d.id = ANY($1) ORDER BY d.id`,
    [dealIds],
  );
  return rows.map((r) => ({ dealId: r.id, unitsSold: r.units_sold, vouchers: r.vouchers, cap: r.units_cap }));
}

/** Stock taken since `before` equals the vouchers issued since, and never passes the cap. */
export async function stockCheck(pool: pg.Pool, before: StockBaseline): Promise<void> {
  const [now] = await stockBaseline(pool, [before.dealId]);
  if (!now) throw new Error(`deal ${before.dealId} is gone`);
  const sold = now.unitsSold - before.unitsSold;
  const issued = now.vouchers - before.vouchers;
  if (sold !== issued)
    throw new Error(`deal ${before.dealId}: ${sold} units taken from stock, ${issued} vouchers issued`);
  if (now.cap !== null && now.unitsSold > now.cap)
    throw new Error(`deal ${before.dealId}: ${now.unitsSold} sold over its cap of ${now.cap}`);
}
