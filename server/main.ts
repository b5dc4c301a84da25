// The MagicDeals server process: configuration, database, HTTP, and a clean stop on SIGTERM.
// `npm start` runs the production build; `npm run dev` (--dev) serves through Vite with hot reload.
import { createServer } from "node:http";
import { ConfigError, loadConfig } from "./config.server";
import { createHttpApp } from "./http-app.server";
import { openDatabase } from "../db/open-database.server";
import { isEmpty, seedDemoData } from "../db/seed/seed.server";
import { DEMO_ACCOUNTS } from "../db/seed/demo-accounts";
import { createMailer } from "../domain/mail.server";
import { localSecret } from "./local-secret.server";
import { createLogger } from "./logger.server";
import { startJobWorker } from "./job-worker.server";
import { jobHandlers, RECURRING_JOBS } from "./background-jobs.server";

async function main(): Promise<void> {
  const dev = process.argv.includes("--dev");
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });

  let seeded = false;
  const server = createServer();
  const mailer = createMailer(config.SMTP_URL, config.MAIL_FROM);
  try {
    if (config.DEMO_DATA && (await isEmpty(database.db))) {
      await seedDemoData(database.db);
      seeded = true;
    }
    const sessionSecret = config.SESSION_SECRET ?? (await localSecret(config.DATA_DIR, database.kind));
    server.on("request", await createHttpApp({ config, db: database.db, mailer, sessionSecret, dev, logger }));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.PORT, config.HOST, resolve);
    });
  } catch (error) {
    await database.close(); // never leave the embedded server running behind a failed start
    throw error;
  }
  const address = server.address();
  const port = address && typeof address === "object" ? address.port : config.PORT;
  const origin = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const worker = config.JOB_WORKER
    ? startJobWorker({
        db: database.db,
        handlers: jobHandlers(database.db, mailer, origin),
        recurring: RECURRING_JOBS,
        log: logger,
      })
    : null;

  printBanner({ port, database: database.kind, seeded, demo: config.DEMO_DATA });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "finishing requests in flight, then stopping");
    server.close(async () => {
      await worker?.stop();
      await database.close();
      process.exit(0);
    });
    server.closeIdleConnections();
    // Requests that hang past this are cut so a deploy never waits forever.
    setTimeout(() => {
      server.closeAllConnections();
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

function printBanner(info: { port: number; database: string; seeded: boolean; demo: boolean }): void {
  const lines = [
    `MagicDeals is running at http://localhost:${info.port}`,
    `Database: ${info.database === "embedded" ? "embedded PostgreSQL (DATA_DIR)" : "PostgreSQL at DATABASE_URL"}${info.seeded ? ", demo data seeded now" : ""}`,
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
