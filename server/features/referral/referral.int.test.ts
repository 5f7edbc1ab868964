import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelope } from '../../../contract/envelope';
import { ReferralSummaryResponse, ZaloResponse } from '../../../contract/referral/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { bearer, send } from '../../../tests/helpers/requests';
import { secondNode } from '../../../tests/helpers/nodes';
import type { Db } from '../../db/client';
import { storeCaptcha } from '../captcha';
import { listReferralsForOps } from './ops-list';
import { qualifyReferrals } from './qualify';
import { payZaloRewards } from './pay-zalo';
import { creditedDeposit, unique } from '../../../tests/helpers/factories';

/**
 * Member referral and the Zalo reward (decisions 059, 060) through the real app on real
 * PostgreSQL; the qualification pass is called directly, from two pools standing for two nodes.
 */
let t: TestApp;
let node2: ReturnType<typeof secondNode>;
let second: Db;
beforeAll(async () => {
  t = await createTestApp();
  node2 = secondNode(t.database);
  second = node2.db;
});
afterAll(async () => {
  await node2.close();
  await t.close();
});

const PASSWORD = 'Fresh#Pass2024';
let net = 0;
/** A new /24 for each registration, so neither the register limit nor the network check links them by accident. */
const freshIp = () => `10.${Math.floor(++net / 200) + 1}.${net % 200}.7`;
const device = () => `d${randomBytes(8).toString('hex')}`;

async function call(method: string, path: string, body?: unknown, o: { ip?: string; token?: string } = {}) {
  const res = await send(t, method, path, { body, ip: o.ip ?? freshIp(), headers: bearer(o.token) });
  return { res, body: (await res.json()) as unknown };
}
async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await t.database.pool.query(text, values)).rows as T[];
}
const errorOf = (body: unknown) => ErrorEnvelope.parse(body);

let seq = 0;
type Member = { id: number; token: string; name: string; ip: string };
/** A member registered through the app, from its own network unless `ip` is given. */
async function register(over: Record<string, unknown> = {}, ip = freshIp()): Promise<Member> {
  const name = `ref${++seq}x${randomBytes(2).toString('hex')}`;
  const captchaId = await storeCaptcha(t.deps.db, '4821');
  const r = await call(
    'PUT',
    '/wps/member/register',
    { username: name, password: PASSWORD, confirmPassword: PASSWORD, captchaId, captcha: '4821', ...over },
    { ip },
  );
  expect(r.res.status, JSON.stringify(r.body)).toBe(200);
  const token = (r.body as { value: { token: string } }).value.token;
  const [row] = await sql<{ id: string }>('SELECT id FROM accounts WHERE account = $1', [name]);
  return { id: Number(row!.id), token, name, ip };
}
async function summary(m: Member, deviceId?: string) {
  const q = deviceId ? `?deviceId=${deviceId}` : '';
  const r = await call('GET', `/wps/member/referral${q}`, undefined, { token: m.token, ip: m.ip });
  expect(r.res.status, JSON.stringify(r.body)).toBe(200);
  return ReferralSummaryResponse.parse(r.body).value;
}
/** Settled bets of the referee (valid bet as the seamless wallet writes it). */
async function settledBet(accountId: number, amount: bigint) {
  const [g] = await sql<{ vendor_code: string; game_code: string }>(
    "SELECT vendor_code, game_code FROM games WHERE game_type = 'RNG' ORDER BY id LIMIT 1",
  );
  const [w] = await sql<{ id: string }>(
    "SELECT id FROM ledger_accounts WHERE kind = 'member_main' AND owner_id = $1",
    [accountId],
  );
  await sql(
    `INSERT INTO bets (account_id, vendor_code, game_code, round_id, bet_transaction_id, ledger_account_id,
       bet_amount, status, settled_at) VALUES ($1, $2, $3, $4, $5, $6, $7, 'settled', now())`,
    [accountId, g!.vendor_code, g!.game_code, unique('m-'), unique('m-'), w!.id, amount.toString()],
  );
}
/** A referee who meets the campaign's rules: a credited deposit and 200,000 ₫ of valid bets. */
async function qualifyActivity(accountId: number) {
  await creditedDeposit(t.deps.db, accountId, 300_000n);
  await settledBet(accountId, 120_000n);
  await settledBet(accountId, 80_000n);
}
const referralOf = async (refereeId: number) =>
  (
    await sql<{ referrer_id: string; status: string; reason: string | null; grant_id: string | null }>(
      'SELECT referrer_id, status, reason, grant_id FROM referrals WHERE referee_id = $1',
      [refereeId],
    )
  )[0];
