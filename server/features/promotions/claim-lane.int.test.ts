import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { trialAccountType } from '../../../contract/common';
import { sendLostThenBroken } from '../../../tests/helpers/failing-query';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { serveWithLaneFirst, type LaneServer } from '../../../tests/helpers/lanes';
import { createMember, liveCampaign } from '../../../tests/helpers/factories';
import { createSession, revokeSession } from '../../core/sessions/sessions';
import { maintenanceOffCommand, maintenanceOn } from '../../ops/maintenance';
import { campaignAction } from '../../engine/rewards';
import { ClaimLane, putClaimLaneFirst } from './claim-lane';

let t: TestApp;
let lane: ClaimLane;
let handle: ReturnType<typeof vi.spyOn>;
let served: LaneServer;
let appFetch: LaneServer['appFetch'];
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  // As main.ts: the claim lane, then the fast lane, then the app.
  lane = new ClaimLane(t.deps);
  handle = vi.spyOn(lane, 'handle');
  served = await serveWithLaneFirst(t, (server) => putClaimLaneFirst(server, lane));
  ({ appFetch, base } = served);
});
afterAll(async () => {
  await served.close();
  await t.close();
});

type Sent = { status: number; headers: Record<string, string>; body: string; fromLane: boolean };
type Over = { raw?: string; headers?: Record<string, string>; query?: string; campaign?: number };

/** The world of one run: a live campaign and a member with a session. */
type World = { campaign: number; token: string; accountId: number };

type WorldOptions = {
  type?: number;
  budget?: bigint;
  held?: boolean;
  perDevice?: number;
  /** The session's login asked for a password change not done yet (decision 103). */
  mustChangePassword?: boolean;
};

async function world(opts: WorldOptions = {}): Promise<World> {
  const campaign = await liveCampaign(t.database.db, {
    rules: { op: 'player_only' },
    wageringMultiple: 2,
    reward: { type: 'fixed', amount: '1000' },
    ...(opts.budget === undefined ? {} : { budget: opts.budget }),
    ...(opts.perDevice === undefined
      ? {}
      : { limits: { perDevice: opts.perDevice, perIp24: null, perPayee: null } }),
  });
  const member = async (type?: number, mustChangePassword = false) => {
    const m = await createMember(t.database.db, { balance: 5_000n, ...(type ? { type } : {}) });
    const { token } = await createSession(t.database.db, {
      accountId: m.accountId,
      ip: '127.0.0.1',
      userAgent: 't',
      mustChangePassword,
    });
    return { campaign, token, accountId: m.accountId };
  };
  // A claim of another member first: the node then holds the campaign's copy, so the lane reads
  // the claims that follow with the session's statement (decision 082).
  if (opts.held) await send(await member(), { requestId: 'key-held', deviceId: 'device-held' }, {}, false);
  return member(opts.type, opts.mustChangePassword);
}

/** One claim over HTTP, as the PWA sends it; `viaApp` makes the lane step aside. */
async function send(w: World, body: unknown, over: Over, viaApp: boolean): Promise<Sent> {
  handle.mockClear();
  appFetch.mockClear();
  if (viaApp) handle.mockImplementationOnce(() => false);
  const res = await fetch(
    `${base}/wps/member/promotions/${over.campaign ?? w.campaign}/claim${over.query ?? '?language=en'}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${w.token}`, 'content-type': 'application/json', ...over.headers },
      body: over.raw ?? JSON.stringify(body),
    },
  );
  const { date: _date, ...headers } = Object.fromEntries(res.headers);
  const fromLane = appFetch.mock.calls.length === 0;
  return { status: res.status, headers, body: await res.text(), fromLane };
}

type Via = (body: unknown, over?: Over) => Promise<Sent>;

/**
 * The seconds left of a refused limit's window, named alike when they are a window's (1-60 of
 * the claim limit's minute): the lane's run and the app's start a second apart or not, as the
 * machine allows. Any other value stays itself, so a wrong one still fails the comparison.
 */
const windowLeft = (v: string) => (Number(v) >= 1 && Number(v) <= 60 ? 'SECONDS' : v);
type Scenario = {
  world?: Parameters<typeof world>[0];
  play: (w: World, via: Via) => Promise<Sent[]>;
  /** What each answer is, so that a scenario cannot pass on the wrong refusal twice. */
  codes: string[];
};

