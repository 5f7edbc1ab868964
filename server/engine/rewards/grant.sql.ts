import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { Executor, Tx } from '../../db/client';
import { preparedRow, preparedRows, sqlRow, sqlRun } from '../../core/storage/rows';

/**
 * The reward functions' calls (server/db/functions/reward_grant.sql and its neighbours there,
 * decision 068) and the reads around them, as decision 076 wants raw SQL: here, each row read by
 * one decoder. The decoders are plain functions (a claim's hot path), not zod.
 */

/** The SQLSTATE the reward functions refuse with (server/db/functions/reward_grant.sql, decision 068). */
export const REFUSED = 'RW001';

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

/** reward_grant's 19 arguments, in its order (grantArgsOf). */
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

/** One claim of a batch: the arguments of reward_grant that differ from claim to claim. */
export type BatchClaim = {
  accountId: number;
  ref: string;
  amount: string;
  turnover: string;
  reason: string | null;
  requestId: string | null;
  ip24: string | null;
  deviceId: string | null;
  hold: boolean;
};

/** What a batch's claims share: one campaign version, its source, budget and limits. */
export type BatchShared = {
  campaignId: number;
  versionId: number;
  source: string;
  maxBet: string | null;
  /**
   * The anti-abuse limits [per device, per /24, per payee, 1 when the rule requires
   * linked_accounts (decision 090)] checked first (a claim), or null.
   */
  limits: (number | null)[] | null;
  shards: number[];
  expiresInDays: number;
  titleVi: string;
  titleEn: string;
  currency: string;
};

/** reward_grant's 19 arguments, in its order, for one claim of a batch (or one grant alone). */
export function grantArgsOf(s: BatchShared, c: BatchClaim): unknown[] {
  return [
    c.accountId,
    s.campaignId,
    s.versionId,
    s.source,
    c.ref,
    c.amount,
    c.turnover,
    s.maxBet,
    c.reason,
    c.requestId,
    c.ip24,
    c.deviceId,
    c.hold,
    ...budgetArgs(s),
  ];
}

/** reward_grant's last six arguments, in its order: the limits, the budget and the grant's texts. */
const budgetArgs = (s: BatchShared) => [
  s.limits,
  s.shards,
  s.expiresInDays,
  s.titleVi,
  s.titleEn,
  s.currency,
];

/**
 * reward_grant_or_refusal (server/db/functions/reward_grant_or_refusal.sql) for each claim of a
 * batch, in the batch's order, as ONE autocommitted statement (decision 087): the function scan
 * hands the rows over one by one, so each call sees what the calls before it wrote (a twin in the
 * same batch finds the grant).
 */
const BATCH_SQL = `SELECT reward_grant_or_refusal(c.account, $1, $2, $3, c.ref, c.amount, c.turnover, $4,
  c.reason, c.request, c.ip24, c.device, c.hold, $5, $6, $7, $8, $9, $10) AS r
FROM unnest($11::bigint[], $12::text[], $13::bigint[], $14::bigint[], $15::text[], $16::text[],
  $17::text[], $18::text[], $19::boolean[]) AS c(account, ref, amount, turnover, reason, request, ip24, device, hold)`;

/** A batch's answer for one claim: its grant, or the refusal reward_grant raised. */
export type BatchAnswer = { granted: GrantAnswer } | { refused: string; detail: string | null };

function decodeBatchAnswer(row: Record<string, unknown>): BatchAnswer {
  const r = row.r as Record<string, unknown> | null;
  if (r && typeof r.refused === 'string')
    return { refused: r.refused, detail: typeof r.detail === 'string' ? r.detail : null };
  return { granted: decodeGrantAnswer(row) };
}

/** A batch of claims' grants, autocommitted together: one answer per claim, in order. */
export async function callClaimGrants(
  pool: Pool,
  s: BatchShared,
  claims: BatchClaim[],
): Promise<BatchAnswer[]> {
  const column = <K extends keyof BatchClaim>(k: K) => claims.map((c) => c[k]);
  const answers = await preparedRows(
    pool,
    {
      name: 'reward_grant_batch',
      text: BATCH_SQL,
      values: [
        s.campaignId,
        s.versionId,
        s.source,
        s.maxBet,
        ...budgetArgs(s),
        column('accountId'),
        column('ref'),
        column('amount'),
        column('turnover'),
        column('reason'),
        column('requestId'),
        column('ip24'),
        column('deviceId'),
        column('hold'),
      ],
    },
    decodeBatchAnswer,
  );
  if (answers.length !== claims.length)
    throw new Error(`reward_grant_batch answered ${answers.length} rows for ${claims.length} claims`);
  return answers;
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

/** reward_pay_grant's arguments (server/db/functions/reward_pay_grant.sql). */
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
