// The environment, checked once at start: a wrong setting stops the start with one clear line.
import { availableParallelism } from "node:os";
import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  // Unset: e-mail goes to the outbox in the database (admin page) instead of being sent.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("MagicDeals <no-reply@magicdeals.no>"),
  // The site's address: links in e-mails, and the only host it answers to besides, outside
  // production, localhost on its port. Required in production. Only the origin counts.
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// address" })
    .transform((url) => new URL(url).origin)
    .optional(),
  // A CDN in front (README): where to POST a purge when the catalogue changes, and its secret
  // (sent as Authorization: Bearer). Unset: no purge; the CDN's copies expire after s-maxage.
  CDN_PURGE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address" }).optional(),
  CDN_PURGE_TOKEN: z.string().min(1).optional(),
  // Behind a load balancer: how many proxies to trust for the client's address.
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  // Map tiles for the deal page's map of the business, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png
  // (mind the tile server's usage policy). Unset: an address card with a link to openstreetmap.org.
  MAP_TILE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// address" })
    .refine((url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)), "must contain {z}, {x} and {y}")
    .optional(),
  SUPPORT_PHONE: z.string().min(1).default("+47 22 00 00 00"),
  SUPPORT_EMAIL: z.email().default("kundeservice@magicdeals.no"),
  // Each copy runs a background-job worker unless this is false (copies share the work safely).
  JOB_WORKER: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  // HTTP worker processes (node:cluster), sharing the port; 1 runs one process and no cluster.
  // Unset: one per core, except under NODE_ENV=test (see workerCount).
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // The sales team's inbox: consultation bookings are announced here and shown on the booking page.
  SALES_EMAIL: z.email().default("salg@magicdeals.no"),
  // How long to wait for a database connection, and for one statement, before answering 503: a
  // database that hangs must not hang every request with it.
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(8_000),
  // Demo catalogue and accounts on an empty database; set to false on a real install.
  DEMO_DATA: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  // Who takes payments: the local payment service (test cards, no real money; the default),
  // Vipps MobilePay's ePayment API, or Stripe. See docs/decisions/014-payments-port-and-local-service.md.
  PAYMENT_PROVIDER: z.enum(["local", "vipps", "stripe"]).default("local"),
  // The local payment service in production (a staging server): only when this says so.
  ALLOW_TEST_PAYMENTS: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  // The local payment service's own port (0: any free port) and, behind a proxy, its public address.
  LOCAL_PAYMENTS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  LOCAL_PAYMENTS_PUBLIC_URL: z.url().optional(),
  // Vipps MobilePay: the sales unit's API keys, and the secret returned when the webhook was registered.
  VIPPS_API_URL: z.url().default("https://apitest.vipps.no"),
  VIPPS_CLIENT_ID: z.string().min(1).optional(),
  VIPPS_CLIENT_SECRET: z.string().min(1).optional(),
  VIPPS_SUBSCRIPTION_KEY: z.string().min(1).optional(),
  VIPPS_MERCHANT_SERIAL_NUMBER: z
    .string()
    .regex(/^\d{4,10}$/, "must be the 4-10 digit merchant serial number")
    .optional(),
  VIPPS_WEBHOOK_SECRET: z.string().min(1).optional(),
  // Stripe: secret and publishable API keys and the webhook endpoint's signing secret.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, "must start with sk_ or rk_")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, "must start with pk_").optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "must start with whsec_")
    .optional(),
  // Where the checkout loads Stripe.js from, and where the server calls Stripe's API. Stripe
  // requires Stripe.js from js.stripe.com: other values are for tests only (local stand-ins).
  STRIPE_JS_URL: z.url().default("https://js.stripe.com/v3/"),
  STRIPE_API_URL: z.url().default("https://api.stripe.com"),
});

/** What each real provider needs set, besides PUBLIC_URL (where buyers return and webhooks go). */
const PROVIDER_KEYS = {
  local: [],
  vipps: [
    "VIPPS_CLIENT_ID",
    "VIPPS_CLIENT_SECRET",
    "VIPPS_SUBSCRIPTION_KEY",
    "VIPPS_MERCHANT_SERIAL_NUMBER",
    "VIPPS_WEBHOOK_SECRET",
  ],
  stripe: ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"],
} as const;

export type ServerConfig = z.infer<typeof envSchema>;

/** What the browser may see of the configuration: nothing secret goes in here. */
export interface PublicConfig {
  supportPhone: string;
  supportEmail: string;
  salesEmail: string;
  /** Tile address with {z}/{x}/{y}, or null: no map, an address card. */
  mapTileUrl: string | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === "production" && !config.SESSION_SECRET) {
    throw new ConfigError("Set SESSION_SECRET (at least 32 random characters) to run in production.");
  }
  checkPaymentSettings(config);
  if (config.NODE_ENV === "production" && !config.PUBLIC_URL) {
    throw new ConfigError("Set PUBLIC_URL (the site's address, e.g. https://magicdeals.no) to run in production.");
  }
  return config;
}

function checkPaymentSettings(config: ServerConfig): void {
  const provider = config.PAYMENT_PROVIDER;
  if (provider === "local") {
    if (config.NODE_ENV === "production" && !config.ALLOW_TEST_PAYMENTS) {
      throw new ConfigError(
        "The local test payment service does not run in production: set PAYMENT_PROVIDER=vipps or stripe with its keys, or ALLOW_TEST_PAYMENTS=true on a staging server.",
      );
    }
    return;
  }
  const missing = [...PROVIDER_KEYS[provider], "PUBLIC_URL"].filter((key) => !config[key as keyof ServerConfig]);
  if (missing.length > 0) throw new ConfigError(`PAYMENT_PROVIDER=${provider} needs ${missing.join(", ")}.`);
}

/**
 * How many HTTP workers to run: WEB_CONCURRENCY, else one per core (production and `npm start`).
 * Tests (NODE_ENV=test) and `npm run dev` run one process: Vite's hot reload lives in one
 * process, and a test app that needs several workers asks for them.
 */
export function workerCount(config: Pick<ServerConfig, "WEB_CONCURRENCY" | "NODE_ENV">, dev: boolean): number {
  if (dev) return 1;
  return config.WEB_CONCURRENCY ?? (config.NODE_ENV === "test" ? 1 : availableParallelism());
}

export function publicConfig(config: ServerConfig): PublicConfig {
  return {
    supportPhone: config.SUPPORT_PHONE,
    supportEmail: config.SUPPORT_EMAIL,
    salesEmail: config.SALES_EMAIL,
    mapTileUrl: config.MAP_TILE_URL ?? null,
  };
}

export class ConfigError extends Error {}
