import type { createApp } from '../../server/app';
import type { TestApp } from './test-app';

type App = ReturnType<typeof createApp>;

/**
 * A request to the app (a test app or another node on its database) with a method and a JSON
 * body, from a client address the test config trusts.
 */
export function send(
  target: TestApp | App,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown; ip?: string } = {},
): Promise<Response> {
  const app = 'app' in target ? target.app : target;
  return Promise.resolve(
    app.request(path, {
      method,
      headers: {
        'x-forwarded-for': opts.ip ?? '203.0.113.10',
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    }),
  );
}

/** `send`, then the answer's envelope with the HTTP status. */
export async function call<T = Record<string, unknown>>(
  target: TestApp | App,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown; ip?: string } = {},
) {
  const res = await send(target, method, path, opts);
  const json = (await res.json()) as { success: boolean; code: string; value: T };
  return { status: res.status, ...json };
}

/** `call` as the operator holding `key` (the back-office's x-operator-key header), from an operator's address. */
export function callAsOperator<T = Record<string, unknown>>(
  target: TestApp | App,
  key: string,
  method: string,
  path: string,
  body?: unknown,
  ip = '198.51.100.7',
) {
  return call<T>(target, method, path, { headers: { 'x-operator-key': key }, body, ip });
}

/** The authorization header of a session token; none without one (a guest's call). */
export function bearer(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}
