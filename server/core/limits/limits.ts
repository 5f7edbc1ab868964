import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../context/errors';

/**
 * The one rate-limit module: the `Limit` counter and the table of every named limit (LIMITS). A
 * new limit is a new row of the table, never a `new Limit` in a feature.
 */

/** Spec section 9: after too many requests the wait is 5 minutes. */
export const SEND_WINDOW_SECONDS = 300;
export const SENDS_PER_WINDOW = 5;

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

  /**
   * For a point taken in a statement of the caller's (sessions.ts findSessionTaking, decision 068):
   * the row key's prefix and the window's end if one starts at `now`, as rate-limiter-flexible's
   * upsert writes them. Only for limits without a block (the upsert there is the plain one).
   */
  windowFrom(now: number): { prefix: string; expire: number } {
    if (this.spec.blockDuration) throw new Error(`limit ${this.keyPrefix} blocks: take it with take()`);
    return { prefix: `${this.keyPrefix}:`, expire: now + this.spec.duration * 1000 };
  }

  /** The refusal take() would throw for a count of `points` in a window ending at `expire`; else undefined. */
  refusedAt(points: number, expire: number | null, now: number): AppError | undefined {
    return points > this.spec.points ? this.refusal((expire ?? now) - now) : undefined;
  }

  private refusal(msLeft: number): AppError {
    const retryAfter = this.spec.retryAfter ?? Math.max(1, Math.ceil(msLeft / 1000));
    return new AppError('TOO_MANY_REQUESTS', 'too many attempts; wait and retry', { retryAfter });
  }
}

/** Failures of one secret: LOCK_AFTER_FAILURES within 15 minutes lock it for LOCK_SECONDS. */
const lockingFailures = <P extends string>(prefix: P) =>
  ({ prefix, points: LOCK_AFTER_FAILURES, duration: 15 * 60, lockSeconds: LOCK_SECONDS }) as const;

/**
 * Every named limit: its key prefix in `rate_limits` and its spec. Destinations are phone numbers
 * (E.164-like) or lower-case e-mail addresses. Those that guard a secret are reserved before the
 * secret is checked (Limit.reserve / attempt).
 */
export const LIMITS = {
  /** Codes sent per destination: once per second. */
  codePerSecond: { prefix: 'code_1s', points: 1, duration: 1 },
  /** Codes sent per destination: 5 per 5 minutes, then 5 minutes of wait. */
  codePerWindow: {
    prefix: 'code_5m',
    points: SENDS_PER_WINDOW,
    duration: SEND_WINDOW_SECONDS,
    blockDuration: SEND_WINDOW_SECONDS,
    retryAfter: SEND_WINDOW_SECONDS,
  },
  /** Codes asked per visitor address, against SMS pumping (one address, many numbers). */
  codePerIp: { prefix: 'code_ip', points: 30, duration: 60 * 60 },
  /** Forgot-password e-mails per visitor address. */
  resetMailIp: { prefix: 'pw_mail_ip', points: 10, duration: 15 * 60 },
  /** Forgot-password e-mails per account name (whether or not it exists). */
  resetMailName: { prefix: 'pw_mail_name', points: 5, duration: 15 * 60 },
  /** Wrong login/payment passwords and TOTP codes per account in the security centre. */
  secretFailures: { prefix: 'sec_fail', points: 5, duration: 15 * 60 },
  /** Failed logins per name + address, forgotten 15 minutes after the first of a run. */
  loginFailures: lockingFailures('login_fail'),
  /** Failed logins per address, any name. */
  loginIp: { prefix: 'login_ip', points: LOGIN_FAILURES_PER_IP, duration: LOGIN_IP_WINDOW_SECONDS },
  /** New captcha pictures per address. */
  captcha: { prefix: 'captcha', points: 60, duration: 60 },
  /** Registrations per address. */
  register: { prefix: 'register', points: 20, duration: 60 * 60 },
  /** Free-play (trial) accounts per address. */
  freeplay: { prefix: 'freeplay', points: 20, duration: 60 * 60 },
  /** Second-step challenges per account: each sends a code or allows a few guesses. */
  challenges: { prefix: 'challenge', points: 10, duration: 60 * 60 },
  /** Wrong old passwords per account at change-password. */
  changePassword: lockingFailures('change_pwd'),
  /** Operator API requests per address. */
  operatorIp: { prefix: 'ops_ip', points: 120, duration: 60 },
  /** Feedback sent per account (each may carry 15 MB of images). */
  feedback: { prefix: 'feedback', points: 5, duration: 60 * 60 },
  /** Reward claims and applications per member (a double tap is one claim anyway; this stops scripts). */
  rewardClaims: { prefix: 'reward_claim', points: 20, duration: 60 },
  /** Application image uploads per member. */
  rewardUploads: { prefix: 'reward_img', points: 20, duration: 60 * 60 },
  /** Wrong operator keys per address: 10, then 15 minutes locked out. */
  operatorFailures: { prefix: 'ops_fail', points: 10, duration: 900, blockDuration: 900 },
  /** Failed staff logins per login name + address (decision 102): as the members' login. */
  staffLoginFailures: lockingFailures('staff_login_fail'),
  /** Failed staff logins per address, any name. */
  staffLoginIp: {
    prefix: 'staff_login_ip',
    points: LOGIN_FAILURES_PER_IP,
    duration: LOGIN_IP_WINDOW_SECONDS,
  },
  /** Wrong TOTP codes per staff member at the login's second step. */
  staffTotpFailures: lockingFailures('staff_totp_fail'),
  /** Guest chats started per address (each also needs a captcha). */
  chatGuest: { prefix: 'chat_guest', points: 10, duration: 60 * 60 },
  /** Chat messages per member or guest conversation: a person types, a script floods. */
  chatSend: { prefix: 'chat_send', points: 30, duration: 60 },
} as const satisfies Record<string, Spec & { prefix: string }>;

/** Every limit of LIMITS over the shared `rate_limits` table, plus `send` for code sending. */
export function createLimits(pool: pg.Pool) {
  const limits = Object.fromEntries(
    Object.entries(LIMITS).map(([name, { prefix, ...spec }]) => [name, new Limit(pool, prefix, spec)]),
  ) as Record<keyof typeof LIMITS, Limit>;
  return {
    ...limits,
    /** Once per second and 5 per 5 minutes per destination; 30 an hour per visitor address. */
    async send(destination: string, ip: string): Promise<void> {
      await limits.codePerSecond.take(destination);
      await limits.codePerWindow.take(destination);
      await limits.codePerIp.take(ip);
    },
  };
}
export type Limits = ReturnType<typeof createLimits>;
