import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendLostThenBroken } from '../../../tests/helpers/failing-query';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { serveWithLaneFirst, type LaneServer } from '../../../tests/helpers/lanes';
import { maintenanceOffCommand, maintenanceOn } from '../../ops/maintenance';
import { signSeamless } from '../../core/sessions/signature';
import { houseProviderKeys } from '../../house/secret';
import { createToolLaunchToken } from './launch-tokens';
import { putSeamlessLaneFirst, SeamlessLane } from './seamless-lane';
import { createMember } from '../../../tests/helpers/factories';

const SECRET = 's'.repeat(64);
let t: TestApp;
let lane: SeamlessLane;
let handle: ReturnType<typeof vi.spyOn>;
let served: LaneServer;
let appFetch: LaneServer['appFetch'];
let base: string;

beforeAll(async () => {
  t = await createTestApp({ config: { houseProviderSecret: SECRET } });
  // As main.ts: the seamless lane, then the fast lane, then the app.
  lane = new SeamlessLane(t.deps, houseProviderKeys(t.deps.config));
  handle = vi.spyOn(lane, 'handle');
  served = await serveWithLaneFirst(t, (server) => putSeamlessLaneFirst(server, lane));
  ({ appFetch, base } = served);
});
afterAll(async () => {
  await served.close();
  await t.close();
});

type Tamper = { timestamp?: string; nonce?: string; signature?: string; raw?: string; headers?: object };
type Sent = { status: number; headers: Record<string, string>; body: string; fromLane: boolean };

