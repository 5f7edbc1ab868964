import { sql } from 'drizzle-orm';
import type { Executor } from '../../features/wallet/ledger';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';

/** A launch token lives as long as a game session may reasonably stay open. */
export const LAUNCH_TOKEN_HOURS = 12;

/**
 * A 256-bit launch token for one player at one vendor; only its hash is stored. The launch call
 * hands the token to the game, which presents it to `authenticate` and with each bet.
 */
export async function createLaunchToken(
  db: Executor,
  accountId: number,
  vendor: string,
  opts: { ttlMs?: number } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + (opts.ttlMs ?? LAUNCH_TOKEN_HOURS * 3_600_000));
  await db.execute(sql`
    INSERT INTO launch_tokens (token_hash, account_id, vendor_code, expires_at)
    VALUES (${hashOpaqueToken(token)}, ${accountId}, ${vendor}, ${expiresAt.toISOString()})`);
  return { token, expiresAt };
}

/** The account of a live token for this vendor, or undefined (unknown, expired, other vendor). */
export async function liveTokenAccount(
  db: Executor,
  token: string,
  vendor: string,
): Promise<number | undefined> {
  const r = await db.execute<{ account_id: string }>(sql`
    SELECT account_id FROM launch_tokens
    WHERE token_hash = ${hashOpaqueToken(token)} AND vendor_code = ${vendor} AND expires_at > now()`);
  const row = r.rows[0];
  return row ? Number(row.account_id) : undefined;
}
