// Both dictionaries live on the server; a page receives only its own language's.
import en from "./locales/en";
import no from "./locales/no";
import { createI18n } from "./i18n";
import type { Language } from "./languages";
import type { Messages } from "./messages";

export const DICTIONARIES: Record<Language, Messages> = { no, en };

const serverInstances = new Map<Language, ReturnType<typeof createI18n>>();

/** A translate function for loaders and meta (page titles, e-mails), reused across requests. */
export function translator(lang: Language) {
  let instance = serverInstances.get(lang);
  if (!instance) {
    instance = createI18n(lang, DICTIONARIES[lang]);
    serverInstances.set(lang, instance);
  }
  return instance.t;
}
