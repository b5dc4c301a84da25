// Once per browser-test run: a PostgreSQL server of its own (embedded, or the one
// DATABASE_URL names), a fresh database on it, and the built app on a free port using that
// database; the tests get both addresses so they can also read what the app stored (the
// mail outbox, orders).
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../db/embedded-postgres.server";
import { ensureDatabase } from "../../db/open-database.server";
import { startApp } from "./app-server";
import { databaseUrl, dropDatabase } from "./database-names";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The app's own database, for tests that check what it stored. */
    appDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  let maintenanceUrl = process.env.DATABASE_URL;
  let stopServer = async () => {};
  if (!maintenanceUrl) {
    const dataDir = await mkdtemp(path.join(tmpdir(), "magicdeals-browser-db-"));
    const server = await startEmbeddedPostgres(dataDir);
    maintenanceUrl = server.url("postgres");
    stopServer = async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  const name = `magicdeals_browser_${randomBytes(4).toString("hex")}`;
  await ensureDatabase(maintenanceUrl, name);
  const appDatabaseUrl = databaseUrl(maintenanceUrl, name);
  // As behind a load balancer: each test browser context says who it is in X-Forwarded-For.
  const app = await startApp({ DATABASE_URL: appDatabaseUrl, TRUST_PROXY: "1" });
  project.provide("baseUrl", app.baseUrl);
  project.provide("appDatabaseUrl", appDatabaseUrl);
  const maintenance = maintenanceUrl;
  return async () => {
    await app.stop();
    await dropDatabase(maintenance, name);
    await stopServer();
  };
}
