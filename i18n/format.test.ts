import { describe, expect, it } from "vitest";
import { formatDate, formatDecimal, formatNumber, formatPrice, formatTime } from "./format";
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

  it("writes numbers exactly as Intl.NumberFormat does, in both languages", () => {
    const integers = [0, 1, 7, 999, 1000, 1299, 9999, 10_000, 123_456, 1_000_000, 98_765_432, -1, -1234, -1_000_000];
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

describe("formatTime", () => {
  it("writes the time in Norway, with a full stop in Bokmål", () => {
    // 13:05 UTC on a winter day is 14.05 in Oslo; in July (summer time) 15.05.
    expect(formatTime(new Date("2026-01-15T13:05:00Z"), "no")).toBe("14.05");
    expect(formatTime(new Date("2026-01-15T13:05:00Z"), "en")).toBe("14:05");
    expect(formatTime(new Date("2026-07-15T13:05:00Z"), "no")).toBe("15.05");
    expect(formatTime(new Date("2026-07-15T22:30:00Z"), "no")).toBe("00.30");
  });
});
