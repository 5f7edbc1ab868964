import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LaunchGameResponse, type LaunchTarget } from '../../contract/games/schemas';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { createSession } from '../core/sessions/sessions';
import { balanceOf } from '../core/money/ledger';
import { seamlessClient } from './client';
import { engineOf } from './catalogue';
import { hashServerSeed } from './engines/fairness';
import { settleDueDraws } from './lottery/settle-draws';
import { createOperator } from './operator';
import { recoverOpenRounds } from './recover-rounds';
import { activeSeed } from './seeds';
import { spinSlot, wonJackpot } from './engines/slot';
import { JACKPOT_SEED } from '../../contract/jackpot/schemas';
import { poolBalance, seedPool } from '../features/jackpot';
import { createToolLaunchToken } from '../features/wallet/launch-tokens';
import { booksBalance } from '../../tests/helpers/books';
import { createMember, signInAs } from '../../tests/helpers/factories';
import { send } from '../../tests/helpers/requests';

const SECRET = 'h'.repeat(64);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { houseProviderSecret: SECRET } });
});
afterAll(() => t.close());

const db = () => t.database.db;
const one = async <T>(q: ReturnType<typeof sql>) =>
  (await db().execute<T & Record<string, unknown>>(q)).rows[0]!;
const count = async (q: ReturnType<typeof sql>) => Number((await one<{ n: string }>(q)).n);

/** A fresh member with money, logged in. */
async function member(balance: bigint) {
  const m = await createMember(db(), { balance: balance });
  const { token } = await createSession(db(), {
    accountId: m.accountId,
    ip: '203.0.113.10',
    userAgent: 'vitest',
  });
  return { ...m, bearer: { authorization: `Bearer ${token}` } };
}

async function gameWhere(where: ReturnType<typeof sql>) {
  return one<{ id: number; vendor_code: string; game_code: string }>(
    sql`SELECT id, vendor_code, game_code FROM games WHERE ${where} AND (is_game IS NULL OR is_game <> 'VASSALAGE') ORDER BY id LIMIT 1`,
  );
}

/** Launches like the lobby does and returns the launch token from the target. */
async function launch(bearer: Record<string, string>, nodeId: number): Promise<string> {
  const res = await send(t, 'POST', '/wps/game/launchGame', { headers: bearer, body: { nodeId } });
  expect(res.status).toBe(200);
  const target: LaunchTarget = LaunchGameResponse.parse(await res.json()).value;
  const url = target.kind === 'url' ? target.url : target.kind === 'route' ? target.path : '';
  return new URLSearchParams(url.split('?')[1]).get('token')!;
}

const game = (token: string) => ({
  get: (path: string) => send(t, 'GET', path, { headers: { 'x-launch-token': token } }),
  post: (path: string, body: unknown) =>
    send(t, 'POST', path, { headers: { 'x-launch-token': token }, body }),
});
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads of a checked contract
type Envelope = { success: boolean; code: string; value: Record<string, any> };
const json = async (r: Response) => (await r.json()) as Envelope;

