import type pg from 'pg';
import { AppError } from '../core/context/errors';
import type { Logger } from '../core/context/logger';

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
/** Seconds a client should wait when every connection of the pool was busy: a burst clears in a moment. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

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

// Errors pg raises without a code when a connection dies under it or cannot be opened in time.
const connectionMessages =
  /Connection terminated|connection timeout|not queryable|Client was closed|Connection ended/i;

// pg-pool's error when no client of a full pool was given back within connectionTimeoutMillis.
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

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

/**
 * Whether the call waited for a connection of a full pool and gave up: the database may be well,
 * the node is busy (every connection checked out by other calls). Not an outage: the supervisor's
 * probe, not this, says whether the database is down.
 */
export function isPoolExhausted(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++)
    if (e.message === POOL_WAIT_TIMEOUT) return true;
  return false;
}

/** The pool's figures at the moment it was found exhausted, for the warning. */
export const poolFigures = (pool: pg.Pool) => ({
  totalCount: pool.totalCount,
  idleCount: pool.idleCount,
  waitingCount: pool.waitingCount,
  max: pool.options.max,
});

/**
 * The answer to a call that found the pool exhausted, logged as a warning with the pool's figures
 * (a pool too small or calls holding connections too long is ours to fix); undefined for any other
 * failure. The code is the outage's (503 and Retry-After: the client waits and calls again), the
 * message and the shorter wait are the busy pool's.
 */
export function poolBusy(
  err: unknown,
  pool: pg.Pool,
  log: Logger,
  context: object = {},
): AppError | undefined {
  if (!isPoolExhausted(err)) return undefined;
  log.warn({ ...context, err, pool: poolFigures(pool) }, 'database pool exhausted');
  return new AppError('SERVICE_UNAVAILABLE', 'every database connection is busy; retry shortly', {
    retryAfter: BUSY_RETRY_AFTER_SECONDS,
  });
}
