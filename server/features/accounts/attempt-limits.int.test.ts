import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelope } from '../../../contract/envelope';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { accounts, accountSecurity, loginHistory } from '../../db/schema';
import { hashPassword } from '../../core/sessions/password';
import { storeCaptcha } from '../captcha';
import { CAPTCHA_AFTER_FAILURES, LOCK_AFTER_FAILURES, LOGIN_FAILURES_PER_IP } from '../../core/limits/limits';
import { createSession } from '../../core/sessions/sessions';

/**
 * Limits on guessing a secret hold under real concurrency on real PostgreSQL: N parallel wrong
 * attempts never check more secrets than the limit (the attempt is reserved before the hash).
 */
let t: TestApp;
let passwordHash: string;
const PASSWORD = 'Member@123';
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

let n = 0;
async function member() {
  n += 1;
  const [row] = await t.deps.db
    .insert(accounts)
    .values({ account: `limit_member_${n}`, nickname: `Member ${n}`, type: 0, passwordHash })
    .returning();
  const { token } = await createSession(t.deps.db, {
    accountId: row!.id,
    ip: '203.0.113.5',
    userAgent: null,
  });
  return { id: row!.id, account: row!.account, token };
}

let ipSeq = 0;
const freshIp = () => `198.51.100.${++ipSeq}`;

async function post(path: string, body: unknown, o: { ip?: string; token?: string } = {}) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': o.ip ?? freshIp(),
  };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const res = await t.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  const envelope = ErrorEnvelope.safeParse(await res.json());
  return {
    status: res.status,
    code: envelope.success ? envelope.data.code : 'OK',
    retryAfter: res.headers.get('retry-after'),
  };
}

/** How many answers had each code. */
function tally(answers: { code: string }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) out[a.code] = (out[a.code] ?? 0) + 1;
  return out;
}

/** `n` attempts sent at once to `path` (the i-th with `bodyOf(i)`), and their codes tallied. */
async function attemptsAtOnce(
  n: number,
  path: string,
  bodyOf: (i: number) => unknown,
  o: { ip?: string; token?: string } = {},
) {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => post(path, bodyOf(i), o)));
  return { answers, codes: tally(answers) };
}

/** Exactly `checked` answers were `code` (the secret was checked); the rest were refused unchecked. */
function expectOnlyChecked(codes: Record<string, number>, code: string, checked: number, n: number) {
  expect(codes[code] ?? 0, JSON.stringify(codes)).toBe(checked);
  expect((codes[code] ?? 0) + (codes.TOO_MANY_REQUESTS ?? 0), JSON.stringify(codes)).toBe(n);
}

const failedLogins = async (accountId: number) =>
  (
    await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginHistory)
      .where(sql`${loginHistory.accountId} = ${accountId} AND NOT ${loginHistory.success}`)
  )[0]!.n;

const captcha = async () => ({ captchaId: await storeCaptcha(t.deps.db, '4821'), captcha: '4821' });

describe('login', () => {
  it('30 parallel wrong logins check only the 3 allowed before the captcha', async () => {
    const m = await member();
    const ip = freshIp();
    const { codes } = await attemptsAtOnce(
      30,
      '/wps/session/login',
      () => ({ username: m.account, password: 'Wrong@123' }),
      { ip },
    );
    expect(codes.INVALID_CREDENTIALS ?? 0, JSON.stringify(codes)).toBe(CAPTCHA_AFTER_FAILURES);
    expect(await failedLogins(m.id)).toBe(codes.INVALID_CREDENTIALS ?? 0);
    expect(
      (codes.CAPTCHA_REQUIRED ?? 0) + (codes.TOO_MANY_REQUESTS ?? 0) + (codes.INVALID_CREDENTIALS ?? 0),
    ).toBe(30);
  });

  it('30 parallel wrong logins with captchas check only 10, then the name is locked for that address', async () => {
    const m = await member();
    const ip = freshIp();
    const bodies = await Promise.all(
      Array.from({ length: 30 }, async () => ({
        username: m.account,
        password: 'Wrong@123',
        ...(await captcha()),
      })),
    );
    const answers = await Promise.all(bodies.map((b) => post('/wps/session/login', b, { ip })));
    const codes = tally(answers);
    expect(codes.INVALID_CREDENTIALS ?? 0, JSON.stringify(codes)).toBe(LOCK_AFTER_FAILURES);
    expect(await failedLogins(m.id)).toBe(codes.INVALID_CREDENTIALS ?? 0);
    for (const a of answers.filter((x) => x.code === 'TOO_MANY_REQUESTS'))
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
    // Every refused attempt gave its reservation back: exactly the failures are counted.
    const right = await post(
      '/wps/session/login',
      { username: m.account, password: PASSWORD, ...(await captcha()) },
      { ip },
    );
    if ((codes.INVALID_CREDENTIALS ?? 0) === LOCK_AFTER_FAILURES)
      expect(right.code).toBe('TOO_MANY_REQUESTS');
  });

  it('a right password gives its attempts back and clears the run', async () => {
    const m = await member();
    const ip = freshIp();
    await post('/wps/session/login', { username: m.account, password: 'Wrong@1' }, { ip });
    expect(
      (await post('/wps/session/login', { username: m.account, password: PASSWORD }, { ip })).status,
    ).toBe(200);
    const rows = await t.deps.pool.query<{ key: string; points: number }>(
      'SELECT key, points FROM rate_limits WHERE key = ANY($1)',
      [[`login_fail:username:${m.account}|${ip}`, `login_ip:${ip}`]],
    );
    expect(Object.fromEntries(rows.rows.map((r) => [r.key.split(':')[0], r.points]))).toEqual({
      login_ip: 1,
    });
  });
});

