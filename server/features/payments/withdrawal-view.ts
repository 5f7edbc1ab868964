import { and, eq, lte, sql } from 'drizzle-orm';
import type { ConfirmStatus, Withdrawal } from '../../../contract/payments/schemas';
import type { Executor } from '../../db/client';
import { bankCards, withdrawals } from '../../db/schema';
import { iso, maskNumber } from './money';

/** The columns a withdrawal view needs (select from withdrawals joined with its card). */
export const withdrawalColumns = {
  id: withdrawals.id,
  amount: withdrawals.amount,
  status: withdrawals.status,
  createdAt: withdrawals.createdAt,
  approvedAt: withdrawals.approvedAt,
  confirmStatus: withdrawals.confirmStatus,
  amountReceived: withdrawals.amountReceived,
  proofFile: withdrawals.proofFile,
  bankName: bankCards.bankName,
  accountNumber: bankCards.accountNumber,
};

export type WithdrawalRecord = {
  id: number;
  amount: bigint;
  status: string;
  createdAt: Date;
  approvedAt: Date | null;
  confirmStatus: string | null;
  amountReceived: bigint | null;
  proofFile: string | null;
  bankName: string;
  accountNumber: string;
};

export function toWithdrawal(r: WithdrawalRecord, confirmMinutes: number): Withdrawal {
  const awaiting = r.confirmStatus === 'awaiting' && r.approvedAt !== null;
  const received = r.amountReceived;
  return {
    id: r.id,
    amount: r.amount.toString(),
    status: r.status as Withdrawal['status'],
    bankName: r.bankName,
    accountNumberMasked: maskNumber(r.accountNumber),
    createdAt: iso(r.createdAt)!,
    approvedAt: iso(r.approvedAt),
    confirmStatus: r.confirmStatus as ConfirmStatus | null,
    amountReceived: received === null ? null : String(received),
    remainingAmount: received === null ? null : String(r.amount - received),
    confirmDeadline: awaiting
      ? new Date(r.approvedAt!.getTime() + confirmMinutes * 60_000).toISOString()
      : null,
    hasProof: r.proofFile !== null,
  };
}

/**
 * Spec section 4: a paid withdrawal left unconfirmed for `confirmMinutes` counts as received.
 * Applied lazily wherever withdrawals are read or acted on (one indexed UPDATE), so no job is
 * needed for correctness; the forced receipt is final (auto_received accepts no further change).
 */
export async function applyAutoReceipt(db: Executor, confirmMinutes: number, accountId?: number) {
  await db
    .update(withdrawals)
    .set({
      confirmStatus: 'auto_received',
      amountReceived: sql`${withdrawals.amount}`,
      confirmedAt: sql`${withdrawals.approvedAt} + make_interval(mins => ${confirmMinutes})`,
    })
    .where(
      and(
        eq(withdrawals.confirmStatus, 'awaiting'),
        lte(withdrawals.approvedAt, sql`now() - make_interval(mins => ${confirmMinutes})`),
        accountId === undefined ? undefined : eq(withdrawals.accountId, accountId),
      ),
    );
}
