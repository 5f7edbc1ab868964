import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginHistoryResponse, SmsCodeResponse } from '../../../contract/accounts/schemas';
import { ErrorEnvelope } from '../../../contract/envelope';
import { SecurityOverviewResponse, TotpBeginResponse } from '../../../contract/security/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { accountSecurity, accounts, loginHistory } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../core/sessions/password';
import { dataSealer } from '../../core/sessions/sealed';
import { createSession } from '../../core/sessions/sessions';

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword('Member@123');
});
afterAll(() => t.close());

let n = 0;
/** A member of its own per test (the failure counters are per account), with a session. */
async function member(opts: { email?: string | null; mobile?: string | null } = {}) {
  n += 1;
  const [row] = await t.deps.db
    .insert(accounts)
    .values({
      account: `sec_member_${n}`,
      nickname: `Member ${n}`,
      type: 0,
      passwordHash,
      email: opts.email === undefined ? `member${n}@example.test` : opts.email,
      mobileNum: opts.mobile === undefined ? null : opts.mobile,
      countryDialingCode: opts.mobile ? '+84' : null,
    })
    .returning();
  const { token } = await createSession(t.deps.db, {
    accountId: row!.id,
    ip: '203.0.113.5',
    userAgent: 'test',
  });
  return { id: row!.id, account: row!.account, token };
}

