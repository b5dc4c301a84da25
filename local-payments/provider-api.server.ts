// The provider API that the shop's adapter calls (domain/payments/local-adapter.server.ts):
// create, get, capture, refund and cancel a payment, JSON over HTTP with a bearer key and an
// Idempotency-Key on every POST, answering like a real provider (401, 404, 409, 400).
import { sql } from "drizzle-orm";
import express, { type Request, type Response, type Router } from "express";
import { z } from "zod";
import type { Database, DatabaseOrTransaction, Transaction } from "#db/connection.server";
import { localPayments } from "#db/local-payments-schema.server";
import { once, requestHash, type ApiAnswer } from "./idempotency.server";
import { expireOverdue, findPayment, insertPayment, transition } from "./payment-store.server";
import { paymentView } from "./payment-view";

export interface ProviderApiOptions {
  db: Database;
  apiKey: string;
  publicUrl: string;
  /** How long a buyer has to pay before the payment expires. */
  paymentTtlMs: number;
}

const createBody = z
  .object({
    amountOre: z.number().int().positive().max(100_000_000),
    currency: z.literal("NOK"),
    reference: z.string().regex(/^[a-zA-Z0-9-]{8,64}$/),
    returnUrl: z.url({ protocol: /^https?$/ }),
    method: z.enum(["card", "vipps"]),
    description: z.string().trim().min(1).max(100),
    customerEmail: z.email().optional(),
    customerPhone: z
      .string()
      .regex(/^\+47\d{8}$/)
      .optional(),
  })
  .strict();

const amountBody = z.object({ amountOre: z.number().int().positive() }).strict();
const emptyBody = z.object({}).strict();

const problem = (status: number, type: string, title: string): ApiAnswer => ({ status, body: { type, title } });

export function providerApi(options: ProviderApiOptions): Router {
  const { db, publicUrl } = options;
  const router = express.Router();
  router.use(express.json({ limit: "16kb" }));
  router.use((request, response, next) => {
    if (request.get("authorization") !== `Bearer ${options.apiKey}`) {
      response.status(401).json({ type: "unauthorised", title: "Missing or wrong API key" });
      return;
    }
    next();
  });

  const send = (response: Response, answer: ApiAnswer) => response.status(answer.status).json(answer.body);

  /** Runs a POST once per Idempotency-Key, after checking its body. */
  const post =
    <T>(
      operation: (request: Request) => string,
      schema: z.ZodType<T>,
      run: (body: T, request: Request, tx: Transaction) => Promise<ApiAnswer>,
    ) =>
    async (request: Request, response: Response) => {
      const key = request.get("idempotency-key");
      if (!key || key.length > 255) {
        send(response, problem(400, "missing_idempotency_key", "Send an Idempotency-Key header"));
        return;
      }
      const parsed = schema.safeParse(request.body ?? {});
      if (!parsed.success) {
        send(
          response,
          problem(
            400,
            "invalid_request",
            parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; "),
          ),
        );
        return;
      }
      send(
        response,
        await once(db, operation(request), key, requestHash(request.body), (tx) => run(parsed.data, request, tx)),
      );
    };

  const current = async (id: string): Promise<ApiAnswer> => {
    await expireOverdue(db, publicUrl, id);
    const row = await findPayment(db, id);
    return row ? { status: 200, body: paymentView(row, publicUrl) } : problem(404, "not_found", "No such payment");
  };

  /** The answer to a change: the payment as it is now, or why the change was refused. */
  const changed = async (
    tx: DatabaseOrTransaction,
    id: string,
    row: Awaited<ReturnType<typeof transition>>,
    refusal: string,
  ): Promise<ApiAnswer> => {
    if (row) return { status: 200, body: paymentView(row, publicUrl) };
    const now = await findPayment(tx, id);
    return now
      ? problem(400, "invalid_state", `${refusal} (the payment is ${now.status})`)
      : problem(404, "not_found", "No such payment");
  };

  const id = (request: Request) => String(request.params.id);

  router.post(
    "/payments",
    post(
      () => "create",
      createBody,
      async (body, _request, tx) => {
        const row = await insertPayment(
          tx,
          {
            reference: body.reference,
            amountOre: body.amountOre,
            currency: body.currency,
            method: body.method,
            returnUrl: body.returnUrl,
            description: body.description,
            customerEmail: body.customerEmail ?? null,
            phone: body.customerPhone ?? null,
          },
          options.paymentTtlMs,
          publicUrl,
        );
        return { status: 201, body: paymentView(row, publicUrl) };
      },
    ),
  );

  router.get("/payments/:id", async (request, response) => send(response, await current(id(request))));

  router.post(
    "/payments/:id/capture",
    post(
      (request) => `capture:${id(request)}`,
      amountBody,
      async ({ amountOre }, request, tx) => {
        await expireOverdue(tx, publicUrl, id(request));
        const row = await transition(
          tx,
          id(request),
          ["authorised"],
          { status: "captured", capturedOre: amountOre, authorisedOre: 0 },
          "payment.captured",
          publicUrl,
          sql`${localPayments.authorisedOre} >= ${amountOre}`,
          amountOre,
        );
        return changed(tx, id(request), row, "Only an authorised payment can be captured, up to the authorised amount");
      },
    ),
  );

  router.post(
    "/payments/:id/refund",
    post(
      (request) => `refund:${id(request)}`,
      amountBody,
      async ({ amountOre }, request, tx) => {
        const refunded = sql`${localPayments.refundedOre} + ${amountOre}`;
        const row = await transition(
          tx,
          id(request),
          ["captured"],
          {
            refundedOre: refunded,
            status: sql`CASE WHEN ${refunded} = ${localPayments.capturedOre} THEN 'refunded' ELSE 'captured' END`,
          },
          "payment.refunded",
          publicUrl,
          sql`${refunded} <= ${localPayments.capturedOre}`,
          amountOre,
        );
        return changed(tx, id(request), row, "A refund can be at most what was captured and not yet refunded");
      },
    ),
  );

  router.post(
    "/payments/:id/cancel",
    post(
      (request) => `cancel:${id(request)}`,
      emptyBody,
      async (_body, request, tx) => {
        await expireOverdue(tx, publicUrl, id(request));
        const row = await transition(
          tx,
          id(request),
          ["created", "requires_action", "authorised"],
          { status: "cancelled", authorisedOre: 0 },
          "payment.cancelled",
          publicUrl,
        );
        return changed(tx, id(request), row, "Only a payment not yet captured can be cancelled");
      },
    ),
  );

  return router;
}
