import { useTranslation } from "~/hooks/translation";
import { useLocation } from "react-router";
import { LANGUAGES, type Language } from "#i18n/languages";

/**
 * Posts the choice to /language, which sets the cookie (the preference) and goes to this page's
 * address in the chosen language (decision 030); works without JavaScript. A plain form, not the
 * router's: on an English page the router would send it to /en/language, and the other
 * language's address is a new document anyway.
 */
export function LanguageSwitcher({ lang, className = "" }: { lang: Language; className?: string }) {
  const { t } = useTranslation();
  // Without the "/en": the router's location is the page's path under its basename.
  const location = useLocation();
  return (
    <form
      method="post"
      action="/language"
      className={`flex items-center gap-1 ${className}`}
      aria-label={t("language.label")}
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="submit"
          name="lang"
          value={option}
          lang={option === "no" ? "nb" : "en"}
          aria-pressed={option === lang}
          className={`rounded px-2 py-1 text-xs font-semibold ${
            option === lang ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100"
          }`}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </form>
  );
}
