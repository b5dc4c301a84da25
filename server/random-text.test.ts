import { describe, expect, it } from "vitest";
import { randomText } from "./random-text.server";

describe("randomText", () => {
  it("gives a different value every time, also across refills of its buffer", () => {
    // 16-byte values: 256 fit in one 4 KB fill, so 1 000 of them span four refills.
    const values = Array.from({ length: 1000 }, () => randomText(16, "base64"));
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(Buffer.from(value, "base64")).toHaveLength(16);
  });

  it("writes the encoding asked for", () => {
    const token = randomText(32, "base64url");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomText(16, "base64")).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("spreads its bytes over every value a byte can take", () => {
    const bytes = Buffer.concat(Array.from({ length: 400 }, () => Buffer.from(randomText(256, "base64"), "base64")));
    const seen = new Set(bytes);
    expect(seen.size).toBe(256);
  });

  it("refuses sizes it cannot give", () => {
    expect(() => randomText(0, "base64")).toThrow(RangeError);
    expect(() => randomText(257, "base64")).toThrow(RangeError);
  });
});
