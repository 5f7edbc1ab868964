import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDayOf } from '../../../contract/agent/schemas';
import { SIGN_IN_POINTS } from '../../../contract/points/constants';
import { OCCASION_PER_NETWORK } from '../../../contract/rewards/constants';
import type { CentreClaimResult, RewardCentre } from '../../../contract/reward-centre/schemas';
import type { GrantPage, PromotionList } from '../../../contract/rewards/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { claimRescue } from './rescue';
import { onSignIn, previousDay, signIn } from './sign-in';
import { claimTask } from './tasks';
import { rewardCentre } from './routes';
import { balanceOfMember } from '../../../tests/helpers/books';
import { appMember, creditedDeposit, insertBet } from '../../../tests/helpers/factories';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'reward-centre-test-'));
  t = await createTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const origin = { ip24: null, deviceId: null };
/** Noon in the site's zone (UTC+7) of a day. */
const noonOf = (day: string) => new Date(`${day}T05:00:00Z`);
const db = () => t.database.db;
const grantsOf = async (accountId: number, source: string) =>
  (
    await db().execute<{ source_ref: string; amount: string }>(sql`
      SELECT source_ref, amount::text FROM reward_grants WHERE account_id = ${accountId} AND source = ${source}
      ORDER BY source_ref`)
  ).rows;
const centreAt = (accountId: number, now: Date) => rewardCentre(db(), accountId, origin, now);
/** A member who may sign in (decision 089): one credited deposit, no money in the wallet from it. */
const depositor = async () => {
  const m = await appMember(t);
  await creditedDeposit(db(), m.accountId, 100_000n);
  return m;
};

describe('daily sign-in: who may take it (decision 089)', () => {
  const at = (ip24: string, deviceId: string) => ({ ip24, deviceId });

  it('is refused to a member without a credited deposit or VIP 1; paid after the first deposit', async () => {
    const m = await appMember(t);
    const day = noonOf('2026-09-01');
    await expect(signIn(db(), m.accountId, origin, day)).rejects.toMatchObject({
      code: 'RULE_FAILED',
      details: { rule: 'deposit_count' },
    });
    expect((await centreAt(m.accountId, day)).signIn?.eligible).toBe(false);
    await creditedDeposit(db(), m.accountId, 100_000n);
    expect((await centreAt(m.accountId, day)).signIn?.eligible).toBe(true);
    expect((await signIn(db(), m.accountId, origin, day)).created).toBe(true);
    const vip = await appMember(t);
    await db().execute(sql`UPDATE accounts SET vip_level = 1 WHERE id = ${vip.accountId}`);
    expect((await signIn(db(), vip.accountId, origin, day)).created).toBe(true);
  });

  it('pays one sign-in a day per device id and at most OCCASION_PER_NETWORK per network /24', async () => {
    const [a, b, c] = [await appMember(t), await appMember(t), await appMember(t)];
    for (const m of [a, b, c]) await creditedDeposit(db(), m.accountId, 100_000n);
    const day = noonOf('2026-09-05');
    expect((await signIn(db(), a.accountId, at('10.9.1', 'dev-a'), day)).created).toBe(true);
    // The network's other members up to its cap, each from a device of its own.
    for (let i = 1; i < OCCASION_PER_NETWORK; i++) {
      const n = await appMember(t);
      await creditedDeposit(db(), n.accountId, 100_000n);
      expect((await signIn(db(), n.accountId, at('10.9.1', `dev-n${i}`), day)).created).toBe(true);
    }
    await expect(signIn(db(), b.accountId, at('10.9.2', 'dev-a'), day)).rejects.toMatchObject({
      code: 'RULE_FAILED',
      details: { rule: 'device_limit' },
    });
    await expect(signIn(db(), c.accountId, at('10.9.1', 'dev-c'), day)).rejects.toMatchObject({
      code: 'RULE_FAILED',
      details: { rule: 'ip_limit' },
    });
    // The same member again is the day's one grant, not a second member.
    expect((await signIn(db(), a.accountId, at('10.9.1', 'dev-a'), day)).created).toBe(false);
    // The next day the device and the network may sign in again, once.
    const next = noonOf('2026-09-06');
    expect((await signIn(db(), b.accountId, at('10.9.2', 'dev-a'), next)).created).toBe(true);
    expect((await signIn(db(), c.accountId, at('10.9.1', 'dev-c'), next)).created).toBe(true);
  });
});

