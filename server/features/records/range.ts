import { sql, type SQL } from 'drizzle-orm';
import { recordDayNumber } from '../../../contract/records/schemas';
import { AppError } from '../../core/context/errors';

const DAY_MS = 86_400_000;

/**
 * The instants a day range covers in the member's zone: [start of `from`, start of the day
 * after `to`), as ISO strings for timestamptz parameters. The zone is an offset (what the header
 * clock shows), so a range across a daylight-saving change is off by that hour (decision 016).
 */
export function rangeInstants(q: { from: string; to: string; tz: number }): { start: string; end: string } {
  const from = recordDayNumber(q.from);
  const to = recordDayNumber(q.to);
  // The contract checked both; this guards direct callers.
  if (from === null || to === null) throw new AppError('BAD_REQUEST', 'from and to must be calendar days');
  const shift = q.tz * 60_000;
  return {
    start: new Date(from * DAY_MS - shift).toISOString(),
    end: new Date((to + 1) * DAY_MS - shift).toISOString(),
  };
}

/** A keyset position: the row's time in microseconds since the epoch (exact, unlike a Date) and its id. */
export type Cursor = { micros: string; id: string };

export function parseCursor(cursor: string | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  const m = /^([0-9]{1,17})-([1-9][0-9]{0,17})$/.exec(cursor);
  if (!m) throw new AppError('BAD_REQUEST', 'cursor: not a cursor from a previous page', { field: 'cursor' });
  return { micros: m[1]!, id: m[2]! };
}

export const formatCursor = (micros: string, id: string | number) => `${micros}-${id}`;

/**
 * "Older than the cursor" on (time, id), written as a row comparison so PostgreSQL uses it as
 * an index condition on (owner, time, id).
 */
export function olderThan(time: SQL, id: SQL, cursor: Cursor | undefined): SQL {
  if (!cursor) return sql`TRUE`;
  return sql`(${time}, ${id}) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::bigint)`;
}

/** SQL for a timestamptz column as microseconds since the epoch (text), for the next cursor. */
export const microsOf = (time: SQL) => sql`(extract(epoch from ${time}) * 1000000)::bigint::text`;

/** SQL for a timestamptz column as an ISO instant with milliseconds. */
export const isoOf = (time: SQL) => sql`to_char(${time} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Cut a fetched page of limit + 1 rows: the extra row only says there is a next page, whose
 * cursor is the last row shown.
 */
export function cutPage<T extends { cur: string; id: string | number }>(
  rows: readonly T[],
  limit: number,
): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows: [...rows], nextCursor: null };
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1]!;
  return { rows: shown, nextCursor: formatCursor(last.cur, last.id) };
}
