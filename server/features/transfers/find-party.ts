import { sql } from 'drizzle-orm';
import { agentAccountTypes, trialAccountType } from '../../../contract/common';
import type { Executor } from '../../db/client';

export type Party = { id: number; account: string; nickname: string; type: number; parentId: number | null };

type Row = { id: string; account: string; nickname: string; type: number; parent_id: string | null };
const toParty = (r: Row): Party => ({
  id: Number(r.id),
  account: r.account,
  nickname: r.nickname,
  type: Number(r.type),
  parentId: r.parent_id === null ? null : Number(r.parent_id),
});

export const isAgentType = (type: number) => (agentAccountTypes as readonly number[]).includes(type);

/** An active, real (non-trial) account by id or login name. */
export async function findParty(db: Executor, by: { id: number } | { account: string }) {
  const cond = 'id' in by ? sql`id = ${by.id}` : sql`account = ${by.account.trim().toLowerCase()}`;
  const r = await db.execute<Row>(sql`
    SELECT id, account, nickname, type, parent_id FROM accounts
    WHERE ${cond} AND status = 'active' AND type <> ${trialAccountType}`);
  return r.rows[0] ? toParty(r.rows[0]) : undefined;
}

/** Longest upline chain walked: far deeper than any real tree, and it bounds a corrupt cycle. */
const MAX_DEPTH = 64;

/** Whether `ancestorId` is above `accountId` in the parent_id chain (any depth). */
export async function isAncestor(db: Executor, ancestorId: number, accountId: number): Promise<boolean> {
  const r = await db.execute<{ found: boolean }>(sql`
    WITH RECURSIVE chain(id, parent_id, depth) AS (
      SELECT id, parent_id, 0 FROM accounts WHERE id = ${accountId}
      UNION ALL
      SELECT a.id, a.parent_id, chain.depth + 1 FROM accounts a
      JOIN chain ON a.id = chain.parent_id WHERE chain.depth < ${MAX_DEPTH})
    SELECT EXISTS (SELECT 1 FROM chain WHERE parent_id = ${ancestorId}) AS found`);
  return r.rows[0]?.found === true;
}