const grantsOf = (accountId: number, source: string) =>
  sql<{ amount: string; source_ref: string }>(
    'SELECT amount::text, source_ref FROM reward_grants WHERE account_id = $1 AND source = $2',
    [accountId, source],
  );

describe('member referral codes at sign-up', () => {
  it('binds the referrer in the registration, case-insensitively, and joins no agent', async () => {
    const a = await register();
    const { code, path } = await summary(a);
    expect(code).toMatch(/^R[A-HJ-NP-Z2-9]{8}$/);
    expect(path).toBe(`/register?referralCode=${code}`);
    expect((await summary(a)).code).toBe(code);

    const b = await register({ referralCode: code.toLowerCase() });
    expect(await referralOf(b.id)).toMatchObject({ referrer_id: String(a.id), status: 'pending' });
    const [acc] = await sql<{ parent_id: string | null }>('SELECT parent_id FROM accounts WHERE id = $1', [
      b.id,
    ]);
    expect(acc!.parent_id).toBeNull();
    const s = await summary(a);
    expect(s).toMatchObject({
      invited: 1,
      qualified: 0,
      rewards: '0',
      minDeposits: 1,
      minValidBet: '200000',
    });
    expect(s.referees[0]).toMatchObject({ state: 'pending', reason: null, reward: null });
    expect(s.referees[0]!.name).not.toBe(b.name);
    expect(s.referees[0]!.name.slice(0, 2)).toBe(b.name.slice(0, 2));
  });

  it('keeps agent invitation codes working, and refuses an unknown code of either kind', async () => {
    const [agent] = await sql<{ id: string }>("SELECT id FROM accounts WHERE account = 'agent41'");
    const viaAgent = await register({ referralCode: 'AGENT41' });
    const [row] = await sql<{ parent_id: string }>('SELECT parent_id FROM accounts WHERE id = $1', [
      viaAgent.id,
    ]);
    expect(row!.parent_id).toBe(agent!.id);
    expect(await referralOf(viaAgent.id)).toBeUndefined();

    for (const referralCode of ['RZZZZZZZZ', 'NOPE1234']) {
      const captchaId = await storeCaptcha(t.deps.db, '4821');
      const bad = await call('PUT', '/wps/member/register', {
        username: `nobody${++seq}`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        captchaId,
        captcha: '4821',
        referralCode,
      });
      expect(errorOf(bad.body)).toMatchObject({
        code: 'INVALID_INVITATION_CODE',
        value: { field: 'referralCode' },
      });
      expect(await sql('SELECT 1 FROM accounts WHERE account = $1', [`nobody${seq}`])).toHaveLength(0);
    }
  });
});

