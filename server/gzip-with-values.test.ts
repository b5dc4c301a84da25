import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressParts, gzipWithValues } from "./gzip-with-values.server";

function roundTrip(parts: string[], values: string[]): string {
  const fixed = parts.map((part) => Buffer.from(part));
  const body = gzipWithValues(
    fixed,
    compressParts(fixed),
    values.map((value) => Buffer.from(value)),
  );
  return gunzipSync(body).toString();
}

describe("gzipWithValues", () => {
  it("gives back the page with each answer's own values, as zlib reads it", () => {
    const parts = [
      '<html><head><script nonce="',
      '">x</script></head><body>Blåbær <input value="',
      '"/></body></html>',
    ];
    for (let answer = 0; answer < 3; answer++) {
      const values = [randomBytes(16).toString("base64"), randomBytes(32).toString("base64url")];
      expect(roundTrip(parts, values)).toBe(`${parts[0]}${values[0]}${parts[1]}${values[1]}${parts[2]}`);
    }
  });

  it("copes with empty parts, values side by side, a page without values and a large page", () => {
    expect(roundTrip(["", "", ""], ["a", "b"])).toBe("ab");
    expect(roundTrip(["only text"], [])).toBe("only text");
    const large = "<li>Massasje i Oslo, 60 minutter</li>".repeat(5000) + randomBytes(40_000).toString("hex");
    expect(roundTrip([large, large], ["token"])).toBe(large + "token" + large);
  });

  it("is smaller than the page: the fixed parts really are compressed", () => {
    const page = '<div class="grid gap-4">Tilbud</div>'.repeat(2000);
    const fixed = [Buffer.from(page), Buffer.from(page)];
    const body = gzipWithValues(fixed, compressParts(fixed), [Buffer.from("nonce")]);
    expect(body.length).toBeLessThan(page.length / 20);
  });
});
