import { describe, expect, it } from "vitest";
import { cardBrand, cardSchema, expiryInFuture, formatCardNumber, formatExpiry, luhnValid } from "./cards";
import { TEST_CARDS } from "./payments.server";

/** MM/YY of the month `offset` months from `date`, in UTC as expiryInFuture counts. */
function monthOf(date: Date, offset = 0): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
  return `${String(d.getUTCMonth() + 1).padStart(2, "0")}/${String(d.getUTCFullYear() % 100).padStart(2, "0")}`;
}

describe("formatCardNumber", () => {
  it("groups the digits by 4 as the buyer types", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("")).toBe("");
    expect(formatCardNumber("4")).toBe("4");
    expect(formatCardNumber("4242")).toBe("4242");
    expect(formatCardNumber("42424")).toBe("4242 4");
    expect(formatCardNumber("4242 4242 42")).toBe("4242 4242 42");
  });

  it("strips letters and other characters", () => {
    expect(formatCardNumber("4242-abcd-4242 xyz 4242/4242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("abc")).toBe("");
  });

  it("caps the result at 19 characters", () => {
    expect(formatCardNumber("42424242424242421234567")).toBe("4242 4242 4242 4242");
    for (let n = 0; n <= 30; n++) expect(formatCardNumber("9".repeat(n)).length).toBeLessThanOrEqual(19);
  });
});

describe("formatExpiry", () => {
  it("puts the slash after the month", () => {
    expect(formatExpiry("1234")).toBe("12/34");
    expect(formatExpiry("123")).toBe("12/3");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("")).toBe("");
  });

  it("keeps a typed slash once, drops other characters and stops at 4 digits", () => {
    expect(formatExpiry("12/34")).toBe("12/34");
    expect(formatExpiry("12/345")).toBe("12/34");
    expect(formatExpiry("ab1c2 3-4")).toBe("12/34");
  });
});

describe("luhnValid", () => {
  it("accepts the documented test numbers and other real test cards", () => {
    for (const number of [...Object.values(TEST_CARDS), "5555555555554444", "2223003122003222", "378282246310005"])
      expect(luhnValid(number), number).toBe(true);
    expect(luhnValid("4242 4242 4242 4242")).toBe(true);
  });

  it("refuses a wrong check digit, and numbers shorter than 12 or longer than 19 digits", () => {
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("4000000000000001")).toBe(false);
    expect(luhnValid("42424242")).toBe(false);
    expect(luhnValid("00000000000")).toBe(false);
    expect(luhnValid("")).toBe(false);
    expect(luhnValid("0".repeat(20))).toBe(false);
  });
});

describe("expiryInFuture", () => {
  const now = new Date("2026-05-15T12:00:00Z");

  it("accepts this month and later months, and refuses last month", () => {
    expect(expiryInFuture("05/26", now)).toBe(true);
    expect(expiryInFuture("06/26", now)).toBe(true);
    expect(expiryInFuture("12/39", now)).toBe(true);
    expect(expiryInFuture("04/26", now)).toBe(false);
    expect(expiryInFuture("12/25", now)).toBe(false);
  });

  it("keeps a card valid through the last instant of its month", () => {
    expect(expiryInFuture("05/26", new Date("2026-05-31T23:59:59.999Z"))).toBe(true);
    expect(expiryInFuture("05/26", new Date("2026-06-01T00:00:00.000Z"))).toBe(false);
    expect(expiryInFuture("12/26", new Date("2026-12-31T23:00:00Z"))).toBe(true);
    expect(expiryInFuture("12/26", new Date("2027-01-01T00:00:00Z"))).toBe(false);
  });

  it("uses the current time by default", () => {
    const today = new Date();
    expect(expiryInFuture(monthOf(today))).toBe(true);
    expect(expiryInFuture(monthOf(today, 1))).toBe(true);
    expect(expiryInFuture(monthOf(today, -1))).toBe(false);
  });

  it("refuses months that do not exist and other formats", () => {
    for (const expiry of ["13/30", "00/30", "99/30", "1/30", "01/2030", "0130", "01-30", "", "ab/cd"])
      expect(expiryInFuture(expiry, now), expiry).toBe(false);
  });
});

