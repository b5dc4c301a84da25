// The 14-day money-back promise: an unused voucher can be refunded by its owner within 14 days
// of purchase. One transaction: the voucher, its event, the charge, the order and the stock.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { deals, orderLines, orders, paymentCharges, voucherEvents, vouchers } from "#db/schema.server";
import { recordAudit } from "#domain/platform/audit.server";
import type { PaymentGateway } from "#domain/checkout/payments.server";

export const REFUND_DAYS = 14;

export type RefundBlock = "notActive" | "windowClosed";

/** Why a voucher cannot be refunded now, or null when it can. */
export function refundBlock(voucher: { status: string; purchasedAt: Date }, now = new Date()): RefundBlock | null {
  if (voucher.status !== "active") return "notActive";
  if (now.getTime() - voucher.purchasedAt.getTime() > REFUND_DAYS * 86_400_000) return "windowClosed";
  return null;
}

export type RefundResult =
  { ok: true; amountOre: number; orderId: string } | { ok: false; reason: RefundBlock | "notFound" };

/** The owner's 14-day refund. */
export function refundVoucher(
  db: Database,
  gateway: PaymentGateway,
  request: { voucherId: string; userId: string },
  now = new Date(),
): Promise<RefundResult> {
  return refund(
    db,
    gateway,
    {
      voucherId: request.voucherId,
      ownerId: request.userId,
      actorUserId: request.userId,
      reason: "14-day refund by the customer",
    },
    now,
  );
}

/** Customer service: an admin refunds any active voucher, also after 14 days, with a reason (audited). */
export function refundVoucherAsAdmin(
  db: Database,
  gateway: PaymentGateway,
  request: { voucherId: string; adminId: string; reason: string },
  now = new Date(),
): Promise<RefundResult> {
  return refund(
    db,
    gateway,
    { voucherId: request.voucherId, ownerId: null, actorUserId: request.adminId, reason: request.reason },
    now,
  );
}

async function refund(
  db: Database,
  gateway: PaymentGateway,
  request: { voucherId: string; ownerId: string | null; actorUserId: string; reason: string },
  now: Date,
): Promise<RefundResult> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(request.voucherId))
    return { ok: false, reason: "notFound" };
  const byAdmin = request.ownerId === null;
  return db.transaction(async (tx) => {
    // Only the buyer's own voucher (any voucher for an admin); the row lock makes two refund
    // clicks refund once.
    const [row] = await tx
      .select({
        status: vouchers.status,
        dealId: vouchers.dealId,
        orderId: orders.id,
        purchasedAt: orders.createdAt,
        amountOre: orderLines.unitPriceOre,
      })
      .from(vouchers)
      .innerJoin(orders, eq(orders.id, vouchers.orderId))
      .innerJoin(orderLines, eq(orderLines.id, vouchers.orderLineId))
      .where(
        request.ownerId === null
          ? eq(vouchers.id, request.voucherId)
          : and(eq(vouchers.id, request.voucherId), eq(orders.userId, request.ownerId)),
      )
      .for("update", { of: vouchers });
    if (!row) return { ok: false, reason: "notFound" };
    const blocked = refundBlock(row, now);
    if (blocked === "notActive" || (blocked && !byAdmin)) return { ok: false, reason: blocked };

    await tx.update(vouchers).set({ status: "refunded" }).where(eq(vouchers.id, request.voucherId));
    await tx.insert(voucherEvents).values({
      voucherId: request.voucherId,
      fromStatus: "active",
      toStatus: "refunded",
      actorUserId: request.actorUserId,
      reason: request.reason,
      occurredAt: now,
    });
    // The unit is for sale again.
    await tx
      .update(deals)
      .set({ unitsSold: sql`greatest(${deals.unitsSold} - 1, 0)`, soldCount: sql`greatest(${deals.soldCount} - 1, 0)` })
      .where(eq(deals.id, row.dealId));
    const [charge] = await tx
      .update(paymentCharges)
      .set({ refundedOre: sql`${paymentCharges.refundedOre} + ${row.amountOre}` })
      .where(eq(paymentCharges.orderId, row.orderId))
      .returning({
        reference: paymentCharges.reference,
        amountOre: paymentCharges.amountOre,
        refundedOre: paymentCharges.refundedOre,
      });
    if (!charge) throw new Error("A paid order without its charge");
    const fully = charge.refundedOre >= charge.amountOre;
    if (fully)
      await tx.update(paymentCharges).set({ status: "refunded" }).where(eq(paymentCharges.orderId, row.orderId));
    await tx
      .update(orders)
      .set({ status: fully ? "refunded" : "partially_refunded" })
      .where(eq(orders.id, row.orderId));
    if (byAdmin)
      await recordAudit(tx, {
        actorUserId: request.actorUserId,
        action: "voucher.refund",
        subjectType: "voucher",
        subjectId: request.voucherId,
        details: { reason: request.reason, amountOre: row.amountOre },
      });
    await gateway.refund(charge.reference, row.amountOre);
    return { ok: true, amountOre: row.amountOre, orderId: row.orderId };
  });
}
