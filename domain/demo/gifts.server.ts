// The demo customer has given two vouchers as gifts, so My Vouchers shows both states after
// `npm start`: one to be e-mailed in a week (its delivery job queued, as a real order's is) and
// one already sent. Bought five days before `now` (still refundable) from a deal that is not the
// demo partner's, so that partner's dashboard and payouts stay as their own seed makes them.
import { and, asc, eq, gt, ne } from "drizzle-orm";
import type { Transaction } from "#db/connection.server";
import { dealPackages, deals, orderLines, orders, voucherGifts, vouchers } from "#db/schema.server";
import { addDays, osloDay } from "#domain/bookings/booking-slots";
import { enqueueJobStatement } from "#domain/platform/jobs.server";
import { GIFT_DELIVERY_JOB, giftJobKey } from "#domain/vouchers/gift-cancel.server";
import { giftDueAt } from "#domain/vouchers/gifts.server";

const DAY_MS = 86_400_000;
export const DEMO_GIFT_CODES = ["MAGIC-GVDEM22225", "MAGIC-GVDEM22226"] as const;

export async function seedDemoGifts(
  tx: Transaction,
  customer: { id: string; email: string },
  now: Date,
  demoPartnerId: string | undefined,
): Promise<void> {
  const [deal] = await tx
    .select({
      id: deals.id,
      title: deals.title,
      priceOre: dealPackages.priceOre,
      validityDays: dealPackages.validityDays,
    })
    .from(deals)
    .innerJoin(dealPackages, and(eq(dealPackages.dealId, deals.id), eq(dealPackages.kind, "basic")))
    .where(
      and(
        eq(deals.status, "published"),
        gt(deals.endsAt, new Date(now.getTime() + 30 * DAY_MS)),
        demoPartnerId ? ne(deals.partnerId, demoPartnerId) : undefined,
      ),
    )
    .orderBy(asc(deals.id))
    .limit(1);
  if (!deal) return;

  const boughtAt = new Date(now.getTime() - 5 * DAY_MS);
  const quantity = DEMO_GIFT_CODES.length;
  const total = deal.priceOre * quantity;
  const [order] = await tx
    .insert(orders)
    .values({
      number: "ORD-DEMOGIFT01",
      userId: customer.id,
      email: customer.email,
      language: "no",
      totalOre: total,
      originalTotalOre: total,
      vatOre: Math.round(total / 5),
      cardBrand: "visa",
      cardLast4: "4242",
      createdAt: boughtAt,
    })
    .returning({ id: orders.id });
  const [line] = await tx
    .insert(orderLines)
    .values({
      orderId: order!.id,
      dealId: deal.id,
      packageKind: "basic",
      title: deal.title,
      quantity,
      unitPriceOre: deal.priceOre,
      unitOriginalOre: deal.priceOre,
      validityDays: deal.validityDays,
    })
    .returning({ id: orderLines.id });
  const [scheduled, sent] = await tx
    .insert(vouchers)
    .values(
      DEMO_GIFT_CODES.map((code) => ({
        code,
        orderId: order!.id,
        orderLineId: line!.id,
        dealId: deal.id,
        validUntil: new Date(boughtAt.getTime() + deal.validityDays * DAY_MS),
        createdAt: boughtAt,
      })),
    )
    .returning({ id: vouchers.id });

  const today = osloDay(now);
  const inAWeek = addDays(today, 7);
  await tx.insert(voucherGifts).values([
    {
      voucherId: scheduled!.id,
      orderId: order!.id,
      recipientName: "Ola Nordmann",
      recipientEmail: "ola.nordmann@example.no",
      message: "Gratulerer med dagen! Kos deg.",
      deliverOn: inAWeek,
      language: "no",
      createdAt: boughtAt,
    },
    {
      voucherId: sent!.id,
      orderId: order!.id,
      recipientName: "Ingrid Berg",
      recipientEmail: "ingrid.berg@example.no",
      message: "Takk for hjelpen med flyttingen!",
      deliverOn: addDays(today, -3),
      language: "no",
      sentAt: new Date(now.getTime() - 3 * DAY_MS),
      createdAt: boughtAt,
    },
  ]);
  await tx.execute(
    enqueueJobStatement({
      kind: GIFT_DELIVERY_JOB,
      payload: { voucherId: scheduled!.id },
      dedupeKey: giftJobKey(scheduled!.id),
      runAt: giftDueAt(inAWeek),
    }),
  );
}
