import { sql } from 'drizzle-orm';
import { CURRENCY, CURRENCY_SYMBOL, type WalletBalance } from '../../../contract/wallet';
import type { Executor } from '../../db/client';

/** The member's main wallet and opened vendor wallets; reads only (a missing wallet is 0). */
export async function getBalance(db: Executor, accountId: number): Promise<WalletBalance> {
  const rows = await db.execute<{ kind: string; vendor_code: string; balance: string }>(sql`
    SELECT kind, vendor_code, balance FROM ledger_accounts
    WHERE owner_id = ${accountId} AND currency = ${CURRENCY} AND kind IN ('member_main', 'member_vendor')
    ORDER BY kind, vendor_code`);
  const main = rows.rows.find((r) => r.kind === 'member_main');
  return {
    currency: CURRENCY,
    currencySymbol: CURRENCY_SYMBOL,
    balance: main?.balance ?? '0',
    wallets: rows.rows
      .filter((r) => r.kind === 'member_vendor')
      .map((r) => ({ vendor: r.vendor_code, balance: r.balance })),
  };
}
