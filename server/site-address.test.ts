// The site's address comes from the configuration; a Host or Origin header only ever matches it.
import { describe, expect, it } from "vitest";
import { siteAddress } from "./site-address.server";

const production = siteAddress(
  { NODE_ENV: "production", PUBLIC_URL: "https://magicdeals.no", HOST: "0.0.0.0" },
  () => 3000,
);
const development = siteAddress({ NODE_ENV: "development", PUBLIC_URL: undefined, HOST: "0.0.0.0" }, () => 3000);
const test = siteAddress({ NODE_ENV: "test", PUBLIC_URL: undefined, HOST: "127.0.0.1" }, () => 4123);

describe("siteAddress", () => {
  it("builds links on PUBLIC_URL, else on the listen address", () => {
    expect(production.origin()).toBe("https://magicdeals.no");
    expect(development.origin()).toBe("http://localhost:3000");
    expect(test.origin()).toBe("http://127.0.0.1:4123");
  });

  it.each([
    ["magicdeals.no", true],
    ["MAGICDEALS.NO", true],
    ["magicdeals.no:443", true],
    ["magicdeals.no:3000", false],
    ["localhost:3000", false],
    ["evil.example", false],
    ["magicdeals.no.evil.example", false],
    ["evil@magicdeals.no", false],
    ["magicdeals.no/evil", false],
    ["", false],
    [undefined, false],
  ])("in production serves Host %j: %s", (host, served) => {
    expect(production.servesHost(host)).toBe(served);
  });

  it.each([
    ["localhost:3000", true],
    ["127.0.0.1:3000", true],
    ["[::1]:3000", true],
    ["localhost:3001", false],
    ["localhost", false],
    ["evil.example:3000", false],
  ])("in development serves Host %j: %s", (host, served) => {
    expect(development.servesHost(host)).toBe(served);
  });

  it("takes an Origin or Referer from the site only", () => {
    expect(production.isOwnUrl("https://magicdeals.no")).toBe(true);
    expect(production.isOwnUrl("https://magicdeals.no/checkout?x=1")).toBe(true);
    expect(production.isOwnUrl("http://magicdeals.no")).toBe(false);
    expect(production.isOwnUrl("https://evil.example")).toBe(false);
    expect(production.isOwnUrl("http://localhost:3000")).toBe(false);
    expect(production.isOwnUrl("null")).toBe(false);
    expect(production.isOwnUrl(undefined)).toBe(false);
    expect(test.isOwnUrl("http://127.0.0.1:4123/login")).toBe(true);
    expect(test.isOwnUrl("http://localhost:4123")).toBe(true);
    expect(test.isOwnUrl("http://127.0.0.1:4124")).toBe(false);
  });
});
