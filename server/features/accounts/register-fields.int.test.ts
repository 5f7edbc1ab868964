import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelope } from '../../../contract/envelope';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { storeCaptcha } from '../captcha';

/** Register fields switched off are never stored; stored names always match a name pattern. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Fresh#Pass2024';
let seq = 0;
let ipSeq = 0;

async function register(over: Record<string, unknown>) {
  const body = {
    username: `fieldtest${++seq}`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    captchaId: await storeCaptcha(t.deps.db, '4821'),
    captcha: '4821',
    ...over,
  };
  const res = await t.app.request('/wps/member/register', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.7.${++ipSeq}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown, username: body.username };
}

async function rule(field: string, set: { enabled: boolean; pattern?: string }) {
  await t.database.pool.query(
    'UPDATE register_fields SET enabled = $2, pattern = COALESCE($3, pattern) WHERE field = $1',
    [field, set.enabled, set.pattern ?? null],
  );
  t.deps.changes.emit('site');
}

async function stored(username: string) {
  const r = await t.database.pool.query<{
    nickname: string;
    email: string | null;
    mobile_num: string | null;
    payee_name: string | null;
  }>(
    `SELECT a.nickname, a.email, a.mobile_num, s.payee_name
       FROM accounts a JOIN account_security s ON s.account_id = a.id WHERE a.account = $1`,
    [username],
  );
  return r.rows[0];
}

const fieldOf = (body: unknown) => ErrorEnvelope.parse(body);

describe('register fields that are switched off', () => {
  it('are ignored: an off fullname is not the nickname, an off payee name, e-mail or number is not kept', async () => {
    await rule('fullname', { enabled: false });
    await rule('payeeName', { enabled: false });
    await rule('email', { enabled: false });
    await rule('mobileNum', { enabled: false });
    const r = await register({
      fullname: '<img src=x onerror=alert(1)>',
      payeeName: '<b>Boss</b>',
      email: 'not even an e-mail',
      mobileNum: '<script>',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await stored(r.username)).toEqual({
      nickname: r.username,
      email: null,
      mobile_num: null,
      payee_name: null,
    });
    await rule('email', { enabled: true });
    await rule('mobileNum', { enabled: true });
  });
});

describe('stored names', () => {
  it('must be names even when the operator lets the field accept any text', async () => {
    await rule('fullname', { enabled: true, pattern: '*' });
    await rule('payeeName', { enabled: true, pattern: '*' });
    for (const [field, value] of [
      ['fullname', '<script>alert(1)</script>'],
      ['fullname', 'Nguyễn <b>A</b>'],
      ['payeeName', 'Trần "Văn" B'],
    ] as const) {
      const r = await register({ [field]: value });
      expect(r.status, `${field}=${value}`).toBe(400);
      expect(fieldOf(r.body)).toMatchObject({ code: 'BAD_REQUEST', value: { field } });
    }
    const ok = await register({ fullname: 'Nguyễn Văn An', payeeName: 'Nguyễn Văn An' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await stored(ok.username)).toMatchObject({
      nickname: 'Nguyễn Văn An',
      payee_name: 'Nguyễn Văn An',
    });
  });

  it('the login name, which is the nickname without a full name, stays letters and digits whatever its rule', async () => {
    await rule('username', { enabled: false });
    const off = await register({ username: '<b>boss</b>' });
    expect(off.status).toBe(400);
    expect(fieldOf(off.body)).toMatchObject({ code: 'BAD_REQUEST', value: { field: 'username' } });
    await rule('username', { enabled: true, pattern: '*' });
    const any = await register({ username: 'a"><svg/onload=1>' });
    expect(any.status).toBe(400);
    await rule('username', { enabled: true, pattern: 'LETTER_FIRST_ALNUM' });
  });
});

describe('a request with several bad fields', () => {
  it('is refused on the first of them in the form, the one the member sees first', async () => {
    // The form shows the mobile number above the password (contract/register-fields.ts).
    const r = await register({ mobileNum: '12', password: 'x', confirmPassword: 'x' });
    expect(r.status).toBe(400);
    expect(fieldOf(r.body)).toMatchObject({ code: 'BAD_REQUEST', value: { field: 'mobileNum' } });
  });
});
