// One pool and one Drizzle handle per database URL. Domain functions take the handle they work on.
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema.server";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** For functions that work alone or as part of the caller's transaction. */
export type DatabaseOrTransaction = Database | Transaction;

export interface Connection {
  db: Database;
  pool: pg.Pool;
  close: () => Promise<void>;
}

/** How long the app waits for the database before giving up (and answering 503). */
export interface DatabaseTimeouts {
  /** For a connection: a free one from the pool, or a new one to the server. */
  connectMs: number;
  /** For one statement. */
  statementMs: number;
}

/**
 * A little longer than the server's own statement_timeout: a slow statement is cancelled by the
 * server first (the connection stays usable); only a server that does not answer at all (hung,
 * stopped, cut off without a reset) is given up on here.
 */
const HUNG_SERVER_GRACE_MS = 1_000;

export function connect(url: string, options: { max?: number; timeouts?: DatabaseTimeouts } = {}): Connection {
  const { timeouts } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(timeouts
      ? {
          connectionTimeoutMillis: timeouts.connectMs,
          statement_timeout: timeouts.statementMs,
          query_timeout: timeouts.statementMs + HUNG_SERVER_GRACE_MS,
        }
      : {}),
    // The catalogue is read from memory or SSD, where a random read costs about as much as a
    // sequential one; PostgreSQL's default (4) makes it scan whole tables instead of using an
    // index for a search with many matches.
    options: "-c random_page_cost=1.1",
  });
  // An idle client losing its server (restart, failover) must not crash the process;
  // the pool drops it and the next query gets a fresh one.
  pool.on("error", () => undefined);
  // The same for a client that is checked out but between queries (inside a transaction, say):
  // pg emits the server's "terminating connection" on the client itself then, and an 'error'
  // without a listener ends the process. The work using it fails with its next query instead.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
