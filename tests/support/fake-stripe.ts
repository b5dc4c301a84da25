// A local fake of Stripe's HTTP API for the adapter's contract test, in the spirit of
// stripe-mock but with state: PaymentIntents with manual capture, refunds, idempotent
// requests and signed webhooks. Written from Stripe's public documentation:
//   https://docs.stripe.com/api/payment_intents (create, retrieve, capture, cancel; statuses)
//   https://docs.stripe.com/payments/place-a-hold-on-a-payment-method (capture_method=manual)
//   https://docs.stripe.com/api/refunds/create
//   https://docs.stripe.com/api/idempotent_requests and https://docs.stripe.com/error-handling
//   https://docs.stripe.com/webhooks#verify-manually (Stripe-Signature: t=…,v1=HMAC-SHA256)
//   https://docs.stripe.com/api/events/types
//   https://docs.stripe.com/api/payment_intents/confirm (what Stripe.js calls with the
//   publishable key and the client secret; a decline answers 402 with a card_error)
//   https://docs.stripe.com/testing#cards and #declined-payments (the test card numbers)
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const STRIPE_KEYS = { secretKey: "sk_test_fake", publishableKey: "pk_test_fake", webhookSecret: "whsec_fake" };

type Intent = Record<string, unknown> & { id: string; status: string; amount: number };
interface Charge {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  payment_intent: string;
  payment_method_details: { type: "card"; card: { brand: string; last4: string } };
}

