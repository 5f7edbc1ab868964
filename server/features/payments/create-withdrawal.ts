import { and, eq, isNull } from 'drizzle-orm';
import type { CreateWithdrawalRequest, Withdrawal } from '../../../contract/payments/schemas';
import type { Db } from '../../db/client';
import { bankCards, withdrawals } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import type { Limit } from '../../core/limits/limits';
import { mainWallet, postTransaction } from '../../core/money/ledger';
import { loadCashierSettings } from './cashier-settings';
import { holdWallet } from './hold-wallet';
import { checkPaymentPassword } from './payment-password';
import { getWithdrawal } from './find-withdrawals';
import { assertTurnoverMet, feedTurnover, linkedBonusTaken } from '../../engine/rewards';

/**
 * Ask for a withdrawal to one of the member's cards. The payment password is checked first (wrong
 * guesses counted with the security centre's); then, in one transaction, the withdrawal row and
 * the hold (main → member_hold) are written, so the held amount cannot be spent meanwhile. The
 * client's requestId makes a double tap one withdrawal.
 */
export async function createWithdrawal(
  db: Db,
  failures: Limit,
  accountId: number,
  body: CreateWithdrawalRequest,
): Promise<Withdrawal> {
  const settings = await loadCashierSettings(db);
  if (body.amount < settings.minAmount || body.amount > settings.maxAmount)
    throw new AppError('AMOUNT_OUT_OF_RANGE', 'amount outside the withdrawal limits', { field: 'amount' });
  await checkPaymentPassword(db, failures, accountId, body.paymentPassword);
  const [card] = await db
    .select({ id: bankCards.id })
    .from(bankCards)
    .where(
      and(eq(bankCards.id, body.cardId), eq(bankCards.accountId, accountId), isNull(bankCards.removedAt)),
    );
  if (!card) throw new AppError('NOT_FOUND', `no bank card ${body.cardId}`, { field: 'cardId' });
  await feedTurnover(db, accountId);

  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(withdrawals)
      .values({ accountId, cardId: card.id, amount: body.amount, requestId: body.requestId })
      .onConflictDoNothing({ target: [withdrawals.accountId, withdrawals.requestId] })
      .returning({ id: withdrawals.id });
    if (!row) {
      const [first] = await tx
        .select({ id: withdrawals.id, amount: withdrawals.amount, cardId: withdrawals.cardId })
        .from(withdrawals)
        .where(and(eq(withdrawals.accountId, accountId), eq(withdrawals.requestId, body.requestId)));
      if (first!.amount !== body.amount || first!.cardId !== card.id)
        throw new AppError('DUPLICATE_TRANSACTION', 'requestId reused with another amount or card');
      return first!.id;
    }
    // Bonus money stays until its turnover is met (decision 032); the row above rolls back.
    await assertTurnoverMet(tx, accountId);
    // A bonus of one per bank account taken by two accounts sharing a number: held for the
    // operator (decision 090), who releases or refuses it; the member sees it pending as any other.
    if (await linkedBonusTaken(tx, accountId))
      await tx.update(withdrawals).set({ reviewReason: 'linked_bonus' }).where(eq(withdrawals.id, row.id));
    await postTransaction(tx, {
      kind: 'withdrawal_hold',
      idempotencyKey: `withdrawal:${row.id}:hold`,
      memo: { withdrawalId: row.id },
      entries: [
        { ledgerAccountId: await mainWallet(tx, accountId), amount: -body.amount, system: false },
        { ledgerAccountId: await holdWallet(tx, accountId), amount: body.amount, system: false },
      ],
    });
    return row.id;
  });
  return getWithdrawal(db, accountId, id);
}
