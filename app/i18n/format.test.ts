import { describe, expect, it } from "vitest";
import { formatDate, formatPrice } from "./format";

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
});
