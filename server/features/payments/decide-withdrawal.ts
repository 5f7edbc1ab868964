import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../core/context/errors';
import { tellPayment } from './tell-payment';
import type { Tx } from '../../db/client';
import { withdrawals } from '../../db/schema';
import { mainWallet, postTransaction, systemAccount } from '../../core/money/ledger';
import { holdWallet } from './hold-wallet';

async function lockWithdrawal(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      accountId: withdrawals.accountId,
      amount: withdrawals.amount,
      status: withdrawals.status,
      reviewReason: withdrawals.reviewReason,
      releasedAt: withdrawals.releasedAt,
    })
    .from(withdrawals)
    .where(eq(withdrawals.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', `no withdrawal ${id}`);
  if (row.status !== 'pending') throw new AppError('WRONG_STATE', `withdrawal ${id} is ${row.status}`);
  return row;
}

/**
 * Paid: the held amount leaves the books (member_hold → cash_out), approved_at is set (the agent
 * back office counts it), the member's confirmation starts (awaiting) and the "withdrawal
 * approved" message is written, in the caller's transaction.
 */
export async function approveWithdrawal(tx: Tx, id: number, actor: string) {
  const { accountId, amount, reviewReason, releasedAt } = await lockWithdrawal(tx, id);
  if (reviewReason !== null && releasedAt === null)
    throw new AppError(
      'WITHDRAWAL_HELD',
      `withdrawal ${id} is held for review (${reviewReason}); release it first`,
    );
  await postTransaction(tx, {
    kind: 'withdrawal_paid',
    idempotencyKey: `withdrawal:${id}:paid`,
    memo: { withdrawalId: id, by: actor },
    entries: [
      { ledgerAccountId: await holdWallet(tx, accountId), amount: -amount, system: false },
      { ledgerAccountId: await systemAccount(tx, 'cash_out'), amount, system: true },
    ],
  });
  await tx
    .update(withdrawals)
    .set({
      status: 'approved',
      approvedAt: sql`now()`,
      decidedAt: sql`now()`,
      decidedBy: actor,
      confirmStatus: 'awaiting',
    })
    .where(eq(withdrawals.id, id));
  await tellPayment(tx, accountId, 'withdrawal_approved', { amount, reference: String(id) });
  return { id, accountId, status: 'approved' };
}

/**
 * Released from its review (decision 090): the operator looked at why it was held and lets it be
 * approved; who and when are kept beside the reason. Only a pending withdrawal held and not yet
 * released; anything else is WRONG_STATE.
 */
export async function releaseWithdrawal(tx: Tx, id: number, actor: string) {
  const { accountId, reviewReason, releasedAt } = await lockWithdrawal(tx, id);
  if (reviewReason === null || releasedAt !== null)
    throw new AppError('WRONG_STATE', `withdrawal ${id} is not held for review`);
  await tx
    .update(withdrawals)
    .set({ releasedAt: sql`now()`, releasedBy: actor })
    .where(eq(withdrawals.id, id));
  return { id, accountId, status: 'pending' };
}

/** Refused: the held amount goes back to the main wallet, with the "withdrawal rejected" message. */
export async function rejectWithdrawal(tx: Tx, id: number, actor: string, reason?: string) {
  const { accountId, amount } = await lockWithdrawal(tx, id);
  await postTransaction(tx, {
    kind: 'withdrawal_released',
    idempotencyKey: `withdrawal:${id}:released`,
    memo: { withdrawalId: id, by: actor, reason: reason ?? null },
    entries: [
      { ledgerAccountId: await holdWallet(tx, accountId), amount: -amount, system: false },
      { ledgerAccountId: await mainWallet(tx, accountId), amount, system: false },
    ],
  });
  await tx
    .update(withdrawals)
    .set({ status: 'rejected', decidedAt: sql`now()`, decidedBy: actor, reason: reason ?? null })
    .where(eq(withdrawals.id, id));
  await tellPayment(tx, accountId, 'withdrawal_rejected', { amount, reference: String(id) });
  return { id, accountId, status: 'rejected' };
}
