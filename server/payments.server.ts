// The payment provider the configuration names (PAYMENT_PROVIDER), ready for the checkout.
// For `local` this also starts the local payment service on a port of its own, with keys
// derived from the session secret, so every copy of the app on one database agrees on them.
import { createHmac } from "node:crypto";
import type { PaymentProvider } from "#domain/payments/payment-provider";
import { createLocalPaymentProvider } from "#domain/payments/local-adapter.server";
import { createStripePaymentProvider } from "#domain/payments/stripe-adapter.server";
import { createVippsPaymentProvider } from "#domain/payments/vipps-adapter.server";
import {
  localServiceAddress,
  startLocalPaymentService,
  type LocalPaymentService,
} from "../local-payments/service.server";
import type { ServerConfig } from "./config.server";
import type { Logger } from "./logger.server";

/** Where providers send webhooks on the shop (the route that takes them comes with the checkout). */
export const PAYMENT_WEBHOOK_PATH = "/payments/webhook";

/**
 * What the checkout page loads from the provider (its card fields, its script, what that script
 * calls), for the Content-Security-Policy: sources for script-src, frame-src and connect-src.
 */
export interface PaymentPageSources {
  script: string[];
  frame: string[];
  connect: string[];
}

/**
 * Stripe's documented Content-Security-Policy entries for Stripe.js and its Elements
 * (https://docs.stripe.com/security/guide#content-security-policy); a stand-in's own origin
 * when STRIPE_JS_URL points elsewhere (tests).
 */
export function stripePageSources(scriptUrl: string): PaymentPageSources {
  const origin = new URL(scriptUrl).origin;
  if (origin !== "https://js.stripe.com") return { script: [origin], frame: [origin], connect: [origin] };
  return {
    script: ["https://js.stripe.com", "https://*.js.stripe.com"],
    frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
    connect: ["https://api.stripe.com"],
  };
}

export interface Payments {
  provider: PaymentProvider;
  pageSources: PaymentPageSources;
  /** The local payment service's addresses, when it is the provider (started here or by the primary). */
  localService: Pick<LocalPaymentService, "url" | "apiUrl"> | null;
  /** One line for the start-up banner. */
  description: string;
  close: () => Promise<void>;
}

export interface PaymentsContext {
  /** The database the local service keeps its books in. */
  databaseUrl: string;
  /** The shop's public origin: buyers return here, webhooks go here, the card iframe talks to it. */
  shopOrigin: string;
  /** The session secret, from which the local service's keys are derived. */
  secret: string;
  logger: Logger;
  /**
   * For `local`: "start" runs the service in this process; "use" only talks to the one another
   * process of this server runs (a cluster worker, with the primary's service on
   * LOCAL_PAYMENTS_PORT), so every worker sends buyers to the same service.
   */
  localService?: "start" | "use";
}

/** The Stripe SDK's host, port and protocol for an API address. */
function apiAddress(url: string): { host: string; port: number; protocol: "http" | "https" } {
  const parsed = new URL(url);
  const protocol = parsed.protocol === "http:" ? "http" : "https";
  return { host: parsed.hostname, port: Number(parsed.port) || (protocol === "http" ? 80 : 443), protocol };
}

function derive(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(`local-payments:${purpose}`).digest("base64url");
}

export async function startPayments(config: ServerConfig, context: PaymentsContext): Promise<Payments> {
  const webhookUrl = new URL(PAYMENT_WEBHOOK_PATH, context.shopOrigin).href;
  if (config.PAYMENT_PROVIDER === "vipps") {
    const provider = createVippsPaymentProvider({
      apiUrl: config.VIPPS_API_URL,
      clientId: config.VIPPS_CLIENT_ID ?? "",
      clientSecret: config.VIPPS_CLIENT_SECRET ?? "",
      subscriptionKey: config.VIPPS_SUBSCRIPTION_KEY ?? "",
      merchantSerialNumber: config.VIPPS_MERCHANT_SERIAL_NUMBER ?? "",
      webhookSecret: config.VIPPS_WEBHOOK_SECRET ?? "",
      webhookUrl,
    });
    return {
      provider,
      // Vipps takes the buyer to its own page or app: nothing of it loads on the checkout page.
      pageSources: { script: [], frame: [], connect: [] },
      localService: null,
      description: `Vipps MobilePay at ${config.VIPPS_API_URL}`,
      close: async () => {},
    };
  }
  if (config.PAYMENT_PROVIDER === "stripe") {
    const provider = createStripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY ?? "",
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? "",
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? "",
      scriptUrl: config.STRIPE_JS_URL,
      api: apiAddress(config.STRIPE_API_URL),
    });
    return {
      provider,
      pageSources: stripePageSources(config.STRIPE_JS_URL),
      localService: null,
      description: `Stripe at ${config.STRIPE_API_URL}`,
      close: async () => {},
    };
  }
  const apiKey = derive(context.secret, "api-key");
  const webhookSecret = derive(context.secret, "webhook-secret");
  if (context.localService === "use") {
    const address = localServiceAddress({
      host: config.HOST,
      port: config.LOCAL_PAYMENTS_PORT,
      publicUrl: config.LOCAL_PAYMENTS_PUBLIC_URL,
    });
    return {
      provider: createLocalPaymentProvider({ apiUrl: address.apiUrl, apiKey, webhookSecret }),
      pageSources: { script: [], frame: [address.url], connect: [address.url] },
      localService: address,
      description: `local payment service at ${address.url} (test cards, no real money)`,
      close: async () => {},
    };
  }
  const service = await startLocalPaymentService({
    databaseUrl: context.databaseUrl,
    host: config.HOST,
    port: config.LOCAL_PAYMENTS_PORT,
    publicUrl: config.LOCAL_PAYMENTS_PUBLIC_URL,
    shopOrigin: new URL(context.shopOrigin).origin,
    webhookUrl,
    webhookSecret,
    apiKey,
    onError: (error) => context.logger.warn({ err: error }, "local payment service"),
  });
  return {
    provider: createLocalPaymentProvider({ apiUrl: service.apiUrl, apiKey, webhookSecret }),
    // The card fields are the service's own page, framed by the checkout.
    pageSources: { script: [], frame: [service.url], connect: [service.url] },
    localService: service,
    description: `local payment service at ${service.url} (test cards, no real money)`,
    close: service.close,
  };
}
