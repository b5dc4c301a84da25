// The Express app: security headers, CSRF checks, static files with cache headers, then every
// other request to React Router with the per-request context loaders and actions receive.
import type { RequestListener } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import { compressWholeAnswers } from "./whole-answer-compression.server";
import express from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import { cachedCatalogue } from "./cached-catalogue.server";
import type { CatalogueChanges } from "#db/catalogue-changes.server";
import type { Database } from "#db/connection.server";
import { PROJECT_ROOT } from "#db/project-root.server";
import type { DealViews } from "#domain/partners/analytics.server";
import type { Mailer } from "#domain/platform/mail.server";
import type { PaymentProvider } from "#domain/payments/payment-provider";
import type { PaymentPageSources } from "./payments.server";
import { createSigner } from "#domain/platform/signing.server";
import { publicConfig, type ServerConfig } from "./config.server";
import { csrfProtection } from "./csrf.server";
import { ENGLISH_PREFIX, isEnglishPath } from "./language-urls";
import { pageCache } from "./page-cache.server";
import { privatePages } from "./private-pages.server";
import { paymentWebhook } from "./payment-webhook.server";
import { publicFiles } from "./public-files.server";
import { TEXT_SCRIPTS_PATH } from "#i18n/text-scripts.server";
import { staticAssets } from "./static-assets.server";
import { textScripts } from "./text-scripts.server";
import { requestLogging, type Logger } from "./logger.server";
import { readiness } from "./readiness.server";
import { protocolOf, type TrustsProxy } from "./request-protocol.server";
import { requestGate } from "./request-gate.server";
import { serverTiming } from "./server-timing.server";
import { allowInlineScripts, securityHeaders } from "./security-headers.server";
import type { SiteAddress } from "./site-address.server";

const BUILD_DIR = path.join(PROJECT_ROOT, "build");

export interface HttpAppOptions {
  config: ServerConfig;
  db: Database;
  /** Catalogue change notifications, for the caches. */
  catalogueChanges: CatalogueChanges;
  mailer: Mailer;
  /** Deal page views, written in batches. */
  views: DealViews;
  /**
   * The payment provider once it has started (it starts after the server listens, as the local
   * service needs the shop's address), and the origin of its pages when they are the local
   * service's (the card iframe, for the Content-Security-Policy).
   */
  payments: () => { provider: PaymentProvider; pageSources: PaymentPageSources } | null;
  sessionSecret: string;
  /** The site's configured address: links in e-mails, the hosts and origins it accepts. */
  site: SiteAddress;
  dev: boolean;
  logger: Logger;
}

/** The server's request listener: the request gate, the page cache, then the Express app. */
export async function createHttpApp(options: HttpAppOptions): Promise<RequestListener> {
  const { config } = options;
  const production = config.NODE_ENV === "production";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  const trustsProxy = app.get("trust proxy fn") as TrustsProxy;
  const cache = pageCache({
    changes: options.catalogueChanges,
    logger: options.logger,
    protocolOf: (req) => protocolOf(req, trustsProxy),
    // A deal page served from the cache is still a visit for the partner's numbers.
    onHit: (path, req) => {
      const deal = /^(?:\/en)?\/deal\/(\d+)$/.exec(path);
      if (!deal) return;
      const header = (name: string) => req.headers[name] as string | undefined;
      options.views.record(Number(deal[1]), header("user-agent"), header("sec-purpose") ?? header("purpose"));
    },
  });
  app.use(serverTiming());
  app.use(requestLogging(options.logger));
  // What reaches here is made per request (personal pages, data requests; stored pages and static
  // files carry their own compressed copies), so it is compressed per answer, whole.
  app.use(compressWholeAnswers());
  // Liveness: the process answers. Readiness: it can serve (database reachable, schema current).
  app.get("/healthz", (_req, res) => {
    res.type("text/plain").send("ok");
  });
  app.get("/readyz", async (req, res) => {
    const state = await readiness(options.db);
    if (!state.ready) req.log.warn({ reason: state.reason }, "not ready");
    res
      .status(state.ready ? 200 : 503)
      .type("text/plain")
      .send(state.ready ? "ready" : "not ready");
  });
  const signer = createSigner(options.sessionSecret);
  app.use(
    paymentWebhook(
      options.db,
      () => {
        const payments = options.payments();
        return (
          payments && {
            provider: payments.provider,
            mailer: options.mailer,
            origin: options.site.origin(),
            signer,
          }
        );
      },
      options.logger,
    ),
  );
  app.use(
    securityHeaders({
      production,
      dev: options.dev,
      paymentSources: () => options.payments()?.pageSources ?? null,
      mapTileUrl: config.MAP_TILE_URL ?? null,
    }),
  );

  const shared = {
    db: options.db,
    catalogue: cachedCatalogue(options.db, options.catalogueChanges),
    config: publicConfig(config),
    mailer: options.mailer,
    views: options.views,
    signer,
  };
  const getLoadContext = (req: express.Request, res: express.Response): AppLoadContext => ({
    ...shared,
    log: req.log,
    // Secure cookies in production, and for any request that came over HTTPS (X-Forwarded-Proto
    // from a trusted proxy counts), so a session cookie set over HTTPS never travels over HTTP.
    secureCookies: production || req.secure,
    ip: req.ip ?? "unknown",
    allowInlineScripts: (hashes) => allowInlineScripts(res, hashes),
    // Never from the request's Host header: a forged one would put the sender's host into links.
    origin: options.site.origin(),
    paymentProvider: options.payments()?.provider ?? null,
  });
  const csrf = csrfProtection(options.site);
  const gate = requestGate(options.site, options.logger);

  app.use(TEXT_SCRIPTS_PATH, textScripts());

  if (options.dev) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(devServer.middlewares);
    app.use(csrf);
    app.use(privatePages());
    app.use(async (req, res, next) => {
      try {
        const build = (await devServer.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
        const own = isEnglishPath(req.path) ? inEnglish(build) : build;
        await createRequestHandler({ build: own, mode: "development", getLoadContext })(req, res, next);
      } catch (error) {
        next(error);
      }
    });
    return (req, res) => gate(req, res, () => app(req, res));
  }

  // Vite fingerprints everything under /assets, so those files can be cached for a year.
  app.use("/assets", staticAssets(path.join(BUILD_DIR, "client", "assets")));
  app.use(publicFiles(path.join(BUILD_DIR, "client"), ["/assets/"]));
  app.use(csrf);
  app.use(privatePages());
  app.use(cache.keep);
  const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
  // Production mode: errors reach the browser as a friendly page, never with their details.
  const norwegian = createRequestHandler({ build, mode: "production", getLoadContext });
  const english = createRequestHandler({ build: inEnglish(build), mode: "production", getLoadContext });
  app.use((req, res, next) => (isEnglishPath(req.path) ? english : norwegian)(req, res, next));
  // A page kept for anonymous visitors is answered before the app runs (page-cache.server.ts).
  return (req, res) => gate(req, res, () => cache.answer(req, res, () => app(req, res)));
}

/**
 * The English addresses (decision 030) are the same app under the basename "/en": React Router
 * matches "/en/deals" as "/deals", and the browser's router gets the basename with the page, so
 * every link, form, redirect and data request on an English page keeps the prefix.
 */
function inEnglish(build: ServerBuild): ServerBuild {
  return { ...build, basename: ENGLISH_PREFIX };
}
