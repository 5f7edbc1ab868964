import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { startTicker, type Ticker } from '../../lib/ticker';
import { expireGrants } from './expire';
import { feedAll } from './turnover';

/** Turnover is fed every FEED_MS; expiry is looked at every EXPIRE_MS (its runs are hourly). */
export const FEED_MS = 2_000;
export const EXPIRE_MS = 60_000;

export type RewardJobs = Ticker;

/**
 * Every node feeds turnover (per-member row locks and the one-row-per-bet table make parallel
 * feeders safe) and runs the expiry pass (exactly once per hour across nodes: decision 034).
 * Passes never overlap on a node; `stop` waits for the one in progress.
 */
export function startRewardJobs(
  db: Db,
  log: Logger,
  /** `passes`: other features' periodic work on the same ticker, after the turnover feed (rebate, VIP: decisions 044, 045). */
  opts: { feedMs?: number; expireMs?: number; passes?: ((db: Db, now: Date) => Promise<unknown>)[] } = {},
): RewardJobs {
  let lastExpiry = 0;
  const expireMs = opts.expireMs ?? EXPIRE_MS;
  const pass = async (stopping: () => boolean) => {
    const now = new Date();
    const expire = now.getTime() - lastExpiry >= expireMs;
    await feedAll(db);
    // A closing node finishes the pass in progress, not the ones after it (they run on every node).
    for (const extra of opts.passes ?? []) {
      if (stopping()) return;
      await extra(db, now);
    }
    if (!expire || stopping()) return;
    lastExpiry = now.getTime();
    const outcome = await expireGrants(db, now);
    if (outcome === 'done') log.debug({ job: 'grant_expiry' }, 'reward expiry pass');
  };
  return startTicker(opts.feedMs ?? FEED_MS, pass, { log, message: 'reward jobs failed' });
}
