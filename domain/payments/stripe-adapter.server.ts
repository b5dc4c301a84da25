// Stripe behind the payment port (PAYMENT_PROVIDER=stripe), through the official SDK:
// a PaymentIntent with capture_method=manual (authorise now, capture when the order is made),
// shown to the buyer by Stripe's Payment Element (the action carries the client secret and the
// publishable key), captured, refunded through /v1/refunds and cancelled, each call with our
// idempotency key. The SDK's own retries are off: this adapter retries like the others.
import Stripe from "stripe";
import {
  headerValue,
  type CreatedPayment,
  type FailureReason,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderPayment,
} from "./payment-provider";
import { kindForStatus, ProviderError, retryAfterSeconds } from "./provider-error";
import { DEFAULT_RETRY, withRetries, type RetryPolicy } from "./provider-retry.server";

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  retry?: RetryPolicy;
  /** Where the API is (tests point it at a local fake, as with stripe-mock). */
  api?: { host: string; port: number; protocol: "http" | "https" };
  webhookToleranceSeconds?: number;
  /** Where the checkout page loads Stripe.js (Stripe requires https://js.stripe.com/v3/; tests use a stand-in). */
  scriptUrl?: string;
}

export const STRIPE_JS_URL = "https://js.stripe.com/v3/";

const BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express" };

function failureReason(error: Stripe.PaymentIntent.LastPaymentError | null): FailureReason {
  if (!error) return "other";
  if (error.code === "payment_intent_authentication_failure") return "authentication_failed";
  if (error.decline_code === "insufficient_funds") return "insufficient_funds";
  return error.type === "card_error" ? "declined" : "other";
}

function statusOf(intent: Stripe.PaymentIntent, refundedOre: number): PaymentStatus {
  switch (intent.status) {
    case "requires_payment_method":
      // A declined card leaves the intent waiting for another; for the shop this attempt failed.
      return intent.last_payment_error ? "failed" : "created";
    case "requires_confirmation":
      return "created";
    case "requires_action":
    case "processing":
      return "requires_action";
    case "requires_capture":
      return "authorised";
    case "succeeded":
      return refundedOre > 0 && refundedOre >= intent.amount_received ? "refunded" : "captured";
    case "canceled":
      // Stripe cancels an authorisation nobody captured in time itself.
      return intent.cancellation_reason === "automatic" ? "expired" : "cancelled";
    default:
      return "created";
  }
}

/** What the checkout page needs to show the Payment Element. */
interface PageKeys {
  publishableKey: string;
  scriptUrl: string;
}

function toPayment(intent: Stripe.PaymentIntent, page: PageKeys): ProviderPayment {
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const refundedOre = charge?.amount_refunded ?? 0;
  const status = statusOf(intent, refundedOre);
  const card = charge?.payment_method_details?.card;
  const waiting = (status === "created" || status === "requires_action") && intent.client_secret;
  return {
    providerPaymentId: intent.id,
    reference: intent.metadata.reference ?? "",
    status,
    currency: "NOK",
    amountOre: intent.amount,
    authorisedOre: intent.status === "requires_capture" ? intent.amount_capturable : 0,
    capturedOre: intent.amount_received,
    refundedOre,
    method: card ? { type: "card", brand: BRANDS[card.brand ?? ""] ?? "Card", last4: card.last4 ?? null } : null,
    failureReason: status === "failed" ? failureReason(intent.last_payment_error) : null,
    action: waiting ? { kind: "hosted-fields", clientSecret: intent.client_secret ?? "", ...page } : null,
  };
}

/** Any failure of the SDK as the port's error. */
function providerError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return new ProviderError("unavailable", "Stripe could not be reached", { cause: error });
  }
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode ?? 500;
    const kind =
      error.type === "StripeIdempotencyError" || error.rawType === "idempotency_error"
        ? "idempotency_conflict"
        : status === 404 || error.code === "resource_missing"
          ? "not_found"
          : kindForStatus(status);
    const retryAfter = error.headers?.["retry-after"];
    return new ProviderError(kind, `Stripe answered ${status}: ${error.message}`, {
      status,
      retryAfterSeconds: retryAfterSeconds(typeof retryAfter === "string" ? retryAfter : null),
      cause: error,
    });
  }
  return new ProviderError("unavailable", "Stripe failed", { cause: error });
}

