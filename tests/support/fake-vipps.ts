// A local fake of Vipps MobilePay's HTTP API, written from its public documentation, for the
// adapter's contract test (the way stripe-mock stands in for Stripe). It keeps payments in
// memory and sends signed webhooks. Pages it follows:
//   https://developer.vippsmobilepay.com/docs/APIs/access-token-api/
//   https://developer.vippsmobilepay.com/docs/APIs/epayment-api/api-guide/operations/create
//   https://developer.vippsmobilepay.com/docs/APIs/epayment-api/api-guide/operations/get_event_log
//   https://developer.vippsmobilepay.com/docs/knowledge-base/http-headers/ (Idempotency-Key)
//   https://developer.vippsmobilepay.com/docs/APIs/webhooks-api/events/
//   https://developer.vippsmobilepay.com/docs/APIs/webhooks-api/request-authentication/
import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { vippsAuthorization, vippsContentHash } from "../../domain/payments/vipps-webhook-signature.server";

export const VIPPS_KEYS = {
  clientId: "fake-client-id",
  clientSecret: "fake-client-secret",
  subscriptionKey: "fake-subscription-key",
  merchantSerialNumber: "123456",
};

type State = "CREATED" | "AUTHORIZED" | "ABORTED" | "EXPIRED" | "TERMINATED";
interface Money {
  currency: string;
  value: number;
}
interface FakePayment {
  reference: string;
  state: State;
  amount: Money;
  authorized: number;
  captured: number;
  refunded: number;
  cancelled: number;
  paymentMethod: string;
  redirectUrl: string;
}

export interface FakeVipps {
  url: string;
  /** The buyer approves in the app. */
  approve: (reference: string) => Promise<void>;
  /** The buyer cancels in the app. */
  abort: (reference: string) => Promise<void>;
  /** Tokens issued so far (the adapter should reuse one). */
  tokensIssued: () => number;
  revokeTokens: () => void;
  close: () => Promise<void>;
}

