import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimMissionResult, MissionCondition, MissionsPage } from '../../../contract/missions/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import type { Db } from '../../db/client';
import { balanceOf, mainWallet, pointsWallet } from '../../core/money/ledger';
import { campaignAction, findCampaignByCode, newVersion } from '../../engine/rewards';
import { createMission, setMissionStatus } from './admin';
import { MISSIONS_CAMPAIGN } from './seed';
import { addScore, boardView, closeBoard } from './board';
import { claimMission } from './claim';
import { countMissionProgress } from './progress';
import { missionsPage } from './views';
import { booksBalance } from '../../../tests/helpers/books';
import { secondNode } from '../../../tests/helpers/nodes';
import { appMember, creditedDeposit, insertBet, manyMembers, unique } from '../../../tests/helpers/factories';

/**
 * Missions and the leaderboard on real PostgreSQL (decisions 054-055). Two pools stand for two
 * nodes; the HTTP calls go through the real app.
 */
let t: TestApp;
let dataDir: string;
let node2: ReturnType<typeof secondNode>;
let second: Db;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'missions-test-'));
  t = await createTestApp({ config: { dataDir } });
  node2 = secondNode(t.database);
  second = node2.db;
});
afterAll(async () => {
  await node2.close();
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const db = () => t.database.db;
const origin = { ip24: null, deviceId: null };

/** A live mission counting from long ago (the seeded ones count from the seed's time). */
async function mission(
  period: 'daily' | 'weekly' | 'once',
  condition: MissionCondition,
  reward: { points?: number; cash?: bigint; mall?: bigint } = {},
): Promise<number> {
  const r = await db().execute<{ id: number }>(sql`
    INSERT INTO missions (code, period, condition, title_vi, title_en, mission_points, cash_amount, mall_points,
      starts_at)
    VALUES (${`t-${randomBytes(5).toString('hex')}`}, ${period}, ${JSON.stringify(condition)}::jsonb, 'Thử', 'Test',
      ${reward.points ?? 10}, ${reward.cash?.toString() ?? null}::bigint, ${reward.mall?.toString() ?? null}::bigint,
      '2020-01-01T00:00:00Z')
    RETURNING id`);
  return r.rows[0]!.id;
}

async function progressOf(accountId: number, missionId: number) {
  const r = await db().execute<{ period_key: string; progress: string; done: boolean; claimed: boolean }>(sql`
    SELECT period_key, progress::text, completed_at IS NOT NULL AS done, claimed_at IS NOT NULL AS claimed
    FROM mission_progress WHERE account_id = ${accountId} AND mission_id = ${missionId} ORDER BY period_key`);
  return r.rows;
}

async function gameOf(type: string, n = 0) {
  const r = await db().execute<{ vendor_code: string; game_code: string }>(
    sql`SELECT vendor_code, game_code FROM games WHERE game_type = ${type} ORDER BY id OFFSET ${n} LIMIT 1`,
  );
  return r.rows[0]!;
}

const bet = async (accountId: number, type: string, amount: bigint, at: string, n = 0) => {
  const g = await gameOf(type, n);
  return insertBet(db(), accountId, { vendor: g.vendor_code, game: g.game_code, at, bet: amount, win: 0n });
};

const grantsOf = async (accountId: number, source: string) =>
  (
    await db().execute<{ ref: string; amount: string }>(sql`
      SELECT source_ref AS ref, amount::text FROM reward_grants
      WHERE account_id = ${accountId} AND source = ${source} ORDER BY source_ref`)
  ).rows;

describe('progress from settled bets and events', () => {
  it('four concurrent passes on two nodes count each bet once; trial and agent bets count nothing', async () => {
    const slots = await mission('daily', { type: 'bet', amount: '100000', gameTypes: ['RNG'] });
    const games = await mission('daily', { type: 'distinct_games', games: 3, minBet: '20000' });
    const [member, trial, agent] = [
      ...(await manyMembers(db(), 1)),
      ...(await manyMembers(db(), 1, 4)),
      ...(await manyMembers(db(), 1, 1)),
    ] as [number, number, number];
    const now = new Date().toISOString();
    for (let i = 0; i < 30; i++) await bet(member, 'RNG', 5_000n, now, i % 2);
    await bet(member, 'LIVE', 50_000n, now);
    // A hedged baccarat-style bet whose valid bet is 0 still is a game played, but adds no amount.
    const hedged = await bet(member, 'RNG', 40_000n, now, 2);
    await db().execute(sql`UPDATE bets SET valid_amount = 0 WHERE id = ${hedged}`);
    // An open bet counts only once settled.
    const g = await gameOf('RNG');
    await insertBet(db(), member, { vendor: g.vendor_code, game: g.game_code, at: now, bet: 9_000n });
    for (const id of [trial, agent]) await bet(id, 'RNG', 500_000n, now);

    const claimed = await Promise.all([
      countMissionProgress(db()),
      countMissionProgress(second),
      countMissionProgress(db()),
      countMissionProgress(second),
    ]);
    expect(claimed.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(34);
    const [p] = await progressOf(member, slots);
    expect(p).toMatchObject({ progress: '150000', done: true, claimed: false });
    // 2 RNG games and 1 LIVE game with a valid bet of 20,000 or more each; the hedged bet's game
    // has a valid bet of 0: 3 different games.
    expect(await progressOf(member, games)).toMatchObject([{ progress: '3', done: true }]);
    for (const id of [trial, agent]) expect(await progressOf(id, slots)).toEqual([]);

    // Nothing is counted twice by later passes.
    await countMissionProgress(second);
    expect((await progressOf(member, slots))[0]!.progress).toBe('150000');
    const view = await missionsPage(db(), member, 'en', new Date());
    expect(view.missions.find((m) => m.id === slots)).toMatchObject({
      progress: '100000',
      target: '100000',
      state: 'claim',
    });
  });

  it('"play N different games" counts a game once its valid bet reaches the minimum: not 1,000 ₫ bets, not hedged ones', async () => {
    const games = await mission('daily', { type: 'distinct_games', games: 2, minBet: '50000' });
    const [member] = (await manyMembers(db(), 1)) as [number];
    const now = new Date().toISOString();
    // 1,000 ₫ on three different games: three games touched, none played for real.
    for (const n of [0, 1, 2]) await bet(member, 'RNG', 1_000n, now, n);
    // Baccarat hedged (player and banker equal): the provider states a valid bet of 0.
    const hedged = await bet(member, 'LIVE', 200_000n, now);
    await db().execute(sql`UPDATE bets SET valid_amount = 0 WHERE id = ${hedged}`);
    await countMissionProgress(db());
    expect(await progressOf(member, games)).toEqual([]);
    // A game's valid bets add up across bets and passes: 30,000 then 20,000 reaches 50,000 once.
    await bet(member, 'RNG', 30_000n, now, 3);
    await countMissionProgress(db());
    expect(await progressOf(member, games)).toEqual([]);
    await bet(member, 'RNG', 20_000n, now, 3);
    await countMissionProgress(second);
    expect(await progressOf(member, games)).toMatchObject([{ progress: '1', done: false }]);
    await bet(member, 'RNG', 50_000n, now, 3);
    await countMissionProgress(db());
    expect(await progressOf(member, games)).toMatchObject([{ progress: '1', done: false }]);
    await bet(member, 'RNG', 60_000n, now, 4);
    await countMissionProgress(db());
    expect(await progressOf(member, games)).toMatchObject([{ progress: '2', done: true }]);
  });

  it('the seeded "different games" missions state their minimum per game in their text', async () => {
    const r = await db().execute<{ condition: { minBet?: string }; title_vi: string; title_en: string }>(sql`
      SELECT condition, title_vi, title_en FROM missions WHERE condition->>'type' = 'distinct_games' AND code NOT LIKE 't-%'`);
    expect(r.rows.length).toBeGreaterThan(0);
    for (const m of r.rows) {
      const min = BigInt(m.condition.minBet ?? '0');
      expect(min).toBeGreaterThanOrEqual(10_000n);
      expect(m.title_vi).toContain(`${Number(min).toLocaleString('vi-VN')} ₫`);
      expect(m.title_en).toContain(`${Number(min).toLocaleString('en-US')} ₫`);
    }
  });

  it('a crash inside a pass counts nothing; the next pass counts it once', async () => {
    const slots = await mission('once', { type: 'bet', amount: '900000' });
    const [member] = (await manyMembers(db(), 1)) as [number];
    await bet(member, 'RNG', 70_000n, new Date().toISOString());
    await expect(
      countMissionProgress(db(), {
        afterClaim: () => {
          throw new Error('node died');
        },
      }),
    ).rejects.toThrow('node died');
    expect(await progressOf(member, slots)).toEqual([]);
    await countMissionProgress(db());
    expect(await progressOf(member, slots)).toMatchObject([
      { period_key: 'once', progress: '70000', done: false },
    ]);
  });

  it('deposits sum; logins count once per site day of the ISO week; events before the mission do not count', async () => {
    const deposit = await mission('once', { type: 'deposit', amount: '500000' });
    const logins = await mission('weekly', { type: 'login_days', days: 3 });
    const [member] = (await manyMembers(db(), 1)) as [number];
    await creditedDeposit(db(), member, 200_000n);
    await creditedDeposit(db(), member, 300_000n);
    const login = (at: string) =>
      db().execute(sql`
        INSERT INTO login_history (account_id, ip, method, success, at)
        VALUES (${member}, '203.0.113.9', 'password', true, ${at}::timestamptz)`);
    // Week 2026-W40 is Monday 2026-09-28 to Sunday 2026-10-04 (GMT+7).
    await login('2026-09-28T01:00:00Z');
    await login('2026-09-28T09:00:00Z'); // same day
    await login('2026-09-29T20:00:00Z'); // 2026-09-30 03:00 in Vietnam
    await login('2026-10-04T18:00:00Z'); // Monday 2026-10-05 in Vietnam: the next week
    await db().execute(sql`
      INSERT INTO login_history (account_id, ip, method, success, at)
      VALUES (${member}, '203.0.113.9', 'password', false, '2026-10-01T01:00:00Z')`);
    await countMissionProgress(db());
    expect(await progressOf(member, deposit)).toMatchObject([{ progress: '500000', done: true }]);
    expect(await progressOf(member, logins)).toEqual([
      { period_key: '2026-W40', progress: '2', done: false, claimed: false },
      { period_key: '2026-W41', progress: '1', done: false, claimed: false },
    ]);
    await login('2026-10-02T01:00:00Z');
    await countMissionProgress(second);
    const view = await missionsPage(db(), member, 'en', new Date('2026-10-03T05:00:00Z'));
    expect(view.missions.find((m) => m.id === logins)).toMatchObject({
      progress: '3',
      state: 'claim',
      resetsAt: '2026-10-04T17:00:00.000Z',
    });

    // A mission created now ignores what happened before it.
    const late = await db().execute<{ id: number }>(sql`
      INSERT INTO missions (code, period, condition, title_vi, title_en, mission_points)
      VALUES (${`t-${randomBytes(5).toString('hex')}`}, 'once', '{"type":"deposit","amount":"1"}', 'a', 'a', 1)
      RETURNING id`);
    await db().execute(sql`
      INSERT INTO deposits (account_id, channel_code, amount, status, reference, request_id, credited_at)
      VALUES (${member}, 'bank', 100000, 'credited', ${`T${randomBytes(5).toString('hex')}`}, ${unique('m-')},
        '2026-06-01T00:00:00Z')`);
    await countMissionProgress(db());
    expect(await progressOf(member, late.rows[0]!.id)).toEqual([]);
    expect(await progressOf(member, deposit)).toMatchObject([{ progress: '600000' }]);
  });
});

describe('claims', () => {
  it('20 concurrent claims pay once: cash grant, mall points and leaderboard points', async () => {
    const id = await mission(
      'daily',
      { type: 'bet', amount: '10000' },
      { points: 25, cash: 3_000n, mall: 40n },
    );
    const m = await appMember(t);
    const early = await m.call('POST', `/wps/member/missions/${id}/claim?language=en`, {
      requestId: unique('m-'),
    });
    expect(early).toMatchObject({ status: 409, code: 'NOTHING_TO_CLAIM' });
    await bet(m.accountId, 'RNG', 10_000n, new Date().toISOString());
    await countMissionProgress(db());
    const before = await m.call<MissionsPage>('GET', '/wps/member/missions?language=en');
    expect(before.value.missions.find((x) => x.id === id)).toMatchObject({ state: 'claim' });

    const [http, direct] = await Promise.all([
      Promise.all(
        Array.from({ length: 10 }, () =>
          m.call<ClaimMissionResult>('POST', `/wps/member/missions/${id}/claim?language=en`, {
            requestId: unique('m-'),
          }),
        ),
      ),
      Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          claimMission(i % 2 ? second : db(), m.accountId, id, unique('m-'), origin, new Date()),
        ),
      ),
    ]);
    expect(http.map((x) => x.code)).toEqual(Array(10).fill('OK'));
    expect(
      [...http.map((x) => x.value.created), ...direct.map((x) => x.created)].filter(Boolean),
    ).toHaveLength(1);
    const grants = await grantsOf(m.accountId, 'mission');
    expect(grants).toHaveLength(1);
    expect(grants[0]!.amount).toBe('3000');
    expect(await balanceOf(db(), await mainWallet(db(), m.accountId))).toBe(3000n);
    expect(await balanceOf(db(), await pointsWallet(db(), m.accountId))).toBe(40n);
    const last = http[9]!.value;
    expect(last).toMatchObject({
      balance: '3000',
      points: '40',
      mission: { id, state: 'claimed' },
      grant: { source: 'mission', amount: '3000', turnoverRequired: '3000' },
    });
    const page = await m.call<MissionsPage>('GET', '/wps/member/missions?language=en');
    expect(page.value.board.me).toMatchObject({ score: '25', me: true });
    expect(await booksBalance(db())).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('pays nothing once the missions campaign has ended or its schedule is over, and the page says so', async () => {
    const id = await mission(
      'daily',
      { type: 'bet', amount: '10000' },
      { points: 25, cash: 3_000n, mall: 40n },
    );
    const m = await appMember(t);
    await bet(m.accountId, 'RNG', 10_000n, new Date().toISOString());
    await countMissionProgress(db());
    const campaign = (await findCampaignByCode(db(), MISSIONS_CAMPAIGN))!;
    const claim = () =>
      m.call('POST', `/wps/member/missions/${id}/claim?language=en`, { requestId: unique('m-') });
    const page = async () => (await m.call<MissionsPage>('GET', '/wps/member/missions?language=en')).value;
    expect(await page()).toMatchObject({ open: true });
    try {
      // Its schedule over (a new version of its terms ending yesterday): closed.
      await newVersion(db(), 'cli:test', campaign.id, {
        ...campaign.terms,
        endsAt: '2026-01-02T00:00:00.000Z',
      });
      expect(await claim()).toMatchObject({ status: 409, code: 'PROMOTION_CLOSED' });
      expect(await page()).toMatchObject({ open: false });
      await newVersion(db(), 'cli:test', campaign.id, campaign.terms);
      expect(await page()).toMatchObject({ open: true });
      // Ended by an operator: closed.
      await campaignAction(db(), 'cli:test', campaign.id, 'end');
      expect(await claim()).toMatchObject({ status: 409, code: 'PROMOTION_CLOSED' });
      const closed = await page();
      expect(closed.open).toBe(false);
      expect(closed.missions.find((x) => x.id === id)).toMatchObject({ state: 'claim' });
      expect(await grantsOf(m.accountId, 'mission')).toEqual([]);
      expect(await balanceOf(db(), await mainWallet(db(), m.accountId))).toBe(0n);
      expect(await balanceOf(db(), await pointsWallet(db(), m.accountId))).toBe(0n);
      expect(closed.board.me).toBeNull();
    } finally {
      // Test arrangement: the seeded state back, for the tests after this one.
      await db().execute(sql`UPDATE reward_campaigns SET status = 'paused' WHERE id = ${campaign.id}`);
    }
    // Paused is how the campaign is seeded (it pays missions, it is not listed): missions pay again.
    expect(await claim()).toMatchObject({ code: 'OK' });
  });

  it('refuses unknown missions, bad ids and bodies, and trial accounts, paying nothing', async () => {
    const m = await appMember(t);
    expect(
      await m.call('POST', '/wps/member/missions/999999/claim', { requestId: unique('m-') }),
    ).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await m.call('POST', '/wps/member/missions/abc/claim', { requestId: unique('m-') })).toMatchObject(
      {
        status: 400,
        code: 'BAD_REQUEST',
      },
    );
    expect(await m.call('POST', '/wps/member/missions/1/claim', { requestId: 'x' })).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
    });
    const trial = await appMember(t, { type: 4 });
    expect(
      await trial.call('POST', '/wps/member/missions/1/claim', { requestId: unique('m-') }),
    ).toMatchObject({
      status: 403,
      code: 'NEED_REAL_ACCOUNT',
    });
    // An agent with a complete mission (written by hand: the pass never counts agents) is refused by the rule.
    const agent = await appMember(t, { type: 1 });
    const id = await mission('once', { type: 'deposit', amount: '1' }, { cash: 1000n });
    await db().execute(sql`
      INSERT INTO mission_progress (account_id, mission_id, period_key, progress, target, completed_at)
      VALUES (${agent.accountId}, ${id}, 'once', 1, 1, now())`);
    expect(
      await agent.call('POST', `/wps/member/missions/${id}/claim`, { requestId: unique('m-') }),
    ).toMatchObject({
      status: 403,
      code: 'RULE_FAILED',
      value: { rule: 'player_only' },
    });
    expect(await grantsOf(agent.accountId, 'mission')).toEqual([]);
  });
});

