// The visitor's language comes from the `language` cookie, so the server renders it directly.
import { LANGUAGE_KEY, languageFromCookies, type Language } from "#i18n/languages";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function languageFromRequest(request: Request): Language {
  return languageFromCookies(request.headers.get("Cookie"));
}

export function languageCookie(lang: Language): string {
  return `${LANGUAGE_KEY}=${lang}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
