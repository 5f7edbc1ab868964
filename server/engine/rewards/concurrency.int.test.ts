import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { balanceOf, mainWallet } from '../../core/money/ledger';
import { bet, createToolLaunchToken, win } from '../../features/wallet';
import { BUDGET_SHARDS, budgetOf } from './budget';
import { findCampaign } from './campaign';
import { opsCampaign } from './admin';
import { claimPromotion } from './claim';
import { expireGrants } from './expire';
import { writeGrant } from './grant';
import { runPeriod } from './period-job';
import { manualGrant } from './review';
import { feedTurnover } from './turnover';
import { openNodes, type Nodes, settle } from '../../../tests/helpers/nodes';
import { booksBalance } from '../../../tests/helpers/books';
import {
  createMember,
  creditedDeposit,
  liveCampaign,
  manyMembers,
  unique,
} from '../../../tests/helpers/factories';

/**
 * The issue's concurrency tests on real PostgreSQL, calling the engine directly (HTTP adds
 * nothing to what is proven: the database's locking). Connections commit with synchronous_commit
 * off, as the wallet's concurrency tests do: locking and idempotency do not depend on the flush.
 */
let nodes: Nodes;
let db: Db;
let second: Db;
const origin = { ip24: null, deviceId: null };
beforeAll(async () => {
  nodes = await openNodes({ first: 50, second: 16 });
  ({ db, second } = nodes);
});
afterAll(() => nodes.close());

const count = async (q: ReturnType<typeof sql>) => Number((await db.execute<{ n: string }>(q)).rows[0]!.n);

/** A live campaign paying a fixed 1,000 to any player, funded with `budget` (minor units). */
const fixedRewardCampaign = (budget: bigint) =>
  liveCampaign(db, { reward: { type: 'fixed', amount: '1000' }, rules: { op: 'player_only' }, budget });

/** `n` new members claiming the campaign all at once: the grants paid and the refusals' codes. */
async function claimAtOnce(campaignId: number, n: number, language: 'vi' | 'en') {
  const members = await manyMembers(db, n);
  return settle(
    members.map(
      (id) => () => claimPromotion(db, id, campaignId, { requestId: unique('k-') }, origin, language),
    ),
  );
}

/**
 * One round of tool game `g` on PG through connection `d`: the bet, then its win (0 for a loss),
 * under the ids `${tag}b-${key}`, `${tag}r-${key}` and `${tag}w-${key}`. `validBet` is what the
 * provider states for a hedged hand.
 */
async function playRound(
  d: Db,
  player: { token: string; accountId: number },
  id: { tag: string; key: string },
  amounts: { stake: bigint; won: bigint; validBet?: bigint },
) {
  const playerId = String(player.accountId);
  const [betId, roundId, winId] = ['b', 'r', 'w'].map((x) => `${id.tag}${x}-${id.key}`);
  await bet(d, 'PG', {
    token: player.token,
    playerId,
    transactionId: betId!,
    roundId: roundId!,
    gameCode: 'g',
    amount: amounts.stake,
  });
  const stated = amounts.validBet === undefined ? {} : { validBet: amounts.validBet };
  await win(
    d,
    'PG',
    { playerId, transactionId: winId!, betTransactionId: betId!, amount: amounts.won, ...stated },
    { multiple: 1000, perRound: 10n ** 12n },
  );
}

/** The balances of the campaign's budget shards, in shard order. */
async function shardBalances(campaignId: number) {
  const c = await findCampaign(db, campaignId);
  const r = await db.execute<{ balance: string }>(
    sql`SELECT balance::text FROM ledger_accounts WHERE id IN (${sql.join(
      c.budgetShards.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY id`,
  );
  return r.rows.map((x) => BigInt(x.balance));
}