export async function startFakeVipps(webhook: { url: string; secret: string }): Promise<FakeVipps> {
  const payments = new Map<string, FakePayment>();
  const idempotency = new Map<string, { hash: string; status: number; body: unknown }>();
  let tokens = new Set<string>();
  let issued = 0;
  let url = "";

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "Content-Type": status >= 400 ? "application/problem+json" : "application/json" });
    response.end(JSON.stringify(body));
  };
  const problem = (status: number, title: string, detail = title) => ({
    type: "about:blank",
    title,
    status,
    detail,
    traceId: randomUUID(),
  });
  const money = (value: number): Money => ({ currency: "NOK", value });
  const view = (p: FakePayment) => ({
    aggregate: {
      authorizedAmount: money(p.authorized),
      cancelledAmount: money(p.cancelled),
      capturedAmount: money(p.captured),
      refundedAmount: money(p.refunded),
    },
    amount: p.amount,
    state: p.state,
    paymentMethod: { type: p.paymentMethod },
    profile: {},
    pspReference: randomUUID(),
    redirectUrl: p.redirectUrl,
    reference: p.reference,
  });

  const sendWebhook = async (p: FakePayment, name: string, value: number) => {
    const body = JSON.stringify({
      msn: VIPPS_KEYS.merchantSerialNumber,
      reference: p.reference,
      pspReference: randomUUID(),
      name,
      amount: money(value),
      timestamp: new Date().toISOString(),
      idempotencyKey: null,
      success: true,
    });
    const date = new Date().toUTCString();
    await fetch(webhook.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "x-ms-date": date,
        "x-ms-content-sha256": vippsContentHash(body),
        Authorization: vippsAuthorization(webhook.secret, { url: webhook.url, date, body }),
      },
      body,
    });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse, raw: string) => {
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    const header = (name: string) => request.headers[name.toLowerCase()] as string | undefined;
    const keysOk =
      header("Ocp-Apim-Subscription-Key") === VIPPS_KEYS.subscriptionKey &&
      header("Merchant-Serial-Number") === VIPPS_KEYS.merchantSerialNumber;

    if (request.method === "POST" && path === "/accesstoken/get") {
      if (
        !keysOk ||
        header("client_id") !== VIPPS_KEYS.clientId ||
        header("client_secret") !== VIPPS_KEYS.clientSecret
      ) {
        return json(response, 401, problem(401, "Unauthorized", "Invalid client credentials"));
      }
      const token = `fake-token-${++issued}`;
      tokens.add(token);
      const now = Math.floor(Date.now() / 1000);
      return json(response, 200, {
        token_type: "Bearer",
        expires_in: "3599",
        ext_expires_in: "3599",
        expires_on: String(now + 3599),
        not_before: String(now),
        resource: "00000002-0000-0000-c000-000000000000",
        access_token: token,
      });
    }
    const bearer = header("Authorization")?.replace(/^Bearer /, "");
    if (!keysOk || !bearer || !tokens.has(bearer)) return json(response, 401, problem(401, "Unauthorized"));

    const match = /^\/epayment\/v1\/payments(?:\/([^/]+))?(?:\/(capture|refund|cancel))?$/.exec(path);
    if (!match) return json(response, 404, problem(404, "Not Found"));
    const [, reference, action] = match;

    if (request.method === "GET" && reference && !action) {
      const p = payments.get(reference);
      return p ? json(response, 200, view(p)) : json(response, 404, problem(404, "Payment not found"));
    }
    if (request.method !== "POST") return json(response, 405, problem(405, "Method not allowed"));

    // Idempotency-Key: the same request again gets the first answer; another body is a conflict.
    const key = header("Idempotency-Key");
    if (!key) return json(response, 400, problem(400, "Missing Idempotency-Key"));
    const scope = `${path}|${key}`;
    const hash = createHash("sha256").update(raw).digest("hex");
    const kept = idempotency.get(scope);
    if (kept)
      return kept.hash === hash
        ? json(response, kept.status, kept.body)
        : json(response, 409, problem(409, "Conflict", "The Idempotency-Key was used with another request"));
    const answer = (status: number, body: unknown) => {
      idempotency.set(scope, { hash, status, body });
      json(response, status, body);
    };
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;

    if (!reference) {
      const ref = String(body.reference ?? "");
      const amount = body.amount as Money | undefined;
      if (
        !/^[a-zA-Z0-9-]{8,64}$/.test(ref) ||
        !amount ||
        body.userFlow !== "WEB_REDIRECT" ||
        typeof body.returnUrl !== "string"
      ) {
        return answer(400, problem(400, "Bad Request", "Invalid payment request"));
      }
      if (payments.has(ref)) return answer(409, problem(409, "Conflict", "The reference is already used"));
      const p: FakePayment = {
        reference: ref,
        state: "CREATED",
        amount,
        authorized: 0,
        captured: 0,
        refunded: 0,
        cancelled: 0,
        paymentMethod: (body.paymentMethod as { type: string }).type,
        redirectUrl: `${url}/landing?reference=${ref}`,
      };
      payments.set(ref, p);
      // The webhook goes out before the answer, so a test sees it as soon as the call returns.
      await sendWebhook(p, "CREATED", amount.value);
      answer(201, { redirectUrl: p.redirectUrl, reference: ref });
      return;
    }
    const p = payments.get(reference);
    if (!p) return answer(404, problem(404, "Payment not found"));
    const value = (body.modificationAmount as Money | undefined)?.value ?? 0;
    const adjustment = () => ({
      amount: p.amount,
      state: p.state,
      aggregate: view(p).aggregate,
      pspReference: randomUUID(),
      reference,
    });
    if (action === "capture") {
      if (p.state !== "AUTHORIZED" || value <= 0 || p.captured + value > p.authorized - p.cancelled)
        return answer(400, problem(400, "Bad Request", "Capture not allowed"));
      p.captured += value;
      await sendWebhook(p, "CAPTURED", value);
      answer(200, adjustment());
    } else if (action === "refund") {
      if (value <= 0 || p.refunded + value > p.captured)
        return answer(400, problem(400, "Bad Request", "Refund not allowed"));
      p.refunded += value;
      await sendWebhook(p, "REFUNDED", value);
      answer(200, adjustment());
    } else if (action === "cancel") {
      if (p.state === "CREATED") p.state = "TERMINATED";
      else if (p.state === "AUTHORIZED" && p.captured === 0) p.cancelled = p.authorized;
      else return answer(400, problem(400, "Bad Request", "Cancel not allowed"));
      await sendWebhook(p, p.state === "TERMINATED" ? "TERMINATED" : "CANCELLED", p.amount.value);
      answer(200, adjustment());
    }
  };

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    try {
      await handle(request, response, Buffer.concat(chunks).toString("utf8"));
    } catch (error) {
      if (!response.headersSent) json(response, 500, problem(500, "Internal Server Error", String(error)));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const userAction = async (reference: string, state: State, name: string) => {
    const p = payments.get(reference);
    if (!p || p.state !== "CREATED") throw new Error(`payment ${reference} is not waiting for the buyer`);
    p.state = state;
    if (state === "AUTHORIZED") p.authorized = p.amount.value;
    await sendWebhook(p, name, p.amount.value);
  };

  return {
    url,
    approve: (reference) => userAction(reference, "AUTHORIZED", "AUTHORIZED"),
    abort: (reference) => userAction(reference, "ABORTED", "ABORTED"),
    tokensIssued: () => issued,
    revokeTokens: () => (tokens = new Set()),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
