// Where a redirectTo may send the visitor: a path on this site, whatever the spelling.
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./auth.server";

/** Values as they arrive after the query string or form body was decoded. */
const FOREIGN: Array<[label: string, value: unknown]> = [
  ["tab before a second slash (%09)", "/\t/evil.example"],
  ["CR/LF (%0d%0a)", "/\r\n/evil.example"],
  ["CR/LF header injection", "/\r\nSet-Cookie: session=planted"],
  ["leading CR/LF", "\r\n//evil.example"],
  ["NUL", "/\u0000/evil.example"],
  ["protocol-relative //", "//evil.example"],
  ["three slashes", "///evil.example"],
  ["decoded %2F%2F", decodeURIComponent("%2F%2Fevil.example")],
  ["backslash /\\", "/\\evil.example"],
  ["slash backslash slash", "/\\/evil.example"],
  ["two backslashes \\\\", "\\\\evil.example"],
  ["dot segment /.//", "/.//evil.example"],
  ["encoded dot segment /%2e//", "/%2e//evil.example"],
  ["leading space", " //evil.example"],
  ["https:", "https://evil.example/"],
  ["scheme without slashes", "https:evil.example"],
  ["upper-case scheme", "HTTPS://evil.example"],
  ["javascript:", "javascript:alert(1)"],
  ["data:", "data:text/html,<script>alert(1)</script>"],
  ["fullwidth solidus", "／／evil.example"],
  ["empty", ""],
  ["not a string", ["/deals"]],
  ["undefined", undefined],
  ["English prefix before //", "/en//evil.example"],
];

const OWN: Array<[value: string, path: string]> = [
  ["/", "/"],
  ["/deals?q=spa", "/deals?q=spa"],
  ["/account/vouchers#latest", "/account/vouchers#latest"],
  ["/deals/beauty-spa?sort=price&page=2", "/deals/beauty-spa?sort=price&page=2"],
  // Kept, but as a path on this site: percent-encoded, so safe in a Location header.
  ["/∕∕evil.example", "/%E2%88%95%E2%88%95evil.example"],
  ["/søk?q=kåre", "/s%C3%B8k?q=k%C3%A5re"],
  ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ["/a/../deals", "/deals"],
  // The English form's "/en" comes back from the router on English pages (decision 030).
  ["/en/account/vouchers?x=1", "/account/vouchers?x=1"],
  ["/en", "/"],
  ["/english-breakfast", "/english-breakfast"],
];

describe("safeRedirectPath", () => {
  it.each(FOREIGN)("falls back for %s", (_label, value) => {
    expect(safeRedirectPath(value, "/fallback")).toBe("/fallback");
  });

  it.each(OWN)("keeps the path on this site: %s", (value, path) => {
    expect(safeRedirectPath(value, "/fallback")).toBe(path);
  });
});
