import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./without-module-preloads.server";

describe("withoutModulePreloads", () => {
  it("drops modulepreload links and keeps everything else", () => {
    const page =
      "<html><body><h1>Blåbær på Ålesund</h1><p>a &lt; b</p>" +
      '<link rel="modulepreload" href="/assets/entry.client-D34OJWy4.js" nonce="abc"/>' +
      '<link rel="modulepreload" href="/assets/root-x.js" nonce="abc"/>' +
      '<link rel="stylesheet" href="/assets/root.css"/>' +
      '<script type="module" async="">import * as route0 from "/assets/root-x.js";</script></body></html>';
    expect(withoutModulePreloads(page)).toBe(
      "<html><body><h1>Blåbær på Ålesund</h1><p>a &lt; b</p>" +
        '<link rel="stylesheet" href="/assets/root.css"/>' +
        '<script type="module" async="">import * as route0 from "/assets/root-x.js";</script></body></html>',
    );
  });
});
