import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialAccountType } from '../../../contract/common';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { createSession } from '../../core/sessions/sessions';
import { postTransaction, systemAccount, vendorWallet, type LedgerEntryInput } from '../../core/money/ledger';
import { playRounds } from '../../ops/play-rounds';
import { createMember, insertBet } from '../../../tests/helpers/factories';

let t: TestApp;
type Game = { vendor: string; game: string; type: string; name: string; vendorName: string };
let g1: Game;
let g2: Game;

beforeAll(async () => {
  t = await createTestApp();
  // Two catalogue games of different vendors and game types.
  const r = await t.database.db.execute<{
    vendor_code: string;
    game_code: string;
    game_type: string;
    name_en: string;
    vendor_en: string;
  }>(sql`
    SELECT DISTINCT ON (g.game_type) g.vendor_code, g.game_code, g.game_type, g.name_en, v.name_en AS vendor_en
    FROM games g JOIN vendors v ON v.code = g.vendor_code
    ORDER BY g.game_type, g.id`);
  const first = r.rows[0]!;
  const second = r.rows.find((x) => x.vendor_code !== first.vendor_code && x.game_type !== first.game_type)!;
  const game = (x: typeof first): Game => ({
    vendor: x.vendor_code,
    game: x.game_code,
    type: x.game_type,
    name: x.name_en,
    vendorName: x.vendor_en,
  });
  g1 = game(first);
  g2 = game(second);
});
afterAll(() => t.close());

async function member(type = 0) {
  const m = await createMember(t.database.db, { type: type });
  const { token } = await createSession(t.database.db, {
    accountId: m.accountId,
    ip: '203.0.113.10',
    userAgent: 'vitest',
  });
  return { ...m, headers: { authorization: `Bearer ${token}` } };
}

type Body<T> = { success: boolean; code: string; value: T };
async function get<T = Record<string, unknown>>(
  path: string,
  headers: Record<string, string>,
  query: object,
) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await t.get(`${path}?${qs}`, { headers });
  return { status: res.status, body: (await res.json()) as Body<T> };
}

type BetItem = {
  id: number;
  gameName: string;
  vendorName: string;
  gameType: string | null;
  bet: string;
  win: string;
  profit: string | null;
  status: string;
  at: string;
};
type BetPage = {
  items: BetItem[];
  nextCursor: string | null;
  totals: Record<string, unknown>;
  currencySymbol: string;
};

