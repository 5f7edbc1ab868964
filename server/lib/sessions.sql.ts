import { poolOf, type Db } from '../db/client';
import { preparedRow } from './rows';

/** Sessions last 7 days from their last use. */
export const SESSION_DAYS = 7;

/**
 * The session check and touch: a live (not revoked, not expired) session of an active account,
 * its expiry slid forward, as one UPDATE (`$1` the token's hash). Raw text, sent as a named
 * prepared statement: every signed-in call runs it, so it is parsed once per connection and no
 * query is built per call (decision 068).
 */
const touch = `UPDATE sessions SET last_seen_at = now(), expires_at = now() + make_interval(days => ${SESSION_DAYS})
  FROM accounts a
  WHERE sessions.token_hash = $1 AND sessions.revoked_at IS NULL AND sessions.expires_at > now()
    AND a.id = sessions.account_id AND a.status = 'active'
  RETURNING sessions.id AS session_id, sessions.account_id, a.type, a.account`;

export type SessionRow = { sessionId: number; accountId: number; type: number; account: string };

/** A plain decoder: this runs on every signed-in call (no zod on the hot path, decision 076). */
const sessionRow = (r: Record<string, unknown>): SessionRow => ({
  sessionId: Number(r.session_id),
  accountId: Number(r.account_id),
  type: Number(r.type),
  account: String(r.account),
});

/** The live session of a token's hash, its expiry slid forward; undefined when unknown, revoked or expired. */
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
      text: `WITH s AS (${touch}),
      l AS (
        INSERT INTO rate_limits (key, points, expire)
        SELECT $2 || s.account_id, 1, $3::bigint FROM s WHERE s.type <> $5
        ON CONFLICT (key) DO UPDATE SET
          points = CASE WHEN rate_limits.expire <= $4 THEN 1 ELSE rate_limits.points + 1 END,
          expire = CASE WHEN rate_limits.expire <= $4 THEN $3::bigint ELSE rate_limits.expire END
        RETURNING points, expire)
      SELECT s.*, l.points, l.expire FROM s LEFT JOIN l ON true`,
      values: [tokenHash, window.prefix, window.expire, now, exemptType],
    },
    (r) => ({
      ...sessionRow(r),
      points: r.points === null ? null : Number(r.points),
      expire: r.expire === null ? null : Number(r.expire),
    }),
  );
}
