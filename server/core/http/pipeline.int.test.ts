import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seamlessActions } from '../../../contract/wallet/schemas';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { createApp } from '../../app';
import { createLaneServer, FastLane } from '../../fast-lane';
import { ClaimLane, putClaimLaneFirst } from '../../features/promotions/claim-lane';
import { SeamlessLane, putSeamlessLaneFirst } from '../../features/wallet/seamless-lane';
import { houseProviderKeys } from '../../house/secret';
import { AppError } from '../context/errors';
import { asMiddleware, pipeline, type Check } from './pipeline';

/** A check the app never had: it refuses a request carrying `x-dummy` (head) or a body naming it. */
const dummy = (phase: Check['phase']): Check => {
  const run: Check['run'] = (_deps, r) =>
    (phase === 'head' ? r.headers['x-dummy'] : (r.body as { dummy?: unknown } | undefined)?.dummy)
      ? new AppError('BAD_REQUEST', `dummy ${phase} check`)
      : undefined;
  const middleware: Check['middleware'] =
    phase === 'head'
      ? asMiddleware(run)
      : () => async (c, next) => {
          const body = (await c.req.raw
            .clone()
            .json()
            .catch(() => undefined)) as { dummy?: unknown } | undefined;
          if (body?.dummy) throw new AppError('BAD_REQUEST', 'dummy body check');
          return next();
        };
  return { name: `dummy-${phase}`, phase, run: vi.fn(run), middleware };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the request pipeline (decision 096)', () => {
  it('is what app.ts mounts, in order, and app.ts mounts nothing else', () => {
    const mounted: string[] = [];
    const spied = pipeline.map((check) => ({
      ...check,
      middleware: (deps: TestApp['deps']) => (mounted.push(check.name), check.middleware(deps)),
    }));
    createApp(t.deps, undefined, spied);
    expect(mounted).toEqual(pipeline.map((c) => c.name));
    // Besides the pipeline's checks, only the request's log line (and the fast lane's record).
    const source = readFileSync(new URL('../../app.ts', import.meta.url), 'utf8');
    expect(source.match(/app\.use\(/g)).toHaveLength(2);
  });

  it('reaches every transport: a check added to the list refuses through the app and the lanes', async () => {
    const checks = [...pipeline, dummy('head'), dummy('body')];
    const app = createApp(t.deps, undefined, checks);
    const appFetch = vi.fn((req: Request) => app.fetch(req));
    const lanes = {
      claim: new ClaimLane(t.deps, checks),
      seamless: new SeamlessLane(t.deps, houseProviderKeys(t.deps.config), checks),
    };
    const server = putSeamlessLaneFirst(
      putClaimLaneFirst(createLaneServer(appFetch, new FastLane(t.deps)), lanes.claim),
      lanes.seamless,
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const calls = {
        claim: '/wps/member/promotions/1/claim',
        seamless: `/wps/seamless/house/${seamlessActions[0]}`,
      };
      for (const [lane, path] of Object.entries(calls)) {
        for (const [headers, body, code, fromLane] of [
          [{ 'x-dummy': '1' }, { requestId: 'key-0001' }, 'dummy head check', false],
          [{}, { requestId: 'key-0001', dummy: true }, 'dummy body check', true],
        ] as const) {
          appFetch.mockClear();
          const handle = vi.spyOn(lanes[lane as keyof typeof lanes], 'handle');
          const res = await fetch(`${base}${path}`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${'t'.repeat(32)}`,
              'content-type': 'application/json',
              ...headers,
            },
            body: JSON.stringify(body),
          });
          expect(handle).toHaveLastReturnedWith(true); // the lane took it
          handle.mockRestore();
          expect({ lane, status: res.status, body: await res.json() }).toMatchObject({
            lane,
            status: 400,
            body: { code: 'BAD_REQUEST', message: code },
          });
          // A head refusal is the app's to answer (as a gate refusal), a body refusal the lane's.
          expect(appFetch.mock.calls.length === 0).toBe(fromLane);
        }
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
