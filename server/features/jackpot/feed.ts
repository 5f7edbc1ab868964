import { eq, sql } from 'drizzle-orm';
import { JACKPOT_SHARE_BP } from '../../../contract/jackpot/schemas';
import type { Db, Tx } from '../../db/client';
import { jackpotPools } from '../../db/schema';
import { houseAccount, postTransaction } from '../../core/money/ledger';
import { claimJackpotBets, lockJackpotCounters } from './jackpot.sql';
import { POOL_ID, seedPool, seedPoolIn } from './pool';
import { postInBatches, type Batch } from '../../core/storage/batches';

/** Bets claimed per transaction. */
const BATCH = 1000;

export type FeedHooks = {
  /** Test hook: runs after the bets are claimed, inside the transaction (a throw is a crash). */
  afterClaim?: () => void | Promise<void>;
};

/** Databases this process has seen the pool seeded in (posted once ever; this saves the replay). */
const seeded = new WeakSet<Db>();

/**
 * Feeds the pool its share of newly settled valid bets on jackpot games (decision 061), batch by
 * batch until none is left. A pass of every node's reward ticker, never the seamless bet call;
 * any number may run at once. Returns the amount posted to the pool.
 */
export async function feedJackpot(db: Db, hooks: FeedHooks = {}): Promise<bigint> {
  if (!seeded.has(db)) {
    await seedPool(db);
    seeded.add(db);
  }
  return postInBatches(db, BATCH, (tx) => feedBatch(tx, hooks));
}

/**
 * One batch in one transaction:
 * - settled bets without a jackpot_bets row are claimed by inserting that row (primary key: a
 *   concurrent pass waits on the same keys, then skips them), their valid bet when the game is a
 *   jackpot game, else 0;
 * - the pool's counters (row locked) add the batch's valid bet, and the pool is owed
 *   floor(all valid bet counted × share) minus what was posted before, so nothing is lost to
 *   rounding however the bets fall into batches;
 * - ONE ledger transaction (house → pool) posts it, keyed by the batch's first bet id.
 * A crash rolls all of it back.
 */
async function feedBatch(tx: Tx, hooks: FeedHooks): Promise<Batch> {
  const claimed = await claimJackpotBets(tx, BATCH);
  if (claimed.length === 0) return { posted: 0n, claimed: 0 };
  await hooks.afterClaim?.();
  const valid = claimed.reduce((sum, c) => sum + c.valid_amount, 0n);
  if (valid === 0n) return { posted: 0n, claimed: claimed.length };

  let counters = await lockCounters(tx);
  if (!counters) {
    await seedPoolIn(tx);
    counters = (await lockCounters(tx))!;
  }
  const fedValid = counters.fedValid + valid;
  const owed = (fedValid * JACKPOT_SHARE_BP) / 10_000n;
  const due = owed - counters.fedAmount;
  await tx
    .update(jackpotPools)
    .set({ fedValid, fedAmount: owed, updatedAt: sql`now()` })
    .where(eq(jackpotPools.id, POOL_ID));
  if (due === 0n) return { posted: 0n, claimed: claimed.length };
  const firstBet = claimed.reduce((m, c) => Math.min(m, c.bet_id), Number.MAX_SAFE_INTEGER);
  await postTransaction(tx, {
    kind: 'jackpot_feed',
    idempotencyKey: `jackpot:feed:${firstBet}`,
    memo: { bets: claimed.length, valid: valid.toString() },
    entries: [
      { ledgerAccountId: counters.pool, amount: due, system: false },
      { ledgerAccountId: await houseAccount(tx, 0), amount: -due, system: true },
    ],
  });
  return { posted: due, claimed: claimed.length };
}

async function lockCounters(tx: Tx) {
  const row = await lockJackpotCounters(tx, POOL_ID);
  if (!row?.pool) return undefined;
  return { fedValid: row.fed_valid, fedAmount: row.fed_amount, pool: row.pool };
}
