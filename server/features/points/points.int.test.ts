import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsKind } from '../../../contract/points/constants';
import type { Db } from '../../db/client';
import { balanceOf, mainWallet } from '../../core/money/ledger';
import { ticketsOf } from '../lucky';
import { pointsWallet } from './accounts';
import { decideRedemption } from './decide';
import { postPoints } from './earn';
import { redeem } from './redeem';
import { mallView, myRedemptions, pointsDetails } from './views';
import { openNodes, type Nodes, settle } from '../../../tests/helpers/nodes';
import { booksBalance } from '../../../tests/helpers/books';
import { createMember, givePoints, unique } from '../../../tests/helpers/factories';

/**
 * The points mall's rules on real PostgreSQL (decisions 049-050), calling the feature directly:
 * what is proven is the database's locking. Two pools stand for two nodes.
 */
let nodes: Nodes;
let db: Db;
let second: Db;
beforeAll(async () => {
  nodes = await openNodes({ first: 50, second: 10 });
  ({ db, second } = nodes);
});
afterAll(() => nodes.close());

const pointsOf = async (accountId: number) => balanceOf(db, await pointsWallet(db, accountId));

/** A game of the catalogue of a type (the pass finds the type through the bet's vendor and game code). */
async function gameOf(type: string) {
  const r = await db.execute<{ vendor_code: string; game_code: string }>(
    sql`SELECT vendor_code, game_code FROM games WHERE game_type = ${type} ORDER BY id LIMIT 1`,
  );
  return r.rows[0]!;
}

/** Settled bets as the seamless wallet writes them (valid: the provider's valid bet, else the stake). */
async function settledBets(
  accountId: number,
  type: string,
  stakes: bigint[],
  opts: { valid?: bigint; status?: string } = {},
) {
  const g = await gameOf(type);
  const wallet = await mainWallet(db, accountId);
  for (const stake of stakes)
    await db.execute(sql`
      INSERT INTO bets (account_id, vendor_code, game_code, round_id, bet_transaction_id, ledger_account_id,
        bet_amount, valid_amount, status, settled_at)
      VALUES (${accountId}, ${g.vendor_code}, ${g.game_code}, ${unique('m-')}, ${unique('m-')}, ${wallet}, ${stake.toString()}::bigint,
        ${opts.valid === undefined ? null : opts.valid.toString()}::bigint, ${opts.status ?? 'settled'}, now())`);
}

async function goods(g: {
  kind?: GoodsKind;
  price: bigint;
  cash?: bigint | null;
  stock: number;
  limit?: number | null;
}) {
  const kind = g.kind ?? 'cash';
  const cash = kind === 'cash' ? (g.cash ?? 10_000n) : null;
  const r = await db.execute<{ id: number }>(sql`
    INSERT INTO points_goods (kind, name_vi, name_en, price_points, cash_amount, stock, per_member_limit)
    VALUES (${kind}, 'Hàng thử', 'Test goods', ${g.price.toString()}::bigint, ${cash === null ? null : cash.toString()}::bigint,
      ${g.stock}, ${g.limit ?? null}) RETURNING id`);
  return r.rows[0]!.id;
}
const stockOf = async (id: number) =>
  Number(
    (await db.execute<{ stock: number }>(sql`SELECT stock FROM points_goods WHERE id = ${id}`)).rows[0]!
      .stock,
  );
const ask = (goodsId: number, more: { quantity?: number; requestId?: string } = {}) => ({
  goodsId,
  quantity: more.quantity ?? 1,
  paymentPassword: 'unused here',
  requestId: more.requestId ?? unique('m-'),
});

