import { sql } from 'drizzle-orm';
import type { BonusRecordsPage, BonusRecordsQuery } from '../../../contract/records/schemas';
import { CURRENCY, CURRENCY_SYMBOL } from '../../../contract/wallet/schemas';
import type { Db } from '../../db/client';
import { findLines, lineItem } from './ledger-lines';

/**
 * Which entries are bonuses (decision 016): a `bonus` transaction, or an operator `adjustment`
 * paid from (or taken back to) the bonus system account. The reason is the posting's memo.reason.
 */
const isBonus = sql`(t.kind = 'bonus' OR (t.kind = 'adjustment' AND EXISTS (
  SELECT 1 FROM ledger_entries o JOIN ledger_accounts la ON la.id = o.ledger_account_id
  WHERE o.transaction_id = t.id AND la.kind = 'bonus')))`;

/** The member's bonus details (bonusDetails): bonus credits with their reason, and the total. */
export async function listBonuses(
  db: Db,
  accountId: number,
  q: BonusRecordsQuery,
): Promise<BonusRecordsPage> {
  const { page, totals } = await findLines(db, accountId, q, isBonus, true);
  return {
    currency: CURRENCY,
    currencySymbol: CURRENCY_SYMBOL,
    nextCursor: page.nextCursor,
    items: page.rows.map((r) => ({ ...lineItem(r), reason: r.reason })),
    totals: { count: totals.count, amount: (totals.credits + totals.debits).toString() },
  };
}
