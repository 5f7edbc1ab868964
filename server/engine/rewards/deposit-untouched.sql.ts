import { sql } from 'drizzle-orm';
import { CURRENCY } from '../../../contract/wallet/schemas';
import type { Executor } from '../../db/client';
import { sqlRow } from '../../core/storage/rows';

/**
 * Whether the deposit a deposit match pays on is still at stake, untouched (decision 088): no
 * withdrawal of the member pending, no bet placed since it was credited, and nothing debited
 * from the main wallet after its credit (a withdrawal's hold, a transfer to a member or to a game
 * wallet, a bet). "After" is the wallet's own order: entries of one wallet are numbered while its
 * row is locked, so an entry id above the credit's is later, whatever the transactions' start
 * times. A deposit credited without a ledger transaction of its own (old rows) falls back on time.
 */
export async function depositUntouched(db: Executor, accountId: number, depositId: number): Promise<boolean> {
  const row = await sqlRow(
    db,
    sql`
    WITH d AS (
      SELECT d.account_id, d.credited_at, w.id AS wallet,
        (SELECT max(e.id) FROM ledger_entries e
          WHERE e.transaction_id = d.ledger_transaction_id AND e.ledger_account_id = w.id) AS credit_entry
      FROM deposits d
      JOIN ledger_accounts w ON w.kind = 'member_main' AND w.owner_id = d.account_id AND w.currency = ${CURRENCY}
      WHERE d.id = ${depositId} AND d.account_id = ${accountId} AND d.status = 'credited')
    SELECT
      NOT EXISTS (SELECT 1 FROM withdrawals x WHERE x.account_id = d.account_id AND x.status = 'pending')
      AND NOT EXISTS (SELECT 1 FROM bets b WHERE b.account_id = d.account_id AND b.placed_at >= d.credited_at)
      AND NOT EXISTS (
        SELECT 1 FROM ledger_entries e
        WHERE e.ledger_account_id = d.wallet AND e.amount < 0
          AND CASE WHEN d.credit_entry IS NULL THEN e.created_at >= d.credited_at ELSE e.id > d.credit_entry END)
      AS untouched
    FROM d`,
    (r) => r.untouched === true,
  );
  return row ?? false;
}
