// React Router's default Node entry, plus the per-request CSP nonce on every inline script.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "react-router";
import { isDatabaseUnavailable } from "#db/database-unavailable.server";
import { languageFromRequest } from "~/requests/language.server";
import { NonceContext } from "~/rendering/nonce";
import { withoutModulePreloads } from "~/rendering/without-module-preloads.server";
import { RequestLanguageContext } from "~/requests/request-language";

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
  const nonce = loadContext.nonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      userAgent && isbot(userAgent) ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RequestLanguageContext.Provider value={languageFromRequest(request)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestLanguageContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(withoutModulePreloads()).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
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
