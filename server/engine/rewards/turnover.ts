import { and, eq, lt, min } from 'drizzle-orm';
import type { TurnoverSummary } from '../../../contract/rewards/schemas';
import type { Db, Executor, Tx } from '../../db/client';
import { ledgerAccounts, rewardGrants, rewardTurnoverBets } from '../../db/schema';
import { mainWallet } from '../../core/money/ledger';
import { AppError } from '../../core/context/errors';
import { addTurnoverProgress, listUncountedBets, lockOpenGrants, sumOpenTurnover } from './turnover.sql';

/** Bets taken per pass for one member: one pass is one short transaction. */
const BATCH = 1000;

type OpenGrant = { id: number; left: bigint; maxBet: bigint | null; from: number; taken: bigint };

/**
 * Feed the member's settled valid bets into their open turnover requirements (decision 032).
 * Runs outside the seamless calls (the scheduler's pass, and before a withdrawal or transfer
 * check), so the bet path does no work for it. Per pass, in one transaction:
 * - the member's open grants are locked in id order (two feeders of one member take turns);
 * - settled bets not yet counted (no reward_turnover_bets row), placed since the oldest open
 *   grant started counting, are read in id order;
 * - each bet's valid amount (the provider's valid bet, hedges cancelled; else the stake) fills
 *   the oldest grant it may count for (placed after the grant, not above its max bet), the rest
 *   flowing to the next; a grant never goes over its requirement (a CHECK holds it too);
 * - every bet read gets its reward_turnover_bets row (primary key: counted once, ever).
 * Returns the amount counted.
 */
export async function feedTurnover(db: Db, accountId: number): Promise<bigint> {
  let total = 0n;
  for (;;) {
    const { counted, bets } = await feedOnce(db, accountId);
    total += counted;
    if (bets < BATCH) return total;
  }
}

async function feedOnce(db: Db, accountId: number): Promise<{ counted: bigint; bets: number }> {
  return db.transaction(async (tx) => {
    const g = await lockOpenGrants(tx, accountId);
    if (g.length === 0) return { counted: 0n, bets: 0 };
    const open: OpenGrant[] = g.map((r) => ({
      id: r.id,
      left: r.left,
      maxBet: r.max_bet,
      from: r.from_ms,
      taken: 0n,
    }));
    const since = new Date(Math.min(...open.map((o) => o.from)));
    const b = await listUncountedBets(tx, accountId, since, BATCH);
    if (b.length === 0) return { counted: 0n, bets: 0 };

    const rows: { betId: number; valid: bigint; counted: bigint }[] = [];
    let counted = 0n;
    for (const bet of b) {
      const stake = bet.stake;
      let rest = bet.valid;
      const placed = bet.placed_ms;
      let used = 0n;
      for (const o of open) {
        if (rest === 0n) break;
        if (o.left === 0n || placed < o.from || (o.maxBet !== null && stake > o.maxBet)) continue;
        const take = rest < o.left ? rest : o.left;
        o.left -= take;
        o.taken += take;
        rest -= take;
        used += take;
      }
      rows.push({ betId: bet.id, valid: bet.valid, counted: used });
      counted += used;
    }
    await tx
      .insert(rewardTurnoverBets)
      .values(rows.map((r) => ({ betId: r.betId, accountId, validAmount: r.valid, counted: r.counted })));
    for (const o of open) {
      if (o.taken === 0n) continue;
      await addTurnoverProgress(tx, o.id, o.taken);
    }
    return { counted, bets: b.length };
  });
}

/** Members with open turnover, for the scheduler's pass (oldest grants first). */
export async function membersWithOpenTurnover(db: Executor, limit = 500): Promise<number[]> {
  const rows = await db
    .select({ accountId: rewardGrants.accountId })
    .from(rewardGrants)
    .where(
      and(
        eq(rewardGrants.status, 'active'),
        lt(rewardGrants.turnoverProgress, rewardGrants.turnoverRequired),
      ),
    )
    .groupBy(rewardGrants.accountId)
    .orderBy(min(rewardGrants.id))
    .limit(limit);
  return rows.map((x) => x.accountId);
}

/** Feeds every member with open turnover once; returns the amount counted. */
export async function feedAll(db: Db): Promise<bigint> {
  let total = 0n;
  for (const id of await membersWithOpenTurnover(db)) total += await feedTurnover(db, id);
  return total;
}

/** The member's open turnover in one figure set (withdrawal and transfer screens). */
export async function turnoverSummary(db: Executor, accountId: number): Promise<TurnoverSummary> {
  const row = await sumOpenTurnover(db, accountId);
  const { required, progress } = row;
  return {
    required: required.toString(),
    progress: progress.toString(),
    remaining: (required - progress).toString(),
    openGrants: row.n,
    nextExpiry: row.next?.toISOString() ?? null,
  };
}

/**
 * Refuse moving money out (withdrawal, transfer to another member) while bonus turnover is open:
 * TURNOVER_NOT_MET with the remaining turnover. Call inside the moving transaction, after
 * `feedTurnover` (so a bet that just met the requirement counts). The member's main wallet row
 * is locked first: a grant paid concurrently either committed before (and is seen here) or waits
 * for this transaction, so bonus money cannot slip out between the check and the debit.
 */
export async function assertTurnoverMet(tx: Tx, accountId: number): Promise<void> {
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, await mainWallet(tx, accountId)))
    .for('update');
  const s = await turnoverSummary(tx, accountId);
  if (BigInt(s.remaining) > 0n)
    throw new AppError('TURNOVER_NOT_MET', `turnover ${s.remaining} still to bet`, {
      remainingTurnover: s.remaining,
    });
}
