import { sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { campaignBudgetAccount, type LedgerEntryInput } from '../../lib/ledger';
import type { Campaign } from './campaign';

/**
 * A campaign's budget is split over BUDGET_SHARDS ledger accounts (decision 053): with one row,
 * every claim of a popular offer waited for the one before it to commit. A grant debits the shard
 * of its member; only when that shard cannot pay does it lock every shard and take the amount
 * from several, so the budget is spent to exactly 0 and "exhausted" means the sum cannot pay
 * (reward_pay_grant, migration 0032, decision 068).
 */
export const BUDGET_SHARDS = 16;

/**
 * The shards of campaign `campaignId` (a number, or SQL for its id column), as a filter on `la`:
 * exact vendor codes, so the lookup is the unique key's. BUDGET_SHARDS may grow, never shrink
 * (a shard beyond it would drop out of the budget).
 */
export const shardsOf = (campaignId: SQL | number) => sql`la.kind = 'campaign_budget' AND la.owner_id IS NULL
  AND la.vendor_code = ANY (ARRAY[${sql.join(
    Array.from({ length: BUDGET_SHARDS }, (_, k) =>
      k === 0 ? sql`'c' || ${campaignId}` : sql`'c' || ${campaignId} || ${`#${k}`}`,
    ),
    sql`, `,
  )}])`;

/** The budget as operators and members see it: the sum of its shards. */
export async function budgetOf(db: Executor, campaignId: number): Promise<bigint> {
  const r = await db.execute<{ total: string }>(sql`
    SELECT coalesce(sum(la.balance), 0)::text AS total FROM ledger_accounts la WHERE ${shardsOf(campaignId)}`);
  return BigInt(r.rows[0]?.total ?? 0);
}

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
 * (migration 0032) pick the same one: p_shards[account % n].
 */
export const shardFor = (campaign: Campaign, accountId: number) =>
  campaign.budgetShards[accountId % campaign.budgetShards.length]!;