describe('daily sign-in', () => {
  it('20 concurrent sign-ins and a double tap over HTTP pay once; the balance and the card move', async () => {
    const m = await depositor();
    const before = await m.call<RewardCentre>('GET', '/wps/member/reward-centre?language=en');
    expect(before.value.signIn).toMatchObject({
      signedToday: false,
      streak: 0,
      todayAmount: '2000',
      cycleDone: 0,
    });

    // 10 taps over HTTP and 10 calls on other connections, all at once (the claim limit is 20 a minute).
    const [taps, direct] = await Promise.all([
      Promise.all(
        Array.from({ length: 10 }, () =>
          m.call<CentreClaimResult>('POST', '/wps/member/reward-centre/sign-in', {}),
        ),
      ),
      Promise.all(Array.from({ length: 10 }, () => signIn(db(), m.accountId, origin, new Date()))),
    ]);
    expect(taps.map((x) => x.code)).toEqual(Array(10).fill('OK'));
    expect(
      [...taps.map((x) => x.value.created), ...direct.map((x) => x.created)].filter(Boolean),
    ).toHaveLength(1);
    expect(new Set([...taps.map((x) => x.value.grant.id), ...direct.map((x) => x.grantId)]).size).toBe(1);
    expect(taps[0]!.value.grant).toMatchObject({ source: 'sign_in', amount: '2000', status: 'active' });
    expect(await grantsOf(m.accountId, 'sign_in')).toHaveLength(1);
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(2000n);
    // the day's mall points came once with the one grant (20 sign-ins, one posting)
    const points = await m.call<{ points: string }>('GET', '/wps/member/points');
    expect(points.value.points).toBe(String(SIGN_IN_POINTS));
    const details = await m.call<{ list: { reason: string; amount: string }[] }>(
      'GET',
      '/wps/member/points/details?page=1&pageSize=10',
    );
    expect(details.value.list.map((d) => [d.reason, d.amount])).toEqual([
      ['sign_in', String(SIGN_IN_POINTS)],
    ]);

    const again = await m.call<CentreClaimResult>('POST', '/wps/member/reward-centre/sign-in', {});
    expect(again.value).toMatchObject({ created: false, balance: '2000' });
    const after = await m.call<RewardCentre>('GET', '/wps/member/reward-centre?language=en');
    expect(after.value.signIn).toMatchObject({ signedToday: true, streak: 1, cycleDone: 1 });
  });

  it('the streak climbs the ladder day by day, starts over after day 7, and resets after a missed day', async () => {
    const m = await depositor();
    const days = [
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ];
    for (const d of days) expect((await signIn(db(), m.accountId, origin, noonOf(d))).created).toBe(true);
    // Day 8 starts the ladder over; then a missed day (03-09) sends the streak back to day 1.
    await signIn(db(), m.accountId, origin, noonOf('2026-03-08'));
    const card = await centreAt(m.accountId, noonOf('2026-03-08'));
    expect(card.signIn).toMatchObject({ streak: 8, cycleDone: 1, todayAmount: '2000', signedToday: true });
    const missed = await centreAt(m.accountId, noonOf('2026-03-10'));
    expect(missed.signIn).toMatchObject({ streak: 0, cycleDone: 0, todayAmount: '2000', signedToday: false });
    await signIn(db(), m.accountId, origin, noonOf('2026-03-10'));
    expect((await grantsOf(m.accountId, 'sign_in')).map((g) => g.amount)).toEqual([
      '2000',
      '3000',
      '5000',
      '5000',
      '8000',
      '10000',
      '20000',
      '2000',
      '2000',
    ]);
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(57000n);
  });

  it("counts days in the site's zone (GMT+7): 23:30 and 00:30 Vietnam time are two days", async () => {
    const m = await depositor();
    // 2026-04-01 23:30 +07 = 16:30Z; 2026-04-02 00:30 +07 = 17:30Z, the same UTC date.
    await signIn(db(), m.accountId, origin, new Date('2026-04-01T16:30:00Z'));
    const next = await signIn(db(), m.accountId, origin, new Date('2026-04-01T17:30:00Z'));
    expect(next.created).toBe(true);
    expect((await grantsOf(m.accountId, 'sign_in')).map((g) => [g.source_ref, g.amount])).toEqual([
      ['2026-04-01', '2000'],
      ['2026-04-02', '3000'],
    ]);
  });

  it('trial and agent accounts get nothing', async () => {
    const agent = await appMember(t, { type: 1 });
    const r = await agent.call('POST', '/wps/member/reward-centre/sign-in', {});
    expect(r).toMatchObject({ status: 403, code: 'RULE_FAILED', value: { rule: 'player_only' } });
    // A trial session is refused before the rules; the engine's rule refuses it too.
    const trial = await appMember(t, { type: 4 });
    expect(await trial.call('POST', '/wps/member/reward-centre/sign-in', {})).toMatchObject({
      status: 403,
      code: 'NEED_REAL_ACCOUNT',
    });
    await expect(signIn(db(), trial.accountId, origin, new Date())).rejects.toMatchObject({
      code: 'RULE_FAILED',
      details: { rule: 'player_only' },
    });
    expect(await grantsOf(agent.accountId, 'sign_in')).toHaveLength(0);
    expect(await grantsOf(trial.accountId, 'sign_in')).toHaveLength(0);
  });

  it('a sign-in listener writes in the same transaction, once per paid day', async () => {
    const m = await depositor();
    const seen: number[] = [];
    const off = onSignIn(async (tx, e) => {
      if (e.accountId !== m.accountId) return;
      await tx.execute(sql`SELECT 1`);
      seen.push(e.streak);
    });
    await signIn(db(), m.accountId, origin, noonOf('2026-05-01'));
    await signIn(db(), m.accountId, origin, noonOf('2026-05-01'));
    await signIn(db(), m.accountId, origin, noonOf('2026-05-02'));
    off();
    expect(seen).toEqual([1, 2]);
  });

  it('is not on the promotions page, and the promotion claim cannot pay it', async () => {
    const m = await appMember(t);
    const list = await m.call<PromotionList>('GET', '/wps/promotions?language=en');
    expect(list.value.list.map((p) => p.kind)).not.toContain('sign_in');
    const id = await db().execute<{ id: string }>(
      sql`SELECT id FROM reward_campaigns WHERE code = 'daily-sign-in'`,
    );
    const r = await m.call('POST', `/wps/member/promotions/${id.rows[0]!.id}/claim`, {
      requestId: 'r-abcdef0123',
    });
    expect(r).toMatchObject({ status: 409, code: 'PROMOTION_CLOSED' });
  });
});

