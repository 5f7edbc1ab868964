import { and, asc, eq, inArray } from 'drizzle-orm';
import { CURRENCY, CURRENCY_SYMBOL, type WalletBalance } from '../../../contract/wallet/schemas';
import type { Executor } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';

/** The member's main wallet and opened vendor wallets; reads only (a missing wallet is 0). */
export async function getBalance(db: Executor, accountId: number): Promise<WalletBalance> {
  const rows = await db
    .select({
      kind: ledgerAccounts.kind,
      vendorCode: ledgerAccounts.vendorCode,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerId, accountId),
        eq(ledgerAccounts.currency, CURRENCY),
        inArray(ledgerAccounts.kind, ['member_main', 'member_vendor']),
      ),
    )
    .orderBy(asc(ledgerAccounts.kind), asc(ledgerAccounts.vendorCode));
  const main = rows.find((r) => r.kind === 'member_main');
  return {
    currency: CURRENCY,
    currencySymbol: CURRENCY_SYMBOL,
    balance: main?.balance.toString() ?? '0',
    wallets: rows
      .filter((r) => r.kind === 'member_vendor')
      .map((r) => ({ vendor: r.vendorCode, balance: r.balance.toString() })),
  };
}
