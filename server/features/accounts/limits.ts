import type { Deps } from '../../deps';
import { Limit } from '../verification/limits';

/** After this many failed logins for one name from one address, the next needs a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** After this many, the name is locked for that address for LOCK_SECONDS (spec section 9: 5 minutes). */
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_SECONDS = 300;
/**
 * Failed logins per address, whatever the names (password spraying: one password against many
 * names), before every further login from it waits. Successes do not count, so many members
 * behind one carrier-grade NAT are not refused for each other's logins.
 */
export const LOGIN_FAILURES_PER_IP = 30;
export const LOGIN_IP_WINDOW_SECONDS = 15 * 60;

/**
 * Counters shared by every app node, in the `rate_limits` table. Those that guard a secret are
 * reserved before the secret is checked (Limit.reserve / attempt).
 */
export function createLimiters(deps: Deps) {
  const make = (keyPrefix: string, points: number, duration: number, lockSeconds?: number) =>
    new Limit(deps.pool, keyPrefix, { points, duration, ...(lockSeconds ? { lockSeconds } : {}) });
  return {
    /** Failed logins per name + address, forgotten 15 minutes after the first of a run. */
    loginFailures: make('login_fail', LOCK_AFTER_FAILURES, 15 * 60, LOCK_SECONDS),
    /** Failed logins per address, any name. */
    loginIp: make('login_ip', LOGIN_FAILURES_PER_IP, LOGIN_IP_WINDOW_SECONDS),
    /** New captcha pictures per address. */
    captcha: make('captcha', 60, 60),
    /** Registrations per address. */
    register: make('register', 20, 60 * 60),
    /** Free-play (trial) accounts per address. */
    freeplay: make('freeplay', 20, 60 * 60),
    /** Second-step challenges per account: each sends a code or allows a few guesses. */
    challenges: make('challenge', 10, 60 * 60),
    /** Wrong old passwords per account at change-password. */
    changePassword: make('change_pwd', LOCK_AFTER_FAILURES, 15 * 60, LOCK_SECONDS),
  };
}
export type Limiters = ReturnType<typeof createLimiters>;

/** Takes one point or throws TOO_MANY_REQUESTS with the seconds until the window ends. */
export async function consumeOrThrow(limiter: Limit, key: string): Promise<void> {
  await limiter.take(key);
}
