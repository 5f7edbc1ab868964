import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idArray, memberWallets, type MemberWallet } from './member-wallets';
import { cutPage, isoOf, microsOf, olderThan, parseCursor, rangeInstants, type Cursor } from './range';

export type LineRow = {
  id: string;
  cur: string;
  at: string;
  transaction_id: string;
  ledger_account_id: string;
  amount: string;
  balance_after: string;
  kind: string;
  reason: string | null;
};

export type LineQuery = {
  wallets: readonly MemberWallet[];
  start: string;
  end: string;
  cursor: Cursor | undefined;
  limit: number;
  /** More conditions on the entry `e` and its transaction `t`. */
  where: SQL;
};

/**
 * One newest-first page of the member's entries across its wallets. Each wallet is read by its
 * own keyset scan of ledger_entries_account_created_idx (LATERAL, limit + 1 rows each), then the
 * few rows merged: an `= ANY(wallets)` scan would sort every entry of the range instead.
 */
export function linePageSql(q: LineQuery): SQL {
  return sql`
    SELECT x.* FROM unnest(${idArray(q.wallets.map((w) => w.id))}) AS w(id)
    CROSS JOIN LATERAL (
      SELECT e.id::text AS id, ${microsOf(sql`e.created_at`)} AS cur, ${isoOf(sql`e.created_at`)} AS at,
        e.created_at, e.transaction_id::text AS transaction_id, e.ledger_account_id::text AS ledger_account_id,
        e.amount::text AS amount, e.balance_after::text AS balance_after, t.kind,
        COALESCE(t.memo->>'reason', t.memo->>'title') AS reason
      FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.ledger_account_id = w.id
        AND e.created_at >= ${q.start}::timestamptz AND e.created_at < ${q.end}::timestamptz
        AND ${olderThan(sql`e.created_at`, sql`e.id`, q.cursor)}
        AND ${q.where}
      ORDER BY e.created_at DESC, e.id DESC
      LIMIT ${q.limit + 1}) x
    ORDER BY x.created_at DESC, x.id DESC
    LIMIT ${q.limit + 1}`;
}

/**
 * Count and sums of the member's entries in the range matching `where` (all pages). Without a
 * condition on the transaction the join is left out and the index alone answers.
 */
export function lineTotalsSql(
  q: Pick<LineQuery, 'wallets' | 'start' | 'end' | 'where'>,
  needsTransaction: boolean,
): SQL {
  return sql`
    SELECT count(*) AS count,
      COALESCE(sum(e.amount) FILTER (WHERE e.amount > 0), 0) AS credits,
      COALESCE(sum(e.amount) FILTER (WHERE e.amount < 0), 0) AS debits
    FROM ledger_entries e
    ${needsTransaction ? sql`JOIN ledger_transactions t ON t.id = e.transaction_id` : sql``}
    WHERE e.ledger_account_id = ANY(${idArray(q.wallets.map((w) => w.id))})
      AND e.created_at >= ${q.start}::timestamptz AND e.created_at < ${q.end}::timestamptz
      AND ${q.where}`;
}

export async function pageLines(
  db: Db,
  q: LineQuery,
): Promise<{ rows: LineRow[]; nextCursor: string | null }> {
  if (q.wallets.length === 0) return { rows: [], nextCursor: null };
  const page = await db.execute<LineRow>(linePageSql(q));
  return cutPage(page.rows, q.limit);
}

export type LineTotals = { count: number; credits: bigint; debits: bigint };

export async function sumLines(
  db: Db,
  q: Pick<LineQuery, 'wallets' | 'start' | 'end' | 'where'>,
  needsTransaction: boolean,
): Promise<LineTotals> {
  if (q.wallets.length === 0) return { count: 0, credits: 0n, debits: 0n };
  const r = await db.execute<{ count: string; credits: string; debits: string }>(
    lineTotalsSql(q, needsTransaction),
  );
  const row = r.rows[0];
  return {
    count: Number(row?.count ?? 0),
    credits: BigInt(row?.credits ?? 0),
    debits: BigInt(row?.debits ?? 0),
  };
}

/**
 * What the transaction and bonus lists share: the member's wallets, one page of its entries in the
 * query's range matching `where`, and the totals of all pages (read in parallel).
 */
export async function findLines(
  db: Db,
  accountId: number,
  q: { from: string; to: string; tz: number; cursor?: string; limit: number },
  where: SQL,
  needsTransaction: boolean,
) {
  const { start, end } = rangeInstants(q);
  const cursor = parseCursor(q.cursor);
  const wallets = await memberWallets(db, accountId);
  const [page, totals] = await Promise.all([
    pageLines(db, { wallets, start, end, cursor, limit: q.limit, where }),
    sumLines(db, { wallets, start, end, where }, needsTransaction),
  ]);
  return { wallets, page, totals };
}

/** The fields every list item built from a line carries (ids as numbers, the kind as `type`). */
export const lineItem = (r: LineRow) => ({
  id: Number(r.id),
  transactionId: Number(r.transaction_id),
  at: r.at,
  type: r.kind,
  amount: r.amount,
});
