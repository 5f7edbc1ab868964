import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AffiliateResponse,
  LoginResponse,
  MemberInfoResponse,
  SessionResponse,
  type LoginValue,
} from '../../../contract/accounts/schemas';
import { ErrorEnvelope } from '../../../contract/envelope';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { bearer, send } from '../../../tests/helpers/requests';
import { expectDocumented, openApiDoc } from '../../../tests/helpers/openapi';
import { DEMO_PASSWORD } from '../../seed/accounts';
import { dataSealer } from '../../core/sessions/sealed';
import { issueCode } from '../verification';
import { storeCaptcha } from '../captcha';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Fresh#Pass2024';
let ipCounter = 0;
/** A fresh documentation address per call, so per-IP counters never leak between tests. */
const freshIp = () => `198.51.100.${++ipCounter}`;

type Opts = { ip?: string; token?: string };
async function call(method: string, path: string, body?: unknown, o: Opts = {}) {
  const res = await send(t, method, path, { body, ip: o.ip ?? '127.0.0.1', headers: bearer(o.token) });
  return { res, body: (await res.json()) as unknown };
}
const post = (path: string, body: unknown, o?: Opts) => call('POST', path, body, o);
const put = (path: string, body: unknown, o?: Opts) => call('PUT', path, body, o);
const errorOf = (body: unknown) => ErrorEnvelope.parse(body);

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await t.database.pool.query(text, values)).rows as T[];
}

/** A captcha whose answer we know. */
const captcha = async () => ({ captchaId: await storeCaptcha(t.deps.db, '4821'), captcha: '4821' });

async function setFlag(modId: string, on: boolean) {
  await sql('UPDATE whitelabel_nodes SET enabled = $2 WHERE mod_id = $1', [modId, on]);
  t.deps.changes.emit('site');
}
async function setRule(field: string, rule: { enabled?: boolean; required?: boolean }) {
  if (rule.enabled !== undefined)
    await sql('UPDATE register_fields SET enabled = $2 WHERE field = $1', [field, rule.enabled]);
  if (rule.required !== undefined)
    await sql('UPDATE register_fields SET required = $2 WHERE field = $1', [field, rule.required]);
  t.deps.changes.emit('site');
}

async function loginValue(body: Record<string, unknown>, o?: Opts): Promise<LoginValue> {
  const { res, body: json } = await post('/wps/session/login', { password: DEMO_PASSWORD, ...body }, o);
  expect(res.status, JSON.stringify(json)).toBe(200);
  return LoginResponse.parse(json).value;
}
async function loginToken(username: string, password = DEMO_PASSWORD, o?: Opts): Promise<string> {
  const v = await loginValue({ username, password }, o);
  if (v.status !== 'OK') throw new Error(`expected a session, got ${v.status}`);
  return v.token;
}

let userSeq = 0;
const regBody = async (over: Record<string, unknown> = {}) => ({
  username: `player${++userSeq}x${Date.now() % 1000}`,
  password: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  ...(await captcha()),
  ...over,
});

