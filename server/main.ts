// The MagicDeals server process: configuration, database, HTTP, and a clean stop on SIGTERM.
// `npm start` runs the production build; `npm run dev` (--dev) serves through Vite with hot reload.
import { createServer, type Server, type ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import { ConfigError, loadConfig } from "./config.server";
import { createHttpApp } from "./http-app.server";
import { followCatalogueChanges } from "#db/catalogue-changes.server";
import { purgeCdnOnChanges } from "./cdn-purge.server";
import { openDatabase } from "#db/open-database.server";
import { withStartupLock } from "#db/migrate.server";
import { isEmpty, seedDemoData } from "#domain/demo/seed.server";
import { DEMO_ACCOUNTS } from "#domain/demo/demo-accounts";
import { DealViews } from "#domain/partners/analytics.server";
import { createMailer } from "#domain/platform/mail.server";
import { localSecret } from "./local-secret.server";
import { refuseConnect } from "./request-gate.server";
import { siteAddress } from "./site-address.server";
import { createLogger } from "./logger.server";
import { startJobWorker } from "./job-worker.server";
import { startPayments, type Payments } from "./payments.server";
import { jobHandlers, RECURRING_JOBS } from "./background-jobs.server";

async function main(): Promise<void> {
  const dev = process.argv.includes("--dev");
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  // Requests and jobs give up on a database that hangs (503) instead of hanging with it.
  const timeouts = { connectMs: config.DATABASE_CONNECT_TIMEOUT_MS, statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS };
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, timeouts });

  let seeded = false;
  let sessionSecret = "";
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
  const catalogueChanges = followCatalogueChanges(database.db.$client, logger);
  const cdn = config.CDN_PURGE_URL
    ? purgeCdnOnChanges({ url: config.CDN_PURGE_URL, token: config.CDN_PURGE_TOKEN, changes: catalogueChanges, logger })
    : null;
  const views = new DealViews(database.db, {
    onError: (error) => logger.warn({ err: error }, "deal views not written"),
  });
  try {
    // Under the start-up lock: of several copies starting at once, only the first seeds.
    seeded = await withStartupLock(database.db, async () => {
      if (!config.DEMO_DATA || !(await isEmpty(database.db))) return false;
      await seedDemoData(database.db);
      return true;
    });
    sessionSecret = config.SESSION_SECRET ?? (await localSecret(config.DATA_DIR, database.kind));
    server.on(
      "request",
      await createHttpApp({
        config,
        db: database.db,
        catalogueChanges,
        mailer,
        views,
        payments: () =>
          payments ? { provider: payments.provider, pagesOrigin: payments.localService?.url ?? null } : null,
        sessionSecret,
        site,
        dev,
        logger,
      }),
    );
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.PORT, config.HOST, resolve);
    });
    // Payments (PAYMENT_PROVIDER): for `local`, the local payment service starts here on a port
    // of its own (server/payments.server.ts), once the shop's own address is known.
    payments = await startPayments(config, {
      databaseUrl: database.pool.options.connectionString ?? "",
      // The site's own address, as in every link it makes: buyers come back to the origin they left.
      shopOrigin: site.origin(),
      secret: sessionSecret,
      logger,
    });
  } catch (error) {
    cdn?.close();
    await catalogueChanges.close();
    await database.close(); // never leave the embedded server running behind a failed start
    throw error;
  }
  const port = listenPort();
  const worker = config.JOB_WORKER
    ? startJobWorker({
        db: database.db,
        handlers: jobHandlers(database.db, mailer, site.origin(), payments.provider),
        recurring: RECURRING_JOBS,
        log: logger,
      })
    : null;

  printBanner({ port, database: database.kind, seeded, demo: config.DEMO_DATA, payments: payments.description });

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
      await payments?.close();
      await database.close();
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

function printBanner(info: { port: number; database: string; seeded: boolean; demo: boolean; payments: string }): void {
  const lines = [
    `MagicDeals is running at http://localhost:${info.port}`,
    `Database: ${info.database === "embedded" ? "embedded PostgreSQL (DATA_DIR)" : "PostgreSQL at DATABASE_URL"}${info.seeded ? ", demo data seeded now" : ""}`,
    `Payments: ${info.payments}`,
  ];
  if (info.demo) {
    lines.push("Demo accounts (from the demo seed):");
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`  ${account.role.padEnd(8)} ${account.email}  password: ${account.password}`);
    }
  }
  console.log(lines.join("\n"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("MagicDeals could not start:", error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
