// The local service's API representation of a payment: what its provider API answers and what
// its webhooks carry. Its own shape, as a real provider has its own; the adapter maps it.
import type { localPayments } from "#db/local-payments-schema.server";

export type PaymentRow = typeof localPayments.$inferSelect;
export type PaymentStatus = PaymentRow["status"];

export interface PaymentView {
  object: "payment";
  id: string;
  reference: string;
  status: PaymentStatus;
  currency: string;
  amountOre: number;
  authorisedOre: number;
  capturedOre: number;
  refundedOre: number;
  method: "card" | "vipps";
  card: { brand: string; last4: string } | null;
  failureReason: PaymentRow["failureReason"];
  /** While the buyer has something to do: the page to show them. */
  nextAction: { type: "iframe" | "redirect"; url: string } | null;
  createdAt: string;
  expiresAt: string;
}

export function paymentView(row: PaymentRow, publicUrl: string): PaymentView {
  const waiting = row.status === "created" || row.status === "requires_action";
  const page = row.status === "requires_action" ? "3ds" : row.method;
  return {
    object: "payment",
    id: row.id,
    reference: row.reference,
    status: row.status,
    currency: row.currency,
    amountOre: row.amountOre,
    authorisedOre: row.authorisedOre,
    capturedOre: row.capturedOre,
    refundedOre: row.refundedOre,
    method: row.method,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    failureReason: row.failureReason,
    nextAction: waiting
      ? { type: row.method === "card" ? "iframe" : "redirect", url: `${publicUrl}/pay/${row.id}/${page}` }
      : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
