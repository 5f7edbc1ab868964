import { CURRENCY } from '../../../contract/wallet/schemas';
import { contractFlags } from '../agent';
import type { Executor } from '../../db/client';
import { getBalance } from './get-balance';

/**
 * Consolidated contract info (spec section 3) with the balance. The contract flags are the
 * agent contracts' (0 none, 1 active, 2 offer waiting, 3 termination waiting; contract/agent/schemas.ts).
 */
export async function getConsolidated(db: Executor, accountId: number) {
  const [{ balance }, flags] = await Promise.all([getBalance(db, accountId), contractFlags(db, accountId)]);
  return {
    ...flags,
    currency: CURRENCY,
    balance,
  };
}