let ipCounter = 1;
function call(method: 'GET' | 'POST', path: string, token: string | undefined, body?: unknown) {
  const headers: Record<string, string> = { 'x-forwarded-for': `198.18.2.${ipCounter++ % 250}` };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return t.app.request(`/wps/member/security/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
async function expectError(res: Response, status: number, code: string, field?: string) {
  expect(res.status).toBe(status);
  const body = ErrorEnvelope.parse(await res.json());
  expect(body.code).toBe(code);
  if (field) expect(body.value?.field).toBe(field);
}
/** A refused call: the body sent, then the status, code and (when the answer names one) field. */
type Refusal = [body: unknown, status: number, code: string, field?: string];
/** Sends the bodies in turn (in order: the failure counters count them), each refused as its row says. */
async function expectRefusals(path: string, token: string, refusals: Refusal[]) {
  for (const [body, status, code, field] of refusals)
    await expectError(await call('POST', path, token, body), status, code, field);
}
const overview = async (token: string) =>
  SecurityOverviewResponse.parse(await (await call('GET', 'overview', token)).json()).value;
const forgetThrottles = () => t.deps.db.execute(sql`delete from rate_limits where key like 'code_%'`);
const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1];

describe('access', () => {
  it('needs a session, and a real account', async () => {
    await expectError(await call('GET', 'overview', undefined), 401, 'NOT_LOGGED_IN');
    await expectError(await call('GET', 'overview', 'x'.repeat(43)), 401, 'NOT_LOGGED_IN');
    const [trial] = await t.deps.db.select().from(accounts).where(eq(accounts.account, 'trial_demo'));
    const { token } = await createSession(t.deps.db, {
      accountId: trial!.id,
      ip: '203.0.113.5',
      userAgent: null,
    });
    await expectError(await call('GET', 'overview', token), 403, 'NEED_REAL_ACCOUNT');
    await expectError(await call('POST', 'totp/begin', token), 403, 'NEED_REAL_ACCOUNT');
  });
});

describe('GET overview', () => {
  it('shows masked contacts and what is set, never cached', async () => {
    const [demo] = await t.deps.db.select().from(accounts).where(eq(accounts.account, 'demo'));
    const { token } = await createSession(t.deps.db, {
      accountId: demo!.id,
      ip: '203.0.113.5',
      userAgent: null,
    });
    const res = await call('GET', 'overview', token);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const v = SecurityOverviewResponse.parse(await res.json()).value;
    expect(v).toEqual({
      hasPaymentPassword: false,
      totpBound: false,
      mobile: `+84 ${demo!.mobileNum!.slice(0, 2)}****${demo!.mobileNum!.slice(-3)}`,
      email: 'd***@example.test',
      payeeBound: false,
      secondStepMethod: 'email',
    });
    const none = await member({ email: null });
    expect(await overview(none.token)).toMatchObject({ mobile: null, email: null });
  });
});

describe('POST payment-password', () => {
  it('is set the first time with the login password, then changed with the old payment password', async () => {
    const m = await member();
    await expectRefusals('payment-password', m.token, [
      [{ newPaymentPassword: '123456', loginPassword: 'Wrong@123' }, 400, 'WRONG_PASSWORD', 'loginPassword'],
      [
        { newPaymentPassword: '12ab56', loginPassword: 'Member@123' },
        400,
        'BAD_REQUEST',
        'newPaymentPassword',
      ],
    ]);
    const set = await call('POST', 'payment-password', m.token, {
      newPaymentPassword: '123456',
      loginPassword: 'Member@123',
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ success: true, code: 'OK', message: '', value: null });
    expect((await overview(m.token)).hasPaymentPassword).toBe(true);

    // Once set, the login password no longer changes it.
    await expectRefusals('payment-password', m.token, [
      [
        { newPaymentPassword: '654321', loginPassword: 'Member@123' },
        400,
        'INVALID_PAYMENT_PASSWORD',
        'oldPaymentPassword',
      ],
      [{ newPaymentPassword: '654321', oldPaymentPassword: '000000' }, 400, 'INVALID_PAYMENT_PASSWORD'],
    ]);
    const changed = await call('POST', 'payment-password', m.token, {
      newPaymentPassword: '654321',
      oldPaymentPassword: '123456',
    });
    expect(changed.status).toBe(200);
    const [sec] = await t.deps.db.select().from(accountSecurity).where(eq(accountSecurity.accountId, m.id));
    expect(sec!.paymentPasswordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('654321', sec!.paymentPasswordHash!)).toBe(true);
  });

  it('stops guessing after 5 wrong passwords with TOO_MANY_REQUESTS', async () => {
    const m = await member();
    await expectRefusals(
      'payment-password',
      m.token,
      Array.from({ length: 5 }, (_, i): Refusal => [
        { newPaymentPassword: '123456', loginPassword: `Wrong@${i}` },
        400,
        'WRONG_PASSWORD',
      ]),
    );
    const res = await call('POST', 'payment-password', m.token, {
      newPaymentPassword: '123456',
      loginPassword: 'Member@123',
    });
    await expectError(res, 429, 'TOO_MANY_REQUESTS');
  });
});

describe('TOTP', () => {
  const totpOf = (secret: string) =>
    new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

  it('binds a pending secret with a code, refuses the same time step twice, and unbinds', async () => {
    const m = await member();
    await expectError(await call('POST', 'totp/confirm', m.token, { code: '123456' }), 400, 'BAD_REQUEST');
    await expectError(await call('POST', 'totp/unbind', m.token, { code: '123456' }), 409, 'NOT_BOUND');
    await expectError(
      await call('POST', 'second-step-method', m.token, { method: 'totp' }),
      409,
      'NOT_BOUND',
    );

    const begin = TotpBeginResponse.parse(await (await call('POST', 'totp/begin', m.token)).json()).value;
    expect(begin.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(begin.otpauthUrl).toContain('otpauth://totp/');
    expect(begin.otpauthUrl).toContain(`secret=${begin.secret}`);
    expect(begin.otpauthUrl).toContain('algorithm=SHA1&digits=6&period=30');
    expect((await overview(m.token)).totpBound).toBe(false);

    const totp = totpOf(begin.secret);
    const now = Date.now();
    const code = totp.generate({ timestamp: now });
    const wrong = code === '000000' ? '111111' : '000000';
    await expectRefusals('totp/confirm', m.token, [
      [{ code: wrong }, 400, 'INVALID_VERIFICATION_CODE', 'code'],
      [{ code: '12ab' }, 400, 'BAD_REQUEST', 'code'],
    ]);
    expect((await call('POST', 'totp/confirm', m.token, { code })).status).toBe(200);
    expect((await overview(m.token)).totpBound).toBe(true);
    const [sec] = await t.deps.db.select().from(accountSecurity).where(eq(accountSecurity.accountId, m.id));
    // Sealed at rest, bound to this account: it opens to the secret shown, and nowhere else.
    expect(sec!.totpSecret).toMatch(/^v1\./);
    expect(sec!.totpSecret).not.toContain(begin.secret);
    const sealer = dataSealer(t.deps.config);
    expect(sealer.open(sec!.totpSecret!, `totp:${m.id}`)).toBe(begin.secret);
    expect(() => sealer.open(sec!.totpSecret!, `totp:${m.id + 1}`)).toThrow();
    expect(sec!.totpPendingSecret).toBeNull();
    expect(sec!.totpLastStep).toBeGreaterThanOrEqual(Math.floor(now / 30_000) - 1);

    await expectError(await call('POST', 'totp/begin', m.token), 409, 'ALREADY_BOUND');
    expect((await call('POST', 'second-step-method', m.token, { method: 'totp' })).status).toBe(200);
    expect((await overview(m.token)).secondStepMethod).toBe('totp');

    // The code that bound it is spent: its time step never works again.
    await expectError(await call('POST', 'totp/unbind', m.token, { code }), 400, 'INVALID_VERIFICATION_CODE');
    const next = totp.generate({ timestamp: now + 30_000 });
    expect((await call('POST', 'totp/unbind', m.token, { code: next })).status).toBe(200);
    const after = await overview(m.token);
    expect(after.totpBound).toBe(false);
    expect(after.secondStepMethod).toBe('email');
  });
});

describe('binding a phone', () => {
  it('sends a code to the new number and binds it; PHONE_TAKEN and ALREADY_BOUND guard it', async () => {
    const [demo] = await t.deps.db.select().from(accounts).where(eq(accounts.account, 'demo'));
    const m = await member();
    await forgetThrottles();
    await expectRefusals('bind/phone/code', m.token, [
      [{ countryDialingCode: '+84', mobileNum: demo!.mobileNum! }, 409, 'PHONE_TAKEN'],
      [{ countryDialingCode: '+84', mobileNum: '12' }, 400, 'BAD_REQUEST', 'mobileNum'],
    ]);
    const res = await call('POST', 'bind/phone/code', m.token, {
      countryDialingCode: '+84',
      mobileNum: '0914000001',
    });
    expect(res.status).toBe(200);
    expect(SmsCodeResponse.parse(await res.json()).value.expiredMinutes).toBe(5);
    const code = codeIn(t.sms.lastTo('+84914000001')?.text)!;

    // The code belongs to the account that asked: another account cannot use it.
    const other = await member();
    const bindTo = (verificationCode: string) => ({
      countryDialingCode: '+84',
      mobileNum: '0914000001',
      verificationCode,
    });
    await expectError(
      await call('POST', 'bind/phone', other.token, bindTo(code)),
      400,
      'INVALID_VERIFICATION_CODE',
    );
    const wrong = code === '000000' ? '111111' : '000000';
    await expectError(
      await call('POST', 'bind/phone', m.token, bindTo(wrong)),
      400,
      'INVALID_VERIFICATION_CODE',
    );
    const bound = await call('POST', 'bind/phone', m.token, bindTo(code));
    expect(bound.status).toBe(200);
    expect((await overview(m.token)).mobile).toBe('+84 91****001');
    const [row] = await t.deps.db.select().from(accounts).where(eq(accounts.id, m.id));
    expect([row!.countryDialingCode, row!.mobileNum]).toEqual(['+84', '914000001']);

    await forgetThrottles();
    await expectError(
      await call('POST', 'bind/phone/code', m.token, { countryDialingCode: '+84', mobileNum: '914000001' }),
      409,
      'ALREADY_BOUND',
    );
    // Now taken for everyone else, for a code and for a bind alike.
    for (const [path, body] of [
      ['bind/phone/code', { countryDialingCode: '84', mobileNum: '914000001' }],
      ['bind/phone', { countryDialingCode: '+84', mobileNum: '914000001', verificationCode: '123456' }],
    ] as const)
      await expectError(await call('POST', path, other.token, body), 409, 'PHONE_TAKEN');
  });

  it('replaces a bound phone only with the login password', async () => {
    const m = await member({ mobile: '914000002' });
    await forgetThrottles();
    expect(
      (await call('POST', 'bind/phone/code', m.token, { countryDialingCode: '+84', mobileNum: '914000003' }))
        .status,
    ).toBe(200);
    const code = codeIn(t.sms.lastTo('+84914000003')?.text)!;
    const body = { countryDialingCode: '+84', mobileNum: '914000003', verificationCode: code };
    await expectRefusals('bind/phone', m.token, [
      [body, 400, 'BAD_REQUEST', 'loginPassword'],
      [{ ...body, loginPassword: 'Wrong@123' }, 400, 'WRONG_PASSWORD', 'loginPassword'],
    ]);
    expect((await call('POST', 'bind/phone', m.token, { ...body, loginPassword: 'Member@123' })).status).toBe(
      200,
    );
    expect((await overview(m.token)).mobile).toBe('+84 91****003');
  });

  it('shares the send throttles', async () => {
    const m = await member();
    await forgetThrottles();
    const body = { countryDialingCode: '+84', mobileNum: '914000004' };
    expect((await call('POST', 'bind/phone/code', m.token, body)).status).toBe(200);
    const again = await call('POST', 'bind/phone/code', m.token, body);
    expect(again.headers.get('retry-after')).toBe('1');
    await expectError(again, 429, 'TOO_MANY_REQUESTS');
  });
});

describe('binding an e-mail', () => {
  it('e-mails a code and binds the address; EMAIL_TAKEN and ALREADY_BOUND guard it', async () => {
    const m = await member({ email: null });
    await forgetThrottles();
    await expectRefusals('bind/email/code', m.token, [
      [{ email: 'DEMO@example.test' }, 409, 'EMAIL_TAKEN'],
      [{ email: 'not-an-email' }, 400, 'BAD_REQUEST', 'email'],
    ]);
    const res = await call('POST', 'bind/email/code', m.token, { email: 'New.Address@Example.test' });
    expect(res.status).toBe(200);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe('new.address@example.test');
    const code = codeIn(mail.text)!;
    await expectError(
      await call('POST', 'bind/email', m.token, {
        email: 'new.address@example.test',
        verificationCode: code === '000000' ? '111111' : '000000',
      }),
      400,
      'INVALID_VERIFICATION_CODE',
    );
    expect(
      (
        await call('POST', 'bind/email', m.token, {
          email: 'new.address@example.test',
          verificationCode: code,
        })
      ).status,
    ).toBe(200);
    expect((await overview(m.token)).email).toBe('n***@example.test');
    await forgetThrottles();
    await expectError(
      await call('POST', 'bind/email/code', m.token, { email: 'NEW.address@example.test' }),
      409,
      'ALREADY_BOUND',
    );
    const other = await member({ email: null });
    await expectError(
      await call('POST', 'bind/email', other.token, {
        email: 'new.address@example.test',
        verificationCode: code,
      }),
      409,
      'EMAIL_TAKEN',
    );
  });

  it('gives an address to one of two members binding it at once', async () => {
    const [a, b] = [await member({ email: null }), await member({ email: null })];
    await forgetThrottles();
    const codes: string[] = [];
    for (const m of [a, b]) {
      expect((await call('POST', 'bind/email/code', m.token, { email: 'both@example.test' })).status).toBe(
        200,
      );
      codes.push(codeIn(t.mailer.sent.at(-1)!.text)!);
      await forgetThrottles();
    }
    const results = await Promise.all(
      [a, b].map((m, i) =>
        call('POST', 'bind/email', m.token, { email: 'both@example.test', verificationCode: codes[i] }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.status === 409)!;
    await expectError(lost, 409, 'EMAIL_TAKEN');
  });

  it('replaces a bound e-mail only with the login password', async () => {
    const m = await member();
    await forgetThrottles();
    expect((await call('POST', 'bind/email/code', m.token, { email: 'replaced@example.test' })).status).toBe(
      200,
    );
    const code = codeIn(t.mailer.sent.at(-1)!.text)!;
    const body = { email: 'replaced@example.test', verificationCode: code };
    await expectError(await call('POST', 'bind/email', m.token, body), 400, 'BAD_REQUEST', 'loginPassword');
    expect((await call('POST', 'bind/email', m.token, { ...body, loginPassword: 'Member@123' })).status).toBe(
      200,
    );
    expect((await overview(m.token)).email).toBe('r***@example.test');
  });
});

describe('POST second-step-method', () => {
  it('accepts only a method with something bound', async () => {
    const m = await member({ email: null });
    await expectRefusals('second-step-method', m.token, [
      [{ method: 'email' }, 409, 'NOT_BOUND', 'method'],
      [{ method: 'sms' }, 409, 'NOT_BOUND'],
      [{ method: 'payee' }, 409, 'NOT_BOUND'],
      [{ method: 'fax' }, 400, 'BAD_REQUEST', 'method'],
    ]);

    const p = await member({ mobile: '914000005' });
    expect((await call('POST', 'second-step-method', p.token, { method: 'sms' })).status).toBe(200);
    expect((await overview(p.token)).secondStepMethod).toBe('sms');
    await t.deps.db
      .update(accountSecurity)
      .set({ payeeName: 'Nguyen Van A' })
      .where(eq(accountSecurity.accountId, p.id));
    expect((await call('POST', 'second-step-method', p.token, { method: 'payee' })).status).toBe(200);
    expect(await overview(p.token)).toMatchObject({ secondStepMethod: 'payee', payeeBound: true });
  });
});

describe('GET logins', () => {
  it('lists the last 20 logins, newest first', async () => {
    const m = await member();
    await t.deps.db.insert(loginHistory).values(
      Array.from({ length: 25 }, (_, i) => ({
        accountId: m.id,
        ip: `203.0.113.${i}`,
        userAgent: i % 2 ? 'Firefox' : null,
        method: i % 3 ? 'username' : 'sms',
        success: i % 4 !== 0,
        at: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const list = LoginHistoryResponse.parse(await (await call('GET', 'logins', m.token)).json()).value;
    expect(list).toHaveLength(20);
    expect(list[0]).toEqual({
      at: '2026-01-01T00:24:00.000Z',
      ip: '203.0.113.24',
      userAgent: null,
      success: false,
      method: 'sms',
    });
    expect(list.at(-1)!.ip).toBe('203.0.113.5');
    const other = await member();
    expect(LoginHistoryResponse.parse(await (await call('GET', 'logins', other.token)).json()).value).toEqual(
      [],
    );
  });
});

describe('OpenAPI', () => {
  it('lists the security, password and verification calls', async () => {
    const doc = (await (await t.app.request('/openapi.json')).json()) as { paths: Record<string, unknown> };
    for (const p of [
      '/wps/member/security/overview',
      '/wps/member/security/totp/confirm',
      '/wps/member/security/bind/email',
      '/wps/member/security/logins',
      '/wps/member/password/email',
      '/wps/member/password/reset',
      '/wps/member/password/verification',
      '/wps/verification/sms/register',
      '/wps/verification/sms/noLogin',
      '/wps/verification/sms/login',
    ])
      expect(doc.paths).toHaveProperty([p]);
  });
});
