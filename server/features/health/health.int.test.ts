import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { maintenanceOffCommand, maintenanceOn } from '../../ops/maintenance';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // A built PWA, so that a path the API did not claim would get the app shell (SPA fallback).
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'health-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  t = await createTestApp({ config: { distDir: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const body = async (res: Response) => (await res.json()) as { code: string; value: unknown };

describe('health endpoints', () => {
  it('answer JSON, never the app shell, and are not cached', async () => {
    for (const p of ['/healthz', '/readyz']) {
      const res = await t.get(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await body(res)).toMatchObject({ code: 'OK' });
    }
    expect((await t.get('/')).headers.get('content-type')).toMatch(/text\/html/);
  });

  it('stay ready during maintenance: maintenance is not sickness', async () => {
    await maintenanceOn(t.database, {});
    t.deps.changes.emit('site');
    try {
      expect(await body(await t.get('/lgw/games/game_menus'))).toMatchObject({ code: 'MAINTENANCE' });
      expect((await t.get('/readyz')).status).toBe(200);
      expect((await t.get('/healthz')).status).toBe(200);
    } finally {
      await maintenanceOffCommand(t.database);
      t.deps.changes.emit('site');
    }
  });

  it('while the database is down: not ready, still live, API calls refused with Retry-After', async () => {
    t.deps.dbHealth.markDown('connect ECONNREFUSED');
    try {
      const ready = await t.get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(await body(ready)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect((await t.get('/healthz')).status).toBe(200);

      const status = await t.get('/wps/system/status');
      expect(status.status).toBe(503);
      expect(status.headers.get('retry-after')).toBe('5');
      expect(await body(status)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      // The app shell still loads, so the app can say so in the visitor's language.
      expect((await t.get('/')).status).toBe(200);
    } finally {
      t.deps.dbHealth.markUp();
    }
    expect((await t.get('/readyz')).status).toBe(200);
  });
});
