import { Suspense } from "react";
import { useLocation } from "react-router";
import { LANGUAGE_KEY, languageFromCookies, type Language } from "#i18n/languages";
import { hasLanguageUrls, localizedPath } from "#server/language-urls";
import { useHydrated } from "~/hooks/use-hydrated";
import { lazyPart } from "~/components/on-demand/on-demand";

// The link is drawn by code loaded when it shows (decision 044): most visitors never see it.
const LanguageHintLink = lazyPart((parts) => parts.LanguageHintLink);

const CHOSEN = new RegExp(`(?:^|;\\s*)${LANGUAGE_KEY}=`);

/**
 * A shared page is in its address's language whatever the visitor's cookie says (a CDN keeps one
 * copy per address: decision 030). A visitor whose chosen language is the other one gets a small
 * link to this page in it, shown from the browser after hydration, so the page stays the same
 * bytes for everyone.
 */
export function LanguageHint({ lang }: { lang: Language }) {
  const hydrated = useHydrated();
  const location = useLocation();
  if (!hydrated || !hasLanguageUrls(location.pathname)) return null;
  // Only a choice the visitor made: no cookie is no preference.
  if (!CHOSEN.test(document.cookie)) return null;
  const preferred = languageFromCookies(document.cookie);
  if (preferred === lang) return null;
  return (
    <Suspense fallback={null}>
      <LanguageHintLink href={localizedPath(location.pathname + location.search, preferred)} preferred={preferred} />
    </Suspense>
  );
}
