import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../../core/money/ledger';
import { codeOf, secondNode, settle } from '../../../../tests/helpers/nodes';
import { booksBalance } from '../../../../tests/helpers/books';
import {
  HOUSE_SECRET,
  endBetting,
  launchedMember,
  memberBets,
  tableGame,
  testOperator,
} from '../../../../tests/helpers/house-tables';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import type { Db } from '../../../db/client';
import { SHARED_TABLES } from '../../tables/registry';
import { runTablesPass } from '../../tables/run-tables';
import type { TableGameRow } from '../../tables/table-games';
import { verifyRound } from '../../verify';
import { closeDueRounds } from './close-rounds';
import { decideRoundBets } from './decide-bets';
import { drawClosedRounds } from './draw-rounds';
import { placeTableBets } from './place-bets';
import { ensureTableRound } from './round-row';
import { roundNoAt, tableClientSeed } from './schedule';
import type { SharedTable } from './table';
import { sendWin } from '../../play-round';
import { DEMO_OPENING_BALANCE, createDemoWallet, demoBalance, findDemoWallet } from '../../demo-wallets';

let t: TestApp;
let second: { db: Db; close(): Promise<void> };
beforeAll(async () => {
  t = await createTestApp({ config: { houseProviderSecret: HOUSE_SECRET } });
  second = secondNode(t.database);
});
afterAll(async () => {
  await second.close();
  await t.close();
});
const db = () => t.database.db;

/** The family's table on a day-long clock, so its round is open whenever a test bets; tests end betting by hand. */
const daylong = (family: 'sic-bo' | 'xoc-dia'): SharedTable => ({
  ...SHARED_TABLES[family],
  bettingSeconds: 86_000,
  periodSeconds: 86_400,
});
let rounds = 0;
/** A round of its own for each test (a later round number of the table), open for bets. */
async function openTable(family: 'sic-bo' | 'xoc-dia') {
  const g = await tableGame(t, family);
  const table = daylong(family);
  const round = await ensureTableRound(db(), g.gameId, table, roundNoAt(Date.now(), table) + ++rounds);
  return { g: { ...g, table } satisfies TableGameRow, round };
}
const rows = async <T>(q: ReturnType<typeof sql>) =>
  (await db().execute<T & Record<string, unknown>>(q)).rows;
const roundOf = async (id: number) =>
  (
    await rows<{
      state: string;
      server_seed: string;
      server_seed_hash: string;
      outcome: unknown;
      round_no: string;
      game_id: number;
    }>(
      sql`SELECT state, server_seed, server_seed_hash, outcome, round_no::text, game_id FROM house_table_rounds WHERE id = ${id}`,
    )
  )[0]!;
/** Both nodes run the tables' pass at once, a few times: every step must still happen once. */
async function passOnBothNodes(g: Pick<TableGameRow, 'gameId' | 'table'>, times = 3) {
  const operator = testOperator(t);
  for (let i = 0; i < times; i++)
    await Promise.all([runTablesPass(db(), operator, [g]), runTablesPass(second.db, operator, [g])]);
}
let ids = 0;
const betId = () => `bet-${Date.now()}-${++ids}`;

