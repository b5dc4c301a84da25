// Writes a paid order in one statement: the order, its charge, its lines, one voucher per unit
// with its first event, the idempotency key pointing at it, and the end of its recovery job.
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Transaction } from "#db/connection.server";
import { idempotencyKeys, orderLines, orders, paymentCharges, voucherEvents, vouchers } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { cancelJobStatement } from "#domain/platform/jobs.server";
import type { PackageKind } from "#domain/catalog/packages.server";
import { newVoucherCode } from "#domain/vouchers/voucher-code-generator.server";

export interface OrderRecord {
  idempotencyKey: string;
  /** The recovery job's key: removed in the same commit as the order, so it never outlives it. */
  recoveryJobKey: string;
  userId: string | null;
  email: string;
  language: Language;
  totalOre: number;
  originalTotalOre: number;
  vatOre: number;
  charge: { gateway: string; reference: string; brand: string; last4: string };
  lines: {
    dealId: number;
    packageKind: PackageKind;
    title: string;
    quantity: number;
    unitPriceOre: number;
    unitOriginalOre: number;
    validityDays: number;
  }[];
}

function orderNumber(): string {
  return `ORD-${randomBytes(5).toString("hex").toUpperCase()}`;
}

/**
 * One round trip for seven statements: the order, charge, lines, vouchers, voucher events, key,
 * and the recovery job's cancel, which so commits with the order. The ids are made here, so no
 * part waits for another's RETURNING, and the foreign keys are checked at the end of the
 * statement. One statement because concurrent buyers queue on the CPU each round trip costs
 * (socket write, parse, pool), not on locks or the disk (decision 007).
 */
export async function writeOrder(tx: Transaction, record: OrderRecord, now: Date) {
  const orderId = randomUUID();
  const number = orderNumber();
  const lineIds = record.lines.map(() => randomUUID());
  const units = record.lines.flatMap((line, i) => {
    const validUntil = new Date(now.getTime() + line.validityDays * 86_400_000).toISOString();
    return Array.from({ length: line.quantity }, () => ({
      id: randomUUID(),
      code: newVoucherCode(),
      lineId: lineIds[i],
      dealId: line.dealId,
      validUntil,
    }));
  });
  const column = <T>(values: T[]) => sql.param(values);
  const voucherIds = column(units.map((u) => u.id));
  await tx.execute(sql`
    WITH new_order AS (
      INSERT INTO ${orders} (id, number, user_id, email, language, total_ore, original_total_ore, vat_ore,
                             card_brand, card_last4)
      VALUES (${orderId}, ${number}, ${record.userId}, ${record.email}, ${record.language}, ${record.totalOre},
              ${record.originalTotalOre}, ${record.vatOre}, ${record.charge.brand}, ${record.charge.last4})
    ), new_charge AS (
      INSERT INTO ${paymentCharges} (order_id, gateway, reference, amount_ore, status)
      VALUES (${orderId}, ${record.charge.gateway}, ${record.charge.reference}, ${record.totalOre}, 'approved')
    ), new_lines AS (
      INSERT INTO ${orderLines} (id, order_id, deal_id, package_kind, title, quantity, unit_price_ore,
                                 unit_original_ore, validity_days)
      SELECT l.id, ${orderId}::uuid, l.deal_id, l.package_kind, l.title, l.quantity, l.unit_price_ore,
             l.unit_original_ore, l.validity_days
      FROM unnest(${column(lineIds)}::uuid[], ${column(record.lines.map((l) => l.dealId))}::int[],
                  ${column(record.lines.map((l) => l.packageKind))}::package_kind[],
                  ${column(record.lines.map((l) => l.title))}::text[],
                  ${column(record.lines.map((l) => l.quantity))}::int[],
                  ${column(record.lines.map((l) => l.unitPriceOre))}::bigint[],
                  ${column(record.lines.map((l) => l.unitOriginalOre))}::bigint[],
                  ${column(record.lines.map((l) => l.validityDays))}::int[])
           AS l(id, deal_id, package_kind, title, quantity, unit_price_ore, unit_original_ore, validity_days)
    ), new_vouchers AS (
      INSERT INTO ${vouchers} (id, code, order_id, order_line_id, deal_id, valid_until)
      SELECT v.id, v.code, ${orderId}::uuid, v.line_id, v.deal_id, v.valid_until
      FROM unnest(${voucherIds}::uuid[], ${column(units.map((u) => u.code))}::text[],
                  ${column(units.map((u) => u.lineId))}::uuid[], ${column(units.map((u) => u.dealId))}::int[],
                  ${column(units.map((u) => u.validUntil))}::timestamptz[])
           AS v(id, code, line_id, deal_id, valid_until)
    ), new_events AS (
      INSERT INTO ${voucherEvents} (voucher_id, to_status, actor_user_id, reason)
      SELECT id, 'active'::voucher_status, ${record.userId}::uuid, 'purchase' FROM unnest(${voucherIds}::uuid[]) AS e(id)
    ), keyed AS (
      UPDATE ${idempotencyKeys} SET order_id = ${orderId} WHERE key = ${record.idempotencyKey}
    ), recovery_cancelled AS (${cancelJobStatement(record.recoveryJobKey)})
    SELECT 1`);
  return { id: orderId, number };
}
