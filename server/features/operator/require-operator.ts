import type { Context, MiddlewareHandler } from 'hono';
import { OPERATOR_KEY_HEADER } from '../../../contract/operator/schemas';
import type { AppEnv, Deps } from '../../core/context/deps';
import { AppError } from '../../core/context/errors';
import { createLimits } from '../../core/limits/limits';
import { verifyOperatorKey } from './keys';

const actors = new WeakMap<Request, string>();

/** The operator of an /ops request (set by requireOperator). */
export function actorOf(c: Context<AppEnv>): string {
  const actor = actors.get(c.req.raw);
  if (!actor) throw new Error('requireOperator did not run');
  return actor;
}

/**
 * The operator API's own credentials: X-Operator-Key (never a member session). Every request is
 * rate-limited per address, and wrong keys lock the address out for 15 minutes after 10.
 */
export function requireOperator(deps: Deps): MiddlewareHandler<AppEnv> {
  const { operatorIp: perIp, operatorFailures: failures } = createLimits(deps.pool);
  return async (c, next) => {
    const ip = c.get('ip');
    await perIp.take(ip);
    // Reserved before the key is checked, so parallel guesses cannot pass the limit.
    await failures.reserve(ip);
    let name: string;
    try {
      name = await verifyOperatorKey(deps.db, c.req.header(OPERATOR_KEY_HEADER));
    } catch (err) {
      // A refused key keeps its attempt; anything else gives it back.
      if (!(err instanceof AppError)) await failures.release(ip);
      throw err;
    }
    await failures.release(ip);
    actors.set(c.req.raw, `key:${name}`);
    c.header('Cache-Control', 'no-store');
    return next();
  };
}
