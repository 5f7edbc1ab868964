import type { TransferTargets } from '../../../contract/transfers/schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../core/context/errors';
import { loadSecurity } from '../accounts';
import { getBalance } from '../wallet';
import { findParty, isAgentType } from './find-party';

/** Who the member may send to: the direct upline, and (agents) anyone in their downline tree. */
export async function getTransferTargets(db: Db, accountId: number): Promise<TransferTargets> {
  const me = await findParty(db, { id: accountId });
  if (!me) throw new AppError('NOT_LOGGED_IN', 'the account is gone');
  const [upline, wallet, security] = await Promise.all([
    me.parentId === null ? undefined : findParty(db, { id: me.parentId }),
    getBalance(db, accountId),
    loadSecurity(db, accountId),
  ]);
  return {
    upline: upline ? { id: upline.id, account: upline.account, nickname: upline.nickname } : null,
    canTransferDown: isAgentType(me.type),
    balance: wallet.balance,
    hasPaymentPassword: security.paymentPasswordHash !== null,
  };
}
