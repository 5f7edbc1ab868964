import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/test-db';
import { connect, type Database } from '../db/client';
import { balanceOf, mainWallet } from '../core/money/ledger';
import { settleDue, startAgentScheduler } from './scheduler';
import { createLogger } from '../core/context/logger';
import { booksBalance } from '../../tests/helpers/books';
import { grantContract, insertBet, memberWithSession } from '../../tests/helpers/factories';

let database: Database;
let second: ReturnType<typeof connect>;
const db = () => database.db;

// 2026-03-02, contracts accepted 09:58Z; 5-minute windows W1 = 10:00-10:05, W2 = 10:05-10:10, W3 = 10:10-10:15.
const ACCEPTED = '2026-03-02T09:58:00Z';
const at = (hhmm: string) => `2026-03-02T${hhmm}Z`;
let top: number, a: number, m0: number, m1: number;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: false });
  second = connect(database.url, 10);
  top = (await memberWithSession(db(), { type: 1 })).accountId;
  a = (await memberWithSession(db(), { type: 2, parentId: top })).accountId;
  m1 = (await memberWithSession(db(), { type: 0, parentId: a })).accountId;
  m0 = (await memberWithSession(db(), { type: 0, parentId: top })).accountId;
  await grantContract(db(), {
    downlineId: top,
    kind: 'realtime_salary',
    profit: 30,
    loss: 50,
    period: 'realtime',
    acceptedAt: ACCEPTED,
  });
  // A's real-time contract counts only bets of 50,000 or more.
  await grantContract(db(), {
    downlineId: a,
    uplineId: top,
    kind: 'realtime_salary',
    profit: 20,
    loss: 30,
    period: 'realtime',
    minValidBet: 50_000n,
    acceptedAt: ACCEPTED,
  });
  await grantContract(db(), {
    downlineId: top,
    kind: 'daily_salary',
    rate: 100,
    period: 'daily',
    acceptedAt: ACCEPTED,
  });
  await grantContract(db(), {
    downlineId: a,
    uplineId: top,
    kind: 'daily_salary',
    rate: 60,
    period: 'daily',
    acceptedAt: ACCEPTED,
  });
  const bet = (id: number, time: string, amount: bigint, win: bigint) =>
    insertBet(db(), id, { vendor: 'HOUSE', game: 'slot', at: at(time), bet: amount, win });
  // W1
  await bet(m1, '10:01:00', 100_000n, 300_000n); // m1 won: profit rate
  await bet(m1, '10:02:00', 200_000n, 0n); // lost: loss rate
  await bet(m0, '10:03:00', 500_000n, 0n);
  await bet(a, '10:04:59', 10_000n, 0n); // under A's single-bet minimum, counts for top only
  // W2 and W3
  await bet(m1, '10:06:00', 60_000n, 0n);
  await bet(m0, '10:12:00', 40_000n, 100_000n);
});
afterAll(async () => {
  await second.pool.end();
  await database.close();
});

type PayoutRow = { account_id: string; job: string; period_start: Date; amount: string; n: string };
async function payouts(job: string) {
  const r = await db().execute<PayoutRow>(sql`
    SELECT account_id, job, period_start, sum(amount)::text AS amount, count(*)::text AS n
    FROM agent_payouts WHERE job = ${job} GROUP BY 1, 2, 3 ORDER BY period_start, account_id`);
  return r.rows.map((x) => ({
    account: Number(x.account_id),
    start: new Date(x.period_start).toISOString().slice(11, 16),
    amount: x.amount,
    n: Number(x.n),
  }));
}

