import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberWallets } from './member-wallets';
import { cutPage, parseCursor, rangeInstants } from './range';
import { findLinePage, sumLineRows, type LineQuery, type LineRow, type LineTotals } from './records.sql';

export async function pageLines(
  db: Db,
  q: LineQuery,
): Promise<{ rows: LineRow[]; nextCursor: string | null }> {
  if (q.wallets.length === 0) return { rows: [], nextCursor: null };
  return cutPage(await findLinePage(db, q), q.limit);
}

export async function sumLines(
  db: Db,
  q: Pick<LineQuery, 'wallets' | 'start' | 'end' | 'where'>,
  needsTransaction: boolean,
): Promise<LineTotals> {
  if (q.wallets.length === 0) return { count: 0, credits: 0n, debits: 0n };
  return sumLineRows(db, q, needsTransaction);
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
