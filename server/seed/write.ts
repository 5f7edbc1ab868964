import type { PgTable, PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** The transaction handle drizzle passes to `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Progress = (stage: string, done: number, total: number) => void;

/**
 * Rows per INSERT. 1,000 rows of the widest table (games, 14 columns) bind 14,000 parameters,
 * well under PostgreSQL's 65,535, and a few round trips insert the whole catalogue.
 */
export const CHUNK_ROWS = 1000;

/** Multi-row inserts of `rows` in chunks, reporting progress after each chunk. */
export async function insertChunked<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: PgInsertValue<T>[],
  stage: string,
  progress: Progress,
): Promise<void> {
  if (rows.length === 0) return;
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK_ROWS));
    progress(stage, Math.min(i + CHUNK_ROWS, rows.length), rows.length);
  }
}

/** Runs `fn` over `items` with at most `limit` calls in flight, keeping the input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
