import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mainWallet } from '../../lib/ledger';

export type TestBet = {
  vendor: string;
  game: string;
  at: string;
  bet: bigint;
  win?: bigint;
  status?: 'open' | 'settled' | 'rolled_back';
};

/**
 * Test helper: a bets row at a chosen time, as the seamless protocol leaves it (the business
 * record the betting record reads). Money is not the point of these tests: the ledger side is
 * exercised by the seamless tests; this sets exact times the protocol cannot.
 */
export async function insertBet(db: Db, accountId: number, b: TestBet): Promise<number> {
  const wallet = await mainWallet(db, accountId);
  const status = b.status ?? (b.win === undefined ? 'open' : 'settled');
  const r = await db.execute<{ id: string }>(sql`
    INSERT INTO bets (account_id, vendor_code, game_code, round_id, bet_transaction_id, ledger_account_id,
                      bet_amount, win_amount, status, placed_at, settled_at)
    VALUES (${accountId}, ${b.vendor}, ${b.game}, ${`r-${randomBytes(4).toString('hex')}`},
            ${`t-${randomBytes(8).toString('hex')}`}, ${wallet}, ${b.bet.toString()}::bigint,
            ${(b.win ?? 0n).toString()}::bigint, ${status}, ${b.at}::timestamptz,
            ${status === 'settled' ? b.at : null}::timestamptz)
    RETURNING id`);
  return Number(r.rows[0]!.id);
}
