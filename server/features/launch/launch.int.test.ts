import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LaunchGameResponse, type LaunchTarget } from '../../../contract/games/schemas';
import { hashOpaqueToken } from '../../core/sessions/opaque-token';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { createSession } from '../../core/sessions/sessions';
import { WIN_LIMIT_DEFAULTS } from '../../core/context/config';
import { AppError } from '../../core/context/errors';
import { hashPassword } from '../../core/sessions/password';
import { authenticate, bet, win } from '../wallet';
import { createMember, signInAs } from '../../../tests/helpers/factories';
import { send } from '../../../tests/helpers/requests';

let t: TestApp;
let member: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  member = await signInAs(t.database.db, 'demo');
});
afterAll(() => t.close());

async function gameId(
  where: ReturnType<typeof sql>,
): Promise<{ id: number; game_code: string; vendor_code: string }> {
  const r = await t.database.db.execute<{ id: number; game_code: string; vendor_code: string }>(
    sql`SELECT id, game_code, vendor_code FROM games WHERE ${where} ORDER BY id LIMIT 1`,
  );
  return r.rows[0]!;
}

/** The target without the per-launch part (node id and token of game pages). */
function withoutSession(t: LaunchTarget): LaunchTarget {
  const strip = (u: string) => u.replace(/&token=[^&]*$/, '').replace(/&nodeId=\d+$/, '');
  if (t.kind === 'url') return { ...t, url: strip(t.url) };
  if (t.kind === 'route') return { ...t, path: strip(t.path) };
  return t;
}
const tokenOf = (t: LaunchTarget) =>
  new URLSearchParams((t.kind === 'url' ? t.url : t.kind === 'route' ? t.path : '').split('?')[1]).get(
    'token',
  );

const launch = (body: unknown, headers = member) =>
  send(t, 'POST', '/wps/game/launchGame', { headers, body });

