// Both dictionaries live on the server; a page receives only its own language's.
import en from "#i18n/locales/en";
import no from "#i18n/locales/no";
import { createTranslator, type TFunction } from "./translate";
import type { Language } from "./languages";
import { AREA_SECTIONS, inBusinessArea, SERVER_SECTIONS, type Messages, type PageMessages } from "./messages";

export const DICTIONARIES: Record<Language, Messages> = { no, en };

const TRANSLATORS: Record<Language, TFunction> = { no: createTranslator("no", no), en: createTranslator("en", en) };

/** A translate function for loaders and meta (page titles, e-mails), with every text. */
export function translator(lang: Language): TFunction {
  return TRANSLATORS[lang];
}

function without(messages: Messages, sections: readonly string[]): PageMessages {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => !sections.includes(key))) as PageMessages;
}

const PAGE_MESSAGES = {
  no: { shop: without(no, [...AREA_SECTIONS, ...SERVER_SECTIONS]), area: without(no, SERVER_SECTIONS) },
  en: { shop: without(en, [...AREA_SECTIONS, ...SERVER_SECTIONS]), area: without(en, SERVER_SECTIONS) },
} satisfies Record<Language, { shop: PageMessages; area: PageMessages }>;

/**
 * The texts a page at `pathname` needs: a shop page gets a third less than the whole
 * dictionary, as every page carries its texts in the HTML.
 */
export function pageMessages(lang: Language, pathname: string): PageMessages {
  return PAGE_MESSAGES[lang][inBusinessArea(pathname) ? "area" : "shop"];
}
