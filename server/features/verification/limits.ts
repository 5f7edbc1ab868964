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
};

/** One counter in the shared `rate_limits` table (every app node sees the same counts). */
export class Limit {
  private readonly limiter: RateLimiterPostgres;

  constructor(
    pool: pg.Pool,
    keyPrefix: string,
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
    try {
      await this.limiter.consume(key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const retryAfter = this.spec.retryAfter ?? Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw new AppError('TOO_MANY_REQUESTS', 'too many requests; wait and retry', { retryAfter });
    }
  }

  /** Refuses (like take) without counting: for limits that count failures only. */
  async check(key: string): Promise<void> {
    const res = await this.limiter.get(key);
    if (res && res.consumedPoints >= this.spec.points) {
      const retryAfter = this.spec.retryAfter ?? Math.max(1, Math.ceil(res.msBeforeNext / 1000));
      throw new AppError('TOO_MANY_REQUESTS', 'too many attempts; wait and retry', { retryAfter });
    }
  }

  /** Counts a failure without refusing this request. */
  async fail(key: string): Promise<void> {
    await this.limiter.penalty(key);
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
