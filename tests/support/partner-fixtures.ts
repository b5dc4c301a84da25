// Deals, views and paid orders written straight into a test database, at given instants, so the
// dashboard's numbers can be checked against events known in advance. Deals are made by the
// seed's factory and remembered, so a browser test file can end them (partners come from
// createPartner in domain/demo/factories.server.ts).
import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/connection.server";
import { dealEvents, deals, orderLines, orders, paymentCharges, vouchers } from "../../db/schema.server";
import { createDeal as makeDeal, type DealValues } from "../../domain/demo/factories.server";

/** A deal of `partnerId` (published for a year unless said otherwise); endCreatedDeals ends it. */
export async function createDeal(db: Database, partnerId: string, values: Omit<DealValues, "partnerId"> = {}) {
  const deal = await makeDeal(db, partnerId, { endsAt: new Date(Date.now() + 365 * 86_400_000), ...values });
  createdDealIds.push(deal.id);
  return deal;
}

const createdDealIds: number[] = [];

/**
 * Ends the deals this file made. Browser test files share one app database, and others count
 * the seeded catalogue exactly (45 beauty deals, …), so a file must not leave live deals behind.
 */
export async function endCreatedDeals(db: Database) {
  if (createdDealIds.length === 0) return;
  await db
    .update(deals)
    .set({ status: "ended" })
    .where(inArray(deals.id, createdDealIds.splice(0)));
}

export async function addViews(db: Database, dealId: number, at: Date, count = 1) {
  await db
    .insert(dealEvents)
    .values(Array.from({ length: count }, () => ({ dealId, kind: "view" as const, occurredAt: at })));
}

/** A paid order of `quantity` units of one deal at `at`, with its charge and one voucher per unit. */
export async function addPaidOrder(
  db: Database,
  options: { dealId: number; userId: string | null; quantity: number; unitPriceOre: number; at: Date },
) {
  const total = options.quantity * options.unitPriceOre;
  const [order] = await db
    .insert(orders)
    .values({
      number: `ORD-${randomUUID().slice(0, 10).toUpperCase()}`,
      userId: options.userId,
      email: "kjoper@example.no",
      language: "no",
      totalOre: total,
      originalTotalOre: total * 2,
      vatOre: Math.round((total * 25) / 125),
      cardBrand: "visa",
      cardLast4: "4242",
      createdAt: options.at,
    })
    .returning({ id: orders.id });
  await db.insert(paymentCharges).values({
    orderId: order!.id,
    gateway: "local",
    reference: randomUUID(),
    amountOre: total,
    status: "approved",
    createdAt: options.at,
  });
  const [line] = await db
    .insert(orderLines)
    .values({
      orderId: order!.id,
      dealId: options.dealId,
      packageKind: "basic",
      title: "Testtilbud",
      quantity: options.quantity,
      unitPriceOre: options.unitPriceOre,
      unitOriginalOre: options.unitPriceOre * 2,
      validityDays: 30,
    })
    .returning({ id: orderLines.id });
  const made = await db
    .insert(vouchers)
    .values(
      Array.from({ length: options.quantity }, () => ({
        code: `MAGIC-T${randomUUID().replace(/-/g, "").slice(0, 10).toUpperCase()}`,
        orderId: order!.id,
        orderLineId: line!.id,
        dealId: options.dealId,
        validUntil: new Date(options.at.getTime() + 30 * 86_400_000),
        createdAt: options.at,
      })),
    )
    .returning({ id: vouchers.id });
  return { orderId: order!.id, voucherIds: made.map((v) => v.id) };
}
