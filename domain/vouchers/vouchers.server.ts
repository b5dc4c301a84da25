// Reading orders and vouchers, always for the person they belong to.
import { desc, eq, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { preparedQuery } from "#db/prepared-queries.server";
import {
  bookings,
  deals,
  orderLines,
  orders,
  partners,
  refunds,
  reviews,
  voucherGifts,
  vouchers,
  dealLocations,
  partnerLocations,
} from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { paymentShown, type PaymentShown } from "#domain/receipts/sales-document.server";
import { refundBlock, refundDeadline, type RefundBlock } from "./refunds.server";
import type { VoucherStatus } from "./voucher-transitions.server";
import { toBusinessInfo, type BusinessInfo, type BusinessInfoRow } from "#domain/partners/business-info";
import { businessInfoColumns } from "#domain/partners/business-info.server";
import { locationAddress } from "#domain/partners/locations.server";
import { giftState, type GiftStatus } from "./gift-input";

export interface VoucherView {
  id: string;
  code: string;
  status: VoucherStatus;
  validUntil: string;
  title: string;
  city: string;
  imageSrc: string;
  dealId: number;
  orderId: string;
  orderNumber: string;
  purchasedAt: string;
  /** Why the 14-day refund is not offered, or null when it is. */
  refundBlock: RefundBlock | null;
  /** Refunded here, but the payment provider has not confirmed the money back yet. */
  refundPending: boolean;
  /** What a refund pays back: the price paid for this voucher. */
  amountOre: number;
  /** Where a refund's money goes: the card or Vipps the order was paid with. */
  payment: PaymentShown;
  /** The last moment the owner may refund it (14 days after purchase). */
  refundDeadline: string;
  /** Where and how to use it: the business's address, phone, website or booking link. */
  business: BusinessInfo;
  /** The locations the voucher can be used at (its deal's), the partner's order; empty: the business's address. */
  locations: { name: string; address: string }[];
  /** The appointment booked with it (ISO time), or null. */
  bookedAt: string | null;
  /** Whether its owner has reviewed the deal from it (only a redeemed voucher may). */
  reviewed: boolean;
  /** Given as a gift: to whom, when, and what the recipient did with it. */
  gift: GiftStatus | null;
}

interface GiftRow {
  recipientName: string;
  recipientEmail: string;
  deliverOn: string;
  sentAt: string | null;
  cancelledAt: string | null;
  openedAt: string | null;
  claimedAt: string | null;
}

/** The columns a VoucherView is made of (toView), for listings built elsewhere (my-vouchers.server.ts). */
export const voucherColumns = (lang: Language) => ({
  id: vouchers.id,
  code: vouchers.code,
  status: vouchers.status,
  validUntil: vouchers.validUntil,
  title: lang === "en" ? sql<string>`coalesce(${deals.titleEn}, ${orderLines.title})` : orderLines.title,
  city: deals.city,
  imageSrc: deals.imageSrc,
  dealId: vouchers.dealId,
  orderId: orders.id,
  orderNumber: orders.number,
  purchasedAt: orders.createdAt,
  amountOre: orderLines.unitPriceOre,
  cardBrand: orders.cardBrand,
  cardLast4: orders.cardLast4,
  // A refund the provider refused stays "in progress" for the customer: an admin pays it back by hand.
  refundPending: sql<boolean>`exists (select 1 from ${refunds} where ${refunds.voucherId} = ${vouchers.id} and ${refunds.status} in ('pending', 'failed'))`,
  business: businessInfoColumns,
  bookedAt: sql<Date | null>`(select ${bookings.startsAt} from ${bookings} where ${bookings.voucherId} = ${vouchers.id} and ${bookings.status} = 'booked')`,
  gift: sql<GiftRow | null>`(select json_build_object('recipientName', g.recipient_name, 'recipientEmail', g.recipient_email,
    'deliverOn', g.deliver_on, 'sentAt', g.sent_at, 'cancelledAt', g.cancelled_at, 'openedAt', g.opened_at,
    'claimedAt', g.claimed_at) from ${voucherGifts} g where g.voucher_id = ${vouchers.id})`,
  giftClaimed: sql<boolean>`exists (select 1 from ${voucherGifts} where ${voucherGifts.voucherId} = ${vouchers.id} and ${voucherGifts.claimedAt} is not null)`,
  reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.voucherId} = ${vouchers.id})`,
  locations: sql<LocationRow[]>`coalesce((select json_agg(json_build_object('name', l.name, 'address', l.address,
    'postalCode', l.postal_code, 'city', l.city) order by l.created_at, l.id)
    from ${dealLocations} dl join ${partnerLocations} l on l.id = dl.location_id where dl.deal_id = ${vouchers.dealId}), '[]')`,
});

type LocationRow = { name: string; address: string; postalCode: string | null; city: string };

export function toView(
  row: {
    id: string;
    code: string;
    status: VoucherView["status"];
    validUntil: Date;
    title: string;
    city: string;
    imageSrc: string;
    dealId: number;
    orderId: string;
    orderNumber: string;
    purchasedAt: Date;
    refundPending: boolean;
    reviewed: boolean;
    amountOre: number;
    cardBrand: string;
    cardLast4: string;
    business: BusinessInfoRow;
    locations: LocationRow[];
    bookedAt: Date | null;
    giftClaimed: boolean;
    gift: GiftRow | null;
  },
  lang: Language,
  now = new Date(),
): VoucherView {
  const { cardBrand, cardLast4, business, locations, giftClaimed: _claimed, gift, ...rest } = row;
  return {
    ...rest,
    gift: gift
      ? {
          recipientName: gift.recipientName,
          recipientEmail: gift.recipientEmail,
          deliverOn: gift.deliverOn,
          state: giftState(gift),
        }
      : null,
    business: toBusinessInfo(business, lang),
    locations: locations.map((l) => ({ name: l.name, address: locationAddress(l) })),
    validUntil: row.validUntil.toISOString(),
    purchasedAt: row.purchasedAt.toISOString(),
    refundBlock: refundBlock(row, now),
    payment: paymentShown(cardBrand, cardLast4),
    refundDeadline: refundDeadline(row.purchasedAt).toISOString(),
    bookedAt: row.bookedAt ? new Date(row.bookedAt).toISOString() : null,
  };
}

/** Vouchers with what a VoucherView shows of their order, line, deal and business. */
function voucherViewRows(db: Database, lang: Language) {
  return db
    .select(voucherColumns(lang))
    .from(vouchers)
    .innerJoin(orders, eq(orders.id, vouchers.orderId))
    .innerJoin(orderLines, eq(orderLines.id, vouchers.orderLineId))
    .innerJoin(deals, eq(deals.id, vouchers.dealId))
    .innerJoin(partners, eq(partners.id, deals.partnerId));
}

// Prepared, one statement per language (the title's column differs): My vouchers runs it on every
// render, and building its dozen sub-selects in Drizzle and planning them in PostgreSQL cost more
// than running it for a customer with a few vouchers.
function userVouchersQuery(lang: Language) {
  return preparedQuery((db) => {
    // `(SELECT $n)` hides the customer from the planner, so every customer gets the same plan and
    // PostgreSQL keeps its generic plan after five calls. Seen, the customer's own order count
    // made the generic plan (planned for the average customer) look dearer than each customer's
    // own, and the statement was planned anew on every render (0.7 ms, more than running it).
    const userId = sql`(SELECT ${sql.placeholder("userId")}::uuid)`;
    return (
      voucherViewRows(db, lang)
        // Bought by the user, or given to them and claimed (domain/vouchers/gifts.server.ts). As a
        // list of ids: an OR across the joined tables can use neither the orders' index by user nor
        // the gifts' by claimer, and read every voucher, order, line and deal (13 ms on the demo data).
        // `= ANY (ARRAY(…))` rather than `IN (…)`: the planner takes an array of ids for a few and
        // finds each voucher's order, line, deal and sub-selects by index, where a semi-join planned
        // for the average customer's 130 would scan the vouchers and reviews whole.
        .where(
          sql`${vouchers.id} = ANY (ARRAY(
              SELECT v.id FROM ${vouchers} v JOIN ${orders} o ON o.id = v.order_id WHERE o.user_id = ${userId}
              UNION ALL
              SELECT ${voucherGifts.voucherId} FROM ${voucherGifts} WHERE ${voucherGifts.claimedBy} = ${userId}))`,
        )
        .orderBy(desc(orders.createdAt), vouchers.code)
        .prepare(`user_vouchers_${lang}`)
    );
  });
}

const userVouchersQueries = { no: userVouchersQuery("no"), en: userVouchersQuery("en") };

/** Every voucher the user bought or claimed as a gift, newest first. */
export async function listUserVouchers(db: Database, userId: string, lang: Language): Promise<VoucherView[]> {
  const rows = await userVouchersQueries[lang](db).execute({ userId });
  return rows.map((row) => toView(row, lang));
}

/**
 * An account's order is its buyer's only; the checkout cookie opens guest orders alone. Else a
 * browser signed out after a purchase (a shared computer) would keep showing the account's
 * vouchers to the next person, and a cookie naming someone else's order id would open it.
 */
function isViewers(
  order: { orderId: string; userId: string | null },
  viewer: { userId: string | null; guestOrderIds: string[] },
): boolean {
  if (order.userId !== null) return order.userId === viewer.userId;
  return viewer.guestOrderIds.includes(order.orderId);
}

export interface OrderView {
  id: string;
  number: string;
  email: string;
  createdAt: string;
  totalOre: number;
  vatOre: number;
  vouchers: VoucherView[];
}

/**
 * An order for the person allowed to see it: its buyer when signed in, or the browser that just
 * placed it (a guest, identified by the order ids in its checkout cookie).
 */
export async function getOrderForViewer(
  db: Database,
  orderId: string,
  viewer: { userId: string | null; guestOrderIds: string[] },
  lang: Language,
): Promise<OrderView | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(orderId)) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  if (!isViewers({ orderId: order.id, userId: order.userId }, viewer)) return undefined;
  const rows = await voucherViewRows(db, lang).where(eq(vouchers.orderId, order.id)).orderBy(vouchers.code);
  return {
    id: order.id,
    number: order.number,
    email: order.email,
    createdAt: order.createdAt.toISOString(),
    totalOre: order.totalOre,
    vatOre: order.vatOre,
    vouchers: rows.map((row) => toView(row, lang)),
  };
}

export interface VoucherDocument extends VoucherView {
  partnerName: string;
  partnerAddress: string;
  finePrint: string;
  /** The e-mail the order was placed with, and its account (null for a guest order). */
  orderEmail: string;
  orderUserId: string | null;
}

/** One voucher with what its PDF needs, for its buyer (signed in) or the browser that bought it. */
export async function getVoucherForViewer(
  db: Database,
  voucherId: string,
  viewer: { userId: string | null; guestOrderIds: string[] },
  lang: Language,
): Promise<VoucherDocument | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(voucherId)) return undefined;
  const document = await getVoucherDocument(db, voucherId, lang);
  return document && isViewers({ orderId: document.orderId, userId: document.orderUserId }, viewer)
    ? document
    : undefined;
}

/**
 * One voucher with what its PDF needs, whoever it belongs to: for the workflows that have already
 * decided who may see it (a gift's delivery and its recipient's signed link).
 */
export async function getVoucherDocument(
  db: DatabaseOrTransaction,
  voucherId: string,
  lang: Language,
): Promise<VoucherDocument | undefined> {
  const [row] = await db
    .select({
      ...voucherColumns(lang),
      userId: orders.userId,
      orderEmail: orders.email,
      partnerName: partners.name,
      partnerAddress: partners.address,
      finePrint: lang === "en" ? sql<string>`coalesce(${deals.finePrintEn}, ${deals.finePrint})` : deals.finePrint,
    })
    .from(vouchers)
    .innerJoin(orders, eq(orders.id, vouchers.orderId))
    .innerJoin(orderLines, eq(orderLines.id, vouchers.orderLineId))
    .innerJoin(deals, eq(deals.id, vouchers.dealId))
    .innerJoin(partners, eq(partners.id, deals.partnerId))
    .where(eq(vouchers.id, voucherId));
  if (!row) return undefined;
  const { userId, orderEmail, partnerName, partnerAddress, finePrint, ...voucher } = row;
  return { ...toView(voucher, lang), partnerName, partnerAddress, finePrint, orderEmail, orderUserId: userId };
}
