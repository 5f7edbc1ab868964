import { CURRENCY } from '../../../contract/wallet';
import type { Executor } from './ledger';
import { getBalance } from './get-balance';

/**
 * Consolidated contract info (spec section 3) with the balance. The contract flags stay 0 until
 * the agent issue brings salary, dividend and real-time contracts.
 */
export async function getConsolidated(db: Executor, accountId: number) {
  const { balance } = await getBalance(db, accountId);
  return {
    dailysalreqtype: 0,
    divtypereq: 0,
    contracthoursalreq: 0,
    realtimesalreqtype: 0,
    currency: CURRENCY,
    balance,
  };
}
