// One process's HTTP serving: the Express app on the shop's port, the caches' change feed, the
// job worker, and the graceful stop on SIGTERM/SIGINT (requests in flight are answered first).
// The single-process server runs it once; with WEB_CONCURRENCY > 1 every cluster worker runs it.
import cluster from "node:cluster";
import { createServer, type Server, type ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { ServerConfig } from "./config.server";
import { createHttpApp } from "./http-app.server";
import { followCatalogueChanges } from "#db/catalogue-changes.server";
import type { Database } from "#db/connection.server";
import { DealViews } from "#domain/partners/analytics.server";
import { createMailer } from "#domain/platform/mail.server";
import { createSigner } from "#domain/platform/signing.server";
import { refuseConnect } from "./request-gate.server";
import { siteAddress } from "./site-address.server";
import type { Logger } from "./logger.server";
import { startJobWorker } from "./job-worker.server";
import type { Payments } from "./payments.server";
import { jobHandlers, RECURRING_JOBS } from "./background-jobs.server";
import { cdnPurgeFor } from "./cdn-purge.server";

export interface HttpProcessOptions {
  config: ServerConfig;
  logger: Logger;
  dev: boolean;
  db: Database;
  sessionSecret: string;
  /** The payment provider, once the server listens (the local service needs the shop's address). */
  startPayments: (shopOrigin: string) => Promise<Payments>;
  /** What else this process owns, closed after the requests, jobs and caches (pool, embedded server). */
  release: () => Promise<void>;
  onListening?: (info: { port: number; payments: Payments }) => void;
  /** Tell the CDN about catalogue changes from here: the one process of a copy (a cluster's primary does it for its workers). */
  purgesCdn: boolean;
}

export async function serveHttp(options: HttpProcessOptions): Promise<void> {
  const { config, logger } = options;
  let payments: Payments | undefined;
  const server = createServer();
  const connections = trackConnections(server);
  const listenPort = () => {
    const address = server.address();
    return address && typeof address === "object" ? address.port : config.PORT;
  };
  const site = siteAddress(config, listenPort);
  server.on("connect", refuseConnect);
  const mailer = createMailer(config.SMTP_URL, config.MAIL_FROM);
  const catalogueChanges = followCatalogueChanges(options.db.$client, logger);
  const cdn = options.purgesCdn ? cdnPurgeFor(config, catalogueChanges, logger) : null;
  const views = new DealViews(options.db, {
    onError: (error) => logger.warn({ err: error }, "deal views not written"),
  });
  try {
    server.on(
      "request",
      await createHttpApp({
        config,
        db: options.db,
        catalogueChanges,
        mailer,
        views,
        payments: () => (payments ? { provider: payments.provider, pageSources: payments.pageSources } : null),
        sessionSecret: options.sessionSecret,
        site,
        dev: options.dev,
        logger,
      }),
    );
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.PORT, config.HOST, resolve);
    });
    // The site's own address, as in every link it makes: buyers come back to the origin they left.
    payments = await options.startPayments(site.origin());
  } catch (error) {
    cdn?.close();
    await catalogueChanges.close();
    await payments?.close();
    await options.release(); // never leave the embedded server running behind a failed start
    throw error;
  }
  const started = payments;
  const worker = config.JOB_WORKER
    ? startJobWorker({
        db: options.db,
        handlers: jobHandlers(options.db, mailer, site.origin(), {
          provider: started.provider,
          signer: createSigner(options.sessionSecret),
        }),
        recurring: RECURRING_JOBS,
        log: logger,
      })
    : null;

  options.onListening?.({ port: listenPort(), payments: started });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "finishing requests in flight, then stopping");
    connections.finishing();
    // The job in hand finishes before the database goes.
    const release = async () => {
      await worker?.stop();
      await views.flush();
      cdn?.close();
      await catalogueChanges.close();
      await started.close();
      await options.release();
    };
    // Keep listening a second: connections the kernel queued while the process was busy are
    // accepted and answered instead of reset. Then stop listening; the callback runs when the
    // last connection has closed. (http's own close() would also cut connections accepted but
    // not read yet, so the listening socket is closed as a plain net server.)
    connections.afterAccepting(() => {
      connections.endIdle();
      NetServer.prototype.close.call(server, () => {
        release().then(
          () => {
            logger.info("stopped");
            process.exit(0);
          },
          (error: unknown) => {
            logger.error({ err: error }, "could not stop cleanly");
            process.exit(1);
          },
        );
      });
    });
    // Requests that hang past this are cut so a deploy never waits forever.
    setTimeout(() => {
      server.closeAllConnections();
    }, 20_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // A worker whose primary is gone (killed outright) stops too instead of serving on alone.
  if (cluster.isWorker) process.on("disconnect", () => stop("primary gone"));
}

/**
 * Follows each connection and its requests. Once finishing, every answer says
 * "Connection: close". Then (endIdle) connections that answered their requests and have been
 * quiet for a second are ended after their data is flushed; one that has not sent its request
 * yet, or that sends another soon (a client reusing a kept-alive connection), is answered first.
 */
function trackConnections(server: Server) {
  const connections = new Map<Socket, { active: number; served: boolean; quietSince: number }>();
  const responses = new Set<ServerResponse>();
  let finishing = false;
  server.on("connection", (socket: Socket) => {
    connections.set(socket, { active: 0, served: false, quietSince: Date.now() });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (request, response) => {
    const state = connections.get(request.socket);
    if (state) {
      state.active++;
      state.served = true;
    }
    responses.add(response);
    if (finishing) response.setHeader("Connection", "close");
    response.once("close", () => {
      responses.delete(response);
      if (state) {
        state.active--;
        state.quietSince = Date.now();
      }
    });
  });
  const endQuiet = () => {
    for (const [socket, state] of connections) {
      if (state.served && state.active === 0 && Date.now() - state.quietSince >= 1000) socket.end();
    }
  };
  return {
    finishing: () => {
      finishing = true;
      for (const response of responses) if (!response.headersSent) response.setHeader("Connection", "close");
    },
    /**
     * Calls `then` after a second, once the event loop has accepted what the kernel queued
     * meanwhile: a timer alone runs before that, and a busy process would close the listening
     * socket with connections still queued, which the kernel then resets. setImmediate runs
     * after that accepting (the poll phase) in the same turn of the loop.
     */
    afterAccepting: (then: () => void) => {
      setTimeout(() => setImmediate(then), 1000);
    },
    endIdle: () => {
      // setImmediate runs after the event loop has read what arrived meanwhile, so a request
      // already sent on a quiet connection has been seen.
      setInterval(() => setImmediate(endQuiet), 250).unref();
    },
  };
}
