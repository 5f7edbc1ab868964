import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { balanceOf, mainWallet } from '../../core/money/ledger';
import { bet, createToolLaunchToken, win } from '../wallet';
import { monthKey, monthStart } from './levels';
import { runVipMonth } from './monthly';
import { countAndUpgrade } from './pass';
import { upgrade } from './upgrade';
import { openNodes, type Nodes } from '../../../tests/helpers/nodes';
import { booksBalance } from '../../../tests/helpers/books';
import { createMember, creditedDeposit, manyMembers } from '../../../tests/helpers/factories';

/**
 * VIP levels on real PostgreSQL (decision 044), calling the feature directly: the database's
 * locks and unique keys are what is proven. Two pools stand for two nodes.
 */
let nodes: Nodes;
let db: Db;
let second: Db;
beforeAll(async () => {
  nodes = await openNodes({ first: 30, second: 16 });
  ({ db, second } = nodes);
});
afterAll(() => nodes.close());

const count = async (q: ReturnType<typeof sql>) => Number((await db.execute<{ n: string }>(q)).rows[0]!.n);
const levelOf = async (id: number) =>
  Number(
    (await db.execute<{ l: number }>(sql`SELECT vip_level AS l FROM accounts WHERE id = ${id}`)).rows[0]!.l,
  );
const grantsOf = async (id: number, source: string) =>
  (
    await db.execute<{ ref: string; amount: string }>(sql`
      SELECT source_ref AS ref, amount::text FROM reward_grants WHERE account_id = ${id} AND source = ${source}
      ORDER BY source_ref`)
  ).rows;

let round = 0;
/** A settled losing bet of `amount` at the seamless wallet, as a game would place it. */
async function play(accountId: number, amount: bigint) {
  const { token } = await createToolLaunchToken(db, accountId, 'PG');
  const n = `${accountId}-${++round}`;
  await bet(db, 'PG', {
    token,
    playerId: String(accountId),
    transactionId: `vb-${n}`,
    roundId: `vr-${n}`,
    gameCode: 'g',
    amount,
  });
  await win(
    db,
    'PG',
    { playerId: String(accountId), transactionId: `vw-${n}`, betTransactionId: `vb-${n}`, amount: 0n },
    { multiple: 1000, perRound: 10n ** 12n },
  );
}

