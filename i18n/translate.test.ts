import { describe, expect, it } from "vitest";
import { createTranslator } from "./translate";
import { translator } from "./dictionaries.server";
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

describe("numbers and singular forms in texts", () => {
  it("groups a number in a text with a space and picks the singular for one", () => {
    const messages = {
      deals: { bought_one: "{{count}} kjøpt", bought_other: "{{count}} kjøpt" },
      cart_one: "{{count}} vare",
      cart_other: "{{count}} varer",
    };
    const t = createTranslator("no", messages);
    expect(t("deals.bought" as never, { count: 2193 })).toBe("2\u00a0193 kjøpt");
    expect(t("cart" as never, { count: 1 })).toBe("1 vare");
    expect(t("cart" as never, { count: 1000 })).toBe("1\u00a0000 varer");
  });

  it("uses the real dictionaries' singular forms: 1 vare, 1 minutt, 1 dag", () => {
    const t = translator("no");
    expect(t("header.cartWithCount", { count: 1 })).toBe("Handlekurv, 1 vare");
    expect(t("auth.tooMany", { count: 1 })).toContain("1 minutt.");
    expect(t("deal.validDays", { count: 1 })).toBe("Gyldig i 1 dag");
    expect(t("consultation.booking.tooMany", { count: 1 })).toContain("1 minutt.");
  });
});
