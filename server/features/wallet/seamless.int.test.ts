import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { balanceOf } from '../../core/money/ledger';
import { setSingleWallet } from './wallet-mode';
import { seamlessClient } from '../../house/client';
import { createToolLaunchToken } from './launch-tokens';
import { signSeamless } from '../../core/sessions/signature';
import { booksBalance } from '../../../tests/helpers/books';
import { createMember } from '../../../tests/helpers/factories';

const SECRET = 's'.repeat(64);
const VENDOR = 'PG';
let t: TestApp;
let client: ReturnType<typeof seamlessClient>['call'];
let seq = 0;
const id = (p: string) => `${p}-${++seq}`;

beforeAll(async () => {
  t = await createTestApp({ config: { houseProviderSecret: SECRET } });
  client = seamlessClient({ secret: SECRET, vendor: VENDOR, send: (p, init) => t.app.request(p, init) }).call;
});
afterAll(() => t.close());

async function player(balance: bigint) {
  const m = await createMember(t.database.db, { balance: balance });
  const { token } = await createToolLaunchToken(t.database.db, m.accountId, VENDOR);
  return { ...m, token, playerId: String(m.accountId) };
}
type Player = Awaited<ReturnType<typeof player>>;

/** A bet body for `p`: round r, game g and a fresh transaction id unless `over` names others. */
const betBody = (
  p: Player,
  amount: string,
  over: { transactionId?: string; roundId?: string; gameCode?: string } = {},
) => ({
  token: p.token,
  playerId: p.playerId,
  transactionId: id('bet'),
  roundId: 'r',
  gameCode: 'g',
  amount,
  ...over,
});
/** A win on the bet `betTransactionId`, under a fresh transaction id. */
const winBody = (p: Player, betTransactionId: string, amount: string | number) => ({
  playerId: p.playerId,
  transactionId: id('win'),
  betTransactionId,
  amount,
});
/** A rollback of the bet `referenceTransactionId`, under a fresh transaction id. */
const rollbackBody = (p: Player, referenceTransactionId: string) => ({
  playerId: p.playerId,
  transactionId: id('rb'),
  referenceTransactionId,
});

const walletBalance = async (wallet: number) => balanceOf(t.database.db, wallet);
const count = async (q: ReturnType<typeof sql>) =>
  Number((await t.database.db.execute<{ n: string }>(q)).rows[0]!.n);

describe('seamless: key rotation', () => {
  it('accepts the current and the previous key during a rotation, and nothing else', async () => {
    const NEXT = 'n'.repeat(64);
    const rotated = await createTestApp({
      config: { houseProviderSecret: NEXT, houseProviderSecretPrevious: SECRET },
    });
    try {
      const balanceBy = async (secret: string) =>
        (
          await seamlessClient({
            secret,
            vendor: VENDOR,
            send: (p, init) => rotated.app.request(p, init),
          }).call('balance', { playerId: '999999999' })
        ).body.code;
      // NOT_FOUND: the signature was accepted and the unknown player looked up.
      expect(await balanceBy(NEXT)).toBe('NOT_FOUND');
      expect(await balanceBy(SECRET)).toBe('NOT_FOUND');
      expect(await balanceBy('o'.repeat(64))).toBe('INVALID_SIGNATURE');
    } finally {
      await rotated.close();
    }
  });
});

