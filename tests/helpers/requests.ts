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