describe('upgrades', () => {
  it('20 concurrent recomputes on two nodes count each bet once and pay each level passed once', async () => {
    const m = await createMember(db, { balance: 10_000_000n });
    await creditedDeposit(db, m.accountId, 3_000_000n);
    await play(m.accountId, 6_000_000n);
    await play(m.accountId, 4_000_000n);
    const jobs = Array.from({ length: 20 }, (_, i) => {
      const node = i % 2 === 0 ? db : second;
      return i % 4 < 2 ? countAndUpgrade(node) : countAndUpgrade(node).then(() => upgrade(node, m.accountId));
    });
    await Promise.all(jobs);
    await countAndUpgrade(db);

    // 10,000,000 bet and 3,000,000 deposited: VIP 2, passing VIP 1 on the way.
    expect(await levelOf(m.accountId)).toBe(2);
    const counters = await db.execute<{ valid_bet: string; deposits: string }>(sql`
      SELECT valid_bet::text, deposits::text FROM vip_members WHERE account_id = ${m.accountId}`);
    expect(counters.rows[0]).toEqual({ valid_bet: '10000000', deposits: '3000000' });
    expect(await grantsOf(m.accountId, 'vip_upgrade')).toEqual([
      { ref: '1', amount: '18000' },
      { ref: '2', amount: '58000' },
    ]);
    expect(await balanceOf(db, m.wallet)).toBe(76_000n);
    expect(
      await count(sql`SELECT count(*) AS n FROM inbox_messages
        WHERE account_id = ${m.accountId} AND template = 'reward_granted'`),
    ).toBe(2);
    expect(await booksBalance(db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('counts nothing below a level, and never lowers a level a member already holds', async () => {
    const m = await createMember(db, { balance: 1_000_000n });
    await creditedDeposit(db, m.accountId, 100_000n); // below VIP 1's 500,000
    await play(m.accountId, 1_000_000n);
    await countAndUpgrade(db);
    expect(await levelOf(m.accountId)).toBe(0);
    await db.execute(sql`UPDATE accounts SET vip_level = 4 WHERE id = ${m.accountId}`);
    await creditedDeposit(db, m.accountId, 400_000n); // VIP 1 earned now, but 4 is held
    await countAndUpgrade(db);
    expect(await levelOf(m.accountId)).toBe(4);
    expect(await grantsOf(m.accountId, 'vip_upgrade')).toEqual([]);
  });

  it('trial accounts and agents get no level', async () => {
    const [trial] = await manyMembers(db, 1, 4);
    const [agent] = await manyMembers(db, 1, 1);
    for (const id of [trial!, agent!]) {
      await creditedDeposit(db, id, 3_000_000n);
      await countAndUpgrade(db);
      expect(await levelOf(id)).toBe(0);
    }
  });
});

describe('the month: keep check and gift, exactly once', () => {
  it('a crash pays nothing; two schedulers then pay each VIP one gift for the month', async () => {
    const members = await manyMembers(db, 3);
    for (const [i, id] of members.entries())
      await db.execute(sql`UPDATE accounts SET vip_level = ${i + 1} WHERE id = ${id}`);
    const now = new Date('2027-03-15T05:00:00Z');
    const crashAt = members[1];
    await expect(
      runVipMonth(db, now, {
        afterItem: (id) => {
          if (id === crashAt) throw new Error('node died');
        },
      }),
    ).rejects.toThrow('node died');
    for (const id of members) expect(await grantsOf(id, 'vip_monthly')).toEqual([]);

    const outcomes = await Promise.all([
      runVipMonth(db, now),
      runVipMonth(second, now),
      runVipMonth(db, now),
    ]);
    expect(outcomes.filter((o) => o === 'done')).toHaveLength(1);
    expect(outcomes.every((o) => ['done', 'busy', 'already'].includes(o))).toBe(true);
    expect(await runVipMonth(second, new Date('2027-03-31T16:00:00Z'))).toBe('already');

    const gifts = ['8000', '28000', '88000'];
    for (const [i, id] of members.entries()) {
      expect(await grantsOf(id, 'vip_monthly')).toEqual([{ ref: '2027-03', amount: gifts[i] }]);
      expect(await balanceOf(db, await mainWallet(db, id))).toBe(BigInt(gifts[i]!));
      // Held before counting began: not judged by the month before, and kept.
      expect(await levelOf(id)).toBe(i + 1);
    }
    expect(await booksBalance(db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('drops one level when the keep target was missed, keeps it when met, spares a level reached in the month', async () => {
    const [kept, dropped, fresh] = await Promise.all(
      [1, 2, 3].map(() => createMember(db, { balance: 5_000_000n })),
    );
    await play(kept!.accountId, 2_000_000n); // VIP 2 keeps with 2,000,000 in the month
    await play(dropped!.accountId, 1_500_000n);
    await countAndUpgrade(db);
    for (const m of [kept!, dropped!, fresh!]) {
      await db.execute(sql`UPDATE accounts SET vip_level = 2 WHERE id = ${m.accountId}`);
      await db.execute(sql`
        INSERT INTO vip_members (account_id, level_since) VALUES (${m.accountId}, '2026-01-01T00:00:00Z')
        ON CONFLICT (account_id) DO UPDATE SET level_since = EXCLUDED.level_since`);
    }
    await db.execute(sql`UPDATE vip_members SET level_since = now() WHERE account_id = ${fresh!.accountId}`);

    // The job of the month after this one judges this month (when the bets above settled).
    const next = monthStart(monthKey(new Date(monthStart(monthKey(new Date())).getTime() + 40 * 86_400_000)));
    const at = new Date(next.getTime() + 3_600_000);
    expect(await runVipMonth(db, at)).toBe('done');

    expect(await levelOf(kept!.accountId)).toBe(2);
    expect(await levelOf(dropped!.accountId)).toBe(1);
    expect(await levelOf(fresh!.accountId)).toBe(2);
    const msgs = await db.execute<{ account_id: string; params: { title: string; amount: string } }>(sql`
      SELECT account_id, params FROM inbox_messages WHERE template = 'vip_level_dropped'
        AND account_id IN (${kept!.accountId}, ${dropped!.accountId}, ${fresh!.accountId})`);
    expect(msgs.rows).toHaveLength(1);
    expect(msgs.rows[0]).toMatchObject({
      account_id: String(dropped!.accountId),
      params: { title: 'VIP 1', amount: '2000000' },
    });
    // The gift is the level held after the check.
    expect((await grantsOf(dropped!.accountId, 'vip_monthly'))[0]?.amount).toBe('8000');
    expect((await grantsOf(kept!.accountId, 'vip_monthly'))[0]?.amount).toBe('28000');
    // Counters cut to VIP 1's targets: VIP 2 must be earned again, not handed back by the next pass.
    const c = await db.execute<{ valid_bet: string }>(
      sql`SELECT valid_bet::text FROM vip_members WHERE account_id = ${dropped!.accountId}`,
    );
    expect(c.rows[0]!.valid_bet).toBe('1000000');
    await upgrade(db, dropped!.accountId);
    expect(await levelOf(dropped!.accountId)).toBe(1);
    expect(await runVipMonth(second, at)).toBe('already');
  });
});
