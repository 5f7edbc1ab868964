import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { AppError } from '../context/errors';
import type { Limit } from '../limits/limits';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token';
import {
  SESSION_DAYS,
  sessionTaking,
  touchSession,
  touchSessionTaking,
  touchSessionsTaking,
  type SessionPointRow,
  type SessionRow,
  type SessionStatement,
} from './sessions.sql';

export {
  SESSION_DAYS,
  sessionBatchStatement,
  sessionColumns,
  sessionStatement,
  type SessionStatement,
} from './sessions.sql';

/**
 * A 256-bit random token; only its hash is stored, so a database leak yields no usable token.
 * `mustChangePassword`: the login asked for a password change, and until it is done the session
 * reaches only the calls of decision 103.
 */
export async function createSession(
  db: Db,
  opts: { accountId: number; ip: string; userAgent: string | null; mustChangePassword?: boolean },
): Promise<{ token: string; sessionId: number }> {
  const token = newOpaqueToken();
  const [row] = await db
    .insert(sessions)
    .values({
      accountId: opts.accountId,
      tokenHash: hashOpaqueToken(token),
      ip: opts.ip,
      userAgent: opts.userAgent?.slice(0, 256) ?? null,
      mustChangePassword: opts.mustChangePassword ?? false,
      expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})`,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

export type SessionInfo = SessionRow;

/** The live session for a token, sliding its expiry forward; undefined when unknown, revoked or expired. */
export function findSession(db: Db, token: string): Promise<SessionInfo | undefined> {
  return touchSession(db, hashOpaqueToken(token));
}

/**
 * findSession and one point of `limit` for the session's account, in ONE statement (decision
 * 068, sessions.sql.ts): this take and Limit.take count one window in the shared table, across
 * nodes. The refusal, when over, as Limit.take would throw it.
 */
export async function findSessionTaking(
  db: Db,
  token: string,
  limit: Limit,
  exemptType: number,
): Promise<{ session?: SessionInfo; refusal?: AppError; extra?: undefined }> {
  return findSessionTakingWith(db, token, limit, exemptType, sessionTaking);
}

/**
 * findSessionTaking with `statement`'s own read in the same round trip (decision 082): `extra`,
 * from a row read in the session's snapshot; its placeholders are filled from `values`.
 */
export async function findSessionTakingWith<T>(
  db: Db,
  token: string,
  limit: Limit,
  exemptType: number,
  statement: SessionStatement<T>,
  values?: Record<string, unknown>,
): Promise<SessionTaken<T>> {
  const now = Date.now();
  const row = await touchSessionTaking(db, statement, {
    tokenHash: hashOpaqueToken(token),
    window: limit.windowFrom(now),
    now,
    exemptType,
    values,
  });
  return takenOf(row, limit, now);
}

/** A session row with its point as the callers want it: the session, the limit's refusal, the read. */
function takenOf<T>(
  row: (SessionPointRow & { extra: T }) | undefined,
  limit: Limit,
  now: number,
): SessionTaken<T> {
  if (!row) return {};
  const { points, expire, extra, ...session } = row;
  const refusal = points === null ? undefined : limit.refusedAt(points, expire, now);
  return { session, refusal, extra };
}

export type SessionTaken<T> = { session?: SessionInfo; refusal?: AppError; extra?: T };

/**
 * findSessionTakingWith for a batch of tokens in ONE statement (decision 087; `statement` from
 * sessionBatchStatement): per token, in order, what findSessionTakingWith would answer. One
 * window for the batch, taken now. `devices[i]` is what token i's read binds as its device.
 */
export async function findSessionsTakingWith<T>(
  db: Db,
  tokens: string[],
  devices: (string | null)[],
  limit: Limit,
  exemptType: number,
  statement: SessionStatement<T>,
  values?: Record<string, unknown>,
): Promise<SessionTaken<T>[]> {
  const now = Date.now();
  const rows = await touchSessionsTaking(db, statement, {
    tokenHashes: tokens.map(hashOpaqueToken),
    devices,
    window: limit.windowFrom(now),
    now,
    exemptType,
    values,
  });
  return rows.map((row) => takenOf(row, limit, now));
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
