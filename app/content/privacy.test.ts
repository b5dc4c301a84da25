// The privacy policy must name every cookie the app sets: the cookie names come from the code,
// and any new Set-Cookie in app/ or server/ must use one of them.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PRIVACY } from "./privacy";
import { KNOWN_DEVICE_COOKIE } from "~/requests/known-device-cookie.server";
import { SIGNED_IN_HINT_COOKIE } from "~/requests/signed-in-hint";
import { FLASH_COOKIE, GUEST_ORDERS_COOKIE, SESSION_COOKIE } from "#server/cookie-names.server";
import { LANGUAGE_KEY } from "#i18n/languages";

const COOKIES = {
  SESSION_COOKIE,
  FLASH_COOKIE,
  GUEST_ORDERS_COOKIE,
  KNOWN_DEVICE_COOKIE,
  SIGNED_IN_HINT_COOKIE,
  LANGUAGE_KEY,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
  });
}

function cookieSection(lang: "no" | "en"): string {
  const section = PRIVACY[lang].sections.find((s) => s.id === "cookies");
  return JSON.stringify(section);
}

describe("the privacy policy's cookie list", () => {
  it("names every cookie the app sets, with what it is for and how long it lasts, in both languages", () => {
    for (const lang of ["no", "en"] as const) {
      const text = cookieSection(lang);
      for (const name of Object.values(COOKIES)) expect(text, `${lang}: ${name}`).toContain(`**${name}:**`);
      expect(text).not.toMatch(/\bto informasjonskapsler|two cookies/);
    }
  });

  it("knows every cookie name the code writes a Set-Cookie or document.cookie for", () => {
    const root = join(import.meta.dirname, "..", "..");
    const written = new Set<string>();
    for (const file of [...sourceFiles(join(root, "app")), ...sourceFiles(join(root, "server"))]) {
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(/serialize\(\s*([A-Z_]+)/g)) written.add(match[1]!);
      for (const match of source.matchAll(/(?:document\.cookie = |return )`\$\{([A-Z_]+)\}=/g)) written.add(match[1]!);
    }
    expect(written.size).toBeGreaterThan(0);
    for (const name of written) expect(Object.keys(COOKIES), name).toContain(name);
  });
});