describe('the leaderboard', () => {
  // Week 2026-W30: Monday 2026-07-20 to Sunday 2026-07-26 (GMT+7).
  const inWeek = (day: number, hour: number) => new Date(Date.UTC(2026, 6, 20 + day, hour));

  it('ranks by score, then by who reached it first, shows the own rank outside the top, leaves agents out', async () => {
    const members = await manyMembers(db(), 12);
    const [agent] = await manyMembers(db(), 1, 1);
    const tx = (f: Parameters<Db['transaction']>[0]) => db().transaction(f);
    // members[0..10] score 100 - i; members[11] scores 5.
    for (const [i, id] of members.entries())
      await tx((x) => addScore(x, id, i === 11 ? 5 : 100 - i, inWeek(1, i)));
    await tx((x) => addScore(x, agent!, 10_000, inWeek(1, 1)));
    // members[3] catches up with members[2] (98) later: 97 + 1 reached at day 3, after members[2].
    await tx((x) => addScore(x, members[3]!, 1, inWeek(3, 0)));
    const view = await boardView(db(), members[11]!, inWeek(4, 0));
    expect(view.week).toBe('2026-W30');
    expect(view.top).toHaveLength(10);
    expect(view.top.slice(0, 4).map((r) => [r.rank, r.score])).toEqual([
      [1, '100'],
      [2, '99'],
      [3, '98'],
      [4, '98'],
    ]);
    expect(view.top.map((r) => r.score)).not.toContain('10000');
    expect(view.me).toMatchObject({ rank: 12, score: '5', me: true });
    expect(view.prizes[0]).toBe('500000');
  });

  it('closes once with two schedulers and a crash; ties go to who reached the score first; closed weeks take no points', async () => {
    // Week 2026-W31: Monday 2026-07-27.
    const at = (day: number, hour: number) => new Date(Date.UTC(2026, 6, 27 + day, hour));
    const [a, b, c] = (await manyMembers(db(), 3)) as [number, number, number];
    const tx = (f: Parameters<Db['transaction']>[0]) => db().transaction(f);
    await tx((x) => addScore(x, a, 50, at(1, 5)));
    await tx((x) => addScore(x, b, 50, at(1, 4))); // same score, reached an hour earlier
    await tx((x) => addScore(x, c, 80, at(2, 0)));
    const nextWeek = at(7, 2);
    await expect(
      closeBoard(db(), nextWeek, {
        afterItem: (id) => {
          if (id === b) throw new Error('node died');
        },
      }),
    ).rejects.toThrow('node died');
    for (const id of [a, b, c]) expect(await grantsOf(id, 'mission_rank')).toEqual([]);
    const outcomes = await Promise.all([
      closeBoard(db(), nextWeek),
      closeBoard(second, nextWeek),
      closeBoard(db(), nextWeek),
    ]);
    expect(outcomes.filter((o) => o === 'done')).toHaveLength(1);
    expect(await closeBoard(second, at(9, 0))).toBe('already');
    expect(await grantsOf(c, 'mission_rank')).toEqual([{ ref: '2026-W31', amount: '500000' }]);
    expect(await grantsOf(b, 'mission_rank')).toEqual([{ ref: '2026-W31', amount: '300000' }]);
    expect(await grantsOf(a, 'mission_rank')).toEqual([{ ref: '2026-W31', amount: '200000' }]);
    expect(await balanceOf(db(), await mainWallet(db(), b))).toBe(300_000n);
    // A claim racing the week's end, after the close, adds nothing to the closed week.
    expect(await tx((x) => addScore(x, a, 100, at(6, 16)))).toBe(false);
    expect(await booksBalance(db())).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });
});

