import type { Db } from '../../db/client';
import type { Logger } from '../../core/context/logger';
import { startTicker, type Ticker } from '../../core/storage/ticker';
import { holdLiveCopies } from './claim';
import { expireGrants } from './expire';
import { feedAll } from './turnover';

/**
 * Turnover is fed, and live campaigns' copies held (decision 085), every FEED_MS; expiry is
 * looked at every EXPIRE_MS (its runs are hourly).
 */
export const FEED_MS = 2_000;
export const EXPIRE_MS = 60_000;

export type RewardJobs = Ticker;

/**
 * Every node feeds turnover (per-member row locks and the one-row-per-bet table make parallel
 * feeders safe) and runs the expiry pass (exactly once per hour across nodes: decision 034).
 * Other features' passes (`passes`) run on a second ticker of their own, one after another: each
 * of them catches up with every settled bet before it returns, so under a long burst of bets one
 * of them could hold a shared ticker for the whole burst, and the turnover a member sees (and the
 * bench's engine on/off figure measures) would wait behind it. Neither ticker overlaps itself on
 * a node; `stop` waits for the runs in progress.
 */
export function startRewardJobs(
  db: Db,
  log: Logger,
  /** `passes`: other features' periodic work (rebate, VIP, points, ...: decisions 044, 045, 049). */
  opts: { feedMs?: number; expireMs?: number; passes?: ((db: Db, now: Date) => Promise<unknown>)[] } = {},
): RewardJobs {
  let lastExpiry = 0;
  const expireMs = opts.expireMs ?? EXPIRE_MS;
  const every = opts.feedMs ?? FEED_MS;
  const feed = async (stopping: () => boolean) => {
    const now = new Date();
    const expire = now.getTime() - lastExpiry >= expireMs;
    await feedAll(db);
    await holdLiveCopies(db);
    if (!expire || stopping()) return;
    lastExpiry = now.getTime();
    const outcome = await expireGrants(db, now);
    if (outcome === 'done') log.debug({ job: 'grant_expiry' }, 'reward expiry pass');
  };
  const passes = async (stopping: () => boolean) => {
    const now = new Date();
    // A closing node finishes the pass in progress, not the ones after it (they run on every node).
    for (const extra of opts.passes ?? []) {
      if (stopping()) return;
      await extra(db, now);
    }
  };
  const tickers = [startTicker(every, feed, { log, message: 'reward jobs failed' })];
  if (opts.passes?.length) tickers.push(startTicker(every, passes, { log, message: 'reward passes failed' }));
  return { stop: async () => void (await Promise.all(tickers.map((t) => t.stop()))) };
}
