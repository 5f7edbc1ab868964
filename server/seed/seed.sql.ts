import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sqlRun } from '../core/storage/rows';
import type { Tx } from './write';

/** One seeder at a time across nodes: the (transaction-level) lock of the seed. */
export const lockSeed = (tx: Tx, key: number) =>
  sqlRun(tx, sql`SELECT pg_advisory_xact_lock(${key}::bigint)`);

/** Fresh statistics for the planner after the seed filled the tables. */
export const analyzeDatabase = (db: Db) => sqlRun(db, sql`ANALYZE`);