describe('operator', () => {
  it('creates a mission (audited) that counts from now; a taken code is refused; a paused one is hidden, not counted, not claimable', async () => {
    const code = `op-${randomBytes(4).toString('hex')}`;
    const input = {
      code,
      period: 'daily' as const,
      condition: { type: 'bet' as const, amount: '1000' },
      titleVi: 'Cược 1.000 ₫',
      titleEn: 'Bet 1,000 ₫',
      reward: { missionPoints: 1, cash: '1', mallPoints: null },
      sort: 5,
    };
    // The fixtures above pay far more per bet than a real mission may: off now, so the operator's
    // missions are held to the house's edge against the seeded ones (decision 093).
    await db().execute(sql`UPDATE missions SET status = 'paused' WHERE code LIKE 't-%'`);
    // Paying its target back in cash would let a slot pay a grinder: refused, unwritten.
    const generous = { ...input, reward: { ...input.reward, cash: '1000' } };
    await expect(createMission(db(), 'cli:test', generous)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/lose its edge/),
    });
    expect((await db().execute(sql`SELECT 1 FROM missions WHERE code = ${code}`)).rows).toEqual([]);
    const { id } = await createMission(db(), 'cli:test', input);
    await expect(createMission(db(), 'cli:test', input)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const audits = await db().execute(
      sql`SELECT action FROM operator_audit WHERE target = ${`mission:${id}`} ORDER BY id`,
    );
    expect(audits.rows).toEqual([{ action: 'mission.create' }]);
    const [member] = (await manyMembers(db(), 1)) as [number];
    await bet(member, 'RNG', 1_000n, new Date().toISOString());
    await countMissionProgress(db());
    expect(await progressOf(member, id)).toMatchObject([{ progress: '1000', done: true }]);

    await setMissionStatus(db(), 'cli:test', code, 'paused');
    const page = await missionsPage(db(), member, 'en', new Date());
    expect(page.missions.map((m) => m.id)).not.toContain(id);
    await expect(claimMission(db(), member, id, unique('m-'), origin, new Date())).rejects.toMatchObject({
      code: 'PROMOTION_CLOSED',
    });
    await bet(member, 'RNG', 5_000n, new Date().toISOString());
    await countMissionProgress(db());
    expect((await progressOf(member, id))[0]!.progress).toBe('1000');
    await expect(setMissionStatus(db(), 'cli:test', 'no-such-mission', 'live')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await setMissionStatus(db(), 'cli:test', code, 'live');
    expect((await claimMission(db(), member, id, unique('m-'), origin, new Date())).created).toBe(true);
  });
});
