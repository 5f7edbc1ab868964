import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';

/** After this many failed logins for one name from one address, the next needs a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** After this many, the name is locked for that address for LOCK_SECONDS (spec section 9: 5 minutes). */
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_SECONDS = 300;

/**
 * Counters shared by every app node: rate-limiter-flexible on the `rate_limits` table (created
 * by our migration, hence tableCreated).
 */
export function createLimiters(deps: Deps) {
  const make = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterPostgres({
      storeClient: deps.pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix,
      points,
      duration,
    });
  return {
    /** Failed logins per name + address, forgotten 15 minutes after the first of a run. */
    loginFailures: make('login_fail', LOCK_AFTER_FAILURES, 15 * 60),
    /** New captcha pictures per address. */
    captcha: make('captcha', 60, 60),
    /** Registrations per address. */
    register: make('register', 20, 60 * 60),
    /** Free-play (trial) accounts per address. */
    freeplay: make('freeplay', 20, 60 * 60),
    /** Second-step challenges per account: each sends a code or allows a few guesses. */
    challenges: make('challenge', 10, 60 * 60),
    /** Wrong old passwords per account at change-password. */
    changePassword: make('change_pwd', 10, 15 * 60),
  };
}
export type Limiters = ReturnType<typeof createLimiters>;

export function tooManyRequests(seconds: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(seconds));
  return new AppError('TOO_MANY_REQUESTS', 'too many attempts; wait and retry', { retryAfter });
}

/** Takes one point or throws TOO_MANY_REQUESTS with the seconds until the window ends. */
export async function consumeOrThrow(limiter: RateLimiterPostgres, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooManyRequests(err.msBeforeNext / 1000);
    throw err;
  }
}

/** Failed logins so far for a key, and the milliseconds until they are forgotten. */
export async function failuresOf(
  limiter: RateLimiterPostgres,
  key: string,
): Promise<{ count: number; msLeft: number }> {
  const res = await limiter.get(key);
  return res ? { count: res.consumedPoints, msLeft: res.msBeforeNext } : { count: 0, msLeft: 0 };
}

/** Counts one failure; the LOCK_AFTER_FAILURES-th locks the key for LOCK_SECONDS. Returns the count. */
export async function countFailure(limiter: RateLimiterPostgres, key: string): Promise<number> {
  const res = await limiter.penalty(key);
  if (res.consumedPoints >= LOCK_AFTER_FAILURES) await limiter.block(key, LOCK_SECONDS);
  return res.consumedPoints;
}
