// Which language an address is answered in, and each page's address in the other language
// (decision 030): the rules the renderer, the page cache and the language switch share.
import { describe, expect, it } from "vitest";
import {
  hasLanguageUrls,
  languageLinksOf,
  languageOfRequest,
  localizedPath,
  preferredLanguage,
  withoutLanguagePrefix,
} from "./language-urls";

describe("the language of a request", () => {
  it("is English on an English address whatever the cookie says", () => {
    expect(languageOfRequest("/en", "language=no")).toBe("en");
    expect(languageOfRequest("/en/deals", null)).toBe("en");
    expect(languageOfRequest("/en/deal/12.data", "language=no")).toBe("en");
    expect(languageOfRequest("/en/account", null)).toBe("en");
  });

  it("is Norwegian on a shared page's Norwegian address even for a visitor who chose English", () => {
    for (const path of ["/", "/_root.data", "/deals", "/deals/beauty-spa", "/deal/12", "/deal/12.data", "/faq"]) {
      expect(languageOfRequest(path, "language=en"), path).toBe("no");
    }
  });

  it("follows the cookie on personal pages and account doors", () => {
    for (const path of ["/account", "/checkout", "/cart", "/login", "/business/dashboard", "/admin/deals"]) {
      expect(languageOfRequest(path, "language=en"), path).toBe("en");
      expect(languageOfRequest(path, null), path).toBe("no");
    }
  });

  it("says a refusal (no page, never stored) in the visitor's own language on any address", () => {
    expect(preferredLanguage("/about", "language=en")).toBe("en");
    expect(preferredLanguage("/en/about", "language=no")).toBe("en");
    expect(preferredLanguage("/about", null)).toBe("no");
  });

  it("does not take a word that starts with en for the prefix", () => {
    expect(languageOfRequest("/english", "language=no")).toBe("no");
    expect(withoutLanguagePrefix("/enkel")).toBe("/enkel");
  });
});

describe("a page's address in each language", () => {
  it("adds and removes /en, keeping the query", () => {
    expect(localizedPath("/", "en")).toBe("/en");
    expect(localizedPath("/?q=spa", "en")).toBe("/en?q=spa");
    expect(localizedPath("/deals?q=spa&city=Oslo", "en")).toBe("/en/deals?q=spa&city=Oslo");
    expect(localizedPath("/en/deals?q=spa", "en")).toBe("/en/deals?q=spa");
    expect(localizedPath("/en/deals?q=spa", "no")).toBe("/deals?q=spa");
    expect(localizedPath("/en", "no")).toBe("/");
    expect(localizedPath("/en?q=1", "no")).toBe("/?q=1");
  });

  it("gives canonical and alternate links to public pages only", () => {
    expect(languageLinksOf("https://magicdeals.no", "en", "/deal/7")).toEqual({
      canonical: "https://magicdeals.no/en/deal/7",
      no: "https://magicdeals.no/deal/7",
      en: "https://magicdeals.no/en/deal/7",
    });
    expect(languageLinksOf("https://magicdeals.no", "no", "/en")).toEqual({
      canonical: "https://magicdeals.no/",
      no: "https://magicdeals.no/",
      en: "https://magicdeals.no/en",
    });
    expect(hasLanguageUrls("/deals")).toBe(true);
    expect(hasLanguageUrls("/deals.data")).toBe(false);
    for (const path of ["/account", "/login", "/checkout", "/sitemap.xml", "/reset-password/abc"]) {
      expect(languageLinksOf("https://magicdeals.no", "no", path), path).toBeNull();
    }
  });
});
