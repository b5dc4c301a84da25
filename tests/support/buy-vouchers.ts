// A paid order made the way a buyer makes one: the checkout holds the units and creates the
// payment, the buyer's browser pays at the local payment service (card form or Vipps), and
// settling the hold captures the payment and writes the order. Tests that need an order, or
// that check the checkout's rules, use this instead of an order written by hand.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "#db/connection.server";
import { checkoutHolds, orders, vouchers } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import type { CartLineInput } from "#domain/checkout/checkout.server";
import { startCheckout, type ReleaseOutcome, type StartCheckoutResult } from "#domain/checkout/checkout-holds.server";
import { settleHold, type SettleServices } from "#domain/checkout/hold-settlement.server";
import type { Mailer } from "#domain/platform/mail.server";
import { TEST_CARDS } from "../../local-payments/test-cards";
import { startTestPayments, type TestPayments } from "./local-payments";
import { outboxMailer, TEST_ORIGIN, TEST_SIGNER } from "./shop-services";

export interface BuyInput {
  email: string;
  userId: string | null;
  lines: CartLineInput[];
  language: Language;
  method?: "card" | "vipps";
  /** The card typed into the provider's card form (an approving test card unless given). */
  cardNumber?: string;
  idempotencyKey?: string;
  promoCode?: string;
  giftCardCode?: string;
}

export type BuyResult =
  | {
      ok: true;
      orderId: string;
      number: string;
      holdId: string;
      /** The payment at the local payment service: what a refund goes back through ("" when a gift card paid it all). */
      paymentId: string;
      vouchers: (typeof vouchers.$inferSelect)[];
    }
  | { ok: false; reason: Exclude<StartCheckoutResult, { ok: true }>["reason"] | ReleaseOutcome | "pending" };

/** What the buyer's browser does at the local payment service: the card form or the Vipps page. */
export async function payAtService(
  payments: TestPayments,
  paymentId: string,
  payment: { method: "card" | "vipps"; cardNumber?: string },
): Promise<void> {
  const body: Record<string, string> =
    payment.method === "vipps"
      ? { decision: "approve", phone: "91234567", lang: "no" }
      : {
          cardNumber: payment.cardNumber ?? TEST_CARDS.approve,
          expiryDate: "12/39",
          cvv: "123",
          cardholderName: "Kari Nordmann",
          lang: "no",
        };
  const response = await fetch(`${payments.service.url}/pay/${paymentId}/${payment.method}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body),
    redirect: "manual",
  });
  // A refused card, or a payment already paid by a concurrent submit, is answered with a page
  // (4xx) as the buyer would see it; what happened is read when the hold is settled.
  if (response.status >= 500) throw new Error(`The payment service answered ${response.status}`);
}

async function heldPayment(db: Database, holdId: string) {
  const [hold] = await db
    .select({ status: checkoutHolds.status, providerPaymentId: checkoutHolds.providerPaymentId })
    .from(checkoutHolds)
    .where(eq(checkoutHolds.id, holdId));
  if (!hold) throw new Error("The hold is gone");
  return hold;
}

/**
 * Buys through the real checkout: startCheckout, pay at the local payment service, settleHold.
 * A refusal (sold out, limit, declined card …) comes back as `ok: false` with its reason.
 */
export async function buyVouchers(
  db: Database,
  payments: TestPayments,
  input: BuyInput,
  options: { mailer?: Mailer; now?: Date } = {},
): Promise<BuyResult> {
  const now = options.now ?? new Date();
  const method = input.method ?? "card";
  const started = await startCheckout(
    db,
    { provider: payments.provider, returnUrl: (id) => `${TEST_ORIGIN}/checkout/return?hold=${id}` },
    {
      idempotencyKey: input.idempotencyKey ?? randomUUID(),
      lines: input.lines,
      email: input.email,
      userId: input.userId,
      language: input.language,
      method,
      promoCode: input.promoCode ?? null,
      giftCardCode: input.giftCardCode ?? null,
    },
    now,
  );
  if (!started.ok) return started;
  // A repeated submit can find the hold before its first submit has created the payment: the
  // buyer's page waits for it, as this does.
  // Paid in full by a gift card: there is no payment; settling writes the order.
  const covered = started.totalOre === 0;
  let hold = await heldPayment(db, started.holdId);
  for (let waited = 0; !covered && !hold.providerPaymentId && waited < 5_000; waited += 25) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    hold = await heldPayment(db, started.holdId);
  }
  const paymentId = hold.providerPaymentId ?? "";
  if (!paymentId && !covered) throw new Error("The hold has no payment");
  if (hold.status === "pending" && paymentId)
    await payAtService(payments, paymentId, { method, cardNumber: input.cardNumber });
  const settled = await settleHold(
    db,
    { provider: payments.provider, mailer: options.mailer ?? outboxMailer(), origin: TEST_ORIGIN, signer: TEST_SIGNER },
    started.holdId,
    now,
  );
  if (!settled) throw new Error("The hold is gone");
  if (settled.state === "released") return { ok: false, reason: settled.outcome };
  if (settled.state === "pending" || settled.state === "settling") return { ok: false, reason: "pending" };
  const [order] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, settled.orderId));
  const bought = await db.select().from(vouchers).where(eq(vouchers.orderId, settled.orderId));
  return {
    ok: true,
    orderId: settled.orderId,
    number: order!.number,
    holdId: started.holdId,
    paymentId,
    vouchers: bought,
  };
}

export interface TestShop {
  /** The local payment service and its provider adapter; valid inside tests (after beforeAll). */
  readonly payments: TestPayments;
  /** The provider, an outbox mailer and the site's address: what checkout and refunds work with. */
  readonly services: SettleServices;
  buy(db: Database, input: BuyInput, options?: { mailer?: Mailer; now?: Date }): Promise<BuyResult>;
}

/**
 * Call at the top of a test file, after setupTestDatabase: a local payment service for the file
 * (`behindProxy`: the provider goes through a proxy that sees every call, `payments.proxy`).
 */
export function setupTestShop(t: { url: string }, options: { behindProxy?: boolean } = {}): TestShop {
  let payments: TestPayments | undefined;
  const mailer = outboxMailer();
  beforeAll(async () => {
    payments = await startTestPayments({ databaseUrl: t.url, shopOrigin: TEST_ORIGIN, ...options });
  });
  afterAll(() => payments?.close());
  const started = () => {
    if (!payments) throw new Error("The payment service is ready only inside tests");
    return payments;
  };
  return {
    get payments() {
      return started();
    },
    get services() {
      return { provider: started().provider, mailer, origin: TEST_ORIGIN, signer: TEST_SIGNER };
    },
    buy: (db, input, options) => buyVouchers(db, started(), input, options),
  };
}
