// The payment port: what the shop asks of any payment provider, shaped like the real ones
// (Stripe PaymentIntents, Vipps MobilePay ePayment, Medusa's payment provider module). The shop
// creates a payment and shows the provider's action (hosted card fields, a redirect, an app
// switch); the outcome arrives as a signed webhook or a return that the shop verifies with
// getPayment; then it captures, refunds or cancels. Every call that changes money carries an
// idempotency key, so a retry after a crash never charges or refunds twice.
// No provider is named here: adapters live beside this file and are chosen by configuration.

export const PAYMENT_METHODS = ["card", "vipps"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = [
  "created",
  "requires_action",
  "authorised",
  "captured",
  "failed",
  "cancelled",
  "expired",
  "refunded",
] as const;
/**
 * Where a payment stands at the provider. `captured` with `refundedOre > 0` is partially
 * refunded; `refunded` is refunded in full.
 */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses after which nothing more happens to the payment's money. */
export const FINAL_STATUSES: readonly PaymentStatus[] = ["failed", "cancelled", "expired", "refunded"];

/** What the buyer's browser does next to pay. */
export type PaymentAction =
  /** Send the buyer's browser to the provider's page (Vipps WEB_REDIRECT, a hosted payment page). */
  | { kind: "redirect"; url: string }
  /**
   * Show the provider's card fields on the checkout page: `url` is an iframe's src (the local
   * service), or `clientSecret` + `publishableKey` for a provider's own script at `scriptUrl`
   * (Stripe's Payment Element). The card number goes to the provider, never to the shop.
   */
  | { kind: "hosted-fields"; url?: string; clientSecret?: string; publishableKey?: string; scriptUrl?: string }
  /** Open the provider's app on this device (Vipps NATIVE_REDIRECT). */
  | { kind: "app-switch"; url: string };

/** How the buyer paid, for receipts: card brand and last four digits (when known), or Vipps. */
export type PaymentMethodDetails = { type: "card"; brand: string; last4: string | null } | { type: "vipps" };

/** Why a payment failed, so the shop can tell the buyer what to do. */
export type FailureReason = "declined" | "insufficient_funds" | "authentication_failed" | "other";

export interface CreatePaymentInput {
  /** The amount to authorise, in øre. */
  amountOre: number;
  currency: "NOK";
  /** The shop's own reference for the payment (8-64 of a-z, A-Z, 0-9 and -), unique per payment. */
  reference: string;
  /** One key per payment attempt: the same key again returns the same payment. */
  idempotencyKey: string;
  /** Where the provider sends the buyer back after a redirect or app switch. */
  returnUrl: string;
  method: PaymentMethod;
  /** Shown to the buyer by the provider (bank statement, Vipps app). */
  description: string;
  customer?: { email?: string; phone?: string };
  /** The buyer's language, for the provider's pages where it has them. */
  language?: "no" | "en";
}

/** A payment as the provider knows it. */
export interface ProviderPayment {
  providerPaymentId: string;
  reference: string;
  status: PaymentStatus;
  currency: "NOK";
  amountOre: number;
  /** Authorised and not yet captured, cancelled or expired. */
  authorisedOre: number;
  capturedOre: number;
  refundedOre: number;
  /** Known once the buyer has paid (or tried to). */
  method: PaymentMethodDetails | null;
  failureReason: FailureReason | null;
  /** What the buyer does next, while the payment waits for them (created, requires_action). */
  action: PaymentAction | null;
}

/** A payment just created: it always says what the buyer does next. */
export type CreatedPayment = ProviderPayment & { action: PaymentAction };

/**
 * A webhook from the provider, verified. It reports what happened; the shop still asks
 * getPayment for the state before it acts, as events may arrive twice or out of order.
 */
export interface PaymentEvent {
  /** Stable for one event: a duplicate delivery has the same id, so the shop can skip it. */
  eventId: string;
  providerPaymentId: string;
  /**
   * What happened, as a status: `captured` for a capture, `refunded` for a refund (partial or
   * full: the payment's own status says which), `authorised` when the buyer approved, …
   */
  status: PaymentStatus;
  /** The amount the event is about (this capture, this refund), when the provider says. */
  amountOre: number | null;
  occurredAt: Date;
}

/**
 * Why a webhook was not taken: a bad signature, a timestamp outside the replay window, a body
 * that cannot be read (answer 400), or a genuine event the port has no use for (answer 200).
 */
export type WebhookRefusal = "bad_signature" | "stale" | "malformed" | "unsupported";

export type WebhookResult = { ok: true; event: PaymentEvent } | { ok: false; reason: WebhookRefusal };

/** Request headers as Node gives them (names in lower case). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  /** For logs and the payment record: which adapter handled the payment. */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * How a return and the settle job verify a payment with the provider. `language` is the
   * buyer's, for the provider's pages in the action (as createPayment's).
   */
  getPayment(providerPaymentId: string, options?: { language?: "no" | "en" }): Promise<ProviderPayment>;
  /** Captures an authorised amount (all of it, or less). */
  capture(providerPaymentId: string, amountOre: number, idempotencyKey: string): Promise<ProviderPayment>;
  /** Refunds part or all of what was captured; the same key again refunds nothing more. */
  refund(providerPaymentId: string, amountOre: number, idempotencyKey: string): Promise<ProviderPayment>;
  /** Cancels a payment not yet captured (the buyer gave up, the hold expired). */
  cancel(providerPaymentId: string, idempotencyKey: string): Promise<ProviderPayment>;
  /** Verifies a webhook's signature over the raw body, and reads it. */
  parseWebhook(rawBody: string, headers: WebhookHeaders): WebhookResult;
}

/** One header's value, whatever Node made of it. */
export function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
