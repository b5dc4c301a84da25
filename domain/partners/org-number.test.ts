import { describe, expect, it } from "vitest";
import { isValidOrgNumber, normalizeOrgNumber } from "./org-number";

describe("isValidOrgNumber (MOD11)", () => {
  it.each(["948824132", "999239390", "948125129", "976864670", "923609016", "974760673"])(
    "accepts the real-looking %s",
    (value) => expect(isValidOrgNumber(value)).toBe(true),
  );

  it("accepts remainder 0 (check digit 0) and spaces as typed", () => {
    // 3·1 + 2·0 + 7·0 + 6·0 + 5·0 + 4·0 + 3·0 + 2·4 = 11: remainder 0, check digit 0.
    expect(isValidOrgNumber("100000040")).toBe(true);
    expect(isValidOrgNumber("948 824 132")).toBe(true);
  });

  it("refuses a wrong check digit", () => {
    expect(isValidOrgNumber("948824133")).toBe(false);
    expect(isValidOrgNumber("999239391")).toBe(false);
  });

  it("refuses every number whose remainder is 1 (no check digit exists)", () => {
    // 3·4 = 12, and 12 mod 11 = 1: whatever the last digit, the number cannot be valid.
    for (let last = 0; last <= 9; last++) expect(isValidOrgNumber(`40000000${last}`)).toBe(false);
  });

  it("refuses the wrong length and letters", () => {
    expect(isValidOrgNumber("94882413")).toBe(false);
    expect(isValidOrgNumber("9488241320")).toBe(false);
    expect(isValidOrgNumber("")).toBe(false);
    expect(isValidOrgNumber("94882413a")).toBe(false);
    expect(isValidOrgNumber("NO948824132")).toBe(false);
    expect(isValidOrgNumber("948-824-132")).toBe(false);
  });

  it("normalises spaces away", () => {
    expect(normalizeOrgNumber(" 948 824 132 ")).toBe("948824132");
    expect(normalizeOrgNumber("12ab")).toBe("12ab");
  });
});
