// The one id rule: what a URL, a form or JSON may call a row id.
import { describe, expect, it } from "vitest";
import { idSchema, MAX_ID, parseId } from "./ids";

describe("ids", () => {
  it("reads positive PostgreSQL integers written plainly, as text or as a number", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("2147483647")).toBe(MAX_ID);
    expect(parseId(42)).toBe(42);
    expect(idSchema.parse("17")).toBe(17);
  });

  it("refuses what names no row or is written some other way", () => {
    const refused: unknown[] = [
      "2147483648",
      "99999999999999999999",
      "-1",
      "0",
      "1.5",
      "abc",
      "",
      " 1",
      "1 ",
      "+1",
      "01",
      "1e3",
      "0x10",
      "1.0",
      "Infinity",
      "NaN",
      "١٢",
      2_147_483_648,
      0,
      -1,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      null,
      undefined,
      true,
      [1],
      {},
    ];
    for (const value of refused) {
      expect(parseId(value), JSON.stringify(value)).toBeNull();
      expect(idSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});
