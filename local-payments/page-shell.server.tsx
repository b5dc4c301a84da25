// The frame of every page of the local payment service: plain server-rendered HTML with its
// own stylesheet and scripts, from the service's own origin.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { HTML_LANG, type Language } from "#i18n/languages";
import { TEXTS } from "./texts";

export interface ShellProps {
  lang: Language;
  title: string;
  /** A script of the service's own (/assets/…), if the page needs one. */
  script?: string;
  /** data-* attributes for the page's script. */
  data?: Record<string, string>;
  children: ReactNode;
}

function Shell({ lang, title, script, data, children }: ShellProps) {
  const dataAttributes = Object.fromEntries(Object.entries(data ?? {}).map(([key, value]) => [`data-${key}`, value]));
  return (
    <html lang={HTML_LANG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="no-referrer" />
        <title>{`${title} – ${TEXTS[lang].serviceName}`}</title>
        <link rel="stylesheet" href="/assets/local-payments.css" />
        {script ? <script src={script} defer /> : null}
      </head>
      <body {...dataAttributes}>
        <main>
          {children}
          <p className="note">{TEXTS[lang].testModeNote}</p>
        </main>
      </body>
    </html>
  );
}

export function renderPage(props: ShellProps): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<Shell {...props} />)}`;
}
