import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDecimal,
  formatIsoDay,
  formatNumber,
  formatPrice,
  formatTime,
  formatTimeRange,
} from "./format";
import { INTL_LOCALE, LANGUAGES } from "./languages";

describe("formatting", () => {
  it("shows prices in whole kroner the Norwegian way", () => {
    expect(formatPrice(129_900, "no")).toBe("1\u00a0299\u00a0kr");
    expect(formatPrice(49_900, "no")).toBe("499\u00a0kr");
    expect(formatPrice(1_234_500, "en")).toBe("12,345\u00a0kr");
  });

  it("rounds øre to whole kroner", () => {
    expect(formatPrice(19_950, "no")).toBe("200\u00a0kr");
  });

  it("shows dates as dd.mm.yyyy in Norwegian, in Norway's time zone", () => {
    // 23:30 UTC on 31 December is already 1 January in Oslo.
    expect(formatDate(new Date("2026-12-31T23:30:00Z"), "no")).toBe("01.01.2027");
    expect(formatDate(new Date("2026-05-17T10:00:00Z"), "en")).toBe("17/05/2026");
  });

  it("writes a calendar day as formatDate writes it, in both languages", () => {
    for (const day of ["2026-01-01", "2026-03-29", "2026-10-25", "2026-12-31", "2027-02-28"]) {
      for (const lang of LANGUAGES) {
        expect(formatIsoDay(day, lang)).toBe(formatDate(new Date(`${day}T12:00:00Z`), lang));
      }
    }
  });

  it("writes numbers exactly as Intl.NumberFormat does, in both languages", () => {
    const integers = [0, 1, 7, 999, 1000, 1299, 9999, 10_000, 123_456, 1_000_000, 98_765_432, -1, -1234, -1_000_000];
    for (let n = -30_011; n < 3_000_000; n += 997) integers.push(n); // every length of group, both signs
    integers.push(999_999_999_999, -123_456_789_012);
    const decimals = Array.from({ length: 6000 }, (_, i) => i / 1000); // ratings and halves: 0.15, 1.15, 4.45 …
    for (const lang of LANGUAGES) {
      const whole = new Intl.NumberFormat(INTL_LOCALE[lang], { maximumFractionDigits: 0 });
      const oneDecimal = new Intl.NumberFormat(INTL_LOCALE[lang], {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      for (const n of integers) expect([n, formatNumber(n, lang)]).toEqual([n, whole.format(n)]);
      for (const n of [...decimals, 1234.56, 99_999.95, -4.45]) {
        expect([n, formatDecimal(n, lang)]).toEqual([n, oneDecimal.format(n)]);
      }
      for (const ore of [0, 50, 149, 150, 19_950, 129_900, 1_234_567]) {
        expect(formatPrice(ore, lang)).toBe(`${whole.format(Math.round(ore / 100))}\u00a0kr`);
      }
    }
  });
});

describe("times of day", () => {
  it("writes a time once, as kl. 09.00 in Bokmål and 09:00 in English", () => {
    expect(formatTime("09:00", "no")).toBe("kl. 09.00");
    expect(formatTime("9:30", "no")).toBe("kl. 09.30");
    expect(formatTime("17:00", "en")).toBe("17:00");
  });

  it("writes opening hours with one kl. and an en dash", () => {
    expect(formatTimeRange("09:00", "17:00", "no")).toBe("kl. 09.00\u201317.00");
    expect(formatTimeRange("09:00", "17:00", "en")).toBe("09:00\u201317:00");
  });

  it("reads an instant on the clock in Oslo, summer and winter", () => {
    expect(formatTime(new Date("2026-07-01T12:05:00Z"), "no")).toBe("kl. 14.05");
    expect(formatTime(new Date("2026-12-01T23:30:00Z"), "no")).toBe("kl. 00.30");
    expect(formatTime(new Date("2026-12-01T08:00:00Z"), "en")).toBe("09:00");
  });

  it("refuses what is not a time of day", () => {
    expect(() => formatTime("nine", "no")).toThrow();
  });
});

describe("counts", () => {
  it("groups sold counts and prices with a space in Bokmål", () => {
    expect(formatNumber(2193, "no")).toBe("2\u00a0193");
    expect(formatPrice(100_000, "no")).toBe("1\u00a0000\u00a0kr");
  });
});