describe('betting record and profit, against hand-computed figures', () => {
  // GMT+7. Local days 2026-11-01..03 are [2026-10-31T17:00Z, 2026-11-03T17:00Z).
  const tz = 420;
  const range = { from: '2026-11-01', to: '2026-11-03', tz, language: 'en' };
  let m: Awaited<ReturnType<typeof member>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    m = await member();
    const db = t.database.db;
    const at = (iso: string) => iso;
    ids.G = await insertBet(db, m.accountId, {
      vendor: g1.vendor,
      game: g1.game,
      at: at('2026-10-31T16:59:00Z'),
      bet: 999n,
      win: 0n,
    });
    ids.A = await insertBet(db, m.accountId, {
      vendor: g1.vendor,
      game: g1.game,
      at: at('2026-10-31T17:30:00Z'),
      bet: 100n,
      win: 250n,
    });
    ids.B = await insertBet(db, m.accountId, {
      vendor: g1.vendor,
      game: g1.game,
      at: at('2026-11-01T16:59:00Z'),
      bet: 200n,
      win: 0n,
    });
    ids.C = await insertBet(db, m.accountId, {
      vendor: g2.vendor,
      game: g2.game,
      at: at('2026-11-01T17:00:00Z'),
      bet: 50n,
    });
    ids.D = await insertBet(db, m.accountId, {
      vendor: g2.vendor,
      game: g2.game,
      at: at('2026-11-02T10:00:00Z'),
      bet: 70n,
      status: 'rolled_back',
    });
    ids.E = await insertBet(db, m.accountId, {
      vendor: g1.vendor,
      game: g1.game,
      at: at('2026-11-03T16:59:59Z'),
      bet: 30n,
      win: 90n,
    });
    ids.F = await insertBet(db, m.accountId, {
      vendor: g1.vendor,
      game: g1.game,
      at: at('2026-11-03T17:00:00Z'),
      bet: 888n,
      win: 0n,
    });
    // Someone else's bet in the same range must never show.
    const other = await member();
    await insertBet(db, other.accountId, {
      vendor: g1.vendor,
      game: g1.game,
      at: at('2026-11-02T00:00:00Z'),
      bet: 5000n,
      win: 1n,
    });
  });

  it('lists the range newest first with names, profit per row, and totals', async () => {
    const { status, body } = await get<BetPage>('/wps/member/records/bets', m.headers, range);
    expect(status).toBe(200);
    const v = body.value;
    expect(v.items.map((i) => i.id)).toEqual([ids.E, ids.D, ids.C, ids.B, ids.A]);
    expect(v.nextCursor).toBeNull();
    expect(v.currencySymbol).toBe('₫');
    const e = v.items[0]!;
    expect(e).toMatchObject({
      gameName: g1.name,
      vendorName: g1.vendorName,
      gameType: g1.type,
      bet: '30',
      win: '90',
      profit: '60',
      status: 'settled',
    });
    expect(e.at).toBe('2026-11-03T16:59:59.000Z');
    expect(v.items.find((i) => i.id === ids.B)?.profit).toBe('-200');
    expect(v.items.find((i) => i.id === ids.C)).toMatchObject({ status: 'open', profit: null });
    expect(v.items.find((i) => i.id === ids.D)).toMatchObject({ status: 'rolled_back', profit: null });
    // count 5; stakes 100+200+50+30 (D rolled back); settled 100+200+30; wins 250+0+90.
    expect(v.totals).toEqual({ count: 5, bet: '380', validBet: '330', win: '340', profit: '10' });
  });

  it('takes the day boundaries in the member zone', async () => {
    const { body } = await get<BetPage>('/wps/member/records/bets', m.headers, { ...range, tz: 0 });
    // In UTC the range drops A (local 11-01 00:30) and takes F (UTC 11-03 17:00).
    expect(body.value.items.map((i) => i.id)).toEqual([ids.F, ids.E, ids.D, ids.C, ids.B]);
  });

  it('filters by vendor, game type and status, totals following the filter', async () => {
    const byVendor = await get<BetPage>('/wps/member/records/bets', m.headers, {
      ...range,
      vendor: g2.vendor,
    });
    expect(byVendor.body.value.items.map((i) => i.id)).toEqual([ids.D, ids.C]);
    expect(byVendor.body.value.totals).toEqual({ count: 2, bet: '50', validBet: '0', win: '0', profit: '0' });
    const byType = await get<BetPage>('/wps/member/records/bets', m.headers, { ...range, gameType: g1.type });
    expect(byType.body.value.items.map((i) => i.id)).toEqual([ids.E, ids.B, ids.A]);
    expect(byType.body.value.totals).toEqual({
      count: 3,
      bet: '330',
      validBet: '330',
      win: '340',
      profit: '10',
    });
    const open = await get<BetPage>('/wps/member/records/bets', m.headers, { ...range, status: 'open' });
    expect(open.body.value.items.map((i) => i.id)).toEqual([ids.C]);
    const none = await get<BetPage>('/wps/member/records/bets', m.headers, { ...range, vendor: 'NOPE' });
    expect(none.body.value).toMatchObject({
      items: [],
      nextCursor: null,
      totals: { count: 0, bet: '0', profit: '0' },
    });
  });

  it('pages by cursor without gaps or repeats', async () => {
    const seen: number[] = [];
    let cursor: string | null | undefined;
    for (let i = 0; i < 5; i++) {
      const { body } = await get<BetPage>('/wps/member/records/bets', m.headers, {
        ...range,
        limit: 2,
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...body.value.items.map((x) => x.id));
      expect(body.value.totals.count).toBe(5);
      cursor = body.value.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual([ids.E, ids.D, ids.C, ids.B, ids.A]);
  });

  it('reports profit per local day and per vendor and game type', async () => {
    const { status, body } = await get<{ days: unknown[]; groups: unknown[]; totals: unknown }>(
      '/wps/member/records/profit',
      m.headers,
      range,
    );
    expect(status).toBe(200);
    expect(body.value.days).toEqual([
      { day: '2026-11-03', count: 1, bet: '30', validBet: '30', win: '90', profit: '60' },
      { day: '2026-11-02', count: 2, bet: '50', validBet: '0', win: '0', profit: '0' },
      { day: '2026-11-01', count: 2, bet: '300', validBet: '300', win: '250', profit: '-50' },
    ]);
    expect(body.value.groups).toEqual([
      {
        vendor: g1.vendor,
        vendorName: g1.vendorName,
        gameType: g1.type,
        count: 3,
        bet: '330',
        validBet: '330',
        win: '340',
        profit: '10',
      },
      {
        vendor: g2.vendor,
        vendorName: g2.vendorName,
        gameType: g2.type,
        count: 2,
        bet: '50',
        validBet: '0',
        win: '0',
        profit: '0',
      },
    ]);
    expect(body.value.totals).toEqual({ count: 5, bet: '380', validBet: '330', win: '340', profit: '10' });
  });
});

