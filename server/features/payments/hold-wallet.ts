import { sql } from 'drizzle-orm';
import { CURRENCY } from '../../../contract/wallet';
import type { Executor } from '../../db/client';

/**
 * The member's withdrawal hold account (member_hold): money asked for but not yet paid out. It is
 * member-owned, so the ledger's non-negative rule covers it too, and the main wallet no longer
 * shows the held amount, so it cannot be spent twice. Opened race-free on the unique owner key.
 */
export async function holdWallet(db: Executor, accountId: number): Promise<number> {
  // A concurrent opener's row may be invisible to this statement's snapshot: the second try sees it.
  for (let attempt = 0; attempt < 2; attempt++) {
    const id = await openOrFind(db, accountId);
    if (id !== undefined) return id;
  }
  throw new Error(`could not open the hold account of ${accountId}`);
}

async function openOrFind(db: Executor, accountId: number): Promise<number | undefined> {
  const r = await db.execute<{ id: string }>(sql`
    WITH opened AS (
      INSERT INTO ledger_accounts (kind, owner_id, vendor_code, currency)
      VALUES ('member_hold', ${accountId}, '', ${CURRENCY})
      ON CONFLICT ON CONSTRAINT ledger_accounts_owner_uq DO NOTHING
      RETURNING id)
    SELECT id FROM opened
    UNION ALL
    SELECT id FROM ledger_accounts
    WHERE kind = 'member_hold' AND owner_id = ${accountId} AND vendor_code = '' AND currency = ${CURRENCY}`);
  const row = r.rows[0];
  return row ? Number(row.id) : undefined;
}
