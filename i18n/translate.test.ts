import { describe, expect, it } from "vitest";
import { createTranslator } from "./translate";
import en from "#i18n/locales/en";
import no from "#i18n/locales/no";

describe("createTranslator", () => {
  const tNo = createTranslator("no", no);
  const tEn = createTranslator("en", en);

  it("picks the plural form by the language's rules", () => {
    expect(tNo("deals.results", { count: 1 })).toBe("1 tilbud");
    expect(tEn("deals.results", { count: 1 })).toBe("1 deal");
    expect(tEn("deals.results", { count: 0 })).toBe("0 deals");
    expect(tEn("deals.results", { count: 12 })).toBe("12 deals");
  });

  it("keeps each language's plural forms when the server makes many translators in turn", () => {
    for (let i = 0; i < 3; i++) {
      expect(createTranslator("en", en)("deals.results", { count: 1 })).toBe("1 deal");
      expect(createTranslator("no", no)("deals.results", { count: 1 })).toBe("1 tilbud");
      expect(createTranslator("en", en)("deals.results", { count: 2 })).toBe("2 deals");
      expect(createTranslator("no", no)("deals.results", { count: 2 })).toBe("2 tilbud");
    }
  });

  it("fills every placeholder, also more than once and with numbers", () => {
    expect(tEn("deals.resultsFor", { count: 2, q: "spa" })).toBe("2 deals for “spa”");
    expect(tNo("deals.resultsMore", { number: "1 000" })).toBe("Over 1 000 tilbud");
  });

  it("leaves a placeholder without a value as it is, and text without placeholders alone", () => {
    expect(tEn("deals.resultsFor", { count: 2 })).toBe("2 deals for “{{q}}”");
    expect(tNo("header.cart")).toBe("Handlekurv");
  });

  it("shows the key of a text the page did not receive", () => {
    const shopOnly = createTranslator("no", { header: no.header });
    expect(shopOnly("dashboard.title")).toBe("dashboard.title");
  });
});