describe('newbie tasks', () => {
  it('show done from real facts; a done task pays once under concurrency; an undone one names its rule', async () => {
    const m = await appMember(t);
    const start = await m.call<RewardCentre>('GET', '/wps/member/reward-centre?language=en');
    expect(start.value.tasks).toEqual([
      { task: 'bind_phone', done: false, state: 'todo', amount: '10000' },
      { task: 'first_deposit', done: false, state: 'todo', amount: '20000' },
      { task: 'first_bet', done: false, state: 'todo', amount: '10000' },
    ]);
    const early = await m.call('POST', '/wps/member/reward-centre/tasks/first_bet/claim', {});
    expect(early).toMatchObject({ status: 403, code: 'RULE_FAILED', value: { rule: 'valid_bet' } });

    await db().execute(
      sql`UPDATE accounts SET mobile_num = ${`09${m.accountId}`.padEnd(10, '7')} WHERE id = ${m.accountId}`,
    );
    await insertBet(db(), m.accountId, {
      vendor: 'HOUSE',
      game: 'slot',
      at: new Date().toISOString(),
      bet: 5000n,
      win: 0n,
    });
    const now = await m.call<RewardCentre>('GET', '/wps/member/reward-centre?language=en');
    expect(now.value.tasks.map((x) => [x.task, x.done, x.state])).toEqual([
      ['bind_phone', true, 'claim'],
      ['first_deposit', false, 'todo'],
      ['first_bet', true, 'claim'],
    ]);

    const taps = await Promise.all(
      // A task is limited per device: the PWA sends its device id with every claim.
      Array.from({ length: 10 }, () =>
        claimTask(db(), m.accountId, 'bind_phone', { ip24: null, deviceId: 'device-tasks' }, new Date()),
      ),
    );
    expect(taps.filter((x) => x.created)).toHaveLength(1);
    const http = await m.call<CentreClaimResult>('POST', '/wps/member/reward-centre/tasks/bind_phone/claim', {
      deviceId: 'device-tasks',
    });
    expect(http.value).toMatchObject({ created: false, grant: { source: 'task', amount: '10000' } });
    expect(await grantsOf(m.accountId, 'task')).toEqual([{ source_ref: 'bind_phone', amount: '10000' }]);
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(10000n);
    const done = await m.call<RewardCentre>('GET', '/wps/member/reward-centre?language=en');
    expect(done.value.tasks[0]).toMatchObject({ task: 'bind_phone', state: 'claimed' });
  });

  it('refuses an unknown task with a 400 and pays nothing', async () => {
    const m = await appMember(t);
    const r = await m.call('POST', '/wps/member/reward-centre/tasks/free_money/claim', {});
    expect(r).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(await grantsOf(m.accountId, 'task')).toHaveLength(0);
  });
});

