import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelope } from '../../../contract/envelope';
import { DoneResponse } from '../../../contract/security/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { expectRefusedAfter } from '../../../tests/helpers/limits';
import { startSmtpSink } from '../../../tests/helpers/smtp-sink';
import { accountSecurity, accounts, passwordResets } from '../../db/schema';
import { verifyPassword } from '../../core/sessions/password';
import { SmtpMailer } from '../../providers/mail/smtp';
import { createSession, findSession } from '../../core/sessions/sessions';
import { FORGOT_ANSWER_MS } from './routes';

let t: TestApp;
let demo: typeof accounts.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  [demo] = (await t.deps.db.select().from(accounts).where(eq(accounts.account, 'demo'))) as [
    typeof accounts.$inferSelect,
  ];
});
afterAll(() => t.close());

let ipCounter = 1;
const freshIp = () => `198.18.1.${ipCounter++}`;

function post(path: string, body: unknown, opts: { ip?: string; base?: string } = {}) {
  return t.app.request(`${opts.base ?? 'http://localhost'}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': opts.ip ?? freshIp() },
    body: JSON.stringify(body),
  });
}
function postForm(path: string, fields: Record<string, string>, ip = freshIp()) {
  return t.app.request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams(fields).toString(),
  });
}
/** The per-name limit would stop the many links these tests ask for 'demo'. */
const forgetNameLimit = () => t.deps.db.execute(sql`delete from rate_limits where key like 'pw_mail_name:%'`);
const tokenIn = (text: string) => /resetToken=([A-Za-z0-9_-]+)/.exec(text)?.[1];
const sessionsOf = async (accountId: number, n: number) => {
  const out: string[] = [];
  for (let i = 0; i < n; i++)
    out.push((await createSession(t.deps.db, { accountId, ip: '203.0.113.5', userAgent: 'test' })).token);
  return out;
};
const passwordOf = async (accountId: number) =>
  (await t.deps.db.select().from(accounts).where(eq(accounts.id, accountId)))[0]!.passwordHash!;

describe('POST /wps/member/password/email', () => {
  it('takes a form-encoded body and e-mails a 30-minute link whose token is stored only hashed', async () => {
    const before = t.mailer.sent.length;
    const started = performance.now();
    const res = await postForm('/wps/member/password/email', {
      username: 'Demo',
      email: 'DEMO@example.test',
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);
    expect(res.status).toBe(200);
    expect(DoneResponse.parse(await res.json())).toEqual({
      success: true,
      code: 'OK',
      message: '',
      value: null,
    });
    expect(t.mailer.sent.length).toBe(before + 1);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe('demo@example.test');
    expect(mail.text).toContain('http://localhost/forget?resetToken=');
    expect(mail.text).toContain('Xin chào');
    expect(mail.text).toContain('Hello');
    const token = tokenIn(mail.text)!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [row] = await t.deps.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(row?.accountId).toBe(demo.id);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 0);
    const plain = await t.deps.db.execute(
      sql`select count(*)::int as n from password_resets where token_hash = ${token}`,
    );
    expect(plain.rows[0]).toEqual({ n: 0 });
  });

  it('takes JSON as well', async () => {
    const before = t.mailer.sent.length;
    const res = await post('/wps/member/password/email', { username: 'demo', email: 'demo@example.test' });
    expect(res.status).toBe(200);
    expect(t.mailer.sent.length).toBe(before + 1);
  });

  it.each([
    ['an unknown account', { username: 'nobody_here', email: 'demo@example.test' }],
    ['a wrong e-mail', { username: 'demo', email: 'other@example.test' }],
    ['the trial account', { username: 'trial_demo', email: 'x@example.test' }],
  ])('answers the same, as slowly, for %s, and sends nothing', async (_, fields) => {
    const before = t.mailer.sent.length;
    const started = performance.now();
    const res = await postForm('/wps/member/password/email', fields);
    expect(performance.now() - started).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, code: 'OK', message: '', value: null });
    expect(t.mailer.sent.length).toBe(before);
  });

  it('refuses a missing field with BAD_REQUEST', async () => {
    const res = await postForm('/wps/member/password/email', { username: 'demo' });
    expect(res.status).toBe(400);
    expect(ErrorEnvelope.parse(await res.json())).toMatchObject({
      code: 'BAD_REQUEST',
      value: { field: 'email' },
    });
    const none = await t.app.request('http://localhost/wps/member/password/email', { method: 'POST' });
    expect(ErrorEnvelope.parse(await none.json()).code).toBe('BAD_REQUEST');
  });

  it('sends no link to a host that is not the site (reset poisoning), and uses PUBLIC_URL when set', async () => {
    const before = t.mailer.sent.length;
    const forged = await post(
      '/wps/member/password/email',
      { username: 'demo', email: 'demo@example.test' },
      { base: 'http://evil.example' },
    );
    expect(forged.status).toBe(200);
    expect(t.mailer.sent.length).toBe(before);

    t.deps.config.publicUrl = 'https://lobby.example';
    try {
      await post(
        '/wps/member/password/email',
        { username: 'demo', email: 'demo@example.test' },
        { base: 'http://evil.example' },
      );
      expect(t.mailer.sent.at(-1)!.text).toContain('https://lobby.example/forget?resetToken=');
    } finally {
      t.deps.config.publicUrl = undefined;
    }
  });

  it('limits requests per account name (5 in 15 minutes), whether or not it exists', async () => {
    const over = await expectRefusedAfter(5, () =>
      postForm('/wps/member/password/email', { username: 'ghost1', email: 'g@example.test' }),
    );
    expect(ErrorEnvelope.parse(await over.json()).code).toBe('TOO_MANY_REQUESTS');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits requests per visitor address (10 in 15 minutes)', async () => {
    const ip = freshIp();
    await expectRefusedAfter(10, (i) =>
      postForm('/wps/member/password/email', { username: `someone${i}`, email: 'g@example.test' }, ip),
    );
  });
});

describe('POST /wps/member/password/reset', () => {
  async function freshLink(): Promise<string> {
    await forgetNameLimit();
    const before = t.mailer.sent.length;
    const res = await post('/wps/member/password/email', { username: 'demo', email: 'demo@example.test' });
    expect(res.status).toBe(200);
    expect(t.mailer.sent.length).toBe(before + 1);
    return tokenIn(t.mailer.sent.at(-1)!.text)!;
  }

  it('refuses a password that breaks the rule, without spending the link', async () => {
    const token = await freshLink();
    const res = await post('/wps/member/password/reset', { token, newPassword: 'short' });
    expect(res.status).toBe(400);
    expect(ErrorEnvelope.parse(await res.json())).toMatchObject({
      code: 'BAD_REQUEST',
      value: { field: 'newPassword' },
    });
    const weak = await post('/wps/member/password/reset', { token, newPassword: 'alllowercase1' });
    expect(ErrorEnvelope.parse(await weak.json())).toMatchObject({
      code: 'BAD_REQUEST',
      value: { field: 'newPassword' },
    });
    expect((await post('/wps/member/password/reset', { token, newPassword: 'Linked@2026' })).status).toBe(
      200,
    );
  });

  it('sets the password once, clears must-change, and ends every session', async () => {
    await t.deps.db
      .insert(accountSecurity)
      .values({ accountId: demo.id, mustChangePassword: true })
      .onConflictDoUpdate({ target: accountSecurity.accountId, set: { mustChangePassword: true } });
    const tokens = await sessionsOf(demo.id, 2);
    const token = await freshLink();
    const res = await post('/wps/member/password/reset', { token, newPassword: 'Reset@2026' });
    expect(res.status).toBe(200);
    expect(DoneResponse.parse(await res.json()).value).toBeNull();
    expect(await verifyPassword('Reset@2026', await passwordOf(demo.id))).toBe(true);
    for (const s of tokens) expect(await findSession(t.deps.db, s)).toBeUndefined();
    const [sec] = await t.deps.db
      .select()
      .from(accountSecurity)
      .where(eq(accountSecurity.accountId, demo.id));
    expect(sec!.mustChangePassword).toBe(false);

    const again = await post('/wps/member/password/reset', { token, newPassword: 'Again@2026' });
    expect(again.status).toBe(400);
    expect(ErrorEnvelope.parse(await again.json()).code).toBe('RESET_LINK_INVALID');
    expect(await verifyPassword('Reset@2026', await passwordOf(demo.id))).toBe(true);
  });

  it('refuses an expired link, an unknown token, and a link replaced by a newer one', async () => {
    const expired = await freshLink();
    await t.deps.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` });
    const r1 = await post('/wps/member/password/reset', { token: expired, newPassword: 'Reset@2027' });
    expect(ErrorEnvelope.parse(await r1.json()).code).toBe('RESET_LINK_INVALID');

    const r2 = await post('/wps/member/password/reset', { token: 'x'.repeat(43), newPassword: 'Reset@2027' });
    expect(ErrorEnvelope.parse(await r2.json()).code).toBe('RESET_LINK_INVALID');

    const older = await freshLink();
    const newer = await freshLink();
    const r3 = await post('/wps/member/password/reset', { token: older, newPassword: 'Reset@2027' });
    expect(ErrorEnvelope.parse(await r3.json()).code).toBe('RESET_LINK_INVALID');
    expect(
      (await post('/wps/member/password/reset', { token: newer, newPassword: 'Reset@2027' })).status,
    ).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const token = await freshLink();
    const [a, b] = await Promise.all([
      post('/wps/member/password/reset', { token, newPassword: 'Race@20261' }),
      post('/wps/member/password/reset', { token, newPassword: 'Race@20262' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
  });
});

