import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { sqlRow } from '../../core/storage/rows';

/** Longest upline chain walked: far deeper than any real tree, and it bounds a corrupt cycle. */
const MAX_DEPTH = 64;

const Found = z.object({ found: z.boolean() });

/** Whether `ancestorId` is above `accountId` in the parent_id chain (any depth). */
export async function isAncestor(db: Executor, ancestorId: number, accountId: number): Promise<boolean> {
  const row = await sqlRow(
    db,
    sql`
    WITH RECURSIVE chain(id, parent_id, depth) AS (
      SELECT id, parent_id, 0 FROM accounts WHERE id = ${accountId}
      UNION ALL
      SELECT a.id, a.parent_id, chain.depth + 1 FROM accounts a
      JOIN chain ON a.id = chain.parent_id WHERE chain.depth < ${MAX_DEPTH})
    SELECT EXISTS (SELECT 1 FROM chain WHERE parent_id = ${ancestorId}) AS found`,
    Found.parse,
  );
  return row?.found === true;
}
