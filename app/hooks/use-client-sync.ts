import { useEffect } from "react";
import { LANGUAGE_KEY } from "#i18n/languages";

/** Mirrors the language choice into browser storage. */
export function useClientSync(lang: string) {
  useEffect(() => {
    try {
      localStorage.setItem(LANGUAGE_KEY, lang);
    } catch {
      // storage can be disabled (private mode); the cookie still carries the choice
    }
  }, [lang]);
}