describe('POST /wps/member/password/verification (reset by phone)', () => {
  const phone = () => ({ countryDialingCode: demo.countryDialingCode!, mobileNum: demo.mobileNum! });
  /** A reset by the demo member's phone with `verificationCode`, to `newPassword`. */
  const resetByPhone = (verificationCode: string, newPassword: string) =>
    post('/wps/member/password/verification', { ...phone(), verificationCode, newPassword });
  async function requestCode(): Promise<string> {
    await t.deps.db.execute(sql`delete from rate_limits where key like 'code_%'`);
    const res = await post('/wps/verification/sms/noLogin', phone());
    expect(res.status).toBe(200);
    return /\b(\d{6})\b/.exec(t.sms.lastTo(`${demo.countryDialingCode}${demo.mobileNum}`)!.text)![1]!;
  }

  it('refuses a wrong code, then resets with the right one and ends every session; the code works once', async () => {
    const code = await requestCode();
    const tokens = await sessionsOf(demo.id, 2);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await resetByPhone(wrong, 'Phone@2026');
    expect(bad.status).toBe(400);
    expect(ErrorEnvelope.parse(await bad.json())).toMatchObject({
      code: 'INVALID_VERIFICATION_CODE',
      value: { field: 'verificationCode' },
    });

    const weak = await resetByPhone(code, 'x');
    expect(ErrorEnvelope.parse(await weak.json())).toMatchObject({
      code: 'BAD_REQUEST',
      value: { field: 'newPassword' },
    });

    const res = await resetByPhone(code, 'Phone@2026');
    expect(res.status).toBe(200);
    // The answer names the account, so the client can log in as spec section 4 says.
    expect(((await res.json()) as { value: { account: string } }).value.account).toBe('demo');
    expect(await verifyPassword('Phone@2026', await passwordOf(demo.id))).toBe(true);
    for (const s of tokens) expect(await findSession(t.deps.db, s)).toBeUndefined();

    const reuse = await resetByPhone(code, 'Phone@2027');
    expect(ErrorEnvelope.parse(await reuse.json()).code).toBe('INVALID_VERIFICATION_CODE');
  });

  it('answers CODE_EXPIRED for an expired code', async () => {
    const code = await requestCode();
    await t.deps.db.execute(
      sql`update verification_codes set expires_at = now() - interval '1 second' where used_at is null`,
    );
    const res = await resetByPhone(code, 'Phone@2028');
    expect(ErrorEnvelope.parse(await res.json()).code).toBe('CODE_EXPIRED');
  });

  it('uses +84 when the dialing code is left out (the spec form has none)', async () => {
    const code = await requestCode();
    const res = await post('/wps/member/password/verification', {
      mobileNum: demo.mobileNum!,
      verificationCode: code,
      newPassword: 'Phone@2029',
    });
    expect(res.status).toBe(200);
  });
});

describe('the reset e-mail over real SMTP', () => {
  it('reaches an SMTP server and its link works', async () => {
    const sink = await startSmtpSink();
    const dev = t.deps.mailer;
    const smtp = new SmtpMailer({ url: sink.url(), from: 'Lobby <no-reply@lobby.test>' });
    t.deps.mailer = smtp;
    try {
      await forgetNameLimit();
      await post('/wps/member/password/email', { username: 'demo', email: 'demo@example.test' });
      const [msg] = await sink.waitFor(1);
      expect(msg!.to).toEqual(['demo@example.test']);
      const raw = msg!.raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      const token = tokenIn(raw)!;
      expect((await post('/wps/member/password/reset', { token, newPassword: 'Smtp@2026' })).status).toBe(
        200,
      );
      expect(await verifyPassword('Smtp@2026', await passwordOf(demo.id))).toBe(true);
    } finally {
      t.deps.mailer = dev;
      smtp.close();
      await sink.close();
    }
  });
});
