import { inArray, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema';
import type { AccountSeed } from './accounts';
import { trialAccountType } from '../../contract/common';
import { insertChunked, type Progress, type Tx } from './write';

export const CURRENCY = 'VND';

/** The system side of every entry; owner null, allowed below zero (see the schema's check). */
export const SYSTEM_KINDS = ['house', 'cash_in', 'cash_out', 'bonus', 'commission'] as const;

const DEPOSIT_DELAY_MS = 10 * 60_000;

/**
 * Opens the system accounts and a member_main wallet per non-trial login, then credits each
 * opening balance as a real double-entry deposit: one transaction, cash_in debited, wallet
 * credited, balance_after on both, so the books balance from the first row.
 */
export async function writeLedger(
  tx: Tx,
  seeds: readonly AccountSeed[],
  accountIds: ReadonlyMap<string, number>,
  progress: Progress,
): Promise<void> {
  const system = await tx
    .insert(ledgerAccounts)
    .values(SYSTEM_KINDS.map((kind) => ({ kind, ownerId: null, currency: CURRENCY })))
    .returning({ id: ledgerAccounts.id, kind: ledgerAccounts.kind });
  const cashIn = system.find((r) => r.kind === 'cash_in');
  if (!cashIn) throw new Error('cash_in ledger account missing');

  const owners = seeds.filter((s) => s.type !== trialAccountType);
  const wallets = await tx
    .insert(ledgerAccounts)
    .values(
      owners.map((s) => ({ kind: 'member_main', ownerId: idOf(accountIds, s.account), currency: CURRENCY })),
    )
    .returning({ id: ledgerAccounts.id, ownerId: ledgerAccounts.ownerId });
  const walletByOwner = new Map(wallets.map((w) => [w.ownerId, w.id]));

  const deposits = owners.filter(
    (s): s is AccountSeed & { deposit: bigint } => s.deposit !== null && s.deposit > 0n,
  );
  const when = (s: AccountSeed) => new Date(s.createdAt.getTime() + DEPOSIT_DELAY_MS);
  const txRows = await tx
    .insert(ledgerTransactions)
    .values(
      deposits.map((s) => ({
        kind: 'demo_deposit',
        idempotencyKey: `seed:deposit:${s.account}`,
        memo: { account: s.account, note: 'Opening balance of the demo data' },
        createdAt: when(s),
      })),
    )
    .returning({ id: ledgerTransactions.id, idempotencyKey: ledgerTransactions.idempotencyKey });
  const txIdByKey = new Map(txRows.map((r) => [r.idempotencyKey, r.id]));

  // Running balances give each entry its balance_after, in the order the entries are written.
  const balances = new Map<number, bigint>();
  const post = (ledgerAccountId: number, amount: bigint) => {
    const after = (balances.get(ledgerAccountId) ?? 0n) + amount;
    balances.set(ledgerAccountId, after);
    return { ledgerAccountId, amount, balanceAfter: after };
  };
  const entries = deposits.flatMap((s) => {
    const transactionId = txIdByKey.get(`seed:deposit:${s.account}`);
    const wallet = walletByOwner.get(idOf(accountIds, s.account));
    if (transactionId === undefined || wallet === undefined)
      throw new Error(`deposit of ${s.account} lost its rows`);
    const createdAt = when(s);
    return [
      { transactionId, createdAt, ...post(cashIn.id, -s.deposit) },
      { transactionId, createdAt, ...post(wallet, s.deposit) },
    ];
  });
  await insertChunked(tx, ledgerEntries, entries, 'ledger', progress);

  // Balances are set from the entries themselves, so the two cannot disagree.
  const touched = [...balances.keys()];
  await tx
    .update(ledgerAccounts)
    .set({
      balance: sql`(SELECT COALESCE(SUM(${ledgerEntries.amount}), 0) FROM ${ledgerEntries} WHERE ${ledgerEntries.ledgerAccountId} = ${ledgerAccounts.id})`,
    })
    .where(inArray(ledgerAccounts.id, touched));
  // And the running balance_after of the last entry must agree with them: a cheap self-check
  // that fails the seed (rolling everything back) rather than shipping inconsistent books.
  const stored = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, touched));
  for (const row of stored) {
    if (row.balance !== balances.get(row.id))
      throw new Error(`ledger account ${row.id} balance does not match its entries`);
  }
}

function idOf(ids: ReadonlyMap<string, number>, account: string): number {
  const id = ids.get(account);
  if (id === undefined) throw new Error(`account ${account} was not written`);
  return id;
}
