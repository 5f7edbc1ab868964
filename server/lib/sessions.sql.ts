import { poolOf, type Db } from '../db/client';
import { preparedRow } from './rows';

/** Sessions last 7 days from their last use. */
export const SESSION_DAYS = 7;

/** A session's expiry is slid forward at most once a minute (decision 082). */
export const TOUCH_EVERY_SECONDS = 60;

/**
 * The session check and touch, as CTEs both statements below start with (`$1` the token's hash):
 * `s` a live (not revoked, not expired) session of an active account; `t` slides its expiry
 * forward when it was last slid over TOUCH_EVERY_SECONDS ago. Every signed-in call runs this:
 * touching on each call rewrote the session's row (a heap tuple and WAL) per call for an expiry
 * that moves by seconds in seven days, so within the minute the check only reads (decision 082).
 * Raw text, sent as a named prepared statement: parsed once per connection, no query built per
 * call (decision 068). A data-modifying CTE runs whether or not the rest reads it.
 */
const touchCtes = `s AS (
    SELECT sessions.id AS session_id, sessions.account_id, a.type, a.account,
      sessions.expires_at < now() + make_interval(days => ${SESSION_DAYS}, secs => -${TOUCH_EVERY_SECONDS}) AS stale
    FROM sessions JOIN accounts a ON a.id = sessions.account_id
    WHERE sessions.token_hash = $1 AND sessions.revoked_at IS NULL AND sessions.expires_at > now()
      AND a.status = 'active'),
  t AS (
    UPDATE sessions SET last_seen_at = now(), expires_at = now() + make_interval(days => ${SESSION_DAYS})
    FROM s WHERE sessions.id = s.session_id AND s.stale)`;

const touch = `WITH ${touchCtes} SELECT session_id, account_id, type, account FROM s`;

export type SessionRow = { sessionId: number; accountId: number; type: number; account: string };

/** A plain decoder: this runs on every signed-in call (no zod on the hot path, decision 076). */
const sessionRow = (r: Record<string, unknown>): SessionRow => ({
  sessionId: Number(r.session_id),
  accountId: Number(r.account_id),
  type: Number(r.type),
  account: String(r.account),
});

/** The live session of a token's hash, its expiry slid forward (once a minute); undefined when unknown, revoked or expired. */
export function touchSession(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  return preparedRow(poolOf(db), { name: 'session_touch', text: touch, values: [tokenHash] }, sessionRow);
}

/** A rate-limit window of rate-limiter-flexible's table: the key's prefix and the window's end. */
export type LimitWindow = { prefix: string; expire: number };

/**
 * touchSession and one point of a limit for the session's account in ONE statement (decision
 * 068): the row is rate-limiter-flexible's own (key `prefix || accountId`, its window
 * arithmetic), so this take and Limit.take count one window in the shared table. No point is
 * taken without a live session, nor for an account of type `exemptType`. `points` and `expire`
 * are null when no point was taken.
 */
export function touchSessionTaking(
  db: Db,
  tokenHash: string,
  window: LimitWindow,
  now: number,
  exemptType: number,
): Promise<(SessionRow & { points: number | null; expire: number | null }) | undefined> {
  return preparedRow(
    poolOf(db),
    {
      name: 'session_touch_take',
      text: `WITH ${touchCtes},
      l AS (
        INSERT INTO rate_limits (key, points, expire)
        SELECT $2 || s.account_id, 1, $3::bigint FROM s WHERE s.type <> $5
        ON CONFLICT (key) DO UPDATE SET
          points = CASE WHEN rate_limits.expire <= $4 THEN 1 ELSE rate_limits.points + 1 END,
          expire = CASE WHEN rate_limits.expire <= $4 THEN $3::bigint ELSE rate_limits.expire END
        RETURNING points, expire)
      SELECT s.session_id, s.account_id, s.type, s.account, l.points, l.expire FROM s LEFT JOIN l ON true`,
      values: [tokenHash, window.prefix, window.expire, now, exemptType],
    },
    (r) => ({
      ...sessionRow(r),
      points: r.points === null ? null : Number(r.points),
      expire: r.expire === null ? null : Number(r.expire),
    }),
  );
}
