import { and, eq } from 'drizzle-orm';
import type { CreateTransferRequest, TransferResult } from '../../../contract/transfers/schemas';
import type { Db } from '../../db/client';
import { transfers } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { checkPaymentPassword } from '../payments';
import type { Limit } from '../../core/limits/limits';
import { getBalance } from '../wallet';
import { assertTurnoverMet, feedTurnover } from '../../engine/rewards';
import { mainWallet, postTransaction } from '../../core/money/ledger';
import { findParty, isAgentType, type Party } from './find-party';
import { isAncestor } from './transfers.sql';

/**
 * Send money from the main wallet to the direct upline (anyone), or to an account anywhere below
 * the sender in the parent_id tree (agents only). Payment password checked; the requestId makes
 * a retry the same transfer; the ledger transaction and the transfers row commit together.
 * Used by the member centre (transferUpline) and the agent centre alike.
 */
export async function createTransfer(
  db: Db,
  failures: Limit,
  accountId: number,
  body: CreateTransferRequest,
): Promise<TransferResult> {
  const me = await findParty(db, { id: accountId });
  if (!me) throw new AppError('NOT_LOGGED_IN', 'the account is gone');
  const to = await findParty(db, { account: body.to });
  if (!to) throw new AppError('NOT_FOUND', `no account ${body.to}`, { field: 'to' });
  if (to.id === me.id) throw new AppError('BAD_REQUEST', 'cannot transfer to yourself', { field: 'to' });
  const direction = await directionOf(db, me, to);
  await checkPaymentPassword(db, failures, accountId, body.paymentPassword);
  await feedTurnover(db, accountId);

  const transferId = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(transfers)
      .where(and(eq(transfers.fromAccountId, accountId), eq(transfers.requestId, body.requestId)));
    if (existing) {
      if (existing.toAccountId !== to.id || existing.amount !== body.amount)
        throw new AppError('DUPLICATE_TRANSACTION', 'requestId reused with another receiver or amount');
      return existing.id;
    }
    // Bonus money stays until its turnover is met (decision 032).
    await assertTurnoverMet(tx, accountId);
    const posted = await postTransaction(tx, {
      kind: `transfer_${direction}`,
      idempotencyKey: `member-transfer:${accountId}:${body.requestId}`,
      memo: { from: accountId, to: to.id },
      entries: [
        { ledgerAccountId: await mainWallet(tx, accountId), amount: -body.amount, system: false },
        { ledgerAccountId: await mainWallet(tx, to.id), amount: body.amount, system: false },
      ],
    });
    const [row] = await tx
      .insert(transfers)
      .values({
        fromAccountId: accountId,
        toAccountId: to.id,
        amount: body.amount,
        direction,
        requestId: body.requestId,
        ledgerTransactionId: posted.transactionId,
      })
      .onConflictDoNothing()
      .returning({ id: transfers.id });
    if (row) return row.id;
    // A concurrent twin committed first (the ledger key made this posting its replay).
    const [twin] = await tx
      .select({ id: transfers.id })
      .from(transfers)
      .where(and(eq(transfers.fromAccountId, accountId), eq(transfers.requestId, body.requestId)));
    return twin!.id;
  });
  return {
    transferId,
    direction,
    to: { id: to.id, account: to.account, nickname: to.nickname },
    amount: String(body.amount),
    balance: (await getBalance(db, accountId)).balance,
  };
}

async function directionOf(db: Db, me: Party, to: Party): Promise<'upline' | 'downline'> {
  if (me.parentId === to.id) return 'upline';
  if (isAgentType(me.type) && (await isAncestor(db, me.id, to.id))) return 'downline';
  throw new AppError('NOT_IN_TREE', 'only the direct upline or your own downline', { field: 'to' });
}
