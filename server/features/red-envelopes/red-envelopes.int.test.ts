import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAccountTypes, trialAccountType } from '../../../contract/common';
import { NIGHTLY_DROP } from '../../../contract/red-envelopes/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../core/context/errors';
import { balanceOf, mainWallet } from '../../core/money/ledger';
import { budgetOf, findCampaignByCode } from '../../engine/rewards';
import { NIGHTLY_JOB, nightlyDrops } from './drops';
import { grab } from './grab';
import { createDropByOperator } from './ops';
import { nightlySlot } from './schedule';
import { ENVELOPE_CAMPAIGN } from './seed';
import { dropSplit } from './split';
import { takeEnvelopeShare } from './red-envelopes.sql';
import { dropView, dropsView, history } from './views';
import { openNodes, type Nodes } from '../../../tests/helpers/nodes';
import { booksBalance } from '../../../tests/helpers/books';
import { creditedDeposit, manyMembers, unique } from '../../../tests/helpers/factories';
import { OCCASION_PER_NETWORK } from '../../../contract/rewards/constants';

/**
 * Red envelopes on real PostgreSQL (decision 058), calling the feature directly: what is proven
 * is the database's locking. Two pools stand for two nodes.
 */
let nodes: Nodes;
let db: Db;
let second: Db;
beforeAll(async () => {
  nodes = await openNodes({ first: 40, second: 10 });
  ({ db, second } = nodes);
});
afterAll(() => nodes.close());

const codeOf = (e: unknown) =>
  e instanceof AppError ? e.code : `${String(e)} ${String((e as { cause?: unknown }).cause)}`;
const origin = { ip24: null, deviceId: null };
const campaignId = async () => (await findCampaignByCode(db, ENVELOPE_CAMPAIGN))!.id;
/** Players who may grab (decision 089): VIP 1, the rule's other way in, set at once for many. */
const eligibleMembers = async (n: number) => {
  const ids = await manyMembers(db, n);
  await db.execute(sql`UPDATE accounts SET vip_level = 1 WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`);
  return ids;
};

/** An operator's drop: open now (startsAt a little in the past) unless told otherwise. */
const drop = (
  o: { total?: bigint; shares?: number; minShare?: bigint; startsAt?: Date; minutes?: number } = {},
) =>
  createDropByOperator(db, 'cli:test', {
    requestId: unique('m-'),
    startsAt: (o.startsAt ?? new Date(Date.now() - 1_000)).toISOString(),
    minutes: o.minutes ?? 10,
    total: (o.total ?? 10_000_000n).toString(),
    shares: o.shares ?? 100,
    minShare: (o.minShare ?? 20_000n).toString(),
  });

describe('a drop', () => {
  it('is split at creation into shares of at least the minimum that sum to the total', async () => {
    const d = await drop({ total: 1_000_003n, shares: 37, minShare: 10_000n });
    const r = await db.execute<{ amount: string }>(
      sql`SELECT amount::text FROM envelope_shares WHERE drop_id = ${d.id} ORDER BY idx`,
    );
    const amounts = r.rows.map((x) => BigInt(x.amount));
    expect(amounts).toHaveLength(37);
    expect(amounts.reduce((a, b) => a + b, 0n)).toBe(1_000_003n);
    expect(amounts.every((a) => a >= 10_000n)).toBe(true);
    // Random, not equal parts.
    expect(new Set(amounts.map(String)).size).toBeGreaterThan(10);
  });

  it('hides its seed until it ends; then the revealed seed re-derives every share', async () => {
    const open = await drop({ shares: 20, total: 500_000n, minShare: 1_000n });
    const before = await dropView(db, open.id, null);
    expect(before.state).toBe('open');
    expect(before.serverSeed).toBeNull();
    expect(before.amounts).toBeNull();

    const ended = await drop({
      shares: 20,
      total: 500_000n,
      minShare: 1_000n,
      startsAt: new Date(Date.now() - 120_000),
      minutes: 1,
    });
    const v = await dropView(db, ended.id, null);
    expect(v.state).toBe('ended');
    expect(createHash('sha256').update(v.serverSeed!).digest('hex')).toBe(v.seedHash);
    expect(v.seedHash).toBe(ended.seedHash);
    const derived = dropSplit({
      serverSeed: v.serverSeed!,
      clientSeed: v.clientSeed,
      shares: v.shares,
      total: BigInt(v.total),
      minShare: BigInt(v.minShare),
    });
    expect(derived.map(String)).toEqual(v.amounts);
  });

  it('is not created when the budget cannot pay its total: BUDGET_EXHAUSTED, nothing written', async () => {
    const budget = await budgetOf(db, await campaignId());
    const count = async () => (await db.execute(sql`SELECT 1 FROM envelope_drops`)).rows.length;
    const n = await count();
    await expect(drop({ total: budget + 1n, shares: 1, minShare: 1n })).rejects.toMatchObject({
      code: 'BUDGET_EXHAUSTED',
    });
    expect(await count()).toBe(n);
  });
});

