import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export type MemberWallet = { id: number; name: string };

/**
 * Every ledger account the member owns (main and vendor wallets; system accounts have no owner),
 * with the name the records show: "main" or the vendor code.
 */
export async function memberWallets(db: Executor, accountId: number): Promise<MemberWallet[]> {
  const r = await db.execute<{ id: string; kind: string; vendor_code: string }>(
    sql`SELECT id, kind, vendor_code FROM ledger_accounts WHERE owner_id = ${accountId} ORDER BY id`,
  );
  return r.rows.map((w) => ({
    id: Number(w.id),
    name: w.kind === 'member_main' ? 'main' : w.vendor_code || w.kind,
  }));
}

/** A bigint[] parameter. */
export const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;