describe('earning points from settled valid bets', () => {
  it('posts points at the game type rate, carries the rest, counts valid bets only, and gives trial accounts none', async () => {
    await postPoints(db); // whatever earlier tests left
    const m = await createMember(db);
    const trial = await createMember(db, { type: 4 });
    // RNG: 1 point per 10,000. 3 x 7,000 = 21,000 → 2 points, 1,000 carried.
    await settledBets(m.accountId, 'RNG', [7_000n, 7_000n, 7_000n]);
    // LIVE: 1 per 20,000; a hedged 100,000 stake with a valid bet of 40,000 → 2 points.
    await settledBets(m.accountId, 'LIVE', [100_000n], { valid: 40_000n });
    // Open and rolled-back bets earn nothing (yet, or ever).
    await settledBets(m.accountId, 'RNG', [50_000n], { status: 'open' });
    await settledBets(m.accountId, 'RNG', [50_000n], { status: 'rolled_back' });
    await settledBets(trial.accountId, 'RNG', [500_000n]);
    await postPoints(db);
    expect(await pointsOf(m.accountId)).toBe(4n);
    expect(await pointsOf(trial.accountId)).toBe(0n);
    // The carried 1,000 and a new 9,000 make one more point.
    await settledBets(m.accountId, 'RNG', [9_000n]);
    await postPoints(db);
    expect(await pointsOf(m.accountId)).toBe(5n);
    // A pass with nothing new posts nothing.
    expect(await postPoints(db)).toBe(0n);
    const details = await pointsDetails(db, m.accountId, { page: 1, pageSize: 20 });
    expect(details.list.map((d) => [d.reason, d.amount, d.balanceAfter])).toEqual([
      ['bets', '1', '5'],
      ['bets', '4', '4'],
    ]);
  });

  it('posts each bet once with two passes on two nodes at once, one ledger transaction per batch, and a crashed pass changes nothing', async () => {
    await postPoints(db);
    const members = await Promise.all(Array.from({ length: 20 }, () => createMember(db)));
    for (const m of members)
      await settledBets(
        m.accountId,
        'RNG',
        Array.from({ length: 15 }, () => 10_000n),
      );
    const before = await db.execute<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM ledger_transactions WHERE kind = 'points_earn'`,
    );
    // A pass that crashes after claiming its bets: all of it rolls back.
    await expect(
      postPoints(db, {
        afterClaim: () => {
          throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    for (const m of members) expect(await pointsOf(m.accountId)).toBe(0n);

    const passes = await Promise.all([
      postPoints(db),
      postPoints(second),
      postPoints(db),
      postPoints(second),
    ]);
    expect(passes.reduce((a, b) => a + b, 0n)).toBe(300n);
    for (const m of members) expect(await pointsOf(m.accountId)).toBe(15n);
    const marked = await db.execute<{ n: string }>(sql`
      SELECT count(*)::text AS n FROM points_bets WHERE account_id IN (${sql.join(
        members.map((m) => sql`${m.accountId}`),
        sql`, `,
      )})`);
    expect(Number(marked.rows[0]!.n)).toBe(300);
    const after = await db.execute<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM ledger_transactions WHERE kind = 'points_earn'`,
    );
    // Batched: at most one transaction per pass that found bets, never one per bet or member.
    const posted = Number(after.rows[0]!.n) - Number(before.rows[0]!.n);
    expect(posted).toBeGreaterThanOrEqual(1);
    expect(posted).toBeLessThanOrEqual(4);
    expect(await booksBalance(db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });
});

describe('redeeming under concurrency', () => {
  it('50 concurrent redeems of a stock of 10 by 50 members: exactly 10 succeed, stock 0, points debited 10 times', async () => {
    const id = await goods({ price: 100n, stock: 10 });
    const members = await Promise.all(Array.from({ length: 50 }, () => createMember(db)));
    for (const m of members) await givePoints(db, m.accountId, 100n);
    const r = await settle(members.map((m) => () => redeem(db, m.accountId, ask(id), 'en')));
    expect(r.ok).toHaveLength(10);
    expect(r.codes).toEqual(Array.from({ length: 40 }, () => 'OUT_OF_STOCK'));
    expect(await stockOf(id)).toBe(0);
    const left = await Promise.all(members.map((m) => pointsOf(m.accountId)));
    expect(left.filter((p) => p === 0n)).toHaveLength(10);
    expect(left.filter((p) => p === 100n)).toHaveLength(40);
    expect(await booksBalance(db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('a per-member limit of 2 holds under 10 concurrent redeems by one member', async () => {
    const id = await goods({ price: 10n, stock: 100, limit: 2 });
    const m = await createMember(db);
    await givePoints(db, m.accountId, 1_000n);
    const r = await settle(Array.from({ length: 10 }, () => () => redeem(db, m.accountId, ask(id), 'en')));
    expect(r.ok).toHaveLength(2);
    expect(r.codes).toEqual(Array.from({ length: 8 }, () => 'LIMIT_REACHED'));
    expect(await pointsOf(m.accountId)).toBe(980n);
    expect(await stockOf(id)).toBe(98);
    expect((await mallView(db, m.accountId, 'en')).goods.find((g) => g.id === id)?.redeemed).toBe(2);
  });

  it('never takes more points than the member has (concurrent redeems of two goods)', async () => {
    const a = await goods({ price: 60n, stock: 100 });
    const b = await goods({ price: 70n, stock: 100 });
    const m = await createMember(db);
    await givePoints(db, m.accountId, 100n);
    const r = await settle([
      ...Array.from({ length: 5 }, () => () => redeem(db, m.accountId, ask(a), 'en')),
      ...Array.from({ length: 5 }, () => () => redeem(db, m.accountId, ask(b), 'en')),
    ]);
    expect(r.ok).toHaveLength(1);
    expect(new Set(r.codes)).toEqual(new Set(['INSUFFICIENT_POINTS']));
    expect([40n, 30n]).toContain(await pointsOf(m.accountId));
  });

  it('a redeem is idempotent by requestId: double taps make one redemption, one grant, one debit', async () => {
    const id = await goods({ price: 100n, cash: 25_000n, stock: 100 });
    const m = await createMember(db);
    await givePoints(db, m.accountId, 500n);
    const requestId = unique('m-');
    const r = await settle(
      Array.from({ length: 8 }, () => () => redeem(db, m.accountId, ask(id, { requestId }), 'en')),
    );
    expect(r.codes).toEqual([]);
    expect(new Set(r.ok.map((x) => x.redemption.id)).size).toBe(1);
    expect(await pointsOf(m.accountId)).toBe(400n);
    expect(await balanceOf(db, m.wallet)).toBe(25_000n);
    expect(await stockOf(id)).toBe(99);
    // The same key for something else is refused and changes nothing.
    await expect(redeem(db, m.accountId, ask(id, { requestId, quantity: 2 }), 'en')).rejects.toMatchObject({
      code: 'DUPLICATE_TRANSACTION',
    });
    expect(await pointsOf(m.accountId)).toBe(400n);
  });
});

describe('what a redemption pays', () => {
  it('cash goods: an engine grant of the mall campaign, with its turnover, approved at once', async () => {
    const id = await goods({ price: 100n, cash: 10_000n, stock: 5 });
    const m = await createMember(db);
    await givePoints(db, m.accountId, 300n);
    const out = await redeem(db, m.accountId, ask(id, { quantity: 2 }), 'en');
    expect(out.redemption).toMatchObject({
      status: 'approved',
      points: '200',
      cashAmount: '20000',
      quantity: 2,
    });
    expect(out.points).toBe('100');
    expect(out.balance).toBe('20000');
    const g = await db.execute<{
      source: string;
      source_ref: string;
      amount: string;
      turnover_required: string;
    }>(
      sql`SELECT source, source_ref, amount::text, turnover_required::text FROM reward_grants WHERE id = ${out.redemption.grantId}`,
    );
    expect(g.rows[0]).toEqual({
      source: 'points_mall',
      source_ref: `r${out.redemption.id}`,
      amount: '20000',
      turnover_required: '20000',
    });
    const history = await myRedemptions(db, m.accountId, { page: 1, pageSize: 20, language: 'en' });
    expect(history.list.map((x) => x.id)).toEqual([out.redemption.id]);
    const details = await pointsDetails(db, m.accountId, { page: 1, pageSize: 20 });
    expect(details.list[0]).toMatchObject({ reason: 'redeem', amount: '-200', balanceAfter: '100' });
  });

  it('physical goods need a delivery address, wait in process, and a rejection returns the points and the stock once', async () => {
    const id = await goods({ kind: 'physical', price: 300n, stock: 3, limit: 1 });
    const m = await createMember(db);
    await givePoints(db, m.accountId, 300n);
    await expect(redeem(db, m.accountId, ask(id), 'en')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const delivery = { name: 'Nguyen Van A', phone: '0901234567', address: '12 Le Loi, Quan 1, TP HCM' };
    const out = await redeem(db, m.accountId, { ...ask(id), delivery }, 'en');
    expect(out.redemption).toMatchObject({ status: 'in_process', delivery, cashAmount: null, grantId: null });
    expect(await pointsOf(m.accountId)).toBe(0n);
    expect(await stockOf(id)).toBe(2);

    const twice = await settle([
      () => decideRedemption(db, 'cli:test', out.redemption.id, { decision: 'reject', remark: 'no stock' }),
      () =>
        decideRedemption(second, 'cli:test', out.redemption.id, { decision: 'reject', remark: 'no stock' }),
    ]);
    expect(twice.ok).toHaveLength(1);
    expect(twice.codes).toEqual(['WRONG_STATE']);
    expect(twice.ok[0]).toMatchObject({ status: 'rejected', remark: 'no stock', decidedBy: 'cli:test' });
    expect(await pointsOf(m.accountId)).toBe(300n);
    expect(await stockOf(id)).toBe(3);
    const audit = await db.execute(
      sql`SELECT 1 FROM operator_audit WHERE action = 'points.redemption.reject' AND target = ${`redemption:${out.redemption.id}`}`,
    );
    expect(audit.rows).toHaveLength(1);
    // Rejected does not count toward the limit: the member may redeem it again; approval is final.
    const again = await redeem(db, m.accountId, { ...ask(id), delivery }, 'en');
    const sent = await decideRedemption(db, 'cli:test', again.redemption.id, {
      decision: 'approve',
      remark: 'VN123',
    });
    expect(sent).toMatchObject({ status: 'approved', remark: 'VN123' });
    expect(await pointsOf(m.accountId)).toBe(0n);
    await expect(
      decideRedemption(db, 'cli:test', again.redemption.id, { decision: 'reject' }),
    ).rejects.toMatchObject({ code: 'WRONG_STATE' });
  });

  it('ticket goods: one prize wheel or golden egg ticket per unit, credited at once and once per request', async () => {
    const wheel = await goods({ kind: 'wheel_ticket', price: 50n, stock: 100 });
    const egg = await goods({ kind: 'egg_ticket', price: 200n, stock: 100 });
    const m = await createMember(db);
    await givePoints(db, m.accountId, 600n);
    const requestId = unique('m-');
    const taps = await settle(
      Array.from(
        { length: 4 },
        () => () => redeem(db, m.accountId, ask(wheel, { quantity: 4, requestId }), 'en'),
      ),
    );
    expect(taps.codes).toEqual([]);
    expect(taps.ok[0]!.redemption).toMatchObject({
      kind: 'wheel_ticket',
      status: 'approved',
      quantity: 4,
      cashAmount: null,
    });
    expect(taps.ok[0]!.redemption.decidedAt).not.toBeNull();
    await redeem(db, m.accountId, ask(egg, { quantity: 2 }), 'en');
    expect(await balanceOf(db, await ticketsOf(db, m.accountId, 'wheel'))).toBe(4n);
    expect(await balanceOf(db, await ticketsOf(db, m.accountId, 'egg'))).toBe(2n);
    expect(await pointsOf(m.accountId)).toBe(0n);
    expect(await stockOf(wheel)).toBe(96);
    // The ticket goods are seeded, one of each.
    const seeded = await db.execute<{ kind: string }>(
      sql`SELECT kind FROM points_goods WHERE kind IN ('wheel_ticket', 'egg_ticket') AND name_en LIKE '%ticket' ORDER BY sort`,
    );
    expect(seeded.rows.map((r) => r.kind)).toEqual(['wheel_ticket', 'egg_ticket']);
  });
});