const scenarios: Record<string, Scenario> = {
  'a claim, its replay and another key': {
    codes: ['OK', 'OK', 'ALREADY_CLAIMED'],
    play: async (_w, via) => [
      await via({ requestId: 'key-0001' }),
      await via({ requestId: 'key-0001' }),
      await via({ requestId: 'key-0002', deviceId: 'device-1' }),
    ],
  },
  'a claim without a language, and in Vietnamese': {
    codes: ['OK', 'ALREADY_CLAIMED'],
    play: async (_w, via) => [
      await via({ requestId: 'key-0001' }, { query: '' }),
      await via({ requestId: 'key-0002' }, { query: '?language=vi' }),
    ],
  },
  'no such promotion': {
    codes: ['NOT_FOUND'],
    play: async (w, via) => [await via({ requestId: 'key-0001' }, { campaign: w.campaign + 100_000 })],
  },
  'a campaign paused (after the node kept its copy, when held)': {
    codes: ['PROMOTION_CLOSED'],
    play: async (w, via) => {
      await campaignAction(t.database.db, 'cli:test', w.campaign, 'pause');
      return [await via({ requestId: 'key-0001' })];
    },
  },
  'a budget that cannot pay': {
    codes: ['BUDGET_EXHAUSTED'],
    world: { budget: 500n },
    play: async (_w, via) => [await via({ requestId: 'key-0001' })],
  },
  'a device-limited campaign claimed without a device id, then with one': {
    codes: ['RULE_FAILED', 'OK'],
    world: { perDevice: 1 },
    play: async (_w, via) => [
      await via({ requestId: 'key-0001' }),
      await via({ requestId: 'key-0002', deviceId: 'device-1' }),
    ],
  },
  'a trial account': {
    codes: ['NEED_REAL_ACCOUNT'],
    world: { type: trialAccountType },
    play: async (_w, via) => [await via({ requestId: 'key-0001' })],
  },
  'a session ended': {
    codes: ['NOT_LOGGED_IN'],
    play: async (w, via) => {
      const { sessionId, token } = await createSession(t.database.db, {
        accountId: w.accountId,
        ip: '127.0.0.1',
        userAgent: 't',
      });
      await revokeSession(t.database.db, sessionId);
      return [await via({ requestId: 'key-0001' }, { headers: { authorization: `Bearer ${token}` } })];
    },
  },
  'a session owing its forced password change, then after the change': {
    world: { mustChangePassword: true },
    codes: ['PASSWORD_CHANGE_REQUIRED', 'OK'],
    play: async (w, via) => {
      const refused = await via({ requestId: 'key-0001' });
      // What changing the password does to this session (change-password.ts).
      await t.database.pool.query('UPDATE sessions SET must_change_password = false WHERE account_id = $1', [
        w.accountId,
      ]);
      return [refused, await via({ requestId: 'key-0001' })];
    },
  },
  'a malformed body, bad JSON and control characters': {
    codes: ['BAD_REQUEST', 'BAD_REQUEST', 'BAD_REQUEST', 'BAD_REQUEST', 'INVALID_CHARACTERS'],
    play: async (_w, via) => [
      await via({ requestId: 7 }),
      await via({}),
      await via(null),
      await via(undefined, { raw: '{"requestId":' }),
      await via({ requestId: 'key-0001\u0001' }),
    ],
  },
  'the 21st claim of a minute': {
    codes: ['ALREADY_CLAIMED', 'TOO_MANY_REQUESTS'],
    play: async (_w, via) => {
      const sent: Sent[] = [];
      for (let i = 0; i < 21; i++) sent.push(await via({ requestId: `key-${1000 + i}` }));
      return sent.slice(19);
    },
  },
  'a claim from a domain line, and one from another origin': {
    codes: ['OK', 'ALREADY_CLAIMED'],
    play: async (_w, via) => {
      const [line] = await t.deps.siteData.domainNames.get();
      const port = new URL(base).port;
      const own = await via({ requestId: 'key-0001' }, { headers: { origin: `http://${line}:${port}` } });
      const other = await via(
        { requestId: 'key-0002' },
        { headers: { origin: 'https://elsewhere.example' } },
      );
      expect(own.headers['access-control-allow-origin']).toBe(`http://${line}:${port}`);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      return [own, other];
    },
  },
  'a connection lost under the grant, and a database error': {
    codes: ['SERVICE_UNAVAILABLE', 'INTERNAL'],
    play: async (_w, via) => {
      const [a, b] = await sendLostThenBroken(
        t.database.pool,
        'reward_grant_batch',
        () => via({ requestId: 'key-0001' }),
        () => via({ requestId: 'key-0002' }),
      );
      expect([a.status, a.headers['retry-after'], b.status]).toEqual([503, '5', 500]);
      return [a, b];
    },
  },
};