describe('loss rescue', () => {
  it("pays the share of yesterday's net loss from real settled bets, once, the next day only", async () => {
    const m = await appMember(t);
    // 2026-06-10 in the site's zone: lost 900,000 and won 100,000 net on another bet; a bet settled
    // on 06-09 (+07) and a rolled-back one do not count.
    const bet = (at: string, b: bigint, w: bigint, status?: 'rolled_back') =>
      insertBet(db(), m.accountId, { vendor: 'HOUSE', game: 'slot', at, bet: b, win: w, status });
    await bet('2026-06-09T17:10:00Z', 500_000n, 0n); // 06-10 00:10 +07
    await bet('2026-06-10T10:00:00Z', 400_000n, 0n);
    await bet('2026-06-10T11:00:00Z', 100_000n, 200_000n);
    await bet('2026-06-09T16:50:00Z', 3_000_000n, 0n); // 06-09 23:50 +07: another day
    await bet('2026-06-10T12:00:00Z', 700_000n, 0n, 'rolled_back');

    const nextDay = noonOf('2026-06-11');
    const view = await centreAt(m.accountId, nextDay);
    // 900,000 - 100,000 = 800,000 net loss; 5% = 40,000.
    expect(view.rescue).toMatchObject({ day: '2026-06-10', loss: '800000', amount: '40000', state: 'claim' });

    const taps = await Promise.all(
      Array.from({ length: 10 }, () => claimRescue(db(), m.accountId, origin, nextDay)),
    );
    expect(taps.filter((x) => x.created)).toHaveLength(1);
    expect(await grantsOf(m.accountId, 'rescue')).toEqual([{ source_ref: '2026-06-10', amount: '40000' }]);
    expect(await balanceOfMember(t.database.db, m.accountId)).toBe(40000n);
    expect((await centreAt(m.accountId, nextDay)).rescue).toMatchObject({
      state: 'claimed',
      amount: '40000',
    });

    // Two days later 06-10 is no longer offered; 06-11 had no loss.
    await expect(claimRescue(db(), m.accountId, origin, noonOf('2026-06-12'))).rejects.toMatchObject({
      code: 'NOTHING_TO_CLAIM',
    });
    // The day before 06-10 (3,000,000 lost): 5% = 150,000, within the cap.
    expect((await centreAt(m.accountId, noonOf('2026-06-10'))).rescue).toMatchObject({
      loss: '3000000',
      amount: '150000',
    });
  });

  it("over HTTP today: yesterday's loss is claimed once, the balance moves; no loss is a 409", async () => {
    const m = await appMember(t);
    const none = await m.call('POST', '/wps/member/reward-centre/rescue/claim', {});
    expect(none).toMatchObject({ status: 409, code: 'NOTHING_TO_CLAIM' });
    const yesterday = previousDay(siteDayOf(new Date()));
    await insertBet(db(), m.accountId, {
      vendor: 'HOUSE',
      game: 'slot',
      at: `${yesterday}T05:00:00Z`,
      bet: 1_000_000n,
      win: 0n,
    });
    const first = await m.call<CentreClaimResult>('POST', '/wps/member/reward-centre/rescue/claim', {});
    expect(first.value).toMatchObject({
      created: true,
      balance: '50000',
      grant: { source: 'rescue', amount: '50000', status: 'active', turnoverRequired: '50000' },
    });
    const again = await m.call<CentreClaimResult>('POST', '/wps/member/reward-centre/rescue/claim', {});
    expect(again.value).toMatchObject({ created: false, balance: '50000' });
    expect(await grantsOf(m.accountId, 'rescue')).toEqual([{ source_ref: yesterday, amount: '50000' }]);
  });

  it('below the minimum loss nothing is claimable; the cap holds', async () => {
    const m = await appMember(t);
    await insertBet(db(), m.accountId, {
      vendor: 'HOUSE',
      game: 'slot',
      at: '2026-07-01T05:00:00Z',
      bet: 199_999n,
      win: 0n,
    });
    await insertBet(db(), m.accountId, {
      vendor: 'HOUSE',
      game: 'slot',
      at: '2026-07-02T05:00:00Z',
      bet: 90_000_000n,
      win: 0n,
    });
    expect((await centreAt(m.accountId, noonOf('2026-07-02'))).rescue).toMatchObject({
      state: 'none',
      amount: '0',
    });
    const r = await claimRescue(db(), m.accountId, origin, noonOf('2026-07-02')).catch((e: unknown) => e);
    expect(r).toMatchObject({ code: 'NOTHING_TO_CLAIM' });
    await claimRescue(db(), m.accountId, origin, noonOf('2026-07-03'));
    expect(await grantsOf(m.accountId, 'rescue')).toEqual([{ source_ref: '2026-07-02', amount: '2000000' }]);
  });
});

describe('the rewards list', () => {
  it('shows each reward with its status, turnover and expiry, an expired one with the day it expired', async () => {
    const m = await depositor();
    await signIn(db(), m.accountId, origin, noonOf('2026-08-01'));
    await signIn(db(), m.accountId, origin, noonOf('2026-08-02'));
    // The first one ran out (as the expiry pass leaves it: status expired, expires_at kept).
    await db().execute(sql`
      UPDATE reward_grants SET status = 'expired', closed_at = now(), expires_at = '2026-08-08T05:00:00Z'
      WHERE account_id = ${m.accountId} AND source_ref = '2026-08-01'`);
    const page = await m.call<GrantPage>('GET', '/wps/member/rewards/grants?language=en');
    expect(page.value.list.map((g) => [g.source, g.amount, g.status, g.turnoverRequired])).toEqual([
      ['sign_in', '3000', 'active', '3000'],
      ['sign_in', '2000', 'expired', '2000'],
    ]);
    expect(page.value.list[0]!.expiresAt).not.toBeNull();
    expect(page.value.list[1]!.expiresAt).toBe('2026-08-08T05:00:00.000Z');
  });
});
