// The MagicDeals server: configuration, database, HTTP, and a clean stop on SIGTERM.
// `npm start` runs the production build; `npm run dev` (--dev) serves through Vite with hot reload.
// WEB_CONCURRENCY=1 runs everything in this one process. More: this process becomes the cluster
// primary (database, migrations, seed, local payment service, once) and starts that many HTTP
// workers on the shared port, each of which runs this file again as a worker.
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig, workerCount, type ServerConfig } from "./config.server";
import { connect } from "#db/connection.server";
import { freePort } from "#db/embedded-postgres.server";
import { openDatabase, type OpenDatabase } from "#db/open-database.server";
import { followCatalogueChanges } from "#db/catalogue-changes.server";
import { cdnPurgeFor } from "./cdn-purge.server";
import { withStartupLock } from "#db/migrate.server";
import { isEmpty, seedDemoData } from "#domain/demo/seed.server";
import { DEMO_ACCOUNTS, DEMO_STAFF } from "#domain/demo/demo-accounts";
import { localSecret } from "./local-secret.server";
import { siteAddress } from "./site-address.server";
import { createLogger, type Logger } from "./logger.server";
import { startPayments, type Payments } from "./payments.server";
import { serveHttp } from "./http-process.server";
import { readWorkerSetup, runPrimary } from "./cluster-primary.server";

const databaseTimeouts = (config: ServerConfig) => ({
  connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
});

async function main(): Promise<void> {
  if (cluster.isWorker) return runWorker();
  const dev = process.argv.includes("--dev");
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const count = workerCount(config, dev);
  // Requests and jobs give up on a database that hangs (503) instead of hanging with it.
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    timeouts: databaseTimeouts(config),
  });
  let seeded = false;
  let sessionSecret = "";
  try {
    // Under the start-up lock: of several copies starting at once, only the first seeds.
    seeded = await withStartupLock(database.db, async () => {
      if (!config.DEMO_DATA || !(await isEmpty(database.db))) return false;
      await seedDemoData(database.db);
      return true;
    });
    // Once, here: every worker of a cluster must sign and check with the same secret.
    sessionSecret = config.SESSION_SECRET ?? (await localSecret(config.DATA_DIR, database.kind));
  } catch (error) {
    await database.close(); // never leave the embedded server running behind a failed start
    throw error;
  }
  const banner = (port: number, payments: Payments) =>
    printBanner({
      port,
      database: database.kind,
      seeded,
      demo: config.DEMO_DATA,
      payments: payments.description,
      workers: count,
    });
  const databaseUrl = database.pool.options.connectionString ?? "";

  if (count === 1) {
    await serveHttp({
      config,
      logger,
      dev,
      db: database.db,
      sessionSecret,
      // For `local`, the local payment service starts here on a port of its own
      // (server/payments.server.ts), once the shop's own address is known.
      startPayments: (shopOrigin) => startPayments(config, { databaseUrl, shopOrigin, secret: sessionSecret, logger }),
      release: database.close,
      onListening: ({ port, payments }) => banner(port, payments),
      purgesCdn: true,
    });
    return;
  }
  await startCluster({ config, logger, count, database, databaseUrl, sessionSecret, banner });
}

/**
 * The primary fixes the ports before any worker starts, so every worker's links, Origin check
 * and checkout point at the same shop and the same payment service, and the service's webhooks
 * reach the shop's shared port, whichever worker takes them.
 */
async function startCluster(options: {
  config: ServerConfig;
  logger: Logger;
  count: number;
  database: OpenDatabase;
  databaseUrl: string;
  sessionSecret: string;
  banner: (port: number, payments: Payments) => void;
}): Promise<void> {
  const { config, logger, database } = options;
  let payments: Payments;
  let fixed: ServerConfig;
  try {
    const port = config.PORT === 0 ? await freePort() : config.PORT;
    const local = config.PAYMENT_PROVIDER === "local";
    const localPaymentsPort = local && config.LOCAL_PAYMENTS_PORT === 0 ? await freePort() : config.LOCAL_PAYMENTS_PORT;
    fixed = { ...config, PORT: port, LOCAL_PAYMENTS_PORT: localPaymentsPort };
    // The local payment service runs here, once; the workers only talk to it.
    payments = await startPayments(fixed, {
      databaseUrl: options.databaseUrl,
      shopOrigin: siteAddress(fixed, () => port).origin(),
      secret: options.sessionSecret,
      logger,
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  // The CDN hears of catalogue changes once per copy, from here, not from every worker.
  const catalogueChanges = config.CDN_PURGE_URL ? followCatalogueChanges(database.db.$client, logger) : null;
  const cdn = catalogueChanges && cdnPurgeFor(config, catalogueChanges, logger);
  runPrimary({
    count: options.count,
    setup: {
      databaseUrl: options.databaseUrl,
      sessionSecret: options.sessionSecret,
      port: fixed.PORT,
      localPaymentsPort: fixed.LOCAL_PAYMENTS_PORT,
    },
    workerScript: fileURLToPath(import.meta.url),
    logger,
    onReady: () => options.banner(fixed.PORT, payments),
    release: async () => {
      cdn?.close();
      await catalogueChanges?.close();
      await payments.close();
      await database.close();
    },
  });
}

/** A cluster worker: HTTP and jobs on the database and ports the primary set up. */
async function runWorker(): Promise<void> {
  const setup = readWorkerSetup();
  const config: ServerConfig = { ...loadConfig(), PORT: setup.port, LOCAL_PAYMENTS_PORT: setup.localPaymentsPort };
  const logger = createLogger(config.LOG_LEVEL);
  const connection = connect(setup.databaseUrl, { timeouts: databaseTimeouts(config) });
  await serveHttp({
    config,
    logger,
    dev: false,
    db: connection.db,
    sessionSecret: setup.sessionSecret,
    startPayments: (shopOrigin) =>
      startPayments(config, {
        databaseUrl: setup.databaseUrl,
        shopOrigin,
        secret: setup.sessionSecret,
        logger,
        localService: "use",
      }),
    release: connection.close,
    purgesCdn: false,
  });
}

function printBanner(info: {
  port: number;
  database: string;
  seeded: boolean;
  demo: boolean;
  payments: string;
  workers: number;
}): void {
  const lines = [
    `MagicDeals is running at http://localhost:${info.port}`,
    `Database: ${info.database === "embedded" ? "embedded PostgreSQL (DATA_DIR)" : "PostgreSQL at DATABASE_URL"}${info.seeded ? ", demo data seeded now" : ""}`,
    `Payments: ${info.payments}`,
    `Workers: ${info.workers === 1 ? "one process" : `${info.workers} HTTP worker processes`} (WEB_CONCURRENCY; npm run dev always runs one)`,
  ];
  if (info.demo) {
    lines.push("Demo accounts (from the demo seed):");
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`  ${account.role.padEnd(8)} ${account.email}  password: ${account.password}`);
    }
    lines.push(`  ${"staff".padEnd(8)} ${DEMO_STAFF.email}  password: ${DEMO_STAFF.password} (the partner's counter)`);
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