describe('per-address login budget', () => {
  it('refuses the logins of an address past its budget before any hash, whatever the names', async () => {
    const ip = freshIp();
    // An address that has already sprayed all but 5 of its budget over other names.
    await t.deps.pool.query('INSERT INTO rate_limits (key, points, expire) VALUES ($1, $2, $3)', [
      `login_ip:${ip}`,
      LOGIN_FAILURES_PER_IP - 5,
      Date.now() + 600_000,
    ]);
    const members = await Promise.all(Array.from({ length: 12 }, () => member()));
    const answers = await Promise.all(
      members.map((m) => post('/wps/session/login', { username: m.account, password: 'Spray@2024' }, { ip })),
    );
    const codes = tally(answers);
    expect(codes, JSON.stringify(codes)).toEqual({ INVALID_CREDENTIALS: 5, TOO_MANY_REQUESTS: 7 });
    let checked = 0;
    for (const m of members) checked += await failedLogins(m.id);
    expect(checked).toBe(5);
    for (const a of answers.filter((x) => x.code === 'TOO_MANY_REQUESTS')) {
      expect(a.status).toBe(429);
      expect(Number(a.retryAfter)).toBeGreaterThan(500);
    }
    // The owner of one of the names, from their own address, is not refused.
    expect(
      (await post('/wps/session/login', { username: members[0]!.account, password: PASSWORD })).status,
    ).toBe(200);
  });
});

describe('secrets in the member centre', () => {
  it('20 parallel wrong payment-password checks (login password) check only 5', async () => {
    const m = await member();
    const { codes } = await attemptsAtOnce(
      20,
      '/wps/member/security/payment-password',
      (i) => ({ newPaymentPassword: '123456', loginPassword: `Wrong@${i}` }),
      { token: m.token },
    );
    expectOnlyChecked(codes, 'WRONG_PASSWORD', 5, 20);
  });

  it('15 parallel wrong old passwords at change-password check only 10', async () => {
    const m = await member();
    const { codes } = await attemptsAtOnce(
      15,
      '/wps/member/password',
      (i) => ({
        oldPassword: `Wrong@${i}`,
        newPassword: 'Fresh#Pass2024',
        confirmNewPassword: 'Fresh#Pass2024',
      }),
      { token: m.token },
    );
    expectOnlyChecked(codes, 'WRONG_PASSWORD', LOCK_AFTER_FAILURES, 15);
  });

  it('20 parallel wrong TOTP confirmations check only 5', async () => {
    const m = await member();
    expect((await post('/wps/member/security/totp/begin', {}, { token: m.token })).status).toBe(200);
    const [row] = await t.deps.db.select().from(accountSecurity).where(eq(accountSecurity.accountId, m.id));
    expect(row?.totpPendingSecret).toBeTruthy();
    const { answers, codes } = await attemptsAtOnce(
      20,
      '/wps/member/security/totp/confirm',
      (i) => ({ code: String(100000 + i) }),
      { token: m.token },
    );
    const wrong = answers.filter((a) => a.code !== 'TOO_MANY_REQUESTS' && a.code !== 'OK').length;
    expect(wrong, JSON.stringify(codes)).toBe(5);
    expect(codes.TOO_MANY_REQUESTS).toBe(15);
  });
});

describe('operator keys', () => {
  it('25 parallel wrong keys from one address check at most 10, then the address stays blocked', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 25 }, async () => {
        const res = await t.app.request('/ops/deposits', {
          headers: { 'x-forwarded-for': ip, 'x-operator-key': 'op_1_nope' },
        });
        return { status: res.status, retryAfter: res.headers.get('retry-after') };
      }),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length, JSON.stringify(statuses)).toBe(10);
    expect(statuses.filter((s) => s === 429).length).toBe(15);
    const later = await t.app.request('/ops/deposits', {
      headers: { 'x-forwarded-for': ip, 'x-operator-key': 'op_1_nope' },
    });
    expect(later.status).toBe(429);
    expect(Number(later.headers.get('retry-after'))).toBeGreaterThan(800);
  });
});
