// Dictionary texts by dotted key, in the dictionaries' format (i18next's JSON v4): plurals as
// key_one / key_other chosen by Intl.PluralRules, and {{name}} placeholders. Written here rather
// than taken from i18next because it runs in every page's browser bundle, where i18next and
// react-i18next cost about 16 KB gzip for these two features.
import { formatNumber } from "./format";
import { INTL_LOCALE, type Language } from "./languages";
import type { Messages } from "./messages";

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
/** Every text's key, e.g. "deals.results" (for results_one and results_other). */
type KeysOf<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${PluralSuffix}` ? Base : K}`
    : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = KeysOf<Messages>;
/** Values for the placeholders; `count` also picks the plural form. */
export type TranslateOptions = Record<string, unknown>;
export type TFunction = (key: MessageKey, options?: TranslateOptions) => string;

/**
 * One plural rule set per language for the process: the server makes a translator for every
 * page it renders, and building an Intl object (it loads the locale's data) costs far more than
 * using one.
 */
const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralRulesOf(lang: Language): Intl.PluralRules {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALE[lang]);
    pluralRules.set(lang, rules);
  }
  return rules;
}

/**
 * Texts already looked up, per dictionary object: the server makes a translator for every page it
 * renders, from the same few dictionaries, and a page of 24 deal cards looks up a few hundred
 * keys. A dictionary is never changed once loaded, and the keys are the code's, so this stays small.
 */
const lookedUp = new WeakMap<object, Map<string, string | undefined>>();

/** The translate function for one language's texts (the whole dictionary or a page's part). */
export function createTranslator(lang: Language, messages: object): TFunction {
  const plurals = pluralRulesOf(lang);
  let known = lookedUp.get(messages);
  if (!known) {
    known = new Map();
    lookedUp.set(messages, known);
  }
  const texts = known;
  const lookup = (key: string): string | undefined => {
    if (texts.has(key)) return texts.get(key);
    let node: unknown = messages;
    for (const part of key.split(".")) {
      if (typeof node !== "object" || node === null) {
        node = undefined;
        break;
      }
      node = (node as Record<string, unknown>)[part];
    }
    const text = typeof node === "string" ? node : undefined;
    texts.set(key, text);
    return text;
  };
  return (key, options) => {
    const count = options?.count;
    const plural =
      typeof count === "number" ? (lookup(`${key}_${plurals.select(count)}`) ?? lookup(`${key}_other`)) : undefined;
    // A missing text shows its key, so it is seen and fixed rather than silently blank.
    const text = plural ?? lookup(key) ?? key;
    if (!options) return text;
    // Numbers are grouped the language's way here, so no text shows "2193 kjøpt" or "1000 tilbud".
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
      const value = options[name];
      if (value === undefined || value === null) return placeholder;
      return typeof value === "number" ? formatNumber(value, lang) : String(value);
    });
  };
}
