import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../tests/helpers/test-app';
import { createSession } from '../../lib/sessions';

/** Test helper: a bearer header for a seeded account ('demo' member, 'trial_demo' trial). */
export async function bearerFor(t: TestApp, account: string): Promise<Record<string, string>> {
  const rows = await t.database.db.execute<{ id: string }>(
    sql`SELECT id FROM accounts WHERE account = ${account}`,
  );
  const id = rows.rows[0]?.id;
  if (id === undefined) throw new Error(`no seeded account ${account}`);
  const { token } = await createSession(t.database.db, {
    accountId: Number(id),
    ip: '203.0.113.10',
    userAgent: 'vitest',
  });
  return { authorization: `Bearer ${token}` };
}

/** Test helper: a request with a method and a JSON body. */
export function send(
  t: TestApp,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Response> {
  return Promise.resolve(
    t.app.request(path, {
      method,
      headers: {
        'x-forwarded-for': '203.0.113.10',
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    }),
  );
}
