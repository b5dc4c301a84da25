// Receipts and credit notes as the shop issues them (bokføringsforskriften § 5-1-1): the seller
// with its organisation number and "MVA", the document's number and date, each line with
// quantity, unit price and line total, the VAT by rate, the total and how it was paid. One
// model for the e-mail and the PDF, built from an order just written or read back from the
// database when a message is sent or a buyer downloads it.
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { orderLines, orders, refunds, vouchers } from "#db/schema.server";
import { parseLanguage, type Language } from "#i18n/languages";
import { translator } from "#i18n/dictionaries.server";
import { orderDiscount } from "#domain/checkout/promo-codes.server";
import { orderGiftCardPayment } from "#domain/checkout/gift-cards.server";
import { STANDARD_VAT_RATE_PERCENT, vatByRate, type VatGroup } from "./vat";

/** How the buyer paid: a card brand with its last four digits, or Vipps. */
export type PaymentShown = { type: "card"; brand: string; last4: string } | { type: "vipps" } | { type: "giftcard" };

export interface DocumentLine {
  title: string;
  quantity: number;
  unitPriceOre: number;
  totalOre: number;
  vatRatePercent: number;
}

export interface SalesDocument {
  kind: "receipt" | "credit-note";
  /** The receipt's number is the order's; a credit note has its own (KN-…). */
  number: string;
  date: Date;
  /** The order the document is about: for a credit note, the receipt it credits. */
  orderNumber: string;
  orderDate: Date;
  lines: DocumentLine[];
  vat: VatGroup[];
  /** Negative on a credit note. */
  totalOre: number;
  payment: PaymentShown;
  /**
   * What a MagicDeals gift card paid of a receipt's total (code masked, decision 041): the rest is
   * what the card or Vipps was charged. Not a line: a gift card is a means of payment, not a sale.
   */
  giftCard?: { code: string; amountOre: number } | null;
  /** The language the buyer ordered in, which the document is written in unless told otherwise. */
  language: Language;
}

/** What the orders table keeps of the payment: Vipps is stored as the brand "vipps". */
export function paymentShown(cardBrand: string, cardLast4: string): PaymentShown {
  const brand = cardBrand.toLowerCase();
  // "giftcard": an order a MagicDeals gift card paid in full (no provider took anything).
  if (brand === "giftcard") return { type: "giftcard" };
  return brand === "vipps" ? { type: "vipps" } : { type: "card", brand: cardBrand, last4: cardLast4 };
}

/** A receipt's line: every deal is sold at the standard rate today; a line at another rate only needs its rate. */
function documentLine(line: { title: string; quantity: number; unitPriceOre: number }): DocumentLine {
  return { ...line, totalOre: line.quantity * line.unitPriceOre, vatRatePercent: STANDARD_VAT_RATE_PERCENT };
}

/** The receipt of an order, from what the checkout just wrote. */
export function receiptOf(order: {
  number: string;
  createdAt: Date;
  totalOre: number;
  lines: { title: string; quantity: number; unitPriceOre: number }[];
  payment: PaymentShown;
  language: Language;
  discount?: { code: string; discountOre: number } | null;
  giftCard?: { code: string; amountOre: number } | null;
}): SalesDocument {
  const lines = order.lines.map(documentLine);
  // The promo code's discount is a line of its own, negative, at the lines' rate: the VAT is the
  // VAT of what was paid.
  if (order.discount && order.discount.discountOre > 0)
    lines.push(
      documentLine({
        title: translator(order.language)("promo.receiptLine", { code: order.discount.code }),
        quantity: 1,
        unitPriceOre: -order.discount.discountOre,
      }),
    );
  return {
    kind: "receipt",
    number: order.number,
    date: order.createdAt,
    orderNumber: order.number,
    orderDate: order.createdAt,
    lines,
    vat: vatByRate(lines),
    totalOre: order.totalOre,
    payment: order.payment,
    giftCard: order.giftCard && order.giftCard.amountOre > 0 ? order.giftCard : null,
    language: order.language,
  };
}

/** What the receipt's payment rows show: the gift card's part, and what the card or Vipps was charged. */
export function paymentParts(document: Pick<SalesDocument, "totalOre" | "giftCard">): {
  giftCardOre: number;
  chargedOre: number;
} {
  const giftCardOre = document.giftCard?.amountOre ?? 0;
  return { giftCardOre, chargedOre: document.totalOre - giftCardOre };
}

/** The receipt of an order in the database, or null when there is no such order. */
export async function loadReceipt(db: Database, orderId: string): Promise<SalesDocument | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await db
    .select({ title: orderLines.title, quantity: orderLines.quantity, unitPriceOre: orderLines.unitPriceOre })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.title));
  return receiptOf({
    number: order.number,
    createdAt: order.createdAt,
    totalOre: order.totalOre,
    lines,
    payment: paymentShown(order.cardBrand, order.cardLast4),
    language: parseLanguage(order.language),
    discount: await orderDiscount(db, orderId),
    giftCard: await orderGiftCardPayment(db, orderId),
  });
}

/** The credit note of a refund: one voucher's line with negative amounts, quoting the receipt. */
export function creditNoteOf(refund: {
  number: string;
  createdAt: Date;
  amountOre: number;
  title: string;
  order: { number: string; createdAt: Date; payment: PaymentShown; language: Language };
}): SalesDocument {
  const lines = [documentLine({ title: refund.title, quantity: 1, unitPriceOre: -refund.amountOre })];
  return {
    kind: "credit-note",
    number: refund.number,
    date: refund.createdAt,
    orderNumber: refund.order.number,
    orderDate: refund.order.createdAt,
    lines,
    vat: vatByRate(lines),
    totalOre: -refund.amountOre,
    payment: refund.order.payment,
    language: refund.order.language,
  };
}

/** The credit note of a refund in the database, or null when the refund has none (refunds before credit notes). */
export async function loadCreditNote(db: Database, refundId: string): Promise<SalesDocument | null> {
  const [row] = await db
    .select({
      number: refunds.creditNoteNumber,
      createdAt: refunds.createdAt,
      amountOre: refunds.amountOre,
      title: orderLines.title,
      orderNumber: orders.number,
      orderCreatedAt: orders.createdAt,
      cardBrand: orders.cardBrand,
      cardLast4: orders.cardLast4,
      language: orders.language,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(vouchers, eq(vouchers.id, refunds.voucherId))
    .innerJoin(orderLines, and(eq(orderLines.id, vouchers.orderLineId)))
    .where(eq(refunds.id, refundId));
  if (!row?.number) return null;
  return creditNoteOf({
    number: row.number,
    createdAt: row.createdAt,
    amountOre: row.amountOre,
    title: row.title,
    order: {
      number: row.orderNumber,
      createdAt: row.orderCreatedAt,
      payment: paymentShown(row.cardBrand, row.cardLast4),
      language: parseLanguage(row.language),
    },
  });
}