describe('POST /wps/game/launchGame', () => {
  it('refuses guests with NOT_LOGGED_IN and trial accounts (games without free play) with NEED_REAL_ACCOUNT', async () => {
    const slot = await gameId(sql`game_type = 'RNG' AND support_play = 1`);
    const guest = await launch({ nodeId: slot.id }, {});
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    const trial = await launch({ nodeId: slot.id }, await signInAs(t.database.db, 'trial_demo'));
    expect(trial.status).toBe(403);
    expect(await trial.json()).toMatchObject({ code: 'NEED_REAL_ACCOUNT' });
    const recent = await t.database.db.execute(sql`SELECT 1 FROM recent_games`);
    expect(recent.rows).toHaveLength(0);
  });

  it('routes each kind of game (spec section 4) and records it as recent', async () => {
    const cases: [
      ReturnType<typeof sql>,
      (g: { id: number; game_code: string; vendor_code: string }) => unknown,
    ][] = [
      [
        sql`vendor_code = 'TCG_LOTTO_VN' AND game_type = 'LOTT'`,
        (g) => ({ kind: 'route', path: `/vnLottery?gameCode=${g.game_code}` }),
      ],
      [
        sql`vendor_code = 'TCG_LOTTO_VN' AND game_type = 'ELOTT'`,
        (g) => ({ kind: 'route', path: `/vnLottery?gameCode=${g.game_code}` }),
      ],
      [sql`vendor_code = 'TCG_SEA'`, (g) => ({ kind: 'route', path: `/seaLottery?gameCode=${g.game_code}` })],
      [
        sql`vendor_code = 'GW' AND game_type = 'LOTT'`,
        (g) => ({ kind: 'route', path: `/lottery?gameCode=${g.game_code}` }),
      ],
      [
        sql`vendor_code = 'TCG' AND game_type = 'ELOTT'`,
        (g) => ({ kind: 'route', path: `/lottery?gameCode=${g.game_code}` }),
      ],
      [
        sql`is_game = 'VASSALAGE' AND game_type = 'LIVE'`,
        (g) => ({ kind: 'vendorList', vassalage: g.vendor_code, gameType: 'LIVE' }),
      ],
      [sql`game_type = 'RNG'`, (g) => ({ kind: 'url', url: `/seamless?nodeId=${g.id}` })],
    ];
    for (const [where, expected] of cases) {
      const g = await gameId(where);
      const res = await launch({ nodeId: g.id });
      expect(res.status).toBe(200);
      const value = LaunchGameResponse.parse(await res.json()).value;
      expect(withoutSession(value)).toEqual(expected(g));
      if (value.kind !== 'vendorList') expect(tokenOf(value)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const recent = await t.database.db.execute(
        sql`SELECT 1 FROM recent_games r JOIN accounts a ON a.id = r.account_id WHERE a.account = 'demo' AND r.game_id = ${g.id}`,
      );
      expect(recent.rows).toHaveLength(1);
    }
  });

  it('finds a game by vendor and code too, and moves it to the top of recent on a replay', async () => {
    const g = await gameId(sql`vendor_code = 'PG' AND game_type = 'RNG'`);
    const before = await t.database.db.execute<{ last_played_at: Date }>(
      sql`SELECT last_played_at FROM recent_games WHERE game_id = ${g.id}`,
    );
    const res = await launch({ vassalage: 'PG', gameCode: g.game_code, gameType: 'RNG' });
    expect(withoutSession(LaunchGameResponse.parse(await res.json()).value)).toEqual({
      kind: 'url',
      url: `/seamless?nodeId=${g.id}`,
    });
    const after = await t.database.db.execute<{ last_played_at: Date }>(
      sql`SELECT last_played_at FROM recent_games WHERE game_id = ${g.id}`,
    );
    expect(after.rows).toHaveLength(1);
    if (before.rows[0])
      expect(new Date(after.rows[0]!.last_played_at).getTime()).toBeGreaterThan(
        new Date(before.rows[0].last_played_at).getTime(),
      );
    const top = await t.database.db.execute<{ game_id: number }>(
      sql`SELECT game_id FROM recent_games ORDER BY last_played_at DESC LIMIT 1`,
    );
    expect(top.rows[0]!.game_id).toBe(g.id);
  });

  it('NOT_FOUND for an unknown game or a wrong game type; BAD_REQUEST for bad input', async () => {
    expect((await launch({ nodeId: 999_999_999 })).status).toBe(404);
    expect((await launch({ vassalage: 'PG', gameCode: 'no-such-game' })).status).toBe(404);
    const g = await gameId(sql`vendor_code = 'PG'`);
    expect((await launch({ vassalage: 'PG', gameCode: g.game_code, gameType: 'LIVE' })).status).toBe(404);
    const bad = await launch({ nodeId: 'abc' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await launch({})).status).toBe(400);
  });

  it('issues a launch token of the member at the game vendor, and only its hash is stored', async () => {
    const g = await gameId(sql`game_type = 'RNG' AND vendor_code = 'PG'`);
    const token = tokenOf(LaunchGameResponse.parse(await (await launch({ nodeId: g.id })).json()).value)!;
    const r = await t.database.db.execute<{ vendor_code: string; account: string }>(sql`
      SELECT l.vendor_code, a.account FROM launch_tokens l JOIN accounts a ON a.id = l.account_id
      WHERE l.token_hash = ${hashOpaqueToken(token)}`);
    expect(r.rows).toEqual([{ vendor_code: 'PG', account: 'demo' }]);
  });

  it('lets a trial account open a free-play game in demo mode, on a demo wallet and no launch token', async () => {
    const trial = await signInAs(t.database.db, 'trial_demo');
    const g = await gameId(sql`game_type = 'RNG' AND support_play = 0 AND is_game IS NULL`);
    const res = await launch({ nodeId: g.id }, trial);
    expect(res.status).toBe(200);
    const token = tokenOf(LaunchGameResponse.parse(await res.json()).value)!;
    const demo = await t.database.db.execute(
      sql`SELECT balance FROM house_demo_wallets WHERE token_hash = ${hashOpaqueToken(token)}`,
    );
    expect(demo.rows).toHaveLength(1);
    const real = await t.database.db.execute(
      sql`SELECT 1 FROM launch_tokens WHERE token_hash = ${hashOpaqueToken(token)}`,
    );
    expect(real.rows).toHaveLength(0);
  });
});

describe('launch tokens end with their session', () => {
  const PASSWORD = 'Token#Pass2024';
  let seq = 0;
  const ids = () => `tok-${Date.now().toString(36)}-${++seq}`;

  async function player() {
    const m = await createMember(t.database.db, { balance: 1_000_000n });
    await t.database.db.execute(
      sql`UPDATE accounts SET password_hash = ${await hashPassword(PASSWORD)} WHERE id = ${m.accountId}`,
    );
    const session = async () => {
      const s = await createSession(t.database.db, {
        accountId: m.accountId,
        ip: '203.0.113.10',
        userAgent: null,
      });
      return { authorization: `Bearer ${s.token}` };
    };
    return { ...m, session };
  }
  async function launchToken(headers: Record<string, string>) {
    const g = await gameId(sql`game_type = 'RNG' AND vendor_code = 'PG'`);
    const res = await launch({ nodeId: g.id }, headers);
    expect(res.status).toBe(200);
    return { token: tokenOf(LaunchGameResponse.parse(await res.json()).value)!, gameCode: g.game_code };
  }
  const placeBet = (accountId: number, l: { token: string; gameCode: string }, roundId = ids()) =>
    bet(t.database.db, 'PG', {
      token: l.token,
      playerId: String(accountId),
      transactionId: `${roundId}-bet`,
      roundId,
      gameCode: l.gameCode,
      amount: 100n,
    });
  const codeOf = (p: Promise<unknown>) =>
    p.then(
      () => 'OK',
      (err: unknown) => (err instanceof AppError ? err.code : String(err)),
    );

  it('a logout ends its tokens for new bets; a round already open still settles', async () => {
    const p = await player();
    const headers = await p.session();
    const l = await launchToken(headers);
    const open = ids();
    expect(await codeOf(placeBet(p.accountId, l, open))).toBe('OK');

    expect((await send(t, 'DELETE', '/wps/session/logout', { headers })).status).toBe(200);
    expect(await codeOf(placeBet(p.accountId, l))).toBe('INVALID_TOKEN');
    expect(await codeOf(authenticate(t.database.db, 'PG', { token: l.token }))).toBe('INVALID_TOKEN');
    const won = win(
      t.database.db,
      'PG',
      {
        playerId: String(p.accountId),
        transactionId: `${open}-win`,
        betTransactionId: `${open}-bet`,
        amount: 250n,
      },
      WIN_LIMIT_DEFAULTS,
    );
    expect(await codeOf(won)).toBe('OK');
  });

  it('a password change in another session ends the tokens of the sessions it ends', async () => {
    const p = await player();
    const l = await launchToken(await p.session());
    expect(await codeOf(placeBet(p.accountId, l))).toBe('OK');
    const changed = await send(t, 'POST', '/wps/member/password', {
      headers: await p.session(),
      body: { oldPassword: PASSWORD, newPassword: 'Other#Pass2024', confirmNewPassword: 'Other#Pass2024' },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(await codeOf(placeBet(p.accountId, l))).toBe('INVALID_TOKEN');
  });
});
