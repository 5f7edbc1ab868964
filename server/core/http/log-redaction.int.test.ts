import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { storeCaptcha } from '../../features/captcha/store';
import { createLogger } from '../context/logger';

/**
 * Canaries: values only the member should ever hold (passwords) and values the database keeps
 * by design (e-mail, mobile, bank account, payee name). Sent in every kind of request, once with
 * a working database and once with every write failing, none may appear in the log; outside the
 * database cluster none may appear in DATA_DIR, and the plain passwords nowhere at all.
 */
const tag = randomBytes(4).toString('hex');
const letters = tag.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
const secret = {
  password: `Cnry#${tag}Pw1`,
  newPassword: `Cnry#${tag}Pw2`,
  // Digits only (the seeded rule); 16 of them, so the canary cannot turn up by chance.
  paymentPassword: `${parseInt(tag, 16)}`.padStart(16, '7'),
  newPaymentPassword: `${parseInt(tag, 16)}`.padStart(17, '8'),
};
const stored = {
  email: `cnry${tag}@example.test`,
  mobile: `9${parseInt(tag, 16).toString().padStart(8, '0').slice(0, 8)}`,
  bankAccount: `7${parseInt(tag, 16).toString().padStart(12, '0')}31`,
  payeeName: `Cnry ${letters}`,
};
const canaries = [...Object.values(secret), ...Object.values(stored)];

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ log: createLogger('trace', { write: (s: string) => void lines.push(s) }) });
  await t.database.pool.query(`UPDATE register_fields SET min = 6, max = 20 WHERE field = 'paymentPassword'`);
  t.deps.changes.emit('site');
});
afterAll(() => t.close());

let ipSeq = 0;
async function call(method: string, p: string, body: unknown, token?: string) {
  const res = await t.app.request(p, {
    method,
    headers: {
      'content-type': 'application/json',
      // One address for the account's own calls (no second step), another for each anonymous one.
      'x-forwarded-for': token ? '192.0.2.200' : `192.0.2.${++ipSeq}`,
      'user-agent': 'vitest',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { value?: { token?: string } } };
}

/**
 * Every kind of request that carries a canary; returns the HTTP statuses. The second run
 * (`earlier` set) uses the first run's account, and a new e-mail to register with.
 */
async function plantCanaries(earlier?: { session: string; username: string }) {
  const run = earlier ? 'b' : 'a';
  const captcha = async () => ({ captchaId: await storeCaptcha(t.deps.db, '4821'), captcha: '4821' });
  const register = await call('PUT', '/wps/member/register', {
    username: `cnry${tag}${run}`,
    password: secret.password,
    confirmPassword: secret.password,
    email: `${run}${stored.email}`,
    ...(await captcha()),
  });
  const session = earlier?.session ?? register.body.value?.token;
  if (!session) throw new Error(`register gave no session: ${JSON.stringify(register.body)}`);
  const username = earlier?.username ?? `cnry${tag}${run}`;
  const [oldPassword, newPassword] = earlier
    ? [secret.newPassword, secret.password]
    : [secret.password, secret.newPassword];
  const member = (m: string, p: string, b: unknown) => call(m, p, b, session).then((r) => r.status);
  const statuses = [
    register.status,
    (
      await call('POST', '/wps/session/login', {
        username,
        password: `${secret.password}x`,
        ...(await captcha()),
      })
    ).status,
    await member('POST', '/wps/member/security/bind/phone/code', {
      mobileNum: stored.mobile,
      countryDialingCode: '+84',
    }),
    await member('POST', '/wps/member/security/bind/email/code', { email: `x${run}${stored.email}` }),
    await member('POST', '/wps/member/security/payment-password', {
      newPaymentPassword: earlier ? secret.newPaymentPassword : secret.paymentPassword,
      ...(earlier ? { oldPaymentPassword: secret.paymentPassword } : { loginPassword: secret.password }),
    }),
    await member('POST', '/wps/member/bank-cards', {
      bankName: 'Canary Bank',
      accountNumber: `${stored.bankAccount}${run === 'a' ? '' : '9'}`,
      payeeName: stored.payeeName,
    }),
    await member('POST', '/wps/member/password', {
      oldPassword,
      newPassword,
      confirmNewPassword: newPassword,
    }),
    (await call('POST', '/wps/member/password/email', { username, email: `a${stored.email}` })).status,
  ];
  return { statuses, session, username };
}

/** Files under `dir` (not following links), skipping directories named in `skip`. */
function filesUnder(dir: string, skip: readonly string[] = []): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return skip.includes(p) ? [] : filesUnder(p, skip);
    return e.isFile() ? [p] : [];
  });
}
const found = (haystack: Buffer, needles: readonly string[]) => needles.filter((n) => haystack.includes(n));

describe('secrets and members’ data never reach the log or DATA_DIR', () => {
  it('after every kind of request, with a working and then a failing database', async () => {
    const first = await plantCanaries();
    // Register, a wrong password, both codes, payment password, bank card, password, reset link.
    expect(first.statuses).toEqual([200, 401, 200, 200, 200, 200, 200, 200]);

    // Every write of members' data fails from now on, as in an outage or a constraint gone wrong;
    // a CHECK failure carries the whole row in its DETAIL.
    await t.database.pool.query(`DO $$ DECLARE r record; BEGIN
      FOR r IN SELECT * FROM (VALUES ('accounts', 'false'), ('bank_cards', 'false'),
          ('verification_codes', 'false'), ('login_history', 'false'), ('password_resets', 'false'),
          ('account_security', 'payment_password_hash IS NULL')) f(tbl, cond) LOOP
        EXECUTE format('ALTER TABLE %I ADD CONSTRAINT canary_fault CHECK (%s) NOT VALID', r.tbl, r.cond);
      END LOOP; END $$`);
    const second = await plantCanaries(first);
    expect(second.statuses).toEqual([500, 500, 500, 500, 500, 500, 500, 500]);

    const log = Buffer.from(lines.join(''));
    expect(lines.some((l) => l.includes('unhandled error'))).toBe(true);
    expect(found(log, canaries)).toEqual([]);
    expect(found(log, ['scrypt$', 'Failing row', 'params:'])).toEqual([]);

    // DATA_DIR of the test's PostgreSQL: its log and every other file outside the cluster hold
    // none of the canaries; the cluster (tables, WAL) never holds a plain password.
    const r = await t.database.pool.query<{ data_directory: string; oid: string }>(
      `SELECT current_setting('data_directory') AS data_directory, oid::text FROM pg_database WHERE datname = current_database()`,
    );
    const cluster = r.rows[0]!.data_directory;
    const dataDir = path.dirname(cluster);
    expect(fs.existsSync(path.join(dataDir, 'pg.log'))).toBe(true);
    for (const file of filesUnder(dataDir, [cluster]))
      expect([file, found(fs.readFileSync(file), canaries)]).toEqual([file, []]);
    for (const dir of [path.join(cluster, 'base', r.rows[0]!.oid), path.join(cluster, 'pg_wal')])
      for (const file of filesUnder(dir))
        expect([file, found(fs.readFileSync(file), Object.values(secret))]).toEqual([file, []]);
  }, 120_000);
});