export interface FakeStripe {
  url: URL;
  /** What Stripe.js does when the buyer submits the Payment Element with this card. */
  confirm: (
    id: string,
    card: "4242424242424242" | "4000000000000002" | "4000000000009995" | "4000002760003184",
  ) => Promise<void>;
  /** The buyer passes (or fails) the 3-D Secure challenge. */
  authenticate: (id: string, passed: boolean) => Promise<void>;
  close: () => Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export function stripeSignature(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex")}`;
}

export async function startFakeStripe(webhookUrl: string): Promise<FakeStripe> {
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const idempotency = new Map<string, { body: string; status: number; answer: unknown }>();

  const error = (status: number, type: string, message: string, extra: Record<string, unknown> = {}) => ({
    status,
    body: { error: { type, message, ...extra } },
  });

  const view = (intent: Intent, expand: boolean) => {
    const chargeId = intent.latest_charge as string | null;
    return { ...intent, latest_charge: expand && chargeId ? charges.get(chargeId) : chargeId };
  };

  const sendEvent = async (type: string, object: unknown) => {
    const payload = JSON.stringify({
      id: id("evt"),
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    await fetch(webhookUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Stripe-Signature": stripeSignature(STRIPE_KEYS.webhookSecret, payload),
      },
      body: payload,
    });
  };

  const route = async (
    method: string,
    path: string,
    form: URLSearchParams,
  ): Promise<{ status: number; body: unknown }> => {
    const expand = [...form.entries()].some(([key, value]) => key.startsWith("expand[") && value === "latest_charge");
    const int = (name: string) => (form.has(name) ? Number(form.get(name)) : undefined);
    if (method === "POST" && path === "/v1/payment_intents") {
      const amount = int("amount");
      if (!amount || amount < 1 || form.get("currency") !== "nok")
        return error(400, "invalid_request_error", "Invalid amount or currency", { param: "amount" });
      const intent: Intent = {
        id: id("pi"),
        object: "payment_intent",
        amount,
        amount_capturable: 0,
        amount_received: 0,
        currency: "nok",
        capture_method: form.get("capture_method") ?? "automatic_async",
        cancellation_reason: null,
        client_secret: "",
        created: Math.floor(Date.now() / 1000),
        description: form.get("description"),
        last_payment_error: null,
        latest_charge: null,
        livemode: false,
        metadata: { reference: form.get("metadata[reference]") ?? undefined },
        receipt_email: form.get("receipt_email"),
        status: "requires_payment_method",
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString("hex")}`;
      intents.set(intent.id, intent);
      await sendEvent("payment_intent.created", view(intent, false));
      return { status: 200, body: view(intent, expand) };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(form.get("payment_intent") ?? "");
      if (!intent) return error(404, "invalid_request_error", "No such payment_intent", { code: "resource_missing" });
      const charge = charges.get((intent.latest_charge as string | null) ?? "");
      const amount = int("amount") ?? (charge ? charge.amount - charge.amount_refunded : 0);
      if (intent.status !== "succeeded" || !charge || amount < 1 || charge.amount_refunded + amount > charge.amount) {
        return error(400, "invalid_request_error", "Refund amount is greater than unrefunded amount on charge", {
          code: "amount_too_large",
        });
      }
      charge.amount_refunded += amount;
      const refund = {
        id: id("re"),
        object: "refund",
        amount,
        charge: charge.id,
        currency: "nok",
        payment_intent: intent.id,
        status: "succeeded",
      };
      await sendEvent("refund.created", refund);
      return { status: 200, body: refund };
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    const intent = match ? intents.get(match[1] ?? "") : undefined;
    if (!match) return error(404, "invalid_request_error", "Unrecognized request URL");
    if (!intent)
      return error(404, "invalid_request_error", `No such payment_intent: '${match[1]}'`, { code: "resource_missing" });
    if (method === "GET" && !match[2]) return { status: 200, body: view(intent, expand) };
    if (method === "POST" && match[2] === "capture") {
      const amount = int("amount_to_capture") ?? (intent.amount_capturable as number);
      if (intent.status !== "requires_capture" || amount > (intent.amount_capturable as number)) {
        return error(
          400,
          "invalid_request_error",
          `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
          { code: "payment_intent_unexpected_state" },
        );
      }
      Object.assign(intent, { status: "succeeded", amount_received: amount, amount_capturable: 0 });
      const charge = charges.get(intent.latest_charge as string);
      if (charge) charge.amount = amount;
      await sendEvent("payment_intent.succeeded", view(intent, false));
      return { status: 200, body: view(intent, expand) };
    }
    if (method === "POST" && match[2] === "cancel") {
      if (
        !["requires_payment_method", "requires_capture", "requires_confirmation", "requires_action"].includes(
          intent.status,
        )
      ) {
        return error(
          400,
          "invalid_request_error",
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          { code: "payment_intent_unexpected_state" },
        );
      }
      Object.assign(intent, { status: "canceled", cancellation_reason: "requested_by_customer", amount_capturable: 0 });
      await sendEvent("payment_intent.canceled", view(intent, false));
      return { status: 200, body: view(intent, expand) };
    }
    return error(404, "invalid_request_error", "Unrecognized request URL");
  };

  /**
   * POST /v1/payment_intents/:id/confirm as Stripe.js sends it from the buyer's browser: the
   * publishable key, the intent's client secret, and the card the buyer typed.
   */
  const confirmFromBrowser = async (
    path: string,
    form: URLSearchParams,
  ): Promise<{ status: number; body: unknown }> => {
    const intent = intents.get(/^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path)?.[1] ?? "");
    if (!intent || form.get("client_secret") !== intent.client_secret) {
      return error(404, "invalid_request_error", "No such payment_intent", { code: "resource_missing" });
    }
    if (!["requires_payment_method", "requires_confirmation"].includes(intent.status)) {
      return error(
        400,
        "invalid_request_error",
        `This PaymentIntent's status is ${intent.status}, and it cannot be confirmed.`,
        { code: "payment_intent_unexpected_state" },
      );
    }
    const card = (form.get("payment_method_data[card][number]") ?? "").replace(/\s/g, "");
    if (!/^\d{12,19}$/.test(card)) {
      return error(402, "card_error", "Your card number is incorrect.", { code: "incorrect_number" });
    }
    await confirm(intent, card);
    const declined = intent.last_payment_error as Record<string, unknown> | null;
    if (intent.status === "requires_payment_method" && declined) {
      return { status: 402, body: { error: { ...declined, payment_intent: view(intent, false) } } };
    }
    return { status: 200, body: view(intent, false) };
  };

  const handle = async (request: IncomingMessage, raw: string): Promise<{ status: number; body: unknown }> => {
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    if (
      request.method === "POST" &&
      path.endsWith("/confirm") &&
      request.headers.authorization === `Bearer ${STRIPE_KEYS.publishableKey}`
    ) {
      return confirmFromBrowser(path, new URLSearchParams(raw));
    }
    if (request.headers.authorization !== `Bearer ${STRIPE_KEYS.secretKey}`) {
      return error(401, "invalid_request_error", "Invalid API Key provided: sk_test_****");
    }
    const url = new URL(request.url ?? "/", "http://fake");
    const method = request.method ?? "GET";
    const form = new URLSearchParams(method === "GET" ? url.search : raw);
    const key = request.headers["idempotency-key"];
    if (method !== "POST" || typeof key !== "string") return route(method, url.pathname, form);
    // Idempotent requests: the same key and parameters replay the first answer; other
    // parameters with the key are an idempotency_error.
    const scope = `${url.pathname}|${key}`;
    const kept = idempotency.get(scope);
    if (kept) {
      return kept.body === raw
        ? { status: kept.status, body: kept.answer }
        : error(
            400,
            "idempotency_error",
            "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          );
    }
    const answer = await route(method, url.pathname, form);
    if (answer.status < 500) idempotency.set(scope, { body: raw, status: answer.status, answer: answer.body });
    return answer;
  };

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = await handle(request, Buffer.concat(chunks).toString("utf8")).catch((e: unknown) =>
      error(500, "api_error", String(e)),
    );
    response.writeHead(answer.status, { "Content-Type": "application/json", "Request-Id": id("req") });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);

  const intentOf = (intentId: string) => {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`no payment intent ${intentId}`);
    return intent;
  };
  const authorise = async (intent: Intent, card: string) => {
    const charge: Charge = {
      id: id("ch"),
      object: "charge",
      amount: intent.amount,
      amount_refunded: 0,
      payment_intent: intent.id,
      payment_method_details: {
        type: "card",
        card: { brand: card.startsWith("4") ? "visa" : "mastercard", last4: card.slice(-4) },
      },
    };
    charges.set(charge.id, charge);
    Object.assign(intent, {
      status: "requires_capture",
      amount_capturable: intent.amount,
      latest_charge: charge.id,
      last_payment_error: null,
    });
    await sendEvent("payment_intent.amount_capturable_updated", view(intent, false));
  };

  /** What confirming with this card does to the intent (the test cards as Stripe documents them). */
  async function confirm(intent: Intent, card: string): Promise<void> {
    if (card === "4000002760003184") {
      Object.assign(intent, {
        status: "requires_action",
        next_action: { type: "use_stripe_sdk" },
        pending_card: card,
      });
      await sendEvent("payment_intent.requires_action", view(intent, false));
      return;
    }
    if (card === "4000000000000002" || card === "4000000000009995") {
      Object.assign(intent, {
        status: "requires_payment_method",
        last_payment_error: {
          type: "card_error",
          code: "card_declined",
          decline_code: card === "4000000000000002" ? "generic_decline" : "insufficient_funds",
          message: "Your card was declined.",
        },
      });
      await sendEvent("payment_intent.payment_failed", view(intent, false));
      return;
    }
    await authorise(intent, card);
  }

  return {
    url,
    confirm: (intentId, card) => confirm(intentOf(intentId), card),
    async authenticate(intentId, passed) {
      const intent = intentOf(intentId);
      if (passed) return authorise(intent, String(intent.pending_card));
      Object.assign(intent, {
        status: "requires_payment_method",
        next_action: null,
        last_payment_error: {
          type: "invalid_request_error",
          code: "payment_intent_authentication_failure",
          message: "Authentication failed.",
        },
      });
      await sendEvent("payment_intent.payment_failed", view(intent, false));
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
