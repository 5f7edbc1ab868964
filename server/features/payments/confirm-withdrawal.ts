import { and, eq, sql } from 'drizzle-orm';
import type { ConfirmWithdrawalRequest, Withdrawal } from '../../../contract/payments/schemas';
import type { Db, Tx } from '../../db/client';
import { withdrawals } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { loadCashierSettings } from './cashier-settings';
import { getWithdrawal } from './find-withdrawals';
import { applyAutoReceipt } from './withdrawal-view';

/** A member may still answer while awaiting, or after saying "not received" (the money came later). */
export const OPEN_CONFIRM_STATES = ['awaiting', 'not_received'] as const;

/**
 * The member's withdrawal, locked, while its receipt may still be answered: NOT_FOUND when it is
 * not theirs, WRONG_STATE (with `refused`'s message) when not paid or answered for good.
 */
export async function lockAnswerable(
  tx: Tx,
  accountId: number,
  id: number,
  refused: (w: { status: string; confirmStatus: string | null }) => string,
) {
  const [w] = await tx
    .select({
      amount: withdrawals.amount,
      status: withdrawals.status,
      confirmStatus: withdrawals.confirmStatus,
      proofFile: withdrawals.proofFile,
    })
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.accountId, accountId)))
    .for('update');
  if (!w) throw new AppError('NOT_FOUND', `no withdrawal ${id}`);
  if (
    w.status !== 'approved' ||
    !(OPEN_CONFIRM_STATES as readonly (string | null)[]).includes(w.confirmStatus)
  )
    throw new AppError('WRONG_STATE', refused(w));
  return w;
}

/**
 * The member's answer after payment (spec section 4): received (with the amount that arrived;
 * the rest is the remaining amount), fully paid, or not received (needs the proof image uploaded
 * first). Received, fully paid and the forced receipt after the deadline are final.
 */
export async function confirmWithdrawal(
  db: Db,
  accountId: number,
  id: number,
  body: ConfirmWithdrawalRequest,
): Promise<Withdrawal> {
  const { confirmMinutes } = await loadCashierSettings(db);
  await applyAutoReceipt(db, confirmMinutes, accountId);
  await db.transaction(async (tx) => {
    const w = await lockAnswerable(
      tx,
      accountId,
      id,
      (w) => `withdrawal ${id} cannot be confirmed (${w.confirmStatus ?? w.status})`,
    );
    const { amount } = w;
    if (body.action === 'not_received') {
      if (!w.proofFile) throw new AppError('BAD_REQUEST', 'upload the proof image first', { field: 'proof' });
      await tx
        .update(withdrawals)
        .set({ confirmStatus: 'not_received', confirmedAt: sql`now()` })
        .where(eq(withdrawals.id, id));
      return;
    }
    const received = body.action === 'fully_paid' ? amount : (body.amountReceived ?? amount);
    if (received > amount)
      throw new AppError('AMOUNT_OUT_OF_RANGE', 'more than the withdrawal', { field: 'amountReceived' });
    await tx
      .update(withdrawals)
      .set({ confirmStatus: body.action, amountReceived: received, confirmedAt: sql`now()` })
      .where(eq(withdrawals.id, id));
  });
  return getWithdrawal(db, accountId, id);
}
