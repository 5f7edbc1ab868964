import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { sqlRow } from '../../core/storage/rows';

/**
 * A campaign's budget is split over BUDGET_SHARDS ledger accounts (decision 053): with one row,
 * every claim of a popular offer waited for the one before it to commit. A grant debits the shard
 * of its member; only when that shard cannot pay does it lock every shard and take the amount
 * from several, so the budget is spent to exactly 0 and "exhausted" means the sum cannot pay
 * (server/db/functions/reward_move_budget.sql, decision 068).
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

const Total = z.object({ total: z.coerce.bigint() });

/** The budget as operators and members see it: the sum of its shards. */
export async function budgetOf(db: Executor, campaignId: number): Promise<bigint> {
  const row = await sqlRow(
    db,
    sql`
    SELECT coalesce(sum(la.balance), 0)::text AS total FROM ledger_accounts la WHERE ${shardsOf(campaignId)}`,
    Total.parse,
  );
  return row?.total ?? 0n;
}
