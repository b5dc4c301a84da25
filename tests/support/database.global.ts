// Once per integration run: one PostgreSQL server (embedded, or the one DATABASE_URL names),
// with two migrated template databases that each test file clones (see test-database.ts).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { connect } from "../../db/connection.server";
import { startEmbeddedPostgres } from "../../db/embedded-postgres.server";
import { applyMigrations } from "../../db/migrate.server";
import { ensureDatabase } from "../../db/open-database.server";
import { seedDemoData } from "../../domain/demo/seed.server";
import { randomBytes } from "node:crypto";
import { databaseUrl, dropDatabase } from "./database-names";

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the maintenance database on the test server; test files swap the name. */
    maintenanceUrl: string;
    /** Migrated template databases, empty and with the demo seed. */
    templates: { empty: string; seeded: string };
    /** Fixed instant the seeded template was made at (deals end relative to it). */
    seededAt: string;
  }
}

export default async function setup(project: TestProject) {
  let maintenanceUrl = process.env.DATABASE_URL;
  let stopServer = async () => {};
  if (!maintenanceUrl) {
    const dataDir = await mkdtemp(path.join(tmpdir(), "magicdeals-test-db-"));
    const server = await startEmbeddedPostgres(dataDir);
    maintenanceUrl = server.url("postgres");
    stopServer = async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }

  // A random suffix keeps two runs on one external server apart.
  const run = randomBytes(4).toString("hex");
  const templates = { empty: `magicdeals_tpl_empty_${run}`, seeded: `magicdeals_tpl_seeded_${run}` };
  const seededAt = new Date();
  for (const template of [templates.empty, templates.seeded]) {
    await dropDatabase(maintenanceUrl, template);
    await ensureDatabase(maintenanceUrl, template);
    const connection = connect(databaseUrl(maintenanceUrl, template), { max: 2 });
    try {
      await applyMigrations(connection.db);
      if (template === templates.seeded) await seedDemoData(connection.db, seededAt);
    } finally {
      await connection.close();
    }
  }

  project.provide("maintenanceUrl", maintenanceUrl);
  project.provide("templates", templates);
  project.provide("seededAt", seededAt.toISOString());

  return async () => {
    await dropDatabase(maintenanceUrl, templates.empty);
    await dropDatabase(maintenanceUrl, templates.seeded);
    await stopServer();
  };
}
