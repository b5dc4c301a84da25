import type { ReactNode } from "react";
import type { Language } from "#i18n/languages";
import type { PublicConfig } from "#server/config.server";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { TopBar } from "./top-bar";
import { Toaster } from "~/components/toast/toaster";

/** Top bar, sticky header, the page, and the footer: the frame of every screen. */
export function SiteShell({ lang, config, children }: { lang: Language; config: PublicConfig; children: ReactNode }) {
  return (
    <>
      <TopBar supportPhone={config.supportPhone} />
      <SiteHeader lang={lang} />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter supportEmail={config.supportEmail} />
      <Toaster />
    </>
  );
}
