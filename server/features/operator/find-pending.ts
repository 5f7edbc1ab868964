import { asc, desc, eq } from 'drizzle-orm';
import type { PendingDeposit, PendingWithdrawal } from '../../../contract/operator/schemas';
import type { Db } from '../../db/client';
import { accounts, bankCards, deposits, withdrawals } from '../../db/schema';
import { loadCashierSettings } from '../payments';
import { applyAutoReceipt } from '../payments';

type Filter = 'pending' | 'all' | 'disputed';

/** Deposits for the operator: pending (oldest first, the work queue) or all (newest first). */
export async function findOpsDeposits(db: Db, status: Filter, limit: number): Promise<PendingDeposit[]> {
  const rows = await db
    .select({
      id: deposits.id,
      account: accounts.account,
      channel: deposits.channelCode,
      amount: deposits.amount,
      reference: deposits.reference,
      status: deposits.status,
      createdAt: deposits.createdAt,
    })
    .from(deposits)
    .innerJoin(accounts, eq(accounts.id, deposits.accountId))
    .where(status === 'all' ? undefined : eq(deposits.status, 'pending'))
    .orderBy(status === 'all' ? desc(deposits.id) : asc(deposits.id))
    .limit(limit);
  return rows.map((d) => ({ ...d, amount: d.amount.toString(), createdAt: d.createdAt.toISOString() }));
}

/** Withdrawals: pending (to pay), disputed (not received, with proof) or all. */
export async function findOpsWithdrawals(
  db: Db,
  status: Filter,
  limit: number,
): Promise<PendingWithdrawal[]> {
  const { confirmMinutes } = await loadCashierSettings(db);
  await applyAutoReceipt(db, confirmMinutes);
  const where =
    status === 'pending'
      ? eq(withdrawals.status, 'pending')
      : status === 'disputed'
        ? eq(withdrawals.confirmStatus, 'not_received')
        : undefined;
  const rows = await db
    .select({
      id: withdrawals.id,
      account: accounts.account,
      amount: withdrawals.amount,
      bankName: bankCards.bankName,
      accountNumber: bankCards.accountNumber,
      payeeName: bankCards.payeeName,
      status: withdrawals.status,
      confirmStatus: withdrawals.confirmStatus,
      proofFile: withdrawals.proofFile,
      reviewReason: withdrawals.reviewReason,
      releasedBy: withdrawals.releasedBy,
      createdAt: withdrawals.createdAt,
    })
    .from(withdrawals)
    .innerJoin(accounts, eq(accounts.id, withdrawals.accountId))
    .innerJoin(bankCards, eq(bankCards.id, withdrawals.cardId))
    .where(where)
    .orderBy(status === 'all' ? desc(withdrawals.id) : asc(withdrawals.id))
    .limit(limit);
  return rows.map((w) => ({
    id: w.id,
    account: w.account,
    amount: w.amount.toString(),
    bankName: w.bankName,
    accountNumber: w.accountNumber,
    payeeName: w.payeeName,
    status: w.status,
    confirmStatus: w.confirmStatus,
    hasProof: w.proofFile !== null,
    reviewReason: w.reviewReason,
    releasedBy: w.releasedBy,
    createdAt: w.createdAt.toISOString(),
  }));
}
