// Taking a line's units from a deal's stock inside the order's transaction, with the order's
// idempotency key claimed in the same statement for the first line.
import { sql } from "drizzle-orm";
import type { Transaction } from "#db/connection.server";
import { deals, idempotencyKeys } from "#db/schema.server";
import { liveDeal } from "#domain/catalog/live-deals.server";

export interface TakenUnits {
  /** False when another attempt holds the key (the units were then not taken). */
  claimed: boolean;
  /** False when the deal is not live or the cap has no room for the units. */
  taken: boolean;
  perCustomerLimit: number | null;
}

/**
 * A conditional update, so stock is never oversold: it holds the deal's row lock until the order
 * commits. With `claimKey` it first claims the idempotency key (a concurrent submit with the same
 * key waits on that insert, then finds it taken) and takes nothing unless the claim succeeded.
 * The claim and the update are one round trip, and the repeat look-up runs only on refusal
 * (checkout.server.ts): concurrent buyers queue on the CPU each round trip costs (decision 007).
 */
export async function takeUnits(
  tx: Transaction,
  line: { dealId: number; quantity: number },
  now: Date,
  claimKey: string | null,
): Promise<TakenUnits> {
  const claim =
    claimKey === null
      ? sql`SELECT 1`
      : sql`INSERT INTO ${idempotencyKeys} (key) VALUES (${claimKey}) ON CONFLICT DO NOTHING RETURNING key`;
  const result = await tx.execute<{ claimed: boolean; taken: boolean; per_customer_limit: number | null }>(sql`
    WITH claimed AS (${claim}),
    taken AS (
      UPDATE ${deals}
         SET units_sold = units_sold + ${line.quantity}, sold_count = sold_count + ${line.quantity}
       WHERE id = ${line.dealId} AND EXISTS (SELECT 1 FROM claimed)
         AND ${liveDeal(now)}
         AND (units_cap IS NULL OR units_sold + ${line.quantity} <= units_cap)
      RETURNING per_customer_limit)
    SELECT EXISTS (SELECT 1 FROM claimed) AS claimed, EXISTS (SELECT 1 FROM taken) AS taken,
           (SELECT per_customer_limit FROM taken) AS per_customer_limit`);
  const row = result.rows[0];
  return {
    claimed: row?.claimed ?? false,
    taken: row?.taken ?? false,
    perCustomerLimit: row?.per_customer_limit ?? null,
  };
}