describe('claims under concurrency', () => {
  it('20 concurrent claims of one reward (double taps and other keys) grant it once', async () => {
    const campaignId = await liveCampaign(db);
    const m = await createMember(db);
    await creditedDeposit(db, m.accountId, 300_000n);
    const tap = unique('k-');
    const { ok, codes } = await settle(
      Array.from(
        { length: 20 },
        (_, i) => () =>
          claimPromotion(
            db,
            m.accountId,
            campaignId,
            { requestId: i < 10 ? tap : unique('k-') },
            origin,
            'vi',
          ),
      ),
    );
    // Whoever wins: one grant; the same key gets the original answer, other keys ALREADY_CLAIMED.
    expect(new Set(ok.map((r) => r.grant.id)).size).toBe(1);
    expect(codes.every((c) => c === 'ALREADY_CLAIMED')).toBe(true);
    expect(ok.length + codes.length).toBe(20);
    expect(await count(sql`SELECT count(*) AS n FROM reward_grants WHERE account_id = ${m.accountId}`)).toBe(
      1,
    );
    expect(await balanceOf(db, m.wallet)).toBe(300_000n);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM inbox_messages WHERE account_id = ${m.accountId} AND template = 'reward_granted'`,
      ),
    ).toBe(1);
  });

  it('1,000 concurrent claims against a budget of 100 grants: exactly 100, the budget exactly 0', async () => {
    const campaignId = await fixedRewardCampaign(100_000n);
    const { ok, codes } = await claimAtOnce(campaignId, 1000, 'en');
    expect(ok.length).toBe(100);
    expect(codes.length).toBe(900);
    expect(new Set(codes)).toEqual(new Set(['BUDGET_EXHAUSTED']));
    expect(await budgetOf(db, campaignId)).toBe(0n);
    // Spent over its shards: each is exactly 0 (none below: the conditional debit held).
    expect(await shardBalances(campaignId)).toEqual(Array<bigint>(BUDGET_SHARDS).fill(0n));
    expect(await count(sql`SELECT count(*) AS n FROM reward_grants WHERE campaign_id = ${campaignId}`)).toBe(
      100,
    );
    expect(await booksBalance(db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });
});

describe('the budget over its shards (decision 053)', () => {
  it('funding splits over every shard; a grant no shard can pay alone takes from several; then exhausted', async () => {
    const campaignId = await fixedRewardCampaign(1_605n);
    // 1,605 over 16: 100 each, the remainder 5 to the first five.
    expect(await shardBalances(campaignId)).toEqual(
      Array.from({ length: BUDGET_SHARDS }, (_, k) => (k < 5 ? 101n : 100n)),
    );
    expect((await opsCampaign(db, campaignId)).budgetBalance).toBe('1605');
    const [a, b] = await manyMembers(db, 2);
    const paid = await claimPromotion(db, a!, campaignId, { requestId: unique('k-') }, origin, 'en');
    expect(paid.balance).toBe('1000');
    expect(await budgetOf(db, campaignId)).toBe(605n);
    expect((await shardBalances(campaignId)).every((x) => x >= 0n)).toBe(true);
    await expect(
      claimPromotion(db, b!, campaignId, { requestId: unique('k-') }, origin, 'en'),
    ).rejects.toThrow(expect.objectContaining({ code: 'BUDGET_EXHAUSTED' }) as Error);
    expect(await budgetOf(db, campaignId)).toBe(605n);
    expect(await booksBalance(db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('60 concurrent claims that no single shard can pay: exactly the 10 grants the budget pays, no deadlock', async () => {
    // 10,000 over 16 shards is 625 each: every grant of 1,000 locks all shards and takes from two.
    const campaignId = await fixedRewardCampaign(10_000n);
    const { ok, codes } = await claimAtOnce(campaignId, 60, 'vi');
    expect(ok.length).toBe(10);
    expect(new Set(codes)).toEqual(new Set(['BUDGET_EXHAUSTED']));
    expect(await shardBalances(campaignId)).toEqual(Array<bigint>(BUDGET_SHARDS).fill(0n));
    expect(await booksBalance(db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });
});

describe('turnover fed by settled bets', () => {
  it('bets settled on 16 connections while two feeders run fill requirements exactly, oldest first, hedges excluded', async () => {
    const campaignId = await liveCampaign(db, { wageringMultiple: 10, maxBet: null });
    const m = await createMember(db, { balance: 10_000_000n });
    // Three requirements of 400,000 each (40,000 × 10).
    const grants = [];
    for (let i = 0; i < 3; i++)
      grants.push(
        await manualGrant(db, 'cli:test', {
          account: m.account,
          amount: 40_000n,
          campaignId,
          reason: 'test',
          requestId: unique('k-'),
        }),
      );
    const { token } = await createToolLaunchToken(db, m.accountId, 'PG');
    const rounds = 160;
    const stake = 5_000n;
    let valid = 0n;
    let next = 0;
    let feeding = true;
    const feeders = [db, second].map(async (d) => {
      while (feeding) await feedTurnover(d, m.accountId);
    });
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < rounds) {
          const i = next++;
          // Every fourth round is a hedged baccarat hand: the provider states a valid bet of 1,000.
          const hedged = i % 4 === 0;
          valid += hedged ? 1_000n : stake;
          await playRound(
            second,
            { token, accountId: m.accountId },
            { tag: 't', key: `${campaignId}-${i}` },
            { stake, won: i % 3 === 0 ? 9_000n : 0n, validBet: hedged ? 1_000n : undefined },
          );
        }
      }),
    );
    feeding = false;
    await Promise.all(feeders);
    await feedTurnover(db, m.accountId);

    const r = await db.execute<{ id: string; required: string; progress: string; status: string }>(sql`
      SELECT id, turnover_required::text AS required, turnover_progress::text AS progress, status
      FROM reward_grants WHERE account_id = ${m.accountId} ORDER BY id`);
    const progress = r.rows.map((x) => BigInt(x.progress));
    expect(valid).toBe(40n * 1_000n + 120n * stake); // 640,000 < 1,200,000 required
    expect(progress.reduce((a, b) => a + b, 0n)).toBe(valid);
    // Oldest first: the first is full and completed, the second holds the rest, the third is untouched.
    expect(r.rows.map((x) => [x.progress, x.status])).toEqual([
      ['400000', 'completed'],
      ['240000', 'active'],
      ['0', 'active'],
    ]);
    const counted = await db.execute<{ n: string; sum: string }>(sql`
      SELECT count(*) AS n, sum(counted)::text AS sum FROM reward_turnover_bets WHERE account_id = ${m.accountId}`);
    expect(counted.rows[0]).toEqual({ n: String(rounds), sum: valid.toString() });
  });

  it('a bet counts only for grants it was placed after, and never above a max bet', async () => {
    const campaignId = await liveCampaign(db, { wageringMultiple: 10, maxBet: '10000' });
    const m = await createMember(db, { balance: 1_000_000n });
    const { token } = await createToolLaunchToken(db, m.accountId, 'PG');
    const play = (i: number, stake: bigint) =>
      playRound(
        db,
        { token, accountId: m.accountId },
        { tag: 'm', key: `${campaignId}-${i}` },
        { stake, won: 0n },
      );
    await play(1, 5_000n); // before the grant
    await manualGrant(db, 'cli:test', {
      account: m.account,
      amount: 1_000n,
      campaignId,
      reason: 'test',
      requestId: unique('k-'),
    });
    await play(2, 50_000n); // above the max bet
    await play(3, 4_000n);
    await feedTurnover(db, m.accountId);
    const r = await db.execute<{ progress: string }>(sql`
      SELECT turnover_progress::text AS progress FROM reward_grants WHERE account_id = ${m.accountId}`);
    expect(r.rows[0]!.progress).toBe('4000');
  });
});

describe('scheduled work exactly once across nodes', () => {
  it('a scheduled grant run: a crash pays nothing, two schedulers then pay each member once', async () => {
    const campaignId = await liveCampaign(db, {
      reward: { type: 'fixed', amount: '700' },
      wageringMultiple: 1,
    });
    const campaign = await findCampaign(db, campaignId);
    const members = await manyMembers(db, 5);
    const job = (d: Db, crashAt?: number) =>
      runPeriod(
        d,
        'test_rebate',
        `c${campaignId}:2026-11-23`,
        async (tx, hooks) => {
          for (const id of members) {
            await writeGrant(tx, {
              accountId: id,
              campaign,
              source: 'rebate',
              sourceRef: '2026-11-23',
              amount: 700n,
              hold: false,
            });
            await hooks.afterItem?.(id);
          }
          return members.length;
        },
        {
          afterItem: (id) => {
            if (id === crashAt) throw new Error('node died');
          },
        },
      );
    await expect(job(db, members[2])).rejects.toThrow('node died');
    expect(await count(sql`SELECT count(*) AS n FROM reward_grants WHERE campaign_id = ${campaignId}`)).toBe(
      0,
    );
    const outcomes = await Promise.all([job(db), job(second), job(db)]);
    expect(outcomes.filter((o) => o === 'done')).toHaveLength(1);
    expect(outcomes.every((o) => ['done', 'busy', 'already'].includes(o))).toBe(true);
    expect(await job(second)).toBe('already');
    for (const id of members) expect(await balanceOf(db, await mainWallet(db, id))).toBe(700n);
    expect(await count(sql`SELECT count(*) AS n FROM reward_grants WHERE campaign_id = ${campaignId}`)).toBe(
      5,
    );
  });

  it('grant expiry: a crash takes nothing back; two schedulers then expire each grant once', async () => {
    const campaignId = await liveCampaign(db, { wageringMultiple: 10 });
    const ms = await Promise.all([1, 2, 3].map(() => createMember(db)));
    for (const m of ms)
      await manualGrant(db, 'cli:test', {
        account: m.account,
        amount: 50_000n,
        campaignId,
        reason: 'test',
        requestId: unique('k-'),
      });
    // The second member lost 20,000 of it on an open bet: only what is left goes back.
    const { token } = await createToolLaunchToken(db, ms[1]!.accountId, 'PG');
    await bet(db, 'PG', {
      token,
      playerId: String(ms[1]!.accountId),
      transactionId: `xb-${campaignId}`,
      roundId: `xr-${campaignId}`,
      gameCode: 'g',
      amount: 20_000n,
    });
    await db.execute(
      sql`UPDATE reward_grants SET expires_at = now() - interval '2 hours' WHERE campaign_id = ${campaignId}`,
    );
    const budgetBefore = await budgetOf(db, campaignId);
    const now = new Date();
    let items = 0;
    await expect(
      expireGrants(db, now, {
        afterItem: () => {
          if (++items === 2) throw new Error('node died');
        },
      }),
    ).rejects.toThrow('node died');
    expect(
      await count(
        sql`SELECT count(*) AS n FROM reward_grants WHERE campaign_id = ${campaignId} AND status = 'expired'`,
      ),
    ).toBe(0);
    const outcomes = await Promise.all([expireGrants(db, now), expireGrants(second, now)]);
    expect(outcomes.filter((o) => o === 'done')).toHaveLength(1);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM reward_grants WHERE campaign_id = ${campaignId} AND status = 'expired'`,
      ),
    ).toBe(3);
    for (const m of ms) expect(await balanceOf(db, m.wallet)).toBe(0n);
    expect(await budgetOf(db, campaignId)).toBe(budgetBefore + 130_000n);
    expect(
      await count(sql`SELECT count(*) AS n FROM inbox_messages WHERE template = 'reward_expired'
        AND account_id IN (${sql.join(
          ms.map((m) => sql`${m.accountId}`),
          sql`, `,
        )})`),
    ).toBe(3);
    expect(await booksBalance(db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });
});
