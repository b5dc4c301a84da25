// Opens the database the app runs on: the server DATABASE_URL names, or else an embedded one
// in DATA_DIR. Migrations are applied either way, so the schema always matches the code.
import { connect, type Connection, type DatabaseTimeouts } from "./connection.server";
import { startEmbeddedPostgres } from "./embedded-postgres.server";
import { applyMigrations } from "./migrate.server";

export interface OpenDatabase extends Connection {
  /** "external" when DATABASE_URL was given, else "embedded". */
  kind: "external" | "embedded";
}

/**
 * `timeouts` apply to the connection returned (the app's requests and jobs); migrations run
 * before, on a connection of their own without them, as building an index may take a while.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  timeouts?: DatabaseTimeouts;
}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    await migrate(options.databaseUrl);
    return { ...connect(options.databaseUrl, { timeouts: options.timeouts }), kind: "external" };
  }
  const server = await startEmbeddedPostgres(options.dataDir);
  try {
    await ensureDatabase(server.url("postgres"), "magicdeals");
    await migrate(server.url("magicdeals"));
    const connection = connect(server.url("magicdeals"), { timeouts: options.timeouts });
    return {
      ...connection,
      kind: "embedded",
      close: async () => {
        await connection.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function migrate(url: string): Promise<void> {
  const setup = connect(url, { max: 2 });
  try {
    await applyMigrations(setup.db);
  } finally {
    await setup.close();
  }
}

/** Creates the database on first start; later starts find it there. */
export async function ensureDatabase(maintenanceUrl: string, name: string): Promise<void> {
  const admin = connect(maintenanceUrl, { max: 1 });
  try {
    const found = await admin.pool.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) await admin.pool.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.close();
  }
}
