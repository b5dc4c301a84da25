// The language a request is answered in: an English address (`/en/…`) is English, a cacheable
// public page's Norwegian address Norwegian, any other page the `language` cookie's choice
// (decision 030, server/language-urls.ts), so the server renders it directly.
import { LANGUAGE_KEY, type Language } from "#i18n/languages";
import { languageOfRequest } from "#server/language-urls";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function languageFromRequest(request: Request): Language {
  return languageOfRequest(new URL(request.url).pathname, request.headers.get("Cookie"));
}

export function languageCookie(lang: Language): string {
  return `${LANGUAGE_KEY}=${lang}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
