import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

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

/** What a `SELECT count(*) AS n ...` counts. */
export async function countOf(db: Db, query: SQL): Promise<number> {
  return Number((await db.execute<{ n: string }>(query)).rows[0]!.n);
}

/** A member's balance in one of their ledger accounts (main wallet by default). */
export async function balanceOfMember(db: Db, accountId: number, kind = 'member_main'): Promise<bigint> {
  const r = await db.execute<{ balance: string }>(
    sql`SELECT balance FROM ledger_accounts WHERE owner_id = ${accountId} AND kind = ${kind}`,
  );
  return BigInt(r.rows[0]?.balance ?? 0);
}

/** The member's inbox messages, oldest first. */
export async function messagesOf(db: Db, accountId: number) {
  const r = await db.execute<{ template: string; params: { amount: string; reference: string } }>(
    sql`SELECT template, params FROM inbox_messages WHERE account_id = ${accountId} ORDER BY id`,
  );
  return r.rows;
}
