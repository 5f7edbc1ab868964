import { sql } from 'drizzle-orm';
import { CURRENCY } from '../../../contract/wallet';
import { AppError } from '../../lib/errors';
import { writeMessage } from '../inbox';
import type { Tx } from '../../db/client';
import { mainWallet, postTransaction, systemAccount } from '../../lib/ledger';
import { holdWallet } from './hold-wallet';

type Pending = { id: string; account_id: string; amount: string; status: string };

async function lockWithdrawal(tx: Tx, id: number): Promise<Pending> {
  const r = await tx.execute<Pending>(
    sql`SELECT id, account_id, amount, status FROM withdrawals WHERE id = ${id} FOR UPDATE`,
  );
  const row = r.rows[0];
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
  const w = await lockWithdrawal(tx, id);
  const accountId = Number(w.account_id);
  const amount = BigInt(w.amount);
  await postTransaction(tx, {
    kind: 'withdrawal_paid',
    idempotencyKey: `withdrawal:${id}:paid`,
    memo: { withdrawalId: id, by: actor },
    entries: [
      { ledgerAccountId: await holdWallet(tx, accountId), amount: -amount, system: false },
      { ledgerAccountId: await systemAccount(tx, 'cash_out'), amount, system: true },
    ],
  });
  await tx.execute(sql`
    UPDATE withdrawals SET status = 'approved', approved_at = now(), decided_at = now(),
      decided_by = ${actor}, confirm_status = 'awaiting'
    WHERE id = ${id}`);
  await writeMessage(tx, accountId, 'withdrawal_approved', {
    amount: w.amount,
    currency: CURRENCY,
    reference: String(id),
  });
  return { id, accountId, status: 'approved' };
}

/** Refused: the held amount goes back to the main wallet, with the "withdrawal rejected" message. */
export async function rejectWithdrawal(tx: Tx, id: number, actor: string, reason?: string) {
  const w = await lockWithdrawal(tx, id);
  const accountId = Number(w.account_id);
  const amount = BigInt(w.amount);
  await postTransaction(tx, {
    kind: 'withdrawal_released',
    idempotencyKey: `withdrawal:${id}:released`,
    memo: { withdrawalId: id, by: actor, reason: reason ?? null },
    entries: [
      { ledgerAccountId: await holdWallet(tx, accountId), amount: -amount, system: false },
      { ledgerAccountId: await mainWallet(tx, accountId), amount, system: false },
    ],
  });
  await tx.execute(sql`
    UPDATE withdrawals SET status = 'rejected', decided_at = now(), decided_by = ${actor},
      reason = ${reason ?? null}
    WHERE id = ${id}`);
  await writeMessage(tx, accountId, 'withdrawal_rejected', {
    amount: w.amount,
    currency: CURRENCY,
    reference: String(id),
  });
  return { id, accountId, status: 'rejected' };
}
