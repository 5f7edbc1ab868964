import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CURRENCY } from '../../../contract/wallet/schemas';
import type { Executor } from '../../db/client';
import { sqlRow } from '../../core/storage/rows';

const Id = z.object({ id: z.coerce.number() });

/**
 * The member's hold account, opened if missing, in one statement: the insert's row, or the
 * existing one. A concurrent opener's row may be invisible to this statement's snapshot
 * (undefined then: the caller tries again).
 */
export async function openHoldWallet(db: Executor, accountId: number): Promise<number | undefined> {
  const row = await sqlRow(
    db,
    sql`
    WITH opened AS (
      INSERT INTO ledger_accounts (kind, owner_id, vendor_code, currency)
      VALUES ('member_hold', ${accountId}, '', ${CURRENCY})
      ON CONFLICT ON CONSTRAINT ledger_accounts_owner_uq DO NOTHING
      RETURNING id)
    SELECT id FROM opened
    UNION ALL
    SELECT id FROM ledger_accounts
    WHERE kind = 'member_hold' AND owner_id = ${accountId} AND vendor_code = '' AND currency = ${CURRENCY}`,
    Id.parse,
  );
  return row?.id;
}
