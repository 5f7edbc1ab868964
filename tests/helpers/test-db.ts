import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database } from '../../server/db/client';
import { TEMPLATE_MIGRATED, TEMPLATE_SEEDED, withDatabase } from './global-setup';

/**
 * A database of its own for one test file, cloned from a template: `seeded` gives the demo
 * catalogue and accounts, otherwise an empty migrated schema. Dropped on close.
 */
export async function createTestDatabase(opts: { seeded: boolean }): Promise<Database> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      `CREATE DATABASE ${name} TEMPLATE ${opts.seeded ? TEMPLATE_SEEDED : TEMPLATE_MIGRATED}`,
    );
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const { db, pool } = connect(url, 30);
  return {
    db,
    pool,
    url,
    async close() {
      await pool.end();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      // A pool's end() resolves once its clients are asked to close, not once they have: a FORCE
      // drop in that gap terminates them, and a client that hears "terminating connection" after
      // its pool let go of it throws an uncaught error into whatever test file runs next. Give
      // the goodbyes (this file's pools and any the test made itself) a moment to land first.
      for (let i = 0; i < 50; i++) {
        const r = await a.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if ((r.rows[0] as { n: number }).n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
