import { describe, expect, it } from "vitest";
import { normalizeNorwegianPhone } from "./phone-numbers";

describe("normalizeNorwegianPhone", () => {
  it.each([
    ["22 33 44 55", "+4722334455"],
    ["22334455", "+4722334455"],
    ["+47 22334455", "+4722334455"],
    ["+47 22 33 44 55", "+4722334455"],
    ["004722334455", "+4722334455"],
    ["0047 923 45 678", "+4792345678"],
    ["923-45-678", "+4792345678"],
  ])("reads %s as %s", (typed, stored) => expect(normalizeNorwegianPhone(typed)).toBe(stored));

  it.each(["", "2233445", "223344556", "+46 22334455", "+47 0233 4455", "12345678", "22a34455", "+4422334455"])(
    "refuses %j",
    (typed) => expect(normalizeNorwegianPhone(typed)).toBeNull(),
  );
});
