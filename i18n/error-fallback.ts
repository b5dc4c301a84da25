// Just the error strings, for an error page rendered without the root loader's dictionary.
import enErrors from "#i18n/locales/en-errors";
import noErrors from "#i18n/locales/no-errors";
import type { Language } from "./languages";

export function errorFallbackMessages(lang: Language) {
  return { errors: lang === "en" ? enErrors : noErrors };
}
