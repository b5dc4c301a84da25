// React Router's <Scripts> lists every module of the page as <link rel="modulepreload">. On a slow
// phone connection those high-priority downloads share the bandwidth with the HTML and the
// stylesheet, so the first paint waits for JavaScript it does not need (Lighthouse's figures are
// in docs/performance.md). Without the hints the browser still loads the same modules, as the
// page's module script imports them, after the first paint.
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** A stream of HTML without modulepreload links (a tag split across chunks is held back whole). */
export function withoutModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry + decoder.write(chunk);
      const open = text.lastIndexOf("<");
      const cut = open !== -1 && !text.includes(">", open) ? open : text.length;
      carry = text.slice(cut);
      done(null, text.slice(0, cut).replace(MODULE_PRELOAD, ""));
    },
    flush(done) {
      done(null, (carry + decoder.end()).replace(MODULE_PRELOAD, ""));
    },
  });
}