describe.each([false, true])('the claim lane (decisions 077, 082), campaign copy held %s', (held) => {
  it.each(Object.entries(scenarios))('answers %s as the app does, headers included', async (_name, s) => {
    const run = async (viaApp: boolean) => {
      const w = await world({ ...s.world, held });
      const sent = await s.play(w, (body, over = {}) => send(w, body, over, viaApp));
      for (const x of sent) expect(x.fromLane).toBe(!viaApp);
      // The same answer for another campaign, member and grant: ids, times and numbers in messages named alike.
      return sent.map((x) => ({
        ...x,
        // Ids of another length change the length: the body's own, then left out.
        headers: {
          ...x.headers,
          'content-length': String(Buffer.byteLength(x.body) === Number(x.headers['content-length'])),
          ...(x.headers['retry-after'] ? { 'retry-after': windowLeft(x.headers['retry-after']) } : {}),
        },
        fromLane: undefined,
        body: x.body
          .replace(/"(id|campaignId)":"?\d+"?/g, '"$1":"ID"')
          .replace(/"\d{4}-\d\d-\d\dT[^"]+"/g, '"TIME"')
          .replace(/"message":"[^"]*"/, (m) => m.replace(/\d+/g, 'N'))
          .replace(/"retryAfter":(\d+)/, (_m, v: string) => `"retryAfter":"${windowLeft(v)}"`),
      }));
    };
    const viaLane = await run(false);
    expect(viaLane.map((x) => (JSON.parse(x.body) as { code: string }).code)).toEqual(s.codes);
    expect(viaLane).toEqual(await run(true));
    expect(viaLane[0]!.headers).toMatchObject({ 'cache-control': 'no-store', vary: 'Origin' });
  });
});

describe('the claim lane (decision 077)', () => {
  it('reads a claim with the session in one statement once the node holds the campaign’s copy (decision 082)', async () => {
    const w = await world({ held: true });
    const query = vi.spyOn(t.database.pool, 'query');
    try {
      const sent = await send(w, { requestId: 'key-0001' }, {}, false);
      expect(sent).toMatchObject({ status: 200, fromLane: true });
      const names = query.mock.calls.map(([q]) => (q as { name?: string }).name ?? String(q));
      expect(names).toHaveLength(2);
      expect(names[0]).toMatch(/^reward_session_claims_\d+$/);
      expect(names[1]).toBe('reward_grant_batch');
    } finally {
      query.mockRestore();
    }
  });

  it('leaves to the app what the app’s chain could answer differently', async () => {
    const w = await world();
    const text = await send(
      w,
      { requestId: 'key-0002' },
      { headers: { 'content-type': 'text/plain' } },
      false,
    );
    expect(text).toMatchObject({ fromLane: false });
    const noToken = await send(
      w,
      { requestId: 'key-0003' },
      { headers: { authorization: 'Basic x' } },
      false,
    );
    expect(noToken).toMatchObject({ status: 401, fromLane: false });
    const query = await send(w, { requestId: 'key-0004' }, { query: '?language=fr' }, false);
    expect(query).toMatchObject({ status: 400, fromLane: false });
    const big = await send(
      w,
      undefined,
      { raw: JSON.stringify({ requestId: 'key-0005', pad: 'x'.repeat(70_000) }) },
      false,
    );
    expect(big).toMatchObject({ status: 413, fromLane: false });

    await maintenanceOn(t.database, { until: '2099-01-02T03:04:05Z', info: 'Upgrading' });
    t.deps.changes.emit('site');
    try {
      for (let i = 0; i < 2; i++) {
        const during = await send(w, { requestId: `key-m-000${i}` }, {}, false);
        expect(during).toMatchObject({ status: 503, fromLane: false });
        expect(JSON.parse(during.body)).toMatchObject({ code: 'MAINTENANCE' });
      }
    } finally {
      await maintenanceOffCommand(t.database);
      t.deps.changes.emit('site');
    }
    // The gate's state was dropped with the change: the lane reads it again itself.
    expect(await send(await world(), { requestId: 'key-after' }, {}, false)).toMatchObject({
      status: 200,
      fromLane: true,
    });
  });
});
