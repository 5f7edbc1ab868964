import type { Db } from '../../db/client';
import { audit, type Actor } from '../../core/context/audit';
import {
  campaignBudgetAccount,
  lockAccounts,
  postTransaction,
  type LedgerEntryInput,
} from '../../core/money/ledger';
import { opsCampaign } from './admin';
import { BUDGET_SHARDS } from './budget';
import { findCampaign } from './campaign';

/**
 * Spread a campaign's budget evenly over its shards (decision 053's last point, decision 069): a
 * campaign from before the shards keeps its money in shard 0, so its claims wait on one row until
 * it is funded again. One ledger transaction (`budget_rebalance`) moves each shard to an equal part
 * of the sum (the remainder to the first shards, as funding splits), opening the missing shards;
 * the sum does not change. Every shard is locked in id order first (the ledger's own order, so a
 * grant paying at the same time waits or is waited for, never deadlocks) and the parts are computed
 * from the balances read under those locks. Run again it finds the budget even and moves nothing:
 * idempotent by its result. Audited when it moved money.
 */
export async function rebalanceBudget(db: Db, actor: Actor, id: number, requestId: string) {
  const moved = await db.transaction(async (tx) => {
    const c = await findCampaign(tx, id);
    const shards: number[] = [];
    for (let k = 0; k < BUDGET_SHARDS; k++) shards.push(await campaignBudgetAccount(tx, c.id, k));
    const locked = await lockAccounts(tx, shards);
    const balance = new Map(locked.map((r) => [r.id, r.balance]));
    const total = shards.reduce((sum, s) => sum + balance.get(s)!, 0n);
    const n = BigInt(BUDGET_SHARDS);
    const entries: LedgerEntryInput[] = [];
    shards.forEach((s, k) => {
      const part = total / n + (BigInt(k) < total % n ? 1n : 0n);
      const change = part - balance.get(s)!;
      if (change !== 0n) entries.push({ ledgerAccountId: s, amount: change, system: false });
    });
    if (entries.length === 0) return 0n;
    const posted = await postTransaction(tx, {
      kind: 'budget_rebalance',
      idempotencyKey: `reward:rebalance:${c.id}:${requestId}`,
      memo: { campaignId: c.id, by: actor, total: total.toString() },
      entries,
    });
    const out = entries.reduce((sum, e) => sum + (e.amount > 0n ? e.amount : 0n), 0n);
    if (!posted.replayed)
      await audit(tx, actor, 'campaign.rebalance', `campaign:${c.id}`, {
        total: total.toString(),
        moved: out.toString(),
      });
    return out;
  });
  return { moved, campaign: await opsCampaign(db, id) };
}
