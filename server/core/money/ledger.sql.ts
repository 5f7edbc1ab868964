import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sqlRow, sqlRows } from '../storage/rows';

/**
 * The ledger's two locking statements (decision 076): each moves a balance by a conditional
 * UPDATE and writes the entry with the balance after in the same round trip, so a hot wallet
 * stays locked as briefly as it can. Every posting goes through here (claims, bets, payments):
 * the rows are decoded by hand, not by zod. node-postgres gives int8 as text.
 */

const bigintOrNull = (v: unknown): bigint | null =>
  v === null || v === undefined ? null : BigInt(v as string);

/**
 * One entry: the conditional UPDATE (the row lock is taken here; a member account may not go
 * below zero, a system kind may) and its entry. Undefined when the condition failed or the
 * account does not exist.
 */
export async function postLedgerEntry(
  tx: Tx,
  transactionId: number,
  ledgerAccountId: number,
  amount: bigint,
): Promise<bigint | undefined> {
  const a = amount.toString();
  const row = await sqlRow(
    tx,
    sql`
      WITH moved AS (
        UPDATE ledger_accounts SET balance = balance + ${a}::bigint
        WHERE id = ${ledgerAccountId}
          AND (balance + ${a}::bigint >= 0 OR kind IN ('house', 'cash_in', 'cash_out', 'bonus', 'commission'))
        RETURNING balance)
      INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount, balance_after)
      SELECT ${transactionId}, ${ledgerAccountId}, ${a}::bigint, balance FROM moved
      RETURNING balance_after`,
    (r) => BigInt(r.balance_after as string),
  );
  return row;
}

export type PairSide = { ledgerAccountId: number; amount: bigint };

/**
 * The key and both entries in one statement, so a hot wallet stays locked for one round trip
 * and the commit. The key is claimed first (the first UPDATE waits on its result, as the second
 * UPDATE waits on the first's: each EXISTS is an init plan run before its scan), so the lock
 * order is the general one: key, first row, second row. Both debits are conditional (a system
 * account passes by its kind). `txId` null when the key was taken (nothing else was written);
 * a side's balance null when its condition failed.
 */
export async function postLedgerPair(
  tx: Tx,
  t: { kind: string; idempotencyKey: string; memo: string | null },
  member: PairSide,
  system: PairSide,
) {
  const ma = member.amount.toString();
  const sa = system.amount.toString();
  const row = await sqlRow(
    tx,
    sql`
    WITH t AS (
      INSERT INTO ledger_transactions (kind, idempotency_key, memo)
      VALUES (${t.kind}, ${t.idempotencyKey}, ${t.memo}::jsonb)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id),
    m AS (
      UPDATE ledger_accounts SET balance = balance + ${ma}::bigint
      WHERE id = ${member.ledgerAccountId} AND EXISTS (SELECT 1 FROM t)
        AND (balance + ${ma}::bigint >= 0 OR kind IN ('house', 'cash_in', 'cash_out', 'bonus', 'commission'))
      RETURNING balance),
    s AS (
      UPDATE ledger_accounts SET balance = balance + ${sa}::bigint
      WHERE id = ${system.ledgerAccountId} AND EXISTS (SELECT 1 FROM m)
        AND (balance + ${sa}::bigint >= 0 OR kind IN ('house', 'cash_in', 'cash_out', 'bonus', 'commission'))
      RETURNING balance),
    e AS (
      INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount, balance_after)
      SELECT t.id, ${member.ledgerAccountId}::bigint, ${ma}::bigint, m.balance FROM t, m
      UNION ALL
      SELECT t.id, ${system.ledgerAccountId}::bigint, ${sa}::bigint, s.balance FROM t, s)
    SELECT (SELECT id FROM t) AS tx_id, (SELECT balance FROM m) AS m_after, (SELECT balance FROM s) AS s_after`,
    (r) => ({
      txId: r.tx_id === null || r.tx_id === undefined ? null : Number(r.tx_id),
      memberAfter: bigintOrNull(r.m_after),
      systemAfter: bigintOrNull(r.s_after),
    }),
  );
  return row!;
}

/**
 * Locks ledger accounts in the ledger's one order (ledger.ts, lockAccounts): accounts of the
 * kinds that may go below zero (system kinds) after every other, each group by id. LockRows sits
 * above the sort, so the rows are locked in the order sorted. Their balances, as locked.
 */
export function lockLedgerAccounts(tx: Tx, ids: readonly number[]) {
  return sqlRows(
    tx,
    sql`
    SELECT id, balance FROM ledger_accounts WHERE id = ANY (${`{${ids.join(',')}}`}::bigint[])
    ORDER BY kind IN ('house', 'cash_in', 'cash_out', 'bonus', 'commission'), id
    FOR UPDATE`,
    (r) => ({ id: Number(r.id), balance: BigInt(r.balance as string) }),
  );
}