describe('qualification', () => {
  it('waits for the deposit and the turnover, then pays the referrer once under concurrent passes', async () => {
    const a = await register();
    const b = await register({ referralCode: (await summary(a)).code });
    await creditedDeposit(t.deps.db, b.id, 300_000n);
    await settledBet(b.id, 150_000n);
    await qualifyReferrals(t.deps.db);
    expect((await referralOf(b.id))!.status).toBe('pending');

    await settledBet(b.id, 50_000n);
    const passes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => qualifyReferrals(i % 2 ? second : t.deps.db)),
    );
    expect(passes.reduce((n, p) => n + p.qualified, 0)).toBe(1);
    await qualifyReferrals(t.deps.db);
    expect(await grantsOf(a.id, 'referral')).toEqual([{ amount: '50000', source_ref: String(b.id) }]);
    expect(await grantsOf(b.id, 'referral')).toEqual([]);
    const s = await summary(a);
    expect(s).toMatchObject({ invited: 1, qualified: 1, rewards: '50000' });
    expect(s.referees[0]).toMatchObject({ state: 'qualified', reward: '50000' });
  });

  it('refuses a referee on the referrer’s device, network, bank account or payee name, with the reason', async () => {
    const cases: [string, (a: Member, b: Member) => Promise<void>, Record<string, unknown>][] = [
      ['device', async () => {}, {}],
      ['ip24', async () => {}, {}],
      [
        'bank',
        async (a, b) => {
          for (const id of [a.id, b.id])
            await sql(
              "INSERT INTO bank_cards (account_id, bank_name, account_number, payee_name) VALUES ($1, 'VCB', '0071000123456', 'X')",
              [id],
            );
        },
        {},
      ],
      [
        'payee',
        async (a, b) => {
          await sql("UPDATE account_security SET payee_name = 'Nguyen Van  An' WHERE account_id = $1", [
            a.id,
          ]);
          await sql("UPDATE account_security SET payee_name = 'nguyen van an' WHERE account_id = $1", [b.id]);
        },
        {},
      ],
    ];
    for (const [reason, link] of cases) {
      const a = await register();
      const shared = device();
      const { code } = await summary(a, reason === 'device' ? shared : undefined);
      const ip = reason === 'ip24' ? a.ip.replace(/\.7$/, '.99') : freshIp();
      const b = await register({ referralCode: code, deviceId: reason === 'device' ? shared : device() }, ip);
      await link(a, b);
      await qualifyActivity(b.id);
      await qualifyReferrals(t.deps.db);
      expect(await referralOf(b.id), reason).toMatchObject({ status: 'refused', reason, grant_id: null });
      expect(await grantsOf(a.id, 'referral')).toEqual([]);
      expect((await summary(a)).referees[0]).toMatchObject({ state: 'refused', reason });
      // The operator's list (npm run ops -- referrals) names both accounts and the reason.
      expect(await listReferralsForOps(t.deps.db, 'refused', 500)).toContainEqual(
        expect.objectContaining({ referee: b.name, referrer: a.name, status: 'refused', reason }),
      );
    }
  });
});

