// Tells a database that cannot be reached (stopped, restarting, failing over, out of connections)
// or does not answer in time (a statement past its time limit, a server that stopped answering)
// from a query that is wrong. The first is answered with 503 and a "try again" page; the second is a
// bug, answered with 500.

/** SQLSTATE codes PostgreSQL sends when it is going away or will not take a connection now. */
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01", // admin_shutdown: the server is stopping
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "53300", // too_many_connections
  "57014", // query_canceled: past statement_timeout (or cancelled with its aborted request)
  "25P03", // idle_in_transaction_session_timeout ended the session
]);

/** Socket errors of a server that is down or unreachable. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/** node-postgres and pg-pool report a lost or never-made connection only in the message. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect/, // the pool stayed busy for its whole wait
  /^timeout expired$/, // a connection attempt got no answer
  /not queryable/, // a client whose connection broke earlier
  /^Query read timeout$/, // no answer within query_timeout: the server stopped answering
];

const MAX_DEPTH = 5;

/**
 * Whether `error` (or an error it wraps: Drizzle puts the driver's error in `cause`, Node puts one
 * per address tried in an AggregateError's `errors`) says the database cannot be reached. A plain
 * object copied from an error counts too: pg-boss reports a failed poll as `{ ...error, message }`.
 */
export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > MAX_DEPTH) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof message !== "string") return false;
  if (typeof code === "string") {
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08")) return true;
    if (UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  }
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  const nested = error instanceof AggregateError ? error.errors : [];
  return [cause, ...nested].some((inner) => isDatabaseUnavailableError(inner, depth + 1));
}
