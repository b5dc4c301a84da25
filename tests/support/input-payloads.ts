// The hostile values the input suite types into every field, by kind. A kind whose values are
// never valid input ("bad") must be refused with a 4xx; the others may be accepted, but never
// crash the server, leak internals or come back as live markup.

export type PayloadKind =
  | "missing"
  | "empty"
  | "oversize"
  | "long"
  | "repeated"
  | "unicode"
  | "nul"
  | "html"
  | "sql"
  | "number"
  | "date"
  | "json"
  | "id";

export interface Payload {
  kind: PayloadKind;
  label: string;
  /** The value put in every field (for "missing": none; for "repeated": twice). */
  value: string;
}

const MB = 1024 * 1024;

/** Script payloads carry a marker, so a raw (unescaped) copy in any page can be spotted. */
export const scriptPayload = (marker: string) =>
  `<script>alert("${marker}")</script><img src=x onerror="alert('${marker}')">`;
export const RAW_SCRIPT = /<script>alert\("|<img src=x onerror=/;

export const PAYLOADS: readonly Payload[] = [
  { kind: "missing", label: "no fields", value: "" },
  { kind: "empty", label: "empty strings", value: "" },
  { kind: "empty", label: "only spaces", value: "   \t  " },
  { kind: "oversize", label: "1 MB string", value: "x".repeat(MB) },
  { kind: "long", label: "10 000 characters", value: "æ".repeat(10_000) },
  { kind: "repeated", label: "every field twice", value: "a" },
  { kind: "unicode", label: "Norwegian letters", value: "Ærlige Øystein på Ålgård" },
  { kind: "unicode", label: "emoji", value: "😀👩‍👩‍👧‍👦🇳🇴 kake" },
  { kind: "unicode", label: "RTL override", value: "abc\u202Eexe.txt\u202C" },
  { kind: "unicode", label: "zero-width", value: "\u200B\u200C\u200D\uFEFF" },
  { kind: "unicode", label: "combining marks", value: "Z̴̡̛͉a̷l̶g̸o̵ å" },
  { kind: "unicode", label: "lone surrogate", value: "a\uD800b" },
  { kind: "nul", label: "NUL byte", value: "abc\u0000def" },
  { kind: "html", label: "script tag", value: scriptPayload("reflected") },
  { kind: "html", label: "attribute break", value: `"><svg onload=alert(1)>'` },
  { kind: "sql", label: "quote and comment", value: "' OR '1'='1' --" },
  { kind: "sql", label: "statement", value: "'; DROP TABLE users; --" },
  { kind: "sql", label: "LIKE wildcards", value: "%_\\%" },
  { kind: "number", label: "negative", value: "-1" },
  { kind: "number", label: "zero", value: "0" },
  { kind: "number", label: "huge integer", value: "99999999999999999999" },
  { kind: "number", label: "max double", value: "1e308" },
  { kind: "number", label: "2^31", value: "2147483648" },
  { kind: "number", label: "NaN", value: "NaN" },
  { kind: "number", label: "Infinity", value: "Infinity" },
  { kind: "number", label: "-Infinity", value: "-Infinity" },
  { kind: "number", label: "fraction", value: "1.5" },
  { kind: "number", label: "hex", value: "0x10" },
  { kind: "date", label: "year 1", value: "0001-01-01" },
  { kind: "date", label: "year 9999", value: "9999-12-31" },
  { kind: "date", label: "beyond JS dates", value: "275760-09-14" },
  { kind: "date", label: "31st of February", value: "2027-02-31" },
  { kind: "date", label: "date and time", value: "2027-01-01T25:61:00Z" },
  { kind: "json", label: "JSON object", value: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}' },
  { kind: "json", label: "JSON wrong types", value: '[{"dealId":"1","packageKind":7,"quantity":"x"}]' },
  { kind: "json", label: "JSON huge numbers", value: '[{"dealId":1e308,"packageKind":"basic","quantity":-1e308}]' },
  { kind: "json", label: "JSON 10 000 items", value: JSON.stringify(Array.from({ length: 10_000 }, () => 1)) },
  { kind: "json", label: "not JSON", value: "{[" },
];

/**
 * Values that are never a row id (domain/platform/ids.ts: 1..2 147 483 647, plain digits): beyond
 * PostgreSQL's integer, beyond JavaScript's safe integers, negative, zero, a fraction, a word.
 * Every form field and path segment that takes an id must refuse each with a 4xx.
 */
export const ID_PAYLOADS: readonly Payload[] = [
  { kind: "id", label: "id 2^31", value: "2147483648" },
  { kind: "id", label: "id of 20 digits", value: "99999999999999999999" },
  { kind: "id", label: "id -1", value: "-1" },
  { kind: "id", label: "id 0", value: "0" },
  { kind: "id", label: "id 1.5", value: "1.5" },
  { kind: "id", label: "id abc", value: "abc" },
];

/** The payloads every form and every query parameter gets; the rest go to the main forms only. */
const CORE = new Set([
  "no fields",
  "1 MB string",
  "10 000 characters",
  "every field twice",
  "Norwegian letters",
  "RTL override",
  "NUL byte",
  "script tag",
  "statement",
  "max double",
  "NaN",
  "beyond JS dates",
  "JSON huge numbers",
]);
export const CORE_PAYLOADS = PAYLOADS.filter((payload) => CORE.has(payload.label));

/** A body with `payload` in every field but the kept ones (intent). */
export function formBody(fields: Iterable<string>, payload: Payload, kept: Record<string, string>): URLSearchParams {
  const body = new URLSearchParams(kept);
  if (payload.kind === "missing") return body;
  let first = true;
  for (const field of fields) {
    if (field in kept) continue;
    // One 1 MB field is enough to pass any form's limit; more only makes the suite slower.
    body.append(field, payload.kind === "oversize" && !first ? "x" : payload.value);
    first = false;
    if (payload.kind === "repeated") body.append(field, `${payload.value}2`);
  }
  return body;
}
