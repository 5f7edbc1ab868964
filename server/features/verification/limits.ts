import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/errors';

/** Spec section 9: after too many requests the wait is 5 minutes. */
export const SEND_WINDOW_SECONDS = 300;
export const SENDS_PER_WINDOW = 5;

type Spec = {
  points: number;
  duration: number;
  /** Once over, refused for this long (seconds). */
  blockDuration?: number;
  /** A fixed Retry-After to report instead of the time left in the window. */
  retryAfter?: number;
  /** attempt(): when a wrong secret uses up the last attempt, the key is refused this long from then. */
  lockSeconds?: number;
};

/** One counter in the shared `rate_limits` table (every app node sees the same counts). */
export class Limit {
  private readonly limiter: RateLimiterPostgres;

  constructor(
    private readonly pool: pg.Pool,
    private readonly keyPrefix: string,
    private readonly spec: Spec,
  ) {
    this.limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix,
      points: spec.points,
      duration: spec.duration,
      blockDuration: spec.blockDuration ?? 0,
    });
  }

  /** Takes a point, or throws TOO_MANY_REQUESTS with retryAfter (also sent as Retry-After). */
  async take(key: string): Promise<void> {
    await this.reserve(key, { keepRefused: true });
  }

  /**
   * Reserves an attempt BEFORE a secret is checked: the count goes up in one atomic statement
   * first, so N parallel attempts can never check more than `points` secrets (checking first and
   * counting after the slow hash let 30 parallel guesses through a limit of 10). Throws
   * TOO_MANY_REQUESTS when none is left, giving back the point the refused attempt added. A
   * wrong secret keeps its attempt; a right one, or a request that checked nothing, calls
   * release. Returns the attempts now held under the key, this one included.
   */
  async reserve(key: string, opts: { keepRefused?: boolean } = {}): Promise<number> {
    try {
      return (await this.limiter.consume(key)).consumedPoints;
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      // With a blockDuration the refused point stays: given back, the next attempt would cross the
      // threshold again and start a new block every time.
      if (!opts.keepRefused && !this.spec.blockDuration) await this.release(key);
      throw this.refusal(err.msBeforeNext);
    }
  }

  /**
   * One guarded check of a secret: reserve an attempt, check, and give the attempt back unless
   * the secret was wrong (check answered false). Returns the check's answer.
   */
  async attempt(key: string, check: () => Promise<boolean>): Promise<boolean> {
    const held = await this.reserve(key);
    let right: boolean;
    try {
      right = await check();
    } catch (err) {
      await this.release(key);
      throw err;
    }
    if (right) await this.release(key);
    else if (this.spec.lockSeconds && held >= this.spec.points) await this.lock(key, this.spec.lockSeconds);
    return right;
  }

  /** Gives back one reserved attempt of the current window (never below zero, never into a new one). */
  async release(key: string): Promise<void> {
    await this.pool.query(
      'UPDATE rate_limits SET points = points - 1 WHERE key = $1 AND points > 0 AND (expire IS NULL OR expire > $2)',
      [`${this.keyPrefix}:${key}`, Date.now()],
    );
  }

  /** Refuses the key for `seconds` from now, whatever its count (a lockout). */
  async lock(key: string, seconds: number): Promise<void> {
    await this.limiter.block(key, seconds);
  }

  /** Forgets the key (a success ends a run of failures). */
  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }

  private refusal(msLeft: number): AppError {
    const retryAfter = this.spec.retryAfter ?? Math.max(1, Math.ceil(msLeft / 1000));
    return new AppError('TOO_MANY_REQUESTS', 'too many attempts; wait and retry', { retryAfter });
  }
}

/**
 * Counters for everything that sends a code or checks a secret. Destinations are phone numbers
 * (E.164-like) or lower-case e-mail addresses.
 */
export function createSendLimits(pool: pg.Pool) {
  const perSecond = new Limit(pool, 'code_1s', { points: 1, duration: 1 });
  const perWindow = new Limit(pool, 'code_5m', {
    points: SENDS_PER_WINDOW,
    duration: SEND_WINDOW_SECONDS,
    blockDuration: SEND_WINDOW_SECONDS,
    retryAfter: SEND_WINDOW_SECONDS,
  });
  // Against SMS pumping: one address asking for codes to many numbers.
  const perIp = new Limit(pool, 'code_ip', { points: 30, duration: 60 * 60 });
  return {
    /** Once per second and 5 per 5 minutes per destination; 30 an hour per visitor address. */
    async send(destination: string, ip: string): Promise<void> {
      await perSecond.take(destination);
      await perWindow.take(destination);
      await perIp.take(ip);
    },
    /** Forgot-password e-mails per visitor address. */
    resetMailIp: new Limit(pool, 'pw_mail_ip', { points: 10, duration: 15 * 60 }),
    /** Forgot-password e-mails per account name (whether or not it exists). */
    resetMailName: new Limit(pool, 'pw_mail_name', { points: 5, duration: 15 * 60 }),
    /** Wrong login/payment passwords and TOTP codes per account in the security centre. */
    secretFailures: new Limit(pool, 'sec_fail', { points: 5, duration: 15 * 60 }),
  };
}
export type SendLimits = ReturnType<typeof createSendLimits>;
