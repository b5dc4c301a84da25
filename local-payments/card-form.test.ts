// The card form's rules at the local payment service (the shop never sees a card): check digit,
// expiry month, CVC and name, one message key per wrong field, and the brand from the digits.
import { describe, expect, it } from "vitest";
import { checkCardForm, expiryInFuture, type CardForm } from "./card-form";
import { cardBrand, luhnValid, TEST_CARDS } from "./test-cards";

/** MM/YY of the month `offset` months from `date`. */
function monthOf(date: Date, offset = 0): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
  return `${String(d.getUTCMonth() + 1).padStart(2, "0")}/${String(d.getUTCFullYear() % 100).padStart(2, "0")}`;
}

describe("luhnValid", () => {
  it("accepts the documented test numbers and other real test cards", () => {
    for (const number of [...Object.values(TEST_CARDS), "5555555555554444", "2223003122003222", "378282246310005"])
      expect(luhnValid(number), number).toBe(true);
  });

  it("refuses a wrong check digit, and numbers shorter than 12 or longer than 19 digits", () => {
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("4000000000000001")).toBe(false);
    expect(luhnValid("42424242")).toBe(false);
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
  });

  it("refuses months that do not exist and other formats", () => {
    for (const expiry of ["13/30", "00/30", "1/30", "01/2030", "0130", "01-30", "", "ab/cd"])
      expect(expiryInFuture(expiry, now), expiry).toBe(false);
  });
});

describe("cardBrand", () => {
  it("names Visa, Mastercard and American Express from the first digits", () => {
    expect(cardBrand(TEST_CARDS.approve)).toBe("Visa");
    expect(cardBrand("5555555555554444")).toBe("Mastercard");
    expect(cardBrand("2223003122003222")).toBe("Mastercard");
    expect(cardBrand("378282246310005")).toBe("American Express");
    expect(cardBrand("6011111111111117")).toBe("Card");
  });
});

describe("checkCardForm", () => {
  const valid: CardForm = {
    cardNumber: "4242 4242 4242 4242",
    expiryDate: "12/39",
    cvv: "123",
    cardholderName: "Kari Nordmann",
  };
  const problems = (changes: Partial<CardForm>) => {
    const checked = checkCardForm({ ...valid, ...changes });
    return checked.ok ? {} : checked.errors;
  };

  it("accepts a valid card and keeps only the digits of the number", () => {
    expect(checkCardForm(valid)).toEqual({
      ok: true,
      digits: "4242424242424242",
      expiry: "12/39",
      cardholderName: "Kari Nordmann",
    });
    expect(checkCardForm({ ...valid, cardNumber: "4242-4242-4242-4242" })).toMatchObject({ ok: true });
    expect(problems({ expiryDate: monthOf(new Date()) })).toEqual({});
  });

  it("says numberInvalid for a wrong check digit, letters or too few digits, and required for nothing", () => {
    for (const cardNumber of ["4242424242424241", "4242abcd42424242", "42424242"])
      expect(problems({ cardNumber }), cardNumber).toEqual({ cardNumber: "numberInvalid" });
    expect(problems({ cardNumber: "" })).toEqual({ cardNumber: "required" });
  });

  it("says expiryInvalid for a date not written as MM/YY or a month that does not exist, expiryPast for an ended one", () => {
    for (const expiryDate of ["1239", "1/39", "12/2039", "12-39", "13/30", "00/30"])
      expect(problems({ expiryDate }), expiryDate).toEqual({ expiryDate: "expiryInvalid" });
    expect(problems({ expiryDate: "01/20" })).toEqual({ expiryDate: "expiryPast" });
    expect(problems({ expiryDate: monthOf(new Date(), -1) })).toEqual({ expiryDate: "expiryPast" });
  });

  it("says cvvInvalid unless the CVC is 3 or 4 digits", () => {
    for (const cvv of ["12", "12345", "abc", "12a"]) expect(problems({ cvv }), cvv).toEqual({ cvv: "cvvInvalid" });
    expect(problems({ cvv: "1234" })).toEqual({});
  });

  it("says required for an empty name and cardholderTooLong beyond 100 characters", () => {
    expect(problems({ cardholderName: "   " })).toEqual({ cardholderName: "required" });
    expect(problems({ cardholderName: "K".repeat(101) })).toEqual({ cardholderName: "cardholderTooLong" });
    expect(problems({ cardholderName: "K".repeat(100) })).toEqual({});
  });

  it("lists a problem for every wrong field at once, never sends the CVC back, and takes a body that is not a form", () => {
    const checked = checkCardForm({ cardNumber: "1", expiryDate: "x", cvv: "1", cardholderName: "" });
    expect(checked).toMatchObject({
      ok: false,
      values: { cvv: "" },
      errors: {
        cardNumber: "numberInvalid",
        expiryDate: "expiryInvalid",
        cvv: "cvvInvalid",
        cardholderName: "required",
      },
    });
    expect(checkCardForm(null)).toMatchObject({ ok: false, errors: { cardNumber: "required" } });
  });
});
