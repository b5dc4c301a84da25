// Writes a paid order in one statement: the order, its captured charge, its lines, one voucher per
// unit with its first event, the bought lines out of the buyer's server cart, and what the caller
// adds (its e-mail).
import { randomBytes, randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Transaction } from "#db/connection.server";
import {
  cartItems,
  orderLines,
  orders,
  paymentCharges,
  voucherDiscounts,
  voucherGiftCardParts,
  vouchers,
} from "#db/schema.server";
import type { Language } from "#i18n/languages";
import type { PackageKind } from "#domain/catalog/packages.server";
import { newVoucherCode } from "#domain/vouchers/voucher-code-generator.server";
import { issuedVouchersStatement } from "#domain/vouchers/voucher-transitions.server";
import type { GiftDetails } from "#domain/vouchers/gift-input";
import { giftStatements } from "#domain/vouchers/gifts.server";
import { paymentShown, type PaymentShown } from "#domain/receipts/sales-document.server";

export interface OrderRecord {
  userId: string | null;
  email: string;
  language: Language;
  /** What the payment provider charged; the order's total adds what a gift card paid. */
  totalOre: number;
  originalTotalOre: number;
  vatOre: number;
  /** The payment the provider captured: `gateway` is the provider's name, `reference` its payment id. */
  charge: { gateway: string; reference: string; brand: string; last4: string };
  lines: {
    dealId: number;
    packageKind: PackageKind;
    title: string;
    quantity: number;
    unitPriceOre: number;
    unitOriginalOre: number;
    validityDays: number;
    /** A promo code's part of each unit's price (voucher_discounts), when there is one. */
    unitDiscountsOre?: number[];
    /** A gift card's part of each unit's price (voucher_gift_card_parts). */
    unitGiftCardOre?: number[];
    gift?: GiftDetails;
  }[];
  /** The promo code the order was bought with, for its receipt. */
  discount?: { code: string; discountOre: number } | null;
  /** The MagicDeals gift card that paid part (or all) of the order. */
  giftCard?: { giftCardId: string; code: string; amountOre: number } | null;
}

/** The order as written, for what goes with it (the confirmation e-mail). */
export interface WrittenOrder {
  id: string;
  number: string;
  email: string;
  createdAt: Date;
  totalOre: number;
  /** What the receipt lists. */
  lines: { title: string; quantity: number; unitPriceOre: number }[];
  payment: PaymentShown;
  discount: { code: string; discountOre: number } | null;
  /** What a gift card paid of the total. */
  giftCardOre: number;
  /** By code, as the order page lists them. */
  vouchers: { code: string; title: string; validUntil: string; gift?: { recipientName: string; deliverOn: string } }[];
}

function orderNumber(): string {
  return `ORD-${randomBytes(5).toString("hex").toUpperCase()}`;
}

/**
 * One round trip for all of it: the order, charge, lines, vouchers, voucher events, key, cart
 * and job statements, and those `alongside` returns for the order (they run in the same
 * statement, so they commit with it or not at all). The ids are made here, so no part waits for
 * another's RETURNING, and the foreign keys are checked at the end of the statement. One
 * statement because concurrent buyers queue on the CPU each round trip costs (socket write,
 * parse, pool), not on locks or the disk (decision 007).
 */
export async function writeOrder(
  tx: Transaction,
  record: OrderRecord,
  now: Date,
  alongside: (order: WrittenOrder) => SQL[] = () => [],
): Promise<WrittenOrder> {
  const orderId = randomUUID();
  const giftCardOre = record.giftCard?.amountOre ?? 0;
  const number = orderNumber();
  const lineIds = record.lines.map(() => randomUUID());
  const units = record.lines.flatMap((line, i) => {
    const validUntil = new Date(now.getTime() + line.validityDays * 86_400_000).toISOString();
    return Array.from({ length: line.quantity }, (_, unit) => ({
      id: randomUUID(),
      discountOre: line.unitDiscountsOre?.[unit] ?? 0,
      giftCardOre: line.unitGiftCardOre?.[unit] ?? 0,
      code: newVoucherCode(),
      lineId: lineIds[i],
      dealId: line.dealId,
      title: line.title,
      validUntil,
      gift: line.gift,
    }));
  });
  const written: WrittenOrder = {
    id: orderId,
    number,
    email: record.email,
    createdAt: now,
    totalOre: record.totalOre + giftCardOre,
    lines: record.lines.map((l) => ({ title: l.title, quantity: l.quantity, unitPriceOre: l.unitPriceOre })),
    payment: paymentShown(record.charge.brand, record.charge.last4),
    discount: record.discount ?? null,
    giftCardOre,
    vouchers: units
      .map((u) => ({
        code: u.code,
        title: u.title,
        validUntil: u.validUntil,
        ...(u.gift ? { gift: { recipientName: u.gift.recipientName, deliverOn: u.gift.deliverOn } } : {}),
      }))
      .sort((a, b) => a.code.localeCompare(b.code)),
  };
  const gifts = giftStatements(
    orderId,
    record.language,
    units.flatMap((u) => (u.gift ? [{ voucherId: u.id, gift: u.gift }] : [])),
  );
  const also = [...gifts, ...alongside(written)].map(
    (statement, i) => sql`, ${sql.raw(`alongside_${i}`)} AS (${statement})`,
  );
  const column = <T>(values: T[]) => sql.param(values);
  const voucherIdList = units.map((u) => u.id);
  const voucherIds = column(voucherIdList);
  const discounted = units.filter((u) => u.discountOre > 0);
  const giftCardPaid = record.giftCard ? units.filter((u) => u.giftCardOre > 0) : [];
  await tx.execute(sql`
    WITH new_order AS (
      INSERT INTO ${orders} (id, number, user_id, email, language, total_ore, original_total_ore, vat_ore,
                             card_brand, card_last4)
      VALUES (${orderId}, ${number}, ${record.userId}, ${record.email}, ${record.language}, ${record.totalOre + giftCardOre},
              ${record.originalTotalOre}, ${record.vatOre}, ${record.charge.brand}, ${record.charge.last4})
    ), new_charge AS (
      INSERT INTO ${paymentCharges} (order_id, gateway, reference, amount_ore, status)
      VALUES (${orderId}, ${record.charge.gateway}, ${record.charge.reference}, ${record.totalOre},
              'captured'::charge_status)
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
    ), new_discounts AS (
      INSERT INTO ${voucherDiscounts} (voucher_id, discount_ore)
      SELECT * FROM unnest(${column(discounted.map((u) => u.id))}::uuid[],
                           ${column(discounted.map((u) => u.discountOre))}::bigint[])
    ), new_gift_card_parts AS (
      INSERT INTO ${voucherGiftCardParts} (voucher_id, gift_card_id, amount_ore)
      SELECT v.id, ${record.giftCard?.giftCardId ?? null}::uuid, v.amount
      FROM unnest(${column(giftCardPaid.map((u) => u.id))}::uuid[],
                  ${column(giftCardPaid.map((u) => u.giftCardOre))}::bigint[]) AS v(id, amount)
    ), new_events AS (${issuedVouchersStatement(voucherIdList, record.userId)}
    ), cart_cleared AS (
      DELETE FROM ${cartItems}
       WHERE user_id = ${record.userId}::uuid
         AND (deal_id, package_kind) IN (
           SELECT * FROM unnest(${column(record.lines.map((l) => l.dealId))}::int[],
                                ${column(record.lines.map((l) => l.packageKind))}::package_kind[]))
    )${sql.join(also, sql``)}
    SELECT 1`);
  return written;
}
