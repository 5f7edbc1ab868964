import { sql } from 'drizzle-orm';
import type { ConfirmWithdrawalRequest, Withdrawal } from '../../../contract/payments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { loadCashierSettings } from './cashier-settings';
import { getWithdrawal } from './find-withdrawals';
import { applyAutoReceipt } from './withdrawal-view';

/** A member may still answer while awaiting, or after saying "not received" (the money came later). */
export const OPEN_CONFIRM_STATES = ['awaiting', 'not_received'] as const;

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
    const r = await tx.execute<{
      amount: string;
      status: string;
      confirm_status: string | null;
      proof_file: string | null;
    }>(sql`
      SELECT amount, status, confirm_status, proof_file FROM withdrawals
      WHERE id = ${id} AND account_id = ${accountId} FOR UPDATE`);
    const w = r.rows[0];
    if (!w) throw new AppError('NOT_FOUND', `no withdrawal ${id}`);
    if (
      w.status !== 'approved' ||
      !(OPEN_CONFIRM_STATES as readonly (string | null)[]).includes(w.confirm_status)
    )
      throw new AppError(
        'WRONG_STATE',
        `withdrawal ${id} cannot be confirmed (${w.confirm_status ?? w.status})`,
      );
    const amount = BigInt(w.amount);
    if (body.action === 'not_received') {
      if (!w.proof_file)
        throw new AppError('BAD_REQUEST', 'upload the proof image first', { field: 'proof' });
      await tx.execute(sql`
        UPDATE withdrawals SET confirm_status = 'not_received', confirmed_at = now() WHERE id = ${id}`);
      return;
    }
    const received = body.action === 'fully_paid' ? amount : (body.amountReceived ?? amount);
    if (received > amount)
      throw new AppError('AMOUNT_OUT_OF_RANGE', 'more than the withdrawal', { field: 'amountReceived' });
    await tx.execute(sql`
      UPDATE withdrawals SET confirm_status = ${body.action}, amount_received = ${String(received)}::bigint,
        confirmed_at = now()
      WHERE id = ${id}`);
  });
  return getWithdrawal(db, accountId, id);
}
