// The two languages, their Intl locales, and how a language is chosen.
export const LANGUAGES = ["no", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "no";

/** Cookie (read by the server) and browser-storage key (the spec's mirror) for the choice. */
export const LANGUAGE_KEY = "language";

export const INTL_LOCALE: Record<Language, string> = { no: "nb-NO", en: "en-GB" };
/** What goes in <html lang>: Bokmål is "nb". */
export const HTML_LANG: Record<Language, string> = { no: "nb", en: "en" };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

export function parseLanguage(value: string | null | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

const LANGUAGE_COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_KEY}=([^;]*)`);

/**
 * The language a Cookie header (or document.cookie) chooses. The one reading for the renderer,
 * the page cache's key and every other reader: the value exactly as the switcher writes it
 * ("no" or "en"), no decoding or trimming, the first `language` cookie winning; anything else
 * is the default. Two readers that differed (one decoding %65n to "en") let a Norwegian page be
 * cached as the English one.
 */
export function languageFromCookies(header: string | null | undefined): Language {
  return parseLanguage(LANGUAGE_COOKIE.exec(header ?? "")?.[1]);
}
