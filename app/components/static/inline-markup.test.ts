import { describe, expect, it } from "vitest";
import { keepUnits, parseInline } from "./inline-markup";

describe("inline markup of page texts", () => {
  it("splits links, strong runs and placeholders from plain text", () => {
    expect(parseInline("Se [Mine verdikort](/account/vouchers), **Basic** eller skriv til {email}.")).toEqual([
      { kind: "text", text: "Se " },
      { kind: "link", label: "Mine verdikort", href: "/account/vouchers" },
      { kind: "text", text: ", " },
      { kind: "strong", text: "Basic" },
      { kind: "text", text: " eller skriv til " },
      { kind: "value", name: "email" },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps plain text without markup as one run", () => {
    expect(parseInline("Bare tekst.")).toEqual([{ kind: "text", text: "Bare tekst." }]);
  });

  it("keeps a number on the same line as its unit", () => {
    expect(keepUnits("opptil 70 % rabatt for 299 kr")).toBe("opptil 70\u00a0% rabatt for 299\u00a0kr");
    expect(keepUnits("2 kroner og 70% off")).toBe("2 kroner og 70% off");
  });
});
