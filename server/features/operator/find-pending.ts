import { sql } from 'drizzle-orm';
import type { PendingDeposit, PendingWithdrawal } from '../../../contract/operator';
import type { Db } from '../../db/client';
import { loadCashierSettings } from '../payments';
import { applyAutoReceipt } from '../payments';

type Filter = 'pending' | 'all' | 'disputed';

/** Deposits for the operator: pending (oldest first, the work queue) or all (newest first). */
export async function findOpsDeposits(db: Db, status: Filter, limit: number): Promise<PendingDeposit[]> {
  const r = await db.execute<{
    id: string;
    account: string;
    channel_code: string;
    amount: string;
    reference: string;
    status: string;
    created_at: string | Date;
  }>(sql`
    SELECT d.id, a.account, d.channel_code, d.amount, d.reference, d.status, d.created_at
    FROM deposits d JOIN accounts a ON a.id = d.account_id
    ${status === 'all' ? sql`ORDER BY d.id DESC` : sql`WHERE d.status = 'pending' ORDER BY d.id`}
    LIMIT ${limit}`);
  return r.rows.map((d) => ({
    id: Number(d.id),
    account: d.account,
    channel: d.channel_code,
    amount: d.amount,
    reference: d.reference,
    status: d.status,
    createdAt: new Date(d.created_at).toISOString(),
  }));
}

/** Withdrawals: pending (to pay), disputed (not received, with proof) or all. */
export async function findOpsWithdrawals(
  db: Db,
  status: Filter,
  limit: number,
): Promise<PendingWithdrawal[]> {
  const { confirmMinutes } = await loadCashierSettings(db);
  await applyAutoReceipt(db, confirmMinutes);
  const where =
    status === 'pending'
      ? sql`WHERE w.status = 'pending' ORDER BY w.id`
      : status === 'disputed'
        ? sql`WHERE w.confirm_status = 'not_received' ORDER BY w.id`
        : sql`ORDER BY w.id DESC`;
  const r = await db.execute<{
    id: string;
    account: string;
    amount: string;
    bank_name: string;
    account_number: string;
    payee_name: string;
    status: string;
    confirm_status: string | null;
    proof_file: string | null;
    created_at: string | Date;
  }>(sql`
    SELECT w.id, a.account, w.amount, c.bank_name, c.account_number, c.payee_name, w.status,
      w.confirm_status, w.proof_file, w.created_at
    FROM withdrawals w JOIN accounts a ON a.id = w.account_id JOIN bank_cards c ON c.id = w.card_id
    ${where} LIMIT ${limit}`);
  return r.rows.map((w) => ({
    id: Number(w.id),
    account: w.account,
    amount: w.amount,
    bankName: w.bank_name,
    accountNumber: w.account_number,
    payeeName: w.payee_name,
    status: w.status,
    confirmStatus: w.confirm_status,
    hasProof: w.proof_file !== null,
    createdAt: new Date(w.created_at).toISOString(),
  }));
}
