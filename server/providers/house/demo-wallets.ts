import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';

/** What a new demo wallet holds: play money, in minor units. */
export const DEMO_OPENING_BALANCE = 1_000_000n;
const DEMO_HOURS = 12;

/**
 * Opens a demo wallet for a trial account's free play (ADR 012): the provider's own play
 * balance, named by a token like a launch token, never linked to the operator's ledger.
 */
export async function createDemoWallet(db: Executor, vendorCode: string): Promise<{ token: string }> {
  const token = newOpaqueToken();
  await db.execute(sql`
    INSERT INTO house_demo_wallets (token_hash, vendor_code, balance, expires_at)
    VALUES (${hashOpaqueToken(token)}, ${vendorCode}, ${DEMO_OPENING_BALANCE.toString()}::bigint,
            now() + ${`${DEMO_HOURS} hours`}::interval)`);
  return { token };
}

export async function findDemoWallet(
  db: Executor,
  token: string,
): Promise<{ id: number; vendorCode: string; balance: bigint } | undefined> {
  const r = await db.execute<{ id: string; vendor_code: string; balance: string }>(sql`
    SELECT id, vendor_code, balance FROM house_demo_wallets
    WHERE token_hash = ${hashOpaqueToken(token)} AND expires_at > now()`);
  const row = r.rows[0];
  return row ? { id: Number(row.id), vendorCode: row.vendor_code, balance: BigInt(row.balance) } : undefined;
}

/** Moves a demo balance by `delta`; undefined when it would go below zero. */
export async function moveDemoBalance(
  db: Executor,
  walletId: number,
  delta: bigint,
): Promise<bigint | undefined> {
  const r = await db.execute<{ balance: string }>(sql`
    UPDATE house_demo_wallets SET balance = balance + ${delta.toString()}::bigint
    WHERE id = ${walletId} AND balance + ${delta.toString()}::bigint >= 0
    RETURNING balance`);
  return r.rows[0] ? BigInt(r.rows[0].balance) : undefined;
}
