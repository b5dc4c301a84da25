// The payment gateway interface, and the built-in test gateway that behaves like a card
// processor's test mode. A real provider is one more file implementing PaymentGateway.
import { randomBytes } from "node:crypto";
import { cardBrand, type CardDetails } from "./cards";
import type { ChargeLedger } from "./test-gateway-ledger.server";
import { memoryChargeLedger } from "./test-gateway-ledger.server";

export type ChargeResult =
  | { approved: true; reference: string; brand: string; last4: string }
  | { approved: false; reason: "declined" | "insufficient_funds"; brand: string; last4: string };

/** An approved charge as the processor knows it. */
export interface GatewayCharge {
  reference: string;
  amountOre: number;
  refundedOre: number;
}

export interface PaymentGateway {
  name: string;
  /**
   * Charges the card once per idempotency key: a repeat with the same key (a retry after a
   * crash) gets the first approval back instead of a second charge.
   */
  charge(amountOre: number, card: CardDetails, idempotencyKey: string): Promise<ChargeResult>;
  /**
   * Gives money back once per idempotency key: a repeat with the same key (a retry after a crash)
   * refunds nothing more.
   */
  refund(reference: string, amountOre: number, idempotencyKey: string): Promise<void>;
  /** The approved charge made with this idempotency key, if any: how recovery asks what happened. */
  findCharge(idempotencyKey: string): Promise<GatewayCharge | null>;
}

/** Documented test numbers; any other Luhn-valid number is approved. */
export const TEST_CARDS = {
  approve: "4242424242424242",
  decline: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

/**
 * The test processor. It keeps its own books (`ledger`: in memory by default, in the
 * test_gateway_charges table for the app), so approved charges survive whatever happens to the
 * checkout that asked for them, as they would at a real processor.
 */
export function createTestGateway(ledger: ChargeLedger = memoryChargeLedger()): PaymentGateway {
  return {
    name: "test",
    async charge(amountOre, card, idempotencyKey) {
      const brand = cardBrand(card.cardNumber);
      const last4 = card.cardNumber.slice(-4);
      if (card.cardNumber === TEST_CARDS.decline) return { approved: false, reason: "declined", brand, last4 };
      if (card.cardNumber === TEST_CARDS.insufficientFunds)
        return { approved: false, reason: "insufficient_funds", brand, last4 };
      const reference = `test_ch_${randomBytes(12).toString("hex")}`;
      const booked = await ledger.book({ idempotencyKey, reference, amountOre, brand, last4 });
      if (booked.amountOre !== amountOre) {
        // As real processors do: one key is one payment; another amount needs another key.
        throw new Error("The idempotency key was used before for another amount");
      }
      return { approved: true, reference: booked.reference, brand: booked.brand, last4: booked.last4 };
    },
    refund: (reference, amountOre, idempotencyKey) => ledger.refund(reference, amountOre, idempotencyKey),
    findCharge: (idempotencyKey) => ledger.find(idempotencyKey),
  };
}
