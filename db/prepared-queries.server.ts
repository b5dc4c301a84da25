// A query built once per database handle and run as a named prepared statement. Drizzle builds a
// query's SQL on every call and PostgreSQL parses it on every call; for the few queries every
// signed-in request runs (the session's user, the header's badges) both are worth doing once.
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
