import type { Db } from '../../db/client';
import { countNewVipBets, countNewVipDeposits, tryLockVipCount, type Counted } from './vip.sql';

/** Rows taken per statement: one pass is a few short transactions. */
const BATCH = 1000;

/**
 * Count newly settled valid bets and newly credited deposits into the members' VIP counters
 * (decision 044), outside the seamless calls (the bet path does no work for it). Each bet and
 * deposit gets its marker row (primary key: counted once, ever) in the same statement that adds
 * it to the member's counter; the valid amount is the one turnover counts (the provider's valid
 * bet, hedges cancelled; else the stake). One node counts at a time (a try-lock: another node
 * already counting → nothing to do here). Returns the members whose counters moved.
 */
export async function countNew(db: Db): Promise<number[]> {
  const touched = new Set<number>();
  for (;;) {
    const r = await db.transaction(async (tx) => {
      if (!(await tryLockVipCount(tx))) return { bets: 0, deposits: 0, accounts: [] as number[] };
      const bets = await countNewVipBets(tx, BATCH);
      const deposits = await countNewVipDeposits(tx, BATCH);
      const count = (rows: Counted[]) => rows.reduce((s, x) => s + x.n, 0);
      return {
        bets: count(bets),
        deposits: count(deposits),
        accounts: [...bets, ...deposits].map((x) => x.account_id),
      };
    });
    for (const id of r.accounts) touched.add(id);
    if (r.bets < BATCH && r.deposits < BATCH) return [...touched].sort((a, b) => a - b);
  }
}
