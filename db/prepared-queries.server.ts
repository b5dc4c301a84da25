// A query built once per database handle and run as a named prepared statement. Drizzle builds a
// query's SQL on every call and PostgreSQL parses it on every call; for the few queries every
// signed-in request runs (the session's user, the header's badges) both are worth doing once.
import type { SQL } from "drizzle-orm";
import { PgDialect, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { Database } from "./connection.server";

export function preparedQuery<Query>(prepare: (db: Database) => Query): (db: Database) => Query {
  const prepared = new WeakMap<Database, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}

/** What a statement of preparedSql gives back: node-postgres's rows, as db.execute gives them. */
export interface PreparedSql<Row> {
  execute(values: Record<string, unknown>): Promise<{ rows: Row[] }>;
}

const dialect = new PgDialect();

/**
 * A hand-written statement (sql`…` with sql.placeholder for each value) as a named prepared
 * statement: its text is built once, and PostgreSQL parses and plans it once per connection. For
 * the dashboard's aggregates planning took about as long as running (2.2 ms against 2.6 ms).
 */
export function preparedSql<Row extends Record<string, unknown>>(
  name: string,
  query: SQL,
): (db: Database) => PreparedSql<Row> {
  const compiled = dialect.sqlToQuery(query);
  return preparedQuery((db) => {
    const prepared = db._.session.prepareQuery<PreparedQueryConfig & { execute: { rows: Row[] } }>(
      compiled,
      undefined,
      name,
      false,
    );
    return { execute: (values) => prepared.execute(values) };
  });
}
