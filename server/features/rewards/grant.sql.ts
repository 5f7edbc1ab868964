import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { Executor, Tx } from '../../db/client';
import { preparedRow, sqlRow, sqlRun } from '../../lib/rows';

/**
 * The reward functions' calls (migration 0032, decision 068) and the reads around them, as
 * decision 076 wants raw SQL: here, each row read by one decoder. The decoders are plain
 * functions (a claim's hot path), not zod.
 */

/** What reward_grant answers (jsonb): enough to answer a claim without a read-back. */
export type GrantAnswer = {
  id: number;
  created: boolean;
  status: string;
  amount: bigint;
  requestId: string | null;
  createdAt?: string;
  expiresAt?: string | null;
  balance?: bigint;
};

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** reward_grant's jsonb answer, checked where it is read: a renamed key fails here, not later. */
export function decodeGrantAnswer(row: Record<string, unknown>): GrantAnswer {
  const r = row.r as Record<string, unknown> | null;
  if (
    !r ||
    typeof r !== 'object' ||
    r.id === undefined ||
    typeof r.status !== 'string' ||
    r.amount === undefined
  )
    throw new Error(`reward_grant answered ${JSON.stringify(r)}`);
  return {
    id: Number(r.id),
    created: r.created === true,
    status: r.status,
    amount: BigInt(String(r.amount)),
    requestId: text(r.requestId) ?? null,
    createdAt: text(r.createdAt),
    expiresAt: r.expiresAt === undefined ? undefined : (text(r.expiresAt) ?? null),
    balance: r.balance === undefined ? undefined : BigInt(String(r.balance)),
  };
}

/** reward_grant's 19 arguments, in its order (grant.ts grantArgs). */
const GRANT_SQL = `SELECT reward_grant(${Array.from({ length: 19 }, (_, i) => `$${i + 1}`).join(', ')}) AS r`;

/** One call of reward_grant in the caller's transaction. */
export async function callGrant(tx: Executor, args: unknown[]): Promise<GrantAnswer> {
  const query = sql`SELECT reward_grant(${sql.join(
    args.map((v) => sql.param(v)),
    sql`, `,
  )}) AS r`;
  return (await sqlRow(tx, query, decodeGrantAnswer))!;
}

/** One call of reward_grant as a named prepared statement on the pool, autocommitted (a claim). */
export async function callClaimGrant(pool: Pool, args: unknown[]): Promise<GrantAnswer> {
  return (await preparedRow(
    pool,
    { name: 'reward_grant', text: GRANT_SQL, values: args },
    decodeGrantAnswer,
  ))!;
}

/** Lock a grant that is still held (the status predicate is the claim on it); false when it is not. */
export async function lockHeldGrant(tx: Tx, grantId: number): Promise<boolean> {
  return (
    (await sqlRun(
      tx,
      sql`SELECT 1 FROM reward_grants WHERE id = ${grantId} AND status = 'held' FOR UPDATE`,
    )) > 0
  );
}

/** reward_pay_grant's arguments (migration 0032). */
export type PayArgs = {
  grantId: number;
  accountId: number;
  campaignId: number;
  amount: bigint;
  shards: number[];
  expiresInDays: number;
  titleVi: string;
  titleEn: string;
  currency: string;
};

/** Pay a held grant this transaction holds: the ledger transaction's id. */
export async function callPayGrant(tx: Tx, a: PayArgs): Promise<number> {
  const row = await sqlRow(
    tx,
    sql`SELECT reward_pay_grant(${a.grantId}, ${a.accountId}, ${a.campaignId}, ${a.amount.toString()},
      ${sql.param(a.shards)}, ${a.expiresInDays}, ${a.titleVi}, ${a.titleEn}, ${a.currency}) AS r`,
    (r) => Number((r.r as { transactionId?: unknown } | null)?.transactionId),
  );
  if (row === undefined || !Number.isSafeInteger(row))
    throw new Error('reward_pay_grant answered no transaction');
  return row;
}

/** The member's language ('vi' when there is no such account). */
export async function accountLanguage(tx: Executor, accountId: number): Promise<string> {
  const row = await sqlRow(tx, sql`SELECT language FROM accounts WHERE id = ${accountId}`, (r) =>
    text(r.language),
  );
  return row ?? 'vi';
}
