// The payment gateway interface, and the built-in test gateway that behaves like a card
// processor's test mode. A real provider is one more file implementing PaymentGateway.
import { randomBytes } from "node:crypto";
import { cardBrand, type CardDetails } from "./cards";

export type ChargeResult =
  | { approved: true; reference: string; brand: string; last4: string }
  | { approved: false; reason: "declined" | "insufficient_funds"; brand: string; last4: string };

export interface PaymentGateway {
  name: string;
  /** Charges the card once per idempotency key; the card number goes no further than here. */
  charge(amountOre: number, card: CardDetails, idempotencyKey: string): Promise<ChargeResult>;
  refund(reference: string, amountOre: number): Promise<void>;
}

/** Documented test numbers; any other Luhn-valid number is approved. */
export const TEST_CARDS = {
  approve: "4242424242424242",
  decline: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

export function createTestGateway(): PaymentGateway {
  return {
    name: "test",
    async charge(_amountOre, card) {
      const brand = cardBrand(card.cardNumber);
      const last4 = card.cardNumber.slice(-4);
      if (card.cardNumber === TEST_CARDS.decline) return { approved: false, reason: "declined", brand, last4 };
      if (card.cardNumber === TEST_CARDS.insufficientFunds)
        return { approved: false, reason: "insufficient_funds", brand, last4 };
      return { approved: true, reference: `test_ch_${randomBytes(12).toString("hex")}`, brand, last4 };
    },
    async refund() {
      // The test processor refunds at once.
    },
  };
}
