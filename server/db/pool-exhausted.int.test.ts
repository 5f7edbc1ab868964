import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/test-db';
import { createApp } from '../app';
import { loadConfig } from '../core/context/config';
import { buildDeps } from '../deps';
import { createLogger } from '../core/context/logger';
import type { Database } from './client';
import * as schema from './schema';

let database: Database;
let pool: pg.Pool;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  // A pool of two that gives up waiting for a free client after 300 ms: two held clients exhaust it.
  pool = new pg.Pool({ connectionString: database.url, max: 2, connectionTimeoutMillis: 300 });
});
afterAll(async () => {
  await pool.end();
  await database.close();
});

describe('a busy connection pool', () => {
  it('is answered as busy, not as a database that is down, and logged as a warning with the pool figures', async () => {
    const log = createLogger('debug', { write: (s: string) => void lines.push(s) });
    const deps = buildDeps(loadConfig({ NODE_ENV: 'test', DIST_DIR: './dist' }), {
      db: drizzle(pool, { schema }),
      pool,
      log,
    });
    const app = createApp(deps);
    const held = [await pool.connect(), await pool.connect()];
    try {
      const res = await app.request('/wps/red-envelopes');
      expect(res.status).toBe(503);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.message).toMatch(/busy/);
      // A busy pool clears in a moment: the client is asked to retry sooner than after an outage.
      expect(res.headers.get('retry-after')).toBe('1');
    } finally {
      for (const c of held) c.release();
    }
    // The database itself was up all along: the node is not marked down.
    expect(deps.dbHealth.ready).toBe(true);
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const busy = logged.find((l) => l.msg === 'database pool exhausted');
    expect(busy).toMatchObject({
      level: 40,
      pool: { totalCount: 2, idleCount: 0, waitingCount: expect.any(Number), max: 2 },
    });
    expect(logged.some((l) => l.msg === 'database unavailable')).toBe(false);
    // Once a client is free again the same call is answered.
    expect((await app.request('/wps/red-envelopes')).status).toBe(200);
  });
});
