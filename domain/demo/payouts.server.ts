// The demo partner's money: a guest order of its first two deals, vouchers redeemed over the last
// two payout periods (one run paid, the latest awaiting approval), one redeemed since, one
// refunded and the rest still open, so the dashboard and /business/payouts show real figures.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Transaction } from "#db/connection.server";
import { deals, orderLines, orders, payoutRuns, vouchers } from "#db/schema.server";
import { createPayoutRun } from "#domain/partners/payout-runs.server";
import { savePayoutAccountIn } from "#domain/partners/payout-statements.server";
import { periodEndAtOrBefore } from "#domain/partners/payout-periods";
import { CODE_ALPHABET } from "#domain/vouchers/voucher-codes";

const DAY = 86_400_000;
/** What happens to each of the 14 vouchers: redeemed in period 1 or 2, redeemed since, refunded, open. */
const FATES = [
  "p1",
  "p1",
  "p1",
  "p1",
  "p1",
  "p2",
  "p2",
  "p2",
  "now",
  "refunded",
  "open",
  "open",
  "open",
  "open",
] as const;

export async function seedDemoPayouts(tx: Transaction, partnerId: string, now: Date): Promise<void> {
  const dealRows = await tx
    .select({ id: deals.id, title: deals.title, priceOre: deals.discountedPriceOre })
    .from(deals)
    .where(eq(deals.partnerId, partnerId))
    .orderBy(asc(deals.id))
    .limit(2);
  if (dealRows.length === 0) return;
  const secondEnd = periodEndAtOrBefore(now);
  const firstEnd = periodEndAtOrBefore(new Date(secondEnd.getTime() - 1));
  const purchased = new Date(firstEnd.getTime() - 20 * DAY);
  const totalOre = FATES.reduce((sum, _, i) => sum + dealRows[i % dealRows.length]!.priceOre, 0);
  const [order] = await tx
    .insert(orders)
    .values({
      number: "ORD-DEMOPAYOUT",
      email: "gjest@example.no",
      language: "no",
      totalOre,
      originalTotalOre: totalOre * 2,
      vatOre: Math.round((totalOre * 25) / 125),
      cardBrand: "visa",
      cardLast4: "4242",
      createdAt: purchased,
    })
    .returning({ id: orders.id });
  const lines = await tx
    .insert(orderLines)
    .values(
      dealRows.map((deal) => ({
        orderId: order!.id,
        dealId: deal.id,
        packageKind: "basic" as const,
        title: deal.title,
        quantity: FATES.length / dealRows.length,
        unitPriceOre: deal.priceOre,
        unitOriginalOre: deal.priceOre * 2,
        validityDays: 180,
      })),
    )
    .returning({ id: orderLines.id, dealId: orderLines.dealId });
  const redeemedAt = { p1: new Date(firstEnd.getTime() - 3 * DAY), p2: new Date(secondEnd.getTime() - 3 * DAY), now };
  const made = await tx
    .insert(vouchers)
    .values(
      FATES.map((fate, i) => {
        const line = lines[i % lines.length]!;
        return {
          code: `MAGIC-DEMPAYQR${CODE_ALPHABET[Math.floor(i / 31)]}${CODE_ALPHABET[i % 31]}`,
          orderId: order!.id,
          orderLineId: line.id,
          dealId: line.dealId,
          status:
            fate === "open" ? ("active" as const) : fate === "refunded" ? ("refunded" as const) : ("redeemed" as const),
          validUntil: new Date(purchased.getTime() + 180 * DAY),
          createdAt: purchased,
        };
      }),
    )
    .returning({ id: vouchers.id, status: vouchers.status });
  await tx.execute(sql`INSERT INTO voucher_events (voucher_id, from_status, to_status, occurred_at)
    SELECT * FROM unnest(${sql.param(made.map((v) => v.id))}::uuid[], ${sql.param(made.map(() => null))}::voucher_status[],
                         ${sql.param(made.map(() => "active"))}::voucher_status[], ${sql.param(made.map(() => purchased.toISOString()))}::timestamptz[])`);
  const moved = made.flatMap((v, i) => {
    const fate = FATES[i]!;
    if (fate === "open") return [];
    const at = fate === "refunded" ? new Date(purchased.getTime() + 2 * DAY) : redeemedAt[fate];
    return [{ id: v.id, status: v.status, at: at.toISOString() }];
  });
  await tx.execute(sql`INSERT INTO voucher_events (voucher_id, from_status, to_status, occurred_at)
    SELECT id, 'active', status, at FROM unnest(${sql.param(moved.map((m) => m.id))}::uuid[],
      ${sql.param(moved.map((m) => m.status))}::voucher_status[], ${sql.param(moved.map((m) => m.at))}::timestamptz[])
      AS t(id, status, at)`);

  await savePayoutAccountIn(tx, partnerId, "12345678903");
  await createPayoutRun(tx, firstEnd);
  await createPayoutRun(tx, secondEnd);
  // The first run went through: approved and paid two days after its period (no e-mail for the demo).
  await tx
    .update(payoutRuns)
    .set({
      status: "paid",
      approvedAt: new Date(firstEnd.getTime() + DAY),
      paidAt: new Date(firstEnd.getTime() + 2 * DAY),
    })
    .where(and(eq(payoutRuns.periodEnd, firstEnd)));
}
