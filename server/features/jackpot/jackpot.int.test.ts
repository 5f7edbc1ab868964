import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JACKPOT_SEED, JACKPOT_SHARE_BP } from '../../../contract/jackpot/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import type { Db } from '../../db/client';
import { balanceOf } from '../../core/money/ledger';
import { seamlessClient } from '../../house/client';
import { feedJackpot } from './feed';
import { poolBalance, seedPool } from './pool';
import { booksBalance } from '../../../tests/helpers/books';
import { createMember, unique } from '../../../tests/helpers/factories';
import { send } from '../../../tests/helpers/requests';
import { secondNode } from '../../../tests/helpers/nodes';

/**
 * The progressive jackpot on real PostgreSQL (decision 061): the feed pass of the reward ticker
 * called directly on two pools (two nodes), and wins reported as signed seamless calls.
 */
const SECRET = 'j'.repeat(64);
let t: TestApp;
let node2: ReturnType<typeof secondNode>;
let second: Db;
beforeAll(async () => {
  t = await createTestApp({ config: { houseProviderSecret: SECRET } });
  node2 = secondNode(t.database);
  second = node2.db;
});
afterAll(async () => {
  await node2.close();
  await t.close();
});

const db = () => t.database.db;
const one = async <T>(q: ReturnType<typeof sql>) =>
  (await db().execute<T & Record<string, unknown>>(q)).rows[0]!;
const houseTotal = async () =>
  BigInt(
    (await one<{ s: string }>(sql`SELECT sum(balance)::text s FROM ledger_accounts WHERE kind = 'house'`)).s,
  );

async function gameWhere(where: ReturnType<typeof sql>) {
  return one<{ vendor_code: string; game_code: string }>(
    sql`SELECT vendor_code, game_code FROM games WHERE ${where} ORDER BY id LIMIT 1`,
  );
}
const slotGame = () => gameWhere(sql`game_type = 'RNG' AND classify IS NULL`);

/** A bet as the seamless wallet writes it; settled unless told otherwise. */
async function betOn(
  g: { vendor_code: string; game_code: string },
  accountId: number,
  wallet: number,
  stake: bigint,
  opts: { valid?: bigint; status?: string } = {},
) {
  const tx = unique('m-');
  const r = await db().execute<{ id: string }>(sql`
    INSERT INTO bets (account_id, vendor_code, game_code, round_id, bet_transaction_id, ledger_account_id,
      bet_amount, valid_amount, status, settled_at)
    VALUES (${accountId}, ${g.vendor_code}, ${g.game_code}, ${unique('m-')}, ${tx}, ${wallet}, ${stake.toString()}::bigint,
      ${opts.valid === undefined ? null : opts.valid.toString()}::bigint, ${opts.status ?? 'settled'}, now())
    RETURNING id`);
  return { id: Number(r.rows[0]!.id), transactionId: tx };
}

const counters = () =>
  one<{ fed_valid: string; fed_amount: string }>(
    sql`SELECT fed_valid::text, fed_amount::text FROM jackpot_pools WHERE id = 'main'`,
  );

/** The provider's signed report that a bet's round drew the jackpot. */
function reportJackpot(
  vendor: string,
  playerId: number,
  betTransactionId: string,
  transactionId = unique('m-'),
) {
  const client = seamlessClient({ secret: SECRET, vendor, send: (p, init) => t.app.request(p, init) });
  return client.call('jackpot', {
    playerId: String(playerId),
    transactionId,
    betTransactionId,
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'seed',
    nonce: 3,
  });
}

describe('the pool', () => {
  it('is seeded from the house once, however many nodes start at once', async () => {
    const before = await houseTotal();
    await Promise.all([seedPool(db()), seedPool(second), seedPool(db()), seedPool(second)]);
    expect(await poolBalance(db())).toBe(JACKPOT_SEED);
    expect(await houseTotal()).toBe(before - JACKPOT_SEED);
    const seeds = await one<{ n: string }>(
      sql`SELECT count(*) n FROM ledger_transactions WHERE kind = 'jackpot_seed'`,
    );
    expect(Number(seeds.n)).toBe(1);
  });

  it('shows on the public read, prepared for every visitor', async () => {
    const res = await send(t, 'GET', '/lgw/games/jackpot');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { value: Record<string, unknown> };
    expect(body.value).toEqual({
      amount: (await poolBalance(db())).toString(),
      currency: 'VND',
      shareBasisPoints: Number(JACKPOT_SHARE_BP),
      seed: JACKPOT_SEED.toString(),
      oddsStake: '10000000000',
    });
  });
});