describe('a shared round: opened, closed, drawn and settled once, for every bet at once', () => {
  it('runs a sic bo round end to end on two nodes: one draw from the committed seed, one settlement', async () => {
    const { g, round } = await openTable('sic-bo');
    const a = await launchedMember(t, g.gameId, 100_000n);
    const b = await launchedMember(t, g.gameId, 100_000n);
    const op = testOperator(t);
    await placeTableBets(db(), op, a.player, g, g.table, {
      clientBetId: betId(),
      roundId: round.id,
      bets: [
        { spot: 'big', stake: 10_000n },
        { spot: 'single:3', stake: 2_000n },
      ],
    });
    await placeTableBets(db(), op, b.player, g, g.table, {
      clientBetId: betId(),
      roundId: round.id,
      bets: [{ spot: 'small', stake: 5_000n }],
    });
    await placeTableBets(db(), op, a.player, g, g.table, {
      clientBetId: betId(),
      roundId: round.id,
      bets: [{ spot: 'total:9', stake: 1_000n }],
    });
    expect(await balanceOf(db(), a.wallet)).toBe(87_000n);

    await endBetting(t, round.id);
    await passOnBothNodes(g);

    const r = await roundOf(round.id);
    expect(r.state).toBe('settled');
    const seeds = {
      serverSeed: r.server_seed,
      clientSeed: tableClientSeed(g.gameId, Number(r.round_no)),
      nonce: 0,
    };
    const verified = verifyRound('sic-bo', seeds);
    expect(verified.serverSeedHash).toBe(r.server_seed_hash);
    expect(verified.outcome).toMatchObject(r.outcome as object);
    const kinds = await rows<{ kind: string }>(
      sql`SELECT kind FROM house_table_events WHERE round_id = ${round.id} ORDER BY id`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(['opened', 'closed', 'result', 'settled']);

    // Every slip: one bet and one win at the operator, the win the rules' payout.
    const slips = await rows<{
      bet_ref: string;
      payout: string;
      status: string;
      paid: boolean;
      player_key: string;
    }>(
      sql`SELECT bet_ref, payout::text, status, paid, player_key FROM house_table_bets WHERE round_id = ${round.id} ORDER BY id`,
    );
    expect(slips).toHaveLength(3);
    for (const s of slips) expect(s.paid).toBe(true);
    for (const m of [a, b]) {
      const mine = slips.filter((s) => s.player_key === m.player.key);
      const recorded = await memberBets(t, m.accountId);
      expect(recorded.map((x) => x.round_id)).toEqual(mine.map((s) => s.bet_ref));
      expect(recorded.map((x) => x.win_amount)).toEqual(mine.map((s) => s.payout));
      for (const x of recorded) expect(x.status).toBe('settled');
    }
    const won = (key: string) =>
      slips.filter((s) => s.player_key === key).reduce((n, s) => n + BigInt(s.payout), 0n);
    expect(await balanceOf(db(), a.wallet)).toBe(87_000n + won(a.player.key));
    expect(await balanceOf(db(), b.wallet)).toBe(95_000n + won(b.player.key));
    expect(await booksBalance(db())).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('reports the valid bet with opposite spots cancelled and each type at its sheet weight', async () => {
    const { g, round } = await openTable('sic-bo');
    const m = await launchedMember(t, g.gameId, 100_000n);
    const op = testOperator(t);
    await placeTableBets(db(), op, m.player, g, g.table, {
      clientBetId: betId(),
      roundId: round.id,
      bets: [
        { spot: 'big', stake: 10_000n },
        { spot: 'total:9', stake: 2_000n },
      ],
    });
    await placeTableBets(db(), op, m.player, g, g.table, {
      clientBetId: betId(),
      roundId: round.id,
      bets: [{ spot: 'small', stake: 6_000n }],
    });
    await endBetting(t, round.id);
    await passOnBothNodes(g);
    // |10,000 − 6,000| at big/small's weight (a fifth) + 2,000 whole = 800 + 2,000.
    const valid = (await memberBets(t, m.accountId)).map((x) => BigInt(x.valid_amount!));
    expect(valid.reduce((s, v) => s + v, 0n)).toBe(2_800n);
    // Split over the two slips by their stakes (12,000 and 6,000).
    expect(valid).toEqual([1_866n, 934n]);
  });

  it('places the same slip sent 30 times at once once, and debits it once', async () => {
    const { g, round } = await openTable('xoc-dia');
    const m = await launchedMember(t, g.gameId, 50_000n);
    const input = { clientBetId: betId(), roundId: round.id, bets: [{ spot: 'even', stake: 2_000n }] };
    const r = await settle(
      Array.from(
        { length: 30 },
        () => () => placeTableBets(db(), testOperator(t), m.player, g, g.table, input),
      ),
    );
    expect(r.codes).toEqual([]);
    expect(new Set(r.ok.map((x) => x.slip.betRef)).size).toBe(1);
    expect(await memberBets(t, m.accountId)).toHaveLength(1);
    expect(await balanceOf(db(), m.wallet)).toBe(48_000n);
    const other = placeTableBets(db(), testOperator(t), m.player, g, g.table, {
      ...input,
      bets: [{ spot: 'odd', stake: 2_000n }],
    });
    await expect(other).rejects.toMatchObject({ code: 'DUPLICATE_TRANSACTION' });
  });

  it('bets racing the close are each either in the round or refused with BETTING_CLOSED, never both', async () => {
    const { g, round } = await openTable('xoc-dia');
    const m = await launchedMember(t, g.gameId, 1_000_000n);
    await db().execute(
      sql`UPDATE house_table_rounds SET closes_at = now() + interval '40 milliseconds' WHERE id = ${round.id}`,
    );
    const bets = Array.from({ length: 24 }, (_, i) => async () => {
      await new Promise((res) => setTimeout(res, i * 4));
      return placeTableBets(db(), testOperator(t), m.player, g, g.table, {
        clientBetId: betId(),
        roundId: round.id,
        bets: [{ spot: 'even', stake: 1_000n }],
      });
    });
    const closer = async () => {
      while ((await closeDueRounds(second.db)) === 0) await new Promise((res) => setTimeout(res, 5));
      return undefined;
    };
    const results = await Promise.allSettled([...bets.map((f) => f()), closer()]);
    const placed = results.slice(0, 24).filter((x) => x.status === 'fulfilled');
    const refused = results.slice(0, 24).flatMap((x) => (x.status === 'rejected' ? [codeOf(x.reason)] : []));
    expect(new Set(refused)).toEqual(new Set(refused.length ? ['BETTING_CLOSED'] : []));
    expect(placed.length + refused.length).toBe(24);
    const inRound = await rows<{ n: number }>(
      sql`SELECT count(*)::int n FROM house_table_bets WHERE round_id = ${round.id} AND status = 'placed'`,
    );
    expect(inRound[0]!.n).toBe(placed.length);
    expect(await memberBets(t, m.accountId)).toHaveLength(placed.length);
    expect(await balanceOf(db(), m.wallet)).toBe(1_000_000n - 1_000n * BigInt(placed.length));
    await passOnBothNodes(g);
    expect((await roundOf(round.id)).state).toBe('settled');
  });

  it('refuses an unknown spot, a stake outside the limits and a closed round, debiting nothing', async () => {
    const { g, round } = await openTable('sic-bo');
    const m = await launchedMember(t, g.gameId, 50_000n);
    const place = (bets: { spot: string; stake: bigint }[]) =>
      placeTableBets(db(), testOperator(t), m.player, g, g.table, {
        clientBetId: betId(),
        roundId: round.id,
        bets,
      }).catch(codeOf);
    expect(await place([{ spot: 'total:3', stake: 1_000n }])).toBe('BAD_REQUEST');
    expect(await place([{ spot: 'big', stake: 500n }])).toBe('AMOUNT_OUT_OF_RANGE');
    expect(await place([{ spot: 'big', stake: g.table.limits.maxSpot + 100n }])).toBe('AMOUNT_OUT_OF_RANGE');
    await endBetting(t, round.id);
    await closeDueRounds(db());
    expect(await place([{ spot: 'big', stake: 1_000n }])).toBe('BETTING_CLOSED');
    expect(await memberBets(t, m.accountId)).toHaveLength(0);
    expect(await balanceOf(db(), m.wallet)).toBe(50_000n);
  });
});

describe('demo play', () => {
  it('moves only the demo wallet: the stake at the bet, the payout at the settlement, nothing at the operator', async () => {
    const { g, round } = await openTable('xoc-dia');
    const { token } = await createDemoWallet(db(), g.vendorCode);
    const wallet = (await findDemoWallet(db(), token))!;
    const player = {
      mode: 'demo' as const,
      key: `d:${wallet.id}`,
      id: wallet.id,
      vendorCode: g.vendorCode,
      token,
      balance: wallet.balance,
    };
    const placed = await placeTableBets(db(), testOperator(t), player, g, g.table, {
      clientBetId: betId(),
      roundId: round.id,
      bets: [
        { spot: 'even', stake: 10_000n },
        { spot: 'odd', stake: 10_000n },
      ],
    });
    expect(placed.balance).toBe(DEMO_OPENING_BALANCE - 20_000n);
    await endBetting(t, round.id);
    await passOnBothNodes(g);
    const [slip] = await rows<{ payout: string; status: string; paid: boolean }>(
      sql`SELECT payout::text, status, paid FROM house_table_bets WHERE round_id = ${round.id}`,
    );
    // One of chẵn and lẻ wins every throw: 10,000 back with 9,800 won.
    expect(slip).toEqual({ payout: '19800', status: 'won', paid: true });
    expect(await demoBalance(db(), wallet.id)).toBe(DEMO_OPENING_BALANCE - 200n);
    expect((await roundOf(round.id)).state).toBe('settled');
  });
});

describe('recovery', () => {
  it('finishes a round that crashed mid-settlement: decided, one win already sent, the rest owed', async () => {
    const { g, round } = await openTable('sic-bo');
    const players = [await launchedMember(t, g.gameId, 40_000n), await launchedMember(t, g.gameId, 40_000n)];
    for (const p of players)
      await placeTableBets(db(), testOperator(t), p.player, g, g.table, {
        clientBetId: betId(),
        roundId: round.id,
        bets: [{ spot: 'odd', stake: 4_000n }],
      });
    await endBetting(t, round.id);
    await closeDueRounds(db());
    await drawClosedRounds(db(), () => g.table);
    const drawn = await roundOf(round.id);
    // The crash: bets decided, the first win sent, then the node died before marking it paid.
    await db().transaction((tx) => decideRoundBets(tx, round.id, g.table, drawn.outcome));
    const [first] = await rows<{
      bet_ref: string;
      player_id: number;
      vendor_code: string;
      payout: string;
      valid_bet: string;
    }>(
      sql`SELECT bet_ref, player_id, vendor_code, payout::text, valid_bet::text FROM house_table_bets WHERE round_id = ${round.id} ORDER BY id LIMIT 1`,
    );
    await sendWin(
      testOperator(t),
      first!.vendor_code,
      first!.player_id,
      first!.bet_ref,
      BigInt(first!.payout),
      BigInt(first!.valid_bet),
    );
    // The restart: one pass on each node finishes it, each win once.
    await passOnBothNodes(g, 2);
    expect((await roundOf(round.id)).state).toBe('settled');
    for (const p of players) {
      const [bet] = await memberBets(t, p.accountId);
      expect(bet!.status).toBe('settled');
      expect(await balanceOf(db(), p.wallet)).toBe(36_000n + BigInt(bet!.win_amount));
    }
    expect(await booksBalance(db())).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('voids and refunds a round that cannot be drawn', async () => {
    const g0 = await tableGame(t, 'sic-bo');
    const gone: SharedTable = { ...daylong('sic-bo'), family: 'withdrawn-family' };
    const round = await ensureTableRound(db(), g0.gameId, gone, roundNoAt(Date.now(), gone) + 100);
    const m = await launchedMember(t, g0.gameId, 30_000n);
    await placeTableBets(db(), testOperator(t), m.player, { ...g0 }, gone, {
      clientBetId: betId(),
      roundId: round.id,
      bets: [{ spot: 'big', stake: 3_000n }],
    });
    expect(await balanceOf(db(), m.wallet)).toBe(27_000n);
    await endBetting(t, round.id);
    await passOnBothNodes({ gameId: g0.gameId, table: gone });
    expect((await roundOf(round.id)).state).toBe('void');
    expect((await memberBets(t, m.accountId))[0]!.status).toBe('rolled_back');
    expect(await balanceOf(db(), m.wallet)).toBe(30_000n);
    const kinds = await rows<{ kind: string }>(
      sql`SELECT kind FROM house_table_events WHERE round_id = ${round.id} ORDER BY id`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(['opened', 'closed', 'void']);
  });
});
