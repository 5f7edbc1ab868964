import { sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  campaignBudgetAccount,
  mainWallet,
  postTransaction,
  type LedgerEntryInput,
  type PostedTransaction,
} from '../../lib/ledger';
import type { Campaign } from './campaign';

/**
 * A campaign's budget is split over BUDGET_SHARDS ledger accounts (decision 053): with one row,
 * every claim of a popular offer waited for the one before it to commit. A grant debits the shard
 * of its member; only when that shard cannot pay does it lock every shard and take the amount
 * from several, so the budget is spent to exactly 0 and "exhausted" means the sum cannot pay.
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

/** The shard a member's grants are paid from (and forfeits paid back to). */
export const shardFor = (campaign: Campaign, accountId: number) =>
  campaign.budgetShards[accountId % campaign.budgetShards.length]!;

/**
 * Pay `amount` from the campaign's budget to the member's main wallet: one ledger transaction.
 * First the member's shard with the ledger's conditional debit, in a savepoint (a shard that
 * cannot pay leaves no lock and no idempotency key behind); else every shard and the wallet
 * locked in the ledger's lock order (non-system accounts by id, so no deadlock with a grant on
 * its own shard) and the amount taken from the member's shard, then the others by id.
 * BUDGET_EXHAUSTED when the shards together cannot pay.
 */
export async function payFromBudget(
  tx: Tx,
  campaign: Campaign,
  accountId: number,
  amount: bigint,
  post: { kind: string; idempotencyKey: string; memo: unknown },
  /** The member's main wallet when the caller read it already. */
  knownWallet?: number | null,
): Promise<PostedTransaction> {
  const wallet = knownWallet ?? (await mainWallet(tx, accountId));
  const own = shardFor(campaign, accountId);
  const credit = { ledgerAccountId: wallet, amount, system: false };
  const fromOwn = [{ ledgerAccountId: own, amount: -amount, system: false }, credit];
  if (campaign.budgetShards.length === 1)
    return exhaustedIfShort(campaign, amount, () => postTransaction(tx, { ...post, entries: fromOwn }));
  try {
    return await tx.transaction((sp) => postTransaction(sp, { ...post, entries: fromOwn }));
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS')) throw err;
  }
  const locked = await tx.execute<{ id: string; balance: string }>(sql`
    SELECT id, balance::text FROM ledger_accounts
    WHERE id IN (${sql.join(
      [wallet, ...campaign.budgetShards].map((id) => sql`${id}`),
      sql`, `,
    )})
    ORDER BY id FOR UPDATE`);
  const balance = new Map(locked.rows.map((r) => [Number(r.id), BigInt(r.balance)]));
  const debits: LedgerEntryInput[] = [];
  let left = amount;
  for (const shard of [own, ...campaign.budgetShards.filter((s) => s !== own)]) {
    const take = [balance.get(shard) ?? 0n, left].reduce((a, b) => (a < b ? a : b));
    if (take <= 0n) continue;
    debits.push({ ledgerAccountId: shard, amount: -take, system: false });
    left -= take;
    if (left === 0n) break;
  }
  if (left > 0n) throw exhausted(campaign, amount);
  return exhaustedIfShort(campaign, amount, () =>
    postTransaction(tx, { ...post, entries: [...debits, credit] }),
  );
}

const exhausted = (campaign: Campaign, amount: bigint) =>
  new AppError('BUDGET_EXHAUSTED', `campaign ${campaign.id} budget cannot pay ${amount}`);

async function exhaustedIfShort<T>(campaign: Campaign, amount: bigint, post: () => Promise<T>): Promise<T> {
  try {
    return await post();
  } catch (err) {
    if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') throw exhausted(campaign, amount);
    throw err;
  }
}
