import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { launchTokens, sessions } from '../../db/schema';
import { hashOpaqueToken, newOpaqueToken } from '../../core/sessions/opaque-token';

/** A launch token lives as long as a game session may reasonably stay open. */
export const LAUNCH_TOKEN_HOURS = 12;

/** Who a token is for: the player and the login session that launched the game. */
export type TokenOwner = { accountId: number; sessionId: number };

/**
 * A 256-bit launch token for one player at one vendor, tied to the login session that launched
 * the game; only its hash is stored. The launch call hands the token to the game, which presents
 * it to `authenticate` and with each bet. Ending the session (logout, a password change or reset
 * elsewhere) ends the token for new bets: see `liveTokenSql`.
 */
export async function createLaunchToken(
  db: Executor,
  owner: TokenOwner,
  vendor: string,
  opts: { ttlMs?: number } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + (opts.ttlMs ?? LAUNCH_TOKEN_HOURS * 3_600_000));
  await db.insert(launchTokens).values({
    tokenHash: hashOpaqueToken(token),
    accountId: owner.accountId,
    vendorCode: vendor,
    sessionId: owner.sessionId,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * For tools and tests that play without a browser (records' play-rounds, the bench): a login
 * session of its own for the account, and a launch token under it.
 */
export async function createToolLaunchToken(
  db: Executor,
  accountId: number,
  vendor: string,
  opts: { ttlMs?: number } = {},
): Promise<{ token: string; expiresAt: Date; sessionId: number }> {
  const [session] = await db
    .insert(sessions)
    .values({
      accountId,
      tokenHash: hashOpaqueToken(newOpaqueToken()),
      ip: '127.0.0.1',
      userAgent: 'tool',
      expiresAt: sql`now() + interval '1 day'`,
    })
    .returning({ id: sessions.id });
  const sessionId = session!.id;
  return { ...(await createLaunchToken(db, { accountId, sessionId }, vendor, opts)), sessionId };
}

/**
 * The condition of a live token (alias `lt`): not expired, and its session neither revoked nor
 * expired. A token without a session (issued before tokens were tied to one) is dead.
 */
export const liveTokenSql = sql`lt.expires_at > now() AND EXISTS (
  SELECT 1 FROM sessions s WHERE s.id = lt.session_id AND s.revoked_at IS NULL AND s.expires_at > now())`;

/** The account of a live token for this vendor, or undefined (unknown, expired, other vendor, session ended). */
export async function liveTokenAccount(
  db: Executor,
  token: string,
  vendor: string,
): Promise<number | undefined> {
  const lt = alias(launchTokens, 'lt');
  const [row] = await db
    .select({ accountId: lt.accountId })
    .from(lt)
    .where(and(eq(lt.tokenHash, hashOpaqueToken(token)), eq(lt.vendorCode, vendor), liveTokenSql));
  return row?.accountId;
}
