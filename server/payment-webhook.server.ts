// The shop's webhook endpoint (PAYMENT_WEBHOOK_PATH): the raw body as the provider signed it,
// handed to the checkout's settle use-case. Mounted before the CSRF check: the provider's
// server sends no Origin and no form token; the signature is the authority here.
import express, { type Router } from "express";
import { takePaymentWebhook, type SettleServices } from "#domain/checkout/hold-settlement.server";
import type { Database } from "#db/connection.server";
import type { Logger } from "./logger.server";
import { PAYMENT_WEBHOOK_PATH } from "./payments.server";

export function paymentWebhook(db: Database, services: () => SettleServices | null, logger: Logger): Router {
  const router = express.Router();
  router.post(PAYMENT_WEBHOOK_PATH, express.text({ type: () => true, limit: "256kb" }), async (req, res) => {
    const settle = services();
    // Not ready to take payments yet: the provider sends it again.
    if (!settle) return void res.status(503).end();
    try {
      const body = typeof req.body === "string" ? req.body : "";
      const answer = await takePaymentWebhook(db, settle, body, req.headers);
      if (answer.status === 400) logger.warn("payment webhook refused: not signed by the provider");
      res.status(answer.status).end();
    } catch (error) {
      logger.warn({ err: error }, "payment webhook not settled; the provider will send it again");
      res.status(503).end();
    }
  });
  return router;
}
