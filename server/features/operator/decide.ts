import type { Db } from '../../db/client';
import { approveWithdrawal, rejectWithdrawal, releaseWithdrawal } from '../payments';
import { creditDeposit, failDeposit, lockDeposit } from '../payments';
import { getBalance } from '../wallet';
import { audit, type Actor } from '../../lib/audit';

export type Decision = { id: number; status: string; balance: string };

/**
 * The operator decisions on deposits and withdrawals; each writes its audit row in the same
 * transaction as the money and the member's message. WRONG_STATE when already decided.
 */
export async function confirmDeposit(db: Db, actor: Actor, id: number): Promise<Decision> {
  const done = await db.transaction(async (tx) => {
    const d = await lockDeposit(tx, { id });
    const r = await creditDeposit(tx, d, { actor });
    await audit(tx, actor, 'deposit.confirm', `deposit:${id}`, { amount: d.amount.toString() });
    return r;
  });
  return { id, status: done.status, balance: (await getBalance(db, done.accountId)).balance };
}

export async function rejectDeposit(db: Db, actor: Actor, id: number, reason?: string): Promise<Decision> {
  const done = await db.transaction(async (tx) => {
    const d = await lockDeposit(tx, { id });
    const r = await failDeposit(tx, d, 'rejected', { actor, reason });
    await audit(tx, actor, 'deposit.reject', `deposit:${id}`, { reason: reason ?? null });
    return r;
  });
  return { id, status: done.status, balance: (await getBalance(db, done.accountId)).balance };
}

export async function approveWithdrawalAs(db: Db, actor: Actor, id: number): Promise<Decision> {
  const done = await db.transaction(async (tx) => {
    const r = await approveWithdrawal(tx, id, actor);
    await audit(tx, actor, 'withdrawal.approve', `withdrawal:${id}`);
    return r;
  });
  return { id, status: done.status, balance: (await getBalance(db, done.accountId)).balance };
}

/** A withdrawal held for review released, so it can be approved (decision 090); the reason is audited. */
export async function releaseWithdrawalAs(
  db: Db,
  actor: Actor,
  id: number,
  reason?: string,
): Promise<Decision> {
  const done = await db.transaction(async (tx) => {
    const r = await releaseWithdrawal(tx, id, actor);
    await audit(tx, actor, 'withdrawal.release', `withdrawal:${id}`, { reason: reason ?? null });
    return r;
  });
  return { id, status: done.status, balance: (await getBalance(db, done.accountId)).balance };
}

export async function rejectWithdrawalAs(
  db: Db,
  actor: Actor,
  id: number,
  reason?: string,
): Promise<Decision> {
  const done = await db.transaction(async (tx) => {
    const r = await rejectWithdrawal(tx, id, actor, reason);
    await audit(tx, actor, 'withdrawal.reject', `withdrawal:${id}`, { reason: reason ?? null });
    return r;
  });
  return { id, status: done.status, balance: (await getBalance(db, done.accountId)).balance };
}
