// The page's language and translate function for components: `const { t, i18n } = useTranslation()`,
// the same call shape as react-i18next, which the app used before (see translate.ts for why not now).
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Language } from "#i18n/languages";
import { createTranslator, type TFunction } from "#i18n/translate";

interface Translation {
  t: TFunction;
  i18n: { language: Language };
}

const TranslationContext = createContext<Translation | null>(null);

/** The translation for a page's language and texts, made once per change of either. */
export function useTranslationOf(lang: Language, messages: object): Translation {
  return useMemo(() => ({ t: createTranslator(lang, messages), i18n: { language: lang } }), [lang, messages]);
}

export function TranslationProvider({ value, children }: { value: Translation; children: ReactNode }) {
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error("useTranslation outside TranslationProvider");
  return translation;
}
