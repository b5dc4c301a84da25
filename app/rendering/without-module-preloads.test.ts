import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./without-module-preloads.server";

const bytes = (text: string) => Buffer.from(text, "utf8");

describe("withoutModulePreloads", () => {
  it("drops modulepreload links and keeps everything else, letters outside ASCII included", () => {
    const page =
      "<html><body><h1>Blåbær på Ålesund</h1><p>a &lt; b</p>" +
      '<link rel="modulepreload" href="/assets/entry.client-D34OJWy4.js" nonce="abc"/>' +
      '<link rel="modulepreload" href="/assets/root-x.js" nonce="abc"/>' +
      '<link rel="stylesheet" href="/assets/root.css"/>' +
      '<script type="module" async="">import * as route0 from "/assets/root-x.js";</script></body></html>';
    expect(withoutModulePreloads(bytes(page)).toString("utf8")).toBe(
      "<html><body><h1>Blåbær på Ålesund</h1><p>a &lt; b</p>" +
        '<link rel="stylesheet" href="/assets/root.css"/>' +
        '<script type="module" async="">import * as route0 from "/assets/root-x.js";</script></body></html>',
    );
  });

  it("gives a page without such links back as it is, and drops a link at the very end", () => {
    const plain = bytes("<p>Ingen lenker å fjerne</p>");
    expect(withoutModulePreloads(plain)).toBe(plain);
    expect(withoutModulePreloads(bytes('<p>ø</p><link rel="modulepreload" href="/a.js"/>')).toString()).toBe(
      "<p>ø</p>",
    );
  });
});
