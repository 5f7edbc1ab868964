import type { Tx } from '../../db/client';
import { campaignBudgetAccount, type LedgerEntryInput } from '../../core/money/ledger';
import { BUDGET_SHARDS } from './budget.sql';
import type { Campaign } from './campaign';

// The shard count and the raw statements over the shards live in budget.sql.ts (decision 076).
export { BUDGET_SHARDS, budgetOf } from './budget.sql';

/**
 * The funding entries of `amount` over every shard (opened if missing): an equal part each, the
 * remainder to the first ones. Any split is right (a grant takes from several shards when its own
 * cannot pay); an even one keeps that fallback to the budget's last grants.
 */
export async function fundingEntries(
  tx: Tx,
  campaignId: number,
  amount: bigint,
): Promise<LedgerEntryInput[]> {
  const n = BigInt(BUDGET_SHARDS);
  const entries: LedgerEntryInput[] = [];
  for (let shard = 0; shard < BUDGET_SHARDS; shard++) {
    const part = amount / n + (BigInt(shard) < amount % n ? 1n : 0n);
    if (part !== 0n)
      entries.push({
        ledgerAccountId: await campaignBudgetAccount(tx, campaignId, shard),
        amount: part,
        system: false,
      });
  }
  return entries;
}

/**
 * The shard a member's grants are paid from (and forfeits paid back to); the grant functions
 * (server/db/functions/reward_move_budget.sql) pick the same one: p_shards[account % n].
 */
export const shardFor = (campaign: Campaign, accountId: number) =>
  campaign.budgetShards[accountId % campaign.budgetShards.length]!;
