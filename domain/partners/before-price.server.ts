// The before price a deal shows struck through ("Før 2 000 kr"), by the rule of
// prisopplysningsforskriften § 9a and markedsføringsloven § 7 (written for goods; services are
// held to the same honest rule here): a price reduction is measured from the lowest price the
// deal was sold at in the 30 days before the new price began. A deal's first price is measured
// from the partner's ordinary price, shown only once an admin approved the claim. Decided when
// an admin approves a version (the moment a price begins), in that transaction.
import { sql } from "drizzle-orm";
import type { Transaction } from "#db/connection.server";
import { dealPriceChanges, deals } from "#db/schema.server";

export const LOWEST_PRICE_DAYS = 30;

export type BeforePriceBasis = "ordinary" | "lowest30";

export interface BeforePrice {
  /** The price shown struck through; equal to the price when no reduction may be claimed. */
  beforePriceOre: number;
  basis: BeforePriceBasis;
}

/**
 * The before price once `next` (the approved version's ordinary and discounted price) goes live
 * at `now`. `firstReview`: the deal has never been on sale.
 */
export async function beforePriceFor(
  tx: Transaction,
  dealId: number,
  next: { originalPriceOre: number; discountedPriceOre: number },
  firstReview: boolean,
  now: Date,
): Promise<BeforePrice> {
  const ordinary: BeforePrice = { beforePriceOre: next.originalPriceOre, basis: "ordinary" };
  if (firstReview) return ordinary;
  const [live] = await tx
    .select({
      discountedPriceOre: deals.discountedPriceOre,
      beforePriceOre: deals.originalPriceOre,
      basis: deals.beforePriceBasis,
    })
    .from(deals)
    .where(sql`${deals.id} = ${dealId}`);
  if (!live) return ordinary;
  if (live.discountedPriceOre === next.discountedPriceOre)
    return live.basis === "ordinary" ? ordinary : { beforePriceOre: live.beforePriceOre, basis: live.basis };

  // Each approved price was on sale from its decision until the next one; the live price until now
  // (seeded deals have no history rows, and the live price is the last approved one anyway).
  const windowStart = new Date(now.getTime() - LOWEST_PRICE_DAYS * 86_400_000);
  const { rows } = await tx.execute<{ lowest: string | null }>(sql`
    SELECT min(price)::text AS lowest FROM (
      SELECT ${dealPriceChanges.discountedPriceOre} AS price,
             lead(${dealPriceChanges.decidedAt}) OVER (ORDER BY ${dealPriceChanges.decidedAt}, ${dealPriceChanges.id}) AS ended
        FROM ${dealPriceChanges}
       WHERE ${dealPriceChanges.dealId} = ${dealId} AND ${dealPriceChanges.status} = 'approved'
         AND ${dealPriceChanges.decidedAt} < ${now}
    ) history
     WHERE coalesce(ended, ${now}) > ${windowStart}`);
  const lowest = Math.min(live.discountedPriceOre, Number(rows[0]?.lowest ?? Infinity));
  return { beforePriceOre: Math.max(lowest, next.discountedPriceOre), basis: "lowest30" };
}
