import { sql } from 'drizzle-orm';
import type { Withdrawal } from '../../../contract/payments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { loadCashierSettings } from './cashier-settings';
import { applyAutoReceipt, toWithdrawal, withdrawalColumns, type WithdrawalRecord } from './withdrawal-view';

/** The member's withdrawals, newest first, with overdue confirmations turned into receipts. */
export async function findWithdrawals(db: Db, accountId: number, page: number, pageSize: number) {
  const { confirmMinutes } = await loadCashierSettings(db);
  await applyAutoReceipt(db, confirmMinutes, accountId);
  const [rows, total] = await Promise.all([
    db.execute<WithdrawalRecord>(sql`
      SELECT ${withdrawalColumns} FROM withdrawals w JOIN bank_cards c ON c.id = w.card_id
      WHERE w.account_id = ${accountId}
      ORDER BY w.created_at DESC, w.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM withdrawals WHERE account_id = ${accountId}`),
  ]);
  return {
    list: rows.rows.map((r) => toWithdrawal(r, confirmMinutes)),
    totalPages: Math.ceil(Number(total.rows[0]?.n ?? 0) / pageSize),
  };
}

export async function getWithdrawal(db: Db, accountId: number, id: number): Promise<Withdrawal> {
  const { confirmMinutes } = await loadCashierSettings(db);
  await applyAutoReceipt(db, confirmMinutes, accountId);
  const r = await db.execute<WithdrawalRecord>(sql`
    SELECT ${withdrawalColumns} FROM withdrawals w JOIN bank_cards c ON c.id = w.card_id
    WHERE w.id = ${id} AND w.account_id = ${accountId}`);
  const row = r.rows[0];
  if (!row) throw new AppError('NOT_FOUND', `no withdrawal ${id}`);
  return toWithdrawal(row, confirmMinutes);
}
