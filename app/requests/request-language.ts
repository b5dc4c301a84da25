// The visitor's language for pages rendered without the root loader's data (an error page when
// the root loader itself failed, e.g. the database is away): on the server from the request,
// in the browser from the same address and `language` cookie, so both render the same page.
import { createContext, useContext } from "react";
import { DEFAULT_LANGUAGE, type Language } from "#i18n/languages";
import { languageOfRequest } from "#server/language-urls";

export const RequestLanguageContext = createContext<Language | null>(null);

export function useRequestLanguage(): Language {
  const fromServer = useContext(RequestLanguageContext);
  if (fromServer) return fromServer;
  if (typeof document === "undefined") return DEFAULT_LANGUAGE;
  return languageOfRequest(window.location.pathname, document.cookie);
}
