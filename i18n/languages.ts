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