describe('GET /wps/captcha', () => {
  it('serves a PNG data URL with an id and a 2-minute life, never cached', async () => {
    const res = await t.get('/wps/captcha');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as {
      value: { captchaId: string; image: string; expiresInSeconds: number };
    };
    expect(body.value.image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(body.value.expiresInSeconds).toBe(120);
    const [row] = await sql<{ answer_hash: string }>('SELECT answer_hash FROM captchas WHERE id = $1', [
      body.value.captchaId,
    ]);
    expect(row?.answer_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is single use: the same answer is refused the second time', async () => {
    await setRule('captcha', { enabled: true, required: true });
    const c = await captcha();
    const first = await put('/wps/member/register', await regBody(c), { ip: freshIp() });
    expect(first.res.status).toBe(200);
    const again = await put('/wps/member/register', await regBody(c), { ip: freshIp() });
    expect(errorOf(again.body)).toMatchObject({ code: 'CAPTCHA_INVALID', value: { field: 'captcha' } });
  });

  it('refuses an expired captcha, and a wrong answer spends it', async () => {
    const expired = await storeCaptcha(t.deps.db, '1111', -1);
    const r1 = await put('/wps/member/register', await regBody({ captchaId: expired, captcha: '1111' }), {
      ip: freshIp(),
    });
    expect(errorOf(r1.body).code).toBe('CAPTCHA_INVALID');

    const id = await storeCaptcha(t.deps.db, '2222');
    const wrong = await put('/wps/member/register', await regBody({ captchaId: id, captcha: '9999' }), {
      ip: freshIp(),
    });
    expect(errorOf(wrong.body).code).toBe('CAPTCHA_INVALID');
    const right = await put('/wps/member/register', await regBody({ captchaId: id, captcha: '2222' }), {
      ip: freshIp(),
    });
    expect(errorOf(right.body).code).toBe('CAPTCHA_INVALID');
  });
});

describe('PUT /wps/member/register', () => {
  it('creates a member with security row, wallet, known IP and history, and logs in', async () => {
    const ip = freshIp();
    const body = await regBody({ username: 'NewPlayer01', email: 'new.player@example.test' });
    const { res, body: json } = await put('/wps/member/register', body, { ip });
    expect(res.status, JSON.stringify(json)).toBe(200);
    const v = SessionResponse.parse(json).value;
    expect(v).toMatchObject({
      status: 'OK',
      firstTimeLogin: true,
      mustChangePassword: false,
      accountType: 0,
    });

    const [acct] = await sql<{ id: string; account: string; type: number }>(
      "SELECT id, account, type FROM accounts WHERE account = 'newplayer01'",
    );
    expect(acct).toMatchObject({ account: 'newplayer01', type: 0 });
    const id = acct!.id;
    expect(
      await sql('SELECT 1 FROM account_security WHERE account_id = $1 AND first_login_at IS NOT NULL', [id]),
    ).toHaveLength(1);
    expect(
      await sql("SELECT currency FROM ledger_accounts WHERE owner_id = $1 AND kind = 'member_main'", [id]),
    ).toEqual([{ currency: 'VND' }]);
    expect(await sql('SELECT ip FROM known_login_ips WHERE account_id = $1', [id])).toEqual([{ ip }]);
    expect(await sql('SELECT method, success FROM login_history WHERE account_id = $1', [id])).toEqual([
      { method: 'register', success: true },
    ]);
    // The terms box: the version in force (the seeded version 1) is recorded with the account.
    expect(await sql('SELECT version FROM terms_acceptances WHERE account_id = $1', [id])).toEqual([
      { version: 1 },
    ]);

    const info = await call('GET', '/wps/member/info', undefined, { token: v.token, ip });
    expect(MemberInfoResponse.parse(info.body).value).toMatchObject({
      account: 'newplayer01',
      email: 'n***@example.test',
      isTrial: false,
    });
  });

  it('refuses a duplicate account name whatever its case', async () => {
    const r = await put('/wps/member/register', await regBody({ username: 'DEMO01' }), { ip: freshIp() });
    expect(r.res.status).toBe(200);
    const dup = await put('/wps/member/register', await regBody({ username: 'demo01' }), { ip: freshIp() });
    expect(dup.res.status).toBe(409);
    expect(errorOf(dup.body)).toMatchObject({ code: 'ACCOUNT_EXISTS', value: { field: 'username' } });
  });

  it('refuses an e-mail bound to another account, whatever its case, also when two registrations race', async () => {
    const taken = await put('/wps/member/register', await regBody({ email: 'DEMO@example.test' }), {
      ip: freshIp(),
    });
    expect(taken.res.status).toBe(409);
    expect(errorOf(taken.body)).toMatchObject({ code: 'EMAIL_TAKEN', value: { field: 'email' } });

    const racing = await Promise.all(
      [0, 1, 2].map(async () =>
        put('/wps/member/register', await regBody({ email: 'race.mail@example.test' }), { ip: freshIp() }),
      ),
    );
    expect(racing.map((r) => r.res.status).sort()).toEqual([200, 409, 409]);
    for (const r of racing.filter((x) => x.res.status === 409))
      expect(errorOf(r.body)).toMatchObject({ code: 'EMAIL_TAKEN', value: { field: 'email' } });
    const rows = await sql("SELECT id FROM accounts WHERE lower(email) = 'race.mail@example.test'");
    expect(rows).toHaveLength(1);
  });

  it('the database itself holds one account per e-mail and per mobile number', async () => {
    await expect(
      sql("UPDATE accounts SET email = 'Demo@Example.test' WHERE account = 'agent1'"),
    ).rejects.toMatchObject({ code: '23505', constraint: 'accounts_email_uq' });
    const [demo] = await sql<{ mobile_num: string; country_dialing_code: string }>(
      "SELECT mobile_num, country_dialing_code FROM accounts WHERE account = 'demo'",
    );
    await expect(
      sql('UPDATE accounts SET mobile_num = $1, country_dialing_code = $2 WHERE account = $3', [
        demo!.mobile_num,
        demo!.country_dialing_code,
        'agent1',
      ]),
    ).rejects.toMatchObject({ code: '23505', constraint: 'accounts_mobile_uq' });
  });

  it('checks every field against the published rules', async () => {
    const ip = freshIp();
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '1startsWithDigit' }, 'username'],
      [{ username: 'abc' }, 'username'],
      [{ password: 'weakpassword', confirmPassword: 'weakpassword' }, 'password'],
      [{ confirmPassword: 'Other#Pass2024' }, 'confirmPassword'],
      [{ email: 'not-an-email' }, 'email'],
      [{ mobileNum: '09ab' }, 'mobileNum'],
    ];
    for (const [over, field] of cases) {
      const r = await put('/wps/member/register', await regBody(over), { ip });
      expect(r.res.status, field).toBe(400);
      expect(errorOf(r.body), field).toMatchObject({ code: 'BAD_REQUEST', value: { field } });
    }
    // A field that is enabled and required must be present.
    await setRule('email', { required: true });
    const missing = await put('/wps/member/register', await regBody(), { ip });
    expect(errorOf(missing.body)).toMatchObject({ code: 'BAD_REQUEST', value: { field: 'email' } });
    await setRule('email', { required: false });
    // A disabled field is not checked at all.
    await setRule('qqNum', { enabled: false });
    const ignored = await put('/wps/member/register', await regBody({ qqNum: 'x' }), { ip });
    expect(ignored.res.status).toBe(200);
  });

  it('needs the captcha while the captcha rule is on and required', async () => {
    const body = await regBody();
    delete (body as Record<string, unknown>).captcha;
    delete (body as Record<string, unknown>).captchaId;
    const r = await put('/wps/member/register', body, { ip: freshIp() });
    expect(errorOf(r.body)).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { field: 'captcha' } });
    await setRule('captcha', { required: false });
    expect((await put('/wps/member/register', body, { ip: freshIp() })).res.status).toBe(200);
    await setRule('captcha', { required: true });
  });

  it('puts a member registered with an invitation code in that agent downline', async () => {
    const [agent] = await sql<{ id: string }>("SELECT id FROM accounts WHERE account = 'agent2'");
    const r = await put(
      '/wps/member/register',
      await regBody({ username: 'invited01', affiliateCode: 'agent2' }),
      {
        ip: freshIp(),
      },
    );
    expect(r.res.status).toBe(200);
    const [row] = await sql<{ parent_id: string }>(
      "SELECT parent_id FROM accounts WHERE account = 'invited01'",
    );
    expect(row?.parent_id).toBe(agent?.id);

    const viaReferral = await put(
      '/wps/member/register',
      await regBody({ username: 'invited02', referralCode: 'AGENT41' }),
      { ip: freshIp() },
    );
    expect(viaReferral.res.status).toBe(200);

    const bad = await put('/wps/member/register', await regBody({ referralCode: 'NOPE1234' }), {
      ip: freshIp(),
    });
    expect(errorOf(bad.body)).toMatchObject({
      code: 'INVALID_INVITATION_CODE',
      value: { field: 'referralCode' },
    });
  });

  it('follows the whitelabel flags for each way of registering', async () => {
    await setFlag('USERNAMEREG3', false);
    const off = await put('/wps/member/register', await regBody(), { ip: freshIp() });
    expect(off.res.status).toBe(403);
    expect(errorOf(off.body).code).toBe('FORBIDDEN');
    await setFlag('USERNAMEREG3', true);

    const mobileBody = await regBody({ mobileNum: '0912345001', countryDialingCode: '+84' });
    const mobileOff = await put('/wps/member/register/mobile', mobileBody, { ip: freshIp() });
    expect(errorOf(mobileOff.body).code).toBe('FORBIDDEN');
  });

  it('registers by mobile number, which becomes the login name, and refuses a taken number', async () => {
    await setFlag('MOBILENUMREG3', true);
    const noMobile = await put('/wps/member/register/mobile', await regBody(), { ip: freshIp() });
    expect(errorOf(noMobile.body)).toMatchObject({ code: 'BAD_REQUEST', value: { field: 'mobileNum' } });

    const ip = freshIp();
    const r = await put(
      '/wps/member/register/mobile',
      await regBody({ username: '0912345002', mobileNum: '0912345002', countryDialingCode: '+84' }),
      { ip },
    );
    expect(r.res.status, JSON.stringify(r.body)).toBe(200);
    const [row] = await sql(
      "SELECT mobile_num, country_dialing_code FROM accounts WHERE account = '0912345002'",
    );
    expect(row).toEqual({ mobile_num: '912345002', country_dialing_code: '+84' });
    // The same password logs in with the number as the name (known address: no second step).
    expect((await loginValue({ username: '0912345002', password: NEW_PASSWORD }, { ip })).status).toBe('OK');

    const taken = await put(
      '/wps/member/register',
      await regBody({ mobileNum: '912345002', countryDialingCode: '+84' }),
      { ip: freshIp() },
    );
    expect(errorOf(taken.body)).toMatchObject({ code: 'PHONE_TAKEN', value: { field: 'mobileNum' } });
    await setFlag('MOBILENUMREG3', false);
  });

  it('requires the SMS code when REGMOBVERF3 is on', async () => {
    await setFlag('MOBILENUMREG3', true);
    await setFlag('REGMOBVERF3', true);
    const base = { username: '0912345003', mobileNum: '0912345003', countryDialingCode: '+84' };
    const noCode = await put('/wps/member/register/mobile', await regBody(base), { ip: freshIp() });
    expect(errorOf(noCode.body)).toMatchObject({ code: 'BAD_REQUEST', value: { field: 'verificationCode' } });

    const { code } = await issueCode(t.deps.db, 'register', '+840912345003');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await put(
      '/wps/member/register/mobile',
      await regBody({ ...base, verificationCode: wrong }),
      {
        ip: freshIp(),
      },
    );
    expect(errorOf(bad.body).code).toBe('INVALID_VERIFICATION_CODE');
    const good = await put(
      '/wps/member/register/mobile',
      await regBody({ ...base, verificationCode: code }),
      {
        ip: freshIp(),
      },
    );
    expect(good.res.status, JSON.stringify(good.body)).toBe(200);
    await setFlag('REGMOBVERF3', false);
    await setFlag('MOBILENUMREG3', false);
  });
});

