import { Suspense } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteShell } from "~/components/layout/site-shell";
import { pageTextScript } from "#i18n/text-scripts.server";
import { pageTextsAt, rememberPageTexts, usePageTexts } from "~/hooks/page-texts";
import { TranslationProvider, useTranslationOf } from "~/hooks/translation";
import { languageFromRequest } from "~/requests/language.server";
import { currentUserAndShop, currentUserShopAndPartner } from "~/route-helpers/shop-state.server";
import { takeFlash } from "~/requests/flash.server";
import { flashNotice } from "~/requests/flash-notice.server";
import { useFlashToast } from "~/hooks/use-flash-toast";
import { MeProvider } from "~/hooks/me";
import { isSharedPath } from "#server/public-pages";
import { languageLinksOf, withoutLanguagePrefix } from "#server/language-urls";
import { HTML_LANG, type Language } from "#i18n/languages";
import type { Messages } from "#i18n/messages";
import { messageAreaOf, messageSetOf } from "#i18n/message-sets";
import { useClientSync } from "~/hooks/use-client-sync";
import { lazyPart } from "~/components/on-demand/on-demand";
import { HydratedProvider } from "~/hooks/use-hydrated";
import { useRequestLanguage } from "~/requests/request-language";
import { refusalOf } from "~/requests/refusal";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  // "/en/deals" is the "/deals" page in English (decision 030): same texts, same sharing.
  const path = withoutLanguagePrefix(new URL(request.url).pathname);
  // A shared page is the same for everyone (and cached so): nothing of the user goes into it,
  // the browser asks /me (app/hooks/me.tsx).
  const shared = isSharedPath(path);
  // A signed-in user's cart and wishlist live on the server: badges and hearts come from here.
  // On a business page the partner its guard needs comes with the session (one round trip less).
  const readUserAndShop = messageAreaOf(path) === "business" ? currentUserShopAndPartner : currentUserAndShop;
  const signedIn = shared ? null : await readUserAndShop(request, context, lang);
  const user = signedIn?.user ?? null;
  const shop = signedIn?.shop ?? null;
  const { flash, clear } = takeFlash(request, context.secureCookies);
  // The texts go as a script of their own (decision 040); the server's render reads them here.
  const texts = pageTextScript(lang, path);
  rememberPageTexts(texts.url, texts.messages);
  return data(
    {
      lang,
      texts: texts.url,
      config: context.config,
      // The site's address, for the canonical and hreflang links.
      origin: context.origin,
      shared,
      user: user ? { name: user.name, role: user.role } : null,
      shop,
      flash: flash ? flashNotice(flash, lang) : null,
    },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

// Moving between the shop, the business area, the admin console and the pages with their own
// texts (i18n/messages.ts PAGE_SECTIONS) changes which texts the page needs; moving from a shared page to a personal one, whether the user is read here.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  const current = withoutLanguagePrefix(currentUrl.pathname);
  const next = withoutLanguagePrefix(nextUrl.pathname);
  return (
    defaultShouldRevalidate ||
    messageSetOf(current) !== messageSetOf(next) ||
    isSharedPath(current) !== isSharedPath(next)
  );
};

// Lets the root loader's Set-Cookie (clearing a shown notice) reach the browser.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export type RootData = Route.ComponentProps["loaderData"];

export function meta({ data }: Route.MetaArgs) {
  const messages: Messages["meta"] | undefined = data ? pageTextsAt(data.texts)?.meta : undefined;
  if (!messages) return [];
  return [{ title: messages.siteTitle }, { name: "description", content: messages.siteDescription }];
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** The canonical address a page's loader chose (e.g. a category's own id), if any. */
function chosenCanonical(matches: ReturnType<typeof useMatches>): string | undefined {
  for (const match of [...matches].reverse()) {
    const loaded: unknown = match.loaderData;
    if (typeof loaded !== "object" || loaded === null || !("head" in loaded)) continue;
    const head: unknown = loaded.head;
    if (typeof head === "object" && head !== null && "canonical" in head && typeof head.canonical === "string")
      return head.canonical;
  }
  return undefined;
}

/**
 * `<link rel="canonical">` to the page in its own language and the hreflang alternates of every
 * page with an address in each language (decision 030); x-default is the Norwegian one.
 */
function LanguageLinkTags({ origin, lang }: { origin: string; lang: Language }) {
  const location = useLocation();
  const matches = useMatches();
  const chosen = chosenCanonical(matches);
  const links = languageLinksOf(origin, lang, chosen ? new URL(chosen).pathname : location.pathname);
  if (!links) return null;
  return (
    <>
      <link rel="canonical" href={links.canonical} />
      <link rel="alternate" hrefLang={HTML_LANG.no} href={links.no} />
      <link rel="alternate" hrefLang={HTML_LANG.en} href={links.en} />
      <link rel="alternate" hrefLang="x-default" href={links.no} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const error = useRouteError();
  const requestLang = useRequestLanguage();
  // An error page may render without the root loader's data: a refusal knows its language,
  // else the request's language cookie tells.
  const lang = data?.lang ?? refusalOf(error)?.lang ?? requestLang;
  return (
    <html lang={HTML_LANG[lang]} data-texts={data?.texts}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* An error page (a 404, a 503 while the database is away) is no page to index. */}
        {data && !error ? <LanguageLinkTags origin={data.origin} lang={lang} /> : null}
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        <HydratedProvider>{children}</HydratedProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { lang, texts, config } = loaderData;
  const translation = useTranslationOf(lang, usePageTexts(texts));
  useClientSync(lang);
  useFlashToast(loaderData.flash);
  return (
    <TranslationProvider value={translation}>
      <MeProvider>
        <SiteShell lang={lang} config={config}>
          <Outlet />
        </SiteShell>
      </MeProvider>
    </TranslationProvider>
  );
}

// The error page is drawn by code loaded when it is needed (decision 044): the server renders it
// at once, a browser hydrates it once that code is in.
const RootErrorBoundary = lazyPart((parts) => parts.RootErrorBoundary);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense fallback={null}>
      <RootErrorBoundary error={error} />
    </Suspense>
  );
}
