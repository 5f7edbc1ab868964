import type { SQL } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { Executor } from '../../db/client';

/**
 * One way to run raw SQL (decision 076). Raw statements live only in `*.sql.ts` files on named
 * hot or locking paths; each read names its row's shape with one decoder, so a column renamed
 * in a migration fails where it is read instead of travelling on as `undefined`.
 *
 * A decoder is a zod schema (`Row.parse`) or, on a hot path where zod's cost shows in a profile,
 * a plain function. It receives the row as drizzle's `execute` gives it: int4 as number, int8 and
 * numeric as string, timestamptz as text too (`z.coerce.date()` makes it a Date), jsonb parsed.
 */
export type RowDecoder<T> = (row: Record<string, unknown>) => T;

/** Every row of a statement, decoded. */
export async function sqlRows<T>(db: Executor, query: SQL, decode: RowDecoder<T>): Promise<T[]> {
  const result = await db.execute<Record<string, unknown>>(query);
  return result.rows.map((row) => decode(row));
}

/** The first row, decoded, or undefined when the statement returned none. */
export async function sqlRow<T>(db: Executor, query: SQL, decode: RowDecoder<T>): Promise<T | undefined> {
  const result = await db.execute<Record<string, unknown>>(query);
  const row = result.rows[0];
  return row === undefined ? undefined : decode(row);
}

/** A statement whose rows nobody reads (a lock, an update): how many rows it touched. */
export async function sqlRun(db: Executor, query: SQL): Promise<number> {
  const result = await db.execute(query);
  return result.rowCount ?? 0;
}

/** A named prepared statement: parsed and planned once per connection, for the hottest paths. */
export type Prepared = { name: string; text: string; values: unknown[] };

/**
 * The first row of a named prepared statement on the pool (decisions 062, 068: the seamless and
 * claim paths), decoded, or undefined. One name must always carry one text: node-postgres
 * refuses a name it prepared on that connection with another text.
 */
export async function preparedRow<T>(
  pool: Pool,
  statement: Prepared,
  decode: RowDecoder<T>,
): Promise<T | undefined> {
  const result = await pool.query<Record<string, unknown>>(statement);
  const row = result.rows[0];
  return row === undefined ? undefined : decode(row);
}

/** Every row of a named prepared statement on the pool, decoded (a batch's answers, in order). */
export async function preparedRows<T>(pool: Pool, statement: Prepared, decode: RowDecoder<T>): Promise<T[]> {
  const result = await pool.query<Record<string, unknown>>(statement);
  return result.rows.map((row) => decode(row));
}
