import type { Language } from "#i18n/languages";
import { useTranslation } from "~/hooks/translation";

/** The language hint's link (./language-hint.tsx): this page in the visitor's chosen language. */
export function LanguageHintLink({ href, preferred }: { href: string; preferred: Language }) {
  const { t } = useTranslation();
  return (
    <div className="border-b border-slate-200 bg-slate-50 text-center text-sm">
      <a
        href={href}
        lang={preferred === "no" ? "nb" : "en"}
        hrefLang={preferred === "no" ? "nb" : "en"}
        className="inline-block px-4 py-2 font-medium text-rose-700 underline"
        data-testid="language-hint"
      >
        {t("language.readInOther")}
      </a>
    </div>
  );
}
