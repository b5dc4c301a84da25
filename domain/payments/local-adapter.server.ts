// The adapter for the local payment service (local-payments/), the embedded default provider.
// It talks to the service only over HTTP, as to any provider, so swapping it for Vipps or
// Stripe changes nothing else.
import { z } from "zod";
import { checkSignature, SIGNATURE_HEADER } from "../../local-payments/webhook-signature";
import {
  headerValue,
  PAYMENT_STATUSES,
  type CreatedPayment,
  type PaymentAction,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderPayment,
} from "./payment-provider";
import { ProviderError } from "./provider-error";
import { requestJson } from "./provider-http.server";
import { DEFAULT_RETRY, withRetries, type RetryPolicy } from "./provider-retry.server";

export interface LocalProviderOptions {
  /** The service's API base, e.g. http://localhost:3001/v1. */
  apiUrl: string;
  apiKey: string;
  webhookSecret: string;
  retry?: RetryPolicy;
}

const paymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  currency: z.literal("NOK"),
  amountOre: z.number().int(),
  authorisedOre: z.number().int(),
  capturedOre: z.number().int(),
  refundedOre: z.number().int(),
  method: z.enum(["card", "vipps"]),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  failureReason: z.enum(["declined", "insufficient_funds", "authentication_failed", "other"]).nullable(),
  nextAction: z.object({ type: z.enum(["iframe", "redirect"]), url: z.url() }).nullable(),
});

const EVENT_STATUS = {
  "payment.created": "created",
  "payment.requires_action": "requires_action",
  "payment.authorised": "authorised",
  "payment.failed": "failed",
  "payment.cancelled": "cancelled",
  "payment.expired": "expired",
  "payment.captured": "captured",
  "payment.refunded": "refunded",
} as const satisfies Record<string, PaymentStatus>;

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.enum(Object.keys(EVENT_STATUS) as [keyof typeof EVENT_STATUS]),
  createdAt: z.iso.datetime(),
  amountOre: z.number().int(),
  data: paymentSchema,
});

type LocalPayment = z.infer<typeof paymentSchema>;

function toPayment(payment: LocalPayment, language?: "no" | "en"): ProviderPayment {
  let action: PaymentAction | null = null;
  if (payment.nextAction) {
    const url = new URL(payment.nextAction.url);
    if (language) url.searchParams.set("lang", language);
    action =
      payment.nextAction.type === "iframe"
        ? { kind: "hosted-fields", url: url.href }
        : { kind: "redirect", url: url.href };
  }
  return {
    providerPaymentId: payment.id,
    reference: payment.reference,
    status: payment.status,
    currency: payment.currency,
    amountOre: payment.amountOre,
    authorisedOre: payment.authorisedOre,
    capturedOre: payment.capturedOre,
    refundedOre: payment.refundedOre,
    method:
      payment.method === "vipps"
        ? payment.status === "created"
          ? null
          : { type: "vipps" }
        : payment.card
          ? { type: "card", brand: payment.card.brand, last4: payment.card.last4 }
          : null,
    failureReason: payment.failureReason,
    action,
  };
}

function parsePayment(body: unknown): LocalPayment {
  const parsed = paymentSchema.safeParse(body);
  if (!parsed.success)
    throw new ProviderError("unavailable", "The local payment service answered something unexpected");
  return parsed.data;
}

export function createLocalPaymentProvider(options: LocalProviderOptions): PaymentProvider {
  const retry = options.retry ?? DEFAULT_RETRY;
  const base = options.apiUrl.replace(/\/$/, "");
  const call = (method: "GET" | "POST", path: string, body?: unknown, idempotencyKey?: string) =>
    withRetries(retry, async () => {
      const headers: Record<string, string> = { Authorization: `Bearer ${options.apiKey}` };
      if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
      const response = await requestJson("The local payment service", { method, url: `${base}${path}`, headers, body });
      return parsePayment(response.body);
    });
  const id = (providerPaymentId: string) => encodeURIComponent(providerPaymentId);

  return {
    name: "local",
    async createPayment(input) {
      const payment = await call(
        "POST",
        "/payments",
        {
          amountOre: input.amountOre,
          currency: input.currency,
          reference: input.reference,
          returnUrl: input.returnUrl,
          method: input.method,
          description: input.description,
          customerEmail: input.customer?.email,
          customerPhone: input.customer?.phone,
        },
        input.idempotencyKey,
      );
      const created = toPayment(payment, input.language);
      if (!created.action) throw new ProviderError("unavailable", "The local payment service gave no next step");
      return created as CreatedPayment;
    },
    getPayment: async (providerPaymentId, options) =>
      toPayment(await call("GET", `/payments/${id(providerPaymentId)}`), options?.language),
    capture: async (providerPaymentId, amountOre, idempotencyKey) =>
      toPayment(await call("POST", `/payments/${id(providerPaymentId)}/capture`, { amountOre }, idempotencyKey)),
    refund: async (providerPaymentId, amountOre, idempotencyKey) =>
      toPayment(await call("POST", `/payments/${id(providerPaymentId)}/refund`, { amountOre }, idempotencyKey)),
    cancel: async (providerPaymentId, idempotencyKey) =>
      toPayment(await call("POST", `/payments/${id(providerPaymentId)}/cancel`, {}, idempotencyKey)),
    parseWebhook(rawBody, headers) {
      const check = checkSignature(options.webhookSecret, rawBody, headerValue(headers, SIGNATURE_HEADER));
      if (check !== "valid") return { ok: false, reason: check };
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: "malformed" };
      }
      const parsed = eventSchema.safeParse(json);
      if (!parsed.success) return { ok: false, reason: "malformed" };
      const { data } = parsed.data;
      return {
        ok: true,
        event: {
          eventId: parsed.data.id,
          providerPaymentId: data.id,
          status: EVENT_STATUS[parsed.data.type],
          amountOre: parsed.data.amountOre,
          occurredAt: new Date(parsed.data.createdAt),
        },
      };
    },
  };
}
