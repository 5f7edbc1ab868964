import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { sqlRow } from '../../core/storage/rows';

const Count = z.object({ n: z.coerce.number() });

/**
 * Days signed in a row ending on `last` (0 when `last` was not signed): the run of dates it ends.
 * Raw SQL (decision 076): a window function numbers the signed days, and a run is the days whose
 * date minus their number is the same.
 */
export async function countSignInStreak(db: Executor, accountId: number, last: string): Promise<number> {
  const row = await sqlRow(
    db,
    sql`
    WITH d AS (
      SELECT source_ref::date AS day FROM reward_grants
      WHERE account_id = ${accountId} AND source = 'sign_in' AND source_ref <= ${last}),
    runs AS (SELECT day, day - (row_number() OVER (ORDER BY day))::int AS run FROM d)
    SELECT count(*)::text AS n FROM runs WHERE run = (SELECT run FROM runs WHERE day = ${last}::date)`,
    Count.parse,
  );
  return row?.n ?? 0;
}
