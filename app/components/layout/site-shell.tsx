import { useEffect, type ReactNode } from "react";
import { useMatches } from "react-router";
import type { Language } from "#i18n/languages";
import type { PublicConfig } from "#server/config.server";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { LanguageHint } from "./language-hint";
import { SkipLink } from "./skip-link";
import { TopBar } from "./top-bar";
import { Toaster } from "~/components/toast/toaster";
import { pageUsesShellIcons, RepeatedIconSymbols } from "~/components/icons/repeated-icons";
import { startLoadingOnFirstUse } from "~/components/on-demand/on-demand";

/** Top bar, sticky header, the page, and the footer: the frame of every screen. */
export function SiteShell({ lang, config, children }: { lang: Language; config: PublicConfig; children: ReactNode }) {
  const matches = useMatches();
  // The menu's and the notices' code comes at the visitor's first press, key or focus.
  useEffect(startLoadingOnFirstUse, []);
  return (
    <>
      <SkipLink />
      <LanguageHint lang={lang} />
      <TopBar supportPhone={config.supportPhone} />
      <SiteHeader lang={lang} />
      {/* Focusable by script only, so the skip link moves focus (not just the view) to the page. */}
      <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
        {children}
      </main>
      <SiteFooter supportEmail={config.supportEmail} />
      <Toaster />
      {pageUsesShellIcons(matches) ? <RepeatedIconSymbols /> : null}
    </>
  );
}
