import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { poolOf, type Db } from '../db/client';
import { sessions } from '../db/schema';
import type { AppError } from './errors';
import type { Limit } from './limits';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token';

/** Sessions last 7 days from their last use. */
export const SESSION_DAYS = 7;

/** A 256-bit random token; only its hash is stored, so a database leak yields no usable token. */
export async function createSession(
  db: Db,
  opts: { accountId: number; ip: string; userAgent: string | null },
): Promise<{ token: string; sessionId: number }> {
  const token = newOpaqueToken();
  const [row] = await db
    .insert(sessions)
    .values({
      accountId: opts.accountId,
      tokenHash: hashOpaqueToken(token),
      ip: opts.ip,
      userAgent: opts.userAgent?.slice(0, 256) ?? null,
      expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})`,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

export type SessionInfo = { sessionId: number; accountId: number; type: number; account: string };

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

type SessionRow = { session_id: string; account_id: string; type: number; account: string };
const sessionOf = (r: SessionRow): SessionInfo => ({
  sessionId: Number(r.session_id),
  accountId: Number(r.account_id),
  type: r.type,
  account: r.account,
});

/** The live session for a token, sliding its expiry forward; undefined when unknown, revoked or expired. */
export async function findSession(db: Db, token: string): Promise<SessionInfo | undefined> {
  const r = await poolOf(db).query<SessionRow>({
    name: 'session_touch',
    text: touch,
    values: [hashOpaqueToken(token)],
  });
  return r.rows[0] && sessionOf(r.rows[0]);
}

/**
 * findSession and one point of `limit` for the session's account, in ONE statement (decision
 * 068): the rate-limit row is rate-limiter-flexible's own (key `prefix:accountId`, the same
 * window arithmetic as its upsert), so this take and Limit.take count one window in the shared
 * table, across nodes. No point is taken without a live session, nor for an account of type
 * `exemptType` (a trial account, refused by the caller anyway). The refusal, when over, as
 * Limit.take would throw it.
 */
export async function findSessionTaking(
  db: Db,
  token: string,
  limit: Limit,
  exemptType: number,
): Promise<{ session?: SessionInfo; refusal?: AppError }> {
  const now = Date.now();
  const w = limit.windowFrom(now);
  const r = await poolOf(db).query<SessionRow & { points: number | null; expire: string | null }>({
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
    values: [hashOpaqueToken(token), w.prefix, w.expire, now, exemptType],
  });
  const row = r.rows[0];
  if (!row) return {};
  const refusal =
    row.points === null
      ? undefined
      : limit.refusedAt(row.points, row.expire === null ? null : Number(row.expire), now);
  return { session: sessionOf(row), refusal };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** After a password change or reset: every other session of the account ends. */
export async function revokeOtherSessions(db: Db, accountId: number, keepSessionId?: number): Promise<void> {
  const others = keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId);
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), others));
}
