// The inline scripts of a rendered page as Content-Security-Policy hash sources (decision 025):
// the policy lists exactly the scripts this page was rendered with (React Router's hydration
// context, its module loader, ScrollRestoration), so the page needs no per-response nonce and is
// the same bytes for every visitor. A script injected into the page is not listed and does not run.
import { createHash } from "node:crypto";

/** A <script> element without a src attribute, and its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` for each different inline script in `html`, in order of appearance. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const text = match[1] ?? "";
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
