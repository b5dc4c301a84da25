// Vipps MobilePay's ePayment API behind the payment port (PAYMENT_PROVIDER=vipps):
// POST /epayment/v1/payments (WEB_REDIRECT), GET /epayment/v1/payments/{reference},
// POST …/capture, …/refund, …/cancel, each POST with our Idempotency-Key, and an access token
// from POST /accesstoken/get kept until shortly before it expires. Plain fetch rather than
// @vippsmobilepay/sdk 2.4.2: the SDK fixes the host (no local fake, no staging proxy) and sends
// a fresh random Idempotency-Key on every request, replacing ours, so a retry after a crash
// could not be told apart from a new request.
import { z } from "zod";
import {
  headerValue,
  type CreatedPayment,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderPayment,
} from "./payment-provider";
import { ProviderError } from "./provider-error";
import { requestJson } from "./provider-http.server";
import { DEFAULT_RETRY, withRetries, type RetryPolicy } from "./provider-retry.server";
import { vippsSignatureValid } from "./vipps-webhook-signature.server";

export interface VippsOptions {
  /** https://api.vipps.no in production, https://apitest.vipps.no for the test environment. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  merchantSerialNumber: string;
  /** The secret Vipps returned when the webhook was registered. */
  webhookSecret: string;
  /** The webhook URL as registered (its path and host are part of the signature). */
  webhookUrl: string;
  retry?: RetryPolicy;
  /** How far a webhook's x-ms-date may be from our clock. */
  webhookToleranceSeconds?: number;
}

const money = z.object({ currency: z.string(), value: z.number().int() });

const paymentSchema = z.object({
  reference: z.string(),
  state: z.enum(["CREATED", "AUTHORIZED", "ABORTED", "EXPIRED", "TERMINATED"]),
  amount: money,
  aggregate: z.object({
    authorizedAmount: money,
    cancelledAmount: money,
    capturedAmount: money,
    refundedAmount: money,
  }),
  paymentMethod: z.object({ type: z.string(), cardBin: z.string().optional() }).optional(),
  redirectUrl: z.string().optional(),
});

const createdSchema = z.object({ redirectUrl: z.url(), reference: z.string() });
const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number() });

const webhookSchema = z.object({
  msn: z.string(),
  reference: z.string(),
  pspReference: z.string(),
  name: z.enum(["CREATED", "ABORTED", "EXPIRED", "CANCELLED", "CAPTURED", "REFUNDED", "AUTHORIZED", "TERMINATED"]),
  amount: money,
  timestamp: z.string(),
});

const EVENT_STATUS: Record<z.infer<typeof webhookSchema>["name"], PaymentStatus> = {
  CREATED: "created",
  AUTHORIZED: "authorised",
  ABORTED: "cancelled",
  CANCELLED: "cancelled",
  TERMINATED: "cancelled",
  EXPIRED: "expired",
  CAPTURED: "captured",
  REFUNDED: "refunded",
};

function toPayment(payment: z.infer<typeof paymentSchema>): ProviderPayment {
  const { authorizedAmount, cancelledAmount, capturedAmount, refundedAmount } = payment.aggregate;
  const captured = capturedAmount.value;
  const refunded = refundedAmount.value;
  let status: PaymentStatus;
  if (captured > 0) status = refunded >= captured ? "refunded" : "captured";
  else if (payment.state === "AUTHORIZED")
    status = cancelledAmount.value >= authorizedAmount.value ? "cancelled" : "authorised";
  else if (payment.state === "CREATED") status = "created";
  else if (payment.state === "EXPIRED") status = "expired";
  else status = "cancelled"; // ABORTED by the buyer, or TERMINATED by us
  const waiting = status === "created" && payment.redirectUrl;
  return {
    providerPaymentId: payment.reference,
    reference: payment.reference,
    status,
    currency: "NOK",
    amountOre: payment.amount.value,
    authorisedOre:
      payment.state === "AUTHORIZED" ? Math.max(0, authorizedAmount.value - captured - cancelledAmount.value) : 0,
    capturedOre: captured,
    refundedOre: refunded,
    method:
      payment.paymentMethod?.type === "CARD"
        ? { type: "card", brand: brandOfBin(payment.paymentMethod.cardBin), last4: null }
        : status === "created"
          ? null
          : { type: "vipps" },
    failureReason: null,
    action: waiting ? { kind: "redirect", url: payment.redirectUrl ?? "" } : null,
  };
}

function brandOfBin(bin: string | undefined): string {
  if (!bin) return "Card";
  if (bin.startsWith("4")) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(bin)) return "Mastercard";
  return "Card";
}

