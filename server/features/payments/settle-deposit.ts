import { sql } from 'drizzle-orm';
import { CURRENCY } from '../../../contract/wallet';
import { AppError } from '../../lib/errors';
import { writeMessage } from '../inbox';
import type { Tx } from '../../db/client';
import { mainWallet, postTransaction, systemAccount } from '../../lib/ledger';

type Locked = {
  id: string;
  account_id: string;
  amount: string;
  status: string;
  reference: string;
  channel_code: string;
  gateway_reference: string | null;
};

/** The deposit row, locked for the rest of the transaction; NOT_FOUND when missing. */
export async function lockDeposit(tx: Tx, where: { id: number } | { reference: string }): Promise<Locked> {
  const cond = 'id' in where ? sql`id = ${where.id}` : sql`reference = ${where.reference}`;
  const r = await tx.execute<Locked>(sql`
    SELECT id, account_id, amount, status, reference, channel_code, gateway_reference
    FROM deposits WHERE ${cond} FOR UPDATE`);
  const row = r.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'no such deposit');
  return row;
}

export type Settled = { id: number; accountId: number; status: string; changed: boolean };

/**
 * Credit a pending deposit: cash_in → the member's main wallet, the deposit row marked credited
 * with credited_at, and the "deposit arrived" message, all in the caller's transaction. The
 * ledger key is the deposit's id, so the money can move once whatever path calls this.
 */
export async function creditDeposit(
  tx: Tx,
  d: Locked,
  by: { actor: string; gatewayReference?: string },
): Promise<Settled> {
  if (d.status !== 'pending') throw new AppError('WRONG_STATE', `deposit ${d.id} is ${d.status}`);
  const accountId = Number(d.account_id);
  const amount = BigInt(d.amount);
  const posted = await postTransaction(tx, {
    kind: 'deposit',
    idempotencyKey: `deposit:${d.id}`,
    memo: { depositId: Number(d.id), channel: d.channel_code, by: by.actor },
    entries: [
      { ledgerAccountId: await systemAccount(tx, 'cash_in'), amount: -amount, system: true },
      { ledgerAccountId: await mainWallet(tx, accountId), amount, system: false },
    ],
  });
  await tx.execute(sql`
    UPDATE deposits SET status = 'credited', credited_at = now(), decided_at = now(),
      decided_by = ${by.actor}, ledger_transaction_id = ${posted.transactionId},
      gateway_reference = COALESCE(${by.gatewayReference ?? null}, gateway_reference)
    WHERE id = ${d.id}`);
  await writeMessage(tx, accountId, 'deposit_arrived', {
    amount: d.amount,
    currency: CURRENCY,
    reference: d.reference,
  });
  return { id: Number(d.id), accountId, status: 'credited', changed: true };
}

/**
 * A pending deposit that will not be credited: rejected by an operator (bank transfer never
 * arrived) or failed at the gateway. Nothing moves; the member gets the "deposit failed" message.
 */
export async function failDeposit(
  tx: Tx,
  d: Locked,
  status: 'rejected' | 'failed',
  by: { actor: string; reason?: string; gatewayReference?: string },
): Promise<Settled> {
  if (d.status !== 'pending') throw new AppError('WRONG_STATE', `deposit ${d.id} is ${d.status}`);
  const accountId = Number(d.account_id);
  await tx.execute(sql`
    UPDATE deposits SET status = ${status}, decided_at = now(), decided_by = ${by.actor},
      reason = ${by.reason ?? null},
      gateway_reference = COALESCE(${by.gatewayReference ?? null}, gateway_reference)
    WHERE id = ${d.id}`);
  await writeMessage(tx, accountId, 'deposit_failed', {
    amount: d.amount,
    currency: CURRENCY,
    reference: d.reference,
  });
  return { id: Number(d.id), accountId, status, changed: true };
}
