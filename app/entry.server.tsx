// React Router's default Node entry, except that the whole page is rendered before it is sent:
// the Content-Security-Policy lists the hash of every inline script the page holds (decision 025),
// so no per-response nonce makes one visitor's page differ from another's.
// React's build for Bun, which runs on Node too (decision 067; why in `WholePage`).
import { renderToPipeableStream } from "react-dom/server.bun";
import {
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "react-router";
import { isDatabaseUnavailable } from "#db/database-unavailable.server";
import { languageFromRequest } from "~/requests/language.server";
import { inlineScriptHashes } from "~/rendering/inline-script-hashes.server";
import { withoutModulePreloads } from "~/rendering/without-module-preloads.server";
import { RequestLanguageContext } from "~/requests/request-language";
import { loadOnDemand } from "~/components/on-demand/on-demand";
import { WholePage } from "~/rendering/whole-page.server";

// The parts a browser loads on first use (decision 044) are in before the first render, so the
// server renders them at once instead of streaming a fallback.
await loadOnDemand();

export const streamTimeout = 5_000;

/** Requests that failed because the database is away: 503 (try again soon), not 500. */
const databaseAway = new WeakSet<Request>();

/** Loader and action errors go to the request's log (with its id); the browser sees a friendly page. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return; // the visitor went away; nothing failed
  if (isDatabaseUnavailable(error)) {
    databaseAway.add(request);
    context.log.warn({ err: error }, "database unavailable");
    return;
  }
  context.log.error({ err: error }, "request failed");
};

/**
 * Client-side navigations and fetcher submissions (`*.data`, Pay among them) get the same 503 as
 * a full page load when the database is away: React Router answers their failure with 500, which
 * says "broken" where "try again soon" is true. The body (the route's error) stays as it is.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  if (!databaseAway.has(request) || response.status < 500) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", "5");
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (databaseAway.has(request)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "5");
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <RequestLanguageContext.Provider value={languageFromRequest(request)}>
        <ServerRouter context={routerContext} url={request.url} />
      </RequestLanguageContext.Provider>,
      {
        // The page goes out whole, so moving a finished Suspense boundary (the signed-in user's
        // menu) to the page's end, as React does after its first 12.8 KB to paint sooner, would only
        // add a template, a hidden copy and a script that moves it back in the browser.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        // The whole page, deferred data included, so every inline script is known before the
        // headers go out (the page cache and a CDN keep whole pages anyway).
        onAllReady() {
          const collector = new WholePage((rendered) => {
            clearTimeout(timeoutId);
            const page = withoutModulePreloads(rendered);
            loadContext.allowInlineScripts(inlineScriptHashes(page));
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode }));
          }, reject);
          pipe(collector.asWritable());
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log.error({ err: error }, "render failed");
        },
      },
    );
  });
}