export function createVippsPaymentProvider(options: VippsOptions): PaymentProvider {
  const retry = options.retry ?? DEFAULT_RETRY;
  const base = options.apiUrl.replace(/\/$/, "");
  const tolerance = options.webhookToleranceSeconds ?? 300;
  let token: { value: string; until: number } | null = null;

  const common = {
    "Ocp-Apim-Subscription-Key": options.subscriptionKey,
    "Merchant-Serial-Number": options.merchantSerialNumber,
    "Vipps-System-Name": "magicdeals",
    "Vipps-System-Version": "1.0.0",
  };

  const accessToken = async (): Promise<string> => {
    if (token && token.until > Date.now()) return token.value;
    const response = await requestJson("Vipps", {
      method: "POST",
      url: `${base}/accesstoken/get`,
      headers: { ...common, client_id: options.clientId, client_secret: options.clientSecret },
    });
    const parsed = tokenSchema.safeParse(response.body);
    if (!parsed.success) throw new ProviderError("unavailable", "Vipps sent an access token we could not read");
    // Renewed a minute early, so a token never expires between our check and Vipps's.
    token = { value: parsed.data.access_token, until: Date.now() + Math.max(0, parsed.data.expires_in - 60) * 1000 };
    return token.value;
  };

  const call = (method: "GET" | "POST", path: string, body?: unknown, idempotencyKey?: string) =>
    withRetries(retry, async () => {
      const send = async () =>
        requestJson("Vipps", {
          method,
          url: `${base}/epayment/v1${path}`,
          headers: {
            ...common,
            Authorization: `Bearer ${await accessToken()}`,
            ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
          },
          body,
        });
      try {
        return (await send()).body;
      } catch (error) {
        // A token Vipps no longer takes (rotated keys, clock skew): fetch a new one, once.
        if (!(error instanceof ProviderError) || error.kind !== "unauthorised" || token === null) throw error;
        token = null;
        return (await send()).body;
      }
    });

  const payment = async (reference: string): Promise<ProviderPayment> => {
    const parsed = paymentSchema.safeParse(await call("GET", `/payments/${encodeURIComponent(reference)}`));
    if (!parsed.success) throw new ProviderError("unavailable", "Vipps sent a payment we could not read");
    return toPayment(parsed.data);
  };

  /** Capture, refund and cancel answer with an adjustment; the payment is read back whole. */
  const adjust = async (reference: string, action: string, idempotencyKey: string, amountOre?: number) => {
    await call(
      "POST",
      `/payments/${encodeURIComponent(reference)}/${action}`,
      amountOre === undefined ? undefined : { modificationAmount: { currency: "NOK", value: amountOre } },
      idempotencyKey,
    );
    return payment(reference);
  };

  return {
    name: "vipps",
    async createPayment(input) {
      const phone = input.customer?.phone?.replace(/^\+/, "");
      const body = await call(
        "POST",
        "/payments",
        {
          amount: { currency: input.currency, value: input.amountOre },
          paymentMethod: { type: input.method === "vipps" ? "WALLET" : "CARD" },
          ...(phone ? { customer: { phoneNumber: phone } } : {}),
          reference: input.reference,
          returnUrl: input.returnUrl,
          userFlow: "WEB_REDIRECT",
          paymentDescription: input.description,
        },
        input.idempotencyKey,
      );
      const created = createdSchema.safeParse(body);
      if (!created.success) throw new ProviderError("unavailable", "Vipps sent a payment we could not read");
      const result: CreatedPayment = {
        providerPaymentId: created.data.reference,
        reference: created.data.reference,
        status: "created",
        currency: "NOK",
        amountOre: input.amountOre,
        authorisedOre: 0,
        capturedOre: 0,
        refundedOre: 0,
        method: null,
        failureReason: null,
        action: { kind: "redirect", url: created.data.redirectUrl },
      };
      return result;
    },
    getPayment: payment,
    capture: (reference, amountOre, idempotencyKey) => adjust(reference, "capture", idempotencyKey, amountOre),
    refund: (reference, amountOre, idempotencyKey) => adjust(reference, "refund", idempotencyKey, amountOre),
    cancel: (reference, idempotencyKey) => adjust(reference, "cancel", idempotencyKey),
    parseWebhook(rawBody, headers) {
      const date = headerValue(headers, "x-ms-date");
      const valid =
        date !== undefined &&
        vippsSignatureValid(options.webhookSecret, {
          url: options.webhookUrl,
          date,
          body: rawBody,
          contentHash: headerValue(headers, "x-ms-content-sha256"),
          authorization: headerValue(headers, "authorization"),
        });
      if (!valid) return { ok: false, reason: "bad_signature" };
      const sentAt = Date.parse(date);
      if (!Number.isFinite(sentAt) || Math.abs(Date.now() - sentAt) > tolerance * 1000)
        return { ok: false, reason: "stale" };
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: "malformed" };
      }
      const parsed = webhookSchema.safeParse(json);
      if (!parsed.success) return { ok: false, reason: "malformed" };
      const event = parsed.data;
      const occurredAt = new Date(event.timestamp);
      return {
        ok: true,
        event: {
          // Vipps events carry no id of their own; one operation has one pspReference.
          eventId: `${event.reference}:${event.name}:${event.pspReference}`,
          providerPaymentId: event.reference,
          status: EVENT_STATUS[event.name],
          amountOre: event.amount.value,
          occurredAt: Number.isNaN(occurredAt.getTime()) ? new Date(sentAt) : occurredAt,
        },
      };
    },
  };
}
