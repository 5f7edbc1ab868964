import type { WithdrawInfo } from '../../../contract/payments/schemas';
import type { Db } from '../../db/client';
import { loadSecurity } from '../accounts';
import { getBalance } from '../wallet';
import { loadCashierSettings } from './cashier-settings';

/** What the withdraw screen needs before the member types anything. */
export async function getWithdrawInfo(db: Db, accountId: number): Promise<WithdrawInfo> {
  const [settings, security, wallet] = await Promise.all([
    loadCashierSettings(db),
    loadSecurity(db, accountId),
    getBalance(db, accountId),
  ]);
  return {
    minAmount: String(settings.minAmount),
    maxAmount: String(settings.maxAmount),
    confirmMinutes: settings.confirmMinutes,
    payeeName: security.payeeName,
    hasPaymentPassword: security.paymentPasswordHash !== null,
    balance: wallet.balance,
  };
}
