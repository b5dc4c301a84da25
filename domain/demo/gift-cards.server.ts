// A demo gift card for the demo customer, partly spent, so My gift cards and the checkout's
// "Gavekort" field have something to show after `npm start`. Its spending is not a real order.
import type { DatabaseOrTransaction } from "#db/connection.server";
import { giftCards } from "#db/schema.server";

/** The demo card's code, as typed at the checkout (GAVE-DEMQ5-GAVE7). */
export const DEMO_GIFT_CARD_CODE = "GAVE-DEMQ5GAVE7";

export async function seedDemoGiftCard(db: DatabaseOrTransaction, customerId: string, now: Date): Promise<void> {
  const boughtAt = new Date(now.getTime() - 30 * 86_400_000);
  const expiresAt = new Date(boughtAt);
  expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + 3);
  await db.insert(giftCards).values({
    code: DEMO_GIFT_CARD_CODE,
    amountOre: 100_000,
    balanceOre: 35_000,
    expiresAt,
    buyerUserId: customerId,
    createdAt: boughtAt,
  });
}
