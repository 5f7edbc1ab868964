import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, sessions } from '../db/schema';
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

/** The live session for a token, sliding its expiry forward; undefined when unknown, revoked or expired. */
export async function findSession(db: Db, token: string): Promise<SessionInfo | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})` })
    .from(accounts)
    .where(
      and(
        eq(sessions.tokenHash, hashOpaqueToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(accounts.id, sessions.accountId),
        eq(accounts.status, 'active'),
      ),
    )
    .returning({
      sessionId: sessions.id,
      accountId: sessions.accountId,
      type: accounts.type,
      account: accounts.account,
    });
  return row;
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