describe('house provider: launch and real-money rounds through the seamless protocol', () => {
  it('opens a session by launch token only, with the wallet balance and the seed hash', async () => {
    const m = await member(50_000n);
    const slot = await gameWhere(sql`game_type = 'RNG' AND classify IS NULL`);
    const token = await launch(m.bearer, slot.id);
    const res = await json(await game(token).get(`/wps/house/session?nodeId=${slot.id}`));
    expect(res.value).toMatchObject({ mode: 'real', engine: 'slot', balance: '50000', currency: 'VND' });
    expect(res.value.fairness).toMatchObject({
      nonce: 0,
      serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const bad = await game('x'.repeat(43)).get(`/wps/house/session?nodeId=${slot.id}`);
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('a spin bets and always settles (a win, 0 for a loss) through the operator; books balance', async () => {
    const m = await member(100_000n);
    const slot = await gameWhere(sql`game_type = 'RNG' AND classify IS NULL`);
    const g = game(await launch(m.bearer, slot.id));
    let expected = 100_000n;
    for (let i = 0; i < 12; i++) {
      const r = await json(await g.post('/wps/house/slot/spin', { nodeId: slot.id, stake: '1000' }));
      expect(r.success).toBe(true);
      const round = r.value.round as { stake: string; payout: string; nonce: number };
      expect(round.nonce).toBe(i);
      expected += BigInt(round.payout) - 1000n;
      expect(r.value.balance).toBe(expected.toString());
    }
    expect(await balanceOf(db(), m.wallet)).toBe(expected);
    const bets = await db().execute<{ status: string; vendor_code: string; game_code: string }>(
      sql`SELECT status, vendor_code, game_code FROM bets WHERE account_id = ${m.accountId}`,
    );
    expect(bets.rows).toHaveLength(12);
    for (const b of bets.rows)
      expect(b).toEqual({ status: 'settled', vendor_code: slot.vendor_code, game_code: slot.game_code });
    expect(
      await count(
        sql`SELECT count(*) n FROM house_rounds WHERE player_key = ${`p:${m.accountId}`} AND status = 'settled'`,
      ),
    ).toBe(12);
    expect(await booksBalance(db())).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('refuses a stake above the balance with INSUFFICIENT_FUNDS and moves nothing', async () => {
    const m = await member(5_000n);
    const slot = await gameWhere(sql`game_type = 'FISH'`);
    const g = game(await launch(m.bearer, slot.id));
    const res = await g.post('/wps/house/slot/spin', { nodeId: slot.id, stake: '6000' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(db(), m.wallet)).toBe(5_000n);
    expect(await count(sql`SELECT count(*) n FROM bets WHERE account_id = ${m.accountId}`)).toBe(0);
    expect(
      await count(
        sql`SELECT count(*) n FROM house_rounds WHERE player_key = ${`p:${m.accountId}`} AND status = 'refused'`,
      ),
    ).toBe(1);
  });

  it('is replay safe: the operator answers a resent bet or win as the first time and moves nothing', async () => {
    const m = await member(20_000n);
    const slot = await gameWhere(sql`game_type = 'RNG' AND classify IS NULL`);
    const token = await launch(m.bearer, slot.id);
    const r = await json(await game(token).post('/wps/house/slot/spin', { nodeId: slot.id, stake: '2000' }));
    const round = r.value.round as { roundId: string; payout: string };
    const before = await count(sql`SELECT count(*) n FROM ledger_transactions`);
    const client = seamlessClient({
      secret: SECRET,
      vendor: slot.vendor_code,
      send: (p, init) => t.app.request(p, init),
    });
    const bet = await client.call('bet', {
      token,
      playerId: String(m.accountId),
      transactionId: `b:${round.roundId}`,
      roundId: round.roundId,
      gameCode: slot.game_code,
      amount: '2000',
    });
    expect(bet.status).toBe(200);
    expect(bet.body.value).toMatchObject({ balance: '18000' });
    const win = await client.call('win', {
      playerId: String(m.accountId),
      transactionId: `w:${round.roundId}`,
      betTransactionId: `b:${round.roundId}`,
      amount: round.payout,
    });
    expect(win.body.value).toMatchObject({ balance: r.value.balance });
    expect(await count(sql`SELECT count(*) n FROM ledger_transactions`)).toBe(before);
  });

  it('deals baccarat and pays by the hand; a big enough win reaches the winner board', async () => {
    const m = await member(10_000_000n);
    const table = await gameWhere(sql`game_type = 'LIVE'`);
    const g = game(await launch(m.bearer, table.id));
    const r = await json(
      await g.post('/wps/house/baccarat/deal', { nodeId: table.id, stakes: { player: '1000', tie: '1000' } }),
    );
    const round = r.value.round as { payout: string; outcome: { winner: string } };
    const expected = { player: 2000n, banker: 0n, tie: 1000n + 9000n }[round.outcome.winner]!;
    expect(BigInt(round.payout)).toBe(expected);
    expect(r.value.balance).toBe((10_000_000n - 2000n + expected).toString());
    // The winner board: a real win from 200,000 above its stake goes on it (a tie's push does not).
    const boardBefore = await count(sql`SELECT count(*) n FROM big_wins WHERE account_id = ${m.accountId}`);
    for (
      let i = 0;
      i < 40 &&
      (await count(sql`SELECT count(*) n FROM big_wins WHERE account_id = ${m.accountId}`)) === boardBefore;
      i++
    )
      await g.post('/wps/house/baccarat/deal', { nodeId: table.id, stakes: { player: '250000' } });
    const win = await one<{ game_id: number; customer_name: string; win_amount: string }>(
      sql`SELECT game_id, customer_name, win_amount FROM big_wins WHERE account_id = ${m.accountId} ORDER BY id DESC LIMIT 1`,
    );
    expect(win).toMatchObject({ game_id: table.id, win_amount: '500000' });
    expect(win.customer_name).toMatch(/^m_\*\*\*.$/);
  });
});

describe('house provider: the progressive jackpot (decision 061)', () => {
  it('a spin whose fourth number draws the jackpot is paid the whole pool by the operator, once; the pool reseeds', async () => {
    const stake = 10_000_000n;
    const m = await member(30_000_000n);
    const slot = await gameWhere(sql`game_type = 'RNG' AND classify IS NULL`);
    const g = game(await launch(m.bearer, slot.id));
    // The player picks a client seed; with the server seed read from the provider's table we find
    // one whose next round draws the jackpot (1 in 1,000 at this stake).
    const seed = await activeSeed(db(), `p:${m.accountId}`);
    let clientSeed = '';
    for (let i = 0; !clientSeed; i++) {
      const candidate = `jp-${i}`;
      const s = { serverSeed: seed.serverSeed, clientSeed: candidate, nonce: seed.nextNonce };
      if (wonJackpot(spinSlot(s).jackpotRoll, stake)) clientSeed = candidate;
    }
    await g.post('/wps/house/fairness/client-seed', { nodeId: slot.id, clientSeed });
    await seedPool(db());
    const pool = await poolBalance(db());
    const r = await json(await g.post('/wps/house/slot/spin', { nodeId: slot.id, stake: stake.toString() }));
    expect(r.success).toBe(true);
    const round = r.value.round as { roundId: string; payout: string; outcome: { jackpotRoll: number } };
    expect(wonJackpot(round.outcome.jackpotRoll, stake)).toBe(true);
    expect(r.value.jackpot).toBe(pool.toString());
    const expected = 30_000_000n - stake + BigInt(round.payout) + pool;
    expect(r.value.balance).toBe(expected.toString());
    expect(await balanceOf(db(), m.wallet)).toBe(expected);
    expect(await poolBalance(db())).toBe(JACKPOT_SEED);
    expect(
      await one<{ status: string }>(sql`SELECT status FROM house_rounds WHERE round_id = ${round.roundId}`),
    ).toEqual({ status: 'settled' });
    expect(
      await count(sql`SELECT count(*) n FROM big_wins WHERE account_id = ${m.accountId} AND jackpot`),
    ).toBe(1);
    // Recovery of the round (as after a crash before it was marked settled) pays nothing twice.
    await db().execute(sql`UPDATE house_rounds SET status = 'open', created_at = now() - interval '2 minutes'
                           WHERE round_id = ${round.roundId}`);
    await recoverOpenRounds(
      db(),
      createOperator(SECRET, (p, init) => t.app.request(p, init)),
    );
    expect(await balanceOf(db(), m.wallet)).toBe(expected);
    expect(await poolBalance(db())).toBe(JACKPOT_SEED);
    expect(await booksBalance(db())).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });
});

describe('house provider: the game API is documented', () => {
  it('lists every /wps/house path in /openapi.json', async () => {
    const doc = (await (await t.app.request('/openapi.json')).json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/wps/house/session',
      '/wps/house/slot/spin',
      '/wps/house/baccarat/deal',
      '/wps/house/rounds',
      '/wps/house/fairness/client-seed',
      '/wps/house/fairness/rotate',
      '/wps/house/verify',
      '/wps/house/lottery/state',
      '/wps/house/lottery/bet',
    ])
      expect(doc.paths[path], path).toBeDefined();
  });
});

describe('house provider: provable fairness', () => {
  it('shows the hash first, takes the client seed, reveals on rotation and verifies a past round', async () => {
    const m = await member(100_000n);
    const slot = await gameWhere(sql`game_type = 'RNG' AND classify IS NULL`);
    const g = game(await launch(m.bearer, slot.id));
    const session = await json(await g.get(`/wps/house/session?nodeId=${slot.id}`));
    const hash = (session.value.fairness as { serverSeedHash: string }).serverSeedHash;
    const seed = await json(
      await g.post('/wps/house/fairness/client-seed', { nodeId: slot.id, clientSeed: 'my-lucky-seed' }),
    );
    expect(seed.value).toMatchObject({ clientSeed: 'my-lucky-seed', serverSeedHash: hash, nonce: 0 });
    const played = await json(await g.post('/wps/house/slot/spin', { nodeId: slot.id, stake: '1000' }));
    const round = played.value.round as {
      nonce: number;
      clientSeed: string;
      outcome: unknown;
      serverSeed: null;
    };
    expect(round).toMatchObject({ nonce: 0, clientSeed: 'my-lucky-seed', serverSeed: null });

    const rotated = await json(await g.post('/wps/house/fairness/rotate', { nodeId: slot.id }));
    const revealed = rotated.value.revealed as { serverSeed: string; serverSeedHash: string; rounds: number };
    expect(hashServerSeed(revealed.serverSeed)).toBe(hash);
    expect(revealed.rounds).toBe(1);
    expect((rotated.value.fairness as { serverSeedHash: string }).serverSeedHash).not.toBe(hash);

    const rounds = await json(await g.get(`/wps/house/rounds?nodeId=${slot.id}`));
    expect((rounds.value.list as unknown as { serverSeed: string }[])[0]!.serverSeed).toBe(
      revealed.serverSeed,
    );
    const verified = await json(
      await send(t, 'POST', '/wps/house/verify', {
        body: { engine: 'slot', serverSeed: revealed.serverSeed, clientSeed: 'my-lucky-seed', nonce: 0 },
      }),
    );
    expect(verified.value).toEqual({ serverSeedHash: hash, outcome: round.outcome });
  });
});

describe('house provider: demo play', () => {
  it('plays free-play games on a demo wallet, leaving the real ledger and betting record alone', async () => {
    const trial = await signInAs(t.database.db, 'trial_demo');
    const slot = await gameWhere(sql`game_type = 'RNG' AND classify IS NULL AND support_play = 0`);
    const g = game(await launch(trial, slot.id));
    const ledgerBefore = await count(sql`SELECT count(*) n FROM ledger_transactions`);
    const betsBefore = await count(sql`SELECT count(*) n FROM bets`);
    const session = await json(await g.get(`/wps/house/session?nodeId=${slot.id}`));
    expect(session.value).toMatchObject({ mode: 'demo', balance: '1000000' });
    let balance = 1_000_000n;
    for (let i = 0; i < 5; i++) {
      const r = await json(await g.post('/wps/house/slot/spin', { nodeId: slot.id, stake: '10000' }));
      balance += BigInt((r.value.round as { payout: string }).payout) - 10_000n;
      expect(r.value.balance).toBe(balance.toString());
    }
    const over = await g.post('/wps/house/slot/spin', { nodeId: slot.id, stake: '10000000' });
    expect(await over.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await count(sql`SELECT count(*) n FROM ledger_transactions`)).toBe(ledgerBefore);
    expect(await count(sql`SELECT count(*) n FROM bets`)).toBe(betsBefore);

    // The demo token opens nothing else: not a game without free play, not a real session.
    const paid = await gameWhere(
      sql`vendor_code = ${slot.vendor_code} AND support_play = 1 AND game_type = 'RNG'`,
    );
    const refused = await g.get(`/wps/house/session?nodeId=${paid.id}`);
    expect(await refused.json()).toMatchObject({ code: 'NEED_REAL_ACCOUNT' });
  });
});

describe('house provider: lottery', () => {
  it('takes a ticket, and a draw settles its bets exactly once with two settlers racing', async () => {
    const m = await member(100_000n);
    const lott = await gameWhere(sql`vendor_code = 'TCG_LOTTO_VN' AND game_type = 'LOTT'`);
    const g = game(await launch(m.bearer, lott.id));
    const state = await json(await g.get(`/wps/house/lottery/state?nodeId=${lott.id}`));
    expect((state.value.current as { numbers: null }).numbers).toBeNull();
    const picks = Array.from({ length: 10 }, (_, i) => i * 10);
    const bet = await json(
      await g.post('/wps/house/lottery/bet', { nodeId: lott.id, picks, stakeEach: '1000' }),
    );
    expect(bet.value).toMatchObject({ balance: '90000', ticket: { status: 'placed', stake: '10000' } });
    const dup = await g.post('/wps/house/lottery/bet', { nodeId: lott.id, picks: [1, 1], stakeEach: '1000' });
    expect(dup.status).toBe(400);

    // The draw time passes; two nodes settle at once.
    // (Moved to an old draw number, so the current period opens a fresh draw afterwards.)
    await db().execute(
      sql`UPDATE house_draws SET draw_at = now() - interval '1 second', draw_no = draw_no - 1000000 WHERE game_code = ${lott.game_code}`,
    );
    const node = () => createOperator(SECRET, (p, init) => t.app.request(p, init));
    const settled = await Promise.all([settleDueDraws(db(), node()), settleDueDraws(db(), node())]);
    expect(settled.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await settleDueDraws(db(), node());

    const draw = await one<{ numbers: number[] }>(
      sql`SELECT numbers FROM house_draws WHERE game_code = ${lott.game_code} AND settled_at IS NOT NULL ORDER BY draw_no DESC LIMIT 1`,
    );
    const hits = picks.filter((p) => draw.numbers.includes(p)).length;
    const ticket = await one<{ status: string; payout: string; paid: boolean }>(
      sql`SELECT status, payout, paid FROM house_tickets WHERE player_key = ${`p:${m.accountId}`}`,
    );
    expect(ticket).toEqual({ status: hits ? 'won' : 'lost', payout: String(hits * 19_000), paid: true });
    expect(
      await count(
        sql`SELECT count(*) n FROM seamless_transactions WHERE account_id = ${m.accountId} AND kind = 'win'`,
      ),
    ).toBe(1);
    expect(await balanceOf(db(), m.wallet)).toBe(90_000n + BigInt(hits * 19_000));
    const b = await one<{ status: string }>(sql`SELECT status FROM bets WHERE account_id = ${m.accountId}`);
    expect(b.status).toBe('settled');
    const after = await json(await g.get(`/wps/house/lottery/state?nodeId=${lott.id}`));
    expect((after.value.past as unknown as { numbers: number[] }[])[0]!.numbers).toEqual(draw.numbers);
    expect(await booksBalance(db())).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });
});

describe('house provider: every seeded game type is playable', () => {
  it('launches one game of each type and classification into its engine and plays a round', async () => {
    const m = await member(10_000_000n);
    const kinds = await db().execute<{ id: number; game_type: string; classify: string | null }>(sql`
      SELECT DISTINCT ON (game_type, classify) id, game_type, classify FROM games
      WHERE is_game IS NULL OR is_game <> 'VASSALAGE' ORDER BY game_type, classify, id`);
    expect(kinds.rows.length).toBeGreaterThanOrEqual(9);
    for (const k of kinds.rows) {
      const g = game(await launch(m.bearer, k.id));
      const engine = engineOf({ gameType: k.game_type as never, classify: k.classify });
      const res =
        engine === 'slot'
          ? await g.post('/wps/house/slot/spin', { nodeId: k.id, stake: '1000' })
          : engine === 'baccarat'
            ? await g.post('/wps/house/baccarat/deal', { nodeId: k.id, stakes: { banker: '1000' } })
            : await g.post('/wps/house/lottery/bet', { nodeId: k.id, picks: [7], stakeEach: '1000' });
      expect(res.status, `${k.game_type}/${k.classify ?? '-'} (${engine})`).toBe(200);
    }
  });
});

describe('house provider: recovery', () => {
  it('finishes rounds left open: resends the win, or tombstones a bet the operator never saw', async () => {
    const m = await member(10_000n);
    const slot = await gameWhere(sql`game_type = 'RNG' AND classify IS NULL`);
    const op = createOperator(SECRET, (p, init) => t.app.request(p, init));
    const { token } = await createToolLaunchToken(db(), m.accountId, slot.vendor_code);
    const seed = await activeSeed(db(), `p:${m.accountId}`);
    const open = async (roundId: string, nonce: number) =>
      db().execute(sql`
        INSERT INTO house_rounds (round_id, player_key, mode, vendor_code, game_code, game_id, engine, seed_id, nonce,
                                  client_seed, stake, payout, bet, outcome, status, created_at)
        VALUES (${roundId}, ${`p:${m.accountId}`}, 'real', ${slot.vendor_code}, ${slot.game_code}, ${slot.id}, 'slot',
                ${seed.id}, ${nonce}, 'c', 1000, 5000, '{}'::jsonb, '{}'::jsonb, 'open', now() - interval '2 minutes')`);
    await open('crash-after-bet', 900);
    await op.bet(slot.vendor_code, {
      token,
      playerId: m.accountId,
      transactionId: 'b:crash-after-bet',
      roundId: 'crash-after-bet',
      gameCode: slot.game_code,
      amount: 1000n,
    });
    await open('crash-before-bet', 901);
    expect(await recoverOpenRounds(db(), op)).toBe(2);
    const rounds = await db().execute<{ round_id: string; status: string }>(
      sql`SELECT round_id, status FROM house_rounds WHERE round_id LIKE 'crash-%' ORDER BY round_id`,
    );
    expect(rounds.rows).toEqual([
      { round_id: 'crash-after-bet', status: 'settled' },
      { round_id: 'crash-before-bet', status: 'refused' },
    ]);
    expect(await balanceOf(db(), m.wallet)).toBe(10_000n - 1000n + 5000n);
    // The late bet of the tombstoned round is refused.
    await expect(
      op.bet(slot.vendor_code, {
        token,
        playerId: m.accountId,
        transactionId: 'b:crash-before-bet',
        roundId: 'crash-before-bet',
        gameCode: slot.game_code,
        amount: 1000n,
      }),
    ).rejects.toMatchObject({ code: 'ALREADY_ROLLED_BACK' });
  });
});
