// Demo promo codes, so a newcomer can try one in the cart after `npm start`.
import type { Transaction } from "#db/connection.server";
import { promoCodes } from "#db/schema.server";

export async function seedPromoCodes(tx: Transaction): Promise<void> {
  await tx.insert(promoCodes).values([
    // 10 % off a first purchase of at least 300 kr.
    { code: "VELKOMMEN", kind: "percent", value: 10, minTotalOre: 30_000, firstPurchaseOnly: true },
    // 100 kr off an order of at least 500 kr, once per customer, 1 000 uses in all.
    { code: "SOMMER100", kind: "amount", value: 10_000, minTotalOre: 50_000, perCustomerLimit: 1, totalLimit: 1_000 },
  ]);
}
