// What the server hands every loader and action (server/main.ts builds it per request).
import type { Database } from "#db/connection.server";
import type { CachedCatalogue } from "#server/cached-catalogue.server";
import type { DealViews } from "#domain/partners/analytics.server";
import type { Mailer } from "#domain/platform/mail.server";
import type { PaymentProvider } from "#domain/payments/payment-provider";
import type { Signer } from "#domain/platform/signing.server";
import type { PublicConfig } from "#server/config.server";
import type { Logger } from "#server/logger.server";

declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    /** Category counts and cities, cached until the catalogue changes. */
    catalogue: CachedCatalogue;
    config: PublicConfig;
    mailer: Mailer;
    /** Deal page views, written in batches. */
    views: DealViews;
    /** The payment provider (PAYMENT_PROVIDER); null in the moment between listening and its start. */
    paymentProvider: PaymentProvider | null;
    /** The client's address (behind TRUST_PROXY, from X-Forwarded-For), for throttling. */
    ip: string;
    /** Lists a rendered page's inline scripts (their CSP hash sources) in its Content-Security-Policy. */
    allowInlineScripts: (hashes: string[]) => void;
    /** Secure cookies: in production, and for requests that came over HTTPS (a trusted proxy says so). */
    secureCookies: boolean;
    /** Signs and checks what the server hands out and must recognise back (cookies, e-mailed links). */
    signer: Signer;
    /** Origin for links in e-mails, e.g. https://magicdeals.no. */
    origin: string;
    /** This request's logger: every line carries the request id. */
    log: Logger;
  }
}

export {};
