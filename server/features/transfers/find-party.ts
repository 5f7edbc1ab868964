import { and, eq, ne } from 'drizzle-orm';
import { agentAccountTypes, trialAccountType } from '../../../contract/common';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';

export type Party = { id: number; account: string; nickname: string; type: number; parentId: number | null };

export const isAgentType = (type: number) => (agentAccountTypes as readonly number[]).includes(type);

/** An active, real (non-trial) account by id or login name. */
export async function findParty(db: Executor, by: { id: number } | { account: string }) {
  const cond = 'id' in by ? eq(accounts.id, by.id) : eq(accounts.account, by.account.trim().toLowerCase());
  const [row] = await db
    .select({
      id: accounts.id,
      account: accounts.account,
      nickname: accounts.nickname,
      type: accounts.type,
      parentId: accounts.parentId,
    })
    .from(accounts)
    .where(and(cond, eq(accounts.status, 'active'), ne(accounts.type, trialAccountType)));
  return row satisfies Party | undefined;
}
