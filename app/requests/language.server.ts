// The visitor's language comes from the `language` cookie, so the server renders it directly.
import { LANGUAGE_KEY, parseLanguage, type Language } from "#i18n/languages";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function languageFromRequest(request: Request): Language {
  const header = request.headers.get("Cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_KEY}=([^;]*)`).exec(header);
  return parseLanguage(match?.[1]);
}

export function languageCookie(lang: Language): string {
  return `${LANGUAGE_KEY}=${lang}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
