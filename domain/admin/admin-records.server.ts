// What an admin looks up for customer service: customers, their orders and vouchers; and the
// one voucher action that is admin-only, voiding (cancelled without money back, e.g. fraud).
import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { containsPattern } from "#domain/platform/like-pattern";
import { z } from "zod";
import type { Database } from "#db/connection.server";
import { deals, orderLines, orders, refunds, users, vouchers } from "#db/schema.server";
import { transitionVouchers } from "#domain/vouchers/voucher-transitions.server";

const LIMIT = 50;

export async function searchCustomers(db: Database, query: string) {
  // NUL characters dropped: PostgreSQL text cannot hold them (a query error).
  const q = query.replaceAll("\u0000", "").trim();
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      // Written out in full: inside a subquery Drizzle would leave both columns unqualified.
      orderCount: sql<number>`(SELECT count(*)::int FROM orders o WHERE o.user_id = "users"."id")`,
    })
    .from(users)
    .where(q ? or(ilike(users.email, containsPattern(q)), ilike(users.name, containsPattern(q))) : undefined)
    .orderBy(desc(users.createdAt))
    .limit(LIMIT);
}

/** Orders by number, buyer e-mail or customer id, newest first, with their vouchers. */
export async function searchOrders(db: Database, filter: { query?: string; userId?: string }) {
  const q = filter.query?.replaceAll("\u0000", "").trim() ?? "";
  const conditions = [];
  if (filter.userId && z.uuid().safeParse(filter.userId).success) conditions.push(eq(orders.userId, filter.userId));
  if (q) conditions.push(or(ilike(orders.number, containsPattern(q)), ilike(orders.email, containsPattern(q))));
  const found = await db
    .select({
      id: orders.id,
      number: orders.number,
      email: orders.email,
      status: orders.status,
      totalOre: orders.totalOre,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(orders.createdAt))
    .limit(LIMIT);
  if (found.length === 0) return [];
  const voucherRows = await db
    .select({
      id: vouchers.id,
      orderId: vouchers.orderId,
      code: vouchers.code,
      status: vouchers.status,
      validUntil: vouchers.validUntil,
      title: deals.title,
      packageKind: orderLines.packageKind,
      priceOre: orderLines.unitPriceOre,
      /** Where the money back stands: pending until the provider confirms, failed when it refused. */
      refundStatus: refunds.status,
      refundFailure: refunds.failureReason,
    })
    .from(vouchers)
    .innerJoin(deals, eq(deals.id, vouchers.dealId))
    .innerJoin(orderLines, eq(orderLines.id, vouchers.orderLineId))
    .leftJoin(refunds, eq(refunds.voucherId, vouchers.id))
    .where(
      inArray(
        vouchers.orderId,
        found.map((o) => o.id),
      ),
    )
    .orderBy(vouchers.code);
  return found.map((order) => ({ ...order, vouchers: voucherRows.filter((v) => v.orderId === order.id) }));
}

export type VoidResult = { ok: true } | { ok: false; reason: "notFound" | "notActive" };

/** Cancels an active voucher without refunding it, with the admin's reason (voucher event and audit). */
export async function voidVoucher(
  db: Database,
  request: { voucherId: string; adminId: string; reason: string },
): Promise<VoidResult> {
  if (!z.uuid().safeParse(request.voucherId).success) return { ok: false, reason: "notFound" };
  const voided = await transitionVouchers(db, {
    transition: "void",
    where: eq(vouchers.id, request.voucherId),
    actorUserId: request.adminId,
    reason: request.reason,
  });
  if (voided.length > 0) return { ok: true };
  const [exists] = await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.id, request.voucherId));
  return { ok: false, reason: exists ? "notActive" : "notFound" };
}
