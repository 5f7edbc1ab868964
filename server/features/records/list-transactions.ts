import { sql } from 'drizzle-orm';
import type { TransactionRecordsPage, TransactionRecordsQuery } from '../../../contract/records/schemas';
import { CURRENCY, CURRENCY_SYMBOL } from '../../../contract/wallet/schemas';
import type { Db } from '../../db/client';
import { findLines, lineItem } from './ledger-lines';

/**
 * The member's transaction history ("Income", transactionHistory): every ledger entry on any of
 * its wallets, newest first, with the balance after; totals of credits and debits.
 */
export async function listTransactions(
  db: Db,
  accountId: number,
  q: TransactionRecordsQuery,
): Promise<TransactionRecordsPage> {
  const where = q.type ? sql`t.kind = ${q.type}` : sql`TRUE`;
  const { wallets, page, totals } = await findLines(db, accountId, q, where, q.type !== undefined);
  const nameOf = new Map(wallets.map((w) => [w.id, w.name]));
  return {
    currency: CURRENCY,
    currencySymbol: CURRENCY_SYMBOL,
    nextCursor: page.nextCursor,
    items: page.rows.map((r) => ({
      ...lineItem(r),
      wallet: nameOf.get(Number(r.ledger_account_id)) ?? 'main',
      balanceAfter: r.balance_after,
    })),
    totals: {
      count: totals.count,
      in: totals.credits.toString(),
      out: (-totals.debits).toString(),
      net: (totals.credits + totals.debits).toString(),
    },
  };
}
