import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rewardGrants } from '../../db/schema';
import { postTransaction } from '../../core/money/ledger';
import { shardFor } from './budget';
import { findVersion } from './campaign';
import { tellMember } from './grant';
import { lockExpiredGrants } from './grants.sql';
import { hourKey, runPeriod, type PeriodHooks } from './period-job';
import { backOf, lockBonusMoney, takeBackEntries } from './take-back';

/**
 * Expire grants whose turnover was not met in time (decision 032): the unspent bonus, at most the
 * grant's amount and never more than the member holds, goes back to the campaign's budget, from
 * the main wallet first, then from the game wallets (decision 088); the grant is closed as expired; the member is told. One (job, hour) run covers every grant
 * expired before the hour's end, exactly once across nodes (decision 034).
 */
export async function expireGrants(db: Db, now: Date, hooks: PeriodHooks = {}) {
  // The hour that just closed: grants that expired before its end.
  const end = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  return runPeriod(
    db,
    'grant_expiry',
    hourKey(new Date(end.getTime() - 1)),
    (tx, h) => expireBefore(tx, end, h),
    hooks,
  );
}

async function expireBefore(tx: Tx, end: Date, hooks: PeriodHooks): Promise<number> {
  const due = await lockExpiredGrants(tx, end);
  let n = 0;
  for (const g of due) {
    const grant = { id: g.id, accountId: g.account_id, amount: g.amount };
    const campaign = await findVersion(tx, g.campaign_version_id);
    const shard = shardFor(campaign, grant.accountId);
    // Bonus money parked in game wallets (a transfer-wallet merchant) is taken back too: else
    // moving the bonus to a game wallet before the expiry would keep it without its turnover.
    const money = await lockBonusMoney(tx, grant.accountId, shard);
    const back = backOf(grant.amount, money);
    if (back > 0n) {
      await postTransaction(tx, {
        kind: 'bonus_forfeit',
        idempotencyKey: `reward:expire:${grant.id}`,
        memo: { grantId: grant.id, campaignId: campaign.id, reason: 'turnover not met in time' },
        entries: takeBackEntries(money, back, shard),
      });
    }
    await tx
      .update(rewardGrants)
      .set({ status: 'expired', closedAt: sql`now()` })
      .where(and(eq(rewardGrants.id, grant.id), eq(rewardGrants.status, 'active')));
    await tellMember(tx, { ...grant, amount: back }, campaign, 'reward_expired');
    n++;
    await hooks.afterItem?.(grant.id);
  }
  return n;
}
