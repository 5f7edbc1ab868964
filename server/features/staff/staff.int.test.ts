import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { dataSealer } from '../../core/sessions/sealed';
import { DEMO_ADMIN, demoAdminCode, seedDemoAdmin } from '../../seed/demo-admin';
import { createOperatorKey } from '../operator';

let t: TestApp;
let adminKey: string;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  adminKey = await createOperatorKey(t.database.db, 'staff-admin');
});
afterAll(() => t.close());

type Answer<T = Record<string, unknown>> = { status: number; code: string; value: T };

async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; key?: string; ip?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? '198.51.100.20' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.key) headers['x-operator-key'] = opts.key;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.request(path, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const json = (await res.json()) as { code: string; value: T };
  return { status: res.status, ...json };
}

/** What an authenticator shows for `secret`, `stepsAhead` periods from now (never reused). */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

type Created = { account: { login: string }; oneTimePassword: string };
type LoginValue = { ticket: string; next: string; secret: string | null; mustChangePassword: boolean };
type SessionValue = { token: string; me: { actor: string; role: string } };

/** An admin creates `login`; it logs in with its one-time password, enrols and chooses a password. */
async function enrolledStaff(login: string, role: string, ip = '198.51.100.20') {
  const created = await call<Created>('POST', '/ops/staff/accounts', {
    key: adminKey,
    body: { login, displayName: login.toUpperCase(), role },
  });
  expect(created.status).toBe(200);
  const step1 = await call<LoginValue>('POST', '/ops/staff/login', {
    ip,
    body: { login, password: created.value.oneTimePassword },
  });
  expect(step1.value).toMatchObject({ next: 'enrol', mustChangePassword: true });
  const secret = step1.value.secret!;
  const password = `${login}-new-password`;
  const code = codeOf(secret);
  const step2 = await call<SessionValue>('POST', '/ops/staff/totp', {
    ip,
    body: { ticket: step1.value.ticket, code, newPassword: password },
  });
  expect(step2.status).toBe(200);
  return { token: step2.value.token, secret, password, code };
}

