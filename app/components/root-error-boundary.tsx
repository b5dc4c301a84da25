import { useMemo } from "react";
import { isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { ErrorPage } from "~/components/error-page";
import { SiteShell } from "~/components/layout/site-shell";
import { MeProvider } from "~/hooks/me";
import { pageTextsAt } from "~/hooks/page-texts";
import { TranslationProvider, useTranslationOf } from "~/hooks/translation";
import { useClientSync } from "~/hooks/use-client-sync";
import { useRequestLanguage } from "~/requests/request-language";
import { refusalOf } from "~/requests/refusal";
import { errorFallbackMessages } from "#i18n/error-fallback";

/** The root route's error page: in the site's frame when the root loader's data is there. */
export function RootErrorBoundary({ error }: { error: unknown }) {
  const data = useRouteLoaderData<RootData>("root");
  const requestLang = useRequestLanguage();
  const lang = data?.lang ?? refusalOf(error)?.lang ?? requestLang;
  const pageTexts = data && pageTextsAt(data.texts);
  // The error texts travel with this page's code (a page's own texts may leave them out:
  // i18n/messages.ts COMMON_SECTIONS_LEFT_OUT); the page's own, where it has them, are the same.
  const messages = useMemo(() => ({ ...errorFallbackMessages(lang), ...pageTexts }), [lang, pageTexts]);
  const translation = useTranslationOf(lang, messages);
  useClientSync(lang);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const page = <ErrorPage kind={notFound ? "not-found" : "server-error"} error={error} />;
  return (
    <TranslationProvider value={translation}>
      {data ? (
        <MeProvider>
          <SiteShell lang={lang} config={data.config}>
            {page}
          </SiteShell>
        </MeProvider>
      ) : (
        page
      )}
    </TranslationProvider>
  );
}