describe("cardBrand", () => {
  it("names Visa, Mastercard and American Express from the first digits", () => {
    expect(cardBrand(TEST_CARDS.approve)).toBe("Visa");
    expect(cardBrand("5555 5555 5555 4444")).toBe("Mastercard");
    expect(cardBrand("2223003122003222")).toBe("Mastercard");
    expect(cardBrand("378282246310005")).toBe("American Express");
    expect(cardBrand("6011111111111117")).toBe("Card");
  });
});

describe("cardSchema", () => {
  const valid = { cardNumber: "4242 4242 4242 4242", expiryDate: "12/39", cvv: "123", cardholderName: "Kari Nordmann" };
  /** The first message key of each wrong field, as "field: key": the one message the form shows. */
  const problems = (changes: Partial<Record<keyof typeof valid, unknown>>) => {
    const result = cardSchema.safeParse({ ...valid, ...changes });
    const seen = new Set<string>();
    const first = result.success
      ? []
      : result.error.issues.filter((i) => !seen.has(String(i.path[0])) && seen.add(String(i.path[0])));
    return first.map((i) => `${String(i.path[0])}: ${i.message}`);
  };

  it("accepts a valid card and keeps only the digits of the number", () => {
    expect(cardSchema.parse(valid)).toEqual({ ...valid, cardNumber: "4242424242424242" });
    expect(cardSchema.parse({ ...valid, cardNumber: "4242-4242-4242-4242", cvv: " 1234 " })).toMatchObject({
      cardNumber: "4242424242424242",
      cvv: "1234",
    });
    expect(problems({ expiryDate: monthOf(new Date()) })).toEqual([]);
  });

  it("says cardNumberInvalid for a wrong check digit, letters, too few digits or nothing", () => {
    for (const cardNumber of ["4242424242424241", "4242abcd42424242", "42424242", ""])
      expect(problems({ cardNumber }), cardNumber).toEqual(["cardNumber: cardNumberInvalid"]);
  });

  it("says expiryInvalid for a date not written as MM/YY", () => {
    for (const expiryDate of ["1239", "1/39", "12/2039", "12-39", ""])
      expect(problems({ expiryDate }), expiryDate).toEqual(["expiryDate: expiryInvalid"]);
  });

  it("says expiryPast for a month that has ended", () => {
    expect(problems({ expiryDate: "01/20" })).toEqual(["expiryDate: expiryPast"]);
    expect(problems({ expiryDate: monthOf(new Date(), -1) })).toEqual(["expiryDate: expiryPast"]);
  });

  it("does not call a month that does not exist expired", () => {
    expect(problems({ expiryDate: "13/30" })).toEqual(["expiryDate: expiryInvalid"]);
    expect(problems({ expiryDate: "00/30" })).toEqual(["expiryDate: expiryInvalid"]);
  });

  it("says cvvInvalid unless the CVC is 3 or 4 digits", () => {
    for (const cvv of ["12", "12345", "abc", "12a", ""]) expect(problems({ cvv }), cvv).toEqual(["cvv: cvvInvalid"]);
    expect(problems({ cvv: "1234" })).toEqual([]);
  });

  it("says required for an empty name and tooLong beyond 100 characters", () => {
    expect(problems({ cardholderName: "" })).toEqual(["cardholderName: required"]);
    expect(problems({ cardholderName: "   " })).toEqual(["cardholderName: required"]);
    expect(problems({ cardholderName: "K".repeat(101) })).toEqual(["cardholderName: tooLong"]);
    expect(problems({ cardholderName: "K".repeat(100) })).toEqual([]);
  });

  it("lists a problem for every wrong field at once, and refuses fields that are not strings", () => {
    expect(problems({ cardNumber: "1", expiryDate: "x", cvv: "1", cardholderName: "" })).toEqual([
      "cardNumber: cardNumberInvalid",
      "expiryDate: expiryInvalid",
      "cvv: cvvInvalid",
      "cardholderName: required",
    ]);
    expect(cardSchema.safeParse({ ...valid, cardNumber: 4242424242424242 }).success).toBe(false);
    expect(cardSchema.safeParse({}).success).toBe(false);
  });
});