describe('transactions and bonuses, from postTransaction', () => {
  let m: Awaited<ReturnType<typeof member>>;
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const range = { from: yesterday, to: today, tz: 0 };

  const post = (kind: string, entries: LedgerEntryInput[], memo?: unknown) =>
    t.database.db.transaction((tx) =>
      postTransaction(tx, { kind, idempotencyKey: `rec:${randomBytes(8).toString('hex')}`, memo, entries }),
    );

  beforeAll(async () => {
    m = await member();
    const db = t.database.db;
    const [cashIn, house, bonus] = await Promise.all([
      systemAccount(db, 'cash_in'),
      systemAccount(db, 'house'),
      systemAccount(db, 'bonus'),
    ]);
    const vendor = await vendorWallet(db, m.accountId, g1.vendor);
    const w = m.wallet;
    await post('deposit', [
      { ledgerAccountId: cashIn, amount: -1000n },
      { ledgerAccountId: w, amount: 1000n },
    ]);
    await post('seamless_bet', [
      { ledgerAccountId: w, amount: -300n },
      { ledgerAccountId: house, amount: 300n },
    ]);
    await post('seamless_win', [
      { ledgerAccountId: house, amount: -500n },
      { ledgerAccountId: w, amount: 500n },
    ]);
    await post(
      'bonus',
      [
        { ledgerAccountId: bonus, amount: -200n },
        { ledgerAccountId: w, amount: 200n },
      ],
      { reason: 'Welcome' },
    );
    await post(
      'adjustment',
      [
        { ledgerAccountId: bonus, amount: -70n },
        { ledgerAccountId: w, amount: 70n },
      ],
      { reason: 'VIP gift' },
    );
    await post(
      'adjustment',
      [
        { ledgerAccountId: w, amount: -20n },
        { ledgerAccountId: house, amount: 20n },
      ],
      { reason: 'Correction' },
    );
    await post('wallet_transfer', [
      { ledgerAccountId: w, amount: -100n },
      { ledgerAccountId: vendor, amount: 100n },
    ]);
  });

  type TxPage = {
    items: { type: string; amount: string; balanceAfter: string; wallet: string }[];
    totals: unknown;
    nextCursor: string | null;
  };

  it('lists every entry of every wallet of the member with the balance after, and totals in and out', async () => {
    const { status, body } = await get<TxPage>('/wps/member/records/transactions', m.headers, range);
    expect(status).toBe(200);
    expect(body.value.items.map((i) => [i.type, i.wallet, i.amount, i.balanceAfter])).toEqual([
      // The transfer's two entries share a time; the later id (the vendor side) comes first.
      ['wallet_transfer', g1.vendor, '100', '100'],
      ['wallet_transfer', 'main', '-100', '1350'],
      ['adjustment', 'main', '-20', '1450'],
      ['adjustment', 'main', '70', '1470'],
      ['bonus', 'main', '200', '1400'],
      ['seamless_win', 'main', '500', '1200'],
      ['seamless_bet', 'main', '-300', '700'],
      ['deposit', 'main', '1000', '1000'],
    ]);
    // in 1000+500+200+70+100, out 300+20+100; net = the two wallets' balances (1350 + 100).
    expect(body.value.totals).toEqual({ count: 8, in: '1870', out: '420', net: '1450' });
  });

  it('filters by type and pages', async () => {
    const bets = await get<TxPage>('/wps/member/records/transactions', m.headers, {
      ...range,
      type: 'seamless_bet',
    });
    expect(bets.body.value.items.map((i) => i.amount)).toEqual(['-300']);
    expect(bets.body.value.totals).toEqual({ count: 1, in: '0', out: '300', net: '-300' });
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 10; i++) {
      const query: object = { ...range, limit: 3, ...(cursor ? { cursor } : {}) };
      const { body }: { body: Body<TxPage> } = await get<TxPage>(
        '/wps/member/records/transactions',
        m.headers,
        query,
      );
      seen.push(...body.value.items.map((x) => `${x.type}:${x.amount}`));
      cursor = body.value.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
  });

  it('bonus details: bonus postings and adjustments paid from the bonus account, with the reason', async () => {
    const { body } = await get<{
      items: { type: string; reason: string | null; amount: string }[];
      totals: unknown;
    }>('/wps/member/records/bonuses', m.headers, range);
    expect(body.value.items.map((i) => [i.type, i.reason, i.amount])).toEqual([
      ['adjustment', 'VIP gift', '70'],
      ['bonus', 'Welcome', '200'],
    ]);
    expect(body.value.totals).toEqual({ count: 2, amount: '270' });
  });

  it('shows a member only its own entries', async () => {
    const other = await member();
    const { body } = await get<TxPage>('/wps/member/records/transactions', other.headers, range);
    expect(body.value.items).toEqual([]);
    expect(body.value.totals).toEqual({ count: 0, in: '0', out: '0', net: '0' });
  });
});