/** One signed call over HTTP, as a provider sends it; `viaApp` makes the lane step aside. */
async function send(action: string, body: unknown, tamper: Tamper = {}, viaApp = false): Promise<Sent> {
  const raw = tamper.raw ?? JSON.stringify(body);
  const timestamp = tamper.timestamp ?? String(Date.now());
  const nonce = tamper.nonce ?? randomBytes(16).toString('base64url');
  handle.mockClear();
  appFetch.mockClear();
  if (viaApp) handle.mockImplementationOnce(() => false);
  const res = await fetch(`${base}/wps/seamless/PG/${action}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-signature': tamper.signature ?? signSeamless(SECRET, timestamp, nonce, raw),
      ...tamper.headers,
    },
    body: raw,
  });
  const { date: _date, ...headers } = Object.fromEntries(res.headers);
  const fromLane = appFetch.mock.calls.length === 0;
  return { status: res.status, headers, body: await res.text(), fromLane };
}

async function player(balance: bigint) {
  const m = await createMember(t.database.db, { balance: balance });
  const { token } = await createToolLaunchToken(t.database.db, m.accountId, 'PG');
  return { token, playerId: String(m.accountId) };
}
type Player = Awaited<ReturnType<typeof player>>;

/**
 * A scenario plays its calls for a fresh player (balance 1,000) under ids that start with `x`,
 * and returns the answers that matter. Played once through the lane and once through the app,
 * its answers must be the same, byte for byte once the player's id and the ids are named alike.
 */
type Scenario = (
  p: Player,
  x: string,
  via: (a: string, b: unknown, t?: Tamper) => Promise<Sent>,
) => Promise<Sent[]>;

const bet = (p: Player, x: string, amount = '100', id = 'b') => ({
  token: p.token,
  playerId: p.playerId,
  transactionId: `${x}-${id}`,
  roundId: `${x}-r`,
  gameCode: 'g',
  amount,
});
/** The win of `bet(p, x)`. */
const winOf = (p: Player, x: string, amount: string) => ({
  playerId: p.playerId,
  transactionId: `${x}-w`,
  betTransactionId: `${x}-b`,
  amount,
});

const scenarios: Record<string, Scenario> = {
  'a bet, its win and their replays': async (p, x, via) => [
    await via('bet', bet(p, x)),
    await via('bet', bet(p, x)),
    await via('win', winOf(p, x, '190')),
    await via('win', winOf(p, x, '190')),
  ],
  'another body under a used id': async (p, x, via) => [
    await via('bet', bet(p, x)),
    await via('bet', bet(p, x, '200')),
  ],
  'a bad signature': async (p, x, via) => [await via('bet', bet(p, x), { signature: 'ab'.repeat(32) })],
  'a stale timestamp': async (p, x, via) => [
    await via('bet', bet(p, x), { timestamp: String(Date.now() - 60_000) }),
  ],
  'a used nonce': async (p, x, via) => {
    const nonce = `${x}-nonce-1`;
    return [await via('bet', bet(p, x), { nonce }), await via('bet', bet(p, x, '100', 'b2'), { nonce })];
  },
  'a malformed nonce': async (p, x, via) => [await via('bet', bet(p, x), { nonce: 'no' })],
  'an unknown player': async (p, x, via) => [await via('bet', { ...bet(p, x), playerId: '999999999' })],
  'insufficient funds': async (p, x, via) => [await via('bet', bet(p, x, '5000'))],
  'a rollback before its bet, then the late bet': async (p, x, via) => [
    await via('rollback', {
      playerId: p.playerId,
      transactionId: `${x}-rb`,
      referenceTransactionId: `${x}-b`,
    }),
    await via('bet', bet(p, x)),
  ],
  'a win beyond its limit': async (p, x, via) => [
    await via('bet', bet(p, x)),
    await via('win', winOf(p, x, '999999999')),
  ],
  'a malformed body, bad JSON and control characters': async (p, x, via) => [
    await via('bet', { ...bet(p, x), amount: 'lots' }),
    await via('bet', null, { raw: '{"playerId":' }),
    await via('bet', { ...bet(p, x), gameCode: 'g\u0001' }),
  ],
  'a connection lost under the bet, and a database error': async (p, x, via) => {
    const [a, b] = await sendLostThenBroken(
      t.database.pool,
      'seamless_bet',
      () => via('bet', bet(p, x)),
      () => via('bet', bet(p, x, '100', 'b2')),
    );
    expect([a.status, a.headers['retry-after'], b.status]).toEqual([503, '5', 500]);
    return [a, b];
  },
  'authenticate and balance': async (p, _x, via) => [
    await via('authenticate', { token: p.token }),
    await via('balance', { playerId: p.playerId }),
  ],
};

describe('the seamless lane', () => {
  it.each(Object.entries(scenarios))('answers %s as the app does, headers included', async (_name, play) => {
    const run = async (viaApp: boolean) => {
      const p = await player(1_000n);
      const x = randomBytes(6).toString('hex');
      const sent = await play(p, x, (a, b, tamper) => send(a, b, tamper, viaApp));
      for (const s of sent) expect(s.fromLane).toBe(!viaApp);
      // The same answer for another player and other ids: name them alike.
      return sent.map((s) => ({
        ...s,
        fromLane: undefined,
        body: s.body.replaceAll(`"${p.playerId}"`, `"PLAYER"`).replaceAll(x, 'X'),
      }));
    };
    const lane = await run(false);
    expect(lane).toEqual(await run(true));
    expect(lane.every((s) => s.status !== 500 || s.body.includes('"INTERNAL"'))).toBe(true);
    expect(lane[0]!.headers).toMatchObject({ 'cache-control': 'no-store', vary: 'Origin' });
  });

  it('leaves to the app what the app’s chain could answer differently', async () => {
    const p = await player(1_000n);
    const x = randomBytes(6).toString('hex');
    const cors = await send('bet', bet(p, x), { headers: { origin: 'https://elsewhere.example' } });
    expect(cors).toMatchObject({ status: 200, fromLane: false });
    const text = await send('bet', bet(p, x, '100', 'b2'), { headers: { 'content-type': 'text/plain' } });
    expect(text).toMatchObject({ status: 200, fromLane: false });
    const big = await send('bet', null, {
      raw: JSON.stringify({ ...bet(p, x, '100', 'b3'), pad: 'x'.repeat(70_000) }),
    });
    expect(big).toMatchObject({ status: 413, fromLane: false });
    expect(JSON.parse(big.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    await maintenanceOn(t.database, { until: '2099-01-02T03:04:05Z', info: 'Upgrading' });
    t.deps.changes.emit('site');
    try {
      for (let i = 0; i < 2; i++) {
        const during = await send('bet', bet(p, x, '100', `m${i}`));
        expect(during).toMatchObject({ status: 503, fromLane: false });
        expect(JSON.parse(during.body)).toMatchObject({ code: 'MAINTENANCE' });
      }
    } finally {
      await maintenanceOffCommand(t.database);
      t.deps.changes.emit('site');
    }
    // The gate's state was dropped with the change: the lane reads it again itself.
    expect(await send('bet', bet(p, x, '100', 'after'))).toMatchObject({ status: 200, fromLane: true });
  });
});
