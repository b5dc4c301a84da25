import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, workerCount } from "./config.server";

describe("configuration", () => {
  it("has working defaults for a fresh clone", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DEMO_DATA).toBe(true);
    expect(config.SALES_EMAIL).toBe("salg@magicdeals.no");
    expect(() => loadConfig({ SALES_EMAIL: "salg" })).toThrow(/SALES_EMAIL/);
  });

  it("refuses to run in production without SESSION_SECRET, saying what to set", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), PUBLIC_URL: "https://magicdeals.no" };
    expect(loadConfig({ ...production, ALLOW_TEST_PAYMENTS: "true" }).NODE_ENV).toBe("production");
  });

  it("refuses to run in production without PUBLIC_URL, the address links in e-mails are built on", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), ALLOW_TEST_PAYMENTS: "true" };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: "magicdeals.no" })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: "javascript://magicdeals.no" })).toThrow(/PUBLIC_URL/);
    // Only the origin counts: a path or a trailing slash is dropped.
    expect(loadConfig({ ...production, PUBLIC_URL: "https://MagicDeals.no/butikk/" }).PUBLIC_URL).toBe(
      "https://magicdeals.no",
    );
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
  });

  it("gives up on a database that does not answer after a few seconds, configurably", () => {
    expect(loadConfig({})).toMatchObject({ DATABASE_CONNECT_TIMEOUT_MS: 3_000, DATABASE_STATEMENT_TIMEOUT_MS: 8_000 });
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "2500" }).DATABASE_STATEMENT_TIMEOUT_MS).toBe(2_500);
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: "0" })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
  });

  it("runs one HTTP worker per core unless WEB_CONCURRENCY says otherwise; one under tests and in dev", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), PUBLIC_URL: "https://magicdeals.no" };
    const prod = { ...production, ALLOW_TEST_PAYMENTS: "true" };
    expect(workerCount(loadConfig(prod), false)).toBe(availableParallelism());
    expect(workerCount(loadConfig({ NODE_ENV: "development" }), false)).toBe(availableParallelism());
    expect(workerCount(loadConfig({ NODE_ENV: "test" }), false)).toBe(1);
    expect(workerCount(loadConfig({ ...prod, WEB_CONCURRENCY: "3" }), false)).toBe(3);
    expect(workerCount(loadConfig({ WEB_CONCURRENCY: "1" }), false)).toBe(1);
    // Vite's hot reload lives in one process.
    expect(workerCount(loadConfig({ WEB_CONCURRENCY: "4" }), true)).toBe(1);
    for (const wrong of ["0", "-2", "two", "1.5"]) {
      expect(() => loadConfig({ WEB_CONCURRENCY: wrong })).toThrow(/WEB_CONCURRENCY/);
    }
  });

  it("names the setting that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://localhost/db" })).toThrow(/DATABASE_URL/);
  });

  it("takes payments through the local service by default, and never in production unless allowed", () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe("local");
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), PUBLIC_URL: "https://magicdeals.no" };
    expect(() => loadConfig(production)).toThrow(/local test payment service does not run in production/);
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(loadConfig({ ...production, ALLOW_TEST_PAYMENTS: "true" }).PAYMENT_PROVIDER).toBe("local");
  });

  it("names the keys a real payment provider still needs", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "vipps" })).toThrow(
      /PAYMENT_PROVIDER=vipps needs VIPPS_CLIENT_ID, VIPPS_CLIENT_SECRET, VIPPS_SUBSCRIPTION_KEY, VIPPS_MERCHANT_SERIAL_NUMBER, VIPPS_WEBHOOK_SECRET, PUBLIC_URL/,
    );
    const stripe = {
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(32),
      PAYMENT_PROVIDER: "stripe",
      PUBLIC_URL: "https://magicdeals.no",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_PUBLISHABLE_KEY: "pk_live_x",
    };
    expect(() => loadConfig(stripe)).toThrow(/needs STRIPE_WEBHOOK_SECRET\.$/);
    expect(loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: "whsec_x" }).PAYMENT_PROVIDER).toBe("stripe");
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: "pk_live_x" })).toThrow(
      /STRIPE_SECRET_KEY must start with sk_/,
    );
  });
});
