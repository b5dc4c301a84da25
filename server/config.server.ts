// The environment, checked once at start: a wrong setting stops the start with one clear line.
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
  // Behind a load balancer: how many proxies to trust for the client's address.
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SUPPORT_PHONE: z.string().min(1).default("+47 22 00 00 00"),
  SUPPORT_EMAIL: z.email().default("kundeservice@magicdeals.no"),
  // Each copy runs a background-job worker unless this is false (copies share the work safely).
  JOB_WORKER: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
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
});

export type ServerConfig = z.infer<typeof envSchema>;

/** What the browser may see of the configuration: nothing secret goes in here. */
export interface PublicConfig {
  supportPhone: string;
  supportEmail: string;
  salesEmail: string;
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
  if (config.NODE_ENV === "production" && !config.PUBLIC_URL) {
    throw new ConfigError("Set PUBLIC_URL (the site's address, e.g. https://magicdeals.no) to run in production.");
  }
  return config;
}

export function publicConfig(config: ServerConfig): PublicConfig {
  return { supportPhone: config.SUPPORT_PHONE, supportEmail: config.SUPPORT_EMAIL, salesEmail: config.SALES_EMAIL };
}

export class ConfigError extends Error {}
