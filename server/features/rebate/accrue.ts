import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rebateCursor } from '../../db/schema';
import { settledHorizon } from '../../core/money/settled-horizon';
import { accrueRebateBatch } from './rebate.sql';

/** Bets accrued per transaction. */
const BATCH = 1000;
const CURSOR = 'bets';

/**
 * The rebate pass (decision 045), run by every node's reward ticker, never inside a seamless
 * call: each settled bet of a player gets its rebate_accruals row (primary key: at most once,
 * whatever runs at the same time) with its valid amount (the provider's valid bet, hedged
 * baccarat cancelled, else the stake: the turnover's notion), the rate of its game type at the
 * member's VIP level now, and the amount (floored to whole dong). Nodes take turns on the cursor
 * row. Returns how many bets were accrued.
 */
export async function accrueRebates(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await accrueOnce(db);
    total += n;
    if (n < BATCH) return total;
  }
}

async function accrueOnce(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(rebateCursor)
      .values({ name: CURSOR, scannedTo: sql`'-infinity'` })
      .onConflictDoNothing({ target: rebateCursor.name });
    await tx
      .select({ name: rebateCursor.name })
      .from(rebateCursor)
      .where(eq(rebateCursor.name, CURSOR))
      .for('update');
    // Before the read (decision 069): a win still running settles at or after it, so the cursor
    // never passes a bet whose win commits late, however late.
    const horizon = await settledHorizon(tx);
    const r = await accrueRebateBatch(tx, CURSOR, BATCH);
    const n = r.n;
    // A full batch moves the cursor to its last bet (more may follow), a short one to the horizon;
    // never past the horizon, never back.
    const last = n === BATCH ? r.last! : horizon;
    const to = last < horizon ? last : horizon;
    await tx
      .update(rebateCursor)
      .set({ scannedTo: sql`greatest(${rebateCursor.scannedTo}, ${to})` })
      .where(eq(rebateCursor.name, CURSOR));
    return n;
  });
}
