import { and, count, desc, eq } from 'drizzle-orm';
import type { Withdrawal } from '../../../contract/payments/schemas';
import type { Db } from '../../db/client';
import { bankCards, withdrawals } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { loadCashierSettings } from './cashier-settings';
import { applyAutoReceipt, toWithdrawal, withdrawalColumns } from './withdrawal-view';

/** The member's withdrawals, newest first, with overdue confirmations turned into receipts. */
export async function findWithdrawals(db: Db, accountId: number, page: number, pageSize: number) {
  const { confirmMinutes } = await loadCashierSettings(db);
  await applyAutoReceipt(db, confirmMinutes, accountId);
  const [rows, [total]] = await Promise.all([
    db
      .select(withdrawalColumns)
      .from(withdrawals)
      .innerJoin(bankCards, eq(bankCards.id, withdrawals.cardId))
      .where(eq(withdrawals.accountId, accountId))
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.accountId, accountId)),
  ]);
  return {
    list: rows.map((r) => toWithdrawal(r, confirmMinutes)),
    totalPages: Math.ceil((total?.n ?? 0) / pageSize),
  };
}

export async function getWithdrawal(db: Db, accountId: number, id: number): Promise<Withdrawal> {
  const { confirmMinutes } = await loadCashierSettings(db);
  await applyAutoReceipt(db, confirmMinutes, accountId);
  const [row] = await db
    .select(withdrawalColumns)
    .from(withdrawals)
    .innerJoin(bankCards, eq(bankCards.id, withdrawals.cardId))
    .where(and(eq(withdrawals.id, id), eq(withdrawals.accountId, accountId)));
  if (!row) throw new AppError('NOT_FOUND', `no withdrawal ${id}`);
  return toWithdrawal(row, confirmMinutes);
}
