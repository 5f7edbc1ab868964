import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../core/context/errors';
import type { Executor } from '../../db/client';
import { accountTree } from '../../db/schema';

/**
 * How far below `agentId` an account sits (0 for the agent itself), or undefined when it is not
 * in the agent's team. One primary-key read of the closure table.
 */
export async function depthInTeam(
  db: Executor,
  agentId: number,
  accountId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ depth: accountTree.depth })
    .from(accountTree)
    .where(and(eq(accountTree.ancestorId, agentId), eq(accountTree.descendantId, accountId)));
  return row?.depth;
}

/** An account outside the team is answered as if it did not exist: an agent learns nothing about others. */
export async function requireInTeam(db: Executor, agentId: number, accountId: number, maxDepth = Infinity) {
  const depth = await depthInTeam(db, agentId, accountId);
  if (depth === undefined || depth === 0 || depth > maxDepth)
    throw new AppError('NOT_FOUND', 'no such account in your team');
  return depth;
}

/** The SQL set of the team's account ids: the agent (depth 0) and everyone below it. */
export const teamIds = (agentId: number, withSelf = true) =>
  sql`(SELECT descendant_id FROM account_tree WHERE ancestor_id = ${agentId}${withSelf ? sql`` : sql` AND depth > 0`})`;
