import { eq } from 'drizzle-orm';
import type { AdjustBalanceRequest } from '../../../contract/operator/schemas';
import type { Db } from '../../db/client';
import { balanceAdjustments } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { findParty } from '../transfers';
import { getBalance } from '../wallet';
import { mainWallet, postTransaction, systemAccount } from '../../core/money/ledger';
import { audit, type Actor } from '../../core/context/audit';

/**
 * Credit or debit a member's main wallet with a reason: a bonus (against the bonus account, so
 * bonus details can show it) or an adjustment (against cash_in). One ledger transaction, its
 * balance_adjustments row and the audit row commit together; a debit never takes the wallet
 * below zero (INSUFFICIENT_FUNDS). requestId makes a repeated command one adjustment.
 */
export async function adjustBalance(db: Db, actor: Actor, body: AdjustBalanceRequest) {
  const member = await findParty(db, { account: body.account });
  if (!member) throw new AppError('NOT_FOUND', `no account ${body.account}`, { field: 'account' });
  const id = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(balanceAdjustments)
      .where(eq(balanceAdjustments.requestId, body.requestId));
    if (existing) {
      if (existing.accountId !== member.id || existing.amount !== body.amount || existing.kind !== body.kind)
        throw new AppError('DUPLICATE_TRANSACTION', 'requestId reused with other details');
      return existing.id;
    }
    const counter = await systemAccount(tx, body.kind === 'bonus' ? 'bonus' : 'cash_in');
    const posted = await postTransaction(tx, {
      kind: body.kind,
      idempotencyKey: `adjustment:${body.requestId}`,
      memo: { reason: body.reason, by: actor },
      entries: [
        { ledgerAccountId: await mainWallet(tx, member.id), amount: body.amount, system: false },
        { ledgerAccountId: counter, amount: -body.amount, system: true },
      ],
    });
    const [row] = await tx
      .insert(balanceAdjustments)
      .values({
        accountId: member.id,
        amount: body.amount,
        kind: body.kind,
        reason: body.reason,
        actor,
        requestId: body.requestId,
        ledgerTransactionId: posted.transactionId,
      })
      .onConflictDoNothing()
      .returning({ id: balanceAdjustments.id });
    // A concurrent twin with the same requestId committed first: this posting was its replay.
    if (!row) {
      const [twin] = await tx
        .select({ id: balanceAdjustments.id })
        .from(balanceAdjustments)
        .where(eq(balanceAdjustments.requestId, body.requestId));
      return twin!.id;
    }
    await audit(tx, actor, `balance.${body.kind}`, `account:${member.id}`, {
      amount: String(body.amount),
      reason: body.reason,
    });
    return row.id;
  });
  return { id, account: member.account, balance: (await getBalance(db, member.id)).balance };
}
