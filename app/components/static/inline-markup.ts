// The small inline markup that long-form page texts use (app/content/types.ts lists it).

export type InlinePart =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "link"; label: string; href: string }
  | { kind: "value"; name: string };

const PATTERN = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\{(\w+)\}/g;

/** Keeps a number together with its unit ("40 %", "180 kr") so a line never breaks between them. */
export function keepUnits(text: string): string {
  return text.replace(/(\d) (%|kr\b)/g, "$1\u00a0$2");
}

/** Splits a text into plain runs, links, strong runs and {placeholders}. */
export function parseInline(source: string): InlinePart[] {
  const text = keepUnits(source);
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    const index = match.index;
    if (index > last) parts.push({ kind: "text", text: text.slice(last, index) });
    const [, label, href, strong, name] = match;
    if (label !== undefined && href !== undefined) parts.push({ kind: "link", label, href });
    else if (strong !== undefined) parts.push({ kind: "strong", text: strong });
    else if (name !== undefined) parts.push({ kind: "value", name });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

/** The placeholders a text may use; the page fills them from the seller details and the configuration. */
export const INLINE_VALUES = ["email", "phone", "company", "orgNumber", "address", "supportHours"] as const;
export type InlineValue = (typeof INLINE_VALUES)[number];