describe('staff login: password, then TOTP (decision 102)', () => {
  it('enrols TOTP and changes the one-time password at first login, then logs in with both', async () => {
    const ana = await enrolledStaff('ana', 'finance');
    const me = await call('GET', '/ops/staff/me', { token: ana.token });
    expect(me.value).toEqual({
      actor: 'staff:ana',
      login: 'ana',
      displayName: 'ANA',
      role: 'finance',
      kind: 'staff',
    });

    const again = await call<LoginValue>('POST', '/ops/staff/login', {
      body: { login: 'ana', password: ana.password },
    });
    expect(again.value).toMatchObject({
      next: 'totp',
      secret: null,
      otpauthUrl: null,
      mustChangePassword: false,
    });
    // The enrolment's code is spent: only a later one works.
    const reused = await call('POST', '/ops/staff/totp', {
      body: { ticket: again.value.ticket, code: ana.code },
    });
    expect(reused.code).toBe('INVALID_VERIFICATION_CODE');
    const ok = await call<SessionValue>('POST', '/ops/staff/totp', {
      body: { ticket: again.value.ticket, code: codeOf(ana.secret, 1) },
    });
    expect(ok.value.me.actor).toBe('staff:ana');
    // A ticket opens one session only.
    const twice = await call('POST', '/ops/staff/totp', {
      body: { ticket: again.value.ticket, code: codeOf(ana.secret, 1) },
    });
    expect(twice.code).toBe('INVALID_CREDENTIALS');
    expect((await call('POST', '/ops/staff/logout', { token: ok.value.token })).status).toBe(200);
    expect((await call('GET', '/ops/staff/me', { token: ok.value.token })).code).toBe('INVALID_CREDENTIALS');
    expect((await call('GET', '/ops/staff/me', { token: ana.token })).status).toBe(200);

    // Stored: hashes of tokens and password, the seed sealed.
    const row = await t.database.db.execute<{ password_hash: string; totp_secret: string }>(
      sql`SELECT password_hash, totp_secret FROM staff WHERE login = 'ana'`,
    );
    expect(row.rows[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(row.rows[0]!.totp_secret).toMatch(/^v1\./);
    expect(row.rows[0]!.totp_secret).not.toContain(ana.secret);
    const tokens = await t.database.db.execute<{ token_hash: string }>(
      sql`SELECT token_hash FROM staff_sessions`,
    );
    expect(tokens.rows.map((r) => r.token_hash)).not.toContain(ok.value.token);
  });

  it('refuses the TOTP step without the new password when one is due, and a wrong password', async () => {
    const created = await call<Created>('POST', '/ops/staff/accounts', {
      key: adminKey,
      body: { login: 'bo', displayName: 'Bo', role: 'support' },
    });
    const step1 = await call<LoginValue>('POST', '/ops/staff/login', {
      body: { login: 'bo', password: created.value.oneTimePassword },
    });
    const noPassword = await call('POST', '/ops/staff/totp', {
      body: { ticket: step1.value.ticket, code: codeOf(step1.value.secret!) },
    });
    expect(noPassword).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    const wrong = await call('POST', '/ops/staff/login', {
      body: { login: 'bo', password: 'not-the-password' },
    });
    expect(wrong).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    const unknown = await call('POST', '/ops/staff/login', {
      body: { login: 'nobody', password: 'whatever-1' },
    });
    expect(unknown.code).toBe('INVALID_CREDENTIALS');
  });

  it('locks a login out from an address after 10 wrong passwords, as the members', async () => {
    const cy = await enrolledStaff('cy', 'risk', '198.51.100.30');
    const ip = '198.51.100.31';
    for (let i = 0; i < 10; i++)
      expect(
        (await call('POST', '/ops/staff/login', { ip, body: { login: 'cy', password: `wrong-${i}` } })).code,
      ).toBe('INVALID_CREDENTIALS');
    const locked = await call('POST', '/ops/staff/login', {
      ip,
      body: { login: 'cy', password: cy.password },
    });
    expect(locked).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    // Another address is not refused for it.
    const elsewhere = await call('POST', '/ops/staff/login', {
      ip: '198.51.100.32',
      body: { login: 'cy', password: cy.password },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('ends a session at its expiry and after 30 idle minutes', async () => {
    const di = await enrolledStaff('di', 'support');
    expect((await call('GET', '/ops/staff/me', { token: di.token })).status).toBe(200);
    await t.database.db.execute(
      sql`UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes' WHERE staff_id = (SELECT id FROM staff WHERE login = 'di')`,
    );
    expect((await call('GET', '/ops/staff/me', { token: di.token })).status).toBe(401);

    const second = await call<LoginValue>('POST', '/ops/staff/login', {
      body: { login: 'di', password: di.password },
    });
    const s2 = await call<SessionValue>('POST', '/ops/staff/totp', {
      body: { ticket: second.value.ticket, code: codeOf(di.secret, 1) },
    });
    await t.database.db.execute(
      sql`UPDATE staff_sessions SET expires_at = now() - interval '1 second' WHERE revoked_at IS NULL AND staff_id = (SELECT id FROM staff WHERE login = 'di')`,
    );
    expect((await call('GET', '/ops/staff/me', { token: s2.value.token })).status).toBe(401);
  });
});

describe('the admin manages staff, audited as staff:<login>', () => {
  it('sets a role, resets TOTP and deactivates; each ends or changes what the member may do', async () => {
    const boss = await enrolledStaff('boss', 'admin');
    const eve = await enrolledStaff('eve', 'support');
    expect((await call('GET', '/ops/feedback', { token: eve.token })).status).toBe(200);
    expect((await call('GET', '/ops/deposits', { token: eve.token })).code).toBe('FORBIDDEN');

    const role = await call('PUT', '/ops/staff/accounts/eve/role', {
      token: boss.token,
      body: { role: 'finance' },
    });
    expect(role.value).toMatchObject({ role: 'finance' });
    expect((await call('GET', '/ops/deposits', { token: eve.token })).status).toBe(200);
    // Staff management is the admin's alone.
    expect((await call('GET', '/ops/staff/accounts', { token: eve.token })).code).toBe('FORBIDDEN');

    const reset = await call('POST', '/ops/staff/accounts/eve/reset-totp', { token: boss.token });
    expect(reset.value).toMatchObject({ totpBound: false });
    expect((await call('GET', '/ops/staff/me', { token: eve.token })).status).toBe(401);
    const relog = await call<LoginValue>('POST', '/ops/staff/login', {
      body: { login: 'eve', password: eve.password },
    });
    expect(relog.value.next).toBe('enrol');

    const off = await call('POST', '/ops/staff/accounts/eve/deactivate', { token: boss.token });
    expect(off.value).toMatchObject({ active: false });
    expect(
      (await call('POST', '/ops/staff/login', { body: { login: 'eve', password: eve.password } })).code,
    ).toBe('INVALID_CREDENTIALS');
    expect(
      (
        await call('POST', '/ops/staff/accounts', {
          token: boss.token,
          body: { login: 'eve', displayName: 'E', role: 'risk' },
        })
      ).code,
    ).toBe('ACCOUNT_EXISTS');

    const trail = await t.database.db.execute<{
      actor: string;
      action: string;
      ip: string;
      before: unknown;
      after: unknown;
    }>(
      sql`SELECT actor, action, ip, before, after FROM operator_audit WHERE target = 'staff:eve' AND actor = 'staff:boss' ORDER BY id`,
    );
    expect(trail.rows).toEqual([
      {
        actor: 'staff:boss',
        action: 'staff.set-role',
        ip: '198.51.100.20',
        before: { role: 'support', active: true, totpBound: true },
        after: { role: 'finance', active: true, totpBound: true },
      },
      expect.objectContaining({
        action: 'staff.reset-totp',
        after: { role: 'finance', active: true, totpBound: false },
      }),
      expect.objectContaining({
        action: 'staff.deactivate',
        after: { role: 'finance', active: false, totpBound: false },
      }),
    ]);
    const denied = await t.database.db.execute<{ actor: string; target: string }>(
      sql`SELECT actor, target FROM operator_audit WHERE action = 'access.denied' AND actor = 'staff:eve' ORDER BY id`,
    );
    expect(denied.rows).toEqual([
      { actor: 'staff:eve', target: 'GET /ops/deposits' },
      { actor: 'staff:eve', target: 'GET /ops/staff/accounts' },
    ]);
  });

  it('never leaves no active admin, even when two admins demote each other at once', async () => {
    const fay = await enrolledStaff('fay', 'admin');
    const gus = await enrolledStaff('gus', 'admin');
    // The admins of the tests above step aside first.
    const everyone = await call<{ list: { login: string; role: string; active: boolean }[] }>(
      'GET',
      '/ops/staff/accounts',
      {
        key: adminKey,
      },
    );
    for (const a of everyone.value.list.filter(
      (x) => x.role === 'admin' && x.active && !['fay', 'gus'].includes(x.login),
    ))
      expect(
        (await call('POST', `/ops/staff/accounts/${a.login}/deactivate`, { key: adminKey })).status,
      ).toBe(200);
    const [a, b] = await Promise.all([
      call('PUT', '/ops/staff/accounts/gus/role', { token: fay.token, body: { role: 'risk' } }),
      call('PUT', '/ops/staff/accounts/fay/role', { token: gus.token, body: { role: 'risk' } }),
    ]);
    // One wins; the other finds the last admin (WRONG_STATE) or its caller no longer an admin (FORBIDDEN).
    const [won, lost] = a.code === 'OK' ? [a, b] : [b, a];
    expect(won.code).toBe('OK');
    expect(['WRONG_STATE', 'FORBIDDEN']).toContain(lost.code);
    const left = await t.database.db.execute<{ login: string }>(
      sql`SELECT login FROM staff WHERE role = 'admin' AND active`,
    );
    const survivor = won === a ? 'fay' : 'gus';
    expect(left.rows).toEqual([{ login: survivor }]);
    const last = await call('POST', `/ops/staff/accounts/${survivor}/deactivate`, { key: adminKey });
    expect(last).toMatchObject({ status: 409, code: 'WRONG_STATE' });
  });

  it('the demo admin of npm start logs in with its printed password and seed', async () => {
    await seedDemoAdmin(t.database.db, dataSealer(t.deps.config));
    await seedDemoAdmin(t.database.db, dataSealer(t.deps.config));
    const step1 = await call<LoginValue>('POST', '/ops/staff/login', {
      body: { login: DEMO_ADMIN.login, password: DEMO_ADMIN.password },
    });
    expect(step1.value).toMatchObject({ next: 'totp', mustChangePassword: false });
    const s = await call<SessionValue>('POST', '/ops/staff/totp', {
      body: { ticket: step1.value.ticket, code: demoAdminCode() },
    });
    expect(s.value.me).toMatchObject({ actor: 'staff:admin', role: 'admin' });
  });
});
