// The local payment service: the embedded default provider (PAYMENT_PROVIDER=local), as the
// embedded PostgreSQL is the default database. It listens on a port of its own, so its pages
// are another origin than the shop's and a card number typed into them never reaches the
// shop. It keeps its own books (local_payments_* tables, through a pool of its own) and tells
// the shop what happened by signed webhooks.
import { createServer, type Server } from "node:http";
import path from "node:path";
import express from "express";
import { connect } from "#db/connection.server";
import { PROJECT_ROOT } from "#db/project-root.server";
import { pageRoutes } from "./page-routes.server";
import { providerApi } from "./provider-api.server";
import { startWebhookSender, type WebhookSender } from "./webhook-sender.server";

export interface LocalPaymentServiceOptions {
  /** The database whose local_payments_* tables hold the books (the shop's, by default). */
  databaseUrl: string;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** The address buyers' browsers reach the service at; unset, http://localhost:<port>. */
  publicUrl?: string;
  /** The shop's origin: the only page allowed to frame the card fields and hear their outcome. */
  shopOrigin: string;
  /** Where the shop receives webhooks. */
  webhookUrl: string;
  webhookSecret: string;
  /** The bearer key the shop's adapter sends. */
  apiKey: string;
  /** How long a buyer has to pay. */
  paymentTtlMs?: number;
  webhookPollMs?: number;
  webhookFirstRetryMs?: number;
  webhookMaxAttempts?: number;
  onError?: (error: unknown) => void;
}

export interface LocalPaymentService {
  /** The service's public origin (pages). */
  url: string;
  /** Base URL of its provider API, on loopback (for the shop's adapter on this machine). */
  apiUrl: string;
  webhooks: Pick<WebhookSender, "sendDue">;
  close: () => Promise<void>;
}

const ASSETS = path.join(PROJECT_ROOT, "local-payments", "assets");

/**
 * Where a service listening on `host`:`port` is reached: its public origin (pages) and its
 * provider API. Also for shop processes that use a service another process started.
 */
export function localServiceAddress(options: { host: string; port: number; publicUrl?: string }): {
  url: string;
  apiUrl: string;
} {
  // The shop's adapter calls the API on this machine, not through the public address.
  const loopback = ["0.0.0.0", "::", "localhost"].includes(options.host) ? "127.0.0.1" : options.host;
  const apiHost = loopback.includes(":") ? `[${loopback}]` : loopback;
  return {
    url: (options.publicUrl ?? `http://localhost:${options.port}`).replace(/\/$/, ""),
    apiUrl: `http://${apiHost}:${options.port}/v1`,
  };
}

export async function startLocalPaymentService(options: LocalPaymentServiceOptions): Promise<LocalPaymentService> {
  const books = connect(options.databaseUrl, { max: 4 });
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, resolve);
  });
  const address = server.address();
  const port = address && typeof address === "object" ? address.port : options.port;
  const { url: publicUrl, apiUrl } = localServiceAddress({ host: options.host, port, publicUrl: options.publicUrl });

  const app = express();
  app.disable("x-powered-by");
  app.use("/assets", express.static(ASSETS, { maxAge: "1h", fallthrough: false }));
  app.use(
    "/v1",
    providerApi({ db: books.db, apiKey: options.apiKey, publicUrl, paymentTtlMs: options.paymentTtlMs ?? 20 * 60_000 }),
  );
  app.use("/pay", pageRoutes({ db: books.db, publicUrl, shopOrigin: options.shopOrigin }));
  app.use((_request: express.Request, response: express.Response) => {
    response.status(404).json({ type: "not_found", title: "Not found" });
  });
  app.use((error: unknown, _request: express.Request, response: express.Response, _next: express.NextFunction) => {
    options.onError?.(error);
    if (!response.headersSent) response.status(500).json({ type: "server_error", title: "The payment service failed" });
  });
  server.on("request", app);

  const sender = startWebhookSender({
    db: books.db,
    webhookUrl: options.webhookUrl,
    webhookSecret: options.webhookSecret,
    publicUrl,
    pollMs: options.webhookPollMs ?? 500,
    firstRetryMs: options.webhookFirstRetryMs ?? 2000,
    maxAttempts: options.webhookMaxAttempts ?? 12,
    onError: options.onError,
  });

  return {
    url: publicUrl,
    apiUrl,
    webhooks: { sendDue: sender.sendDue },
    close: async () => {
      await sender.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await books.close();
    },
  };
}
