import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailable, poolBusy, RETRY_AFTER_SECONDS } from '../../db/health';
import type { Deps } from '../context/deps';
import { AppError } from '../context/errors';

/**
 * The one error mapper (decision 096): what any failure of a request becomes, whichever transport
 * carried it (app.ts's onError, the lanes before Hono). A refusal stays itself; a lost connection
 * is an outage the supervisor reports once, not a failure of this request. Every err below goes
 * through the logger's serializer, which drops a failed query's parameters and a database
 * error's detail (decision 025).
 */
export function toAppError(err: unknown, deps: Deps, requestId: string | undefined): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof HTTPException) {
    if (err.status === 413) return new AppError('PAYLOAD_TOO_LARGE', err.message);
    if (err.status < 500) return new AppError('BAD_REQUEST', err.message || 'bad request');
  }
  if (err instanceof SyntaxError) return new AppError('BAD_REQUEST', 'malformed JSON body');
  const busy = poolBusy(err, deps.pool, deps.log, { id: requestId });
  if (busy) return busy;
  if (isDatabaseUnavailable(err)) {
    deps.log.debug({ id: requestId, err }, 'database unavailable');
    return databaseUnavailable();
  }
  if (!deps.dbHealth.ready) {
    deps.log.warn({ id: requestId, err }, 'error while the database is unavailable');
    return databaseUnavailable();
  }
  deps.log.error({ id: requestId, err }, 'unhandled error');
  return new AppError('INTERNAL', 'internal error');
}

export const databaseUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'the database is unavailable; retry shortly', {
    retryAfter: RETRY_AFTER_SECONDS,
  });

/** A refusal as an answer's status, body and the headers it adds (the lanes write it themselves). */
export type ErrorReply = { status: number; body: unknown; retryAfter?: number };

export function errorReply(err: AppError): ErrorReply {
  const retryAfter = err.details.retryAfter;
  return {
    status: err.status,
    body: err.toBody(),
    ...(typeof retryAfter === 'number' && retryAfter ? { retryAfter } : {}),
  };
}

/** The same refusal through Hono. */
export function errorResponse(c: Context, err: AppError) {
  if (err.details.retryAfter) c.header('Retry-After', String(err.details.retryAfter));
  c.header('Cache-Control', 'no-store');
  return c.json(err.toBody(), err.status as ContentfulStatusCode);
}
