import { describe, expect, it } from "vitest";
import en from "#i18n/locales/en";
import no from "#i18n/locales/no";

function leaves(tree: object, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object") for (const [k, v] of leaves(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

describe("dictionaries", () => {
  const noLeaves = leaves(no);
  const enLeaves = leaves(en);

  it("have exactly the same keys in Bokmål and English", () => {
    const missingInEnglish = [...noLeaves.keys()].filter((k) => !enLeaves.has(k));
    const missingInBokmal = [...enLeaves.keys()].filter((k) => !noLeaves.has(k));
    expect(missingInEnglish).toEqual([]);
    expect(missingInBokmal).toEqual([]);
  });

  it("have a non-empty string for every key", () => {
    for (const [key, value] of [...noLeaves, ...enLeaves]) {
      expect(typeof value, key).toBe("string");
      expect((value as string).trim(), key).not.toBe("");
    }
  });

  it("use the same {{placeholders}} in both languages", () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of noLeaves) {
      expect(placeholders(enLeaves.get(key)), key).toEqual(placeholders(value));
    }
  });
});
