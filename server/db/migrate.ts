import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { applyFunctionFiles } from './apply-functions';
import type { Db } from './client';
import type pg from 'pg';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Several app nodes may start at once against one database: an advisory lock lets one of them
// apply the migrations while the others wait, then find nothing left to do.
const MIGRATION_LOCK = 7_202_611;

/**
 * The migrations (tables, indexes, constraints: history, each applied once), then the function
 * files (server/db/functions: the live bodies, re-applied when changed), both under the lock.
 * The functions come last because their bodies and triggers name the migrations' tables.
 */
export async function applyMigrations(db: Db, pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder });
    await applyFunctionFiles(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