const EVENT_STATUS: Record<string, PaymentStatus> = {
  "payment_intent.created": "created",
  "payment_intent.requires_action": "requires_action",
  "payment_intent.amount_capturable_updated": "authorised",
  "payment_intent.succeeded": "captured",
  "payment_intent.payment_failed": "failed",
  "payment_intent.canceled": "cancelled",
};

function eventOf(event: Stripe.Event): PaymentEvent | null {
  const occurredAt = new Date(event.created * 1000);
  const object = event.data.object as { object?: string };
  if (object.object === "payment_intent" && EVENT_STATUS[event.type]) {
    const intent = object as Stripe.PaymentIntent;
    const amountOre =
      event.type === "payment_intent.succeeded"
        ? intent.amount_received
        : event.type === "payment_intent.amount_capturable_updated"
          ? intent.amount_capturable
          : intent.amount;
    const status =
      event.type === "payment_intent.canceled" && intent.cancellation_reason === "automatic"
        ? "expired"
        : (EVENT_STATUS[event.type] ?? "created");
    return { eventId: event.id, providerPaymentId: intent.id, status, amountOre, occurredAt };
  }
  if (event.type === "refund.created" && object.object === "refund") {
    const refund = object as Stripe.Refund;
    const intent = typeof refund.payment_intent === "string" ? refund.payment_intent : refund.payment_intent?.id;
    if (!intent) return null;
    return { eventId: event.id, providerPaymentId: intent, status: "refunded", amountOre: refund.amount, occurredAt };
  }
  return null;
}

export function createStripePaymentProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 0,
    telemetry: false,
    timeout: 15_000,
    ...(options.api ?? {}),
  });
  const retry = options.retry ?? DEFAULT_RETRY;
  const tolerance = options.webhookToleranceSeconds ?? 300;
  const call = <T>(run: () => Promise<T>) =>
    withRetries(retry, async () => {
      try {
        return await run();
      } catch (error) {
        throw providerError(error);
      }
    });
  const expand = ["latest_charge"];
  const page: PageKeys = { publishableKey: options.publishableKey, scriptUrl: options.scriptUrl ?? STRIPE_JS_URL };
  const payment = async (id: string) =>
    toPayment(await call(() => stripe.paymentIntents.retrieve(id, { expand })), page);

  return {
    name: "stripe",
    async createPayment(input) {
      if (input.method !== "card") {
        throw new ProviderError("invalid", "Stripe takes cards here; Vipps goes through PAYMENT_PROVIDER=vipps");
      }
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountOre,
            currency: "nok",
            capture_method: "manual",
            automatic_payment_methods: { enabled: true, allow_redirects: "always" },
            description: input.description,
            ...(input.customer?.email ? { receipt_email: input.customer.email } : {}),
            metadata: { reference: input.reference },
            expand,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      const created = toPayment(intent, page);
      if (!created.action) throw new ProviderError("unavailable", "Stripe gave no client secret");
      return created as CreatedPayment;
    },
    getPayment: payment,
    capture: async (id, amountOre, idempotencyKey) =>
      toPayment(
        await call(() =>
          stripe.paymentIntents.capture(id, { amount_to_capture: amountOre, expand }, { idempotencyKey }),
        ),
        page,
      ),
    async refund(id, amountOre, idempotencyKey) {
      await call(() => stripe.refunds.create({ payment_intent: id, amount: amountOre }, { idempotencyKey }));
      return payment(id);
    },
    cancel: async (id, idempotencyKey) =>
      toPayment(await call(() => stripe.paymentIntents.cancel(id, { expand }, { idempotencyKey })), page),
    parseWebhook(rawBody, headers) {
      const signature = headerValue(headers, "stripe-signature");
      if (!signature) return { ok: false, reason: "bad_signature" };
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, tolerance);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          return { ok: false, reason: /tolerance/i.test(error.message) ? "stale" : "bad_signature" };
        }
        return { ok: false, reason: "malformed" };
      }
      const paymentEvent = eventOf(event);
      return paymentEvent ? { ok: true, event: paymentEvent } : { ok: false, reason: "unsupported" };
    },
  };
}
