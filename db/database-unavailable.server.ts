// Whether an error means "the database cannot be reached right now" (server stopped, restarting,
// failing over, connections cut) rather than a fault in a query. Such requests are answered 503
// (try again soon) instead of 500; the pool reconnects by itself once the server is back.

// Connection exceptions (class 08), the server shutting down or starting (57P01-57P03), too many connections.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_SOCKET = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// node-postgres says these in words only. "Query read timeout": the server did not answer a
// statement in time (hung, stopped, or cut off without a reset), see connection.server.ts.
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|timeout expired$|Query read timeout$|Client has encountered a connection error)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error as `cause`; follow the chain a few links.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
    // A connection refused while connecting comes as an AggregateError (IPv4 and IPv6 tried).
    if (current instanceof AggregateError && current.errors.some((e) => isDatabaseUnavailable(e))) return true;
  }
  return false;
}
