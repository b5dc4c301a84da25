// Buying a MagicDeals gift card: a checkout hold with no lines and the card's amount, paid
// through the same provider flow as a deal (decision 041). Settling the hold (the return, the
// webhook or the job) writes the order, issues the card and queues its e-mail in one transaction.
import { eq } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { checkoutHolds } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import type { PaymentMethod } from "#domain/payments/payment-provider";
import { HOLD_TTL_MS, payForHold, type StartCheckoutResult, type StartCheckoutServices } from "./checkout-holds.server";
import { GIFT_CARD_AMOUNTS } from "./gift-card-codes";

export interface GiftCardPurchaseInput {
  idempotencyKey: string;
  amountOre: number;
  userId: string;
  email: string;
  language: Language;
  method: PaymentMethod;
}

export async function startGiftCardPurchase(
  db: Database,
  services: StartCheckoutServices,
  input: GiftCardPurchaseInput,
  now = new Date(),
): Promise<StartCheckoutResult> {
  if (!(GIFT_CARD_AMOUNTS as readonly number[]).includes(input.amountOre)) return { ok: false, reason: "unavailable" };
  const email = input.email.trim().toLowerCase();
  const expiresAt = new Date(now.getTime() + HOLD_TTL_MS);
  const [hold] = await db
    .insert(checkoutHolds)
    .values({
      idempotencyKey: input.idempotencyKey,
      userId: input.userId,
      email,
      language: input.language,
      lines: [],
      totalOre: input.amountOre,
      originalTotalOre: input.amountOre,
      // A gift card is a means of payment: the VAT is on the deals it is spent on.
      vatOre: 0,
      method: input.method,
      provider: services.provider.name,
      giftCardOre: input.amountOre,
      expiresAt,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: checkoutHolds.id });
  if (!hold) {
    // A double submit: the return route settles whatever the first one started.
    const [first] = await db.select().from(checkoutHolds).where(eq(checkoutHolds.idempotencyKey, input.idempotencyKey));
    if (!first || first.userId !== input.userId || first.giftCardOre === null)
      return { ok: false, reason: "inProgress" };
    return { ok: true, holdId: first.id, action: null, expiresAt: first.expiresAt, totalOre: first.totalOre };
  }
  return payForHold(db, services, {
    holdId: hold.id,
    totalOre: input.amountOre,
    expiresAt,
    email,
    method: input.method,
    language: input.language,
  });
}