describe('GET /wps/agent/affiliate', () => {
  it('names the agent of a valid code and refuses an unknown one', async () => {
    const ok = await t.get('/wps/agent/affiliate?code=agent1&domain=example.test');
    expect(AffiliateResponse.parse(await ok.json()).value).toEqual({
      valid: true,
      agentNickname: 'Đại Lý Tổng',
    });
    const bad = await t.get('/wps/agent/affiliate?code=ZZZZ99');
    expect(bad.status).toBe(400);
    expect(errorOf(await bad.json()).code).toBe('INVALID_INVITATION_CODE');
  });
});

describe('POST /wps/session/login', () => {
  it('logs the demo member in from a known address without a second step', async () => {
    const v = await loginValue({ username: 'Demo' });
    expect(v).toMatchObject({
      status: 'OK',
      accountType: 0,
      mustChangePassword: false,
      passwordExpired: false,
    });
  });

  it('answers the same code for an unknown account and a wrong password', async () => {
    const unknown = await post(
      '/wps/session/login',
      { username: 'nobody_here', password: 'x' },
      { ip: freshIp() },
    );
    const wrong = await post(
      '/wps/session/login',
      { username: 'demo', password: 'Wrong@123' },
      { ip: freshIp() },
    );
    expect(unknown.res.status).toBe(401);
    expect(wrong.res.status).toBe(401);
    expect(errorOf(unknown.body).code).toBe('INVALID_CREDENTIALS');
    expect(errorOf(wrong.body).code).toBe('INVALID_CREDENTIALS');
    expect(errorOf(unknown.body).message).toBe(errorOf(wrong.body).message);
  });

  it('asks for a captcha after 3 failures and locks for 5 minutes after 10', async () => {
    const ip = freshIp();
    const attempt = async (extra: Record<string, unknown> = {}) =>
      post('/wps/session/login', { username: 'agent2', password: 'Wrong@123', ...extra }, { ip });
    for (let i = 1; i <= 2; i++)
      expect(errorOf((await attempt()).body).value?.captchaRequired).toBeUndefined();
    const third = errorOf((await attempt()).body);
    expect(third).toMatchObject({ code: 'INVALID_CREDENTIALS', value: { captchaRequired: true } });

    const noCaptcha = errorOf((await attempt()).body);
    expect(noCaptcha).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captchaRequired: true } });
    const wrongCaptcha = errorOf(
      (await attempt({ captchaId: await storeCaptcha(t.deps.db, '1234'), captcha: '4321' })).body,
    );
    expect(wrongCaptcha).toMatchObject({ code: 'CAPTCHA_INVALID', value: { captchaRequired: true } });

    for (let i = 4; i <= 10; i++) {
      const r = errorOf((await attempt(await captcha())).body);
      expect(r, `attempt ${i}`).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        value: { captchaRequired: true },
      });
    }
    // Locked now: even the right password with a right captcha waits.
    const locked = await post(
      '/wps/session/login',
      { username: 'agent2', password: DEMO_PASSWORD, ...(await captcha()) },
      { ip },
    );
    expect(locked.res.status).toBe(429);
    expect(locked.res.headers.get('retry-after')).toBe('300');
    expect(errorOf(locked.body)).toMatchObject({ code: 'TOO_MANY_REQUESTS', value: { retryAfter: 300 } });
    // Another address is not affected.
    expect(
      (await post('/wps/session/login', { username: 'agent2', password: DEMO_PASSWORD })).res.status,
    ).toBe(200);
  });

  it('forgets the failures after a successful login', async () => {
    const ip = freshIp();
    await sql(
      "INSERT INTO known_login_ips (account_id, ip) SELECT id, $1 FROM accounts WHERE account = 'agent41'",
      [ip],
    );
    for (let i = 0; i < 2; i++)
      await post('/wps/session/login', { username: 'agent41', password: 'Wrong@123' }, { ip });
    expect((await loginValue({ username: 'agent41' }, { ip })).status).toBe('OK');
    const next = await post('/wps/session/login', { username: 'agent41', password: 'Wrong@123' }, { ip });
    expect(errorOf(next.body).value).toBeNull();
  });

  it('keeps non-agents out of the agent area and trial accounts out of everything', async () => {
    const member = await post('/wps/session/login', {
      username: 'demo',
      password: DEMO_PASSWORD,
      area: 'agent',
    });
    expect(member.res.status).toBe(403);
    expect(errorOf(member.body).code).toBe('NON_AGENT');
    const agent = await loginValue({ username: 'agent1', area: 'agent' });
    expect(agent).toMatchObject({ status: 'OK', accountType: 1 });

    const trial = await post('/wps/session/login', { username: 'trial_demo', password: 'anything' });
    expect(errorOf(trial.body).code).toBe('MEMBER_NO_ENTER');
    const trialAgent = await post('/wps/session/login', {
      username: 'trial_demo',
      password: 'anything',
      area: 'agent',
    });
    expect(errorOf(trialAgent.body).code).toBe('MEMBER_NO_ENTER');

    await sql("UPDATE accounts SET status = 'locked' WHERE account = 'agent42'");
    const locked = await post('/wps/session/login', { username: 'agent42', password: DEMO_PASSWORD });
    expect(errorOf(locked.body).code).toBe('MEMBER_NO_ENTER');
    await sql("UPDATE accounts SET status = 'active' WHERE account = 'agent42'");
  });

  it('logs in by SMS code with the mobile number as the name', async () => {
    const [demo] = await sql<{ mobile_num: string }>(
      "SELECT mobile_num FROM accounts WHERE account = 'demo'",
    );
    const mobile = `0${demo!.mobile_num}`;
    const { code } = await issueCode(t.deps.db, 'smsLogin', `+84${mobile}`);
    const ip = freshIp();
    const v = await loginValue(
      { username: mobile, password: code, type: 'sms', countryDialingCode: '+84' },
      { ip },
    );
    // An SMS login needs no second step even from a new address; it makes the address known.
    expect(v).toMatchObject({ status: 'OK', accountType: 0 });
    const again = await post(
      '/wps/session/login',
      { username: mobile, password: code, type: 'sms', countryDialingCode: '+84' },
      { ip },
    );
    expect(errorOf(again.body).code).toBe('INVALID_VERIFICATION_CODE');
  });
});