describe('grabs', () => {
  it('1,000 concurrent grabs on 100 shares pay exactly 100 members once each, summing to the total', async () => {
    const campaign = await campaignId();
    const budgetBefore = await budgetOf(db, campaign);
    const d = await drop({ total: 10_000_000n, shares: 100, minShare: 20_000n });
    const members = await eligibleMembers(1_000);
    const results = await Promise.allSettled(members.map((m) => grab(db, m, d.id, origin)));
    const won = results.flatMap((r, i) =>
      r.status === 'fulfilled' ? [{ member: members[i]!, ...r.value }] : [],
    );
    const codes = results.flatMap((r) => (r.status === 'rejected' ? [codeOf(r.reason)] : []));
    expect(won).toHaveLength(100);
    expect(new Set(codes)).toEqual(new Set(['ENVELOPES_GONE']));
    expect(new Set(won.map((w) => w.share.index)).size).toBe(100);
    expect(won.reduce((a, w) => a + BigInt(w.share.amount), 0n)).toBe(10_000_000n);
    for (const w of won.slice(0, 10))
      expect(await balanceOf(db, await mainWallet(db, w.member))).toBe(BigInt(w.share.amount));
    const grants = await db.execute<{ n: string; sum: string; members: string }>(sql`
      SELECT count(*) AS n, sum(amount)::text AS sum, count(DISTINCT account_id) AS members FROM reward_grants
      WHERE source = 'red_envelope' AND source_ref = ${`d${d.id}`} AND ledger_transaction_id IS NOT NULL`);
    expect(grants.rows[0]).toEqual({ n: '100', sum: '10000000', members: '100' });
    expect(await budgetOf(db, campaign)).toBe(budgetBefore - 10_000_000n);
    const v = await dropView(db, d.id, null);
    expect(v.left).toBe(0);
    expect(await booksBalance(db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  }, 120_000);

  it('give one share per member per drop: a burst of one member pays once and answers the same share', async () => {
    const d = await drop({ shares: 10, total: 1_000_000n, minShare: 10_000n });
    const [member] = await eligibleMembers(1);
    const results = await Promise.all(Array.from({ length: 20 }, () => grab(db, member!, d.id, origin)));
    expect(new Set(results.map((r) => r.share.index)).size).toBe(1);
    expect(results.filter((r) => !r.already)).toHaveLength(1);
    const paid = BigInt(results[0]!.share.amount);
    expect(await balanceOf(db, await mainWallet(db, member!))).toBe(paid);
    expect((await dropView(db, d.id, member!)).left).toBe(9);
    expect((await history(db, member!, 10)).map((h) => h.dropId)).toEqual([d.id]);
    // The next drop is another share.
    const d2 = await drop({ shares: 10, total: 1_000_000n, minShare: 10_000n });
    expect((await grab(db, member!, d2.id, origin)).already).toBe(false);
    expect((await history(db, member!, 10)).map((h) => h.dropId)).toEqual([d2.id, d.id]);
  });

  it('only in the drop window and only for players', async () => {
    const [member] = await manyMembers(db, 1);
    const upcoming = await drop({ startsAt: new Date(Date.now() + 3_600_000) });
    const ended = await drop({ startsAt: new Date(Date.now() - 120_000), minutes: 1 });
    await expect(grab(db, member!, upcoming.id, origin)).rejects.toMatchObject({ code: 'DROP_NOT_OPEN' });
    await expect(grab(db, member!, ended.id, origin)).rejects.toMatchObject({ code: 'DROP_NOT_OPEN' });
    await expect(grab(db, member!, 999_999, origin)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const open = await drop();
    for (const type of [trialAccountType, agentAccountTypes[0]]) {
      const [other] = await manyMembers(db, 1, type);
      await expect(grab(db, other!, open.id, origin)).rejects.toMatchObject({
        code: 'RULE_FAILED',
        details: { rule: 'player_only' },
      });
    }
    expect((await dropView(db, open.id, null)).left).toBe(100);
  });
});

/**
 * A grab in flight: it takes a share by the grab's own step, then, once released, rolls back (as a
 * grab does when its grant meets an exhausted budget or its connection dies).
 */
async function grabThatRollsBack(dropId: number, member: number) {
  let took!: () => void;
  let release!: () => void;
  const taken = new Promise<void>((resolve) => (took = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const done = db
    .transaction(async (tx) => {
      await takeEnvelopeShare(tx, dropId, member);
      took();
      await released;
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  await taken;
  return { release, done };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the order of grabs', () => {
  it('gives the n-th grab share n, and the revealed seed re-derives what each grab got', async () => {
    const d = await drop({ shares: 6, total: 600_000n, minShare: 10_000n });
    const members = await eligibleMembers(6);
    const [first, second_, third, ...rest] = members;
    // A grab in flight holds share 0 and then fails: the next grabs wait for it, and share 0 goes
    // to the next grab that lands, not to whoever comes after a later share was handed out.
    const failing = await grabThatRollsBack(d.id, first!);
    const waiting = grab(db, second_!, d.id, origin);
    await settle(300);
    failing.release();
    await failing.done;
    const got = [(await waiting).share.index, (await grab(db, third!, d.id, origin)).share.index];
    for (const m of rest) got.push((await grab(db, m, d.id, origin)).share.index);
    expect(got).toEqual([0, 1, 2, 3, 4]);
    // The shares were taken in their order, one after another.
    const taken = await db.execute<{ idx: number }>(sql`
      SELECT idx FROM envelope_shares WHERE drop_id = ${d.id} AND taken_by IS NOT NULL ORDER BY taken_at, idx`);
    expect(taken.rows.map((r) => r.idx)).toEqual([0, 1, 2, 3, 4]);
    // Once it has ended, the seed revealed re-derives the split, and share n is what the n-th grab got.
    await db.execute(sql`UPDATE envelope_drops SET ends_at = now() - interval '1 second' WHERE id = ${d.id}`);
    const v = await dropView(db, d.id, third!);
    expect(createHash('sha256').update(v.serverSeed!).digest('hex')).toBe(d.seedHash);
    const derived = dropSplit({
      serverSeed: v.serverSeed!,
      clientSeed: v.clientSeed,
      shares: v.shares,
      total: BigInt(v.total),
      minShare: BigInt(v.minShare),
    });
    expect(derived.map(String)).toEqual(v.amounts);
    expect(v.mine).toMatchObject({ index: 1, amount: derived[1]!.toString() });
  });

  it('answers ENVELOPES_GONE only after the last share is taken, never while one may still be free', async () => {
    const d = await drop({ shares: 1, total: 50_000n, minShare: 10_000n });
    const [a, b, c] = await eligibleMembers(3);
    const failing = await grabThatRollsBack(d.id, a!);
    const waiting = grab(db, b!, d.id, origin);
    await settle(300);
    failing.release();
    await failing.done;
    // The share the failed grab held is free again: the grab that waited takes it.
    expect((await waiting).share.index).toBe(0);
    await expect(grab(db, c!, d.id, origin)).rejects.toMatchObject({ code: 'ENVELOPES_GONE' });
  });

  it('with grabs racing and one failing, every share is taken before any grab hears ENVELOPES_GONE', async () => {
    const d = await drop({ shares: 10, total: 1_000_000n, minShare: 10_000n });
    const members = await eligibleMembers(40);
    const failing = await grabThatRollsBack(d.id, members[0]!);
    const racing = members.slice(1).map((m) =>
      grab(db, m, d.id, origin).then(
        (r) => ({ ok: true as const, index: r.share.index }),
        (e: unknown) => ({ ok: false as const, code: codeOf(e) }),
      ),
    );
    // Give the racing grabs time to reach the take (or to take the 9 shares the failing one does not
    // hold). Read on the second pool: the racing grabs may hold every connection of the first.
    const takenNow = async () =>
      (
        await second.execute(
          sql`SELECT 1 FROM envelope_shares WHERE drop_id = ${d.id} AND taken_by IS NOT NULL`,
        )
      ).rows.length;
    for (let waited = 0; waited < 2_000 && (await takenNow()) < 9; waited += 50) await settle(50);
    await settle(300);
    failing.release();
    await failing.done;
    const results = await Promise.all(racing);
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(new Set(results.flatMap((r) => (r.ok ? [] : [r.code])))).toEqual(new Set(['ENVELOPES_GONE']));
    expect((await dropView(db, d.id, null)).left).toBe(0);
  });
});

describe('who may grab (decision 089)', () => {
  const at = (ip24: string, deviceId: string) => ({ ip24, deviceId });

  it('refuses a member without a credited deposit or VIP 1; a deposit or VIP 1 lets them grab', async () => {
    const d = await drop({ shares: 10, total: 1_000_000n, minShare: 10_000n });
    const [fresh, depositor, vip] = await manyMembers(db, 3);
    await expect(grab(db, fresh!, d.id, origin)).rejects.toMatchObject({
      code: 'RULE_FAILED',
      details: { rule: 'deposit_count' },
    });
    await creditedDeposit(db, depositor!, 100_000n);
    await db.execute(sql`UPDATE accounts SET vip_level = 1 WHERE id = ${vip!}`);
    expect((await grab(db, depositor!, d.id, origin)).already).toBe(false);
    expect((await grab(db, vip!, d.id, origin)).already).toBe(false);
    expect((await dropView(db, d.id, null)).left).toBe(8);
  });

  it('gives one share per drop per device id and at most OCCASION_PER_NETWORK per network /24', async () => {
    const d = await drop({ shares: OCCASION_PER_NETWORK + 5, total: 1_000_000n, minShare: 10_000n });
    const [a, b, c] = await manyMembers(db, 3);
    for (const m of [a!, b!, c!]) await creditedDeposit(db, m, 100_000n);
    expect((await grab(db, a!, d.id, at('10.8.1', 'dev-a'))).already).toBe(false);
    // The network's other members up to its cap, each from a device of its own.
    const neighbours = await eligibleMembers(OCCASION_PER_NETWORK - 1);
    for (const [i, m] of neighbours.entries())
      expect((await grab(db, m, d.id, at('10.8.1', `dev-n${i}`))).already).toBe(false);
    await expect(grab(db, b!, d.id, at('10.8.2', 'dev-a'))).rejects.toMatchObject({
      code: 'RULE_FAILED',
      details: { rule: 'device_limit' },
    });
    await expect(grab(db, c!, d.id, at('10.8.1', 'dev-c'))).rejects.toMatchObject({
      code: 'RULE_FAILED',
      details: { rule: 'ip_limit' },
    });
    expect((await grab(db, a!, d.id, at('10.8.1', 'dev-a'))).already).toBe(true);
    expect((await dropView(db, d.id, null)).left).toBe(5);
    // The next drop: the device and the network may grab again, once.
    const d2 = await drop({ shares: 10, total: 1_000_000n, minShare: 10_000n });
    expect((await grab(db, b!, d2.id, at('10.8.2', 'dev-a'))).already).toBe(false);
    expect((await grab(db, c!, d2.id, at('10.8.1', 'dev-c'))).already).toBe(false);
  });
});

describe('the nightly schedule', () => {
  const drops = async (key: string) =>
    (await db.execute<{ id: number }>(sql`SELECT id FROM envelope_drops WHERE slot_key = ${key}`)).rows;

  it('creates each night’s drop once, with two schedulers racing', async () => {
    const now = new Date('2031-03-04T10:00:00Z');
    const slot = nightlySlot(now);
    const outcomes = await Promise.all([
      nightlyDrops()(db, now),
      nightlyDrops()(second, now),
      nightlyDrops()(db, now),
      nightlyDrops()(second, now),
    ]);
    expect(outcomes.filter((o) => o === 'done')).toHaveLength(1);
    expect(await drops(slot.key)).toHaveLength(1);
    // Later passes of the same night find the marker.
    expect(await nightlyDrops()(second, new Date('2031-03-04T12:00:00Z'))).toBe('already');
    const row = await db.execute<{ total: string; shares: number; starts_at: Date; n: string }>(sql`
      SELECT d.total::text, d.shares, d.starts_at, (SELECT count(*) FROM envelope_shares s WHERE s.drop_id = d.id) AS n
      FROM envelope_drops d WHERE slot_key = ${slot.key}`);
    expect(row.rows[0]).toMatchObject({
      total: NIGHTLY_DROP.total.toString(),
      shares: NIGHTLY_DROP.shares,
      n: '100',
    });
    expect(new Date(row.rows[0]!.starts_at).toISOString()).toBe('2031-03-04T13:00:00.000Z');
  });

  it('leaves nothing after a crash, and the next pass creates the drop', async () => {
    const now = new Date('2031-05-06T10:00:00Z');
    const slot = nightlySlot(now);
    const crashing = nightlyDrops({
      afterItem: () => {
        throw new Error('crash');
      },
    });
    await expect(crashing(db, now)).rejects.toThrow('crash');
    expect(await drops(slot.key)).toHaveLength(0);
    const marker = await db.execute(
      sql`SELECT 1 FROM reward_job_runs WHERE job = ${NIGHTLY_JOB} AND period_key = ${slot.key}`,
    );
    expect(marker.rows).toHaveLength(0);
    expect(await Promise.all([nightlyDrops()(db, now), nightlyDrops()(second, now)])).toContain('done');
    expect(await drops(slot.key)).toHaveLength(1);
  });

  it('shows the open drop, or the next created one, and the schedule’s next start', async () => {
    await drop({ startsAt: new Date(Date.now() - 60_000) });
    const newest = await drop();
    await drop({ startsAt: new Date(Date.now() + 60_000) });
    const v = await dropsView(db, null, new Date('2026-11-24T14:00:00Z'));
    expect(v.nextScheduledAt).toBe('2026-11-25T13:00:00.000Z');
    // Overlapping drops: the latest started open one, not the upcoming one nor an older one.
    expect(v.current).toMatchObject({ id: newest.id, state: 'open' });
    expect(v.recent.every((d) => d.state === 'ended' && d.serverSeed !== null)).toBe(true);
  });
  // Last in the file: it promises the whole budget to a drop far ahead.
  it('creates no drop when the budget cannot cover it, and says so in the audit', async () => {
    // What the budget can still promise: less the untaken shares of drops not ended yet.
    const promised = await db.execute<{ sum: string }>(sql`
      SELECT coalesce(sum(s.amount), 0)::text AS sum FROM envelope_shares s JOIN envelope_drops d ON d.id = s.drop_id
      WHERE d.ends_at > now() AND s.taken_by IS NULL`);
    const free = (await budgetOf(db, await campaignId())) - BigInt(promised.rows[0]!.sum);
    await drop({ total: free, shares: 1, minShare: 1n, startsAt: new Date('2032-01-01T00:00:00Z') });
    const now = new Date('2031-07-08T10:00:00Z');
    const slot = nightlySlot(now);
    expect(await nightlyDrops()(db, now)).toBe('done');
    expect(await drops(slot.key)).toHaveLength(0);
    const audit = await db.execute<{ detail: { reason: string; total: string } }>(
      sql`SELECT detail FROM operator_audit WHERE action = 'red_envelope.skipped' AND target = ${slot.key}`,
    );
    expect(audit.rows.map((r) => r.detail)).toEqual([
      expect.objectContaining({ reason: 'budget', free: '0', total: NIGHTLY_DROP.total.toString() }),
    ]);
    const marker = await db.execute<{ items: number }>(
      sql`SELECT items FROM reward_job_runs WHERE job = ${NIGHTLY_JOB} AND period_key = ${slot.key}`,
    );
    expect(marker.rows).toEqual([{ items: 0 }]);
  });
});
