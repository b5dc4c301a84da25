import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server";

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
    expect(
      loadConfig({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), ALLOW_TEST_PAYMENTS: "true" }).NODE_ENV,
    ).toBe("production");
  });

  it("names the setting that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://localhost/db" })).toThrow(/DATABASE_URL/);
  });

  it("takes payments through the local service by default, and never in production unless allowed", () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe("local");
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) };
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