describe('second step from a new address', () => {
  async function challenge(username: string, ip: string) {
    const v = await loginValue({ username }, { ip });
    if (v.status !== 'SECOND_STEP') throw new Error(`expected a second step, got ${JSON.stringify(v)}`);
    return v;
  }
  const answer = (challengeId: string, a: string, ip: string) =>
    post('/wps/session/login/second-step', { challengeId, answer: a }, { ip });
  const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

  it('e-mails a code (the demo default) and completes with it; the address becomes known', async () => {
    const ip = freshIp();
    const v = await challenge('demo', ip);
    expect(v).toMatchObject({ method: 'email', destination: 'd***@example.test', expiredMinutes: 5 });
    const mail = t.mailer.sent.findLast((m) => m.to === 'demo@example.test');
    const code = codeIn(mail?.text);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await answer(v.challengeId, code === '000000' ? '111111' : '000000', ip);
    expect(errorOf(wrong.body).code).toBe('SECOND_STEP_FAILED');
    const elsewhere = await answer(v.challengeId, code, freshIp());
    expect(errorOf(elsewhere.body).code).toBe('SECOND_STEP_FAILED');

    const done = await answer(v.challengeId, code, ip);
    expect(done.res.status, JSON.stringify(done.body)).toBe(200);
    expect(SessionResponse.parse(done.body).value.status).toBe('OK');
    const reuse = await answer(v.challengeId, code, ip);
    expect(errorOf(reuse.body).code).toBe('CODE_EXPIRED');
    expect((await loginValue({ username: 'demo' }, { ip })).status).toBe('OK');
  });

  it("keeps each attempt's code: a second login elsewhere does not cancel the owner's code", async () => {
    const ownerIp = freshIp();
    const owner = await challenge('demo', ownerIp);
    const ownerCode = codeIn(t.mailer.sent.findLast((m) => m.to === 'demo@example.test')?.text);
    // Someone else with the password starts a login of their own from another address.
    const otherIp = freshIp();
    const other = await challenge('demo', otherIp);
    const otherCode = codeIn(t.mailer.sent.findLast((m) => m.to === 'demo@example.test')?.text);
    // A code answers only its own attempt.
    if (otherCode !== ownerCode)
      expect(errorOf((await answer(other.challengeId, ownerCode, otherIp)).body).code).toBe(
        'SECOND_STEP_FAILED',
      );
    const done = await answer(owner.challengeId, ownerCode, ownerIp);
    expect(done.res.status, JSON.stringify(done.body)).toBe(200);
  });

  it('texts a code to the bound mobile for the sms method', async () => {
    const [row] = await sql<{ id: string; mobile_num: string }>(
      "SELECT id, mobile_num FROM accounts WHERE account = 'agent1'",
    );
    await sql("UPDATE account_security SET second_step_method = 'sms' WHERE account_id = $1", [row!.id]);
    const ip = freshIp();
    const v = await challenge('agent1', ip);
    expect(v.method).toBe('sms');
    expect(v.destination).toBe(`+84 ${row!.mobile_num.slice(0, 2)}****${row!.mobile_num.slice(-3)}`);
    const code = codeIn(t.sms.lastTo(`+84${row!.mobile_num}`)?.text);
    const done = await answer(v.challengeId, code, ip);
    expect(done.res.status).toBe(200);
  });

  it('falls back to e-mail when the sms method has no phone bound', async () => {
    const r = await put(
      '/wps/member/register',
      await regBody({ username: 'fallback01', email: 'fallback01@example.test' }),
      { ip: freshIp() },
    );
    expect(r.res.status).toBe(200);
    await sql(
      "UPDATE account_security SET second_step_method = 'sms' WHERE account_id = (SELECT id FROM accounts WHERE account = 'fallback01')",
    );
    const v = await loginValue({ username: 'fallback01', password: NEW_PASSWORD }, { ip: freshIp() });
    expect(v).toMatchObject({ status: 'SECOND_STEP', method: 'email' });
  });

  it('lets an account with no second factor bound in on its password alone', async () => {
    const r = await put('/wps/member/register', await regBody({ username: 'nofactor01' }), { ip: freshIp() });
    expect(r.res.status).toBe(200);
    const v = await loginValue({ username: 'nofactor01', password: NEW_PASSWORD }, { ip: freshIp() });
    expect(v.status).toBe('OK');
  });

  it('accepts an authenticator code once, refusing a replay of the same step', async () => {
    const secret = new OTPAuth.Secret({ size: 20 });
    const [agent] = await sql<{ id: string }>("SELECT id FROM accounts WHERE account = 'agent2'");
    await sql(
      "UPDATE account_security SET second_step_method = 'totp', totp_secret = $1, totp_last_step = NULL WHERE account_id = $2",
      [dataSealer(t.deps.config).seal(secret.base32, `totp:${agent!.id}`), agent!.id],
    );
    const totp = new OTPAuth.TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
    const ip = freshIp();
    const first = await challenge('agent2', ip);
    expect(first).toMatchObject({ method: 'totp', destination: null });
    const code = totp.generate();
    expect((await answer(first.challengeId, code, ip)).res.status).toBe(200);

    const ip2 = freshIp();
    const second = await challenge('agent2', ip2);
    const replay = await answer(second.challengeId, code, ip2);
    expect(errorOf(replay.body).code).toBe('SECOND_STEP_FAILED');
  });

  it('compares a payee name without regard to case and spaces; gives up after 5 wrong answers', async () => {
    await sql(
      "UPDATE account_security SET second_step_method = 'payee', payee_name = 'Nguyễn Văn An' WHERE account_id = (SELECT id FROM accounts WHERE account = 'agent41')",
    );
    const ip = freshIp();
    const v = await challenge('agent41', ip);
    expect(v.method).toBe('payee');
    expect((await answer(v.challengeId, '  NGUYỄN   văn an ', ip)).res.status).toBe(200);

    const ip2 = freshIp();
    const w = await challenge('agent41', ip2);
    for (let i = 0; i < 5; i++)
      expect(errorOf((await answer(w.challengeId, 'Tran Van B', ip2)).body).code).toBe('SECOND_STEP_FAILED');
    expect(errorOf((await answer(w.challengeId, 'Nguyễn Văn An', ip2)).body).code).toBe('CODE_EXPIRED');
  });

  it('refuses an expired challenge with CODE_EXPIRED', async () => {
    const ip = freshIp();
    const v = await challenge('demo', ip);
    await sql("UPDATE login_challenges SET expires_at = now() - interval '1 second' WHERE ip = $1", [ip]);
    expect(errorOf((await answer(v.challengeId, '123456', ip)).body).code).toBe('CODE_EXPIRED');
  });
});