describe('Zalo registration reward', () => {
  const zaloNumber = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const sendCode = (m: Member, zalo: string) =>
    call('POST', '/wps/member/zalo/code', { zalo }, { token: m.token, ip: m.ip });
  /** The code of the last SMS to the number (the test app's development SMS provider keeps them). */
  const smsCode = (zalo: string) => /\b(\d{6})\b/.exec(t.sms.lastTo(`+84${zalo.slice(1)}`)?.text ?? '')?.[1];
  const bind = (m: Member, zalo: string, verificationCode: string, deviceId = device()) =>
    call('POST', '/wps/member/zalo', { zalo, verificationCode, deviceId }, { token: m.token, ip: m.ip });
  /** Ask for a code by SMS and bind with it: the member proves the number is theirs. */
  async function verify(m: Member, zalo: string, deviceId = device()) {
    const sent = await sendCode(m, zalo);
    expect(sent.res.status, JSON.stringify(sent.body)).toBe(200);
    return bind(m, zalo, smsCode(zalo)!, deviceId);
  }
  const stateOf = (r: { body: unknown }) => ZaloResponse.parse(r.body).value;

  it('pays nothing before the number is verified by its SMS code and a first deposit is credited; then 131,000 ₫ once', async () => {
    const m = await register();
    expect((await summary(m)).zaloReward).toEqual({
      zalo: null,
      amount: '131000',
      reward: 'open',
      reason: null,
    });
    const number = zaloNumber();
    // No code asked for, then a wrong one: nothing is bound, nothing paid.
    expect(errorOf((await bind(m, number, '000000')).body).code).toBe('INVALID_VERIFICATION_CODE');
    expect((await sendCode(m, number)).res.status).toBe(200);
    const right = smsCode(number)!;
    const wrong = right === '123456' ? '654321' : '123456';
    expect(errorOf((await bind(m, number, wrong)).body).code).toBe('INVALID_VERIFICATION_CODE');
    expect((await summary(m)).zaloReward).toMatchObject({ zalo: null, reward: 'open' });

    // Verified, but no deposit yet: bound and waiting, unpaid, also after the reward ticker's pass.
    expect(stateOf(await bind(m, number, right))).toMatchObject({ reward: 'deposit', amount: '131000' });
    await payZaloRewards(t.deps.db);
    expect(await grantsOf(m.id, 'zalo')).toEqual([]);
    expect((await summary(m)).zaloReward).toMatchObject({
      reward: 'deposit',
      zalo: expect.stringMatching(/^09\d\*+\d{3}$/),
    });

    // The first credited deposit: the pass pays once, however many nodes run it.
    await creditedDeposit(t.deps.db, m.id, 100_000n);
    await Promise.all([payZaloRewards(t.deps.db), payZaloRewards(second), payZaloRewards(t.deps.db)]);
    await payZaloRewards(second);
    expect(await grantsOf(m.id, 'zalo')).toEqual([{ amount: '131000', source_ref: 'zalo' }]);
    expect((await summary(m)).zaloReward).toMatchObject({ reward: 'paid', amount: '131000' });

    // Bound once: another code or bind is refused, and the number is taken for everyone else.
    expect(errorOf((await sendCode(m, zaloNumber())).body).code).toBe('ALREADY_BOUND');
    const other = await register();
    expect(errorOf((await sendCode(other, number)).body)).toMatchObject({
      code: 'ZALO_TAKEN',
      value: { field: 'zalo' },
    });
    expect(errorOf((await sendCode(other, '12ab')).body).code).toBe('BAD_REQUEST');
    expect(await grantsOf(other.id, 'zalo')).toEqual([]);
  });

  it('pays at the verification a member whose first deposit is already credited; a double tap pays once', async () => {
    const m = await register();
    await creditedDeposit(t.deps.db, m.id, 100_000n);
    const number = zaloNumber();
    expect((await sendCode(m, number)).res.status).toBe(200);
    const code = smsCode(number)!;
    const results = await Promise.all([bind(m, number, code), bind(m, number, code)]);
    const okOnes = results.filter((r) => r.res.status === 200);
    expect(okOnes).toHaveLength(1);
    expect(stateOf(okOnes[0]!)).toMatchObject({ reward: 'paid', amount: '131000' });
    expect(await grantsOf(m.id, 'zalo')).toEqual([{ amount: '131000', source_ref: 'zalo' }]);
  });

  it('keeps a number given on the registration form unverified and unpaid until its code and a deposit', async () => {
    await sql("UPDATE register_fields SET enabled = true WHERE field = 'zalo'");
    t.deps.changes.emit('site');
    try {
      const number = zaloNumber();
      const m = await register({ zalo: number, deviceId: device() });
      expect(await grantsOf(m.id, 'zalo')).toEqual([]);
      expect((await summary(m)).zaloReward).toMatchObject({
        reward: 'open',
        zalo: expect.stringMatching(/\*/),
      });

      const captchaId = await storeCaptcha(t.deps.db, '4821');
      const name = `ztaken${++seq}x`;
      const taken = await call('PUT', '/wps/member/register', {
        username: name,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        captchaId,
        captcha: '4821',
        zalo: number,
      });
      expect(errorOf(taken.body)).toMatchObject({ code: 'ZALO_TAKEN', value: { field: 'zalo' } });
      expect(await sql('SELECT 1 FROM accounts WHERE account = $1', [name])).toHaveLength(0);

      // The member proves the number and deposits: paid once.
      await creditedDeposit(t.deps.db, m.id, 100_000n);
      expect(stateOf(await verify(m, number))).toMatchObject({ reward: 'paid' });
      expect(await grantsOf(m.id, 'zalo')).toEqual([{ amount: '131000', source_ref: 'zalo' }]);

      // A number typed at sign-up proves nothing: whoever verifies it by its code takes it.
      const squatted = zaloNumber();
      const squatter = await register({ zalo: squatted, deviceId: device() });
      const owner = await register();
      expect(stateOf(await verify(owner, squatted))).toMatchObject({ reward: 'deposit' });
      expect((await summary(squatter)).zaloReward.zalo).toBeNull();
    } finally {
      await sql("UPDATE register_fields SET enabled = false WHERE field = 'zalo'");
      t.deps.changes.emit('site');
    }
  });

  it('binds but does not pay a member on the device of one already paid (the rule is recorded)', async () => {
    const shared = device();
    const first = await register();
    await creditedDeposit(t.deps.db, first.id, 100_000n);
    expect(stateOf(await verify(first, zaloNumber(), shared)).reward).toBe('paid');
    const twin = await register();
    await creditedDeposit(t.deps.db, twin.id, 100_000n);
    expect(stateOf(await verify(twin, zaloNumber(), shared))).toMatchObject({
      reward: 'refused',
      reason: 'linked_accounts',
    });
    await payZaloRewards(t.deps.db);
    expect(await grantsOf(twin.id, 'zalo')).toEqual([]);
  });
});
