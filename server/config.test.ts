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
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), PUBLIC_URL: "https://magicdeals.no" };
    expect(loadConfig(production).NODE_ENV).toBe("production");
  });

  it("refuses to run in production without PUBLIC_URL, the address links in e-mails are built on", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) };
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

  it("names the setting that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://localhost/db" })).toThrow(/DATABASE_URL/);
  });
});