describe('agent settlement', () => {
  it('two schedulers at once pay W1 once; the amounts are the hand-computed differentials', async () => {
    const now = new Date(at('10:06:30')); // W1 closed 90 s ago; W2 still open
    const before = await balanceOf(db(), await mainWallet(db(), a));
    await Promise.all([settleDue(db(), now), settleDue(second.db, now), settleDue(db(), now)]);
    // A: (100,000 × 20 + 200,000 × 30) / 10,000 = 800.
    // Top: (100,000 × 30 + 200,000 × 50 + 500,000 × 50 + 10,000 × 50) / 10,000 = 3,850, less A's 800 = 3,050.
    expect(await payouts('realtime_salary')).toEqual([
      { account: Math.min(top, a), start: '10:00', amount: Math.min(top, a) === top ? '3050' : '800', n: 1 },
      { account: Math.max(top, a), start: '10:00', amount: Math.max(top, a) === top ? '3050' : '800', n: 1 },
    ]);
    expect(await balanceOf(db(), await mainWallet(db(), a))).toBe(before + 800n);
    const runs = await db().execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM agent_settlement_runs WHERE job = 'realtime_salary'`,
    );
    // W0 (09:55-10:00, no bets: a marker and no payouts) and W1; the window before W0 ended
    // before the contracts were accepted and is not even looked at.
    expect(Number(runs.rows[0]!.n)).toBe(2);
  });

  it('a crash in the middle of W2 pays nothing for W2; the restart pays W2 and W3 once each', async () => {
    const now = new Date(at('10:16:30'));
    let crashes = 0;
    await expect(
      settleDue(db(), now, {
        afterPayout: () => {
          crashes++;
          throw new Error('node died');
        },
      }),
    ).rejects.toThrow('node died');
    expect(crashes).toBe(1);
    expect((await payouts('realtime_salary')).filter((p) => p.start !== '10:00')).toEqual([]);
    await Promise.all([settleDue(db(), now), settleDue(second.db, now)]);
    const all = await payouts('realtime_salary');
    expect(all.every((p) => p.n === 1)).toBe(true);
    // W2: m1 lost 60,000. A: 60,000 × 30 / 10,000 = 180; top: 60,000 × 50 / 10,000 = 300, less 180 = 120.
    // W3: m0 won on 40,000 (top's team only): 40,000 × 30 / 10,000 = 120.
    expect(
      all
        .filter((p) => p.start !== '10:00')
        .map((p) => [p.account === a ? 'a' : 'top', p.start, p.amount])
        .sort(),
    ).toEqual(
      [
        ['a', '10:05', '180'],
        ['top', '10:05', '120'],
        ['top', '10:10', '120'],
      ].sort(),
    );
    expect(await booksBalance(db())).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('pays the daily salary of the closed day once, as computed by hand, and catches up on start', async () => {
    // The next local day has begun (2026-03-03 00:00 local = 03-02 17:00Z) and the grace has passed.
    const now = new Date('2026-03-02T17:02:00Z');
    await Promise.all([settleDue(db(), now), settleDue(second.db, now)]);
    await settleDue(db(), now);
    // Day's valid bet: A's team 100,000 + 200,000 + 10,000 + 60,000 = 370,000 → A: 370,000 × 60 / 10,000 = 2,220.
    // Top's team adds m0's 500,000 + 40,000 → 910,000 × 100 / 10,000 = 9,100, less A's 2,220 = 6,880.
    const daily = await payouts('daily_salary');
    expect(daily.map((p) => [p.account === a ? 'a' : 'top', p.amount, p.n]).sort()).toEqual([
      ['a', '2220', 1],
      ['top', '6880', 1],
    ]);
    const paid = await db().execute<{ entries: string; sum: string }>(sql`
      SELECT count(*) AS entries, sum(e.amount)::text AS sum FROM ledger_entries e
      JOIN ledger_transactions t ON t.id = e.transaction_id WHERE t.kind = 'agent_salary'`);
    // Every payout is one commission debit and one wallet credit.
    expect(paid.rows[0]!.sum).toBe('0');
    const count = await db().execute<{ n: string }>(sql`SELECT count(*) AS n FROM agent_payouts`);
    expect(Number(paid.rows[0]!.entries)).toBe(2 * Number(count.rows[0]!.n));
    // Every real-time window of the afternoon was settled too (markers), each at most once.
    const windows = await db().execute<{ n: string; dup: string }>(sql`
      SELECT count(*) AS n, count(*) - count(DISTINCT period_start) AS dup FROM agent_settlement_runs WHERE job = 'realtime_salary'`);
    expect(Number(windows.rows[0]!.dup)).toBe(0);
    expect(Number(windows.rows[0]!.n)).toBe((17 * 60 - (9 * 60 + 55)) / 5); // 09:55Z .. 16:55Z
    expect(await booksBalance(db())).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('the scheduler catches up at start and stops cleanly, running nothing after stop', async () => {
    const count = async () =>
      Number(
        (
          await db().execute<{ n: string }>(
            sql`SELECT count(*) AS n FROM agent_settlement_runs WHERE job = 'hourly_salary'`,
          )
        ).rows[0]!.n,
      );
    // A new hourly contract: its hours from 10:00 to 16:00 are due when the clock reads 17:02.
    await grantContract(db(), {
      downlineId: top,
      kind: 'hourly_salary',
      rate: 50,
      period: 'hourly',
      acceptedAt: ACCEPTED,
    });
    expect(await count()).toBe(0);
    const scheduler = startAgentScheduler(db(), createLogger('silent'), {
      tickMs: 20,
      now: () => new Date('2026-03-02T17:02:00Z'),
    });
    for (let i = 0; i < 100 && (await count()) < 8; i++) await new Promise((r) => setTimeout(r, 50));
    await scheduler.stop();
    // 09:00-10:00 (accepted 09:58) through 16:00-17:00.
    expect(await count()).toBe(8);
    const hourly = await payouts('hourly_salary');
    // Top's team bet 910,000 in the 10:00 hour: 910,000 × 50 / 10,000 = 4,550 (A holds no hourly contract).
    expect(hourly).toEqual([{ account: top, start: '10:00', amount: '4550', n: 1 }]);
    expect(await booksBalance(db())).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });
});