describe('mustChangePassword and first login', () => {
  it('is set for an account flagged with the default password, and for an expired one under PWDEXPIRY3', async () => {
    await sql(
      "UPDATE account_security SET must_change_password = true WHERE account_id = (SELECT id FROM accounts WHERE account = 'agent1')",
    );
    expect(await loginValue({ username: 'agent1' })).toMatchObject({
      status: 'OK',
      mustChangePassword: true,
      passwordExpired: false,
    });
    await sql(
      "UPDATE account_security SET must_change_password = false, password_changed_at = now() - interval '91 days' WHERE account_id = (SELECT id FROM accounts WHERE account = 'agent1')",
    );
    expect(await loginValue({ username: 'agent1' })).toMatchObject({ mustChangePassword: false });
    await setFlag('PWDEXPIRY3', true);
    expect(await loginValue({ username: 'agent1' })).toMatchObject({
      mustChangePassword: true,
      passwordExpired: true,
    });
    await setFlag('PWDEXPIRY3', false);
  });

  it('reports firstTimeLogin only on the first completed login', async () => {
    const [m] = await sql<{ account: string }>(
      'SELECT a.account FROM accounts a JOIN account_security s ON s.account_id = a.id WHERE a.type = 0 AND s.first_login_at IS NULL AND a.password_hash IS NOT NULL LIMIT 1',
    );
    const name = m!.account;
    expect(await loginValue({ username: name })).toMatchObject({ firstTimeLogin: true });
    expect(await loginValue({ username: name })).toMatchObject({ firstTimeLogin: false });
  });
});

