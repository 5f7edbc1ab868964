import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { AppError } from '../../server/core/context/errors';
import { createTestDatabase } from './test-db';

export type Nodes = { database: Database; db: Db; second: Db; close(): Promise<void> };

/**
 * A (by default seeded) database of the file's own with two pools standing for two app nodes, for tests that
 * prove the database's locks and unique keys under concurrency. Commits are not flushed
 * (`synchronous_commit=off`): durability is not what these tests prove, and it keeps them fast.
 */
export async function openNodes(
  size: { first?: number; second?: number; seeded?: boolean } = {},
): Promise<Nodes> {
  const database = await createTestDatabase({ seeded: size.seeded ?? true });
  const pool = (max: number) =>
    new pg.Pool({ connectionString: database.url, max, options: '-c synchronous_commit=off' });
  const p1 = pool(size.first ?? 30);
  const p2 = pool(size.second ?? 16);
  return {
    database,
    db: drizzle(p1, { schema }),
    second: drizzle(p2, { schema }),
    async close() {
      await p1.end();
      await p2.end();
      await database.close();
    },
  };
}

/** A second node on a test app's database: its own pool (`close` it before the app). */
export function secondNode(database: Database, max = 10): { db: Db; close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: database.url, max });
  return { db: drizzle(pool, { schema }), close: () => pool.end() };
}

/** An error's code: the AppError's, or the error itself as text. */
export const codeOf = (e: unknown) => (e instanceof AppError ? e.code : String(e));

/** Runs the jobs at once; what succeeded, and the codes of what was refused. */
export async function settle<T>(jobs: (() => Promise<T>)[]) {
  const r = await Promise.allSettled(jobs.map((j) => j()));
  return {
    ok: r.flatMap((x) => (x.status === 'fulfilled' ? [x.value] : [])),
    codes: r.flatMap((x) => (x.status === 'rejected' ? [codeOf(x.reason)] : [])),
  };
}
