import type { Db, Tx } from '../../db/client';
import { approveWithdrawal, rejectWithdrawal, releaseWithdrawal } from '../payments';
import { creditDeposit, failDeposit, lockDeposit } from '../payments';
import { getBalance } from '../wallet';
import { audit, type Actor } from '../../core/context/audit';

export type Decision = { id: number; status: string; balance: string };

/**
 * The operator decisions on deposits and withdrawals; each writes its audit row in the same
 * transaction as the money and the member's message. WRONG_STATE when already decided.
 */
async function decide(
  db: Db,
  actor: Actor,
  target: { kind: 'deposit' | 'withdrawal'; id: number; action: string },
  step: (tx: Tx) => Promise<{ status: string; accountId: number; detail?: unknown }>,
): Promise<Decision> {
  const done = await db.transaction(async (tx) => {
    const r = await step(tx);
    await audit(tx, actor, `${target.kind}.${target.action}`, `${target.kind}:${target.id}`, r.detail);
    return r;
  });
  return { id: target.id, status: done.status, balance: (await getBalance(db, done.accountId)).balance };
}

export const confirmDeposit = (db: Db, actor: Actor, id: number) =>
  decide(db, actor, { kind: 'deposit', id, action: 'confirm' }, async (tx) => {
    const d = await lockDeposit(tx, { id });
    const r = await creditDeposit(tx, d, { actor });
    return { ...r, detail: { amount: d.amount.toString() } };
  });

export const rejectDeposit = (db: Db, actor: Actor, id: number, reason?: string) =>
  decide(db, actor, { kind: 'deposit', id, action: 'reject' }, async (tx) => {
    const d = await lockDeposit(tx, { id });
    const r = await failDeposit(tx, d, 'rejected', { actor, reason });
    return { ...r, detail: { reason: reason ?? null } };
  });

export const approveWithdrawalAs = (db: Db, actor: Actor, id: number) =>
  decide(db, actor, { kind: 'withdrawal', id, action: 'approve' }, (tx) => approveWithdrawal(tx, id, actor));

/** A withdrawal held for review released, so it can be approved (decision 090); the reason is audited. */
export const releaseWithdrawalAs = (db: Db, actor: Actor, id: number, reason?: string) =>
  decide(db, actor, { kind: 'withdrawal', id, action: 'release' }, async (tx) => ({
    ...(await releaseWithdrawal(tx, id, actor)),
    detail: { reason: reason ?? null },
  }));

export const rejectWithdrawalAs = (db: Db, actor: Actor, id: number, reason?: string) =>
  decide(db, actor, { kind: 'withdrawal', id, action: 'reject' }, async (tx) => ({
    ...(await rejectWithdrawal(tx, id, actor, reason)),
    detail: { reason: reason ?? null },
  }));
