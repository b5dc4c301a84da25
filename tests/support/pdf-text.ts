// The text a PDF shows, well enough for tests: pdf-lib Flate-compresses its content streams and
// writes text as hex strings (<4D414749…> Tj), so the streams are inflated and the hex decoded.
import { inflateSync } from "node:zlib";

export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString("latin1");
  const parts: string[] = [];
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    try {
      parts.push(inflateSync(bytes.subarray(start, end)).toString("latin1"));
    } catch {
      parts.push(raw.slice(start, end)); // not compressed
    }
  }
  const content = parts.join("\n");
  const hexStrings = [...content.matchAll(/<([0-9A-Fa-f\s]+)>\s*Tj/g)].map((m) =>
    Buffer.from(m[1]!.replace(/\s/g, ""), "hex").toString("latin1"),
  );
  const literalStrings = [...content.matchAll(/\((.*?)\)\s*Tj/g)].map((m) => m[1]!);
  return [...hexStrings, ...literalStrings].join("\n");
}
