import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, roleAllows, type OpsCallName } from '../../../contract/staff/permissions';
import { STAFF_ROLES, type StaffRole } from '../../../contract/staff/roles';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { parseCommand } from '../../ops/cli';
import { createOperatorKey } from '../operator';
import { opsCalls } from './index';

let t: TestApp;
const keys = new Map<StaffRole, string>();
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  for (const role of STAFF_ROLES)
    keys.set(role, await createOperatorKey(t.database.db, `matrix-${role}`, role));
});
afterAll(() => t.close());

/** A path of the call with its parameters filled: ids that exist nowhere, a slug, a login. */
const filled = (path: string) =>
  path
    .replace(/\{(id|messageId)\}/g, '999999')
    .replace('{n}', '0')
    .replace('{slug}', 'no-such-article')
    .replace('{login}', 'nobody');

/** One request as `role` (its own address: the per-address limit is not what is tested). */
async function callAs(role: StaffRole, method: string, path: string) {
  const withBody = method === 'POST' || method === 'PUT';
  const res = await t.app.request(filled(path), {
    method,
    headers: {
      'x-operator-key': keys.get(role)!,
      'x-forwarded-for': `198.51.100.${60 + STAFF_ROLES.indexOf(role)}`,
      ...(withBody ? { 'content-type': 'application/json' } : {}),
    },
    body: withBody ? '{}' : undefined,
  });
  const isJson = res.headers.get('content-type')?.includes('application/json');
  const code = isJson ? ((await res.json()) as { code: string }).code : undefined;
  // An allowed event stream stays open: its status is the answer.
  if (!isJson) await res.body?.cancel();
  return { status: res.status, code };
}

describe('permission matrix: every /ops call against every role (decision 102)', () => {
  const guarded = opsCalls.filter((c) => c.name !== 'staff.login' && c.name !== 'staff.totp');

  it('names every guarded /ops call of the contract in the permission table, and nothing else', () => {
    expect(guarded.map((c) => c.name).sort()).toEqual(Object.keys(STAFF_PERMISSIONS).sort());
    expect(guarded.length).toBeGreaterThan(50);
  });

  for (const role of STAFF_ROLES)
    it(`${role}: each call is allowed or FORBIDDEN as the table says, never a 500`, async () => {
      const seen: string[] = [];
      for (const c of guarded) {
        const allowed = roleAllows(role, c.name as OpsCallName);
        const r = await callAs(role, c.method, c.path);
        expect(r.status, `${role} ${c.name}`).toBeLessThan(500);
        if (allowed) expect(r.code, `${role} ${c.name} is allowed`).not.toBe('FORBIDDEN');
        else expect(r, `${role} ${c.name} is refused`).toEqual({ status: 403, code: 'FORBIDDEN' });
        seen.push(c.name);
      }
      expect(seen).toHaveLength(guarded.length);
    });

  it('an unknown /ops path is FORBIDDEN to a role, NOT_FOUND to the admin', async () => {
    expect(await callAs('support', 'GET', '/ops/nothing-here')).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await callAs('admin', 'GET', '/ops/nothing-here')).toEqual({ status: 404, code: 'NOT_FOUND' });
  });

  it('the CLI makes keys bound to a role (admin unless told) and refuses an unknown role', async () => {
    const run = async (...argv: string[]) => {
      const command = parseCommand(argv);
      if (typeof command === 'string') throw new Error(command);
      return command(t.database);
    };
    const made = await run('key', 'create', 'risk-bot', '--role', 'risk');
    expect(made).toMatch(/as risk/);
    const riskKey = /op_[0-9]+_[A-Za-z0-9_-]{43}/.exec(made)![0];
    const as = (path: string, method = 'GET') =>
      t.app.request(path, {
        method,
        headers: { 'x-operator-key': riskKey, 'x-forwarded-for': '198.51.100.90' },
      });
    expect((await as('/ops/withdrawals')).status).toBe(200);
    expect((await as('/ops/deposits/999999/confirm', 'POST')).status).toBe(403);
    await expect(run('key', 'create', 'wizard-bot', '--role', 'wizard')).rejects.toThrow(/role is one of/);
    expect(await run('key', 'create', 'plain-bot')).toMatch(/as admin/);
    expect(await run('operator-key', 'list')).toMatch(/risk-bot {2}risk/);
  });

  it('lists the staff calls in /openapi.json', async () => {
    const doc = (await (await t.get('/openapi.json')).json()) as { paths: Record<string, unknown> };
    for (const p of [
      '/ops/staff/login',
      '/ops/staff/totp',
      '/ops/staff/me',
      '/ops/staff/accounts/{login}/role',
    ])
      expect(doc.paths).toHaveProperty([p]);
  });
});
