// A request refused before its route could answer (readForm/readJson: form expired, not a form,
// too large) is thrown as data({ message, lang }, 4xx). When a page post is refused so, the root
// error boundary renders without the root loader's data, so the refusal itself says which
// language the page is in and what to tell the visitor.
import { isRouteErrorResponse } from "react-router";
import { parseLanguage, type Language } from "#i18n/languages";

export interface Refusal {
  status: number;
  message: string;
  lang: Language;
}

/** The refusal `error` carries, or null for anything else (404s, failures, thrown responses without a message). */
export function refusalOf(error: unknown): Refusal | null {
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status >= 500 || error.status === 404) return null;
  const { message, lang } = (error.data ?? {}) as { message?: unknown; lang?: unknown };
  if (typeof message !== "string" || !message) return null;
  return { status: error.status, message, lang: parseLanguage(typeof lang === "string" ? lang : undefined) };
}
