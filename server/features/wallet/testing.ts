import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mainWallet, postTransaction, systemAccount } from '../../lib/ledger';

/** Test helper: a fresh member with a main wallet holding `balance` (a cash_in deposit). */
export async function memberWithBalance(db: Db, balance: bigint, type = 0) {
  const name = `w_${randomBytes(5).toString('hex')}`;
  const r = await db.execute<{ id: string }>(
    sql`INSERT INTO accounts (account, nickname, type) VALUES (${name}, ${name}, ${type}) RETURNING id`,
  );
  const accountId = Number(r.rows[0]!.id);
  const wallet = await mainWallet(db, accountId);
  if (balance > 0n) await deposit(db, wallet, balance);
  return { accountId, wallet, account: name };
}

export async function deposit(db: Db, wallet: number, amount: bigint) {
  const cashIn = await systemAccount(db, 'cash_in');
  await db.transaction((tx) =>
    postTransaction(tx, {
      kind: 'test_deposit',
      idempotencyKey: `test:deposit:${randomBytes(8).toString('hex')}`,
      entries: [
        { ledgerAccountId: cashIn, amount: -amount },
        { ledgerAccountId: wallet, amount },
      ],
    }),
  );
}

/** The books agree: every transaction sums to zero, and each balance is the sum of its entries. */
export async function booksBalance(
  db: Db,
): Promise<{ unbalanced: number; mismatched: number; negative: number }> {
  const r = await db.execute<{ unbalanced: string; mismatched: string; negative: string }>(sql`
    SELECT
      (SELECT count(*) FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0) u) AS unbalanced,
      (SELECT count(*) FROM ledger_accounts a
         WHERE a.balance <> COALESCE((SELECT sum(amount) FROM ledger_entries e WHERE e.ledger_account_id = a.id), 0)) AS mismatched,
      (SELECT count(*) FROM ledger_accounts WHERE kind LIKE 'member%' AND balance < 0) AS negative`);
  const row = r.rows[0]!;
  return {
    unbalanced: Number(row.unbalanced),
    mismatched: Number(row.mismatched),
    negative: Number(row.negative),
  };
}
