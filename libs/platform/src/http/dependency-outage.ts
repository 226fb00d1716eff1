import { AppError } from './app-error.js';

/**
 * Outages of a dependency (the database, Redis, the job queue) as the gateway answers them: 503
 * with Retry-After and one clear message, never the driver's own text (it names hosts, ports and
 * internals, and means nothing to a visitor).
 */
export const OUTAGE_MESSAGE = 'Tessera is temporarily unavailable. Please try again in a moment.';

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const OUTAGE_RETRY_AFTER_S = 5;

/** Thrown by an adapter that knows its dependency cannot take the call right now. */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: 'database' | 'redis' | 'job queue',
    options?: { cause?: unknown },
  ) {
    super(`The ${dependency} is unavailable.`, options);
    this.name = 'DependencyUnavailableError';
  }
}

/**
 * SQLSTATE classes of a lost or refused PostgreSQL connection: 08 (connection exception), 57P01-03
 * (administrator shutdown, crash shutdown, cannot connect now), 53300 (too many connections).
 */
const PG_OUTAGE_CODES = /^(08...|57P0[123]|53300)$/;

/** Node's socket errors: the server is gone, refuses, or cannot be reached. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What pg, PGlite and ioredis say when the connection is gone (they set no code for these). */
const OUTAGE_TEXT = [
  /^Connection terminated/, // pg: the server closed the socket
  /^Client has encountered a connection error/, // pg: a client whose socket failed
  /^Cannot use a pool after calling end/, // pg: the pool was closed
  /^timeout exceeded when trying to connect/, // pg: connectionTimeoutMillis
  /^PGlite is closed/, // PGlite
  /^Stream isn't writeable/, // ioredis: disconnected, offline queue off
  /^Connection is closed/, // ioredis
  /^Command timed out/, // ioredis: commandTimeout
  /max retries per request/i, // ioredis: MaxRetriesPerRequestError
];

/**
 * True when the error, or an error it wraps (Drizzle wraps driver errors in `cause`), says a
 * dependency is down or unreachable rather than that the request or the code is wrong. An
 * AppError on the way is a module's own answer and never an outage.
 */
export function isDependencyOutage(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Error && !seen.has(current);) {
    seen.add(current);
    if (current instanceof DependencyUnavailableError) return true;
    // A module's own answer (a Google sheet that cannot be reached, say) is said as it is, whatever
    // socket error it wraps: only Tessera's own dependencies make Tessera unavailable.
    if (current instanceof AppError) return false;
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && (PG_OUTAGE_CODES.test(code) || SOCKET_CODES.has(code)))
      return true;
    if (current.name === 'MaxRetriesPerRequestError') return true;
    const { message } = current;
    if (OUTAGE_TEXT.some((pattern) => pattern.test(message))) return true;
    current = current.cause;
  }
  return false;
}