describe('refusals', () => {
  const path = '/wps/member/records/bets';
  const ok = { from: '2026-11-01', to: '2026-11-03' };

  it('needs a real member session', async () => {
    expect((await get(path, {}, ok)).body.code).toBe('NOT_LOGGED_IN');
    const trial = await member(trialAccountType);
    const r = await get(path, trial.headers, ok);
    expect([r.status, r.body.code]).toEqual([403, 'NEED_REAL_ACCOUNT']);
  });

  it.each([
    [{ from: '2026-02-30', to: '2026-03-01' }, 'from'],
    [{ from: '2026-11-01' }, 'to'],
    [{ from: '2026-11-03', to: '2026-11-01' }, 'to'],
    [{ from: '2026-01-01', to: '2026-04-01' }, 'to'],
    [{ ...ok, tz: 900 }, 'tz'],
    [{ ...ok, tz: 'x' }, 'tz'],
    [{ ...ok, limit: 0 }, 'limit'],
    [{ ...ok, limit: 101 }, 'limit'],
    [{ ...ok, cursor: 'abc' }, 'cursor'],
    [{ ...ok, status: 'won' }, 'status'],
    [{ ...ok, gameType: 'POKER' }, 'gameType'],
    [{ ...ok, vendor: 'a b' }, 'vendor'],
  ])('refuses %o naming the field %s', async (query, field) => {
    const m = await member();
    const r = await get(path, m.headers, query);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('BAD_REQUEST');
    expect((r.body.value as { field?: string }).field).toBe(field);
  });

  it('accepts exactly 90 days and refuses a bad transaction type', async () => {
    const m = await member();
    expect((await get(path, m.headers, { from: '2026-01-01', to: '2026-03-31' })).status).toBe(200);
    const r = await get('/wps/member/records/transactions', m.headers, { ...ok, type: 'DROP TABLE' });
    expect([r.status, (r.body.value as { field?: string }).field]).toEqual([400, 'type']);
  });

  it('lists the four calls in /openapi.json', async () => {
    const doc = (await (await t.get('/openapi.json')).json()) as { paths: Record<string, unknown> };
    for (const p of ['bets', 'transactions', 'profit', 'bonuses']) {
      expect(doc.paths).toHaveProperty([`/wps/member/records/${p}`, 'get']);
      const get = (doc.paths[`/wps/member/records/${p}`] as { get: { parameters: { name: string }[] } }).get;
      expect(get.parameters.map((x) => x.name)).toEqual(expect.arrayContaining(['from', 'to', 'tz']));
    }
  });
});

