import { describe, expect, it } from "vitest";
import { trendLabel } from "./trend-label";

const words = { new: "Ny", none: "Ingen endring" };

describe("trend labels", () => {
  it("writes a change with its sign and one decimal, the local way", () => {
    expect(trendLabel({ kind: "change", percent: 12.5 }, "no", words)).toEqual({ text: "+12,5\u00a0%", tone: "up" });
    expect(trendLabel({ kind: "change", percent: 12.5 }, "en", words)).toEqual({ text: "+12.5\u00a0%", tone: "up" });
    expect(trendLabel({ kind: "change", percent: -8 }, "no", words)).toEqual({ text: "-8,0\u00a0%", tone: "down" });
    expect(trendLabel({ kind: "change", percent: 1250 }, "no", words)).toEqual({
      text: "+1\u00a0250,0\u00a0%",
      tone: "up",
    });
  });

  it("keeps no change and nothing-to-compare-with neutral", () => {
    expect(trendLabel({ kind: "change", percent: 0 }, "no", words)).toEqual({ text: "0,0\u00a0%", tone: "neutral" });
    expect(trendLabel({ kind: "new" }, "no", words)).toEqual({ text: "Ny", tone: "neutral" });
    expect(trendLabel({ kind: "none" }, "no", words)).toEqual({ text: "Ingen endring", tone: "neutral" });
  });
});
