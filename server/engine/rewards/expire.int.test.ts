import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { balanceOf, mainWallet, postTransaction, systemAccount, vendorWallet } from '../../core/money/ledger';
import { budgetOf } from './budget';
import { expireGrants } from './expire';
import { manualGrant } from './review';
import { openNodes, type Nodes } from '../../../tests/helpers/nodes';
import { booksBalance, messagesOf } from '../../../tests/helpers/books';
import { createMember, deposit, liveCampaign, unique } from '../../../tests/helpers/factories';

/** The expiry on a transfer-wallet merchant (decision 088): bonus money parked in game wallets. */
let nodes: Nodes;
let db: Db;
beforeAll(async () => {
  nodes = await openNodes();
  db = nodes.db;
});
afterAll(() => nodes.close());

/** A member with 300,000 of their own and a 300,000 bonus (turnover 10x), its expiry passed. */
async function expiredBonusMember() {
  const campaignId = await liveCampaign(db, { reward: { type: 'fixed', amount: '300000' } });
  const m = await createMember(db);
  await deposit(db, m.wallet, 300_000n);
  await manualGrant(db, 'cli:test', {
    account: m.account,
    amount: 300_000n,
    campaignId,
    reason: 'test',
    requestId: unique('k-'),
  });
  return { m, campaignId };
}

/** A transfer to a game wallet, as the wallet's transfer posts it (main → member_vendor). */
const toGame = async (accountId: number, vendor: string, amount: bigint) =>
  move(await mainWallet(db, accountId), await vendorWallet(db, accountId, vendor), amount);

/** Each test's run an hour later than the last: one run per (job, hour) (decision 034). */
let hour = 0;
const expireNow = async (campaignId: number) => {
  await db.execute(
    sql`UPDATE reward_grants SET expires_at = now() - interval '2 hours' WHERE campaign_id = ${campaignId}`,
  );
  return expireGrants(db, new Date(Date.now() + hour++ * 3_600_000));
};

const statusOf = async (campaignId: number) =>
  (
    await db.execute<{ status: string }>(
      sql`SELECT status FROM reward_grants WHERE campaign_id = ${campaignId}`,
    )
  ).rows[0]!.status;

describe('grant expiry with money in game wallets', () => {
  it('takes the bonus back from the game wallets when the main wallet holds less of it', async () => {
    const { m, campaignId } = await expiredBonusMember();
    // 500,000 of the 600,000 parked at two vendors: 100,000 left in the main wallet.
    await toGame(m.accountId, 'PG', 350_000n);
    await toGame(m.accountId, 'JL', 150_000n);
    const budget = await budgetOf(db, campaignId);

    expect(await expireNow(campaignId)).toBe('done');

    expect(await statusOf(campaignId)).toBe('expired');
    expect(await budgetOf(db, campaignId)).toBe(budget + 300_000n);
    const main = await balanceOf(db, await mainWallet(db, m.accountId));
    const pg = await balanceOf(db, await vendorWallet(db, m.accountId, 'PG'));
    const jl = await balanceOf(db, await vendorWallet(db, m.accountId, 'JL'));
    // The main wallet first, then the game wallets: the member keeps their own 300,000.
    expect(main).toBe(0n);
    expect(pg + jl).toBe(300_000n);
    const told = (await messagesOf(db, m.accountId)).at(-1)!;
    expect(told).toMatchObject({ template: 'reward_expired', params: { amount: '300000' } });
    expect(await booksBalance(db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('takes back no more than the member holds in all their wallets', async () => {
    const { m, campaignId } = await expiredBonusMember();
    await toGame(m.accountId, 'PG', 600_000n);
    // 400,000 lost at the game: 200,000 left, all of it in the game wallet.
    const pgWallet = await vendorWallet(db, m.accountId, 'PG');
    await lose(pgWallet, 400_000n);
    const budget = await budgetOf(db, campaignId);

    expect(await expireNow(campaignId)).toBe('done');

    expect(await budgetOf(db, campaignId)).toBe(budget + 200_000n);
    expect(await balanceOf(db, pgWallet)).toBe(0n);
    expect(await balanceOf(db, await mainWallet(db, m.accountId))).toBe(0n);
    expect(await booksBalance(db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });
});

/** Money lost in play at a vendor: out of the game wallet to the house. */
const lose = async (wallet: number, amount: bigint) => move(wallet, await systemAccount(db, 'house'), amount);

async function move(from: number, to: number, amount: bigint) {
  await db.transaction((tx) =>
    postTransaction(tx, {
      kind: 'test_move',
      idempotencyKey: unique('test:move:'),
      entries: [
        { ledgerAccountId: from, amount: -amount },
        { ledgerAccountId: to, amount },
      ],
    }),
  );
}
