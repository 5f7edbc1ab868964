import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';

export type MemberWallet = { id: number; name: string };

/**
 * Every ledger account the member owns (main and vendor wallets; system accounts have no owner),
 * with the name the records show: "main" or the vendor code.
 */
export async function memberWallets(db: Executor, accountId: number): Promise<MemberWallet[]> {
  const rows = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, vendorCode: ledgerAccounts.vendorCode })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.ownerId, accountId))
    .orderBy(asc(ledgerAccounts.id));
  return rows.map((w) => ({
    id: w.id,
    name: w.kind === 'member_main' ? 'main' : w.vendorCode || w.kind,
  }));
}

/** A bigint[] parameter. */
export const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;
