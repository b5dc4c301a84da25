// The 14-day money-back promise: an unused voucher can be refunded by its owner within 14 days
// of purchase, and by an admin (customer service) at any time. One use-case for both, in one
// transaction: the voucher's transition, the charge, the order, the stock and the e-mail to
// the customer.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { deals, orderLines, orders, paymentCharges, users, vouchers } from "#db/schema.server";
import { parseLanguage, type Language } from "#i18n/languages";
import type { PaymentGateway } from "#domain/checkout/payments.server";
import { queueMail, type Mailer } from "#domain/platform/mail.server";
import { refundMail } from "./refund-mail.server";
import { transitionVouchers } from "./voucher-transitions.server";

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

/** What a refund works with: the payment gateway that gives the money back, and the mail. */
export interface RefundServices {
  gateway: PaymentGateway;
  mailer: Mailer;
}

/** The owner's 14-day refund; the e-mail is in the language the owner is using. */
export function refundVoucher(
  db: Database,
  services: RefundServices,
  request: { voucherId: string; userId: string; language: Language },
  now = new Date(),
): Promise<RefundResult> {
  return refund(
    db,
    services,
    {
      voucherId: request.voucherId,
      ownerId: request.userId,
      actorUserId: request.userId,
      reason: "14-day refund by the customer",
      language: request.language,
    },
    now,
  );
}

/**
 * Customer service: an admin refunds any active voucher, also after 14 days, with a reason
 * (audited). The customer gets the same e-mail, in the language of their order.
 */
export function refundVoucherAsAdmin(
  db: Database,
  services: RefundServices,
  request: { voucherId: string; adminId: string; reason: string },
  now = new Date(),
): Promise<RefundResult> {
  return refund(
    db,
    services,
    { voucherId: request.voucherId, ownerId: null, actorUserId: request.adminId, reason: request.reason },
    now,
  );
}

async function refund(
  db: Database,
  { gateway, mailer }: RefundServices,
  request: { voucherId: string; ownerId: string | null; actorUserId: string; reason: string; language?: Language },
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
        code: vouchers.code,
        dealId: vouchers.dealId,
        orderId: orders.id,
        purchasedAt: orders.createdAt,
        amountOre: orderLines.unitPriceOre,
        title: orderLines.title,
        titleEn: deals.titleEn,
        orderEmail: orders.email,
        orderLanguage: orders.language,
        accountEmail: users.email,
        accountName: users.name,
      })
      .from(vouchers)
      .innerJoin(orders, eq(orders.id, vouchers.orderId))
      .innerJoin(orderLines, eq(orderLines.id, vouchers.orderLineId))
      .innerJoin(deals, eq(deals.id, vouchers.dealId))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(
        request.ownerId === null
          ? eq(vouchers.id, request.voucherId)
          : and(eq(vouchers.id, request.voucherId), eq(orders.userId, request.ownerId)),
      )
      .for("update", { of: vouchers });
    if (!row) return { ok: false, reason: "notFound" };
    const blocked = refundBlock(row, now);
    if (blocked === "notActive" || (blocked && !byAdmin)) return { ok: false, reason: blocked };

    const moved = await transitionVouchers(tx, {
      transition: "refund",
      where: eq(vouchers.id, request.voucherId),
      actorUserId: request.actorUserId,
      reason: request.reason,
      details: { amountOre: row.amountOre },
      now,
    });
    if (moved.length === 0) return { ok: false, reason: "notActive" };
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

    // To the account's address when the order has one (it may have changed since), else the order's.
    const lang = request.language ?? parseLanguage(row.orderLanguage);
    const title = lang === "en" ? (row.titleEn ?? row.title) : row.title;
    await queueMail(
      tx,
      mailer,
      refundMail(
        { name: row.accountName, email: row.accountEmail ?? row.orderEmail },
        { code: row.code, title },
        row.amountOre,
        lang,
      ),
    );
    await gateway.refund(charge.reference, row.amountOre);
    return { ok: true, amountOre: row.amountOre, orderId: row.orderId };
  });
}