describe('feeding the pool from settled valid bets', () => {
  it('adds 0.5% of settled valid bets on jackpot games, each bet once under concurrent passes, nothing lost to rounding', async () => {
    await feedJackpot(db()); // whatever the seed's data left
    const start = await counters();
    const pool0 = await poolBalance(db());
    const house0 = await houseTotal();
    const m = await createMember(db());
    const slot = await slotGame();
    const live = await gameWhere(sql`game_type = 'LIVE'`);
    const table = await gameWhere(sql`game_type = 'RNG' AND classify = 'TG'`);
    // 40 spins of 1,100 (0.5% = 5.5 each: per-bet rounding would lose 20), a hedged valid bet,
    // and bets that do not count: a live table, a table game, an open bet.
    for (let i = 0; i < 40; i++) await betOn(slot, m.accountId, m.wallet, 1_100n);
    await betOn(slot, m.accountId, m.wallet, 50_000n, { valid: 20_000n });
    await betOn(live, m.accountId, m.wallet, 1_000_000n);
    await betOn(table, m.accountId, m.wallet, 1_000_000n);
    await betOn(slot, m.accountId, m.wallet, 1_000_000n, { status: 'open' });
    const counted = 40n * 1_100n + 20_000n;

    await Promise.all([feedJackpot(db()), feedJackpot(second), feedJackpot(db()), feedJackpot(second)]);
    const end = await counters();
    expect(BigInt(end.fed_valid) - BigInt(start.fed_valid)).toBe(counted);
    const owed = (BigInt(end.fed_valid) * JACKPOT_SHARE_BP) / 10_000n;
    expect(BigInt(end.fed_amount)).toBe(owed);
    const fed = owed - BigInt(start.fed_amount);
    expect(fed).toBeGreaterThanOrEqual((counted * JACKPOT_SHARE_BP) / 10_000n); // 320
    expect(await poolBalance(db())).toBe(pool0 + fed);
    expect(await houseTotal()).toBe(house0 - fed);
    const marked = await one<{ n: string }>(
      sql`SELECT count(*) n FROM jackpot_bets j JOIN bets b ON b.id = j.bet_id WHERE b.account_id = ${m.accountId}`,
    );
    expect(Number(marked.n)).toBe(43); // every settled bet once; the open one waits

    // Passes again: nothing more. The open bet settles: it counts then, once.
    await Promise.all([feedJackpot(db()), feedJackpot(second)]);
    expect(await poolBalance(db())).toBe(pool0 + fed);
    await db().execute(
      sql`UPDATE bets SET status = 'settled' WHERE account_id = ${m.accountId} AND status = 'open'`,
    );
    await Promise.all([feedJackpot(db()), feedJackpot(second)]);
    expect(BigInt((await counters()).fed_valid) - BigInt(end.fed_valid)).toBe(1_000_000n);
    expect(await poolBalance(db())).toBe(pool0 + fed + 5_000n);
    expect(await booksBalance(db())).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('a pass that crashes after claiming its bets changes nothing', async () => {
    const m = await createMember(db());
    await betOn(await slotGame(), m.accountId, m.wallet, 200_000n);
    const pool0 = await poolBalance(db());
    await expect(
      feedJackpot(db(), {
        afterClaim: () => {
          throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    expect(await poolBalance(db())).toBe(pool0);
    await feedJackpot(second);
    expect(await poolBalance(db())).toBe(pool0 + 1_000n);
  });
});

describe('winning the pool', () => {
  it('two wins at once pay the pool once: one takes it, the other the reseeded pool; books balance', async () => {
    await feedJackpot(db());
    const slot = await slotGame();
    // Grow the pool well above its seed.
    const feeder = await createMember(db());
    await betOn(slot, feeder.accountId, feeder.wallet, 2_000_000_000n);
    await feedJackpot(db());
    const pool = await poolBalance(db());
    expect(pool).toBeGreaterThan(JACKPOT_SEED);

    const a = await createMember(db());
    const b = await createMember(db());
    const betA = await betOn(slot, a.accountId, a.wallet, 10_000n);
    const betB = await betOn(slot, b.accountId, b.wallet, 10_000n);
    const house0 = await houseTotal();
    const [ra, rb] = await Promise.all([
      reportJackpot(slot.vendor_code, a.accountId, betA.transactionId),
      reportJackpot(slot.vendor_code, b.accountId, betB.transactionId),
    ]);
    expect(ra.body.success && rb.body.success).toBe(true);
    const paid = [BigInt(String(ra.body.value!.amount)), BigInt(String(rb.body.value!.amount))].sort(
      (x, y) => (x < y ? -1 : 1),
    );
    // One took the pool; the other the pool the first win reseeded, never the same pool twice.
    expect(paid).toEqual([JACKPOT_SEED, pool]);
    expect((await balanceOf(db(), a.wallet)) + (await balanceOf(db(), b.wallet))).toBe(pool + JACKPOT_SEED);
    expect(String(ra.body.value!.balance)).toBe((await balanceOf(db(), a.wallet)).toString());
    // The pool is back at its minimum; the house paid the two reseeds.
    expect(await poolBalance(db())).toBe(JACKPOT_SEED);
    expect(await houseTotal()).toBe(house0 - 2n * JACKPOT_SEED);
    const wins = await db().execute<{ amount: string; jackpot: boolean }>(sql`
      SELECT w.amount::text, bw.jackpot FROM jackpot_wins w
      JOIN big_wins bw ON bw.account_id = w.account_id AND bw.win_amount = w.amount
      WHERE w.account_id IN (${a.accountId}, ${b.accountId})`);
    expect(wins.rows).toHaveLength(2);
    expect(wins.rows.every((w) => w.jackpot)).toBe(true);
    expect(await booksBalance(db())).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });

    // The winner board shows the jackpot win.
    const board = await send(t, 'GET', '/lgw/games/winners?gameCategory=ALL&limitNum=5&language=en');
    const list = ((await board.json()) as { value: { list: { winAmount: string; jackpot?: boolean }[] } })
      .value.list;
    expect(list.filter((w) => w.jackpot).map((w) => w.winAmount)).toEqual(
      expect.arrayContaining([pool.toString(), JACKPOT_SEED.toString()]),
    );
  });

  it('a bet wins once: a replay answers as the first time, another report of the same bet is refused', async () => {
    const slot = await slotGame();
    const m = await createMember(db());
    const bet = await betOn(slot, m.accountId, m.wallet, 10_000n);
    const id = unique('m-');
    const first = await reportJackpot(slot.vendor_code, m.accountId, bet.transactionId, id);
    expect(first.body.success).toBe(true);
    const replay = await reportJackpot(slot.vendor_code, m.accountId, bet.transactionId, id);
    expect(replay.body.value).toEqual(first.body.value);
    const pool = await poolBalance(db());
    const again = await Promise.all([
      reportJackpot(slot.vendor_code, m.accountId, bet.transactionId),
      reportJackpot(slot.vendor_code, m.accountId, bet.transactionId),
    ]);
    expect(again.map((r) => r.body.code)).toEqual(['DUPLICATE_TRANSACTION', 'DUPLICATE_TRANSACTION']);
    expect(await poolBalance(db())).toBe(pool);
    expect(await balanceOf(db(), m.wallet)).toBe(BigInt(String(first.body.value!.amount)));
  });

  it("refuses a bet that is not settled, not a jackpot game, or not the player's, and pays nothing", async () => {
    const m = await createMember(db());
    const other = await createMember(db());
    const slot = await slotGame();
    const live = await gameWhere(sql`game_type = 'LIVE'`);
    const open = await betOn(slot, m.accountId, m.wallet, 10_000n, { status: 'open' });
    const onLive = await betOn(live, m.accountId, m.wallet, 10_000n);
    const settled = await betOn(slot, m.accountId, m.wallet, 10_000n);
    const pool = await poolBalance(db());
    const codes = [
      (await reportJackpot(slot.vendor_code, m.accountId, open.transactionId)).body.code,
      (await reportJackpot(live.vendor_code, m.accountId, onLive.transactionId)).body.code,
      (await reportJackpot(slot.vendor_code, other.accountId, settled.transactionId)).body.code,
    ];
    expect(codes).toEqual(['WRONG_STATE', 'WRONG_STATE', 'BET_NOT_FOUND']);
    expect(await poolBalance(db())).toBe(pool);
    expect(await balanceOf(db(), m.wallet)).toBe(0n);
  });
});
