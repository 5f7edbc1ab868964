import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../core/context/errors';
import { tellPayment } from './tell-payment';
import type { Tx } from '../../db/client';
import { deposits } from '../../db/schema';
import { mainWallet, postTransaction, systemAccount } from '../../core/money/ledger';

const lockedColumns = {
  id: deposits.id,
  accountId: deposits.accountId,
  amount: deposits.amount,
  status: deposits.status,
  reference: deposits.reference,
  channelCode: deposits.channelCode,
  gatewayReference: deposits.gatewayReference,
};

/** The deposit row, locked for the rest of the transaction; NOT_FOUND when missing. */
export async function lockDeposit(tx: Tx, where: { id: number } | { reference: string }) {
  const cond = 'id' in where ? eq(deposits.id, where.id) : eq(deposits.reference, where.reference);
  const [row] = await tx.select(lockedColumns).from(deposits).where(cond).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'no such deposit');
  return row;
}

type Locked = Awaited<ReturnType<typeof lockDeposit>>;

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
  const { accountId, amount } = d;
  const posted = await postTransaction(tx, {
    kind: 'deposit',
    idempotencyKey: `deposit:${d.id}`,
    memo: { depositId: d.id, channel: d.channelCode, by: by.actor },
    entries: [
      { ledgerAccountId: await systemAccount(tx, 'cash_in'), amount: -amount, system: true },
      { ledgerAccountId: await mainWallet(tx, accountId), amount, system: false },
    ],
  });
  await tx
    .update(deposits)
    .set({
      status: 'credited',
      creditedAt: sql`now()`,
      decidedAt: sql`now()`,
      decidedBy: by.actor,
      ledgerTransactionId: posted.transactionId,
      gatewayReference: by.gatewayReference ?? d.gatewayReference,
    })
    .where(eq(deposits.id, d.id));
  await tellPayment(tx, accountId, 'deposit_arrived', d);
  return { id: d.id, accountId, status: 'credited', changed: true };
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
  const { accountId } = d;
  await tx
    .update(deposits)
    .set({
      status,
      decidedAt: sql`now()`,
      decidedBy: by.actor,
      reason: by.reason ?? null,
      gatewayReference: by.gatewayReference ?? d.gatewayReference,
    })
    .where(eq(deposits.id, d.id));
  await tellPayment(tx, accountId, 'deposit_failed', d);
  return { id: d.id, accountId, status, changed: true };
}
