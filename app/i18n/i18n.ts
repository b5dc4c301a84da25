// One i18next instance per language and dictionary, made synchronously so the server can render.
import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "./languages";
import type { Messages, PageMessages } from "./messages";

export function createI18n(lang: Language, messages: Messages | PageMessages | Pick<Messages, "errors">): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}
