// A price history for one demo deal, so a newcomer sees the before-price rule at work after
// `npm start`: the deal sold at a higher price for a while, was cut six days ago, and shows the
// lowest price of the 30 days before the cut ("Laveste pris siste 30 dager"), not the ordinary price.
import { and, desc, eq, lt } from "drizzle-orm";
import type { Transaction } from "#db/connection.server";
import { dealPriceChanges, deals } from "#db/schema.server";
import { discountPercent } from "#domain/partners/deal-input.server";

const DAY = 86_400_000;

/** Gives the partner's last deal with less than 50 % off (so the flash list keeps its deals) a price cut. */
export async function seedPriceHistory(tx: Transaction, partnerId: string, now: Date): Promise<void> {
  const [deal] = await tx
    .select({ id: deals.id, ordinary: deals.originalPriceOre, price: deals.discountedPriceOre })
    .from(deals)
    .where(and(eq(deals.partnerId, partnerId), lt(deals.discountPercent, 50)))
    .orderBy(desc(deals.id))
    .limit(1);
  if (!deal) return;
  // The earlier price: 15 % above today's, in whole tens of kroner, and below the ordinary price.
  const earlier = Math.min(Math.round((deal.price * 1.15) / 1000) * 1000, deal.ordinary - 1000);
  if (earlier <= deal.price) return;
  const change = (discountedPriceOre: number, daysAgo: number) => {
    const at = new Date(now.getTime() - daysAgo * DAY);
    return {
      dealId: deal.id,
      originalPriceOre: deal.ordinary,
      discountedPriceOre,
      originalPriceConfirmed: true,
      status: "approved" as const,
      requestedAt: at,
      decidedAt: at,
    };
  };
  await tx.insert(dealPriceChanges).values([change(earlier, 24), change(deal.price, 6)]);
  await tx
    .update(deals)
    .set({
      originalPriceOre: earlier,
      discountPercent: discountPercent(earlier, deal.price),
      beforePriceBasis: "lowest30",
      claimedOriginalPriceOre: deal.ordinary,
    })
    .where(eq(deals.id, deal.id));
}