describe('seamless: authenticate and balance', () => {
  it('authenticate names the player of a live token with currency and balance', async () => {
    const p = await player(1234n);
    const r = await client('authenticate', { token: p.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      success: true,
      code: 'OK',
      value: { status: 'OK', playerId: p.playerId, currency: 'VND', balance: '1234' },
    });
  });

  it('authenticate refuses an unknown, expired or other-vendor token with INVALID_TOKEN', async () => {
    const p = await player(1n);
    const expired = await createToolLaunchToken(t.database.db, p.accountId, VENDOR, { ttlMs: -1000 });
    const other = await createToolLaunchToken(t.database.db, p.accountId, 'JDB');
    for (const token of ['x'.repeat(43), expired.token, other.token]) {
      const r = await client('authenticate', { token });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({
        success: false,
        code: 'INVALID_TOKEN',
        value: { status: 'INVALID_TOKEN' },
      });
    }
  });

  it('balance answers the wallet; an unknown player is NOT_FOUND', async () => {
    const p = await player(99n);
    expect((await client('balance', { playerId: p.playerId })).body.value).toMatchObject({ balance: '99' });
    const r = await client('balance', { playerId: '999999999' });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('NOT_FOUND');
  });

  it('an id beyond any account (up to 19 digits, past bigint or exact doubles) is an unknown player', async () => {
    const p = await player(100n);
    // 2^53 + 1 would round to 2^53 as a double; the rest overflow PostgreSQL's bigint.
    for (const playerId of ['9007199254740993', '9223372036854775808', '9999999999999999999']) {
      const calls = [
        await client('balance', { playerId }),
        await client('bet', { ...betBody(p, '1'), playerId }),
        await client('win', { ...winBody(p, id('bet'), '1'), playerId }),
        await client('rollback', { ...rollbackBody(p, id('bet')), playerId }),
      ];
      for (const r of calls) {
        expect(r.status, JSON.stringify(r.body)).toBe(404);
        expect(r.body.code).toBe('NOT_FOUND');
      }
    }
    expect(await walletBalance(p.wallet)).toBe(100n);
  });
});

