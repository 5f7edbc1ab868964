/**
 * What this node knows of its database, as the supervisor last saw it: readiness (/readyz), the
 * quick refusal of API calls during an outage, and the error path read it. Starts ready: the
 * server listens only after the database answered and the migrations ran.
 */
export class DatabaseHealth {
  ready = true;
  since = Date.now();
  reason = '';

  markDown(reason: string): boolean {
    this.reason = reason;
    if (!this.ready) return false;
    this.ready = false;
    this.since = Date.now();
    return true;
  }

  markUp(): boolean {
    if (this.ready) return false;
    this.ready = true;
    this.since = Date.now();
    this.reason = '';
    return true;
  }
}

/** Seconds a client should wait before calling again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up, shutting down, recovering)
  '57P01',
  '57P02',
  '57P03',
]);

// Errors pg raises without a code when a connection dies under it or cannot be had in time.
const connectionMessages =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Client was closed|Connection ended/i;

/**
 * Whether an error means "the database cannot be reached", not "this request is wrong": codes of
 * the socket, SQLSTATE class 08 (connection exception) and 57P0x, pg's own connection messages.
 * Drizzle wraps driver errors (DrizzleQueryError), so the chain of causes is searched.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (connectionCodes.has(code) || code.startsWith('08'))) return true;
    if (connectionMessages.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
