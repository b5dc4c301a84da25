// Taking a line's units from a deal's stock inside the checkout's transaction.
import { sql } from "drizzle-orm";
import type { Transaction } from "#db/connection.server";
import { deals } from "#db/schema.server";
import { liveDeal } from "#domain/catalog/live-deals.server";

export interface TakenUnits {
  /** False when the deal is not live or the cap has no room for the units. */
  taken: boolean;
  perCustomerLimit: number | null;
}

/**
 * A conditional update, so stock is never oversold: it holds the deal's row lock until the
 * checkout's transaction commits.
 */
export async function takeUnits(
  tx: Transaction,
  line: { dealId: number; quantity: number },
  now: Date,
): Promise<TakenUnits> {
  const result = await tx.execute<{ taken: boolean; per_customer_limit: number | null }>(sql`
    WITH taken AS (
      UPDATE ${deals}
         SET units_sold = units_sold + ${line.quantity}, sold_count = sold_count + ${line.quantity}
       WHERE id = ${line.dealId}
         AND ${liveDeal(now)}
         AND (units_cap IS NULL OR units_sold + ${line.quantity} <= units_cap)
      RETURNING per_customer_limit)
    SELECT EXISTS (SELECT 1 FROM taken) AS taken, (SELECT per_customer_limit FROM taken) AS per_customer_limit`);
  const row = result.rows[0];
  return { taken: row?.taken ?? false, perCustomerLimit: row?.per_customer_limit ?? null };
}