describe('seamless: signing and replay protection', () => {
  it('refuses a bad signature with INVALID_SIGNATURE, and a body changed after signing', async () => {
    const p = await player(10n);
    const bad = await client('balance', { playerId: p.playerId }, { signature: 'ab'.repeat(32) });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('INVALID_SIGNATURE');
    const ts = String(Date.now());
    const sig = signSeamless(SECRET, ts, 'nonce-body-1', JSON.stringify({ playerId: p.playerId }));
    const changed = await client(
      'balance',
      { playerId: '1' },
      { timestamp: ts, nonce: 'nonce-body-1', signature: sig },
    );
    expect(changed.body.code).toBe('INVALID_SIGNATURE');
    const unsigned = await t.app.request(`/wps/seamless/${VENDOR}/balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-timestamp': ts, 'x-nonce': 'nonce-body-2' },
      body: JSON.stringify({ playerId: p.playerId }),
    });
    expect(unsigned.status).toBe(401);
    expect(((await unsigned.json()) as { code: string }).code).toBe('INVALID_SIGNATURE');
  });

  it('refuses a timestamp more than 30 s off with STALE_REQUEST', async () => {
    const p = await player(10n);
    for (const off of [-31_000, 31_000]) {
      const r = await client('balance', { playerId: p.playerId }, { timestamp: String(Date.now() + off) });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe('STALE_REQUEST');
    }
    const ok = await client('balance', { playerId: p.playerId }, { timestamp: String(Date.now() - 20_000) });
    expect(ok.status).toBe(200);
  });

  it('refuses a nonce seen in the last 5 minutes (kept in PostgreSQL) with STALE_REQUEST', async () => {
    const p = await player(10n);
    const first = await client('balance', { playerId: p.playerId }, { nonce: 'replayed-nonce-1' });
    expect(first.status).toBe(200);
    const again = await client('balance', { playerId: p.playerId }, { nonce: 'replayed-nonce-1' });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('STALE_REQUEST');
    // A bet replayed with its old nonce moves no money either.
    const bet = betBody(p, '3');
    expect((await client('bet', bet, { nonce: 'replayed-nonce-2' })).status).toBe(200);
    expect((await client('bet', bet, { nonce: 'replayed-nonce-2' })).body.code).toBe('STALE_REQUEST');
    expect(await walletBalance(p.wallet)).toBe(7n);
    // Older than the window, the nonce is accepted again (its timestamp must still be fresh).
    await t.database.db.execute(
      sql`UPDATE seamless_nonces SET seen_at = now() - interval '6 minutes' WHERE nonce = 'replayed-nonce-1'`,
    );
    expect((await client('balance', { playerId: p.playerId }, { nonce: 'replayed-nonce-1' })).status).toBe(
      200,
    );
  });

  it("claims a money call's nonce in its transaction (decision 047): a refusal leaves it unused, a twin is STALE_REQUEST", async () => {
    const p = await player(5n);
    const tooBig = betBody(p, '9');
    expect((await client('bet', tooBig, { nonce: 'refused-nonce-1' })).body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await count(sql`SELECT count(*) AS n FROM seamless_nonces WHERE nonce = 'refused-nonce-1'`)).toBe(
      0,
    );
    // The same signed request again is refused again for its own reason; nothing moved.
    expect((await client('bet', tooBig, { nonce: 'refused-nonce-1' })).body.code).toBe('INSUFFICIENT_FUNDS');
    // Two calls under one nonce at once: the second waits for the first to commit, then is refused.
    const [x, y] = await Promise.all([
      client('bet', betBody(p, '1'), { nonce: 'twin-nonce-1' }),
      client('bet', betBody(p, '1'), { nonce: 'twin-nonce-1' }),
    ]);
    expect([x.body.code, y.body.code].sort()).toEqual(['OK', 'STALE_REQUEST']);
    expect(await walletBalance(p.wallet)).toBe(4n);
  });

  it('refuses malformed bodies with BAD_REQUEST and unknown vendors or actions with NOT_FOUND', async () => {
    const p = await player(10n);
    const r = await client('bet', betBody(p, '1.5'));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'BAD_REQUEST', value: { status: 'BAD_REQUEST', balance: '10' } });
    expect((await client('bet', {}, { rawBody: '{not json' })).body.code).toBe('BAD_REQUEST');
    const other = seamlessClient({
      secret: SECRET,
      vendor: 'NOPE',
      send: (path, init) => t.app.request(path, init),
    });
    expect((await other.call('balance', { playerId: p.playerId })).status).toBe(404);
    const res = await t.app.request(`/wps/seamless/${VENDOR}/transfer`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
  });
});

describe('seamless: bets, wins, rollbacks', () => {
  it('a bet debits the wallet, credits the house and writes the bets row; a win pays it', async () => {
    const p = await player(1000n);
    const betId = id('bet');
    const bet = await client(
      'bet',
      betBody(p, '300', { transactionId: betId, roundId: 'round-1', gameCode: 'fortune-tiger' }),
    );
    expect(bet.status).toBe(200);
    expect(bet.body.value).toEqual({
      status: 'OK',
      playerId: p.playerId,
      currency: 'VND',
      balance: '700',
      transactionId: betId,
    });
    const win = await client('win', winBody(p, betId, 450));
    expect(win.body.value).toMatchObject({ status: 'OK', balance: '1150' });
    const row = await t.database.db.execute<Record<string, unknown>>(
      sql`SELECT vendor_code, game_code, round_id, bet_amount, win_amount, status, settled_at FROM bets WHERE bet_transaction_id = ${betId}`,
    );
    expect(row.rows[0]).toMatchObject({
      vendor_code: 'PG',
      game_code: 'fortune-tiger',
      round_id: 'round-1',
      bet_amount: '300',
      win_amount: '450',
      status: 'settled',
    });
    expect(row.rows[0]!.settled_at).not.toBeNull();
    expect(await booksBalance(t.database.db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('caps the wins of a bet at MAX_WIN_MULTIPLE times it: refused beyond, alerted, nothing credited', async () => {
    const p = await player(1_000n);
    const betId = id('bet');
    await client('bet', betBody(p, '100', { transactionId: betId }));
    // 300x the bet is the slot's top prize: paid. Up to the ceiling in two wins is fine too.
    expect((await client('win', winBody(p, betId, 20_000))).body.code).toBe('OK');
    expect((await client('win', winBody(p, betId, 10_000))).body.value).toMatchObject({ balance: '30900' });
    const over = winBody(p, betId, 1);
    const refused = await client('win', over);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'WIN_LIMIT_EXCEEDED', value: { balance: '30900' } });
    const alert = await t.database.db.execute<{ actor: string; detail: Record<string, string> }>(
      sql`SELECT actor, detail FROM operator_audit WHERE action = 'seamless.win_refused' AND target = ${`${VENDOR}:${betId}`}`,
    );
    expect(alert.rows).toEqual([
      {
        actor: 'system:seamless',
        detail: expect.objectContaining({
          bet: '100',
          win: '1',
          total: '30001',
          ceiling: '30000',
        }) as unknown,
      },
    ]);
    // Refused leaves no trace: the id may be sent again (and is refused again).
    expect((await client('win', over)).body.code).toBe('WIN_LIMIT_EXCEEDED');
    const b = await t.database.db.execute<{ win_amount: string }>(
      sql`SELECT win_amount FROM bets WHERE bet_transaction_id = ${betId}`,
    );
    expect(b.rows[0]!.win_amount).toBe('30000');
    expect(await booksBalance(t.database.db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('caps the wins of a round at MAX_WIN_PER_ROUND, over all its bets', async () => {
    const capped = await createTestApp({ config: { houseProviderSecret: SECRET, maxWinPerRound: 5_000n } });
    try {
      const m = await createMember(capped.database.db, { balance: 1_000n });
      const { token } = await createToolLaunchToken(capped.database.db, m.accountId, VENDOR);
      const p = { ...m, token, playerId: String(m.accountId) };
      const call = seamlessClient({
        secret: SECRET,
        vendor: VENDOR,
        send: (q, init) => capped.app.request(q, init),
      }).call;
      const [b1, b2] = [id('bet'), id('bet')];
      await call('bet', betBody(p, '100', { transactionId: b1, roundId: 'split' }));
      await call('bet', betBody(p, '100', { transactionId: b2, roundId: 'split' }));
      expect((await call('win', winBody(p, b1, 3_000))).body.code).toBe('OK');
      // Within this bet's 300x, but the round would pass 5,000.
      const over = await call('win', winBody(p, b2, 2_001));
      expect(over.body.code).toBe('WIN_LIMIT_EXCEEDED');
      expect((await call('win', winBody(p, b2, 2_000))).body.code).toBe('OK');
    } finally {
      await capped.close();
    }
  });

  it('a win may name the round instead of the bet, and may be 0 (no ledger transaction)', async () => {
    const p = await player(100n);
    const betId = id('bet');
    await client('bet', betBody(p, '40', { transactionId: betId, roundId: 'round-x' }));
    const before = await count(sql`SELECT count(*) AS n FROM ledger_transactions`);
    const zero = await client('win', {
      playerId: p.playerId,
      transactionId: id('win'),
      roundId: 'round-x',
      amount: '0',
    });
    expect(zero.body.value).toMatchObject({ status: 'OK', balance: '60' });
    expect(await count(sql`SELECT count(*) AS n FROM ledger_transactions`)).toBe(before);
    const row = await t.database.db.execute<{ status: string }>(
      sql`SELECT status FROM bets WHERE bet_transaction_id = ${betId}`,
    );
    expect(row.rows[0]!.status).toBe('settled');
  });

  it('a duplicate bet returns the original answer and moves nothing; another body under its id is DUPLICATE_TRANSACTION', async () => {
    const p = await player(500n);
    const bet = betBody(p, '100');
    const first = await client('bet', bet);
    // The balance moves in between: the replay still answers the figure of the first call.
    await client('bet', { ...bet, transactionId: id('bet') });
    const replay = await client('bet', bet);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(first.body.value).toMatchObject({ balance: '400' });
    expect(await walletBalance(p.wallet)).toBe(300n);
    const other = await client('bet', { ...bet, amount: '101' });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      code: 'DUPLICATE_TRANSACTION',
      value: { status: 'DUPLICATE_TRANSACTION', balance: '300' },
    });
    expect(
      await count(sql`SELECT count(*) AS n FROM bets WHERE bet_transaction_id = ${bet.transactionId}`),
    ).toBe(1);
  });

  it("a bet stored before migration 0030 (its answer without a balance) replays with its ledger entry's balance", async () => {
    const p = await player(500n);
    const bet = betBody(p, '100');
    const first = await client('bet', bet);
    await client('bet', { ...bet, transactionId: id('bet') });
    await t.database.db.execute(sql`
      UPDATE seamless_transactions SET response = response - 'balance'
      WHERE vendor_code = ${VENDOR} AND transaction_id = ${bet.transactionId}`);
    const replay = await client('bet', bet);
    expect(replay.body).toEqual(first.body);
    expect(first.body.value).toMatchObject({ balance: '400' });
  });

  it('a duplicate win pays once', async () => {
    const p = await player(100n);
    const betId = id('bet');
    await client('bet', betBody(p, '10', { transactionId: betId }));
    const w = winBody(p, betId, '25');
    const first = await client('win', w);
    const again = await client('win', w);
    expect(again.body).toEqual(first.body);
    expect(await walletBalance(p.wallet)).toBe(115n);
    expect((await client('win', { ...w, amount: '26' })).body.code).toBe('DUPLICATE_TRANSACTION');
  });

  it('a win without its bet is BET_NOT_FOUND, also for a bet of another player', async () => {
    const p = await player(100n);
    const q = await player(100n);
    const r = await client('win', winBody(p, 'never-sent', '5'));
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({
      code: 'BET_NOT_FOUND',
      value: { status: 'BET_NOT_FOUND', balance: '100' },
    });
    const betId = id('bet');
    await client('bet', betBody(q, '5', { transactionId: betId }));
    const stolen = await client('win', winBody(p, betId, '5'));
    expect(stolen.body.code).toBe('BET_NOT_FOUND');
    expect(await walletBalance(p.wallet)).toBe(100n);
    // Nothing was stored for the refused win: the same id may be sent again once its bet exists.
  });

  it('a rollback reverses the bet once: its replay is the same answer, another rollback is ALREADY_ROLLED_BACK', async () => {
    const p = await player(100n);
    const betId = id('bet');
    await client('bet', betBody(p, '30', { transactionId: betId }));
    const rb = rollbackBody(p, betId);
    const first = await client('rollback', rb);
    expect(first.body.value).toMatchObject({ status: 'OK', balance: '100' });
    expect(await client('rollback', rb)).toEqual(first);
    const second = await client('rollback', { ...rb, transactionId: id('rb') });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('ALREADY_ROLLED_BACK');
    expect(await walletBalance(p.wallet)).toBe(100n);
    const row = await t.database.db.execute<{ status: string }>(
      sql`SELECT status FROM bets WHERE bet_transaction_id = ${betId}`,
    );
    expect(row.rows[0]!.status).toBe('rolled_back');
    // A win on a rolled-back bet is refused too.
    const w = await client('win', winBody(p, betId, '5'));
    expect(w.body.code).toBe('ALREADY_ROLLED_BACK');
  });

  it('a rollback before its bet is stored (OK, nothing moves) and the late bet is refused', async () => {
    const p = await player(100n);
    const betId = id('bet');
    const rb = await client('rollback', rollbackBody(p, betId));
    expect(rb.body.value).toMatchObject({ status: 'OK', balance: '100' });
    const late = await client('bet', betBody(p, '30', { transactionId: betId }));
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'ALREADY_ROLLED_BACK', value: { balance: '100' } });
    expect(await walletBalance(p.wallet)).toBe(100n);
    expect(await count(sql`SELECT count(*) AS n FROM bets WHERE bet_transaction_id = ${betId}`)).toBe(0);
  });

  it('a bet that already has a win is not rolled back (BET_SETTLED)', async () => {
    const p = await player(100n);
    const betId = id('bet');
    await client('bet', betBody(p, '30', { transactionId: betId }));
    await client('win', winBody(p, betId, '10'));
    const r = await client('rollback', rollbackBody(p, betId));
    expect(r.body.code).toBe('BET_SETTLED');
    expect(await walletBalance(p.wallet)).toBe(80n);
  });

  it('refuses a bet beyond the balance with INSUFFICIENT_FUNDS and stores nothing', async () => {
    const p = await player(50n);
    const betId = id('bet');
    const r = await client('bet', betBody(p, '51', { transactionId: betId }));
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      value: { status: 'INSUFFICIENT_FUNDS', balance: '50' },
    });
    expect(
      await count(sql`SELECT count(*) AS n FROM seamless_transactions WHERE transaction_id = ${betId}`),
    ).toBe(0);
    expect(await count(sql`SELECT count(*) AS n FROM bets WHERE bet_transaction_id = ${betId}`)).toBe(0);
    const exact = await client('bet', betBody(p, '50', { transactionId: betId }));
    expect(exact.body.value).toMatchObject({ balance: '0' });
  });

  it('an expired token refuses bets but not wins or rollbacks', async () => {
    const p = await player(100n);
    const b1 = id('bet');
    const b2 = id('bet');
    await client('bet', betBody(p, '10', { transactionId: b1 }));
    await client('bet', betBody(p, '10', { transactionId: b2 }));
    await t.database.db.execute(
      sql`UPDATE launch_tokens SET expires_at = now() - interval '1 second' WHERE account_id = ${p.accountId}`,
    );
    const bet = await client('bet', betBody(p, '10'));
    expect(bet.status).toBe(401);
    expect(bet.body.code).toBe('INVALID_TOKEN');
    const win = await client('win', winBody(p, b1, '15'));
    expect(win.body.value).toMatchObject({ status: 'OK', balance: '95' });
    const rb = await client('rollback', rollbackBody(p, b2));
    expect(rb.body.value).toMatchObject({ status: 'OK', balance: '105' });
    // An exact replay of an accepted bet still answers its original result after expiry.
    expect((await client('bet', betBody(p, '10', { transactionId: b1 }))).body.value).toMatchObject({
      balance: '90',
    });
  });

  it('in transfer mode plays from the vendor wallet', async () => {
    const p = await player(100n);
    await setSingleWallet(t.database.db, false);
    try {
      const r = await client('bet', betBody(p, '1'));
      expect(r.body.code).toBe('INSUFFICIENT_FUNDS');
      expect(r.body.value).toMatchObject({ balance: '0' });
    } finally {
      await setSingleWallet(t.database.db, true);
    }
  });

  it('keeps the books balanced after all of the above', async () => {
    expect(await booksBalance(t.database.db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });
});

describe('seamless: round trips (decision 062)', () => {
  /**
   * The statements (round trips to PostgreSQL) one call sends to the wallet, through the app.
   */
  async function statementsOf(call: () => Promise<{ status: number }>) {
    const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const query = proto.query;
    const sent: { by: unknown; text: string }[] = [];
    proto.query = function (this: unknown, ...args: unknown[]) {
      const q = args[0] as string | { text?: string; name?: string };
      // A named (prepared) statement is listed as `name: text`.
      const text = typeof q === 'string' ? q : `${q.name ? `${q.name}: ` : ''}${q.text ?? '?'}`;
      sent.push({ by: this, text });
      return query.apply(this, args);
    };
    try {
      expect((await call()).status).toBe(200);
    } finally {
      proto.query = query;
    }
    // Statements of the wallet's seamless tables and functions: the background passes of the test
    // app (reward ticker, VIP, settlement) read bets and accounts but never these; the 1-in-500
    // pruning of old nonces runs after the answer and is not the call's.
    return sent
      .map((q) => q.text)
      .filter((q) => /seamless_/.test(q) && !/^\s*DELETE FROM seamless_nonces/.test(q));
  }

  it('a bet, a win and a zero win take one statement each, a prepared call of its SQL function (decision 062)', async () => {
    const p = await player(1_000n);
    await client('balance', { playerId: p.playerId }); // the vendor list is cached from here on
    const bet = betBody(p, '100');
    const betSent = await statementsOf(() => client('bet', bet));
    const winSent = await statementsOf(() => client('win', winBody(p, bet.transactionId, 150)));
    const second = betBody(p, '100', { roundId: 'r2' });
    await client('bet', second);
    const zeroSent = await statementsOf(() => client('win', winBody(p, second.transactionId, 0)));
    expect(
      [betSent, winSent, zeroSent].map((s) => s.map((q) => /^(seamless_\w+): SELECT \1\(/.exec(q)?.[1])),
    ).toEqual([['seamless_bet'], ['seamless_win'], ['seamless_win']]);
    expect(await walletBalance(p.wallet)).toBe(950n);
  });
});

describe('seamless endpoints in /openapi.json', () => {
  it('lists all six operator endpoints (the jackpot report too, decision 061) and the wallet calls', async () => {
    const doc = (await (await t.get('/openapi.json')).json()) as { paths: Record<string, unknown> };
    for (const a of ['authenticate', 'balance', 'bet', 'win', 'rollback', 'jackpot'])
      expect(doc.paths[`/wps/seamless/{vendor}/${a}`]).toBeDefined();
    for (const p of [
      '/wps/v2/wallets/balance',
      '/wps/relay/GCS_merchantWallet',
      '/wps/relay/GCS_walletTransfer',
      '/wps/member/info/funds/consolidated',
    ])
      expect(doc.paths[p]).toBeDefined();
  });
});