describe('keyset paging while bets keep arriving', () => {
  it('walks every row once, in order, though new bets are inserted between and during page calls', async () => {
    const m = await member();
    const db = t.database.db;
    const base = Date.now() - 3_600_000;
    const initial: number[] = [];
    // 90 bets, a third of them sharing one instant: the id breaks those ties.
    for (let i = 0; i < 90; i++) {
      const at = new Date(base + (i < 30 ? 0 : i * 1000)).toISOString();
      initial.push(
        await insertBet(db, m.accountId, { vendor: g1.vendor, game: g1.game, at, bet: 1n, win: 0n }),
      );
    }
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const expected = initial
      .map((id, i) => ({ id, at: i < 30 ? 0 : i }))
      .sort((a, b) => b.at - a.at || b.id - a.id)
      .map((x) => x.id);

    const seen: number[] = [];
    let cursor: string | null = null;
    let arrived = 0;
    for (let page = 0; page < 20; page++) {
      const query: object = { from: yesterday, to: today, tz: 0, limit: 7, ...(cursor ? { cursor } : {}) };
      const [{ body }]: [{ body: Body<BetPage> }, ...unknown[]] = await Promise.all([
        get<BetPage>('/wps/member/records/bets', m.headers, query),
        // New bets land now, above every row of the walk: with offsets they would push rows down into the next page.
        ...[0, 1].map(() =>
          insertBet(db, m.accountId, {
            vendor: g1.vendor,
            game: g1.game,
            at: new Date().toISOString(),
            bet: 1n,
          }).then(() => arrived++),
        ),
      ]);
      seen.push(...body.value.items.map((x) => x.id));
      cursor = body.value.nextCursor;
      if (!cursor) break;
    }
    expect(arrived).toBeGreaterThan(20);
    // The first page may already hold some of the new bets; from there on only the initial rows follow.
    const firstInitial = seen.findIndex((id) => initial.includes(id));
    expect(firstInitial).toBeLessThan(7);
    expect(seen.slice(firstInitial)).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe('rounds played through the seamless protocol', () => {
  it('show in the betting record, the transaction history and the profit report', async () => {
    const m = await createMember(t.database.db, { balance: 10_000n });
    const { token } = await createSession(t.database.db, {
      accountId: m.accountId,
      ip: '203.0.113.10',
      userAgent: 'vitest',
    });
    const headers = { authorization: `Bearer ${token}` };
    await playRounds(t.database.db, m.account, 3);
    const today = new Date().toISOString().slice(0, 10);
    const range = { from: today, to: today, tz: 0 };
    const bets = await get<BetPage>('/wps/member/records/bets', headers, range);
    // Rounds 0 and 2 win 2,500 on 1,000; round 1 loses.
    expect(bets.body.value.items.map((b) => [b.status, b.bet, b.win])).toEqual([
      ['settled', '1000', '2500'],
      ['settled', '1000', '0'],
      ['settled', '1000', '2500'],
    ]);
    expect(bets.body.value.totals).toEqual({
      count: 3,
      bet: '3000',
      validBet: '3000',
      win: '5000',
      profit: '2000',
    });
    const txs = await get<{ items: { type: string }[]; totals: unknown }>(
      '/wps/member/records/transactions',
      headers,
      range,
    );
    // A losing round posts no win entry: 3 bets, 2 wins and the opening deposit.
    expect(txs.body.value.items.map((i) => i.type).sort()).toEqual(
      ['seamless_bet', 'seamless_bet', 'seamless_bet', 'seamless_win', 'seamless_win', 'test_deposit'].sort(),
    );
    expect(txs.body.value.totals).toEqual({ count: 6, in: '15000', out: '3000', net: '12000' });
  });
});
