import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  const html =
    '<html><head><script src="/assets/a.js"></script></head><body><p>Blåbær</p>' +
    '<script>window.__ctx = {"title":"Spa på Ålesund"};</script>' +
    '<script type="module" async="">import "/assets/root.js";</script>' +
    '<script>window.__ctx = {"title":"Spa på Ålesund"};</script>' +
    "<scripts-list></scripts-list><noscript>Slå på JavaScript</noscript>" +
    "<script></script></body></html>";
  const expected = [sha('window.__ctx = {"title":"Spa på Ålesund"};'), sha('import "/assets/root.js";'), sha("")];

  it("lists every inline script once and no script that loads a file", () => {
    expect(inlineScriptHashes(html)).toEqual(expected);
  });

  it("reads the page's bytes as React wrote them the same as its text", () => {
    expect(inlineScriptHashes(Buffer.from(html, "utf8"))).toEqual(expected);
  });
});
