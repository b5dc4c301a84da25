import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./without-module-preloads.server";

const PAGE =
  "<html><body><h1>Blåbær på Ålesund</h1><p>a &lt; b</p>" +
  '<link rel="modulepreload" href="/assets/entry.client-D34OJWy4.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/root-x.js" nonce="abc"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/>' +
  '<script type="module" async="">import * as route0 from "/assets/root-x.js";</script></body></html>';
const EXPECTED =
  "<html><body><h1>Blåbær på Ålesund</h1><p>a &lt; b</p>" +
  '<link rel="stylesheet" href="/assets/root.css"/>' +
  '<script type="module" async="">import * as route0 from "/assets/root-x.js";</script></body></html>';

async function filtered(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(withoutModulePreloads()));
}

describe("withoutModulePreloads", () => {
  it("drops modulepreload links and keeps everything else, in one chunk", async () => {
    expect(await filtered([Buffer.from(PAGE)])).toBe(EXPECTED);
  });

  it("gives the same page however the stream is cut, inside tags and inside letters like å", async () => {
    const bytes = Buffer.from(PAGE);
    for (let size = 1; size <= 64; size++) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await filtered(chunks)).toBe(EXPECTED);
    }
  });
});
