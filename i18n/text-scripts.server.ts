// A page's texts travel as a script of their own, not inside every page's hydration data
// (decision 040): one module per language and set of texts (messageSetOf), named by a hash of
// its content so browsers and a CDN keep it for a year, and a page that moves to another set
// of texts fetches only that set's script. Made on first use and kept (a few dozen in all).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { pageMessages } from "./dictionaries.server";
import { LANGUAGES, type Language } from "./languages";
import { messageSetOf } from "./message-sets";
import { PAGE_SECTIONS, type MessageArea, type PageMessages } from "./messages";

export const TEXT_SCRIPTS_PATH = "/texts/";

export interface TextScript {
  /** Where the browser loads it: /texts/{language}.{set}.{hash}.js */
  url: string;
  messages: PageMessages;
  /** The module as sent. */
  body: Buffer;
  /** Compressed as /assets are (Brotli 11, gzip 9), off the event loop, once, when first asked for. */
  compressed: (encoding: "br" | "gzip") => Promise<Buffer>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function compressor(body: Buffer): TextScript["compressed"] {
  const done = new Map<"br" | "gzip", Promise<Buffer>>();
  return (encoding) => {
    let result = done.get(encoding);
    if (!result) {
      result =
        encoding === "br"
          ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipped(body, { level: 9 });
      done.set(encoding, result);
    }
    return result;
  };
}

const AREAS: readonly MessageArea[] = ["shop", "business", "admin"];

/**
 * A set's name in a file name: a page's own set by its path ("/account/vouchers" →
 * "account-vouchers", "/" → "home", "/deal/:dealId" → "deal"), an area's as "admin-area" (the page /admin has a set of its own).
 */
function fileNameOf(set: string): string {
  if (!set.startsWith("/")) return `${set}-area`;
  if (set === "/") return "home";
  // "/deal/:dealId" is "deal": one set for every deal.
  return set
    .slice(1)
    .replace(/\/:[A-Za-z]+/g, "")
    .replaceAll("/", "-");
}

/** Each set's file name and a path whose page uses it. */
const SETS = new Map<string, string>(
  [...Object.keys(PAGE_SECTIONS), ...AREAS.map((area) => (area === "shop" ? "/about" : `/${area}/x`))].map((path) => [
    fileNameOf(messageSetOf(path)),
    path,
  ]),
);

const made = new Map<string, TextScript>();

function make(lang: Language, path: string): TextScript {
  const name = `${lang}.${fileNameOf(messageSetOf(path))}`;
  const kept = made.get(name);
  if (kept) return kept;
  const messages = pageMessages(lang, path);
  // JSON.parse of a string is quicker for the browser to parse than the same object as code.
  const body = Buffer.from(`export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`);
  const hash = createHash("sha256").update(body).digest("hex").slice(0, 16);
  const script: TextScript = {
    url: `${TEXT_SCRIPTS_PATH}${name}.${hash}.js`,
    messages,
    body,
    compressed: compressor(body),
  };
  made.set(name, script);
  return script;
}

/** The text script of the page at `pathname` (without the /en prefix) in `lang`. */
export function pageTextScript(lang: Language, pathname: string): TextScript {
  return make(lang, pathname);
}

/**
 * The script a /texts/ file name asks for. `current` is false when the hash is another build's
 * (a page rendered before a deploy): its set in today's texts is answered, but not kept for long.
 */
export function textScriptNamed(fileName: string): { script: TextScript; current: boolean } | null {
  const match = /^([a-z]+)\.([a-z0-9-]+)\.[0-9a-f]{16}\.js$/.exec(fileName);
  const lang = LANGUAGES.find((language) => language === match?.[1]);
  const path = match ? SETS.get(match[2]!) : undefined;
  if (!lang || path === undefined) return null;
  const script = make(lang, path);
  return { script, current: script.url === `${TEXT_SCRIPTS_PATH}${fileName}` };
}
