// The inline scripts of a rendered page as Content-Security-Policy hash sources (decision 025):
// the policy lists exactly the scripts this page was rendered with (React Router's hydration
// context, its module loader, ScrollRestoration), so the page needs no per-response nonce and is
// the same bytes for every visitor. A script injected into the page is not listed and does not run.
import { createHash } from "node:crypto";

const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
const TAG_END = 0x3e; // ">"
/** The opening tag of a <script> element without a src attribute. */
const INLINE_SCRIPT_TAG = /^<script\b(?![^>]*\ssrc=)/i;

/**
 * `'sha256-…'` for each different inline script in the page, in order of appearance. The hash is
 * of the script's UTF-8 bytes, so the page's bytes are read as they are, without decoding them.
 */
export function inlineScriptHashes(page: Buffer | string): string[] {
  const bytes = typeof page === "string" ? Buffer.from(page, "utf8") : page;
  const hashes = new Set<string>();
  let at = bytes.indexOf(SCRIPT_OPEN);
  while (at !== -1) {
    const tagEnd = bytes.indexOf(TAG_END, at);
    if (tagEnd === -1) break;
    let next = at + 1;
    if (INLINE_SCRIPT_TAG.test(bytes.toString("latin1", at, tagEnd + 1))) {
      const close = bytes.indexOf(SCRIPT_CLOSE, tagEnd + 1);
      if (close === -1) break;
      const text = bytes.subarray(tagEnd + 1, close);
      hashes.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
      next = close + SCRIPT_CLOSE.length;
    }
    at = bytes.indexOf(SCRIPT_OPEN, next);
  }
  return [...hashes];
}
