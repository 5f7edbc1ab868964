import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOUSE_SECRET,
  endBetting,
  launchedMember,
  tableGame,
  testOperator,
} from '../../../tests/helpers/house-tables';
import { send } from '../../../tests/helpers/requests';
import { readEvents } from '../../../tests/helpers/sse';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { balanceOf } from '../../core/money/ledger';
import { runTablesPass } from './run-tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { houseProviderSecret: HOUSE_SECRET } });
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads of a checked contract
type Envelope = { success: boolean; code: string; value: Record<string, any> };
const as = (token: string) => ({
  get: async (path: string) =>
    (await send(t, 'GET', path, { headers: { 'x-launch-token': token } })).json() as Promise<Envelope>,
  post: (path: string, body: unknown) =>
    send(t, 'POST', path, { headers: { 'x-launch-token': token }, body }),
});

/** The table's state once its open round has a few seconds of betting left (the real clock runs). */
async function stateWithTimeToBet(token: string, nodeId: number): Promise<Envelope['value']> {
  for (;;) {
    const s = await as(token).get(`/wps/house/tables/state?nodeId=${nodeId}`);
    expect(s.success).toBe(true);
    if (s.value.table.round.state === 'open' && s.value.table.round.countdownMs > 4_000) return s.value;
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

describe('the house tables calls: sic bo and xóc đĩa from their LIVE tiles', () => {
  it('shows a table, takes a bet on two spots, streams the round and settles it for everyone', async () => {
    const g = await tableGame(t, 'xoc-dia');
    const m = await launchedMember(t, g.gameId, 100_000n);
    const state = await stateWithTimeToBet(m.token, g.gameId);
    expect(state).toMatchObject({ mode: 'real', balance: '100000', myBets: [] });
    expect(state.table).toMatchObject({ nodeId: g.gameId, family: 'xoc-dia', bettingSeconds: 20 });
    expect(state.table.round.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(state.table.round.serverSeed).toBeNull();
    expect(state.spots.map((s: { spot: string }) => s.spot)).toContain('four-red');
    const roundId: number = state.table.round.roundId;

    const stream = await send(t, 'GET', `/wps/house/tables/stream?nodeId=${g.gameId}`);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const res = await as(m.token).post('/wps/house/tables/bet', {
      nodeId: g.gameId,
      roundId,
      clientBetId: 'slip-xoc-1',
      bets: [
        { spot: 'even', stake: '5000' },
        { spot: 'four-red', stake: '1000' },
      ],
    });
    expect(res.status).toBe(200);
    const placed = (await res.json()) as Envelope;
    expect(placed.value).toMatchObject({
      balance: '94000',
      slip: { status: 'placed', stake: '6000', roundId },
    });
    const mine = await as(m.token).get(`/wps/house/tables/state?nodeId=${g.gameId}`);
    expect(mine.value.myBets).toHaveLength(1);

    await endBetting(t, roundId);
    await runTablesPass(t.database.db, testOperator(t), [g]);
    // The stream carries every round of the table (an older one may close in the same pass): this one's.
    const ours = (e: { data: string }) => (JSON.parse(e.data) as { roundId: number }).roundId === roundId;
    const heard = await readEvents(stream, (e) => e.some((x) => x.event === 'settled' && ours(x)), 8_000);
    const events = heard.filter(ours);
    expect(events.map((e) => e.event)).toEqual(['opened', 'closed', 'result', 'settled']);
    const result = JSON.parse(events[2]!.data) as {
      outcome: { reds: number };
      serverSeed: string;
      clientSeed: string;
    };

    // Anyone may recompute the round from the revealed seed.
    const verified = (await (
      await send(t, 'POST', '/wps/house/verify', {
        body: { engine: 'xoc-dia', serverSeed: result.serverSeed, clientSeed: result.clientSeed, nonce: 0 },
      })
    ).json()) as Envelope;
    expect(verified.value.outcome).toEqual({ engine: 'xoc-dia', ...result.outcome });
    expect(verified.value.serverSeedHash).toBe(state.table.round.serverSeedHash);

    // The record: one bet, its win the rules' payout; the balance moved by exactly that.
    const [slip] = (
      await t.database.db.execute<{ payout: string }>(
        sql`SELECT payout::text FROM house_table_bets WHERE round_id = ${roundId}`,
      )
    ).rows;
    expect(await balanceOf(t.database.db, m.wallet)).toBe(94_000n + BigInt(slip!.payout));

    // A lost line resumes after the last event it saw, and gets only what followed.
    const resumed = await send(t, 'GET', `/wps/house/tables/stream?nodeId=${g.gameId}`, {
      headers: { 'last-event-id': events[1]!.id! },
    });
    const again = await readEvents(resumed, (e) => e.some((x) => x.event === 'settled' && ours(x)), 5_000);
    expect(again.every((e) => Number(e.id) > Number(events[1]!.id))).toBe(true);
    expect(again.filter(ours).map((e) => e.id)).toEqual([events[2]!.id, events[3]!.id]);
  });

  it("lists the vendor's tables with their family, limits, round and last results", async () => {
    const g = await tableGame(t, 'sic-bo');
    const m = await launchedMember(t, g.gameId, 10_000n);
    const list = await as(m.token).get(`/wps/house/tables?nodeId=${g.gameId}`);
    expect(list.success).toBe(true);
    const tables = list.value.tables as {
      nodeId: number;
      family: string;
      round: { state: string };
      last: unknown[];
    }[];
    expect(tables.find((x) => x.nodeId === g.gameId)).toMatchObject({
      family: 'sic-bo',
      limits: { minStake: '1000', maxSpot: '10000000' },
    });
    for (const x of tables) expect(['sic-bo', 'xoc-dia']).toContain(x.family);
  });

  it('refuses a bet on a tile that is not a shared table, and leaves the tile its engine', async () => {
    const [bac] = (
      await t.database.db.execute<{ id: number }>(
        sql`SELECT id FROM games WHERE game_type = 'LIVE' AND name_en LIKE 'Baccarat%' ORDER BY id LIMIT 1`,
      )
    ).rows;
    const m = await launchedMember(t, bac!.id, 10_000n);
    const s = await as(m.token).get(`/wps/house/tables/state?nodeId=${bac!.id}`);
    expect(s.code).toBe('NOT_FOUND');
    const g = await tableGame(t, 'sic-bo');
    const x = await launchedMember(t, g.gameId, 10_000n);
    const session = await as(x.token).get(`/wps/house/session?nodeId=${g.gameId}`);
    expect(session.value.engine).toBe('baccarat');
  });

  it('answers a bet after the close with BETTING_CLOSED and debits nothing', async () => {
    const g = await tableGame(t, 'sic-bo');
    const m = await launchedMember(t, g.gameId, 10_000n);
    const state = await stateWithTimeToBet(m.token, g.gameId);
    await endBetting(t, state.table.round.roundId);
    const res = await as(m.token).post('/wps/house/tables/bet', {
      nodeId: g.gameId,
      roundId: state.table.round.roundId,
      clientBetId: 'slip-late-1',
      bets: [{ spot: 'big', stake: '1000' }],
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'BETTING_CLOSED' });
    expect(await balanceOf(t.database.db, m.wallet)).toBe(10_000n);
  });

  it('lists the calls in /openapi.json', async () => {
    const doc = (await (await send(t, 'GET', '/openapi.json')).json()) as { paths: Record<string, unknown> };
    for (const p of [
      '/wps/house/tables',
      '/wps/house/tables/state',
      '/wps/house/tables/bet',
      '/wps/house/tables/stream',
    ])
      expect(doc.paths).toHaveProperty([p]);
  });
});
