import { describe, expect, it } from "vitest";
import { formatOpeningHours, normalizeTime, type WeekHours } from "./opening-hours";

const nine = { opens: "09:00", closes: "17:00" };
const office: WeekHours = [nine, nine, nine, nine, nine, { opens: "10:00", closes: "15:00" }, null];

describe("opening hours", () => {
  it("says a working week the Norwegian way, with kl. and a full stop in times", () => {
    expect(formatOpeningHours(office, "no")).toEqual([
      "Man\u2013fre kl. 09.00\u201317.00",
      "Lør kl. 10.00\u201315.00",
      "Søn stengt",
    ]);
  });

  it("says the same week in English with a colon", () => {
    expect(formatOpeningHours(office, "en")).toEqual([
      "Mon\u2013Fri 09:00\u201317:00",
      "Sat 10:00\u201315:00",
      "Sun closed",
    ]);
  });

  it("groups only neighbouring days with the same hours", () => {
    const late = { opens: "16:00", closes: "24:00" };
    const week: WeekHours = [null, nine, nine, late, late, late, null];
    expect(formatOpeningHours(week, "no")).toEqual([
      "Man stengt",
      "Tir\u2013ons kl. 09.00\u201317.00",
      "Tor\u2013lør kl. 16.00\u201324.00",
      "Søn stengt",
    ]);
  });

  it("gives no lines when the partner has not said", () => {
    expect(formatOpeningHours(null, "no")).toEqual([]);
    expect(formatOpeningHours([null, null, null, null, null, null, null], "en")).toEqual([]);
  });

  it("reads times as people type them", () => {
    expect(normalizeTime("9")).toBe("09:00");
    expect(normalizeTime("9.30")).toBe("09:30");
    expect(normalizeTime("0930")).toBe("09:30");
    expect(normalizeTime("24:00")).toBe("24:00");
    expect(normalizeTime("25:00")).toBeNull();
    expect(normalizeTime("ni")).toBeNull();
  });
});
