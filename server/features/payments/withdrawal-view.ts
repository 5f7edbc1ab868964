import { sql } from 'drizzle-orm';
import type { ConfirmStatus, Withdrawal } from '../../../contract/payments';
import type { Executor } from '../../db/client';
import { iso, maskNumber } from './money';

/** The columns a withdrawal view needs (joined with its card). */
export const withdrawalColumns = sql`
  w.id, w.account_id, w.amount, w.status, w.created_at, w.approved_at, w.confirm_status,
  w.amount_received, w.proof_file, c.bank_name, c.account_number, c.payee_name`;

export type WithdrawalRecord = {
  id: string;
  account_id: string;
  amount: string;
  status: string;
  created_at: string | Date;
  approved_at: string | Date | null;
  confirm_status: string | null;
  amount_received: string | null;
  proof_file: string | null;
  bank_name: string;
  account_number: string;
  payee_name: string;
};

export function toWithdrawal(r: WithdrawalRecord, confirmMinutes: number): Withdrawal {
  const awaiting = r.confirm_status === 'awaiting' && r.approved_at !== null;
  const received = r.amount_received === null ? null : BigInt(r.amount_received);
  return {
    id: Number(r.id),
    amount: r.amount,
    status: r.status as Withdrawal['status'],
    bankName: r.bank_name,
    accountNumberMasked: maskNumber(r.account_number),
    createdAt: iso(r.created_at)!,
    approvedAt: iso(r.approved_at),
    confirmStatus: r.confirm_status as ConfirmStatus | null,
    amountReceived: received === null ? null : String(received),
    remainingAmount: received === null ? null : String(BigInt(r.amount) - received),
    confirmDeadline: awaiting
      ? new Date(new Date(r.approved_at!).getTime() + confirmMinutes * 60_000).toISOString()
      : null,
    hasProof: r.proof_file !== null,
  };
}

/**
 * Spec section 4: a paid withdrawal left unconfirmed for `confirmMinutes` counts as received.
 * Applied lazily wherever withdrawals are read or acted on (one indexed UPDATE), so no job is
 * needed for correctness; the forced receipt is final (auto_received accepts no further change).
 */
export async function applyAutoReceipt(db: Executor, confirmMinutes: number, accountId?: number) {
  await db.execute(sql`
    UPDATE withdrawals
    SET confirm_status = 'auto_received', amount_received = amount,
        confirmed_at = approved_at + make_interval(mins => ${confirmMinutes})
    WHERE confirm_status = 'awaiting'
      AND approved_at <= now() - make_interval(mins => ${confirmMinutes})
      ${accountId === undefined ? sql`` : sql`AND account_id = ${accountId}`}`);
}