describe('free play, member info, logout', () => {
  it('creates a trial account with a session; member-only calls need a real account', async () => {
    const ip = freshIp();
    const { res, body } = await post('/wps/session/login/freeplay', { os: 'Android', platform: 'W' }, { ip });
    expect(res.status).toBe(200);
    const v = SessionResponse.parse(body).value;
    expect(v).toMatchObject({ status: 'OK', accountType: 4, firstTimeLogin: true });

    const info = MemberInfoResponse.parse(
      (await call('GET', '/wps/member/info', undefined, { token: v.token })).body,
    );
    expect(info.value).toMatchObject({
      type: 4,
      isTrial: true,
      vipLabelName: 'VIP 0',
      avatarUrl: '/wps/member/info/icon',
    });
    expect(info.value.account).toMatch(/^trial_[a-z0-9]{6}$/);

    const change = await post(
      '/wps/member/password',
      { oldPassword: 'x', newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
      { token: v.token },
    );
    expect(change.res.status).toBe(403);
    expect(errorOf(change.body).code).toBe('NEED_REAL_ACCOUNT');
  });

  it('limits free-play accounts per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      expect((await post('/wps/session/login/freeplay', {}, { ip })).res.status).toBe(200);
    const over = await post('/wps/session/login/freeplay', {}, { ip });
    expect(over.res.status).toBe(429);
    expect(Number(over.res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('describes the member with masks and VIP label, and draws an avatar', async () => {
    const token = await loginToken('demo');
    const info = MemberInfoResponse.parse(
      (await call('GET', '/wps/member/info', undefined, { token })).body,
    ).value;
    expect(info).toMatchObject({
      account: 'demo',
      vipLevel: 3,
      vipLabelName: 'VIP 3',
      isAgent: false,
      email: 'd***@example.test',
      avatarUrl: '/wps/member/info/icon',
    });
    expect(info.mobile).toMatch(/^\+84 \d{2}\*{4}\d{3}$/);
    const icon = await t.app.request('/wps/member/info/icon', {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '127.0.0.1' },
    });
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await icon.text()).toContain('<svg');
    const anon = await t.get('/wps/member/info/icon');
    expect(anon.status).toBe(401);
  });

  it('ends the session at logout; the same token is then NOT_LOGGED_IN', async () => {
    const token = await loginToken('demo');
    const out = await call('DELETE', '/wps/session/logout', undefined, { token });
    expect(out.res.status).toBe(200);
    const again = await call('DELETE', '/wps/session/logout', undefined, { token });
    expect(again.res.status).toBe(401);
    expect(errorOf(again.body).code).toBe('NOT_LOGGED_IN');
    expect(errorOf((await call('GET', '/wps/member/info', undefined, { token })).body).code).toBe(
      'NOT_LOGGED_IN',
    );
  });
});

describe('POST /wps/member/password', () => {
  it('checks the old password, the rule and the confirmation; ends the other sessions only', async () => {
    const r = await put('/wps/member/register', await regBody({ username: 'changer01' }), { ip: freshIp() });
    const mine = SessionResponse.parse(r.body).value.token;
    // No second factor bound: a login from elsewhere goes straight in (and is the "other" session).
    const other = await loginToken('changer01', NEW_PASSWORD);
    await sql(
      "UPDATE account_security SET must_change_password = true WHERE account_id = (SELECT id FROM accounts WHERE account = 'changer01')",
    );

    const change = (body: Record<string, unknown>) => post('/wps/member/password', body, { token: mine });
    const wrongOld = await change({
      oldPassword: 'Nope#1234',
      newPassword: 'Next#Pass99',
      confirmNewPassword: 'Next#Pass99',
    });
    expect(errorOf(wrongOld.body)).toMatchObject({ code: 'WRONG_PASSWORD', value: { field: 'oldPassword' } });
    const weak = await change({ oldPassword: NEW_PASSWORD, newPassword: 'weak', confirmNewPassword: 'weak' });
    expect(errorOf(weak.body)).toMatchObject({ code: 'BAD_REQUEST', value: { field: 'newPassword' } });
    const mismatch = await change({
      oldPassword: NEW_PASSWORD,
      newPassword: 'Next#Pass99',
      confirmNewPassword: 'Next#Pass98',
    });
    expect(errorOf(mismatch.body)).toMatchObject({
      code: 'BAD_REQUEST',
      value: { field: 'confirmNewPassword' },
    });

    const done = await change({
      oldPassword: NEW_PASSWORD,
      newPassword: 'Next#Pass99',
      confirmNewPassword: 'Next#Pass99',
    });
    expect(done.res.status, JSON.stringify(done.body)).toBe(200);
    // This session lives on; the other one ended.
    expect((await call('GET', '/wps/member/info', undefined, { token: mine })).res.status).toBe(200);
    expect(errorOf((await call('GET', '/wps/member/info', undefined, { token: other })).body).code).toBe(
      'NOT_LOGGED_IN',
    );
    const [sec] = await sql<{ must_change_password: boolean }>(
      "SELECT must_change_password FROM account_security WHERE account_id = (SELECT id FROM accounts WHERE account = 'changer01')",
    );
    expect(sec?.must_change_password).toBe(false);
    expect(
      await loginValue({ username: 'changer01', password: 'Next#Pass99' }, { ip: '127.0.0.1' }),
    ).toMatchObject({ status: 'OK', mustChangePassword: false });
  });
});

describe('a session owing its forced password change (decision 103)', () => {
  it('reaches only change-password, logout and member info until the change is done', async () => {
    const r = await put('/wps/member/register', await regBody({ username: 'forced01' }), { ip: freshIp() });
    expect(SessionResponse.parse(r.body).value.mustChangePassword).toBe(false);
    await sql(
      "UPDATE account_security SET must_change_password = true WHERE account_id = (SELECT id FROM accounts WHERE account = 'forced01')",
    );
    const v = await loginValue({ username: 'forced01', password: NEW_PASSWORD });
    if (v.status !== 'OK') throw new Error(`expected a session, got ${v.status}`);
    expect(v.mustChangePassword).toBe(true);
    const get = (path: string, token = v.token) => call('GET', path, undefined, { token });

    for (const path of [
      '/wps/v2/wallets/balance',
      '/wps/member/security/overview',
      '/wps/member/messages/unread',
    ]) {
      const refused = await get(path);
      expect(refused.res.status, path).toBe(403);
      expect(errorOf(refused.body).code, path).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    const announcements = await get('/wps/system/announcements?execution=A');
    expect(errorOf(announcements.body).code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await get('/wps/member/info')).res.status).toBe(200);
    const icon = await send(t, 'GET', '/wps/member/info/icon', { ip: '127.0.0.1', headers: bearer(v.token) });
    expect(icon.status).toBe(200);

    // Logout answers too: a second forced session ends.
    const other = await loginToken('forced01', NEW_PASSWORD);
    expect((await call('DELETE', '/wps/session/logout', undefined, { token: other })).res.status).toBe(200);
    expect(errorOf((await get('/wps/member/info', other)).body).code).toBe('NOT_LOGGED_IN');

    const done = await post(
      '/wps/member/password',
      { oldPassword: NEW_PASSWORD, newPassword: 'Next#Pass77', confirmNewPassword: 'Next#Pass77' },
      { token: v.token },
    );
    expect(done.res.status, JSON.stringify(done.body)).toBe(200);
    const balance = await get('/wps/v2/wallets/balance');
    expect(balance.res.status, JSON.stringify(balance.body)).toBe(200);
    const next = await loginValue({ username: 'forced01', password: 'Next#Pass77' });
    expect(next).toMatchObject({ status: 'OK', mustChangePassword: false });
  });

  it('holds back only a session whose login asked for the change', async () => {
    const r = await put('/wps/member/register', await regBody({ username: 'forced02' }), { ip: freshIp() });
    const token = SessionResponse.parse(r.body).value.token;
    await sql(
      "UPDATE account_security SET must_change_password = true WHERE account_id = (SELECT id FROM accounts WHERE account = 'forced02')",
    );
    // Made before the account was flagged: the login's answer, kept on the session, decides.
    expect((await call('GET', '/wps/v2/wallets/balance', undefined, { token })).res.status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('lists every accounts call', async () => {
    const doc = await openApiDoc(t);
    expect(doc.components.securitySchemes?.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
    const expected: [string, string][] = [
      ['/wps/captcha', 'get'],
      ['/wps/member/register', 'put'],
      ['/wps/member/register/mobile', 'put'],
      ['/wps/agent/affiliate', 'get'],
      ['/wps/session/login', 'post'],
      ['/wps/session/login/second-step', 'post'],
      ['/wps/session/login/freeplay', 'post'],
      ['/wps/session/logout', 'delete'],
      ['/wps/member/info', 'get'],
      ['/wps/member/info/icon', 'get'],
      ['/wps/member/password', 'post'],
    ];
    expectDocumented(doc, expected);
  });
});

describe('member language', () => {
  it('keeps the language the member switched to; refuses guests and unknown languages', async () => {
    const token = await loginToken('demo');
    const language = async () => {
      const rows = await t.database.pool.query<{ language: string }>(
        "select language from accounts where account = 'demo'",
      );
      return rows.rows[0]?.language;
    };
    expect(await language()).toBe('vi');
    expect((await put('/wps/member/language', { language: 'en' }, { token })).res.status).toBe(200);
    expect(await language()).toBe('en');
    const odd = await put('/wps/member/language', { language: 'fr' }, { token });
    expect(odd.res.status).toBe(400);
    expect(ErrorEnvelope.parse(odd.body).code).toBe('BAD_REQUEST');
    expect((await put('/wps/member/language', { language: 'vi' })).res.status).toBe(401);
    expect(await language()).toBe('en');
  });
});
