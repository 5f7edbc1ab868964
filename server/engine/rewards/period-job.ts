import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rewardJobRuns } from '../../db/schema';
import { tryLockPeriod } from './campaigns.sql';

export type PeriodOutcome = 'done' | 'already' | 'busy';
export type PeriodHooks = {
  /** Test hook: called after each item is written, inside the transaction (a throw is a crash). */
  afterItem?: (item: number) => void | Promise<void>;
};

/**
 * Run one (job, period) of scheduled reward work exactly once across nodes (decision 034, the
 * agent settlement's pattern of decision 020). In one database transaction: a try-lock on the
 * (job, period) (another node holding it → 'busy'), the marker check ('already'), the work, then
 * the marker, written last. A crash anywhere rolls all of it back and the next tick starts over;
 * the grants' unique (account, source, source_ref) key and the ledger's idempotency key hold even
 * without the lock. `work` returns the number of items it wrote (kept on the marker).
 */
export async function runPeriod(
  db: Db,
  job: string,
  periodKey: string,
  work: (tx: Tx, hooks: PeriodHooks) => Promise<number>,
  hooks: PeriodHooks = {},
): Promise<PeriodOutcome> {
  return db.transaction(async (tx) => {
    if (!(await tryLockPeriod(tx, job, periodKey))) return 'busy';
    const done = await tx
      .select({ job: rewardJobRuns.job })
      .from(rewardJobRuns)
      .where(and(eq(rewardJobRuns.job, job), eq(rewardJobRuns.periodKey, periodKey)));
    if (done.length > 0) return 'already';
    const items = await work(tx, hooks);
    await tx.insert(rewardJobRuns).values({ job, periodKey, items });
    return 'done';
  });
}

/** The UTC hour a time falls in, as a period key ("2026-11-24T01"). */
export const hourKey = (at: Date) => at.toISOString().slice(0, 13);
